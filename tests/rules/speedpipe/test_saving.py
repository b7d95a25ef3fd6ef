"""Saves, views and hidden information: every state of a game round-trips, damaged saves are
refused in words, a view shows only the viewer's own cards and contracts, and redrawing the
hidden parts keeps everything the company can see."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from game.rules import SaveError
from game.rules.speedpipe.catalogue import paint_of_key
from game.rules.speedpipe.state import MOUNTAIN, SpeedpipeState

from .scenario import GAME, fixture_map, new, play, saved, table

SCHWARZ = paint_of_key("schwarz")
EVERY = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}


def _random_game(players: int, seed: int, options: dict[str, str]) -> list[SpeedpipeState]:
    """Every state of a seeded random game on the test map."""
    state = new(players, seed, options)
    rng = random.Random(seed)
    states = [state.copy()]
    while not state.is_terminal():
        company = state.to_act()[rng.randrange(len(state.to_act()))]
        moves = state.legal_moves(company)
        state.play(company, moves[rng.randrange(len(moves))])
        states.append(state.copy())
    return states


def _load(data: Any) -> SpeedpipeState:
    """A save loaded on the test map."""
    return GAME.state_from_dict(data, fixture_map())


@pytest.mark.parametrize(("players", "options"), [(3, {}), (4, EVERY), (2, EVERY)])
def test_every_state_of_a_game_round_trips(players: int, options: dict[str, str]) -> None:
    """From the deal to the end, each save loads to a state with the same save and moves."""
    for state in _random_game(players, 8, options)[::3]:
        data = saved(state)
        loaded = _load(data)
        assert saved(loaded) == data
        for company in range(players):
            assert loaded.legal_moves(company) == state.legal_moves(company)


def test_a_loaded_game_goes_on_exactly_like_the_original() -> None:
    """Saved in the middle of a mountain decision, both copies play on to the same end."""
    state = table(hands={0: {"schwarz": 5, "joker": 1}}, pile_top=["schwarz", "joker", "rot"])
    play(state, "lay 4 schwarz 0")
    assert state.phase == MOUNTAIN
    loaded = _load(saved(state))
    rng = random.Random(3)
    while not state.is_terminal():
        company = state.to_act()[0]
        move = state.legal_moves(company)[rng.randrange(len(state.legal_moves(company)))]
        assert [e.to_dict() for e in state.play(company, move)] == [
            e.to_dict() for e in loaded.play(company, move)
        ]
    assert saved(loaded) == saved(state) and loaded.outcome() == state.outcome()


def _changed(data: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    """A changed copy of save data."""
    twin = json.loads(json.dumps(data))
    change(twin)
    return twin


def test_damaged_saves_are_refused_in_words() -> None:
    """Cards, contracts, routes, phases and types that do not fit: SaveError with a message."""
    state = table(hands={0: {"rot": 2}}, owners={1: 1}, contracts={0: [7]})
    data = saved(state)
    damaged = {
        "a card lost": lambda d: d["pile"].pop(),
        "a card too many": lambda d: d["hands"][0].__setitem__(0, 3),
        "a contract twice": lambda d: d["contracts"][1].append(7),
        "a contract lost": lambda d: d["short_pile"].pop(),
        "a route without segments": lambda d: d["owners"].__setitem__(0, 0),
        "points that fit nothing": lambda d: d["points"].__setitem__(1, d["points"][1] + 5),
        "both strands at three": lambda d: d["owners"].__setitem__(2, 0),
        "a contracts phase without contracts": lambda d: d.update(phase="contracts"),
        "a mountain phase without a mountain": lambda d: d.update(phase="mountain"),
        "an end without a reason": lambda d: d.update(phase="over"),
        "a blocked route without the rule": lambda d: d["blocked"].__setitem__(3, 0),
        "a fulfilled contract not joined": lambda d: d["fulfilled"][0].append([7, 100]),
        "a hand as text": lambda d: d["hands"].__setitem__(0, "rot"),
        "an unknown map": lambda d: d["options"].update(map="atlantis"),
        "a turn in no round": lambda d: d.update(round=0),
    }
    for description, change in damaged.items():
        with pytest.raises(SaveError) as refusal:
            _load(_changed(data, change))
        assert str(refusal.value).strip(), description


def test_a_mountain_save_must_fit_the_reveal() -> None:
    """A saved mountain whose extra does not follow from its revealed cards is refused."""
    state = table(hands={0: {"schwarz": 5, "joker": 1}}, pile_top=["schwarz", "joker", "rot"])
    play(state, "lay 4 schwarz 0")
    data = saved(state)
    _load(data)
    with pytest.raises(SaveError, match="extra"):
        _load(_changed(data, lambda d: d["mountain"].update(extra=1)))
    with pytest.raises(SaveError, match="does not hold"):
        _load(_changed(data, _discard_two_schwarz))


def _discard_two_schwarz(data: dict[str, Any]) -> None:
    """Moves two schwarz cards from company 0's hand to the discard pile."""
    data["hands"][0][SCHWARZ] -= 2
    data["discard"][SCHWARZ] += 2


def test_a_view_shows_the_own_hand_and_contracts_and_only_counts_of_the_others() -> None:
    """Company 0 sees its cards and contracts; of company 1 only how many."""
    state = table(hands={0: {"rot": 2}, 1: {"blau": 3}}, contracts={0: [7], 1: [5, 6]})
    view = state.view(0)
    assert view["hand"] == state.hands[0] and view["contracts"] == [7]
    assert view["hand_sizes"][1] == 3 and view["contract_counts"][1] == 2
    assert "blau" not in json.dumps(view) and 5 not in (view["contracts"] or [])
    spectator = state.view(None)
    assert spectator["hand"] is None and spectator["contracts"] is None
    assert json.loads(json.dumps(spectator)) == spectator


def test_the_final_view_shows_every_account() -> None:
    """At the end all contracts and the final accounts are open."""
    state = _random_game(3, 2, {})[-1]
    result = state.view(1)["result"]
    assert [entry["contracts"] for entry in result["scores"]] == state.contracts
    assert [entry["total"] for entry in result["scores"]] == list(state.outcome().scores)


def test_redrawing_the_hidden_parts_keeps_the_view() -> None:
    """Other hands, the pile and the others' contracts are redrawn; the company sees the same."""
    state = _random_game(4, 5, EVERY)[40]
    for company in range(4):
        twin = state.resample_hidden(company, random.Random(company))
        assert twin.view(company) == state.view(company)
        assert twin.view(None) == state.view(None)
        assert twin.legal_moves(company) == state.legal_moves(company)
        _load(saved(twin))
    twins = [state.resample_hidden(0, random.Random(seed)) for seed in range(5)]
    assert any(twin.hands[1] != state.hands[1] for twin in twins)
    assert any(twin.contracts[1] != state.contracts[1] for twin in twins)


def test_redrawn_contracts_keep_long_for_long() -> None:
    """A company holding one long contract still holds one after the redraw."""
    state = _random_game(3, 6, {})[10]
    table_ = fixture_map().contracts
    for seed in range(5):
        twin = state.resample_hidden(0, random.Random(seed))
        for company in (1, 2):
            assert sum(table_[c].long for c in twin.contracts[company]) == sum(
                table_[c].long for c in state.contracts[company]
            )


def test_redrawing_in_the_opening_keeps_the_dealt_contracts_of_the_viewer() -> None:
    """The others' dealt contracts and choices are redrawn, the viewer's stay."""
    state = new(3, 4)
    play(state, "keep " + ",".join(map(str, state.dealt[1][:2])), 1)
    twin = state.resample_hidden(0, random.Random(1))
    assert twin.dealt[0] == state.dealt[0]
    assert twin.chosen[1] is not None and len(twin.chosen[1]) == 2
    _load(saved(twin))


def test_redrawing_during_a_mountain_keeps_the_payment_in_the_hand() -> None:
    """The cards being paid for a mountain are known and stay with the company."""
    state = table(hands={0: {"schwarz": 5, "joker": 1}}, pile_top=["schwarz", "joker", "rot"])
    play(state, "lay 4 schwarz 0")
    for seed in range(5):
        twin = state.resample_hidden(1, random.Random(seed))
        assert twin.hands[0][SCHWARZ] >= 4
        _load(saved(twin))


def test_a_copy_is_independent() -> None:
    """Playing on the copy changes nothing of the original."""
    state = table(hands={0: {"rot": 2}})
    before = saved(state)
    twin = state.copy()
    assert twin == state
    play(twin, "lay 0 rot 0")
    assert saved(state) == before and twin != state
