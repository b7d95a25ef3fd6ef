"""Laying routes: paying, points, grey routes, jokers, underwater routes, double routes,
segments, and the Gebirgsleitung with its reveal."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.catalogue import JOKER
from game.rules.speedpipe.state import MOUNTAIN, TURN, SpeedpipeState
from game.rules.speedpipe.tables import ROUTE_POINTS

from .scenario import hand_of, kind, kinds, legal, play, saved, table


def _lays(state: SpeedpipeState, route: int) -> list[str]:
    """The legal Lay moves of a route, as texts."""
    return [text for text in legal(state) if text.startswith(f"lay {route} ")]


def _refused(state: SpeedpipeState, text: str, words: str) -> None:
    """The move is refused with these words in the reason, and nothing changes."""
    before = saved(state)
    with pytest.raises(IllegalMoveError, match=words):
        play(state, text)
    assert saved(state) == before


def test_laying_pays_the_length_in_the_route_paint_and_scores_at_once() -> None:
    """Route 0 (2 fields, rot): two rot cards paid to the discard pile, 2 points, 2 segments
    used, the turn is over."""
    state = table(hands={0: {"rot": 2, "joker": 1}})
    discarded = state.discard[kind("rot")]
    events = play(state, "lay 0 rot 0")
    assert state.hands[0] == hand_of({"joker": 1})
    assert state.discard[kind("rot")] == discarded + 2
    assert state.owners[0] == 0 and state.points[0] == 2 and state.segments[0] == 43
    assert state.current == 1 and kinds(events)[0] == "route_laid"


def test_route_points_follow_the_length() -> None:
    """1:1 2:2 3:4 4:7 5:10 6:15 8:21; the route of 8 fields brings 21 at once."""
    assert ROUTE_POINTS == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 8: 21}
    state = table(hands={0: {"violett": 8}})
    play(state, "lay 8 violett 0")
    assert state.points[0] == 21 and state.segments[0] == 37


def test_a_grey_route_takes_any_one_paint_plus_jokers() -> None:
    """Route 11 (grey, 2 fields): each paint held with jokers as needed, never two paints."""
    state = table(hands={0: {"rot": 1, "blau": 2, "joker": 1}})
    assert _lays(state, 11) == ["lay 11 rot 1", "lay 11 blau 0", "lay 11 blau 1"]
    _refused(state, "lay 11 rot 0", "not in the hand")


def test_an_all_joker_payment_names_the_joker_as_its_paint() -> None:
    """Two jokers pay route 0 as 'lay 0 joker 2'; naming a paint with only jokers is refused."""
    state = table(hands={0: {"joker": 2}})
    assert _lays(state, 0) == ["lay 0 joker 2"]
    _refused(state, "lay 0 rot 2", "not in the hand")
    play(state, "lay 0 joker 2")
    assert state.hands[0][JOKER] == 0 and state.owners[0] == 0


def test_each_distinct_payment_is_one_move() -> None:
    """Two rot and two jokers pay route 0 in three ways, each listed once."""
    state = table(hands={0: {"rot": 2, "joker": 2}})
    assert _lays(state, 0) == ["lay 0 rot 0", "lay 0 rot 1", "lay 0 joker 2"]
    assert len(set(state.legal_moves(0))) == len(state.legal_moves(0))


def test_a_painted_route_refuses_other_paints() -> None:
    """Route 0 is rot: blau cards do not pay it."""
    state = table(hands={0: {"blau": 2}})
    assert _lays(state, 0) == []
    _refused(state, "lay 0 blau 0", "takes rot")


def test_an_underwater_route_needs_a_joker_for_each_buoy() -> None:
    """Route 3 (grey, 1 buoy) needs a joker; route 15 (blau, 2 buoys) two."""
    state = table(hands={0: {"rot": 2}})
    assert _lays(state, 3) == []
    _refused(state, "lay 3 rot 0", "buoys")
    state = table(hands={0: {"rot": 2, "blau": 3, "joker": 2}})
    assert _lays(state, 3) == ["lay 3 rot 1", "lay 3 blau 1", "lay 3 joker 2"]
    assert _lays(state, 15) == ["lay 15 blau 2"]


def test_with_two_or_three_companies_only_one_strand_of_a_double_route_is_used() -> None:
    """Route 1 is laid by company 1: its twin 2 is closed to everybody at a table of three."""
    state = table(3, hands={0: {"gelb": 3}}, owners={1: 1})
    assert _lays(state, 2) == []
    _refused(state, "lay 2 gelb 0", "only one strand")


def test_with_four_companies_both_strands_but_never_both_for_one_company() -> None:
    """At four, another company may lay the twin; the owner of one strand never the other."""
    state = table(4, hands={0: {"gelb": 3}, 1: {"gelb": 3}}, owners={1: 1})
    assert _lays(state, 2) == ["lay 2 gelb 0"]
    state = table(4, hands={1: {"gelb": 3}}, owners={1: 1}, current=1)
    assert _lays(state, 2) == []
    _refused(state, "lay 2 gelb 0", "never lays both strands")


def test_laying_needs_enough_segments() -> None:
    """With three segments left (12 on this map, 9 laid), a route of four fields cannot be
    laid."""
    state = table(hands={0: {"rot": 4}}, map_segments=12, owners={6: 0, 8: 1, 11: 0, 10: 0, 5: 0})
    assert _lays(state, 12) == []
    assert state.segments[0] == 3
    _refused(state, "lay 12 rot 0", "needs 4 segments")


def test_a_laid_route_cannot_be_laid_again() -> None:
    """Route 0 belongs to company 1."""
    state = table(hands={0: {"rot": 2}}, owners={0: 1})
    assert _lays(state, 0) == []
    _refused(state, "lay 0 rot 0", "laid already")


def test_a_route_that_does_not_exist_is_refused_in_words() -> None:
    """Route numbers beyond the map are refused, nothing changes."""
    state = table(hands={0: {"rot": 2}})
    _refused(state, "lay 99 rot 0", "numbered 0 to 15")


# ---- Gebirgsleitung ------------------------------------------------------------------------


def test_a_mountain_whose_reveal_asks_nothing_is_laid_at_once() -> None:
    """Route 4 (schwarz, mountain): three cards without schwarz or joker: laid, the revealed
    cards go to the discard pile, the turn is over."""
    state = table(hands={0: {"schwarz": 4}}, pile_top=["rot", "blau", "gruen"])
    events = play(state, "lay 4 schwarz 0")
    assert kinds(events)[:3] == ["mountain_revealed", "route_laid", "reveal_discarded"]
    assert state.owners[4] == 0 and state.phase == TURN and state.current == 1
    assert state.reveal == [] and state.discard[kind("rot")] >= 1


def test_the_reveal_asks_one_card_more_for_each_card_of_the_paint_and_each_joker() -> None:
    """Revealed schwarz, joker, rot: two more cards; the company decides."""
    state = table(hands={0: {"schwarz": 5, "joker": 1}}, pile_top=["schwarz", "joker", "rot"])
    events = play(state, "lay 4 schwarz 0")
    assert events[0].to_dict()["extra"] == 2
    assert state.phase == MOUNTAIN and state.owners[4] == -1
    # One schwarz and one joker are left beside the payment: the extra two must use both.
    assert legal(state) == ["extra 1", "abort"]


def test_paying_the_extra_cards_lays_the_mountain() -> None:
    """'extra 1': four schwarz, then one schwarz and one joker more; the route is laid."""
    state = table(hands={0: {"schwarz": 5, "joker": 1}}, pile_top=["schwarz", "joker", "rot"])
    play(state, "lay 4 schwarz 0")
    events = play(state, "extra 1")
    assert state.hands[0] == hand_of({})
    assert state.owners[4] == 0 and state.points[0] == 7 and state.current == 1
    assert kinds(events) == ["route_laid", "reveal_discarded", "turn_began"]


def test_aborting_the_mountain_keeps_all_cards_and_ends_the_turn() -> None:
    """'abort': the payment stays in the hand, the route free, the revealed cards discarded."""
    state = table(hands={0: {"schwarz": 5, "joker": 1}}, pile_top=["schwarz", "joker", "rot"])
    discarded = sum(state.discard)
    play(state, "lay 4 schwarz 0")
    events = play(state, "abort")
    assert state.hands[0] == hand_of({"schwarz": 5, "joker": 1})
    assert state.owners[4] == -1 and state.current == 1
    assert sum(state.discard) == discarded + 3
    assert kinds(events)[:2] == ["mountain_aborted", "reveal_discarded"]


def test_when_the_extra_cannot_be_paid_only_abort_is_left() -> None:
    """Four schwarz pay the route; nothing is left for the one extra card."""
    state = table(hands={0: {"schwarz": 4}}, pile_top=["schwarz", "rot", "rot"])
    play(state, "lay 4 schwarz 0")
    assert legal(state) == ["abort"]
    _refused(state, "extra 0", "1 more cards")


def test_after_an_all_joker_payment_only_revealed_jokers_ask_for_more() -> None:
    """Route 9 (grey mountain, 3) paid with three jokers: rot, joker, rot revealed ask one
    joker more; paid with rot, the same reveal asks three cards more (here: three jokers)."""
    hand = {"joker": 4, "rot": 3}
    state = table(hands={0: hand}, pile_top=["rot", "joker", "rot"])
    play(state, "lay 9 joker 3")
    assert state.extra == 1 and legal(state) == ["extra 1", "abort"]
    state = table(hands={0: hand}, pile_top=["rot", "joker", "rot"])
    play(state, "lay 9 rot 0")
    assert state.extra == 3 and legal(state) == ["extra 3", "abort"]


def test_the_reveal_shows_fewer_cards_when_the_piles_run_out() -> None:
    """Only one card is left in pile and discard pile: one card revealed."""
    state = table(hands={0: {"schwarz": 4}}, empty_pile=True)
    _all_discard_to(state, 2)
    state.pile = [state.hands[2].index(max(state.hands[2]))]
    state.hands[2][state.pile[0]] -= 1
    events = play(state, "lay 4 schwarz 0")
    assert len(events[0].to_dict()["cards"]) == 1


def test_the_reveal_shuffles_the_discard_pile_in_when_the_pile_runs_out() -> None:
    """An empty pile: the discard pile becomes the pile before the reveal."""
    state = table(hands={0: {"schwarz": 4}}, empty_pile=True)
    events = play(state, "lay 4 schwarz 0")
    assert kinds(events)[0] == "pile_reshuffled"
    assert kinds(events)[1] == "mountain_revealed"


def _all_discard_to(state: SpeedpipeState, company: int) -> None:
    """Moves the whole discard pile into a company's hand."""
    for card, count in enumerate(state.discard):
        state.hands[company][card] += count
        state.discard[card] = 0
    state._legal = None
