"""The forecast: the next chain field and its amounts, the hotel a red field would send away,
factory values and city payouts as a payday now would count them, and the build preview, each
checked against the board data and against what the engine then really does."""

from __future__ import annotations

import random

from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, DISTRIBUTION
from game.rules.tycoon.forecast import (
    ALREADY_BUILT,
    CHAIN_FULL,
    NO_CASH,
    NO_FACTORIES,
    NO_HOTELS,
    NOT_YOUR_TURN,
    SITE_TAKEN,
    WHERE_AIRBORNE,
    WHERE_HOME,
    WHERE_LANDED,
    build_preview,
    build_preview_at,
    city_payouts,
    factory_values,
    next_field,
    payday_income_of,
    payday_totals,
    payout_amounts,
    red_victim,
    state_city_payouts,
    state_red_victim,
)
from game.rules.tycoon.moves import BUILD_HOTEL, FACTORIES, RENOVATE
from game.rules.tycoon.payday import income_parts
from game.rules.tycoon.state import TycoonState

from .scenario import CITY, new, of_kind, play, preferred_move, table

AURELIA, BRISA, CORVENTO, ISOLA = CITY["aurelia"], CITY["brisa"], CITY["corvento"], CITY["isola"]


def totals(state: TycoonState) -> list[int]:
    """Every player's income of a payday now, as the engine counts it."""
    return [sum(parts) for parts in income_parts(state)]


# ---- next field, amounts, red fields ------------------------------------------------------------


def test_the_next_field_is_the_chain_end_until_the_chain_is_full() -> None:
    """0 for an empty chain, 13 before the last hotel, None when all 14 are given."""
    assert next_field(0) == 0
    assert next_field(CHAIN_LENGTH - 1) == CHAIN_LENGTH - 1
    assert next_field(CHAIN_LENGTH) is None


def test_payout_amounts_stand_on_the_next_free_field_or_the_last_of_a_full_chain() -> None:
    """The board's first and second amounts of the amount field."""
    chain = CITIES[CORVENTO].chain
    assert payout_amounts(CORVENTO, 0) == (chain.first[0], chain.second[0])
    assert payout_amounts(CORVENTO, 5) == (chain.first[5], chain.second[5])
    assert payout_amounts(CORVENTO, CHAIN_LENGTH) == (chain.first[-1], chain.second[-1])


def test_a_red_field_names_the_oldest_standing_hotel_gaps_passed_over() -> None:
    """Aurelia's 4th field (index 3) is red: the oldest standing hotel goes, even one's own."""
    assert 3 in CITIES[AURELIA].chain.red and 2 not in CITIES[AURELIA].chain.red
    assert red_victim([2, 1, 0] + [-1] * 11, 3, AURELIA) == (0, 2)
    assert red_victim([-1, 1, 0] + [-1] * 11, 3, AURELIA) == (1, 1)
    assert red_victim([0, 1] + [-1] * 12, 2, AURELIA) is None
    assert red_victim([-1] * 14, 3, AURELIA) is None
    assert red_victim([0] * 14, CHAIN_LENGTH, AURELIA) is None


def test_the_red_victim_is_the_hotel_the_engine_sends_to_the_stadtbild() -> None:
    """Building on the red field really sends the named hotel away."""
    state = table(
        3,
        chains={"aurelia": [-1, 1, 2, 0, 2, 1]},
        renovation={"aurelia": [2]},
        planes={0: ("aurelia", 0)},
    )
    named = state_red_victim(state, AURELIA)
    sent = of_kind(play(state, "hotel"), "sent_to_renovation")
    assert named == (1, 1)
    assert [(event.field, event.owner) for event in sent] == [named]  # type: ignore[attr-defined]


# ---- factory values and city payouts -------------------------------------------------------------


def test_a_factory_is_worth_the_second_amount_and_the_first_in_every_longest_chain() -> None:
    """Two longest chains pay their factories the first amount; an empty city the second of
    its first field."""
    state = table(3, chains={"brisa": [0, 1], "isola": [1, 2], "aurelia": [0]})
    values = factory_values(state.chains, state.chain_end)
    assert values[BRISA] == CITIES[BRISA].chain.first[2]
    assert values[ISOLA] == CITIES[ISOLA].chain.first[2]
    assert values[AURELIA] == CITIES[AURELIA].chain.second[1]
    assert values[CORVENTO] == CITIES[CORVENTO].chain.second[0]
    empty = new(3)
    assert factory_values(empty.chains, empty.chain_end) == [
        city.chain.second[0] for city in CITIES
    ]


def test_city_payouts_name_first_and_second_and_whether_the_earliest_hotel_decided() -> None:
    """Equal counts for first: the earlier builder first, tie_first set; a clear lead: no tie;
    several tied behind the leader: tie_second set."""
    state = table(
        4,
        round=2,
        chains={"brisa": [1, 0, 0, 1], "isola": [0, 0, 1], "aurelia": [0, 0, 1, 2, 3]},
        factories={"brisa": [2, -1]},
    )
    payouts = state_city_payouts(state)
    brisa, isola, aurelia = payouts[BRISA], payouts[ISOLA], payouts[AURELIA]
    assert (brisa.first, brisa.second, brisa.tie_first, brisa.tie_decided) == (1, 0, True, True)
    assert brisa.standings == ((1, 2), (0, 2)) and brisa.earliest == (0, 1)
    assert (brisa.field, brisa.first_amount) == (4, CITIES[BRISA].chain.first[4])
    assert brisa.factory_owners == (2, -1) and brisa.factory_value == brisa.second_amount
    assert not brisa.longest and aurelia.longest
    assert (isola.first, isola.second, isola.tie_decided) == (0, 1, False)
    assert (aurelia.first, aurelia.second, aurelia.tie_first, aurelia.tie_second) == (
        0,
        1,
        False,
        True,
    )
    nobody = payouts[CORVENTO]
    assert (nobody.first, nobody.second, nobody.standings) == (-1, -1, ())


def income_from_payouts(state: TycoonState) -> list[tuple[int, int, int]]:
    """The payday income rebuilt from the city payouts, a second way of counting it."""
    spread = [0] * state.players
    majorities = [0] * state.players
    made = [0] * state.players
    for payout in city_payouts(state.chains, state.chain_end, state.factories, state.players):
        for player, _count in payout.standings:
            spread[player] += 1
        if payout.first >= 0:
            majorities[payout.first] += payout.first_amount
        if payout.second >= 0:
            majorities[payout.second] += payout.second_amount
        for owner in payout.factory_owners:
            if owner >= 0:
                made[owner] += payout.factory_value
    return [(DISTRIBUTION[spread[p]], majorities[p], made[p]) for p in range(state.players)]


def played_positions(players: int, seed: int) -> list[TycoonState]:
    """Copies of every position of a purposeful seeded game."""
    state = new(players, seed)
    rng = random.Random(seed)
    positions = []
    step = 0
    while not state.is_terminal():
        positions.append(state.copy())
        moves = state.legal_moves(state.acting)
        if rng.random() < 0.2:
            move = moves[rng.randrange(len(moves))]
        else:
            move = preferred_move(state, moves, step)
        state.play(state.acting, move)
        step += 1
    return positions


def test_city_payouts_add_up_to_the_income_a_payday_pays() -> None:
    """Along whole games the payouts, summed per player, give the engine's income parts, and
    the income at each payday is what the forecast said just before."""
    checked = 0
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        for state in played_positions(players, seed):
            expected = payday_income_of(state.chains, state.chain_end, state.factories, players)
            assert income_from_payouts(state) == expected == income_parts(state)
            checked += 1
    assert checked > 300


def test_the_income_paid_at_payday_is_the_forecast_of_the_closing_moment() -> None:
    """The IncomePaid events of a payday carry the parts forecast before the last turn ended."""
    paydays = set()
    for state in played_positions(3, 5):
        if state.phase != "turn" or state.acting != state.last_player():
            continue
        forecast = payday_income_of(state.chains, state.chain_end, state.factories, 3)
        paid = of_kind(play(state, "end"), "income_paid")
        if not paid:
            continue
        assert [(e.distribution, e.majorities, e.factories) for e in paid] == forecast  # type: ignore[attr-defined]
        paydays.add(state.round)
    assert paydays == {1, 2, 3}


# ---- the build preview ---------------------------------------------------------------------------


def test_a_hotel_preview_names_price_field_red_victim_and_the_majority_change() -> None:
    """On Aurelia's dear place with its red field next: price 3, field 3, red, the oldest hotel
    (player 1's on field 0) goes; player 0 takes the majority from player 1."""
    state = table(3, chains={"aurelia": [1, 0, 1]}, planes={0: ("aurelia", 1)})
    preview = build_preview(state, 0)
    hotel = preview.hotel
    assert preview.where == WHERE_LANDED and preview.city == AURELIA and hotel is not None
    assert (hotel.price, hotel.field, hotel.red, hotel.victim) == (3, 3, True, (0, 1))
    assert hotel.before.first == 1 and hotel.before.rank_of(0) == 1
    assert hotel.after.standings == ((0, 2), (1, 1))
    assert hotel.after.first == 0 and hotel.after.second == 1
    assert hotel.after.first_amount == CITIES[AURELIA].chain.first[4]
    assert hotel.affordable and hotel.why_not == ""
    before = totals(state)
    play(state, "hotel")
    assert hotel.income_change == tuple(a - b for a, b in zip(totals(state), before))
    assert state.chains[AURELIA][:4] == [-1, 0, 1, 0]


def test_a_preview_says_why_a_hotel_cannot_be_built() -> None:
    """Too little cash, no hotel left, already built, another's turn: each its reason."""
    poor = table(3, cash=[2, 15, 15], planes={0: ("corvento", 0)})
    assert build_preview(poor, 0).hotel.why_not == NO_CASH  # type: ignore[union-attr]
    other = build_preview(poor, 1)
    assert other.where == WHERE_HOME and other.hotel is None and other.factories == ()
    lent = table(3, planes={0: ("corvento", 0), 1: ("brisa", 0)})
    assert build_preview(lent, 1).hotel.why_not == NOT_YOUR_TURN  # type: ignore[union-attr]
    built = table(3, planes={0: ("corvento", 0)}, built=True)
    assert build_preview(built, 0).hotel.why_not == ALREADY_BUILT  # type: ignore[union-attr]
    none_left = table(
        2,
        chains={"brisa": [0, 0, 0, 0], "isola": [0, 0]},
        planes={0: ("corvento", 0)},
        closing=True,
    )
    hotel = build_preview(none_left, 0).hotel
    assert hotel is not None and not hotel.affordable and hotel.why_not == NO_HOTELS


def test_airborne_and_full_chains_have_no_hotel_but_a_full_city_keeps_its_factory_sites() -> None:
    """Over a city nothing is built; in a full city the factory sites are still offered."""
    owners = [-1] + [0, 1] * 6 + [2]
    state = table(
        3,
        round=3,
        chains={"brisa": owners},
        planes={0: ("brisa", 0), 1: ("isola", 0), 2: ("isola", 1)},
        renovation={"brisa": [0]},
    )
    preview = build_preview(state, 0)
    assert preview.full and preview.hotel is None
    assert [site.affordable for site in preview.factories] == [True, True]
    renovation = preview.renovation
    assert renovation is not None and not renovation.possible
    assert renovation.why_not == CHAIN_FULL
    air = build_preview_at(state, 0, ISOLA, -1)
    assert air.where == WHERE_AIRBORNE and air.hotel is None and air.factories == ()


def test_a_renovation_preview_names_the_field_and_what_it_changes() -> None:
    """The own waiting hotel comes back on the chain's end; the income change is the real one."""
    state = table(
        3,
        chains={"brisa": [-1, 1, 2, 2, 1]},
        renovation={"brisa": [0]},
        planes={0: ("brisa", 0)},
    )
    preview = build_preview(state, 0)
    renovation = preview.renovation
    assert renovation is not None and renovation.possible
    assert (renovation.field, renovation.waiting) == (5, 1)
    assert renovation.before.rank_of(0) == -1 and renovation.after.rank_of(0) == 2
    before = totals(state)
    play(state, "renovate")
    assert renovation.income_change == tuple(a - b for a, b in zip(totals(state), before))
    assert build_preview(table(3, planes={0: ("brisa", 0)}), 0).renovation is None


def test_factory_sites_show_price_owner_value_and_why_not() -> None:
    """A taken site, a free one too dear, and no factory left each say so."""
    state = table(3, cash=[6, 15, 15], factories={"corvento": [1, -1]}, planes={0: ("corvento", 0)})
    sites = build_preview(state, 0).factories
    assert [(s.site, s.price, s.owner, s.free) for s in sites] == [
        (0, 12, 1, False),
        (1, 15, -1, True),
    ]
    assert [s.why_not for s in sites] == [SITE_TAKEN, NO_CASH]
    assert sites[0].value == factory_values(state.chains, state.chain_end)[CORVENTO]
    assert build_preview(state, 0).factory(2) is None
    mine = table(3, round=3, factories={0: [0, 0], 1: [0, 0], 3: [0]}, planes={0: ("granvik", 0)})
    assert [s.why_not for s in build_preview(mine, 0).factories] == [NO_FACTORIES] * 2


def test_the_preview_agrees_with_the_legal_moves_along_whole_games() -> None:
    """Wherever a player acts with his plane landed, the hotel is affordable exactly when the
    engine offers it, likewise renovation and each factory site; a preview of another seat
    says it is not his turn."""
    compared = 0
    for players, seed in ((2, 7), (4, 8)):
        for state in played_positions(players, seed):
            if state.phase != "turn":
                continue
            player = state.acting
            legal = set(state.legal_moves(player))
            preview = build_preview(state, player)
            hotel_ok = preview.hotel is not None and preview.hotel.affordable
            renovate_ok = preview.renovation is not None and preview.renovation.possible
            assert hotel_ok == (BUILD_HOTEL in legal)
            assert renovate_ok == (RENOVATE in legal)
            for site in preview.factories:
                assert site.affordable == (FACTORIES[site.site] in legal)
            other = build_preview(state, (player + 1) % players)
            if other.hotel is not None:
                assert other.hotel.why_not == NOT_YOUR_TURN
            compared += 1
    assert compared > 200


def test_the_totals_sum_the_income_parts() -> None:
    """payday_totals is the sum of each player's parts."""
    state = table(3, chains={"brisa": [0, 1, 0], "isola": [2]}, factories={"isola": [0, 1]})
    parts = payday_income_of(state.chains, state.chain_end, state.factories, 3)
    assert payday_totals(state.chains, state.chain_end, state.factories, 3) == [
        sum(p) for p in parts
    ]


def test_the_forecast_answers_a_view_as_it_answers_the_state() -> None:
    """The plain lists of a view give the same payouts, factory values and income as the state
    (the client asks them of the view it shows)."""
    for state in played_positions(4, 21)[::25]:
        view = state.view(None)
        lists = (view["chains"], view["chain_end"], view["factories"], view["players"])
        assert city_payouts(*lists) == state_city_payouts(state)
        assert [list(parts) for parts in payday_income_of(*lists)] == view["income_now"]
        assert factory_values(view["chains"], view["chain_end"]) == factory_values(
            state.chains, state.chain_end
        )
