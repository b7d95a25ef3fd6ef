"""A building's price and the changes it is made of: Heimatmarkt, Wechselkurse, Börsenrally and
Ölkrise, each listed with its reason in one order, the price never below 1; the engine prices
purchases by the very changes the table marks at the Weltmarkt."""

from __future__ import annotations

import random

import pytest

from game.rules.speedtycoon.catalogue import BUILDINGS, ENERGIE
from game.rules.speedtycoon.prices import HOME, OIL, RALLY, STRONG, WEAK, price_changes
from game.rules.speedtycoon.tables import LOWEST_PRICE, OELKRISE_EXTRA
from tests.rules.speedtycoon.random_play import TABLES
from tests.rules.speedtycoon.scenario import building, new

ENERGIE_10 = building("energie", 10)
LOGISTIK_8 = building("logistik", 8)
NEW_YORK, FRANKFURT, SHANGHAI, TOKYO = range(4)


def test_without_modules_a_price_is_the_printed_one() -> None:
    state = new(4, 1, {"mode": "klassisch"})
    for place in range(4):
        assert price_changes(state, 0, ENERGIE_10, place) == ()
        assert state.price_of(0, ENERGIE_10, place) == BUILDINGS[ENERGIE_10].price


def test_every_change_is_listed_with_its_reason_in_order() -> None:
    state = new(4, 1, {"heimatmarkt": "on", "wechselkurse": "on", "nachrichten": "on"})
    state.strong, state.weak = NEW_YORK, SHANGHAI
    state.news = {"boersenrally": 1, "oelkrise": 1}
    # Seat 0's home is New York, where the Dollar is strong just now.
    assert price_changes(state, 0, ENERGIE_10, NEW_YORK) == (
        (HOME, -1),
        (STRONG, -1),
        (RALLY, -1),
        (OIL, OELKRISE_EXTRA),
    )
    assert state.price_of(0, ENERGIE_10, NEW_YORK) == 10 - 3 + OELKRISE_EXTRA
    # No Ölkrise on Logistik; the weak Yuan costs one more; Frankfurt is seat 1's home.
    assert price_changes(state, 0, LOGISTIK_8, SHANGHAI) == ((WEAK, 1), (RALLY, -1))
    assert price_changes(state, 1, LOGISTIK_8, FRANKFURT) == ((HOME, -1), (RALLY, -1))
    assert price_changes(state, 0, LOGISTIK_8, TOKYO) == ((RALLY, -1),)


def test_a_price_never_falls_below_the_lowest() -> None:
    state = new(4, 1, {"heimatmarkt": "on", "wechselkurse": "on", "nachrichten": "on"})
    cheapest = min(range(1, len(BUILDINGS)), key=lambda number: BUILDINGS[number].price)
    state.strong, state.weak = NEW_YORK, SHANGHAI
    state.news = {"boersenrally": 1}
    changes = price_changes(state, 0, cheapest, NEW_YORK)
    assert BUILDINGS[cheapest].price + sum(change for _, change in changes) < LOWEST_PRICE
    assert state.price_of(0, cheapest, NEW_YORK) == LOWEST_PRICE


@pytest.mark.parametrize("seed", range(1, 4))
def test_every_price_in_play_is_the_printed_one_with_its_changes(seed: int) -> None:
    players, options = TABLES[seed]
    state = new(players, seed, options)
    rng = random.Random(seed)
    checked = 0
    while not state.is_terminal():
        for player in range(players):
            for place, standing in enumerate(state.market):
                if standing is None:
                    continue
                changes = price_changes(state, player, standing, place)
                total = BUILDINGS[standing].price + sum(change for _, change in changes)
                assert state.price(player, place) == max(LOWEST_PRICE, total)
                reasons = [reason for reason, _ in changes]
                assert len(set(reasons)) == len(reasons) and not {STRONG, WEAK} <= set(reasons)
                if OIL in reasons:
                    assert BUILDINGS[standing].branch == ENERGIE
                checked += 1
        mover = state.may_move()[0]
        state.play(mover, rng.choice(state.legal_moves(mover)))
    assert checked
