"""Saves, views and hidden information: every state of a game round-trips, damaged saves are
refused in words and load nothing, a view shows only the viewer's own hand, and redrawing the
hidden parts keeps everything the player can see."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from game.rules import SaveError
from game.rules.speedtycoon.catalogue import STARTUP, VENTURE_CAPITAL
from game.rules.speedtycoon.state import SpeedtycoonState

from .scenario import GAME, building, legal, new, play, reloaded, saved, table

PREFERENCE = ("buy", "build", "end", "take", "plan", "fund")


def _preferred(state: SpeedtycoonState) -> str:
    """The first legal move of the most wanted kind, as text."""
    moves = legal(state)
    for verb in PREFERENCE:
        for text in moves:
            if text.split()[0] == verb:
                return text
    return moves[0]


@pytest.mark.parametrize(
    ("players", "options"),
    [(3, {"mode": "klassisch"}), (2, {"mode": "klassisch"}), (4, {"mode": "tycoon"})],
)
def test_every_state_of_a_game_round_trips(players: int, options: dict[str, str]) -> None:
    """From the deal to the end, each save loads to a state with the same save, moves and view."""
    state = new(players, 21, options)
    while not state.is_terminal():
        data = saved(state)
        loaded = GAME.state_from_dict(data)
        assert saved(loaded) == data
        assert legal(loaded) == legal(state)  # type: ignore[arg-type]
        play(state, _preferred(state))
    data = saved(state)
    assert saved(GAME.state_from_dict(data)) == data


def test_a_loaded_game_goes_on_exactly_like_the_original() -> None:
    """Saved in the middle of a placing phase, both copies play on to the same end."""
    state = table(hands={0: ["$7a"]}, market=[building("logistik", 7, "S"), None, None, None])
    play(state, "buy 1 $7a")
    loaded = reloaded(state)
    for _ in range(40):
        text = _preferred(state)
        play(state, text)
        play(loaded, text)
    assert saved(loaded) == saved(state)


def _second_copy_of_a_card(data: dict[str, Any]) -> None:
    data["hands"][0].append(data["hands"][1][0])


def _a_card_missing(data: dict[str, Any]) -> None:
    data["deck"].remove(next(card for card in data["deck"] if card < STARTUP))


def _a_building_twice(data: dict[str, Any]) -> None:
    data["bag"].append(data["market"][0])


def _a_building_missing(data: dict[str, Any]) -> None:
    data["bag"].pop()


def _sides_that_do_not_match(data: dict[str, Any]) -> None:
    # Logistik 5 has its highway to the north: it cannot stand south of the headquarters.
    number = building("logistik", 5, "N")
    data["bag"].remove(number)
    data["empires"][0].append([0, 1, number])


def _a_building_out_of_reach(data: dict[str, Any]) -> None:
    number = building("logistik", 8)
    data["bag"].remove(number)
    data["empires"][0].append([2, 0, number])


def _a_tunnel_without_the_module(data: dict[str, Any]) -> None:
    data["tunnels_left"][0] = 1


def _an_unknown_phase(data: dict[str, Any]) -> None:
    data["phase"] = "auction"


def _another_game(data: dict[str, Any]) -> None:
    data["game"] = "speedchicago"


def _an_unknown_format(data: dict[str, Any]) -> None:
    data["format"] = 99


def _too_many_players(data: dict[str, Any]) -> None:
    data["players"] = 7


def _an_unknown_option(data: dict[str, Any]) -> None:
    data["options"]["speed"] = "fast"


def _a_damaged_rng(data: dict[str, Any]) -> None:
    data["rng"] = "seed"


def _a_bonus_while_placing(data: dict[str, Any]) -> None:
    data["phase"] = "place"
    data["to_place"] = [data["market"][0]]
    data["market"][0] = -1
    data["bonus"] = True


def _a_fund_at_a_table_of_three(data: dict[str, Any]) -> None:
    data["fund"].append(data["bag"].pop())


def _a_scoring_card_in_the_kapital(data: dict[str, Any]) -> None:
    data["deck"].remove(VENTURE_CAPITAL)
    data["discard"].append(data["kapital"][0])
    data["kapital"][0] = VENTURE_CAPITAL


def _points_as_text(data: dict[str, Any]) -> None:
    data["points"][1] = "12"


def _no_headquarters(data: dict[str, Any]) -> None:
    data["empires"][2] = []


def _a_missing_key(data: dict[str, Any]) -> None:
    del data["kapital"]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (_second_copy_of_a_card, "money cards"),
        (_a_card_missing, "money cards"),
        (_a_building_twice, "buildings"),
        (_a_building_missing, "buildings"),
        (_sides_that_do_not_match, "building rule"),
        (_a_building_out_of_reach, "building rule"),
        (_a_tunnel_without_the_module, "tunnels"),
        (_an_unknown_phase, "phase"),
        (_another_game, "not of Speedtycoon"),
        (_an_unknown_format, "format"),
        (_too_many_players, "players"),
        (_an_unknown_option, "options"),
        (_a_damaged_rng, "random"),
        (_a_bonus_while_placing, "bonus"),
        (_a_fund_at_a_table_of_three, "Staatsfonds"),
        (_a_scoring_card_in_the_kapital, "special card"),
        (_points_as_text, "points"),
        (_no_headquarters, "headquarters"),
        (_a_missing_key, "kapital"),
    ],
)
def test_a_damaged_save_is_refused_in_words(
    damage: Callable[[dict[str, Any]], None], words: str
) -> None:
    """Each damage raises SaveError naming the problem; the data handed in stays as it was."""
    data = saved(new(3, 4))
    damage(data)
    handed_in = copy.deepcopy(data)
    with pytest.raises(SaveError, match=words):
        GAME.state_from_dict(data)
    assert data == handed_in


def test_a_view_shows_the_own_hand_only() -> None:
    """Own cards in full, the others' as counts; no deck order, bag order or random state."""
    state = new(3, 6)
    view = state.view(1)
    assert view["hand"] == state.hands[1]
    assert view["hand_sizes"] == [len(hand) for hand in state.hands]
    assert not {"hands", "deck", "bag", "rng"} & set(view)
    assert state.view(None)["hand"] is None
    # Swapping a card between two other hands and the deck changes nothing player 1 sees.
    twin = state.copy()
    deck_card = next(card for card in twin.deck if card < STARTUP)
    twin.deck[twin.deck.index(deck_card)] = twin.hands[0][0]
    twin.hands[0][0] = deck_card
    twin.hands[0].sort()
    assert twin.view(1) == view and twin.view(0) != state.view(0)


def test_resample_hidden_keeps_what_the_player_sees() -> None:
    """Other hands and the deck's money are dealt anew (sizes kept), the bag mixed; the player's
    view and his own moves stay; the original is untouched."""
    state = table(hands={0: ["$7a", "€3a"]})
    before = saved(state)
    changed = False
    for seed in range(5):
        twin = state.resample_hidden(0, random.Random(seed))
        assert twin.view(0) == state.view(0)
        assert legal(twin) == legal(state)
        assert [len(hand) for hand in twin.hands] == [len(hand) for hand in state.hands]
        assert sorted(twin.deck) != twin.deck and STARTUP in twin.deck
        assert VENTURE_CAPITAL in twin.deck
        assert sorted(twin.bag) == sorted(state.bag)
        changed |= twin.hands[1] != state.hands[1] or twin.deck != state.deck
        assert saved(reloaded(twin))["hands"][0] == before["hands"][0]
    assert changed and saved(state) == before
