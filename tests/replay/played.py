"""Finished tables to record: one person choosing at random against easy computers, with the
state after every move kept as the original game to compare replays with."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.table import InlineBotService, Seat, Table, TableSetup
from tests.table.fakes import FakeClock

# Seats per game: enough to exercise each game's turns and rounds, small enough to be quick.
PLAYERS = {"speedstocks": 3, "speedtycoon": 3, "speedpipe": 3, "speedchicago": 3, "tycoon": 3}


@dataclass
class PlayedGame:
    """A finished table and its state (as data) after each of its moves; states[0] is the deal."""

    table: Table
    states: list[dict[str, Any]]


def play_game(
    game: str,
    seed: int = 4,
    *,
    players: int | None = None,
    turn_seconds: int | None = None,
    options: dict[str, str] | None = None,
    wait: float = 0.0,
    also: Callable[[Table], None] | None = None,
) -> PlayedGame:
    """Plays a whole game: seat 0 a person choosing at random (waiting `wait` seconds before
    each move, so that a clock may take over), the other seats easy computers; `also` is told of
    every change as a table's on_change is (the client's autosave)."""
    count = players or PLAYERS[game]
    seats = (Seat("Anna", "human"),) + tuple(
        Seat(f"Computer {number}", "computer", "easy") for number in range(1, count)
    )
    setup = TableSetup(game, seats, options or {}, seed, turn_seconds)
    states: list[dict[str, Any]] = []

    def moved(table: Table) -> None:
        # on_change also comes when a reading pause ends: keep one state per move.
        if len(table.log) == len(states):
            states.append(table.state.to_dict())
        if also is not None:
            also(table)

    clock = FakeClock()
    table = Table(setup, InlineBotService(), now=clock, on_change=moved, think_ms=2)
    states.append(table.state.to_dict())
    choice = random.Random(seed)
    for _ in range(20_000):
        if table.is_over:
            return PlayedGame(table, states)
        if table.reading_pause() is not None:
            table.continue_reading(0)
        table.update()
        if table.humans_to_act() and table.reading_pause() is None:
            clock.advance(wait)
            for _ in range(3 if wait else 0):  # a take-over may be asked of a computer first
                table.update()
            if table.humans_to_act() and table.reading_pause() is None:
                table.submit(0, choice.choice(table.legal_moves(0)))
    raise AssertionError(f"the {game} game did not end")
