"""A playing card: its number big in the middle, bear heads on top, symbols above the number."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.client.fonts import font
from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME, Colour
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.paint import darker, draw_focus_ring, draw_shadow, lighter, mix

# A card face is drawn once per look and size and then only blitted (a table shows dozens).
FACE_CACHE_SIZE = 256
_faces: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
# Up to this many bears are drawn as heads; more are one head with the count.
MOST_HEADS = 7
PULSE_HZ = 1.5


@dataclass(frozen=True)
class Mark:
    """A small symbol drawn above the card's number, in its own colour."""

    symbol: str
    colour: Colour | None = None


@dataclass(frozen=True)
class CardFace:
    """Everything a card shows; hidden cards show their back only."""

    number: int | None
    title: str = ""
    bears: int = 0
    colour: Colour = THEME.colours.panel_border
    marks: tuple[Mark | str, ...] = ()
    hidden: bool = False
    highlighted: Colour | None = None
    pulse: Colour | None = None

    def mark_list(self) -> tuple[Mark, ...]:
        """The marks, plain strings taken as marks in the card's text colour."""
        return tuple(mark if isinstance(mark, Mark) else Mark(mark) for mark in self.marks)

    def look(self) -> tuple[object, ...]:
        """What the drawn face depends on (the frames are drawn on top, not cached)."""
        return (self.number, self.title, self.bears, self.colour, self.mark_list(), self.hidden)


def draw_bear_head(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour
) -> None:
    """Draws a small bear head: a round face, two ears and a lighter snout."""
    x, y = centre
    ear = max(2, radius * 4 // 9)
    for side in (-1, 1):
        ear_centre = (x + side * radius * 7 // 10, y - radius * 7 // 10)
        pygame.draw.circle(surface, colour, ear_centre, ear)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(
        surface, lighter(colour, 0.35), (x, y + radius // 3), max(1, radius * 2 // 5)
    )


def _render_face(face: CardFace, width: int, height: int) -> pygame.Surface:
    """The card drawn onto its own surface at this size."""
    palette = THEME.colours
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, min(width, height) // 10)
    bounds = card.get_rect()
    if face.hidden:
        pygame.draw.rect(card, palette.card_back, bounds, 0, radius)
        inner = bounds.inflate(-width // 7, -width // 7)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, width // 8)
        for offset in range(-inner.height, inner.width, step):
            start = (offset, inner.height)
            end = (offset + inner.height, 0)
            pygame.draw.line(pattern, palette.card_back_pattern, start, end, max(2, width // 30))
        card.blit(pattern, inner)
        pygame.draw.rect(card, palette.card_back_pattern, inner, max(2, width // 40), radius // 2)
        diamond = max(6, width // 5)
        cx, cy = bounds.center
        points = [(cx, cy - diamond), (cx + diamond, cy), (cx, cy + diamond), (cx - diamond, cy)]
        pygame.draw.polygon(card, palette.card_back, points)
        pygame.draw.polygon(card, palette.card_face, points, max(2, width // 40))
        return card

    pygame.draw.rect(card, palette.card_face, bounds, 0, radius)
    band_height = max(10, height // 5)
    band = pygame.Rect(0, 0, width, band_height)
    pygame.draw.rect(card, face.colour, band, 0, -1, radius, radius, 0, 0)
    pygame.draw.rect(card, palette.card_border, bounds, max(1, width // 70), radius)
    _draw_bears(card, face, band)

    centre_y = band.bottom + (height - band.bottom) * 9 // 20
    marks = face.mark_list()
    if marks:
        mark_size = max(10, height // 9)
        mark_y = band.bottom + max(2, height // 40)
        gap = max(2, width // 30)
        # All marks share one size that lets the whole line fit the card.
        line = " ".join(mark.symbol for mark in marks)
        size = fit_size(line, width - 2 * gap, mark_size, bold=True)
        widths = [font(size, True).size(mark.symbol)[0] for mark in marks]
        total = sum(widths) + gap * (len(marks) - 1)
        left = (width - total) // 2
        for mark in marks:
            colour = mark.colour or palette.card_text
            covered = draw_text(card, mark.symbol, (left, mark_y), size, colour, True)
            left = covered.right + gap
        centre_y += mark_size // 3
    if face.number is not None:
        number = str(face.number)
        size = fit_size(number, width * 8 // 10, max(12, height * 38 // 100), bold=True)
        colour = darker(face.colour, 0.2) if _distinct(face.colour) else palette.card_text
        draw_text(
            card, number, (width // 2, centre_y), size, colour, True, "center", valign="middle"
        )
    if face.title:
        size = max(10, height // 12)
        if face.number is None:
            size = max(12, height // 7)
        size = fit_size(face.title, width - width // 8, size)
        title_y = height - max(4, height // 16) if face.number is not None else centre_y
        valign = "bottom" if face.number is not None else "middle"
        draw_text(
            card,
            face.title,
            (width // 2, title_y),
            size,
            palette.card_muted,
            False,
            "center",
            valign=valign,
        )
    return card


def _distinct(colour: Colour) -> bool:
    """Whether a colour is saturated enough to colour the number (else the number is dark)."""
    return max(colour) - min(colour) > 60


def _draw_bears(card: pygame.Surface, face: CardFace, band: pygame.Rect) -> None:
    """Bear heads (or one head and the count) centred in the top band."""
    if face.bears <= 0:
        return
    head_colour = _on_band(face.colour)
    radius = max(3, band.height * 3 // 10)
    if face.bears <= MOST_HEADS:
        spacing = min(radius * 2 + radius // 2, (band.width - radius * 2) // max(1, face.bears))
        radius = min(radius, max(3, spacing * 4 // 10))
        total = spacing * (face.bears - 1)
        left = band.centerx - total // 2
        for index in range(face.bears):
            draw_bear_head(
                card, (left + index * spacing, band.centery + radius // 5), radius, head_colour
            )
        return
    count = f"×{face.bears}"
    size = fit_size(count, band.width * 6 // 10, max(10, band.height * 7 // 10), bold=True)
    count_width = font(size, True).size(count)[0]
    total = radius * 2 + THEME.spacing.tiny + count_width
    head_x = band.centerx - total // 2 + radius
    draw_bear_head(card, (head_x, band.centery + radius // 5), radius, head_colour)
    draw_text(
        card,
        count,
        (head_x + radius + THEME.spacing.tiny, band.centery),
        size,
        head_colour,
        True,
        valign="middle",
    )


def _on_band(colour: Colour) -> Colour:
    """The bear colour that reads on the card's top band: light on dark bands, brown on light."""
    luminance = 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]
    return THEME.colours.bear if luminance > 170 else THEME.colours.card_face


def card_surface(face: CardFace, width: int, height: int) -> pygame.Surface:
    """The drawn face of a card at this size, from the cache when it was drawn before."""
    key = (face.look(), width, height)
    surface = _faces.get(key)
    if surface is not None:
        _faces.move_to_end(key)
        return surface
    surface = _render_face(face, width, height)
    _faces[key] = surface
    if len(_faces) > FACE_CACHE_SIZE:
        _faces.popitem(last=False)
    return surface


class CardView(Widget):
    """A card on the canvas; tappable when it has on_press (a card in the hand)."""

    def __init__(
        self,
        rect: RectLike,
        face: CardFace,
        on_press: Callable[[], None] | None = None,
        *,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
    ) -> None:
        super().__init__(
            rect, enabled=enabled, visible=visible, focusable=on_press is not None, info=info
        )
        self.face = face
        self.on_press = on_press
        self.lifted = False
        self._clock = 0.0

    def react(self, intent: Intent) -> bool:
        """Presses on a tap inside or Enter (it is focused), if it can be pressed."""
        if self.on_press is None:
            return False
        if self.tapped(intent) or intent.kind is IntentKind.CONFIRM:
            self.on_press()
            return True
        return False

    def update(self, dt: float) -> None:
        """Advances the pulsing frame."""
        self._clock = (self._clock + dt) % 3600.0

    def pulse_strength(self) -> float:
        """How strong the pulse is now, between 0 and 1."""
        return 0.5 + 0.5 * math.sin(self._clock * 2.0 * math.pi * PULSE_HZ)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws the card with its highlight, pulse and focus frames."""
        if not self.visible:
            return
        rect = (
            self.rect.move(0, -THEME.spacing.medium)
            if self.lifted or (self.hovered and self.on_press is not None and self.enabled)
            else self.rect
        )
        radius = max(4, min(rect.width, rect.height) // 10)
        draw_shadow(surface, rect, radius)
        face = card_surface(self.face, rect.width, rect.height)
        if not self.enabled and not self.face.hidden:
            face = face.copy()
            face.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(face, rect)
        if self.face.highlighted is not None:
            frame = rect.inflate(10, 10)
            pygame.draw.rect(surface, self.face.highlighted, frame, 5, radius + 5)
        if self.face.pulse is not None:
            strength = self.pulse_strength()
            grow = 8 + round(8 * strength)
            colour = mix(self.face.pulse, (255, 255, 255), 0.35 * strength)
            frame = rect.inflate(grow * 2, grow * 2)
            pygame.draw.rect(surface, colour, frame, 3 + round(3 * strength), radius + grow)
        if focused:
            draw_focus_ring(surface, rect, radius)
