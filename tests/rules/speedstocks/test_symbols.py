"""Sonderregeln: the 15 symbols spread before every deal, the symbol-free openers, who sees what."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import get_game
from game.rules.speedstocks import Choose
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import SYMBOL_SET

from .scenario import of_kind, table

GAME = get_game("speedstocks")


def _symbol_stocks(state) -> dict[int, int]:
    """Stock -> symbol for every stock that carries one."""
    return {stock: symbol for stock, symbol in enumerate(state.symbols) if symbol}


def _next_round(state, rng: random.Random) -> None:
    """Plays random moves until the next deal (or the end)."""
    current = state.round
    while state.round == current and not state.is_terminal():
        (player, *_rest) = state.to_act()
        moves = state.legal_moves(player)
        state.play(player, moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("variant", ["klassisch", "taktik"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fifteen_symbols_before_every_deal_openers_without(variant: str, players: int) -> None:
    """Vor jedem Geben werden die 15 Zeichen zufällig verteilt; die vier Startaktien der Börsen
    tragen nie ein Zeichen."""
    rng = random.Random(players)
    for seed in range(12):
        state = GAME.new_state(players, seed, {"variant": variant, "special": "on"})
        spreads = []
        while not state.is_terminal():
            symbols = _symbol_stocks(state)
            assert Counter(symbols.values()) == Counter(SYMBOL_SET)
            assert all(state.symbols[row[0]] == 0 for row in state.rows)
            spreads.append(symbols)
            _next_round(state, rng)
        assert len(spreads) >= 2 and spreads[0] != spreads[1]


def test_symbols_lie_on_all_104_stocks_also_in_taktik() -> None:
    """Auch bei Taktik gehen die Zeichen auf alle 104 Aktien; nur die auf ausgeteilten Aktien
    kommen ins Spiel."""
    outside = Counter()
    for seed in range(40):
        state = GAME.new_state(2, seed, {"variant": "taktik", "special": "on"})
        symbols = _symbol_stocks(state)
        assert len(symbols) == 15 and all(1 <= stock <= 104 for stock in symbols)
        outside[sum(stock > 24 for stock in symbols)] += 1
    # With 24 of 104 stocks in play most symbols stay in the pile, but not always all of them.
    assert sum(count for dealt_away, count in outside.items() if dealt_away < 15) > 0
    assert sum(count * dealt_away for dealt_away, count in outside.items()) / 40 > 10


def test_no_symbols_without_the_sonderregeln() -> None:
    """Without the table option no stock carries a symbol, and views show none."""
    state = GAME.new_state(4, 3)
    assert not any(state.symbols)
    assert all(card["symbol"] is None for card in state.view(0)["hand"])


def test_a_player_sees_his_own_symbols_the_others_only_at_the_reveal() -> None:
    """Deine eigenen Zeichen siehst du auf deiner Hand, die der anderen erst beim Aufdecken."""
    state = table([[12], [33], [50], [81]], [[47, 60], [90, 91]], {60: "split", 90: "long_nachher"})
    mine = {card["stock"]: card["symbol"] for card in state.view(0)["hand"]}
    assert {47: None, 60: "split"}.items() <= mine.items()
    theirs = state.view(1)
    seen_by_1 = {card["stock"]: card["symbol"] for card in theirs["hand"]}
    assert {90: "long_nachher", 91: None}.items() <= seen_by_1.items()
    assert "split" not in str(theirs) and "long_nachher" not in str(state.view(0))
    state.play(0, Choose(60))
    assert state.view(0)["my_choice"] == {"stock": 60, "bears": 3, "symbol": "split"}
    assert "split" not in str(state.view(1)) and "split" not in str(state.view(None))
    events = state.play(1, Choose(90))
    revealed = (ev.RevealedStock(0, 60, "split"), ev.RevealedStock(1, 90, "long_nachher"))
    assert of_kind(events, "stocks_revealed") == [ev.StocksRevealed(1, revealed)]
    for viewer in (0, 1, None):
        shown = state.view(viewer)["rows"]
        assert shown[2]["entries"][-1] == {"stock": 60, "copy": None, "bears": 3, "symbol": "split"}
        assert shown[3]["entries"][-1]["symbol"] == "long_nachher"


class _Ascending(random.Random):
    """An RNG whose shuffle keys rise, so that the deck comes out 1..104 (top: 104)."""

    def __init__(self, symbol_stocks: list[int]) -> None:
        super().__init__(0)
        self.count = 0
        self.symbol_stocks = symbol_stocks

    def random(self) -> float:
        """Rising keys: the sorted deck keeps the order 1, 2, 3 … ."""
        self.count += 1
        return self.count / 1000

    def sample(self, population, k, **_kwargs):
        """The symbols go onto the stocks the test chose."""
        assert list(population) == list(range(1, 105)) and k == 15
        return list(self.symbol_stocks)


def test_openers_are_the_first_four_symbol_free_stocks_from_the_top() -> None:
    """Eigene Festlegung a: 15 random stocks among all 104 carry the symbols; the openers are the
    first four symbol-free stocks from the top of the shuffled pile; the symbol stocks passed over
    go back into the pile at random places, then the hands are dealt from the top."""
    state = GAME.new_state(2, 1, {"special": "on"})
    marked = [104, 102, 101, 98] + list(range(1, 12))
    state.rng = _Ascending(marked)
    state.round = 0
    events: list = []
    state.deal(events)
    assert [row[0] for row in state.rows] == [103, 100, 99, 97]
    # The rising keys 0.105 to 0.108 put the four passed-over stocks back at the pile's 11th place
    # from the bottom, one after the other: far from the top, so no hand gets them here.
    assert state.hands[0] == list(range(87, 97))
    assert state.hands[1] == list(range(77, 87))
    assert state.deck == list(range(1, 11)) + [98, 101, 102, 104] + list(range(11, 77))
    assert sorted(_symbol_stocks(state)) == sorted(marked)
    assert events == [ev.RoundStarted(1, (103, 100, 99, 97), 10)]
