"""A person's Bedenkzeit at a Speedtycoon table runs out: 10 s Nachfrist follow, then the
computer plays that person's turn to its end and the game goes on, the next turn with a fresh
clock; without a clock ("ohne") the table waits."""

from __future__ import annotations

import pytest

from game.table import ClockReading, InlineBotService, Seat, Table, TableSetup
from game.table.clock_rules import GRACE_SECONDS
from game.table.seats import COMPUTER, HUMAN

from .fakes import FakeClock

PERSON = 0
COMPUTER_SEAT = 1
# Updates allowed for the inline computers to reach a moment (each answers within one or two).
UPDATES = 400


def tycoon_table(now: FakeClock, turn_seconds: int | None) -> Table:
    """One person against an easy computer at a Speedtycoon table on the fake clock."""
    seats = (Seat("Anna", HUMAN, "normal"), Seat("Computer 2", COMPUTER, "easy"))
    setup = TableSetup("speedtycoon", seats, {"mode": "modern"}, 11, turn_seconds)
    return Table(setup, InlineBotService(), now=now, think_ms=5)


def until_the_persons_turn(game: Table) -> None:
    """Lets the computer play until the person is to act (no time passes)."""
    for _ in range(UPDATES):
        if PERSON in game.to_act():
            return
        game.update()
    raise AssertionError("the person's turn never came")


def test_time_runs_out_the_grace_follows_then_the_computer_plays_the_turn() -> None:
    now = FakeClock()
    game = tycoon_table(now, 30)
    until_the_persons_turn(game)
    before = len(game.log)
    assert game.clock(PERSON) == ClockReading(30.0, False, 30.0)
    assert game.clock(COMPUTER_SEAT) is None
    now.advance(29.9)
    assert game.update() == [] and game.to_act() == (PERSON,)
    assert game.clock(PERSON) == ClockReading(pytest.approx(0.1), False, 30.0)
    now.advance(0.1)
    assert game.update() == []
    assert game.clock(PERSON) == ClockReading(GRACE_SECONDS, True, GRACE_SECONDS)
    now.advance(GRACE_SECONDS - 0.1)
    game.update()
    assert len(game.log) == before and game.to_act() == (PERSON,)
    now.advance(0.1)
    for _ in range(UPDATES):
        game.update()
        if PERSON not in game.to_act():
            break
    taken = game.log[before:]
    assert taken, "the computer made no move for the person"
    assert all(
        (entry.seat, entry.by, entry.take_over) == (PERSON, "computer", True) for entry in taken
    )
    # The game goes on: the computer's own turn, then the person's next with a fresh clock.
    until_the_persons_turn(game)
    after = game.log[before + len(taken) :]
    assert after and all(entry.seat == COMPUTER_SEAT and not entry.take_over for entry in after)
    assert game.clock(PERSON) == ClockReading(30.0, False, 30.0)


def test_without_a_clock_the_table_waits_for_the_person() -> None:
    now = FakeClock()
    game = tycoon_table(now, None)
    until_the_persons_turn(game)
    before = len(game.log)
    now.advance(10_000)
    for _ in range(5):
        game.update()
    assert game.clock(PERSON) is None
    assert len(game.log) == before and game.to_act() == (PERSON,)
