"""The Speedstocks scene's panels: Börsenticker, preview plaque with the row's light-up, info
windows for the cards, the Bilanz after each round, and the exchange's background murmur.

The scene owns one StocksPanels and calls it at fixed points (sync, each shown event, update,
drawing); the panels only read the scene's board, hand and table and never change the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.client.canvas import LOGICAL_SIZE
from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.speedstocks.bilanz import BilanzView
from game.client.scenes.tables.speedstocks.cards import HandCard
from game.client.scenes.tables.speedstocks.info import hand_card_info, row_card_info
from game.client.scenes.tables.speedstocks.preview import (
    PLAQUE_GAP,
    PreviewCache,
    draw_plaque,
    plaque_colour,
    plaque_rect,
    plaque_text,
)
from game.client.scenes.tables.speedstocks.ticker import Ticker, news_for
from game.client.theme import Colour
from game.client.widgets.info import InfoContent, Point
from game.client.widgets.paint import mix
from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.preview import KURSSTURZ, MARGIN_CALL, Preview

if TYPE_CHECKING:
    from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene

RectOfRow = Callable[[int], pygame.Rect]
RectOfPlace = Callable[[int, int], pygame.Rect]
# Info targets are compared by identity; equal keys are kept as one object, a few hundred at most.
IDENTITIES_KEPT = 512
LIGHT_UP_SHARE = 0.22


class StocksPanels:
    """Ticker, preview, info windows and Bilanz of one Speedstocks scene."""

    def __init__(
        self,
        scene: SpeedstocksScene,
        ticker_rect: pygame.Rect,
        row_rect: RectOfRow,
        slot_rect: RectOfPlace,
        prompt_band: pygame.Rect,
    ) -> None:
        self.scene = scene
        # Where the prompt line above the hand lies; no info window covers it.
        self.prompt_band = prompt_band
        self.ticker = Ticker(ticker_rect)
        self.preview_cache = PreviewCache()
        self.bilanz: BilanzView | None = None
        self.history: list[list[int]] = []
        self._row_rect = row_rect
        self._slot_rect = slot_rect
        self._targets = InfoTargets(IDENTITIES_KEPT)
        # The focus follows the mouse too; it previews a card only while the arrows move it.
        self._by_keys = False
        self._glows: dict[tuple[tuple[int, int], Colour], pygame.Surface] = {}
        scene.widgets.info.add_source(self.card_under)

    # ---- following the table --------------------------------------------------------------------

    def sync(self, view: dict[str, Any]) -> None:
        """Caught up: the price history is the table's."""
        self.history = [list(line) for line in view.get("bears_history", [])]

    def on_event(self, event: Event) -> None:
        """An event comes up: breaking news, and after a scored round the Bilanz and the history."""
        news = news_for(event, self.scene.names())
        if news is not None:
            self.ticker.add_news(news)
        if isinstance(event, ev.RoundScored):
            self.bilanz = BilanzView(event, self.scene.names())
            if len(self.history) < event.round:
                self.history.append(list(event.bears_this_round))

    def update(self, dt: float) -> None:
        """The ticker scrolls on and shows the prices as the board stands."""
        board = self.scene.board
        self.ticker.set_stocks(self.scene.names(), board.bears_total, board.bears_round)
        self.ticker.update(dt)

    # ---- the Bilanz -----------------------------------------------------------------------------

    def bilanz_showing(self) -> bool:
        """Whether the Bilanz of the round scored just now is on screen."""
        current = self.scene.queue.current
        return (
            self.bilanz is not None and current is not None and current.event is self.bilanz.event
        )

    def continue_from_bilanz(self, intent: Intent) -> bool:
        """A tap or Enter while the Bilanz shows ends it at once; True when the intent was used.
        (Every intent passes here first, so it also notes whether the arrows or the mouse lead.)"""
        if intent.kind is IntentKind.NAVIGATE:
            self._by_keys = True
        elif intent.kind in (IntentKind.HOVER, IntentKind.TAP):
            self._by_keys = False
        if intent.kind not in (IntentKind.TAP, IntentKind.DOUBLE_TAP, IntentKind.CONFIRM):
            return False
        if not self.bilanz_showing():
            return False
        self.scene.queue.left = 0.0
        return True

    # ---- the preview ----------------------------------------------------------------------------

    def previews(self) -> dict[int, Preview]:
        """What each of the shown hand's stocks would do if placed now, first of all."""
        return self.preview_cache.previews(self.scene.table, self.scene.shown_seat)

    def previewed_card(self) -> HandCard | None:
        """The hand card the preview is about: under the mouse, else focused, else pre-selected."""
        scene = self.scene
        cards = [card for card in scene.hand_cards if card.visible]
        for card in cards:
            if card.hovered and card.enabled:
                return card
        focused = scene.widgets.focus.focused
        if self._by_keys and isinstance(focused, HandCard) and focused in cards:
            return focused
        for card in cards:
            if card.stock == scene.marked:
                return card
        return None

    def plaque(self) -> tuple[HandCard, Preview] | None:
        """The previewed card with its outcome, when there is one to show."""
        card = self.previewed_card()
        if card is None:
            return None
        outcome = self.previews().get(card.stock)
        return (card, outcome) if outcome is not None else None

    def plaque_words(self) -> str:
        """The words on the plaque now ('' when none shows)."""
        shown = self.plaque()
        return plaque_text(shown[1]) if shown is not None else ""

    def lit_row(self) -> tuple[int, int | None, Preview] | None:
        """The row (and place) the previewed card would go to, while the board is the table's."""
        shown = self.plaque()
        if shown is None or self.scene.queue.playing:
            return None
        outcome = shown[1]
        place = None if outcome.kind == KURSSTURZ else outcome.place
        return outcome.row, place, outcome

    # ---- info windows ---------------------------------------------------------------------------

    def card_under(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The hand card or row card under pos with its info window, or None.

        A hand card is the same thing while that stock stays in this round's hand; a row card
        while that entry lies on that place of a row of that length and Margin Call place. Its
        window closes when the card leaves; new words about it (a preview) show in place. The
        window keeps clear of the card itself and of the prompt line above the hand."""
        scene = self.scene
        board = scene.board
        focused = scene.widgets.focus.focused
        in_hand = {card["stock"] for card in board.hand}
        # The magnified card lies above its neighbours; while the pointer is on its place in the
        # hand (below the lifted card) it is still the one pointed at.
        cards = sorted(reversed(scene.hand_cards), key=lambda card: not card.raised)
        for card in cards:
            is_focused = card is focused
            area = card.shown_rect(is_focused)
            if card.raised:
                area.union_ip(card.rect)
            if card.visible and area.collidepoint(pos):
                if card.stock not in in_hand:
                    return None  # the hand is being laid out again
                keep_clear = (*card.covered(is_focused), self.prompt_band)
                content = replace(self.hand_info(card.stock), clear_of=keep_clear)
                return self._targets.same(("hand", board.round, card.stock)), content
        for row, entries in enumerate(board.rows):
            if not self._row_rect(row).collidepoint(pos):
                continue
            for place, entry in enumerate(entries, start=1):
                slot = self._slot_rect(row, place)
                if slot.collidepoint(pos):
                    key = ("row", row, place, entry, len(entries), board.red_places[row])
                    content = replace(self.row_info(row, place), clear_of=(slot, self.prompt_band))
                    return self._targets.same(key), content
        return None

    def row_info(self, row: int, place: int) -> InfoContent:
        """The info window of the stock on a row's 1-based place as the board shows it now."""
        previews = self.previews() if not self.scene.queue.playing else {}
        return row_card_info(self.scene.board, row, place, previews)

    def hand_info(self, stock: int) -> InfoContent:
        """The info window of a stock in the shown hand."""
        card = next(item for item in self.scene.board.hand if item["stock"] == stock)
        return hand_card_info(card, self.previews().get(stock))

    # ---- drawing --------------------------------------------------------------------------------

    def _glow(self, size: tuple[int, int], colour: Colour) -> pygame.Surface:
        """A see-through wash of the light-up colour, made once per size and colour."""
        glow = self._glows.get((size, colour))
        if glow is None:
            glow = pygame.Surface(size, pygame.SRCALPHA)
            glow.fill((*colour, round(255 * LIGHT_UP_SHARE)))
            self._glows[(size, colour)] = glow
        return glow

    def draw_under(self, surface: pygame.Surface) -> None:
        """The ticker band and the previewed row's light-up (under the hand and the windows)."""
        self.ticker.draw(surface)
        lit = self.lit_row()
        if lit is None:
            return
        row, place, outcome = lit
        colour = plaque_colour(outcome)
        rect = self._row_rect(row)
        surface.blit(self._glow(rect.size, colour), rect)
        pygame.draw.rect(surface, colour, rect.inflate(10, 10), 4, 16)
        if place is not None:
            slot = self._slot_rect(row, place)
            frame = mix(colour, (255, 255, 255), 0.3) if outcome.kind == MARGIN_CALL else colour
            pygame.draw.rect(surface, frame, slot.inflate(12, 12), 5, 14)

    def plaque_spot(self) -> tuple[str, Colour, tuple[int, int]] | None:
        """The plaque's words, colour and bottom centre while it shows (never over an info window
        or a dialog), else None."""
        widgets = self.scene.widgets
        if widgets.info.visible or widgets.dialog is not None:
            return None
        shown = self.plaque()
        if shown is None:
            return None
        card, outcome = shown
        top = card.shown_rect(card is widgets.focus.focused).top
        # Above the card's badge ('vorgemerkt', 'Rat'), which sits on the card's top edge.
        lift = PLAQUE_GAP + (40 if card.badge else 0)
        return plaque_text(outcome), plaque_colour(outcome), (card.rect.centerx, top - lift)

    def over_the_hand(self) -> list[pygame.Rect]:
        """What the hand's cards, badges and the plaque cover as drawn now (a magnified card
        reaches far above the hand)."""
        focused = self.scene.widgets.focus.focused
        covered = [
            area
            for card in self.scene.hand_cards
            if card.visible
            for area in card.covered(card is focused)
        ]
        spot = self.plaque_spot()
        if spot is not None:
            covered.append(plaque_rect(spot[0], spot[2], pygame.Rect(0, 0, *LOGICAL_SIZE)))
        return covered

    def draw_over(self, surface: pygame.Surface, bilanz_centre: tuple[int, int]) -> None:
        """The Bilanz while it shows, and the plaque above the previewed card (not over an info
        window)."""
        if self.bilanz is not None and self.bilanz_showing():
            self.bilanz.draw(surface, bilanz_centre, self.scene.queue.left)
        spot = self.plaque_spot()
        if spot is not None:
            draw_plaque(surface, *spot)
