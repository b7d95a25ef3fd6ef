"""The Bestenliste points of a finished game, per seat: what each game's rules (point_rules.py)
give the people at the table. Free of client and server types: a FinishedGame is made from a
local table, a server's table or plain data."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.rules.core import State
from game.standings.point_rules import ROUND_POINTS, PointRules, point_rules


@dataclass(frozen=True)
class FinishedGame:
    """A finished game as the Bestenliste needs it.

    humans: per seat, whether a person sat there when the game began (a seat a computer took
    over stays a person's). scores and places: the final outcome (equal scores share a place).
    rounds: Speedstocks' bears of every finished round, per seat (empty for other games).
    left: per seat, None for one who stayed to the end, else how many rounds were finished when
    the person left (Speedstocks counts those rounds; the other games only that they left).
    """

    game: str
    humans: tuple[bool, ...]
    options: tuple[tuple[str, str], ...]
    turn_seconds: int | None
    scores: tuple[int, ...]
    places: tuple[int, ...]
    rounds: tuple[tuple[int, ...], ...] = ()
    left: tuple[int | None, ...] = field(default=())

    def __post_init__(self) -> None:
        seats = len(self.humans)
        object.__setattr__(self, "options", tuple(sorted(dict(self.options).items())))
        if not self.left:
            object.__setattr__(self, "left", (None,) * seats)
        if not (len(self.scores) == len(self.places) == len(self.left) == seats) or seats < 1:
            raise ValueError("a finished game needs humans, scores, places and left for each seat")
        if any(len(line) != seats for line in self.rounds):
            raise ValueError("every round needs the bears of each seat")
        if any(
            finished is not None and not 0 <= finished <= len(self.rounds) for finished in self.left
        ):
            raise ValueError("a seat can only leave after rounds that were played")

    @property
    def with_other_people(self) -> bool:
        """Whether more than one person sat at the table (hot seat counts too)."""
        return sum(self.humans) > 1

    def option(self, name: str) -> str | None:
        """The value of a table option, or None when the table did not set it."""
        return dict(self.options).get(name)


class _Setup(Protocol):
    """What a table's set-up tells (game.table.seats.TableSetup has it)."""

    game: str
    options: tuple[tuple[str, str], ...]
    turn_seconds: int | None


class _Table(Protocol):
    """What a finished local table tells (game.table.table.Table has it)."""

    @property
    def setup(self) -> Any:
        """The table's set-up: game, seats, options, turn_seconds."""

    @property
    def state(self) -> State:
        """The game state."""


def rounds_of(state: State) -> tuple[tuple[int, ...], ...]:
    """The bears of every finished round, per seat, where the game counts rounds (Speedstocks);
    empty for other games. A server asks it when a person leaves: len() is their rounds."""
    history = getattr(state, "history", None) if state.game.name == "speedstocks" else None
    return tuple(tuple(line) for line in history or ())


def finished_game(
    game: str,
    humans: Sequence[bool],
    options: Mapping[str, str] | Sequence[tuple[str, str]],
    turn_seconds: int | None,
    state: State,
    left: Mapping[int, int] | None = None,
) -> FinishedGame:
    """The FinishedGame of a state that is over; left: the seats whose person left early, with
    the rounds finished then (rounds_of(state) at that moment). ValueError while it goes on."""
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("the Bestenliste counts finished games only; this one goes on")
    gone = left or {}
    return FinishedGame(
        game,
        tuple(bool(human) for human in humans),
        tuple(dict(options).items()),
        turn_seconds,
        outcome.scores,
        outcome.places,
        rounds_of(state),
        tuple(gone.get(seat) for seat in range(len(outcome.scores))),
    )


def from_table(table: _Table) -> FinishedGame:
    """The FinishedGame of a finished local table (nobody leaves a local table early)."""
    setup = table.setup
    humans = tuple(seat.is_human for seat in setup.seats)
    return finished_game(setup.game, humans, setup.options, setup.turn_seconds, table.state)


def leaderboard_points(finished: FinishedGame) -> tuple[int | None, ...]:
    """The Bestenliste points of each seat: None for a computer's seat and for every seat of a
    game that does not count (Speedchicago with open cards)."""
    rules = point_rules(finished.game)
    excluded = rules.excluded_by
    if excluded is not None and finished.option(excluded[0]) == excluded[1]:
        return (None,) * len(finished.humans)
    return tuple(
        _seat_points(finished, rules, seat) if human else None
        for seat, human in enumerate(finished.humans)
    )


def _seat_points(finished: FinishedGame, rules: PointRules, seat: int) -> int | None:
    """One person's points: the game's points, the place bonus for one who stayed, −10 for one
    who left; None for one who left where nothing counts (nothing earned, no penalty)."""
    clock_counts = rules.shortest_clock is None or (
        finished.turn_seconds is None or finished.turn_seconds >= rules.shortest_clock
    )
    gone = finished.left[seat]
    if gone is not None:
        earned = _round_points(finished, seat, gone) if rules.per_round else 0
        penalised = clock_counts and (finished.with_other_people or not rules.penalty_needs_others)
        if not rules.per_round and not penalised:
            return None
        return earned + (rules.leaving_penalty if penalised else 0)
    if rules.per_round:
        earned = _round_points(finished, seat, len(finished.rounds))
    else:
        earned = max(0, finished.scores[seat])
    return earned + (_place_bonus(finished, rules, seat) if clock_counts else 0)


def _round_points(finished: FinishedGame, seat: int, rounds: int) -> int:
    """Speedstocks: 12 minus the seat's bears of each of the first rounds, never below 0."""
    return sum(max(0, ROUND_POINTS - line[seat]) for line in finished.rounds[:rounds])


def _place_bonus(finished: FinishedGame, rules: PointRules, seat: int) -> int:
    """The bonus of the seat's place; a shared place gives each sharer that place's full bonus."""
    place = finished.places[seat]
    if not 1 <= place <= len(rules.place_bonus):
        return 0
    if len(finished.humans) < rules.bonus_from_players[place - 1]:
        return 0
    return rules.place_bonus[place - 1]
