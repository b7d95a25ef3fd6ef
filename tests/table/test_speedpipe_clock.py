"""Speedpipe's turn clock: one Bedenkzeit for the whole turn; a time-out draws two blind cards,
one per time-out; where no blind card can be drawn the take-over bot decides."""

from __future__ import annotations

from game.rules.speedpipe.catalogue import JOKER, PAINT_KEYS
from game.rules.speedpipe.moves import DRAW_BLIND
from game.table.clock_rules import SpeedpipeClockRule, clock_rule
from tests.rules.speedpipe.scenario import new, opened, table

RULE = SpeedpipeClockRule()


def test_speedpipe_has_its_own_clock_rule() -> None:
    """The table's clock for Speedpipe is this rule."""
    assert isinstance(clock_rule("speedpipe"), SpeedpipeClockRule)


def test_a_time_out_draws_two_blind_cards_one_after_the_other() -> None:
    """The first time-out draws a blind card and the turn goes on with the same clock; the
    second draws another and the next company's turn has a new clock."""
    state = opened(3, 2)
    seat = state.current
    start = RULE.turn_key(state, seat)
    cards = sum(state.hands[seat])
    assert RULE.timeout_move(state, seat) == DRAW_BLIND
    state.play(seat, DRAW_BLIND)
    assert state.current == seat and RULE.turn_key(state, seat) == start
    assert RULE.timeout_move(state, seat) == DRAW_BLIND
    state.play(seat, DRAW_BLIND)
    assert sum(state.hands[seat]) == cards + 2
    assert state.current != seat and RULE.turn_key(state, state.current) != start


def test_without_blind_cards_the_take_over_bot_decides() -> None:
    """Every card but the open ones in one company's hand, pile and discard pile empty: no blind
    card to draw, so the time-out asks the take-over bot."""
    open_cards = opened(3, 2).display  # the same seed lays out the same Rohrlager
    rest = {key: 12 - open_cards.count(paint) for paint, key in enumerate(PAINT_KEYS)}
    rest["joker"] = 14 - open_cards.count(JOKER)
    # The emptied hands come first, so that their cards are free for company 1 to take.
    state = table(3, seed=2, current=0, hands={0: {}, 2: {}, 1: rest})
    assert state.display == open_cards
    assert not state.pile and not any(state.discard)
    assert DRAW_BLIND not in state.legal_moves(0)
    assert RULE.timeout_move(state, 0) is None


def test_the_opening_choice_is_one_decision_for_every_company() -> None:
    """While the companies choose their contracts no blind card is drawn for them."""
    state = new(3, 2)
    assert RULE.turn_key(state, 0) == RULE.turn_key(state, 2)
    assert RULE.timeout_move(state, 0) is None
