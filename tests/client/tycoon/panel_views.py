"""Views for the tests of the Tycoon panels: seeded positions, some with a full hand of tickets,
loans, a Restschuld and long names, and the drawing of a part with its texts recorded."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from game.client.text_recording import recording_texts
from game.rules.tycoon.state import TycoonState
from game.texts import set_language
from tests.client.text_fit import findings
from tests.client.tycoon.positions import played_until

LANGUAGES = ("de", "en")
NAMES = ("Anna", "Ben", "Carla", "Dieter", "Eva")
LONG_NAMES = (
    "Maximiliane Oberhuber",
    "Computer (schwer)",
    "Bartholomäus",
    "Computer (leicht) 2",
    "Kunigunde von Hohenstein",
)


def position(players: int, moves: int, seed: int = 3) -> TycoonState:
    """A seeded game of computers after this many moves."""
    made = [0]

    def stop(state: TycoonState, seat: int, move: Any) -> bool:
        made[0] += 1
        return made[0] > moves

    state, _ = played_until(stop, players, seed)
    return state


def crowded(players: int, held: int = 6, seed: int = 3) -> TycoonState:
    """A position in round 1 where the acting player holds many tickets, the first player two
    loan cards (one turned), the second three, the last one a Restschuld and no cash."""
    state = position(players, 40, seed)
    taken = [state.charter_pile.pop() for _ in range(held - 1)] + [state.scheduled_pile.pop()]
    state.tickets[state.acting] = sorted(state.tickets[state.acting] + taken)
    state.loans[0] = [0, 1]
    state.loans[1] = [1, 1, 0]
    state.debt[players - 1] = 17
    state.cash[players - 1] = 0
    return state


def view_of(state: TycoonState, seat: int | None = 0) -> dict[str, Any]:
    """The view drawn from (every seat sees the same)."""
    return state.view(seat)


@contextmanager
def language(lang: str) -> Iterator[None]:
    """The catalogue in a language for the block, German afterwards."""
    set_language(lang)
    try:
        yield
    finally:
        set_language("de")


def drawn_texts(draw: Callable[[pygame.Surface], object], may_cut: Iterable[str] = ()) -> list[str]:
    """Draws onto a 1920×1080 canvas; fails on any cut, overflowing or overlapping text (only
    the texts in may_cut, such as long names, may end in '…'); returns the texts drawn."""
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        draw(surface)
    found = findings(recording.texts, frozenset(may_cut))
    assert found == [], [finding.describe() for finding in found]
    return [line.whole for line in recording.texts]
