"""Seeded bot-against-bot matches with rotated seats, for the bots' statistical tests.

Also runnable for measuring strengths by hand, from the repository root:
python -m tests.ai.matches strong normal --games 400 --think-ms 50
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import pytest

from game.ai import make_bot
from game.ai.arena import Match
from game.ai.base import Bot
from game.rules.core import IllegalMoveError, Outcome, State
from game.rules.registry import get_game

GAME = "speedstocks"


def play_game(
    bots: Sequence[Bot],
    seed: int,
    options: Mapping[str, str] | None = None,
    on_decision: Callable[[str, float], None] | None = None,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Plays one seeded game to Börsenschluss through the arena; the winners and the scores."""
    match = Match(get_game(GAME), len(bots), seed, bots, options)
    result = match.run()
    assert result.outcome is not None, result.error
    if on_decision is not None:
        for seat, seconds in enumerate(match.decision_seconds):
            for spent in seconds:
                on_decision(bots[seat].strength, spent)
    return result.outcome.winners, result.outcome.scores


@dataclass
class MatchResult:
    """One bot against a field of others: its wins and games, the field's per-seat share."""

    games: int = 0
    wins: int = 0
    field_wins: int = 0
    bears: int = 0
    field_bears: float = 0.0
    latencies: dict[str, list[float]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        """The share of games the hero won (a shared first place counts)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def bears_ahead(self) -> float:
        """How many bears a game the hero ends below the mean field seat (positive: better)."""
        if not self.games:
            return 0.0
        return self.field_bears / self.games - self.bears / self.games

    def note(self, strength: str, seconds: float) -> None:
        """Records one decision's latency."""
        self.latencies.setdefault(strength, []).append(seconds)


def match(
    hero: str,
    field_strength: str,
    games: int,
    seed: int = 1,
    players: int = 4,
    options: Mapping[str, str] | None = None,
    think_ms: float | None = None,
    max_iterations: int | None = None,
) -> MatchResult:
    """The hero strength against players - 1 of the field strength, its seat rotating per game."""
    result = MatchResult()
    for index in range(games):
        hero_seat = index % players
        bots = [
            make_bot(
                GAME,
                hero if seat == hero_seat else field_strength,
                seed=seed * 1000 + index * 10 + seat,
                think_ms=think_ms,
                max_iterations=max_iterations,
            )
            for seat in range(players)
        ]
        winners, scores = play_game(bots, seed * 100003 + index, options, result.note)
        result.games += 1
        result.wins += hero_seat in winners
        result.field_wins += sum(1 for seat in winners if seat != hero_seat)
        result.bears += scores[hero_seat]
        result.field_bears += (sum(scores) - scores[hero_seat]) / (players - 1)
    return result


def _percentile(values: list[float], share: float) -> float:
    """The value below which the given share of the values lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    """Measures one pairing from the command line and prints JSON."""
    parser = argparse.ArgumentParser(description="hero strength against a field, seats rotated")
    parser.add_argument("hero")
    parser.add_argument("field")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--think-ms", type=float, default=None)
    parser.add_argument("--max-iterations", type=int, default=None)
    parser.add_argument("--variant", default="klassisch")
    parser.add_argument("--special", default="off")
    arguments = parser.parse_args()
    started = time.perf_counter()
    result = match(
        arguments.hero,
        arguments.field,
        arguments.games,
        arguments.seed,
        arguments.players,
        {"variant": arguments.variant, "special": arguments.special},
        arguments.think_ms,
        arguments.max_iterations,
    )
    report = {
        "hero": arguments.hero,
        "field": arguments.field,
        "games": result.games,
        "wins": result.wins,
        "win_rate": round(result.win_rate, 3),
        "bears_ahead": round(result.bears_ahead, 2),
        "think_ms": arguments.think_ms,
        "max_iterations": arguments.max_iterations,
        "seconds": round(time.perf_counter() - started, 1),
        "latency_ms": {
            strength: {
                "p50": round(_percentile(values, 0.5) * 1000, 2),
                "p95": round(_percentile(values, 0.95) * 1000, 2),
                "max": round(max(values) * 1000, 2),
            }
            for strength, values in result.latencies.items()
        },
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()


def checked_game(
    game: str,
    strengths: Sequence[str],
    seed: int,
    options: Mapping[str, str] | None = None,
    iterations: int | None = None,
) -> Match:
    """A whole game of bots capped at this many iterations and without a clock, every move
    checked by the rules (bot seeds from the game's seed and the seat)."""
    bots = [
        make_bot(game, strength, seed=seed * 10 + seat, max_iterations=iterations)
        for seat, strength in enumerate(strengths)
    ]
    match = Match(get_game(game), len(strengths), seed, bots, options)
    match.run()
    return match


def hero_against_easy(
    game: str,
    strength: str,
    games: int,
    bot_seed: int,
    table_seed: int,
    iterations: int,
) -> Iterator[tuple[int, Outcome]]:
    """Four-seat games of one bot of this strength (capped at this many iterations) against
    three easy bots, its seat rotating: the hero's seat and the outcome of each game."""
    for index in range(games):
        hero = index % 4
        bots = [
            make_bot(
                game,
                strength if seat == hero else "easy",
                seed=bot_seed + index * 10 + seat,
                max_iterations=iterations if seat == hero else None,
            )
            for seat in range(4)
        ]
        result = Match(get_game(game), 4, table_seed + index, bots).run()
        assert result.outcome is not None, result.error
        yield hero, result.outcome


def assert_bots_guard_their_seat(
    game: str, kinds: Sequence[type[Bot]], state: State, other: State
) -> None:
    """make_bot gives the easy, normal and strong classes; a seat that does not exist or is not
    to act is refused in words, and so is another game's state."""
    for strength, kind in zip(("easy", "normal", "strong"), kinds, strict=True):
        assert isinstance(make_bot(game, strength), kind)
    bot = make_bot(game, "normal")
    with pytest.raises(IllegalMoveError):
        bot.choose(state, 7)
    with pytest.raises(IllegalMoveError):
        bot.choose(state, (state.to_act()[0] + 1) % state.players)  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        bot.choose(other, 0)
