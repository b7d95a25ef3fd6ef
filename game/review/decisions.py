"""A finished game cut into the decisions of its people: replayed from its seed and options, each
decision with the position it was made in and the steps that made it."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from game.ai.appraisal import Appraiser
from game.replay.chapters import ChapterCounter
from game.rules.core import IllegalMoveError, Move, State
from game.rules.registry import get_game
from game.table.move_log import BY_HUMAN


class ReviewError(ValueError):
    """A game that cannot be reviewed (its moves do not replay), said in words."""


class LoggedMove(Protocol):
    """A move as a table's log or a game record keeps it."""

    seat: int
    move: str
    by: str
    take_over: bool


@dataclass(frozen=True)
class PlayedMove:
    """A logged move as plain data (what a review worker is sent)."""

    seat: int
    move: str
    by: str
    take_over: bool = False

    @classmethod
    def of(cls, entry: LoggedMove) -> PlayedMove:
        """The plain data of a log entry or a record's move."""
        return cls(entry.seat, entry.move, entry.by, entry.take_over)


@dataclass(frozen=True)
class Decision:
    """One decision of a person: the position before it, its steps and where it began."""

    seat: int
    # The index of its first step among the game's moves (0: the game's first move).
    first_move: int
    state: State
    steps: tuple[Move, ...]
    # The round and turn it was made in, counted as a replay counts them (the turn from 1 in
    # its round).
    round: int
    turn: int


def people_decide(entry: LoggedMove) -> bool:
    """Whether a person chose this move (not a computer, nor a take-over when time ran out)."""
    return entry.by == BY_HUMAN and not entry.take_over


def decisions(
    game: str,
    players: int,
    seed: int,
    options: Mapping[str, str],
    moves: Sequence[LoggedMove],
    seats: Collection[int],
    appraiser: Appraiser,
) -> Iterator[Decision]:
    """The decisions the people at these seats made, in order, as the game replays; ReviewError
    in words where a move does not replay. A decision of several steps (a turn) goes on while
    the appraiser says so and the same person moves next."""
    rules = get_game(game)
    state = rules.new_state(players, seed, dict(options))
    counter = ChapterCounter(game)
    chapter = counter.chapter(state)
    # The game's turn count at the first turn of the round now played.
    round_began = chapter
    open_decision: Decision | None = None
    for index, entry in enumerate(moves):
        try:
            move = rules.parse_move(entry.move)
        except IllegalMoveError as error:
            raise ReviewError(
                f"move {index + 1} ('{entry.move}') cannot be read: {error}"
            ) from None
        mine = entry.seat in seats and people_decide(entry)
        if open_decision is not None and (not mine or entry.seat != open_decision.seat):
            yield open_decision
            open_decision = None
        if mine and open_decision is None:
            turn = chapter.turn - round_began.turn + 1
            open_decision = Decision(entry.seat, index, state.copy(), (), chapter.round, turn)
        try:
            state.play(entry.seat, move)
        except IllegalMoveError as error:
            raise ReviewError(
                f"move {index + 1} ('{entry.move}' of seat {entry.seat}) does not replay: {error}"
            ) from None
        chapter = counter.chapter(state)
        if chapter.round != round_began.round:
            round_began = chapter
        if open_decision is not None:
            open_decision = replace(open_decision, steps=(*open_decision.steps, move))
            if not appraiser.continues(state, entry.seat, move):
                yield open_decision
                open_decision = None
    if open_decision is not None:
        yield open_decision
