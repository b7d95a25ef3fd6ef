"""The Tycoon table's info windows as an info source: the scene says what lies under a point
(its spot_at, which asks the board and the panels) and, where it can, where that thing is drawn
(its spot_rect, so that the window leaves it in sight); this source answers the window of that
thing, its rule and what it means for the shown seat now (meaning_words).

    TableInfo(spot_at, state, seat, names, spot_rect=None)   for widgets.info.add_source
    spot_content(spot, state, seat, names, clear_of=()) -> InfoContent
    state_as_shown(state, view) -> TycoonState   the table as a shown view draws it

state, seat and names are callables read at each call, so that the source follows the table
as it goes on and the seat that is shown; while events are being shown the scene's view is
behind the table's state, and state_as_shown(state, view) gives the words of what is drawn."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.tycoon.meaning_words import spot_words
from game.client.scenes.tables.tycoon.spots import HELD_TICKET, OPEN_TICKET, TableSpot
from game.client.scenes.tables.tycoon.ticket_look import PLAIN, UNAFFORDABLE, draw_ticket
from game.client.widgets.info import InfoContent
from game.rules.tycoon.board import CHARTER_IDS, SCHEDULED_IDS
from game.rules.tycoon.flights import PRICES
from game.rules.tycoon.saving import open_table
from game.rules.tycoon.state import TycoonState
from game.texts import language

Point = tuple[float, float]
SpotAt = Callable[[Point], "TableSpot | None"]
SpotRect = Callable[[TableSpot], "pygame.Rect | None"]
# Keys kept for the info host's identity checks: the table has a few hundred spots at most.
KEPT_KEYS = 512
# A ticket's picture in its window.
TICKET_PICTURE = (360, 132)
# The tickets' pictures by (ticket, look, language): 75 tickets, two looks, two languages.
_PICTURES: dict[tuple[int, str, str], pygame.Surface] = {}


def spot_content(
    spot: TableSpot,
    state: TycoonState,
    seat: int | None,
    names: Sequence[str] | None = None,
    clear_of: tuple[pygame.Rect, ...] = (),
) -> InfoContent:
    """The info window of a spot: its title, the rule and what it means for the seat now; a
    ticket's window shows the ticket."""
    words = spot_words(spot, state, seat, names)
    picture = None
    if spot.kind in (OPEN_TICKET, HELD_TICKET):
        # An open ticket the viewer cannot pay looks as it does in the row: price struck.
        dear = (
            spot.kind == OPEN_TICKET and seat is not None and PRICES[spot.index] > state.cash[seat]
        )
        picture = ticket_picture(spot.index, UNAFFORDABLE if dear else PLAIN)
    return InfoContent(words.title, words.rule, words.for_you, picture, clear_of)


def ticket_picture(ticket: int, look: str = PLAIN) -> pygame.Surface:
    """A ticket drawn large in a look of ticket_look, one picture per ticket, look and language
    (kept, so that an open window asked again finds the same picture and is not drawn anew)."""
    key = (ticket, look, language())
    picture = _PICTURES.get(key)
    if picture is None:
        picture = pygame.Surface(TICKET_PICTURE, pygame.SRCALPHA)
        draw_ticket(picture, picture.get_rect(), ticket, look)
        _PICTURES[key] = picture
    return picture


def state_as_shown(state: TycoonState, view: dict[str, Any]) -> TycoonState:
    """A copy of the table's state with everything open taken from a view (which may be behind
    the state while events are shown): money, planes, chains, tickets, round and phase as
    drawn. The piles hold what neither lies open, is held nor is discarded in the view, in the
    state's order (their order is no part of any window's words)."""
    shown = state.copy()
    for key in open_table(state):
        value = view[key]
        if isinstance(value, list):
            value = [item[:] if isinstance(item, list) else item for item in value]
        setattr(shown, key, value)
    shown.charter_pile = _pile_of(shown, CHARTER_IDS, view["open_charter"], view["charter_discard"])
    shown.scheduled_pile = _pile_of(
        shown, SCHEDULED_IDS, view["open_scheduled"], view["scheduled_discard"]
    )
    # The moves the state had worked out belong to its own position, not the one shown.
    shown._legal = None
    return shown


def _pile_of(
    state: TycoonState, every: Sequence[int], lying: Sequence[int], discard: Sequence[int]
) -> list[int]:
    """The tickets of one sort that are nowhere else to be seen: the pile as a view implies it."""
    seen = set(lying).union(discard, *state.tickets)
    return [ticket for ticket in every if ticket not in seen]


class TableInfo:
    """Finds the thing under the pointer through the scene's spot_at and answers its info
    window (an InfoSource); the same thing keeps one identity, so that the window stays open
    and shows new words in place while the table changes under it."""

    def __init__(
        self,
        spot_at: SpotAt,
        state: Callable[[], TycoonState | None],
        seat: Callable[[], int | None],
        names: Callable[[], Sequence[str]],
        spot_rect: SpotRect | None = None,
    ) -> None:
        self.spot_at = spot_at
        self.state = state
        self.seat = seat
        self.names = names
        self.spot_rect = spot_rect
        self._targets = InfoTargets(KEPT_KEYS)

    def __call__(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The thing under pos with its window, or None where nothing is explained."""
        spot = self.spot_at(pos)
        state = self.state()
        if spot is None or state is None:
            return None
        rect = self.spot_rect(spot) if self.spot_rect is not None else None
        clear_of = (rect,) if rect is not None else ()
        try:
            content = spot_content(spot, state, self.seat(), self.names(), clear_of)
        except ValueError:
            # The drawing may still show a thing the table no longer has (a loan card redeemed
            # while the payday is being shown): nothing to explain until it is drawn anew.
            return None
        return self._targets.same(("tycoon", spot)), content
