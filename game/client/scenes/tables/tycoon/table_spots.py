"""Where things lie on the Tycoon table as a scene shows it: the spot under a point (the board
first, then the open tickets, the Hausbanks, and the own tickets and the distribution while no
payday panel covers them), where a spot is drawn, the keys of the open tickets' places (1–6
charter, 7–8 scheduled) and what a plane on the board stands for."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.tycoon import (
    bank_panel,
    distribution_panel,
    held_panel,
    layout,
    tickets_panel,
)
from game.client.scenes.tables.tycoon.board_view import BoardView
from game.client.scenes.tables.tycoon.spots import BANK, CITY, HELD_TICKET, LANDING, TableSpot
from game.rules.tycoon.flights import HOME

View = Mapping[str, Any]
# Open tickets are bought by the keys of their places in the rows: charter 1–6, scheduled 7–8.
OPEN_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8")


def spot_at(
    board: BoardView, view: View, seat: int, pos: Sequence[float], covered: bool = False
) -> TableSpot | None:
    """What lies under a point: a board spot, else a panel's; covered: the payday panel lies
    over the own tickets and the distribution."""
    point = (round(pos[0]), round(pos[1]))
    found = board.spot_at((float(point[0]), float(point[1])))
    found = found or tickets_panel.spot_at(point, view) or bank_panel.spot_at(point, view)
    if found is None and not covered:
        found = held_panel.spot_at(point, view, seat) or distribution_panel.spot_at(point, view)
    return found


def spot_rect(board: BoardView, view: View, seat: int, spot: TableSpot) -> pygame.Rect | None:
    """Where a spot lies on the canvas now (None: not shown); the seat's held tickets in its
    own panel, the others' in their Hausbanks."""
    found = board.spot_rect(spot)
    if found is None and spot.kind == HELD_TICKET and spot.player == seat:
        found = held_panel.spot_rect(spot, view, seat)
    return (
        found
        or tickets_panel.spot_rect(spot, view)
        or bank_panel.spot_rect(spot, view)
        or distribution_panel.spot_rect(spot, view)
    )


def open_places(view: View) -> dict[int, tuple[pygame.Rect, str | None]]:
    """Each open ticket's box and the key of its place in the rows (None where it has none)."""
    slots = [
        *tickets_panel.slot_rects(layout.TICKETS_RECT, True),
        *tickets_panel.slot_rects(layout.TICKETS_RECT, False),
    ]
    return {
        ticket: (rect, OPEN_KEYS[slots.index(rect)] if rect in slots else None)
        for ticket, rect in tickets_panel.open_rects(view).items()
    }


def under_plane(view: View, player: int) -> TableSpot:
    """What a player's plane stands for: its landing place, the city it circles, or its
    Hausbank while it is at home."""
    city, place = view["plane_city"][player], view["plane_place"][player]
    if city == HOME:
        return TableSpot(BANK, player=player)
    return TableSpot(LANDING, city, place) if place >= 0 else TableSpot(CITY, city)
