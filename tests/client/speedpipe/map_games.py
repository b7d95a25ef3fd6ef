"""Late Speedpipe games for the map's tests: random computers play legal moves on a map until
many routes are laid, and the view a company sees then."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.ai.registry import make_bot
from game.client.scenes.tables.speedpipe.map_view import MapView
from game.rules import get_game
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.view import view_of

# The map's area on the table (the scene's) and a whole canvas.
TABLE_RECT = pygame.Rect(24, 100, 1400, 632)
CANVAS_RECT = pygame.Rect(0, 0, 1920, 1080)
OPTIONS = {"leaks": "on", "terminals": "on"}
MOVES = 320


@cache
def late_state(map_key: str = "main", seed: int = 5, players: int = 4) -> SpeedpipeState:
    """A seeded game of random computers after MOVES moves (or at its end)."""
    state = get_game("speedpipe").new_state(players, seed, {"map": map_key, **OPTIONS})
    assert isinstance(state, SpeedpipeState)
    bots = [make_bot("speedpipe", "random", seed=seed + seat) for seat in range(players)]
    for _move in range(MOVES):
        if state.is_terminal():
            break
        seat = state.may_move()[0]
        state.play(seat, bots[seat].choose(state, seat))
    return state


def late_view(map_key: str = "main", seed: int = 5) -> dict[str, Any]:
    """What company 0 sees of that game."""
    return view_of(late_state(map_key, seed), 0)


def map_view(
    rect: pygame.Rect = TABLE_RECT,
    map_key: str = "main",
    view: dict[str, Any] | None = None,
    taps: list[tuple[str, int]] | None = None,
) -> MapView:
    """A map view of the late game (or of the view given) that notes its taps."""
    noted = taps if taps is not None else []
    shown = MapView(
        rect,
        lambda route: noted.append(("route", route)),
        lambda place: noted.append(("place", place)),
    )
    state = late_state(map_key)
    shown.show(state.map, late_view(map_key) if view is None else view, 0)
    return shown
