"""The Speedpipe bots pay a route as the table proposes it: both ask the rules' insight."""

from __future__ import annotations

from game.ai.speedpipe import EasyBot, NormalBot
from game.ai.speedpipe.situation import situation_of
from game.rules.speedpipe.catalogue import PAINT_KEYS
from game.rules.speedpipe.insight import best_payment
from game.rules.speedpipe.moves import Lay
from tests.rules.speedpipe import scenario

ROT = PAINT_KEYS.index("rot")


def test_easy_pays_a_route_as_the_table_proposes_with_no_other_route_in_view() -> None:
    """Two red cards and two jokers for route 0 (rot, 2 fields): three payments; easy takes the
    proposal, the red cards, and keeps the jokers."""
    state = scenario.table(3, hands={0: {"rot": 2, "joker": 2}})
    lays = [move for move in state.legal_moves(0) if isinstance(move, Lay) and move.route == 0]
    assert len(lays) == 3
    chosen = EasyBot(seed=1).cheap_payment(state, 0, lays, 0)
    assert chosen == best_payment(state, 0, 0, wanted=()) == Lay(0, ROT, 0)


def test_normal_lays_a_wanted_route_with_the_payment_the_table_proposes_for_its_plan() -> None:
    """Nordfeld–Hafen West wants route 0 and a strand of the double route; normal lays a
    wanted route and pays it as the rules propose for the routes its plan still wants."""
    state = scenario.table(
        3, contracts={0: [0]}, hands={0: {"rot": 2, "gruen": 1, "gelb": 1, "joker": 2}}
    )
    bot = NormalBot(seed=1)
    move = bot.choose(state, 0)
    assert isinstance(move, Lay)
    wanted = situation_of(state, 0).wanted
    assert move.route in wanted
    assert move == best_payment(state, 0, move.route, wanted)
