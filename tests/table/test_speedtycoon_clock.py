"""Speedtycoon's turn clock: one Bedenkzeit for a turn's actions and its building; a Lobbyist
buys without a clock and without restarting the turn player's; a time-out is the take-over
bot's."""

from __future__ import annotations

from game.table.clock_rules import SpeedtycoonClockRule, clock_rule
from tests.rules.speedtycoon.scenario import building, new, table

RULE = SpeedtycoonClockRule()


def test_speedtycoon_has_its_own_clock_rule() -> None:
    assert isinstance(clock_rule("speedtycoon"), SpeedtycoonClockRule)


def test_one_key_for_the_actions_and_the_building_of_a_turn() -> None:
    state = new(3, 4)
    seat = state.acting
    start = RULE.turn_key(state, seat)
    buys = [move for move in state.legal_moves(seat) if move.text().startswith("buy")]
    assert buys, "the seeded table offers a purchase"
    state.play(seat, buys[0])
    while state.acting == seat:
        assert RULE.turn_key(state, seat) == start
        assert RULE.timeout_move(state, seat) is None
        state.play(seat, state.legal_moves(seat)[-1])
    assert RULE.turn_key(state, state.acting) != start


def test_a_lobbyists_purchase_keeps_the_turn_players_clock() -> None:
    """Nobody waits for a Lobbyist: his purchase during another's turn leaves that turn's key
    (and so its clock) as it was."""
    state = table(
        3,
        options={"lobbyist": "on"},
        hands={1: ["$9a"]},
        kapital=["€1a", "€1b", "€1c", "¥1a"],
        market=[building("logistik", 2, "NES"), None, None, None],
    )
    start = RULE.turn_key(state, 0)
    purchase = state.legal_moves(1)[0]
    state.play(1, purchase)
    assert state.acting == 0 and RULE.turn_key(state, 0) == start
