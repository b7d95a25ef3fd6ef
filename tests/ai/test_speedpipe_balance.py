"""Speedpipe's fair seats and the order of its strengths, held on fixed seeds (slow).

Scores, not wins, carry the balance checks: a seat's mean score is far steadier over a few dozen
games than its share of wins, so that a few dozen games tell a seat that is clearly behind (as
Petronia's fifth company was with four short contracts) from a fair one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pytest

from game.ai import make_bot
from game.ai.arena import Match
from game.rules.registry import get_game

GAME = "speedpipe"
# Worlds per decision of the strong computer in the strength tests, and of the field when
# strong plays strong.
STRONG_WORLDS = 20
SMALL_WORLDS = 4


@dataclass
class Tally:
    """Mean scores and wins (shared firsts split) by seat and by start position, and the
    hero's and the field's when one strength plays against another."""

    games: int = 0
    by_seat: list[float] = field(default_factory=list)
    by_start: list[float] = field(default_factory=list)
    hero_score: float = 0.0
    field_score: float = 0.0
    hero_wins: float = 0.0

    def mean_by_seat(self) -> list[float]:
        """Each seat's mean score."""
        return [total / self.games for total in self.by_seat]

    def mean_by_start(self) -> list[float]:
        """Each start position's mean score (1: the start company)."""
        return [total / self.games for total in self.by_start]

    @property
    def hero_margin(self) -> float:
        """How many points a game the hero ends above the mean field seat."""
        return (self.hero_score - self.field_score) / self.games

    @property
    def hero_share(self) -> float:
        """The hero's share of wins."""
        return self.hero_wins / self.games


def play(
    strengths: Sequence[str],
    seed: int,
    options: Mapping[str, str],
    caps: Sequence[int | None],
) -> tuple[list[int], int, tuple[int, ...]]:
    """One seeded game: the scores by seat, the start company and the winners."""
    bots = [
        make_bot(GAME, strength, seed=seed * 16 + seat + 1, max_iterations=cap)
        for seat, (strength, cap) in enumerate(zip(strengths, caps))
    ]
    match = Match(get_game(GAME), len(bots), seed, bots, options)
    result = match.run()
    assert result.outcome is not None, result.error
    return list(result.outcome.scores), match.state.first_player, result.outcome.winners


def seats_of_normal(players: int, games: int, seed: int, options: Mapping[str, str]) -> Tally:
    """Normal computers on every seat: scores by seat and by start position."""
    tally = Tally(by_seat=[0.0] * players, by_start=[0.0] * players)
    for index in range(games):
        scores, start, _winners = play(["normal"] * players, seed + index, options, [None] * 9)
        tally.games += 1
        for seat, score in enumerate(scores):
            tally.by_seat[seat] += score
            tally.by_start[(seat - start) % players] += score
    return tally


def hero_against(
    hero: str,
    field_strength: str,
    games: int,
    seed: int,
    hero_cap: int | None = None,
    field_cap: int | None = None,
) -> Tally:
    """One hero against three of the field on the main map, its seat rotating game by game."""
    tally = Tally()
    for index in range(games):
        seat = index % 4
        strengths = [hero if other == seat else field_strength for other in range(4)]
        caps = [hero_cap if other == seat else field_cap for other in range(4)]
        scores, _start, winners = play(strengths, seed + index, {}, caps)
        tally.games += 1
        tally.hero_score += scores[seat]
        tally.field_score += (sum(scores) - scores[seat]) / 3
        if seat in winners:
            tally.hero_wins += 1 / len(winners)
    return tally


# ---- fair seats ------------------------------------------------------------------------------


@pytest.mark.slow
def test_petronias_fifth_company_scores_like_the_others() -> None:
    """Five normal computers on Petronia: every seat, the fifth too (it used to get four short
    contracts and no long one), and every start position ends within a few points of the mean."""
    tally = seats_of_normal(5, 60, 7100, {"map": "petronia"})
    mean = sum(tally.mean_by_seat()) / 5
    assert all(abs(score - mean) <= 6.0 for score in tally.mean_by_seat()), tally.mean_by_seat()
    starts = tally.mean_by_start()
    assert all(abs(score - mean) <= 6.0 for score in starts), starts


@pytest.mark.slow
def test_every_start_position_on_the_main_map_scores_alike() -> None:
    """Four normal computers on the main map: every start position within a few points of the
    mean."""
    tally = seats_of_normal(4, 48, 7300, {})
    starts = tally.mean_by_start()
    mean = sum(starts) / 4
    assert all(abs(score - mean) <= 6.0 for score in starts), starts


# ---- the strengths in order ---------------------------------------------------------------------


@pytest.mark.slow
def test_normal_wins_well_over_a_quarter_against_three_easy() -> None:
    """Normal against three easy computers, its seat rotating: at least 35 % of the wins."""
    tally = hero_against("normal", "easy", 40, 7500)
    assert tally.hero_share >= 0.35, (tally.hero_share, tally.hero_margin)


@pytest.mark.slow
def test_strong_scores_above_three_normal() -> None:
    """Strong (capped at a few worlds, no clock) against three normal computers, its seat
    rotating: it ends above the mean normal seat (measured: 2.1 points a game above over these
    12 games, with 3 wins; 12 games say little, so only a clear loss fails: over 400 games at
    its own 60 worlds strong ends 7.5 points above the field)."""
    tally = hero_against("strong", "normal", 12, 7700, hero_cap=STRONG_WORLDS)
    assert tally.hero_margin >= 0.0, (tally.hero_margin, tally.hero_share)
    assert tally.hero_share >= 0.15, (tally.hero_margin, tally.hero_share)


@pytest.mark.slow
def test_strong_wins_about_half_against_three_easy() -> None:
    """Strong (capped at a few worlds) against three easy computers, its seat rotating: far
    ahead of the mean easy seat and winning far more than its fair quarter."""
    tally = hero_against("strong", "easy", 16, 7900, hero_cap=STRONG_WORLDS)
    assert tally.hero_margin >= 8.0, (tally.hero_margin, tally.hero_share)
    assert tally.hero_share >= 0.40, (tally.hero_margin, tally.hero_share)


@pytest.mark.slow
def test_strong_with_twice_the_worlds_does_not_fall_behind() -> None:
    """Strong with twice the worlds against three strong with the simple number, its seat
    rotating: it ends at most a few points a game below the mean of the others."""
    tally = hero_against(
        "strong", "strong", 32, 8100, hero_cap=2 * SMALL_WORLDS, field_cap=SMALL_WORLDS
    )
    assert tally.hero_margin >= -3.0, (tally.hero_margin, tally.hero_share)
