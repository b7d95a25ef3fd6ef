"""The right column of the Speedtycoon table: the other players' rows or the table's state,
one at a time (at six players both together would need about 1010 pixels of its 836), switched
by a button at its top (key W). Tapping a player's row, or Enter on it with the arrows, shows
that player's Imperium."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.speedtycoon.players_panel import FUND, PlayersPanel
from game.client.scenes.tables.speedtycoon.table_state_panel import TableStatePanel
from game.client.widgets.base import Widget
from game.client.widgets.info import InfoContent
from game.client.widgets.paint import draw_focus_ring
from game.texts import text

SWITCH_KEY = "w"
SWITCH_HEIGHT = 48
GAP = 8


class OthersColumn(Widget):
    """The players' rows or the table state in rect; on_pick gets the seat of a chosen row.
    The scene hands over what to draw each frame with show()."""

    def __init__(self, rect: pygame.Rect, on_pick: Callable[[int], None]) -> None:
        super().__init__(rect)
        self.players = PlayersPanel(on_pick)
        self.table_state = TableStatePanel()
        self.showing_table = False
        self.on_pick = on_pick
        self.switch = PanelButton("", self.toggle, SWITCH_KEY)
        self.switch.rect = pygame.Rect(rect.x, rect.y, rect.width, SWITCH_HEIGHT)
        # The row the arrows point at (a seat), while the column has the focus.
        self.cursor: int | None = None
        self._view: dict[str, Any] | None = None
        self._names: Sequence[str] = ()
        # The seats whose computer thinks now, said in their rows.
        self.thinking: frozenset[int] = frozenset()
        self._shown: int | None = None
        self.relabel()

    @property
    def area(self) -> pygame.Rect:
        """Where the panel lies: below the switch."""
        top = self.switch.rect.bottom + GAP
        return pygame.Rect(self.rect.x, top, self.rect.width, self.rect.bottom - top)

    def relabel(self) -> None:
        """The switch names the panel it brings up, in the current language."""
        key = "show_players" if self.showing_table else "show_table"
        self.switch.label = text(f"speedtycoon.column.{key}")

    def toggle(self) -> None:
        """Mitspieler ↔ Tisch."""
        self.showing_table = not self.showing_table
        self.cursor = None
        self.relabel()

    def show(
        self,
        view: dict[str, Any],
        names: Sequence[str],
        thinking: frozenset[int] = frozenset(),
        shown: int | None = None,
    ) -> None:
        """What the next frame draws: the view, the names, the thinking seats, the framed seat."""
        self._view, self._names, self.thinking, self._shown = view, names, thinking, shown

    def seats(self) -> list[int]:
        """The seats of the players' rows as last drawn (without the Staatsfonds)."""
        return [row.seat for row in self.players.rows if row.seat != FUND]

    def react(self, intent: Intent) -> bool:
        """A tap on a row picks its player; focused, up and down move over the rows and Enter
        picks the one pointed at."""
        kind = intent.kind
        if kind is IntentKind.TAP and intent.pos is not None and self.contains(intent.pos):
            point = (round(intent.pos[0]), round(intent.pos[1]))
            if not self.showing_table:
                # The keyboard goes on from the tapped row.
                self.cursor = next(
                    (row.seat for row in self.players.rows if row.rect.collidepoint(point)),
                    self.cursor,
                )
                self.players.tap(point)
            return True
        if self.showing_table:
            return False
        seats = self.seats()
        if kind is IntentKind.NAVIGATE and intent.key in ("up", "down") and seats:
            step = 1 if intent.key == "down" else -1
            index = seats.index(self.cursor) + step if self.cursor in seats else 0
            self.cursor = seats[index % len(seats)]
            return True
        if kind is IntentKind.CONFIRM and seats:
            self.on_pick(self.cursor if self.cursor in seats else seats[0])
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The chosen panel below the switch; focused, a ring around the pointed-at row."""
        if self._view is None:
            return
        if self.showing_table:
            self.table_state.draw(surface, self.area, self._view, self._names)
            return
        rows = self.players.draw(
            surface, self.area, self._view, self._names, self.thinking, self._shown
        )
        if focused:
            for row in rows:
                if row.seat == self.cursor or (self.cursor is None and row is rows[0]):
                    draw_focus_ring(surface, row.rect)

    def info_at(self, pos: tuple[float, float]) -> tuple[object, InfoContent] | None:
        """The info window of what lies under pos in the shown panel."""
        if not self.area.collidepoint(pos):
            return None
        point = (round(pos[0]), round(pos[1]))
        if self.showing_table:
            return self.table_state.info_at(point)
        return self.players.info_at(point)
