"""Seeded games of bots against bots: one game at a time, every move, error and outcome kept."""

from __future__ import annotations

import importlib
import importlib.util
import time
import traceback
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import Bot
from game.ai.records import GameRecorder, recorder_for
from game.ai.registry import make_bot
from game.rules.core import Event, Game, OptionError, Outcome, State
from game.rules.registry import get_game

# A game that has not ended after this many moves is caught in a loop: an engine error.
MOVE_LIMIT = 200_000
# A seat's label may cap that seat's iterations alone: "strong@24" (strength, mark, cap).
CAP_MARK = "@"


def game_seed(base_seed: int, index: int) -> int:
    """The seed of the index-th game of a series started with this seed."""
    return base_seed + index


def bot_seed(seed_of_game: int, seat: int) -> int:
    """The seed of the bot on this seat in the game of this seed (distinct for every seat)."""
    return seed_of_game * 16 + seat + 1


def load_bots(game_name: str) -> None:
    """Imports the game's bot package, if it has one, so that its strengths are registered."""
    module = f"game.ai.{game_name}"
    if importlib.util.find_spec(module) is not None:
        importlib.import_module(module)


def seat_bots(
    game_name: str,
    strengths: Sequence[str],
    seed_of_game: int,
    think_ms: float | None = None,
    max_iterations: int | None = None,
) -> list[Bot]:
    """One bot per seat, seeded from the game's seed; OptionError in words for a missing bot.

    A seat labelled "strength@N" is capped at N iterations whatever max_iterations says, so that
    one table can seat a strength at two budgets (twice the worlds against the plain ones).
    """
    load_bots(game_name)
    return [
        labelled_bot(game_name, label, bot_seed(seed_of_game, seat), think_ms, max_iterations)
        for seat, label in enumerate(strengths)
    ]


def labelled_bot(
    game_name: str,
    label: str,
    seed: int,
    think_ms: float | None = None,
    max_iterations: int | None = None,
) -> Bot:
    """The bot a seat label names: its strength, capped by the label's own cap if it has one,
    else by max_iterations."""
    strength, cap = seat_label(label)
    return make_bot(game_name, strength, seed, think_ms, max_iterations if cap is None else cap)


def seat_label(label: str) -> tuple[str, int | None]:
    """The strength and the seat's own iteration cap (None: none) of a label such as
    'strong@24'; OptionError in words for a cap that is not a whole number of at least 1."""
    if CAP_MARK not in label:
        return label, None
    strength, _, cap = label.partition(CAP_MARK)
    if not cap.isdigit() or int(cap) < 1:
        raise OptionError(
            f"the seat '{label}' needs a cap of at least 1 iteration after '{CAP_MARK}', "
            f"e.g. '{strength}{CAP_MARK}24'"
        )
    return strength, int(cap)


@dataclass
class GameResult:
    """What one bot game came to: its moves, outcome or error, and the record data."""

    game: str
    seed: int
    players: int
    options: dict[str, str]
    bots: list[str]
    moves: list[tuple[int, str]] = field(default_factory=list)
    outcome: Outcome | None = None
    error: str | None = None
    seconds: float = 0.0
    record_extension: dict[str, Any] = field(default_factory=dict)
    # The seat in start position 1 (the new state's first_player) and, in a rotated series,
    # how far the seat list was turned for this game.
    start_player: int = 0
    rotation: int = 0

    @property
    def finished(self) -> bool:
        """Whether the game reached its end without an error."""
        return self.error is None and self.outcome is not None

    def to_record(self) -> dict[str, Any]:
        """The JSON-ready record line: enough to replay and check the game move by move."""
        record: dict[str, Any] = {
            "game": self.game,
            "seed": self.seed,
            "options": dict(self.options),
            "players": self.players,
            "bots": list(self.bots),
            "moves": [[seat, text] for seat, text in self.moves],
            "scores": list(self.outcome.scores) if self.outcome is not None else None,
            "places": list(self.outcome.places) if self.outcome is not None else None,
            "error": self.error,
            "start_player": self.start_player,
            "rotation": self.rotation,
        }
        record.update(self.record_extension)
        return record


@dataclass(frozen=True)
class Decision:
    """One bot decision of a match: the seat, the seconds it took, and the turn it belongs to
    (the match's turn key of the state decided on; None where the match has none)."""

    seat: int
    seconds: float
    turn: Hashable = None


class Match:
    """One seeded game with a bot on every seat, played step by step through checked moves.

    Seats that act at the same time decide on the same state, before any of their moves is
    played, so that no bot sees another's simultaneous choice.
    """

    def __init__(
        self,
        game: Game,
        players: int,
        seed: int,
        bots: Sequence[Bot],
        options: Mapping[str, str] | None = None,
        record: bool = False,
        turn_key: Callable[[State], Hashable] | None = None,
    ) -> None:
        if len(bots) != players:
            raise ValueError(f"{players} seats need {players} bots, not {len(bots)}")
        self.game = game
        self.state: State = game.new_state(players, seed, options)
        self.bots = list(bots)
        self.result = GameResult(
            game=game.name,
            seed=seed,
            players=players,
            options=game.resolve_options(options),
            bots=[bot.strength for bot in bots],
            start_player=self.state.first_player,
        )
        self.recorder: GameRecorder | None = recorder_for(game.name) if record else None
        if self.recorder is not None:
            self.recorder.start(self.state)
        # Seconds each decision took, by seat, for latency figures.
        self.decision_seconds: list[list[float]] = [[] for _ in range(players)]
        # Every decision in the order made, with its turn where turn_key tells turns apart
        # (games whose bots plan a whole turn of several steps are timed per turn).
        self.decisions: list[Decision] = []
        self.turn_key = turn_key
        # Turns counted by changes of the seats to act, and the turn in which each seat was
        # last offered a move outside its turn (Speedtycoon's Lobbyist): once per turn.
        self._turn = 0
        self._turn_seats: tuple[int, ...] = ()
        self._offered: dict[int, int] = {}

    @property
    def over(self) -> bool:
        """Whether the game has ended or stopped on an error."""
        return self.result.error is not None or self.state.is_terminal()

    def step(self) -> None:
        """Seats that may move outside the turn are offered it once per turn first; then every
        seat that must act now decides, and their moves are played in seat order."""
        state = self.state
        if not self._offer_out_of_turn():
            return
        decisions: list[tuple[int, Any]] = []
        turn = self.turn_key(state) if self.turn_key is not None else None
        for seat in state.to_act():
            started = time.perf_counter()
            try:
                move = self.bots[seat].choose(state, seat)
            except Exception as error:  # a bot that raises loses this game, the series goes on
                self._fail(f"the {self.bots[seat].strength} bot on seat {seat} raised", error)
                return
            seconds = time.perf_counter() - started
            self.decision_seconds[seat].append(seconds)
            self.decisions.append(Decision(seat, seconds, turn))
            decisions.append((seat, move))
        for seat, move in decisions:
            try:
                events = state.play(seat, move)
            except Exception as error:  # an illegal move or an engine fault ends this game
                self._fail(f"seat {seat} ({self.bots[seat].strength}) played {move!r}", error)
                return
            self.result.moves.append((seat, move.text()))
            if self.recorder is not None:
                self._observe(seat, move, events)

    def _offer_out_of_turn(self) -> bool:
        """At the start of each turn every seat that may move outside it decides once; a move
        that is no legal one for it then ('pass') lets the chance go. False after an error."""
        state = self.state
        acting = state.to_act()
        if acting != self._turn_seats:
            self._turn_seats = acting
            self._turn += 1
        for seat in state.may_move():
            if seat in acting or self._offered.get(seat) == self._turn:
                continue
            if not state.legal_moves(seat):
                continue  # another Lobbyist bought first what this one could pay
            self._offered[seat] = self._turn
            started = time.perf_counter()
            try:
                move = self.bots[seat].choose(state, seat)
            except Exception as error:
                self._fail(f"the {self.bots[seat].strength} bot on seat {seat} raised", error)
                return False
            self.decision_seconds[seat].append(time.perf_counter() - started)
            if move not in state.legal_moves(seat):
                continue
            try:
                events = state.play(seat, move)
            except Exception as error:
                self._fail(f"seat {seat} ({self.bots[seat].strength}) played {move!r}", error)
                return False
            self.result.moves.append((seat, move.text()))
            if self.recorder is not None:
                self._observe(seat, move, events)
        return not self.over

    def run(self) -> GameResult:
        """Plays the game to its end (or its first error) and returns the result."""
        started = time.perf_counter()
        while not self.over:
            if len(self.result.moves) >= MOVE_LIMIT:
                self.result.error = f"the game did not end within {MOVE_LIMIT} moves"
                break
            if not self.state.to_act():
                self.result.error = "nobody is to act, but the game is not over"
                break
            self.step()
        self.result.seconds += time.perf_counter() - started
        if self.result.error is None:
            self.result.outcome = self.state.outcome()
        if self.recorder is not None:
            self.result.record_extension = self.recorder.data()
        return self.result

    def _observe(self, seat: int, move: Any, events: list[Event]) -> None:
        """Hands a played move and its events to the recorder; its faults are game errors."""
        try:
            self.recorder.observe(self.state, seat, move, events)  # type: ignore[union-attr]
        except Exception as error:
            self._fail("recording failed", error)

    def _fail(self, what: str, error: BaseException) -> None:
        """Stops the game with an error line that names the seat, the move and the cause."""
        where = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
        place = f" [{where.filename.rsplit('/', 1)[-1]}:{where.lineno}]" if where else ""
        self.result.error = f"{what}: {type(error).__name__}: {error}{place}"


def play_game(
    game_name: str,
    players: int,
    seed: int,
    strengths: Sequence[str],
    options: Mapping[str, str] | None = None,
    think_ms: float | None = None,
    max_iterations: int | None = None,
    record: bool = False,
) -> GameResult:
    """Plays one seeded game with bots of these strengths, seat by seat, to its end."""
    game = get_game(game_name)
    bots = seat_bots(game_name, strengths, seed, think_ms, max_iterations)
    result = Match(game, players, seed, bots, options, record).run()
    # The seats' labels, so that a strength at two caps ("strong@24", "strong@12") counts apart.
    result.bots = list(strengths)
    return result
