"""Whether a set-up runs a turn clock at all: Speedchicago alone has none, other games keep it."""

from __future__ import annotations

from game.table.clock_rules import clock_allowed, turn_seconds_in_play
from game.table.seats import COMPUTER, Seat, TableSetup


def setup_of(game: str, humans: int, computers: int, seconds: int | None = 60) -> TableSetup:
    """A table of this game with this many people and normal computers."""
    seats = tuple(Seat(f"Mensch {n}") for n in range(humans)) + tuple(
        Seat(f"Computer {n}", COMPUTER, "normal") for n in range(computers)
    )
    return TableSetup(game, seats, turn_seconds=seconds)


def test_speedchicago_alone_against_computers_runs_no_clock() -> None:
    alone = setup_of("speedchicago", 1, 3)
    assert not clock_allowed(alone)
    assert turn_seconds_in_play(alone) is None


def test_speedchicago_with_two_people_runs_the_chosen_clock() -> None:
    together = setup_of("speedchicago", 2, 1)
    assert clock_allowed(together)
    assert turn_seconds_in_play(together) == 60


def test_speedstocks_alone_keeps_its_clock_and_ohne_stays_ohne() -> None:
    assert turn_seconds_in_play(setup_of("speedstocks", 1, 3)) == 60
    assert turn_seconds_in_play(setup_of("speedstocks", 1, 3, None)) is None
