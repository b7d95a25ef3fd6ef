"""Ölpreis: a price per round, contracts at the price of the moment they are fulfilled."""

from __future__ import annotations

from game.rules.speedpipe.scoring import contract_points
from game.rules.speedpipe.tables import OIL_PRICES

from .scenario import kinds, new, opened, play, reloaded, table

OIL = {"oil_price": "on"}


def test_the_price_is_drawn_whenever_the_start_company_begins_a_turn() -> None:
    """Each round begins with a price of 80, 90, … 130 %, drawn by the state's generator."""
    state = opened(3, 4, OIL)
    prices = [state.oil_price]
    for _ in range(12):
        company = state.current
        events = play(state, "blind")
        events += play(state, "blind")
        if state.current == state.start_company:
            assert kinds(events)[-3:] == ["round_began", "oil_price_set", "turn_began"]
            prices.append(state.oil_price)
        assert company != state.current
    assert state.round == 5 and len(prices) == 5
    assert set(prices) <= set(OIL_PRICES) and len(set(prices)) > 1


def test_without_the_rule_the_price_stays_at_100() -> None:
    """No price is drawn; contracts count at their value."""
    state = opened(3, 4)
    for _ in range(6):
        play(state, "blind")
    assert state.oil_price == 100


def test_a_contract_counts_at_the_price_of_the_moment_it_is_fulfilled() -> None:
    """Contract 0 (5) fulfilled at 90 %: 4.5 rounded half up to 5; a later price changes
    nothing."""
    state = table(options=OIL, hands={0: {"rot": 2}}, owners={1: 0}, contracts={0: [0]})
    state.oil_price = 90
    state = reloaded(state)
    play(state, "lay 0 rot 0")
    assert state.fulfilled[0] == {0: 90}
    state.oil_price = 130
    assert state.final_scores()[0].fulfilled == ((0, 5),)


def test_contract_points_are_rounded_half_up() -> None:
    """value × price / 100, halves up."""
    assert contract_points(5, 90) == 5
    assert contract_points(5, 80) == 4
    assert contract_points(13, 130) == 17
    assert contract_points(21, 110) == 23


def test_a_contract_joined_when_kept_counts_at_the_price_of_that_moment() -> None:
    """Drawing contract 7 while its places are joined, at 120 %: fulfilled at 120."""
    state = table(options=OIL, owners={0: 0}, contract_top=[7, 4, 5], contracts={0: []})
    state.oil_price = 120
    state = reloaded(state)
    play(state, "contracts")
    play(state, "keep 7")
    assert state.fulfilled[0] == {7: 120}


def test_a_contract_fulfilled_only_through_a_station_counts_at_the_last_price() -> None:
    """Borrowed at the end, at 120 %: contract 0 (5) brings 6."""
    state = table(options=OIL, owners={0: 0, 1: 1}, contracts={0: [0]}, stations={2: 0})
    state.oil_price = 120
    assert state.final_scores()[0].fulfilled == ((0, 6),)


def test_open_contracts_always_cost_their_full_value() -> None:
    """At 130 % an open contract of 9 still costs 9."""
    state = table(options=OIL, contracts={0: [6]})
    state.oil_price = 130
    assert state.final_scores()[0].failed == ((6, -9),)


def test_the_opening_is_played_at_100() -> None:
    """Before the first round there is no price drawn yet."""
    assert new(3, 2, OIL).oil_price == 100
