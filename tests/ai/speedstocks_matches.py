"""Speedstocks bots at one table with seats rotated, the flat Monte Carlo yardstick among them.

Every seed is played once with the hero on every seat; a shared first place is split among
those who share it. Runnable for measuring by hand, from the repository root:
python -m tests.ai.speedstocks_matches strong flat_mc --seeds 25 --hero-iterations 300
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass

from game.ai import make_bot
from game.ai.base import Bot
from game.rules.registry import get_game
from tests.ai.flat_monte_carlo import FlatMonteCarloBot

GAME = "speedstocks"


def seated_bot(strength: str, seed: int, iterations: int | None) -> Bot:
    """A bot of a product strength (capped at this many iterations, no clock) or the yardstick."""
    if strength == "flat_mc":
        return FlatMonteCarloBot(seed=seed)
    return make_bot(GAME, strength, seed=seed, max_iterations=iterations)


def play(
    bots: list[Bot], seed: int, options: Mapping[str, str] | None = None
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """One seeded game of these bots to Börsenschluss: the places and the bears of every seat."""
    state = get_game(GAME).new_state(len(bots), seed, options)
    while not state.is_terminal():
        for player in state.to_act():
            state.apply(player, bots[player].choose(state, player))
    outcome = state.outcome()
    assert outcome is not None
    return outcome.places, outcome.scores


@dataclass
class Rotated:
    """A hero's share of wins (shared firsts split) and bears against its field."""

    games: int = 0
    wins: float = 0.0
    bears_ahead: float = 0.0

    @property
    def win_rate(self) -> float:
        """The hero's share of wins."""
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """A 95 % Wilson interval of the win rate."""
        if not self.games:
            return 0.0, 1.0
        n, p, z = self.games, self.win_rate, 1.96
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return centre - half, centre + half


def rotated(
    hero: str,
    field: str,
    seeds: range,
    players: int = 4,
    options: Mapping[str, str] | None = None,
    hero_iterations: int | None = None,
    field_iterations: int | None = None,
) -> Rotated:
    """The hero against players - 1 of the field, every seed played with the hero on every seat."""
    result = Rotated()
    for seed in seeds:
        for hero_seat in range(players):
            bots = [
                seated_bot(
                    hero if seat == hero_seat else field,
                    seed * 100 + seat,
                    hero_iterations if seat == hero_seat else field_iterations,
                )
                for seat in range(players)
            ]
            places, scores = play(bots, seed, options)
            winners = [seat for seat in range(players) if places[seat] == 1]
            result.games += 1
            result.wins += winners.count(hero_seat) / len(winners)
            field_mean = (sum(scores) - scores[hero_seat]) / (players - 1)
            result.bears_ahead += field_mean - scores[hero_seat]
    result.bears_ahead /= max(1, result.games)
    return result


def seat_shares(
    strength: str,
    players: int,
    seeds: range,
    options: Mapping[str, str] | None = None,
    iterations: int | None = None,
) -> list[float]:
    """Each seat's share of wins (shared firsts split) among bots of one strength."""
    wins = [0.0] * players
    for seed in seeds:
        bots = [seated_bot(strength, seed * 100 + seat, iterations) for seat in range(players)]
        places, _ = play(bots, seed, options)
        winners = [seat for seat in range(players) if places[seat] == 1]
        for seat in winners:
            wins[seat] += 1 / len(winners)
    return [count / len(seeds) for count in wins]


def main() -> None:
    """Measures one pairing and prints JSON."""
    parser = argparse.ArgumentParser(description="hero against a field, seats rotated")
    parser.add_argument("hero")
    parser.add_argument("field")
    parser.add_argument("--seeds", type=int, default=25)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hero-iterations", type=int, default=None)
    parser.add_argument("--field-iterations", type=int, default=None)
    parser.add_argument("--special", default="off")
    arguments = parser.parse_args()
    started = time.process_time()
    result = rotated(
        arguments.hero,
        arguments.field,
        range(arguments.first_seed, arguments.first_seed + arguments.seeds),
        arguments.players,
        {"special": arguments.special},
        arguments.hero_iterations,
        arguments.field_iterations,
    )
    low, high = result.interval()
    report = {
        "hero": arguments.hero,
        "field": arguments.field,
        "special": arguments.special,
        "games": result.games,
        "win_rate": round(result.win_rate, 3),
        "interval": [round(low, 3), round(high, 3)],
        "bears_ahead": round(result.bears_ahead, 2),
        "hero_iterations": arguments.hero_iterations,
        "field_iterations": arguments.field_iterations,
        "cpu_seconds": round(time.process_time() - started, 1),
    }
    print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
