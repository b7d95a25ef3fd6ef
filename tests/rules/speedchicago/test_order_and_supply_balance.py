"""Played out by normal computers on fixed seeds: no city order is (nearly) always or never
reached, and the supply runs out near the end at every table size (determinations c and p; the
20 to 60 % of the company-scorings are shown by the larger count in the docs page)."""

from __future__ import annotations

import pytest

from game.rules.speedchicago.orders import CITY_ORDERS

from .balance_games import play

# An iteration cap instead of a clock makes every game the same on every machine; it is a
# third of the normal computer's own 3,000, so that the whole suite stays within its time.
ITERATIONS = 1000
ORDER_GAMES = 2  # per city order: 2 games of 4 companies and 3 scorings are 24 scorings
# The scorings of one game hang together, so 24 of them scatter far around an order's rate: the
# band held here is wider than the target of 20 to 60 % that the larger count in the docs shows.
# It still catches the old thresholds (Alle oben 4 %, Ganze Mannschaft 77 %).
ORDER_RATE = (0.05, 0.75)
SUPPLY_GAMES = 1  # per table size
# Floors at most left in the supply after the last year's deal: two companies build less than
# they are dealt (stacks of more than 4 were not wanted), so some stay there (before: 25 at two
# on average, now 9); at three it scatters widely from game to game (1 to 24), so only a loose
# bound is held there (before 13 on average, now 7).
PILE_LEFT_AT_MOST = {2: 18, 3: 20, 4: 6}
# Floors a company gets fewer in the last year's deal, at most: at three the deal is cut in about
# half of the games (0.9 a company on average over 10 games), a single game by up to 3; at four
# it was cut by 1.6 on average before, now by 0.4.
FEWER_AT_MOST = {2: 1, 3: 3, 4: 1}
SEED = 500


@pytest.mark.parametrize("number", range(len(CITY_ORDERS)))
@pytest.mark.slow
def test_every_city_order_is_reached_in_20_to_60_percent_of_the_scorings(number: int) -> None:
    """No order is (nearly) always or (nearly) never reached."""
    low, high = ORDER_RATE
    order = CITY_ORDERS[number].id
    scorings = [
        reached
        for game in range(ORDER_GAMES)
        for reached in play(
            4, SEED + number * ORDER_GAMES + game, "profi", order, iterations=ITERATIONS
        ).fulfilled
    ]
    rate = sum(scorings) / len(scorings)
    assert low <= rate <= high, (order, rate)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.slow
def test_the_supply_runs_out_near_the_end(players: int) -> None:
    """The last year's deal leaves few floors in the supply, and it is cut by few floors a
    company."""
    games = [play(players, SEED + game, iterations=ITERATIONS) for game in range(SUPPLY_GAMES)]
    pile = sum(game.pile_left for game in games) / SUPPLY_GAMES
    fewer = sum(game.fewer_last_year for game in games) / SUPPLY_GAMES
    assert pile <= PILE_LEFT_AT_MOST[players] and fewer <= FEWER_AT_MOST[players], (pile, fewer)
