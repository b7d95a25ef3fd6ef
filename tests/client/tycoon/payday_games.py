"""Seeded Tycoon games of computers with their paydays' events, each with the view as a table
scene shows it when the event comes up (the view before the move that made it: a payday
changes no chain, so the board it counts is the one shown)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from game.ai.registry import make_bot
from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.state import TycoonState
from tests.client.tycoon.positions import new_state

NAMES = ("Anna", "Ben", "Cleo", "Dora", "Emil")


@dataclass
class Payday:
    """One payday of a game: its round and its events with the view shown at each."""

    round: int
    shown: list[tuple[Event, dict[str, Any]]] = field(default_factory=list)

    def events(self, kind: type) -> list[Any]:
        """The payday's events of a kind, in order."""
        return [event for event, _view in self.shown if isinstance(event, kind)]


@cache
def paydays(players: int, seed: int, strength: str = "easy") -> tuple[Payday, ...]:
    """The three paydays of a seeded game of computers, from RoundEnded to RoundBegan or
    GameEnded."""
    state = new_state(players, seed)
    bots = [make_bot("tycoon", strength, seed=seed + seat) for seat in range(players)]
    found: list[Payday] = []
    current: Payday | None = None
    while not state.is_terminal():
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        view = state.view(None)
        for event in state.play(seat, move):
            if isinstance(event, ev.RoundEnded):
                current = Payday(event.round)
                found.append(current)
            if current is not None:
                current.shown.append((event, view))
            if isinstance(event, (ev.RoundBegan, ev.GameEnded)):
                current = None
    assert len(found) == 3, "a game of Tycoon has three paydays"
    return tuple(found)


def finished(players: int, seed: int) -> TycoonState:
    """A seeded game of computers played to its end."""
    state = new_state(players, seed)
    bots = [make_bot("tycoon", "easy", seed=seed + seat) for seat in range(players)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.play(seat, bots[seat].choose(state, seat))
    return state
