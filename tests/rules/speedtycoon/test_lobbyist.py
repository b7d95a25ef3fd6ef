"""The Lobbyist, as written: a purchase during the others' turns, built at the start of the own
next turn without an action, then three own turns of rest; nobody ever waits for a Lobbyist."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from game.rules.core import IllegalMoveError
from game.rules.speedtycoon import SpeedtycoonState
from tests.rules.speedtycoon.scenario import (
    GAME,
    building,
    kinds,
    legal,
    legal_starting,
    of_kind,
    play,
    play_as,
    reloaded,
    saved,
    table,
)

NEW_YORK, FRANKFURT, SHANGHAI, TOKYO = range(4)
CHEAP_MARKET = [
    building("logistik", 2, "NES"),
    building("industrie", 3, "SWN"),
    building("energie", 4, "NES"),
    building("logistik", 3, "NE"),
]
FOLLOWING = building("finanzen", 5, "SWN")
RICH = ["$9a", "$9b", "€9a", "€9b", "元9a", "元9b", "¥9a", "¥9b"]


def _lobby_table(
    players: int = 4,
    hands: Mapping[int, Sequence[str]] | None = None,
    bag_top: Sequence[int] = (),
    options: Mapping[str, str] | None = None,
) -> SpeedtycoonState:
    """Player 0 on turn with the Lobbyist in play, a cheap market and a Kapital of ones."""
    return table(
        players,
        options={"lobbyist": "on"} if options is None else options,
        hands=hands,
        kapital=["$1a", "$1b", "$1c", "€1a"],
        market=list(CHEAP_MARKET),
        bag_top=list(bag_top),
    )


def _texts(state: SpeedtycoonState, player: int) -> list[str]:
    """A player's legal moves as text (on turn or not)."""
    return [move.text() for move in state.legal_moves(player)]


def test_a_ready_lobbyist_buys_during_another_players_turn_and_the_turn_goes_on() -> None:
    """Player 2 buys while player 0 is on turn: the turn player stays the only one to act,
    the place is refilled at once, no bonus action for anyone; player 0's action then ends
    his turn and player 1's begins at once (no pause asking anyone)."""
    state = _lobby_table(hands={0: ["$9c"], 1: [], 2: ["€3a"], 3: []}, bag_top=[FOLLOWING])
    assert state.to_act() == (0,)
    assert state.may_move() == (0, 2)
    assert _texts(state, 2) == ["lobby 2 €3a"]
    assert _texts(state, 1) == [] and _texts(state, 3) == []
    assert not legal_starting(state, "lobby")
    events = play_as(state, 2, "lobby 2 €3a")
    (bought,) = of_kind(events, "building_bought")
    assert (bought.player, bought.building, bought.lobby) == (2, CHEAP_MARKET[1], True)
    assert (bought.price, bought.exact) == (3, False)  # paid exactly: still no bonus action
    assert state.market[FRANKFURT] == FOLLOWING
    assert state.lobby_pending == [-1, -1, CHEAP_MARKET[1], -1]
    assert (state.phase, state.current, state.acting, state.bonus) == ("action", 0, 0, False)
    assert state.may_move() == (0,)
    events = play(state, "take 1")
    assert "lobby_passed" not in kinds(events)
    assert (state.phase, state.current, state.acting) == ("action", 1, 1)


def test_the_next_player_and_a_player_placing_his_purchase_are_both_another_players_turn() -> None:
    """Player 1, whose turn is next, may buy too; and while player 0 places what he bought at
    the end of his turn, the others still may."""
    state = _lobby_table(hands={0: ["$9c"], 1: ["€9c"], 2: [], 3: []})
    assert _texts(state, 1) == ["lobby 2 €9c"]
    play(state, "buy 1 $9c")
    assert (state.phase, state.acting) == ("place", 0)
    assert state.may_move() == (0, 1)
    play_as(state, 1, "lobby 2 €9c")
    assert (state.phase, state.acting) == ("place", 0)


def test_the_lobbyist_building_is_built_at_the_start_of_the_next_own_turn_without_an_action() -> (
    None
):
    """At player 2's next turn his building waits first (build or plan, no action spent);
    then he has his whole action."""
    state = _lobby_table(hands={0: [], 1: [], 2: ["€3a"], 3: []})
    play_as(state, 2, "lobby 2 €3a")
    play(state, "take 1", "take 1")
    assert (state.phase, state.acting, state.place_reason) == ("place", 2, "turn_start")
    assert state.to_place == [CHEAP_MARKET[1]]
    assert legal_starting(state, "build") and not legal_starting(state, "take")
    play(state, legal_starting(state, "build")[0])
    assert CHEAP_MARKET[1] in state.empires[2].fields.values()
    assert (state.phase, state.current, state.acting) == ("action", 2, 2)
    assert state.lobby_pending == [-1, -1, -1, -1] and state.lobby_rest[2] == 3
    assert legal_starting(state, "take")


def test_in_a_game_of_two_the_lobbyist_building_may_go_to_the_fund() -> None:
    """Two players: the one not on turn buys; at his next turn the building may also go to the
    Staatsfonds."""
    state = table(
        2,
        options={"lobbyist": "on"},
        hands={0: ["$9a"], 1: ["$2a"]},
        kapital=["¥1a", "¥1b", "€1a", "€1b"],
        market=list(CHEAP_MARKET),
    )
    play_as(state, 1, "lobby 1 $2a")
    play(state, "take 1")
    assert (state.phase, state.acting) == ("place", 1)
    assert f"fund {CHEAP_MARKET[0]}" in legal(state)
    play(state, f"fund {CHEAP_MARKET[0]}")
    assert CHEAP_MARKET[0] in state.fund


def test_the_lobbyist_rests_three_own_turns_counting_the_one_he_builds_in() -> None:
    """Player 2 builds at the start of his turn; during the others' turns he may not buy again
    until his third own turn from then on is over, however rich he is."""
    state = _lobby_table(hands={0: RICH[:2], 1: RICH[2:4], 2: ["€3a", *RICH[4:]], 3: []})
    play_as(state, 2, "lobby 2 €3a")
    play(state, "take 1", "take 1", f"plan {CHEAP_MARKET[1]}")
    assert (state.current, state.lobby_rest[2]) == (2, 3)
    ready: list[bool | None] = []
    for _ in range(12):  # turns of players 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1
        ready.append(None if state.current == 2 else 2 in state.may_move())
        play(state, "take 1")
    assert ready == [None, *[False] * 3, None, *[False] * 3, None, *[True] * 3]


def test_two_want_the_same_building_the_first_purchase_gets_it() -> None:
    """Players 1 and 3 can both pay Frankfurt's building; player 3 buys first. The place is
    refilled at once with a dearer building, which player 1's cards no longer pay: his purchase
    is refused in words and changes nothing."""
    state = _lobby_table(hands={0: [], 1: ["€3b"], 2: [], 3: ["€3a"]}, bag_top=[FOLLOWING])
    assert state.may_move() == (0, 1, 3)
    play_as(state, 3, "lobby 2 €3a")
    assert state.lobby_pending[3] == CHEAP_MARKET[1] and state.may_move() == (0,)
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="the cards are worth 3, the building costs 5"):
        play_as(state, 1, "lobby 2 €3b")
    assert saved(state) == before


def test_the_last_building_bought_by_a_lobbyist_leaves_its_place_empty() -> None:
    """With the bag empty the place stays empty: a second purchase there is refused."""
    state = _lobby_table(hands={0: [], 1: ["€3b"], 2: [], 3: ["€3a"]})
    state.gone = sorted(state.gone + state.bag)
    state.bag = []
    state = reloaded(state)
    play_as(state, 3, "lobby 2 €3a")
    assert state.market[FRANKFURT] is None
    with pytest.raises(IllegalMoveError, match="no building lies at that trading place"):
        play_as(state, 1, "lobby 2 €3b")


def test_at_handelsschluss_waiting_lobbyist_buildings_are_placed_after_the_awards() -> None:
    """The bag is empty: player 1's purchase during player 0's turn leaves New York empty, so
    the market cannot be refilled after that turn: Handelsschluss. Frankfurt and Shanghai go
    to nobody, Tokyo to player 2 (the only yen); player 2 places his award, then player 1 his
    Lobbyist building; nobody may buy meanwhile; then the IPO."""
    state = table(
        3,
        options={"lobbyist": "on"},
        hands={0: [], 1: ["$2a"], 2: ["¥2a", "€3a"]},
        kapital=["$1a", "$1b", "$1c", "€1a"],
        market=list(CHEAP_MARKET),
    )
    state.gone = sorted(state.gone + state.bag)
    state.bag = []
    state = reloaded(state)
    play_as(state, 1, "lobby 1 $2a")
    assert state.market[NEW_YORK] is None
    events = play(state, "take 1")
    awarded = of_kind(events, "building_awarded")
    assert [(event.place, event.player) for event in awarded] == [(1, 2), (2, -1), (3, 2)]
    assert (state.phase, state.acting, state.place_reason) == ("place", 2, "award")
    assert state.may_move() == (2,) and _texts(state, 1) == []
    with pytest.raises(IllegalMoveError, match="after Handelsschluss nothing more is bought"):
        play_as(state, 0, "lobby 2 €3a")
    play(state, f"plan {CHEAP_MARKET[1]}", f"plan {CHEAP_MARKET[3]}")
    assert (state.phase, state.acting, state.to_place) == ("place", 1, [CHEAP_MARKET[0]])
    events = play(state, f"build {CHEAP_MARKET[0]} 1,0")
    assert [event.scoring for event in of_kind(events, "scoring_held")] == [2]
    assert state.phase == "over" and state.empires[1].fields[(1, 0)] == CHEAP_MARKET[0]


@pytest.mark.parametrize(
    ("player", "move", "change", "reason"),
    [
        (2, "lobby 2 €3a", {"lobby_rest": [0, 0, 2, 0]}, "rests 2 more of your own turns"),
        (
            2,
            "lobby 2 €3a",
            {"lobby_rest": [0, 0, 1, 0]},
            r"rests 1 more of your own turn \(now: with a ready Lobbyist",
        ),
        (
            2,
            "lobby 2 €3a",
            {"lobby_pending": [-1, -1, FOLLOWING, -1]},
            "waits for the start of your next turn",
        ),
        (1, "lobby 2 €1b", {}, "the cards are worth 1, the building costs 3"),
        (1, "lobby 2 €3a", {}, "not all of these cards are in the hand"),
        (0, "lobby 1 $9c", {}, "only while another player is on turn; in your own, 'buy'"),
        (1, "take 1", {}, "player 0's turn, not 1's; outside the own turn only a Lobbyist buys"),
        (2, "pass", {}, "player 0's turn, not 2's; outside the own turn only a Lobbyist buys"),
        (0, "pass", {}, "nobody waits for a Lobbyist"),
    ],
)
def test_illegal_lobbyist_purchases_are_refused_in_words_and_change_nothing(
    player: int, move: str, change: dict[str, list[int]], reason: str
) -> None:
    """Resting, a building still waiting, cards that do not pay, the own turn, anything but a
    purchase outside the own turn: each refused with its reason, the state as it was."""
    state = _lobby_table(hands={0: ["$9c"], 1: ["€1b"], 2: ["€3a"], 3: []})
    if change:
        data = saved(state)
        data.update(change)
        if "lobby_pending" in change:
            data["bag"].remove(FOLLOWING)
        state = GAME.state_from_dict(data)
    before = saved(state)
    with pytest.raises(IllegalMoveError, match=reason):
        play_as(state, player, move)
    assert saved(state) == before


def test_without_the_module_nobody_buys_outside_his_turn() -> None:
    """Without the Lobbyist only the turn player may move, and the refusal says whose turn it is."""
    state = _lobby_table(hands={0: [], 1: ["€3a"], 2: [], 3: []}, options={})
    assert state.may_move() == (0,) and _texts(state, 1) == []
    with pytest.raises(IllegalMoveError, match="it is player 0's turn, not 1's"):
        play_as(state, 1, "lobby 2 €3a")


def test_a_state_with_a_lobbyist_building_waiting_is_saved_and_loaded_mid_turn() -> None:
    """Bought during player 0's turn and saved: loaded again it is the same state, with the same
    moves for everyone, and play goes on to the building at player 2's next turn."""
    state = _lobby_table(hands={0: [], 1: ["€3b"], 2: ["€3a"], 3: []}, bag_top=[FOLLOWING])
    play_as(state, 2, "lobby 2 €3a")
    again = reloaded(state)
    assert again == state
    assert [_texts(again, seat) for seat in range(4)] == [_texts(state, seat) for seat in range(4)]
    play(again, "take 1", "take 1")
    assert (again.phase, again.acting, again.to_place) == ("place", 2, [CHEAP_MARKET[1]])


def test_a_save_from_the_time_of_the_lobbyist_pause_goes_on_with_the_next_turn() -> None:
    """Older saves stopped after a turn in a 'lobby' phase with a queue of Lobbyists to ask:
    loaded now, the next player's turn has begun and those Lobbyists may buy during it."""
    state = _lobby_table(hands={0: [], 1: [], 2: ["€3a"], 3: []})
    data = saved(state)
    data.update(phase="lobby", lobby_queue=[0, 2])
    loaded = GAME.state_from_dict(data)
    assert (loaded.phase, loaded.current, loaded.acting) == ("action", 1, 1)
    assert loaded.may_move() == (1, 2)
    assert "lobby_queue" not in saved(loaded)
    data.update(phase="action")
    with pytest.raises(Exception, match="Lobbyist queue belongs to the Lobbyist phase"):
        GAME.state_from_dict(data)
