"""The Staatsfonds at a table of two: what it takes from the bag and when, the zones it puts
back, and that it scores nothing and has no Staatsaufträge."""

from __future__ import annotations

from game.rules.speedtycoon.catalogue import BRANCH_BUILDINGS, STARTUP, ZONES
from game.rules.speedtycoon.scorings import scoring_of

from .scenario import building, new, of_kind, play, reloaded, table

MARKET = [
    building("logistik", 7, "S"),
    building("logistik", 8),
    building("industrie", 9),
    building("energie", 10),
]


def test_the_fund_takes_six_buildings_from_the_bag_at_the_start() -> None:
    """After the Weltmarkt is laid out, the fund takes the next six buildings of the bag."""
    for seed in range(5):
        state = new(2, seed)
        assert len(state.fund) == 6 and len(state.bag) == 54 - 4 - 6
        assert not set(state.fund) & (set(state.bag) | set(state.market))
    assert not new(3, 1).fund


def test_after_the_startup_the_fund_takes_six_more_and_puts_zones_back() -> None:
    """Zones drawn by the fund go back into the bag, which is mixed anew; the fund still gets
    six buildings of the branches."""
    options = {"mode": "eigene", "sonderzonen": "on"}
    top = [ZONES[0], *BRANCH_BUILDINGS[20:23], ZONES[1], *BRANCH_BUILDINGS[23:26]]
    state = table(
        2,
        options=options,
        kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
        deck_top=["startup", "€5a"],
        market=MARKET,
        bag_top=top,
    )
    before = list(state.fund)
    events = play(state, "take 1")
    bought = of_kind(events, "fund_bought")
    assert [event.buildings for event in bought] == [tuple(BRANCH_BUILDINGS[20:26])]
    assert state.fund == sorted(before + list(BRANCH_BUILDINGS[20:26]))
    assert set(ZONES) <= set(state.bag)
    # The bag was mixed: the two zones do not simply lie on top again.
    assert state.bag[-2:] != [ZONES[1], ZONES[0]] and state.bag[-2:] != [ZONES[0], ZONES[1]]


def test_after_venture_capital_the_fund_takes_a_third_of_the_rest_rounded_down() -> None:
    """Twenty buildings left in the bag when Venture Capital comes up: the fund takes six (the
    Weltmarkt is refilled afterwards from what is left)."""
    for left, share in ((20, 6), (23, 7)):
        state = table(
            2,
            hands={0: ["$7a"]},
            kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
            deck_top=["venture", "€5a"],
            market=MARKET,
        )
        state.deck.remove(STARTUP)  # the Startup scoring is over
        state.scorings = 1
        state.gone = sorted(state.gone + state.bag[:-left])
        del state.bag[:-left]
        state = reloaded(state)
        fund = len(state.fund)
        play(state, "buy 1 $7a", "take 1")
        events = play(state, f"plan {MARKET[0]}")
        assert [event.scoring for event in of_kind(events, "scoring_held")] == [1]
        assert len(state.fund) == fund + share
        assert len(state.bag) == left - share - 1  # one building refilled New York


def test_the_fund_scores_nothing_and_has_no_orders() -> None:
    """The fund leads Logistik, but only the two players get points; with Staatsaufträge only
    the players hold orders."""
    state = table(
        2,
        options={"mode": "eigene", "staatsauftraege": "on"},
        empires={0: {(1, 0): building("logistik", 8)}},
        fund=[building("logistik", 2, "NES"), building("logistik", 3, "NE")],
    )
    result = scoring_of(state, 2)
    assert result.counts[0][2] == 2 and len(result.players) == 2
    assert result.players[0].branches[0] == 8  # second place behind the fund
    assert len(state.orders) == 2 and all(len(orders) == 2 for orders in state.orders)
    assert len(state.points) == 2
