"""Payday income: distribution by cities, majorities with the tie rule, factories and the
longest chains (amounts read from the board data)."""

from __future__ import annotations

from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, DISTRIBUTION
from game.rules.tycoon.insight import payday_income
from game.rules.tycoon.payday import income_parts

from .scenario import CITY, of_kind, play, table


def first(key: str, field: int) -> int:
    """The first (majority) amount of a city's chain field."""
    return CITIES[CITY[key]].chain.first[field]


def second(key: str, field: int) -> int:
    """The second amount of a city's chain field."""
    return CITIES[CITY[key]].chain.second[field]


def test_distribution_pays_by_the_number_of_cities_with_a_standing_hotel() -> None:
    """Two cities bring DISTRIBUTION[2], four cities DISTRIBUTION[4], none nothing."""
    two = table(3, chains={"brisa": [0], "isola": [0, 0]})
    four = table(3, chains={"brisa": [0], "isola": [0], "aurelia": [0], "dunhaven": [0]})
    assert income_parts(two)[0][0] == DISTRIBUTION[2]
    assert income_parts(four)[0][0] == DISTRIBUTION[4]
    assert income_parts(four)[1] == (DISTRIBUTION[0], 0, 0)


def test_the_majority_pays_the_first_amount_and_the_runner_up_the_second() -> None:
    """Amounts stand on the next free field of the chain."""
    state = table(3, chains={"brisa": [0, 1, 0]})
    parts = income_parts(state)
    assert parts[0][1] == first("brisa", 3) and parts[1][1] == second("brisa", 3)
    assert parts[2][1] == 0


def test_a_single_player_in_a_city_gets_only_the_first_amount() -> None:
    """Nobody takes the second amount; it is not paid to the only player either."""
    state = table(3, chains={"brisa": [0, 0]})
    assert [parts[1] for parts in income_parts(state)] == [first("brisa", 2), 0, 0]


def test_a_tie_goes_to_whoever_built_earliest_in_the_chain() -> None:
    """Equal counts: the player with the lowest standing field ranks higher."""
    state = table(3, chains={"brisa": [1, 0, 0, 1]})
    parts = income_parts(state)
    assert parts[1][1] == first("brisa", 4) and parts[0][1] == second("brisa", 4)


def test_of_several_tied_for_second_only_the_earliest_gets_the_second_amount() -> None:
    """Two players with one hotel each behind the leader: the earlier builder is second."""
    state = table(3, chains={"brisa": [0, 0, 1, 2]})
    assert [parts[1] for parts in income_parts(state)] == [
        first("brisa", 4),
        second("brisa", 4),
        0,
    ]


def test_hotels_waiting_for_renovation_count_for_nothing() -> None:
    """Neither distribution nor majority for a hotel on the city picture."""
    state = table(3, chains={"aurelia": [-1, 1, 1, 2]}, renovation={"aurelia": [0]})
    parts = income_parts(state)
    assert parts[0] == (DISTRIBUTION[0], 0, 0)
    assert parts[1][1] == first("aurelia", 4) and parts[2][1] == second("aurelia", 4)


def test_a_full_chain_pays_the_amounts_of_its_last_field() -> None:
    """At chain_end 14 the last field's amounts count."""
    owners = [0, 0, 0, 1, 1, 2, 2, 3, 0, 0, 0, 1, 1, 2]
    state = table(4, round=3, chains={"corvento": owners})
    assert len(owners) == CHAIN_LENGTH
    parts = income_parts(state)
    assert parts[0][1] == first("corvento", CHAIN_LENGTH - 1)
    assert parts[1][1] == second("corvento", CHAIN_LENGTH - 1)


def test_a_factory_pays_the_second_amount_of_its_city() -> None:
    """Outside the longest chain a factory earns what the runner-up of its city earns."""
    state = table(3, chains={"brisa": [1, 1, 1], "aurelia": [1]}, factories={"aurelia": [0, -1]})
    assert income_parts(state)[0] == (0, 0, second("aurelia", 1))


def test_factories_in_the_longest_chain_pay_the_first_amount() -> None:
    """The city with the most standing hotels pays its factories the first amount."""
    state = table(3, chains={"brisa": [1, 1, 1], "aurelia": [1]}, factories={"brisa": [2, 0]})
    parts = income_parts(state)
    assert parts[2][2] == first("brisa", 3) and parts[0][2] == first("brisa", 3)


def test_all_tied_longest_chains_pay_their_factories_the_first_amount() -> None:
    """Two chains of equal, greatest length: the factories of both take the first amount."""
    state = table(
        3,
        chains={"brisa": [1, 1], "isola": [2, 2], "aurelia": [1]},
        factories={"brisa": [0, -1], "isola": [0, -1], "aurelia": [2, -1]},
    )
    parts = income_parts(state)
    assert parts[0][2] == first("brisa", 2) + first("isola", 2)
    assert parts[2][2] == second("aurelia", 1)


def test_a_factory_pays_in_a_city_without_hotels_and_no_empty_chain_is_longest() -> None:
    """With no hotel anywhere, factories pay the second amount of field 0."""
    state = table(3, factories={"brisa": [0, -1], "estrela": [1, 1]})
    parts = income_parts(state)
    assert parts[0][2] == second("brisa", 0)
    assert parts[1][2] == 2 * second("estrela", 0)


def test_payday_pays_every_player_his_income_with_a_breakdown() -> None:
    """At the round's end each player receives distribution, majorities and factories."""
    state = table(
        3,
        acting=2,
        closing=True,
        chains={"brisa": [0, 1, 0], "isola": [0]},
        factories={"dunhaven": [2]},
    )
    expected = payday_income(state)
    before = list(state.cash)
    events = play(state, "end")
    paid = [event.to_dict() for event in of_kind(events, "income_paid")]
    assert [entry["total"] for entry in paid] == expected
    assert paid[0]["distribution"] == DISTRIBUTION[2]
    assert paid[0]["majorities"] == first("brisa", 3) + first("isola", 1)
    assert paid[2]["factories"] == second("dunhaven", 0) > 0
    assert [c - b for c, b in zip(state.cash, before)] == expected
