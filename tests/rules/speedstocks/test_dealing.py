"""Fair dealing with the Sonderregeln: no seat gets more symbol stocks or the IPO more often.

Also runnable for the figures in docs/rules/speedstocks.md, from the repository root:
python -m tests.rules.speedstocks.test_dealing --deals 20000
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass

import pytest

from game.rules import get_game
from game.rules.speedstocks import SpeedstocksState
from game.rules.speedstocks.stocks import IPO

GAME = get_game("speedstocks")
DEALS = 20_000
# Every seat's mean symbol stocks a deal lies within this share of every other seat's.
SYMBOL_SPREAD = 0.03
# Every seat's share of deals with the IPO in hand lies within these points of every other's
# (about five standard errors of a difference over 20,000 deals; the old deal: 3.9 points).
IPO_SPREAD = 0.015


@dataclass(frozen=True)
class DealCounts:
    """Per seat: the mean symbol stocks in the dealt hand and the share of deals with the IPO."""

    symbols: tuple[float, ...]
    ipo: tuple[float, ...]


def count_deals(players: int, deals: int, variant: str = "klassisch", seed: int = 1) -> DealCounts:
    """Deals this many rounds (no play) and counts each seat's symbol stocks and IPOs."""
    state = GAME.new_state(players, seed, {"variant": variant, "special": "on"})
    assert isinstance(state, SpeedstocksState)
    symbols = [0] * players
    ipo = [0] * players
    for _ in range(deals):
        state.deal(None)
        marks = state.symbols
        for seat, hand in enumerate(state.hands):
            for stock in hand:
                if marks[stock]:
                    symbols[seat] += 1
                    ipo[seat] += marks[stock] == IPO
    return DealCounts(
        tuple(count / deals for count in symbols), tuple(count / deals for count in ipo)
    )


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant"), [(4, "klassisch"), (2, "taktik")])
def test_every_seat_gets_as_many_symbol_stocks_and_the_ipo_as_often(
    players: int, variant: str
) -> None:
    """Die 15 Zeichen werden zufällig verteilt: over 20,000 deals every seat's mean symbol
    stocks lie within 3 % of the others', its IPO share within 1.5 points; the openers never
    carry one."""
    counts = count_deals(players, DEALS, variant)
    assert max(counts.symbols) <= min(counts.symbols) * (1 + SYMBOL_SPREAD), counts
    assert max(counts.ipo) - min(counts.ipo) <= IPO_SPREAD, counts
    assert min(counts.ipo) > 0.05, counts  # the IPO is dealt at all


def test_openers_stay_symbol_free_and_every_stock_is_dealt_once() -> None:
    """Die vier Startaktien der Börsen tragen nie ein Zeichen; the passed-over symbol stocks
    go back into the pile, none is lost or doubled."""
    for seed in range(200):
        state = GAME.new_state(4, seed, {"special": "on"})
        assert all(not state.symbols[row[0]] for row in state.rows)
        dealt = [row[0] for row in state.rows] + state.deck
        for hand in state.hands:
            dealt += hand
        assert sorted(dealt) == list(range(1, 105))


def main() -> None:
    """Prints each seat's figures at two, three and four seats as JSON lines."""
    parser = argparse.ArgumentParser(description="symbol stocks and IPOs dealt per seat")
    parser.add_argument("--deals", type=int, default=DEALS)
    arguments = parser.parse_args()
    for variant in ("klassisch", "taktik"):
        for players in (2, 3, 4):
            counts = count_deals(players, arguments.deals, variant)
            report = {
                "players": players,
                "variant": variant,
                "symbol_stocks": [round(value, 3) for value in counts.symbols],
                "ipo_percent": [round(100 * value, 1) for value in counts.ipo],
            }
            print(json.dumps(report))


if __name__ == "__main__":
    main()
