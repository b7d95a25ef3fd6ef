"""Set-up and the opening: cards, the Rohrlager, the contracts dealt, the simultaneous choice
and the start company."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import IllegalMoveError, OptionError
from game.rules.speedpipe.catalogue import JOKER, LEAK, new_deck
from game.rules.speedpipe.maps import MAP_KEYS

from .scenario import GAME, fixture_map, kinds, new, play, reloaded, saved


def test_the_deck_holds_twelve_of_each_paint_and_fourteen_jokers() -> None:
    """110 pipe cards; the Leck-und-Wartung rule shuffles three event cards in."""
    deck = Counter(new_deck(False))
    assert sum(deck.values()) == 110
    assert all(deck[paint] == 12 for paint in range(8)) and deck[JOKER] == 14
    assert Counter(new_deck(True))[LEAK] == 3


def test_each_company_gets_four_cards_and_five_lie_open() -> None:
    """Four pipe cards each, five open in the Rohrlager, the rest in the pile (or discarded by
    a display reset)."""
    for seed in range(4):
        state = new(4, seed)
        assert [sum(hand) for hand in state.hands] == [4, 4, 4, 4]
        assert all(card >= 0 for card in state.display)
        assert len(state.pile) + sum(state.discard) == 110 - 16 - 5


def test_each_company_gets_its_segments_and_three_stations() -> None:
    """The map says how many segments (45 on the test map); nobody has built a station."""
    state = new(3, 1)
    assert state.segments == [45, 45, 45]
    assert state.stations_built == [0, 0, 0]


def test_each_company_is_dealt_one_long_and_three_short_contracts() -> None:
    """One Fernauftrag and three short contracts each, all different."""
    state = new(3, 2)
    table = fixture_map().contracts
    for dealt in state.dealt:
        assert len(dealt) == 4 and sum(table[c].long for c in dealt) == 1
    assert len({c for dealt in state.dealt for c in dealt}) == 12


def test_unused_long_contracts_leave_the_game_at_the_set_up() -> None:
    """The long contracts nobody was dealt are out of the game; the short ones form the pile."""
    state = new(2, 4)
    table = fixture_map().contracts
    assert len(state.removed) == 1 and table[state.removed[0]].long
    assert not any(table[c].long for c in state.short_pile)
    assert len(state.short_pile) == 17 - 6


def test_when_the_long_contracts_run_out_short_ones_are_dealt() -> None:
    """Eigene Festlegung: five companies and three long contracts: two companies get four short
    contracts instead."""
    state = new(5, 1)
    table = fixture_map().contracts
    longs = sorted(sum(table[c].long for c in dealt) for dealt in state.dealt)
    assert longs == [0, 0, 1, 1, 1]
    assert all(len(dealt) == 4 for dealt in state.dealt)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_on_every_own_map_every_company_gets_a_long_contract(key: str) -> None:
    """Eigene Festlegung: each map holds a long contract for every company of the largest
    table, so that with five companies no seat is dealt four short ones (Petronia's fifth)."""
    for seed in range(6):
        state = GAME.new_state(GAME.max_players, seed, {"map": key})
        table = state.map.contracts
        assert [sum(table[c].long for c in dealt) for dealt in state.dealt] == [1] * state.players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_company_starts_with_a_point_for_every_company_before_it(players: int) -> None:
    """Eigene Festlegung: the start company has 0 points, the next 1, ..., the last of the first
    round players - 1 (the later ones get fewer turns when the last round starts)."""
    for seed in range(4):
        state = new(players, seed)
        start = state.start_company
        assert [state.points[(start + k) % players] for k in range(players)] == list(range(players))
        assert reloaded(state).points == state.points


def test_all_companies_choose_their_contracts_at_once() -> None:
    """In the opening every company still choosing is to act; one that chose is not."""
    state = new(3, 1)
    assert state.to_act() == (0, 1, 2)
    play(state, "keep " + ",".join(map(str, state.dealt[1])), 1)
    assert state.to_act() == (0, 2)
    assert state.legal_moves(1) == ()
    with pytest.raises(IllegalMoveError, match="already chosen"):
        play(state, "keep " + ",".join(map(str, state.dealt[1][:2])), 1)


def test_the_opening_keeps_at_least_two_of_the_four() -> None:
    """Every choice of two, three or four contracts is a move (11), one alone is refused."""
    state = new(3, 1)
    dealt = state.dealt[0]
    assert len(state.legal_moves(0)) == 11
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="at least 2"):
        play(state, f"keep {dealt[0]}", 0)
    with pytest.raises(IllegalMoveError, match="not dealt"):
        play(state, f"keep {dealt[0]},{state.dealt[1][0]}", 0)
    assert saved(state) == before


def test_the_opening_choice_stays_hidden_until_the_end_of_the_opening() -> None:
    """The others see only that a company has chosen; the event names no contract."""
    state = new(3, 1)
    events = play(state, "keep " + ",".join(map(str, state.dealt[0][:2])), 0)
    assert [event.to_dict() for event in events] == [{"kind": "opening_chosen", "company": 0}]
    view = state.view(1)
    assert view["has_chosen"] == [True, False, False]
    assert view["chosen"] is None and view["dealt"] == state.dealt[1]
    assert state.view(0)["chosen"] == state.dealt[0][:2]


def test_unkept_long_contracts_leave_and_short_ones_go_under_the_pile() -> None:
    """After the opening: kept contracts are held, an unkept long one is out of the game, unkept
    short ones lie at the bottom of the short pile (in seat order, each company's below the
    ones before)."""
    state = new(3, 1)
    table = fixture_map().contracts
    pile = list(state.short_pile)
    dealt = [list(d) for d in state.dealt]
    shorts = [[c for c in d if not table[c].long] for d in dealt]
    longs = [[c for c in d if table[c].long] for d in dealt]
    play(state, "keep " + ",".join(map(str, shorts[0][:2])), 0)
    play(state, "keep " + ",".join(map(str, dealt[1])), 1)
    play(state, "keep " + ",".join(map(str, sorted(longs[2] + shorts[2][:1]))), 2)
    assert state.contracts == [shorts[0][:2], dealt[1], sorted(longs[2] + shorts[2][:1])]
    assert longs[0][0] in state.removed
    assert state.short_pile == shorts[2][1:] + shorts[0][2:] + pile


def test_the_opening_choices_in_any_order_give_the_same_game() -> None:
    """The choices are worked out in seat order once all are made, whoever chose first."""
    first, second = new(4, 6), new(4, 6)
    choices = {
        company: "keep " + ",".join(map(str, first.dealt[company][1:])) for company in range(4)
    }
    for company in range(4):
        play(first, choices[company], company)
    for company in (3, 1, 0, 2):
        play(second, choices[company], company)
    assert saved(first) == saved(second)


def test_the_start_company_is_drawn_by_lot_and_begins_the_first_round() -> None:
    """Different seeds give different start companies; after the opening it begins round 1."""
    starts = {new(4, seed).start_company for seed in range(20)}
    assert starts == {0, 1, 2, 3}
    state = new(4, 5)
    events = []
    for company in range(4):
        events += play(state, state.legal_moves(company)[0].text(), company)
    assert state.to_act() == (state.start_company,) and state.round == 1
    assert kinds(events)[-3:] == ["opening_ended", "round_began", "turn_began"]


def test_the_game_offers_the_map_and_four_extra_rules() -> None:
    """Options: map (main, petronia) and the extra rules off or on, off by default."""
    names = {option.name: option for option in GAME.options}
    assert set(names) == {"map", "oil_price", "refinery_bonus", "leaks", "terminals"}
    assert names["map"].choices == ("main", "petronia") and names["map"].default == "main"
    assert all(names[rule].default == "off" for rule in names if rule != "map")
    with pytest.raises(OptionError):
        GAME.new_state(6, 1)
    with pytest.raises(OptionError):
        GAME.new_state(2, 1, {"map": "atlantis"})


def test_the_same_seed_deals_the_same_game() -> None:
    """All randomness comes from the state's seeded generator."""
    assert saved(new(3, 9)) == saved(new(3, 9))
    assert saved(new(3, 9)) != saved(new(3, 10))
