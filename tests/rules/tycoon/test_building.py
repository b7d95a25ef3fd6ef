"""Build actions: hotels at the chain's end at the landing place's price, red fields and
renovation, full chains, factories, and one build action per turn."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES

from .scenario import CITY, kinds, legal, play, table

AURELIA = CITY["aurelia"]
RED, RED2 = sorted(CITIES[AURELIA].chain.red)[:2]  # Aurelia's first two red fields


def _builders(count: int, players: int = 3) -> list[int]:
    """Owners for the first fields of a chain, taking turns from player 1 on."""
    return [1 + field % (players - 1) for field in range(count)]


@pytest.mark.parametrize("key", ["aurelia", "brisa", "corvento"])
def test_a_hotel_costs_the_price_of_the_landing_place(key: str) -> None:
    """Place 0 is the cheap one, place 1 the dear one, in every kind of city."""
    cheap, dear = CITIES[CITY[key]].landing_prices
    for place, price in ((0, cheap), (1, dear)):
        state = table(3, planes={0: (key, place)})
        events = play(state, "hotel")
        assert state.cash[0] == 15 - price
        assert events[0].to_dict() == {
            "kind": "hotel_built",
            "player": 0,
            "city": CITY[key],
            "field": 0,
            "price": price,
        }


def test_a_hotel_goes_on_the_next_free_field_at_the_chains_end() -> None:
    """chain_end moves on by one; the supply shrinks by one."""
    state = table(3, planes={0: ("aurelia", 0)}, chains={"aurelia": [1, 2]})
    play(state, "hotel")
    assert state.chains[AURELIA][:3] == [1, 2, 0] and state.chain_end[AURELIA] == 3
    assert state.hotels_left[0] == 5 and state.built


def test_a_red_field_sends_the_oldest_hotel_of_the_chain_to_renovation() -> None:
    """The hotel on the lowest field (any owner) leaves it; the field stays empty."""
    owners = _builders(RED)
    state = table(3, planes={0: ("aurelia", 0)}, chains={"aurelia": owners})
    events = play(state, "hotel")
    assert kinds(events) == ["hotel_built", "sent_to_renovation"]
    assert state.chains[AURELIA][0] == -1 and state.chains[AURELIA][RED] == 0
    assert state.renovation[AURELIA] == [owners[0]]
    assert state.chain_end[AURELIA] == RED + 1


def test_a_red_field_passes_over_gaps_to_the_oldest_standing_hotel() -> None:
    """With the first field empty already, the next standing hotel goes."""
    owners = [-1, *_builders(RED2 - 1)]
    state = table(
        3, planes={0: ("aurelia", 1)}, chains={"aurelia": owners}, renovation={"aurelia": [1]}
    )
    play(state, "hotel")
    assert state.chains[AURELIA][:2] == [-1, -1]
    assert state.renovation[AURELIA] == [1, owners[1]]


def test_a_player_may_send_his_own_hotel_to_renovation() -> None:
    """The oldest hotel goes whoever owns it, the builder too."""
    owners = [0, *_builders(RED - 1)]
    state = table(3, planes={0: ("aurelia", 0)}, chains={"aurelia": owners})
    play(state, "hotel")
    assert state.renovation[AURELIA] == [0] and state.chains[AURELIA][0] == -1


def test_a_red_field_with_no_other_hotel_standing_sends_nobody() -> None:
    """Nothing happens when the new hotel is the only one standing (set up by hand: the board's
    first red fields lie too far on for this to arise in play)."""
    state = table(3, planes={0: ("aurelia", 0)})
    state.chain_end[AURELIA] = RED
    events = play(state, "hotel")
    assert kinds(events) == ["hotel_built"]
    assert state.renovation[AURELIA] == [] and state.chains[AURELIA][RED] == 0


def test_renovation_puts_the_oldest_own_waiting_hotel_at_the_chains_end_for_free() -> None:
    """The player's first waiting hotel in the city returns at chain_end; others keep waiting."""
    owners = [-1, -1, *_builders(RED2 - 1)]
    state = table(
        3,
        planes={1: ("aurelia", 0)},
        acting=1,
        chains={"aurelia": owners},
        renovation={"aurelia": [2, 1]},
    )
    end = state.chain_end[AURELIA]
    events = play(state, "renovate")
    assert kinds(events) == ["hotel_renovated"]
    assert state.chains[AURELIA][end] == 1 and state.chain_end[AURELIA] == end + 1
    assert state.renovation[AURELIA] == [2] and state.cash[1] == 15
    assert state.hotels_left[1] == 6 - owners.count(1) - 1


def test_a_renovated_hotel_reaching_a_red_field_sends_nobody_away() -> None:
    """The red field counts only for newly built hotels."""
    owners = [-1, *_builders(RED2 - 1)]
    state = table(
        3,
        planes={1: ("aurelia", 0)},
        acting=1,
        chains={"aurelia": owners},
        renovation={"aurelia": [1]},
    )
    assert state.chain_end[AURELIA] == RED2
    events = play(state, "renovate")
    assert kinds(events) == ["hotel_renovated"]
    assert state.chains[AURELIA][RED2] == 1 and state.renovation[AURELIA] == []
    assert state.chains[AURELIA][:RED2] == owners


def test_renovation_needs_an_own_waiting_hotel_in_that_city() -> None:
    """Another player's waiting hotel is no reason to renovate."""
    owners = [-1, *_builders(RED)]
    state = table(
        3, planes={0: ("aurelia", 0)}, chains={"aurelia": owners}, renovation={"aurelia": [1]}
    )
    assert "renovate" not in legal(state)
    with pytest.raises(IllegalMoveError, match="no hotel needing renovation in Aurelia"):
        play(state, "renovate")


def test_a_full_chain_takes_no_hotel_and_no_renovation() -> None:
    """At chain_end 14 the city is full; a waiting hotel stays waiting; factories still go."""
    full = {"aurelia": [-1, *_builders(CHAIN_LENGTH - 1, 4)]}
    state = table(4, round=3, planes={0: ("aurelia", 0)}, chains=full, renovation={"aurelia": [0]})
    moves = legal(state)
    assert "hotel" not in moves and "renovate" not in moves and "factory 0" in moves
    for move in ("hotel", "renovate"):
        with pytest.raises(IllegalMoveError, match="chain of Aurelia is full"):
            play(state, move)


def test_a_hotel_needs_one_in_supply_and_the_cash() -> None:
    """No hotel without supply or with too little money."""
    poor = table(
        3, planes={0: ("corvento", 1)}, cash={0: CITIES[CITY["corvento"]].landing_prices[1] - 1}
    )
    with pytest.raises(IllegalMoveError, match="costs"):
        play(poor, "hotel")
    state = table(3, planes={0: ("aurelia", 0)}, chains={"brisa": [0] * 6}, closing=True)
    assert state.hotels_left[0] == 0
    with pytest.raises(IllegalMoveError, match="no hotel left"):
        play(state, "hotel")


def test_a_factory_takes_a_free_site_at_its_price() -> None:
    """The site's price is paid; the site is taken; one factory fewer in supply."""
    prices = CITIES[AURELIA].factory_prices
    state = table(3, planes={0: ("aurelia", 0)}, factories={"aurelia": [1, -1]})
    assert "factory 0" not in legal(state) and "factory 1" in legal(state)
    events = play(state, "factory 1")
    assert state.factories[AURELIA] == [1, 0] and state.cash[0] == 15 - prices[1]
    assert state.factories_left[0] == 4
    assert events[0].to_dict() == {
        "kind": "factory_built",
        "player": 0,
        "city": AURELIA,
        "site": 1,
        "price": prices[1],
    }


def test_a_taken_site_and_a_missing_site_are_refused() -> None:
    """A site with a factory on it, and a site the city does not have."""
    state = table(3, planes={0: ("dunhaven", 0)}, factories={"dunhaven": [2]})
    with pytest.raises(IllegalMoveError, match="has a factory of player 2"):
        play(state, "factory 0")
    with pytest.raises(IllegalMoveError, match="factory sites 0 to 0"):
        play(state, "factory 1")


def test_a_player_without_factories_or_cash_builds_none() -> None:
    """All five built, or too little money: no factory."""
    five = {"aurelia": [0, 0], "brisa": [0, 0], "corvento": [0, -1]}
    state = table(3, planes={0: ("corvento", 0)}, factories=five)
    with pytest.raises(IllegalMoveError, match="built all his factories"):
        play(state, "factory 1")
    poor = table(3, planes={0: ("corvento", 0)}, cash={0: 3})
    assert not any(text.startswith("factory") for text in legal(poor))


def test_only_one_build_action_per_turn() -> None:
    """After a hotel neither another hotel, a renovation nor a factory."""
    state = table(3, planes={0: ("aurelia", 0)})
    play(state, "hotel")
    moves = legal(state)
    assert "hotel" not in moves and not any(m.startswith("factory") for m in moves)
    with pytest.raises(IllegalMoveError, match="one build action per turn"):
        play(state, "factory 0")


def test_building_needs_the_plane_on_a_landing_place() -> None:
    """At the home bank nothing is built."""
    state = table(3)
    with pytest.raises(IllegalMoveError, match="needs the plane on a landing place"):
        play(state, "hotel")


def test_one_player_may_own_both_factory_sites_of_a_city() -> None:
    """Each site takes a factory of anybody's, the same player's too."""
    state = table(3, cash={0: 30}, planes={0: ("estrela", 0)}, factories={"estrela": [0, -1]})
    assert "factory 1" in legal(state)
    play(state, "factory 1")
    assert state.factories[CITY["estrela"]] == [0, 0]
