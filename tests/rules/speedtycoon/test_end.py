"""The end of a game: Handelsschluss when the Weltmarkt cannot be refilled, the last market
buildings going to the most money of their currency, the IPO scoring and the winners."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.rules.speedtycoon.state import SpeedtycoonState

from .scenario import building, kinds, legal, legal_starting, of_kind, play, reloaded, table

NEW_YORK = building("logistik", 7, "S")
FRANKFURT = building("logistik", 8)
SHANGHAI = building("industrie", 9)
TOKYO = building("energie", 10)
MARKET = [NEW_YORK, FRANKFURT, SHANGHAI, TOKYO]
LOBBIED = building("finanzen", 11)
LOBBIED_TOO = building("technologie", 12)


def last_market(
    hands: Mapping[int, Sequence[str]],
    players: int = 3,
    options: Mapping[str, str] | None = None,
) -> SpeedtycoonState:
    """Player 0 to act, the bag empty: the next market place bought cannot be refilled."""
    state = table(players, hands=hands, market=MARKET, options=options)
    state.gone = sorted(state.gone + state.bag + state.fund)
    state.bag = []
    state.fund = []
    return reloaded(state)


def test_handelsschluss_awards_the_market_in_the_order_of_the_places() -> None:
    """Frankfurt bought and not refilled: New York, Shanghai and Tokyo are handed out in this
    order; a tie in dollars gives New York to nobody, Shanghai goes to the only yuan, Tokyo to
    nobody since nobody holds yen; then the IPO ends the game."""
    state = last_market({0: ["€9a", "$9a", "元3a"], 1: ["$4a", "$5a"], 2: ["€1a"]})
    play(state, "buy 2 €9a")
    events = play(state, f"plan {FRANKFURT}")
    order = kinds(events)
    assert order.index("turn_ended") < order.index("trading_closed")
    awarded = [
        (event.place, event.building, event.player) for event in of_kind(events, "building_awarded")
    ]
    assert awarded == [(0, NEW_YORK, -1), (2, SHANGHAI, 0), (3, TOKYO, -1)]
    assert state.phase == "place" and state.place_reason == "award" and state.acting == 0
    assert state.to_place == [SHANGHAI] and {NEW_YORK, TOKYO} <= set(state.gone)
    assert state.market == [None] * 4
    events = play(state, f"build {SHANGHAI} 1,0")
    assert [event.scoring for event in of_kind(events, "scoring_held")] == [2]
    assert state.phase == "over" and state.is_terminal() and kinds(events)[-1] == "game_ended"


def test_the_awarded_building_is_built_or_planned_like_a_bought_one() -> None:
    """The receiver chooses a field or the Planung; at a table of two the Staatsfonds too."""
    state = last_market({0: ["€9a", "元3a"], 1: ["$4a"], 2: ["€1a"]})
    play(state, "buy 2 €9a", f"plan {FRANKFURT}")
    assert state.acting == 1 and state.to_place == [NEW_YORK]
    assert f"plan {NEW_YORK}" in legal(state) and legal_starting(state, f"build {NEW_YORK} ")
    assert not legal_starting(state, "fund")
    play(state, f"plan {NEW_YORK}")
    assert state.acting == 0 and state.to_place == [SHANGHAI]
    play(state, f"plan {SHANGHAI}")
    assert state.is_terminal() and state.planning[1] == [NEW_YORK]
    two = last_market({0: ["€9a", "元3a"], 1: ["$4a"]}, players=2)
    play(two, "buy 2 €9a", f"plan {FRANKFURT}")
    assert f"fund {NEW_YORK}" in legal(two)
    play(two, f"fund {NEW_YORK}")
    assert NEW_YORK in two.fund


def test_devisen_cards_count_in_both_currencies_at_handelsschluss() -> None:
    """A $/€ card of 4 with a $5: nine dollars beat eight; the same card also makes euros."""
    options = {"mode": "eigene", "devisenbuero": "on"}
    state = last_market({0: ["€9a", "$8a"], 1: ["$/€4", "$5a"], 2: ["元1a"]}, options=options)
    play(state, "buy 2 €9a")
    events = play(state, f"plan {FRANKFURT}")
    awarded = {event.place: event.player for event in of_kind(events, "building_awarded")}
    assert awarded == {0: 1, 2: 2, 3: -1}


def test_waiting_lobbyist_buildings_are_placed_after_the_awards() -> None:
    """Buildings bought by Lobbyists and not yet built are placed at Handelsschluss too, after
    the market buildings, by seat number."""
    options = {"mode": "eigene", "lobbyist": "on"}
    state = table(
        hands={0: ["€9a", "元3a"], 1: ["$1a"], 2: ["€1a"]}, market=MARKET, options=options
    )
    for seat, number in ((2, LOBBIED), (0, LOBBIED_TOO)):
        state.bag.remove(number)
        state.lobby_pending[seat] = number
    state.gone = sorted(state.gone + state.bag)
    state.bag = []
    state = reloaded(state)
    play(state, "buy 2 €9a", f"plan {FRANKFURT}")
    placed = []
    while not state.is_terminal():
        placed.append((state.acting, state.to_place[0]))
        play(state, f"plan {state.to_place[0]}")
    assert placed == [(1, NEW_YORK), (0, SHANGHAI), (0, LOBBIED_TOO), (2, LOBBIED)]
    assert LOBBIED in state.planning[2] and state.lobby_pending == [-1, -1, -1]


def test_the_most_points_win_and_equal_points_share_the_place() -> None:
    """After the IPO the points decide; two equal first share place 1, the next is third."""
    state = last_market({0: ["€9a"], 1: ["$1a"], 2: ["€1a"]})
    state.points = [40, 40, 12]
    play(state, "buy 2 €9a", f"plan {FRANKFURT}")
    while not state.is_terminal():
        play(state, f"plan {state.to_place[0]}")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == tuple(state.points)
    assert state.points[0] == state.points[1] > state.points[2]
    assert outcome.places == (1, 1, 3) and outcome.winners == (0, 1)
