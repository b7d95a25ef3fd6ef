"""A series of seeded bot games, in one process or several, and its summary."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from game.ai.arena import GameResult, game_seed, play_game, seat_bots
from game.ai.shares import SeatShares
from game.rules.core import OptionError
from game.rules.registry import get_game

# Error lines listed in a summary; the count of errors is always complete.
LISTED_FAILURES = 20


@dataclass(frozen=True)
class SeriesPlan:
    """What to play: the game, the seats' bot strengths, seeds, options and bot limits."""

    game: str
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    options: tuple[tuple[str, str], ...] = ()
    think_ms: float | None = None
    max_iterations: int | None = None
    record: bool = False
    rotate: bool = False

    def check(self) -> None:
        """OptionError in words for anything that cannot be played; nothing is played."""
        game = get_game(self.game)
        game.check_players(self.players)
        game.resolve_options(dict(self.options))
        if len(self.bots) != self.players:
            raise OptionError(
                f"{self.players} players need {self.players} bots, one per seat, "
                f"not {len(self.bots)} ({','.join(self.bots)})"
            )
        if self.games < 1:
            raise OptionError(f"the number of games must be at least 1, not {self.games}")
        if self.think_ms is not None and self.think_ms <= 0:
            raise OptionError(f"the thinking time must be above 0 ms, not {self.think_ms:g}")
        if self.max_iterations is not None and self.max_iterations < 1:
            raise OptionError(f"the iteration cap must be at least 1, not {self.max_iterations}")
        seat_bots(self.game, self.bots, self.seed, self.think_ms, self.max_iterations)

    @property
    def rotations(self) -> tuple[int, ...]:
        """How far the seat list is turned in each game of one seed: 0 only without rotate, else
        every turn that gives a seat list of its own (all normal bots: one)."""
        if not self.rotate:
            return (0,)
        seen: set[tuple[str, ...]] = set()
        turns = []
        for turn in range(self.players):
            seats = rotated(self.bots, turn)
            if seats not in seen:
                seen.add(seats)
                turns.append(turn)
        return tuple(turns)

    @property
    def total(self) -> int:
        """The number of games in the series: every seed in every rotation."""
        return self.games * len(self.rotations)

    def play(self, index: int) -> GameResult:
        """Plays the index-th game of the series (seed by seed, each in its rotations)."""
        turns = self.rotations
        seed_index, which = divmod(index, len(turns))
        result = play_game(
            self.game,
            self.players,
            game_seed(self.seed, seed_index),
            rotated(self.bots, turns[which]),
            dict(self.options),
            self.think_ms,
            self.max_iterations,
            self.record,
        )
        result.rotation = turns[which]
        return result


def rotated(bots: tuple[str, ...], turn: int) -> tuple[str, ...]:
    """The seat list turned by this many seats: seat s gets the bot of seat s + turn."""
    return bots[turn:] + bots[:turn]


def _play_one(job: tuple[SeriesPlan, int]) -> GameResult:
    """Worker entry point: one game of a series (top level, so that processes can run it)."""
    plan, index = job
    return plan.play(index)


def play_series(plan: SeriesPlan, jobs: int = 1) -> Iterator[GameResult]:
    """The series' results in game order; with jobs > 1 the games run in that many processes.

    Every game depends only on its own seed, so the results do not depend on the jobs.
    """
    total = plan.total
    if jobs <= 1 or total == 1:
        for index in range(total):
            yield plan.play(index)
        return
    work = [(plan, index) for index in range(total)]
    # Small chunks keep slow games (strong bots) spread evenly over the processes.
    chunk = max(1, total // (jobs * 8))
    with multiprocessing.Pool(min(jobs, total)) as pool:
        yield from pool.imap(_play_one, work, chunksize=chunk)


@dataclass
class SeriesSummary:
    """Running totals of a series, turned into the simulate tool's JSON object."""

    plan: SeriesPlan
    played: int = 0
    finished: int = 0
    errors: int = 0
    moves: int = 0

    def __post_init__(self) -> None:
        self.score_sums = [0] * self.plan.players
        self.wins = [0] * self.plan.players
        self.failures: list[dict[str, Any]] = []
        self.shares = SeatShares(self.plan.players, self.plan.bots)

    def add(self, result: GameResult) -> None:
        """Counts one game; an errored game counts only as an error."""
        self.played += 1
        if not result.finished:
            self.errors += 1
            if len(self.failures) < LISTED_FAILURES:
                self.failures.append({"seed": result.seed, "error": result.error})
            return
        self.finished += 1
        self.moves += len(result.moves)
        outcome = result.outcome
        assert outcome is not None
        for seat, score in enumerate(outcome.scores):
            self.score_sums[seat] += score
        for seat in outcome.winners:
            self.wins[seat] += 1
        self.shares.add(result.bots, result.start_player, outcome)

    def to_dict(self, seconds: float, options: Mapping[str, str]) -> dict[str, Any]:
        """The summary as the command-line contract's JSON object (means over finished games)."""
        finished = max(1, self.finished)
        return {
            "game": self.plan.game,
            "players": self.plan.players,
            "games": self.played,
            "errors": self.errors,
            "mean_score": [round(total / finished, 3) for total in self.score_sums],
            "wins": list(self.wins),
            "mean_moves": round(self.moves / finished, 2),
            "seconds": round(seconds, 3),
            "seed": self.plan.seed,
            "bots": list(self.plan.bots),
            "options": dict(options),
            "think_ms": self.plan.think_ms,
            "failures": self.failures,
            "rotate": self.plan.rotate,
            "seeds": self.plan.games,
            "rotations": list(self.plan.rotations),
            **self.shares.to_dict(),
        }


def resolved_options(plan: SeriesPlan) -> dict[str, str]:
    """The plan's options with the game's defaults filled in."""
    return get_game(plan.game).resolve_options(dict(plan.options))


def parse_bots(text: str) -> tuple[str, ...]:
    """The seats' bot strengths from 'easy,normal,...' text; OptionError in words when empty."""
    strengths = tuple(part.strip() for part in text.split(",") if part.strip())
    if not strengths:
        raise OptionError("--bots needs one strength per seat, e.g. 'easy,normal,strong,easy'")
    return strengths
