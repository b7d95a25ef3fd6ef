"""Win shares and mean scores of a series with 95 % intervals, by strength and by start position.

A shared first place is split among those sharing it (a 2-way tie gives 0.5 to each), so that the
shares of one game add up to one. Win shares carry the Wilson score interval, mean scores the
normal approximation (mean ± 1.96 standard errors).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core import Outcome

# The normal quantile of a two-sided 95 % interval.
Z95 = 1.959964


def wilson_interval(wins: float, trials: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share of wins (fractional wins allowed)."""
    if trials <= 0:
        return 0.0, 1.0
    share = wins / trials
    square = Z95 * Z95
    centre = (share + square / (2 * trials)) / (1 + square / trials)
    half = (
        Z95
        * math.sqrt(max(0.0, share * (1 - share)) / trials + square / (4 * trials * trials))
        / (1 + square / trials)
    )
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(total: float, squares: float, count: int) -> tuple[float, float, float]:
    """The mean of `count` values (given their sum and sum of squares) and its 95 % interval by
    the normal approximation; with fewer than two values the interval is the mean itself."""
    if count <= 0:
        return 0.0, 0.0, 0.0
    mean = total / count
    if count < 2:
        return mean, mean, mean
    variance = max(0.0, (squares - count * mean * mean) / (count - 1))
    half = Z95 * math.sqrt(variance / count)
    return mean, mean - half, mean + half


@dataclass
class Tally:
    """Seat places of one kind (a strength or a start position) over the finished games."""

    seat_games: int = 0
    wins: float = 0.0
    score_sum: float = 0.0
    score_squares: float = 0.0

    def add(self, win: float, score: int) -> None:
        """Counts one seat of one game: its share of the win and its score."""
        self.seat_games += 1
        self.wins += win
        self.score_sum += score
        self.score_squares += score * score

    def win_share(self) -> dict[str, Any]:
        """Seat games, wins, the share of wins per seat game and its interval."""
        low, high = wilson_interval(self.wins, self.seat_games)
        return {
            "seat_games": self.seat_games,
            "wins": round(self.wins, 3),
            "share": round(self.wins / max(1, self.seat_games), 4),
            "low": round(low, 4),
            "high": round(high, 4),
        }

    def mean_score(self) -> dict[str, Any]:
        """Seat games, the mean score and its interval."""
        mean, low, high = mean_interval(self.score_sum, self.score_squares, self.seat_games)
        return {
            "seat_games": self.seat_games,
            "mean": round(mean, 3),
            "low": round(low, 3),
            "high": round(high, 3),
        }


class SeatShares:
    """Running win shares and scores of a series by bot strength and by start position."""

    def __init__(self, players: int, strengths: Sequence[str]) -> None:
        self.players = players
        # Strengths in the order of the seat list, each once.
        self.by_strength: dict[str, Tally] = {strength: Tally() for strength in strengths}
        self.by_position = [Tally() for _ in range(players)]

    def add(self, bots: Sequence[str], start_player: int, outcome: Outcome) -> None:
        """Counts one finished game: seat s held bots[s]; position 1 is the start player's seat,
        the others follow round the table."""
        winners = outcome.winners
        for seat, score in enumerate(outcome.scores):
            win = 1 / len(winners) if seat in winners else 0.0
            self.by_strength.setdefault(bots[seat], Tally()).add(win, score)
            self.by_position[(seat - start_player) % self.players].add(win, score)

    def to_dict(self) -> dict[str, Any]:
        """The three JSON entries: wins_by_strength, wins_by_start_position (a list from
        position 1) and mean_score_by_strength."""
        return {
            "wins_by_strength": {
                strength: tally.win_share() for strength, tally in self.by_strength.items()
            },
            "wins_by_start_position": [
                {"position": index + 1, **tally.win_share()}
                for index, tally in enumerate(self.by_position)
            ],
            "mean_score_by_strength": {
                strength: tally.mean_score() for strength, tally in self.by_strength.items()
            },
        }
