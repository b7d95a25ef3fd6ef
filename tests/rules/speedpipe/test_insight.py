"""Insight for the client: what a route and a contract mean for a company now."""

from __future__ import annotations

from game.rules.speedpipe.catalogue import LEAK
from game.rules.speedpipe.insight import contract_info, route_info
from game.rules.speedpipe.moves import Lay

from .scenario import kind, reloaded, table


def test_route_info_tells_length_paint_kind_points_owner_and_payments() -> None:
    """Route 0: 2 fields of rot, plain, 2 points, free; the hand pays it two ways."""
    state = table(hands={0: {"rot": 2, "joker": 1}})
    info = route_info(state, 0, 0)
    assert {key: info[key] for key in ("length", "paint", "kind", "buoys", "points")} == {
        "length": 2,
        "paint": "rot",
        "kind": "plain",
        "buoys": 0,
        "points": 2,
    }
    assert info["owner"] is None and info["blocked"] is False and info["twin"] is None
    assert info["can_pay"] == [Lay(0, 0, 0), Lay(0, 0, 1)]


def test_route_info_names_mountains_underwater_routes_grey_paint_and_twins() -> None:
    """Route 4 is a mountain, route 3 grey under water with one buoy, route 1 has twin 2."""
    state = table()
    assert route_info(state, 0, 4)["kind"] == "mountain"
    underwater = route_info(state, 0, 3)
    assert (underwater["kind"], underwater["paint"], underwater["buoys"]) == (
        "underwater",
        "grey",
        1,
    )
    assert route_info(state, 0, 1)["twin"] == 2


def test_route_info_of_a_laid_route_names_its_owner_and_no_payment() -> None:
    """Company 1's route 0 cannot be paid by company 0."""
    state = table(hands={0: {"rot": 2}}, owners={0: 1})
    info = route_info(state, 0, 0)
    assert info["owner"] == 1 and info["can_pay"] == [] and info["helps"] == []


def test_route_info_names_the_contracts_whose_shortest_completion_uses_the_route() -> None:
    """Nordfeld–Hafen West goes over route 0; when company 1 holds route 0, over route 9."""
    state = table(contracts={0: [0]})
    assert route_info(state, 0, 0)["helps"] == [0]
    assert route_info(state, 0, 8)["helps"] == []
    state = table(contracts={0: [0]}, owners={0: 1})
    assert route_info(state, 0, 9)["helps"] == [0]


def test_route_info_leaves_out_fulfilled_contracts() -> None:
    """A fulfilled contract needs no more routes."""
    state = table(contracts={0: [7]}, owners={0: 0})
    assert route_info(state, 0, 10)["helps"] == []


def test_contract_info_of_a_joined_contract_gives_the_path() -> None:
    """Company 0's routes 0 and 1 join Nordfeld and Hafen West: no field missing."""
    state = table(owners={0: 0, 1: 0}, contracts={0: [0]})
    info = contract_info(state, 0, 0)
    assert info["connected"] is True and info["path"] == [0, 1]
    assert info["missing_fields"] == 0 and info["fulfilled_at"] == 100


def test_contract_info_counts_the_fewest_fields_still_missing() -> None:
    """Hafen West–Hafen Ost: under water over the Plattform, 2 + 3 fields."""
    state = table(owners={0: 0, 1: 0})
    info = contract_info(state, 0, 6)
    assert info["connected"] is False and info["path"] == []
    assert info["missing_fields"] == 5


def test_contract_info_says_none_when_no_way_is_left() -> None:
    """Every route into Hafen Ost belongs to other companies."""
    state = table(owners={6: 1, 7: 1, 12: 2, 15: 2})
    assert contract_info(state, 0, 6)["missing_fields"] is None


def test_route_info_lists_the_payments_outside_the_own_turn() -> None:
    """Company 1 may not move during company 0's turn, yet its hand pays route 0."""
    state = table(hands={1: {"rot": 2}}, current=0)
    assert state.legal_moves(1) == ()
    assert route_info(state, 1, 0)["can_pay"] == [Lay(0, kind("rot"), 0)]


def test_a_blocked_route_counts_as_open_for_the_contracts() -> None:
    """Route 0 is blocked by a leak: it cannot be paid now, yet Nordfeld–Hafen West still lacks
    only the 2 + 3 fields over it (not 9 around it), and route 0 helps the contract."""
    state = table(options={"leaks": "on"}, hands={0: {"rot": 2}}, contracts={0: [0]})
    state.pile.remove(LEAK)
    state.leaks_gone = 1
    state.blocked[0] = 1
    state = reloaded(state)
    info = route_info(state, 0, 0)
    assert info["blocked"] is True and info["can_pay"] == []
    assert info["helps"] == [0]
    assert contract_info(state, 0, 0)["missing_fields"] == 5
