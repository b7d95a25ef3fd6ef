"""Questions the final accounts ask of the rules: the pipelines of a longest continuous
pipeline, the way a fulfilled contract's oil flows (through a borrowed pipeline too), and which
station lent which pipeline."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules.speedpipe.network import Edge, longest_trail, longest_trail_edges
from game.rules.speedpipe.scoring import (
    borrow_options,
    contract_path,
    longest_pipeline,
    station_loans,
)

from .scenario import table


def assert_trail(edges: list[Edge], trail: tuple[int, ...]) -> None:
    """The edges follow each other end to end, each at most once."""
    assert len(set(trail)) == len(trail)
    if not trail:
        return
    first_a, first_b, _length = edges[trail[0]]
    # Either end of the first pipeline may be where the trail starts.
    for place in (first_a, first_b):
        for index in trail:
            a, b, _length = edges[index]
            if place not in (a, b):
                break
            place = b if place == a else a
        else:
            return
    raise AssertionError(f"{trail} is no trail through {edges}")


def test_the_longest_trail_edges_name_the_pipelines_of_the_examples() -> None:
    """The ring with a tail runs through all five; of the star only the two long arms."""
    ring = [(0, 2, 2), (2, 8, 1), (8, 7, 2), (7, 0, 3), (2, 9, 2)]
    trail = longest_trail_edges(ring)
    assert sorted(trail) == [0, 1, 2, 3, 4]
    assert_trail(ring, trail)
    star = [(0, 1, 3), (0, 2, 3), (0, 3, 1)]
    assert sorted(longest_trail_edges(star)) == [0, 1]
    assert longest_trail_edges([(0, 1, 3), (2, 3, 4)]) == (1,)
    assert longest_trail_edges([]) == ()


@pytest.mark.parametrize("seed", range(40))
def test_the_longest_trail_edges_are_a_trail_as_long_as_longest_trail_counts(seed: int) -> None:
    rng = random.Random(seed)
    places = rng.randrange(2, 9)
    edges = []
    for _ in range(rng.randrange(1, 12)):
        a, b = rng.sample(range(places), 2)
        edges.append((a, b, rng.choice((1, 2, 3, 4, 5, 6, 8))))
    trail = longest_trail_edges(edges)
    assert_trail(edges, trail)
    assert sum(edges[index][2] for index in trail) == longest_trail(edges)


def test_longest_pipeline_gives_the_routes_the_golden_valve_counts() -> None:
    """Company 0's ring with tail: routes 0, 10, 13, 9 and 11; company 1 its single route 8."""
    state = table(owners={0: 0, 10: 0, 13: 0, 9: 0, 11: 0, 8: 1})
    scores = state.final_scores()
    for company in range(3):
        routes = longest_pipeline(state.map, state.owners, company)
        fields = sum(state.map.routes[route].length for route in routes)
        assert fields == scores[company].longest
    assert sorted(longest_pipeline(state.map, state.owners, 0)) == [0, 9, 10, 11, 13]
    assert longest_pipeline(state.map, state.owners, 1) == (8,)
    assert longest_pipeline(state.map, state.owners, 2) == ()


def test_the_oil_of_a_contract_flows_over_own_pipelines_or_a_borrowed_one() -> None:
    """Contract 0 (Nordfeld–Hafen West): company 0 owns route 0, company 1 route 1, company 0's
    station at Raffinerie A borrows route 1; without the loan there is no way."""
    state = table(owners={0: 0, 1: 1}, contracts={0: [0]}, stations={2: 0})
    borrowed = state.final_scores()[0].borrowed
    assert contract_path(state.map, state.owners, 0, 0, borrowed) == (0, 1)
    assert contract_path(state.map, state.owners, 0, 0) is None
    own = table(owners={0: 0, 1: 0, 5: 1}, contracts={0: [0]})
    assert contract_path(own.map, own.owners, 0, 0) == (0, 1)


def test_own_pipelines_come_before_a_borrowed_shortcut() -> None:
    """Company 0 joins Nordfeld and Raffinerie A by its own 9, 14 and 10 (3+2+1); the loaned
    route 0 (2 fields) would be shorter, but the contract needs no loan."""
    state = table(owners={9: 0, 14: 0, 10: 0, 0: 1}, contracts={0: [7]}, stations={0: 0})
    assert contract_path(state.map, state.owners, 0, 7, (0,)) == (9, 14, 10)


def test_station_loans_say_which_station_lent_which_pipeline() -> None:
    """Stations at Raffinerie A (route 1 of company 1 ends there) and at Hafen Nord (none):
    one loan, from Raffinerie A."""
    state = table(owners={0: 0, 1: 1}, contracts={0: [0]}, stations={2: 0, 7: 0})
    borrowed = state.final_scores()[0].borrowed
    assert station_loans(state.map, state.owners, state.stations, 0, borrowed) == ((2, 1),)
    assert len(borrow_options(state, 0)) == 1
    with pytest.raises(ValueError, match="has 1 stations with a foreign pipeline, not 2"):
        station_loans(state.map, state.owners, state.stations, 0, (1, 1))
    with pytest.raises(ValueError, match="route 0 is no foreign pipeline"):
        station_loans(state.map, state.owners, state.stations, 0, (0,))


def test_two_stations_may_lend_the_same_pipeline() -> None:
    """Route 1 runs between company 0's stations at Raffinerie A and Hafen West: each lends it."""
    state = table(owners={0: 0, 1: 1}, contracts={0: [0]}, stations={2: 0, 4: 0})
    borrowed = state.final_scores()[0].borrowed
    loans = station_loans(state.map, state.owners, state.stations, 0, borrowed)
    assert [place for place, _route in loans] == [2, 4]
    assert Counter(route for _place, route in loans) == Counter(borrowed)
