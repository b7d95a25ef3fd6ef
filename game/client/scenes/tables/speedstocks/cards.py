"""Speedstocks cards and what can be pressed: stock faces, hand cards and exchanges to take."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, measure
from game.client.theme import THEME, Colour
from game.client.widgets import CardFace, CardView, Mark, Widget
from game.client.widgets.button import draw_key_cap
from game.client.widgets.card_view import card_surface
from game.client.widgets.paint import draw_focus_ring, draw_shadow, readable_on
from game.rules.speedstocks.stocks import BEARS
from game.texts import text

# A stock's colour follows its bears, so dangerous stocks stand out at a glance.
BEAR_COLOURS: dict[int, Colour] = {
    1: (92, 134, 160),
    2: (52, 160, 150),
    3: (232, 158, 48),
    5: (222, 86, 70),
    7: (140, 64, 186),
}
COPY_COLOUR: Colour = (150, 158, 166)
# Long and Short show their timing in its colour: "nachher" green (never hurts you), "vorher"
# orange (may hit you too), as the rules text says.
TIMING_COLOURS: dict[str, Colour] = {
    "vorher": THEME.symbols.short,
    "nachher": THEME.symbols.long,
}
SYMBOL_COLOURS: dict[str, Colour] = {
    "ipo": THEME.symbols.ipo,
    "split": THEME.symbols.split,
    "black_swan": THEME.symbols.black_swan,
}
KIND_ARROWS = {"long": "▲", "short": "▼"}
MARKED_COLOUR = THEME.colours.accent
ADVICE_COLOUR = THEME.colours.success
PULSE_HZ = 1.6


def symbol_marks(symbol: str | None) -> tuple[Mark, ...]:
    """The mark above a stock's number: ▲/▼ and the timing in the timing colour, or the name."""
    if not symbol:
        return ()
    kind, _, timing = symbol.partition("_")
    if kind in KIND_ARROWS and timing in TIMING_COLOURS:
        # One mark, so that the card shrinks it as a whole to fit narrow cards.
        words = f"{KIND_ARROWS[kind]} {text(f'stocks_screen.{timing}')}"
        return (Mark(words, TIMING_COLOURS[timing]),)
    return (Mark(text(f"symbol.{symbol}"), SYMBOL_COLOURS.get(symbol)),)


def stock_face(stock: int, bears: int, symbol: str | None, copy: str | None = None) -> CardFace:
    """The face of a stock card: its number, bears, symbol marks and, for copies, what they are."""
    colour = COPY_COLOUR if copy == "split" else BEAR_COLOURS.get(BEARS[stock], COPY_COLOUR)
    title = text(f"stocks_screen.copy_{copy}") if copy else ""
    return CardFace(stock, title, bears, colour, symbol_marks(symbol))


class HandCard(CardView):
    """A stock in the hand: tap (or Enter) chooses or pre-selects it; hover lifts and magnifies."""

    def __init__(self, on_choose: Callable[[int], None]) -> None:
        super().__init__((0, 0, 1, 1), CardFace(None), self._pressed)
        self.stock = 0
        self.magnification = 1.0
        self.lift = 0
        self.badge = ""
        self._on_choose = on_choose

    def _pressed(self) -> None:
        """Tells the scene which stock was pressed."""
        self._on_choose(self.stock)

    @property
    def raised(self) -> bool:
        """Drawn above its neighbours while it is magnified."""
        return self.hovered and self.enabled

    def shown_rect(self, focused: bool = False) -> pygame.Rect:
        """Where the card is drawn: magnified from its bottom edge and lifted while hovered."""
        if not (self.raised or focused):
            return self.rect.copy()
        scale = self.magnification if self.raised else 1.0
        shown = pygame.Rect(0, 0, round(self.rect.width * scale), round(self.rect.height * scale))
        shown.midbottom = self.rect.midbottom
        shown.y -= self.lift
        return shown

    def covered(self, focused: bool = False) -> list[pygame.Rect]:
        """What the card covers when drawn: the card with its highlight frame, and its badge."""
        rect = self.shown_rect(focused)
        frame = rect.copy()
        if focused:
            ring = THEME.focus_gap + THEME.focus_width
            frame.union_ip(rect.inflate(2 * ring, 2 * ring))
        if self.face.highlighted is None:
            return [frame]
        frame.union_ip(rect.inflate(10, 10))
        if not self.badge:
            return [frame]
        return [frame, badge_rect(self.badge, (rect.centerx, rect.top - 2))]

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The card, its highlight frame, its badge (vorgemerkt, Rat) and the focus ring."""
        if not self.visible:
            return
        rect = self.shown_rect(focused)
        radius = max(4, min(rect.width, rect.height) // 10)
        draw_shadow(surface, rect, radius)
        surface.blit(card_surface(self.face, rect.width, rect.height), rect)
        if self.face.highlighted is not None:
            pygame.draw.rect(surface, self.face.highlighted, rect.inflate(10, 10), 5, radius + 5)
        if self.badge and self.face.highlighted is not None:
            draw_badge(surface, self.badge, (rect.centerx, rect.top - 2), self.face.highlighted)
        if focused:
            draw_focus_ring(surface, rect, radius)


class RowTarget(Widget):
    """An exchange to take after one's own Kurssturz: tap it, press its key 1–4, or Enter."""

    def __init__(
        self,
        rect: pygame.Rect,
        row: int,
        key_centre: tuple[int, int],
        on_take: Callable[[int], None],
    ) -> None:
        super().__init__(rect, enabled=False, hotkey=str(row + 1))
        self.row = row
        self.key_centre = key_centre
        self.advised = False
        self._on_take = on_take
        self._clock = 0.0

    def react(self, intent: Intent) -> bool:
        """Takes the row on a tap inside, on Enter (focused) and on its key."""
        pressed = (
            self.tapped(intent)
            or intent.kind is IntentKind.CONFIRM
            or (intent.kind is IntentKind.SHORTCUT and intent.key.lower() == self.hotkey)
        )
        if pressed:
            self._on_take(self.row)
        return pressed

    def update(self, dt: float) -> None:
        """Advances the pulse of the frame."""
        self._clock = (self._clock + dt) % 3600.0

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """A pulsing Kurssturz frame with the row's key while it can be taken."""
        if not self.enabled:
            return
        colour = ADVICE_COLOUR if self.advised else THEME.symbols.kurssturz
        strength = 0.5 + 0.5 * math.sin(self._clock * 2 * math.pi * PULSE_HZ)
        width = 4 + round(3 * strength) + (3 if self.hovered else 0)
        pygame.draw.rect(surface, colour, self.rect.inflate(8, 8), width, THEME.radius)
        draw_key_cap(surface, self.hotkey or "", self.key_centre, colour)
        if focused:
            draw_focus_ring(surface, self.rect.inflate(8, 8))


def draw_badge(
    surface: pygame.Surface, words: str, midbottom: tuple[int, int], colour: Colour
) -> None:
    """A small label on a coloured pill, e.g. 'vorgemerkt' above a hand card."""
    size = THEME.fonts.tiny
    pill = badge_rect(words, midbottom)
    pygame.draw.rect(surface, colour, pill, 0, pill.height // 2)
    draw_text(
        surface, words, pill.center, size, readable_on(colour), True, "center", valign="middle"
    )


def badge_rect(words: str, midbottom: tuple[int, int]) -> pygame.Rect:
    """Where a badge with these words lies, its bottom centre at midbottom."""
    width, height = measure(words, THEME.fonts.tiny, True)
    pill = pygame.Rect(0, 0, width + 2 * THEME.spacing.medium, height + THEME.spacing.tiny)
    pill.midbottom = midbottom
    return pill


def blit_card(surface: pygame.Surface, face: CardFace, rect: pygame.Rect) -> None:
    """A card drawn (from the face cache) with its shadow."""
    draw_shadow(surface, rect, max(4, min(rect.width, rect.height) // 10))
    surface.blit(card_surface(face, rect.width, rect.height), rect)
