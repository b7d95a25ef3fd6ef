"""Variante Taktik: only stocks 1 to 10 × players + 4, every one of them in play."""

from __future__ import annotations

import pytest

from game.rules import get_game
from game.rules.speedstocks import Choose, TakeRow

GAME = get_game("speedstocks")


@pytest.mark.parametrize(("players", "top"), [(2, 24), (3, 34), (4, 44)])
@pytest.mark.parametrize("special", ["off", "on"])
def test_taktik_deals_every_stock_up_to_ten_per_player_plus_four(
    players: int, top: int, special: str
) -> None:
    """Nur die Aktien 1 bis 10 × Spielerzahl + 4 (zu viert 1–44); jede kommt ins Spiel."""
    state = GAME.new_state(players, 8, {"variant": "taktik", "special": special})
    for _round in range(2):
        dealt = [stock for hand in state.hands for stock in hand] + [row[0] for row in state.rows]
        assert sorted(dealt) == list(range(1, top + 1))
        assert state.deck == []
        played_round = state.round
        while state.round == played_round and not state.is_terminal():
            (player, *_rest) = state.to_act()
            if state.phase == "kurssturz":
                state.play(player, TakeRow(0))
            else:
                state.play(player, Choose(state.hands[player][-1]))
        if state.is_terminal():
            break
