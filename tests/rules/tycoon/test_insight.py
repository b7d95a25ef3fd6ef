"""The bots' and the client's questions: where held tickets fly, who leads a city, what a
payday now would bring."""

from __future__ import annotations

from game.rules.tycoon.insight import destinations, payday_income, standings
from game.rules.tycoon.payday import income_parts

from .scenario import CITY, charter, scheduled_over, scheduled_to, table


def test_destinations_list_the_held_tickets_by_city_from_the_planes_position() -> None:
    """Charter tickets from their cities, scheduled ones from anywhere else; full cities too."""
    ab, bc = charter("aurelia", "brisa"), charter("brisa", "corvento")
    to_isola, two = scheduled_to("isola"), scheduled_over(2)
    state = table(
        3,
        tickets={0: [ab, bc, to_isola, two]},
        planes={0: ("brisa", 0), 1: ("isola", 0), 2: ("isola", 1)},
    )
    assert destinations(state, 0) == {
        CITY["aurelia"]: [ab],
        CITY["corvento"]: [bc],
        CITY["dunhaven"]: [two],
        CITY["fjordheim"]: [two],
        CITY["halcyon"]: [two],
        CITY["isola"]: [to_isola],
    }


def test_destinations_from_the_home_bank_leave_charter_tickets_out() -> None:
    """At home only scheduled tickets fly; distances count from the centre."""
    state = table(3, tickets={0: [charter("aurelia", "brisa"), scheduled_over(1)]})
    assert sorted(destinations(state, 0)) == [1, 3, 5, 7]
    assert destinations(state, 1) == {}


def test_standings_rank_by_count_then_by_the_earliest_hotel() -> None:
    """Equal counts: the earlier builder first; waiting hotels count for nothing."""
    state = table(3, chains={"aurelia": [-1, 2, 1, 1, 2, 0]}, renovation={"aurelia": [0]})
    assert standings(state, CITY["aurelia"]) == [(2, 2), (1, 2), (0, 1)]
    assert standings(state, CITY["isola"]) == []


def test_payday_income_sums_distribution_majorities_and_factories() -> None:
    """The totals of the income parts, per player."""
    state = table(
        3,
        chains={"brisa": [0, 1, 0], "isola": [1], "aurelia": [2]},
        factories={"dunhaven": [2]},
    )
    assert payday_income(state) == [sum(parts) for parts in income_parts(state)]
    assert all(total > 0 for total in payday_income(state))
