"""Fair seats in Speedchicago: four (and two) normal computers on a fixed seed set, capped at an
iteration count (no clock), win and score alike from every start position.

Before whoever ended a round began the next, the last seat moved last before every scoring of
1891 and won 31 % at four (determination l in docs/rules/speedchicago.md). At two, with the rounds
A B, B A, A B, B A, the other company had two turns in a row twice a year and won 55 % of 800
games; with A B, B A, B A, A B it wins 48.4 %. A sample that fits into the slow suite cannot
resolve the target of ±4 points (that takes the 800 games of the docs); it holds a band of about
two standard errors, so that a gross seat bias fails it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from game.ai import make_bot
from game.rules.registry import get_game
from game.rules.speedchicago import SpeedchicagoState

GAME = "speedchicago"
# A low cap keeps the games cheap; it shows the last seat's old edge as plainly as the normal
# computer's own budget does (34.5 % for the last seat at four over 200 games).
ITERATIONS = 150
FOUR_GAMES = 48
TWO_GAMES = 120
FIRST_SEED = 7001


@dataclass
class SeatTally:
    """Wins (shared firsts split), points ahead of the table's mean, and 1891 points by seat."""

    players: int
    games: int = 0
    wins: list[float] = field(default_factory=list)
    ahead: list[float] = field(default_factory=list)
    first_year: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins = [0.0] * self.players
        self.ahead = [0.0] * self.players
        self.first_year = [0.0] * self.players

    def share(self, seat: int) -> float:
        """The seat's share of the wins in percent."""
        return 100.0 * self.wins[seat] / self.games

    def mean_ahead(self, seat: int) -> float:
        """Points a game the seat ends above the mean of its table."""
        return self.ahead[seat] / self.games

    def first_year_mean(self, seat: int) -> float:
        """The seat's mean points at the 1891 scoring."""
        return self.first_year[seat] / self.games


def seat_tally(players: int, games: int) -> SeatTally:
    """Games of normal computers (capped, no clock) on seeds from FIRST_SEED; seat 0 is the start
    player of 1891 in every game."""
    game = get_game(GAME)
    tally = SeatTally(players)
    for index in range(games):
        seed = FIRST_SEED + index
        bots = [
            make_bot(GAME, "normal", seed=seed * 16 + seat + 1, max_iterations=ITERATIONS)
            for seat in range(players)
        ]
        state: SpeedchicagoState = game.new_state(players, seed)  # type: ignore[assignment]
        while not state.is_terminal():
            (seat,) = state.to_act()
            for event in state.play(seat, bots[seat].choose(state, seat)):
                if event.kind == "company_scored" and event.year == 1891:  # type: ignore[attr-defined]
                    tally.first_year[event.company] += event.points  # type: ignore[attr-defined]
        outcome = state.outcome()
        assert outcome is not None
        winners = outcome.winners
        mean = sum(outcome.scores) / players
        for seat in range(players):
            tally.ahead[seat] += outcome.scores[seat] - mean
            if seat in winners:
                tally.wins[seat] += 1 / len(winners)
        tally.games += 1
    return tally


@pytest.mark.slow
def test_every_start_position_fares_alike_at_four() -> None:
    """Four normal computers: 1891 points by seat within 3 of each other, points ahead of the
    table within 8 a seat, wins 25 % ± 12 (48 games). With every round run from the start player
    these seeds gave 1891 points 25.4 / 28.2 / 30.4 / 31.7, the first seat 9.4 points behind the
    table and 8.3 % of the wins; after that 27.9 / 28.8 / 26.9 / 28.8, at most 6.0 off, 20.8 to
    31.2 % (figures from before the shift cards kept their own place in the computers' plans;
    the test holds with that change too)."""
    tally = seat_tally(4, FOUR_GAMES)
    first_year = [tally.first_year_mean(seat) for seat in range(4)]
    assert max(first_year) - min(first_year) <= 3.0, first_year
    for seat in range(4):
        assert abs(tally.mean_ahead(seat)) <= 8.0, (seat, tally.ahead)
        assert abs(tally.share(seat) - 25.0) <= 12.0, (seat, tally.wins)


@pytest.mark.slow
def test_both_start_positions_fare_alike_at_two() -> None:
    """Two normal computers: wins 50 % ± 10 (about two standard errors of 120 games) and points
    ahead within 5 a seat. On these seeds the start player won 58.3 % and ended 1.1 points above
    the table (70 % of the first 40 games: this sample is too small for the ±4 target; the 800
    games of the docs gave 51.6 %)."""
    tally = seat_tally(2, TWO_GAMES)
    for seat in range(2):
        assert abs(tally.mean_ahead(seat)) <= 5.0, (seat, tally.ahead)
        assert abs(tally.share(seat) - 50.0) <= 10.0, (seat, tally.wins)


# Strong against three normal computers, its seat rotating, on capped budgets in about the ratio
# of their own (a strong plan weighs up to about 6,000 positions, a normal one up to 2,000; both
# fit their clocks on a quiet machine), cut down so that the test stays cheap.
STRONG_ITERATIONS = 1000
NORMAL_ITERATIONS = 150
STRONG_GAMES = 8


@pytest.mark.slow
def test_strong_beats_three_normal_computers() -> None:
    """Strong wins at least half of 8 four-seat games against three normal computers (the
    target is 35 %; 11 of 12 games at 1,500 positions when this was written)."""
    game = get_game(GAME)
    wins = 0.0
    for index in range(STRONG_GAMES):
        seed = FIRST_SEED + 500 + index
        hero = index % 4
        bots = [
            make_bot(
                GAME,
                "strong" if seat == hero else "normal",
                seed=seed * 16 + seat + 1,
                max_iterations=STRONG_ITERATIONS if seat == hero else NORMAL_ITERATIONS,
            )
            for seat in range(4)
        ]
        state = game.new_state(4, seed)
        while not state.is_terminal():
            (seat,) = state.to_act()
            state.play(seat, bots[seat].choose(state, seat))
        outcome = state.outcome()
        assert outcome is not None
        if hero in outcome.winners:
            wins += 1 / len(outcome.winners)
    assert wins * 2 >= STRONG_GAMES, wins
