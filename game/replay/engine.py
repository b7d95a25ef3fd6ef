"""A replay: a recorded game rebuilt from its seed, options and moves, position by position.

Position p is the game after its first p moves (0: the game as dealt, len(moves): the end).
Building a replay plays the whole record once, so a record whose moves do not replay, do not end
the game or end it with another result is refused in words. It keeps a copy of the state every
CHECKPOINT_EVERY moves: a step back or a jump starts from the nearest checkpoint at or before the
target and plays at most that many moves (a state's copy() is cheap; see docs/replays.md for the
figures).
"""

from __future__ import annotations

from typing import Any

from game.replay.chapters import Chapter, ChapterCounter
from game.replay.record import GameRecord, RecordedMove, RecordError
from game.rules.core import Event, Game, IllegalMoveError, Move, State
from game.rules.registry import get_game

CHECKPOINT_EVERY = 16


class Replay:
    """A recorded game to step through: forward, back, and to any round, turn or position."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self._game: Game = get_game(record.game)
        setup = record.setup
        state = self._game.new_state(len(setup.seats), setup.seed, setup.option_map())
        self._moves: list[Move] = []
        self._events: list[tuple[dict[str, Any], ...]] = []
        self._checkpoints: list[State] = [state.copy()]
        counter = ChapterCounter(record.game)
        self._chapters: list[Chapter] = [counter.chapter(state)]
        for number, recorded in enumerate(record.moves):
            if state.is_terminal():
                raise RecordError(
                    f"the game is over after move {number}, yet the record has "
                    f"{len(record.moves) - number} more"
                )
            move, events = self._replayed(state, number, recorded)
            self._moves.append(move)
            self._events.append(tuple(event.to_dict() for event in events))
            self._chapters.append(counter.chapter(state))
            if (number + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.copy())
        if not state.is_terminal():
            raise RecordError(
                f"the record's {len(record.moves)} moves do not end the game; it is incomplete"
            )
        outcome = state.outcome()
        if outcome != record.result:
            replayed = None if outcome is None else list(outcome.scores)
            raise RecordError(
                f"the record says the game ended with scores {list(record.result.scores)}, "
                f"but its moves end it with {replayed}"
            )
        # Where each round and turn begins: their numbers grow by one where they change.
        self._round_starts = _starts([chapter.round for chapter in self._chapters])
        self._turn_starts = _starts([chapter.turn for chapter in self._chapters])
        self._final = state
        self._position = 0
        self._state = self._checkpoints[0].copy()
        self._last_events: list[Event] = []

    # ---- reading ------------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """How many moves the game has (the last position)."""
        return len(self._moves)

    @property
    def position(self) -> int:
        """How many moves have been replayed."""
        return self._position

    @property
    def state(self) -> State:
        """The game at the current position, for reading only."""
        return self._state

    @property
    def final_state(self) -> State:
        """The game at its end, for reading only."""
        return self._final

    @property
    def last_events(self) -> list[Event]:
        """The events of the move that led to the current position (none after a step back or
        a jump: then the position is shown as it stands)."""
        return self._last_events

    def move(self, index: int) -> RecordedMove:
        """The recorded move with this index (0: the first move)."""
        return self.record.moves[index]

    def events(self, index: int) -> tuple[dict[str, Any], ...]:
        """The events of the move with this index, as dicts."""
        return self._events[index]

    def chapter(self, position: int | None = None) -> Chapter:
        """The round and turn of a position (the current one by default)."""
        return self._chapters[self._position if position is None else self._checked(position)]

    @property
    def rounds(self) -> int:
        """How many rounds the game had."""
        return self._chapters[-1].round

    @property
    def turns(self) -> int:
        """How many turns the game had."""
        return self._chapters[-1].turn

    def round_start(self, number: int) -> int:
        """The position where round number begins; IndexError in words for no such round."""
        return _start(self._round_starts, number, "round")

    def turn_start(self, number: int) -> int:
        """The position where turn number begins; IndexError in words for no such turn."""
        return _start(self._turn_starts, number, "turn")

    def turns_of_round(self, number: int) -> range:
        """The turns of a round (their numbers through the game); IndexError for no such round."""
        first = self._chapters[self.round_start(number)].turn
        last = (
            self.turns
            if number == self.rounds
            else self.chapter(self.round_start(number + 1)).turn - 1
        )
        return range(first, last + 1)

    def state_at(self, position: int) -> State:
        """An independent copy of the game at a position (the current one stays)."""
        return self._rebuilt(self._checked(position))

    # ---- moving -------------------------------------------------------------------------------

    def step_forward(self) -> bool:
        """Replays the next move; False at the end."""
        if self._position == self.length:
            return False
        index = self._position
        self._last_events = self._state.play(self.record.moves[index].seat, self._moves[index])
        self._position += 1
        return True

    def step_back(self) -> bool:
        """Goes back one move; False at the start."""
        if self._position == 0:
            return False
        self.go_to(self._position - 1)
        return True

    def go_to(self, position: int) -> None:
        """Goes to a position (clamped to the game) from the nearest checkpoint or from here."""
        target = min(max(position, 0), self.length)
        if target == self._position + 1:
            self.step_forward()
            return
        if target == self._position:
            return
        base = target // CHECKPOINT_EVERY * CHECKPOINT_EVERY
        if base <= self._position < target:
            self._play_on(self._state, self._position, target)
        else:
            self._state = self._rebuilt(target)
        self._position, self._last_events = target, []

    def go_to_round(self, number: int) -> None:
        """Goes to the start of a round (IndexError in words for no such round)."""
        self.go_to(self.round_start(number))

    def go_to_turn(self, number: int) -> None:
        """Goes to the start of a turn (IndexError in words for no such turn)."""
        self.go_to(self.turn_start(number))

    # ---- inside -------------------------------------------------------------------------------

    def _replayed(
        self, state: State, number: int, recorded: RecordedMove
    ) -> tuple[Move, list[Event]]:
        """Plays one recorded move on the state; RecordError in words when it does not replay."""
        try:
            move = self._game.parse_move(recorded.move)
            return move, state.play(recorded.seat, move)
        except IllegalMoveError as error:
            name = self.record.setup.seats[recorded.seat].name
            raise RecordError(
                f"move {number + 1} ({name}, seat {recorded.seat}: '{recorded.move}') "
                f"does not replay: {error}"
            ) from None

    def _rebuilt(self, position: int) -> State:
        """A fresh state at a position, played on from the nearest checkpoint."""
        base = position // CHECKPOINT_EVERY * CHECKPOINT_EVERY
        state = self._checkpoints[base // CHECKPOINT_EVERY].copy()
        self._play_on(state, base, position)
        return state

    def _play_on(self, state: State, start: int, target: int) -> None:
        """Plays the moves from start up to target on the state."""
        moves = self.record.moves
        for index in range(start, target):
            state.play(moves[index].seat, self._moves[index])

    def _checked(self, position: int) -> int:
        """The position; IndexError in words outside the game."""
        if type(position) is not int or not 0 <= position <= self.length:
            raise IndexError(f"there is no position {position!r}; the game has 0 to {self.length}")
        return position


def _start(starts: list[int], number: int, what: str) -> int:
    """The position where the numbered round or turn begins; IndexError in words for none."""
    if type(number) is not int or not 1 <= number <= len(starts):
        raise IndexError(f"the game has no {what} {number!r} (it has {what}s 1 to {len(starts)})")
    return starts[number - 1]


def _starts(numbers: list[int]) -> list[int]:
    """The positions where the numbers 1, 2, ... first appear (they never skip one)."""
    starts: list[int] = []
    for position, number in enumerate(numbers):
        if number > len(starts):
            starts.append(position)
    return starts
