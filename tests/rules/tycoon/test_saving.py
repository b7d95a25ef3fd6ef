"""Saving: round trips in every phase, and every consistency check of a damaged save."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from game.rules import SaveError
from game.rules.tycoon.board import CHARTER_IDS

from .scenario import GAME, charter, new, play, reloaded, saved, scheduled_to, table


def _rich() -> Any:
    """A mid-turn position with held tickets, planes, a gap, a waiting hotel, factories, loans."""
    return table(
        3,
        round=2,
        acting=1,
        tickets={0: [charter("brisa", "estrela")], 1: [scheduled_to("isola")]},
        planes={0: ("brisa", 0), 1: ("aurelia", 1), 2: ("brisa", 1)},
        chains={"aurelia": [-1, 1, 2, 0, 2], "brisa": [0, 0]},
        renovation={"aurelia": [1]},
        factories={"aurelia": [2, -1]},
        loans={0: [1], 1: [0]},
        quiet_turns=1,
    )


def test_saves_round_trip_in_every_phase() -> None:
    """A turn, an airborne plane, a payday choice and the end all load back equal."""
    airborne = table(
        3,
        tickets={0: [scheduled_to("brisa")]},
        planes={1: ("brisa", 0), 2: ("brisa", 1)},
    )
    play(airborne, f"fly {scheduled_to('brisa')} brisa over")
    payday = table(3, acting=2, closing=True, loans={0: [0]})
    play(payday, "end")
    over = table(3, round=3, acting=2, closing=True)
    play(over, "end")
    for state in (new(5, seed=9), _rich(), airborne, payday, over):
        twin = reloaded(state)
        assert twin == state and twin.to_dict() == state.to_dict()
        assert twin.legal_moves(state.acting) == state.legal_moves(state.acting)


def test_a_reloaded_game_plays_on_exactly_alike() -> None:
    """The saved RNG reshuffles the discard piles the same way after loading."""
    state = table(3, empty_piles=True)
    twin = reloaded(state)
    for game in (state, twin):
        play(game, f"buy {game.open_charter[0]}")
        play(game, "end")
    assert twin.charter_pile == state.charter_pile


def _move_ticket(data: dict[str, Any], source: str, target: str) -> None:
    """The top ticket of one list onto another."""
    data[target].append(data[source].pop())


def _built_at_home(data: dict[str, Any]) -> None:
    """Player 1 built this turn, yet his plane stands at the home bank."""
    data.update(built=True)
    data["plane_city"][1] = data["plane_place"][1] = -1
    data["landing"][0][1] = -1


def _payday_in_round_three(data: dict[str, Any]) -> None:
    """The payday choice moved into round 3 (hotels and fortunes to match)."""
    data.update(round=3, fortunes=[[0, 0, 0]] * 2)
    data["hotels_left"] = [left + 12 for left in data["hotels_left"]]


CORRUPTIONS: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("a ticket twice", lambda d: d["charter_pile"].append(d["open_charter"][0]), "exactly once"),
    ("a ticket lost", lambda d: d["scheduled_pile"].pop(), "exactly once"),
    (
        "a scheduled ticket in a charter pile",
        lambda d: _move_ticket(d, "scheduled_pile", "charter_pile"),
        "charter tickets only",
    ),
    (
        "a charter ticket in the scheduled row",
        lambda d: _move_ticket(d, "charter_pile", "open_scheduled"),
        "scheduled tickets only",
    ),
    (
        "seven charter tickets open",
        lambda d: _move_ticket(d, "charter_pile", "open_charter"),
        "at most",
    ),
    (
        "held tickets out of order",
        lambda d: (
            d["tickets"][2].extend(sorted(d["charter_pile"][-2:], reverse=True))
            or [d["charter_pile"].remove(t) for t in d["tickets"][2]]
        ),
        "sorted",
    ),
    ("a plane at home on a landing place", lambda d: d["plane_city"].__setitem__(0, -1), "at home"),
    (
        "a bystander airborne",
        lambda d: (d["plane_place"].__setitem__(0, -1), d["landing"][1].__setitem__(0, -1)),
        "cannot be airborne",
    ),
    ("a landing place without its plane", lambda d: d["landing"][8].__setitem__(0, 2), "agree"),
    ("a hotel beyond the chain's end", lambda d: d["chains"][1].__setitem__(5, 0), "beyond"),
    ("a gap below every red field", lambda d: d["chains"][1].__setitem__(0, -1), "gaps"),
    (
        "a hotel waiting without a gap",
        lambda d: (d["renovation"][1].append(0), d["hotels_left"].__setitem__(0, 9)),
        "wait for renovation",
    ),
    ("hotels that do not add up", lambda d: d["hotels_left"].__setitem__(2, 1), "add up to 12"),
    ("factories that do not add up", lambda d: d["factories_left"].__setitem__(2, 5), "factories"),
    ("three landing places", lambda d: d["landing"][0].append(-1), "two landing places"),
    ("a chain of 13 fields", lambda d: d["chains"][8].pop(), "14 fields"),
    ("two sites in Dunhaven", lambda d: d["factories"][3].append(-1), "factory sites"),
    ("four loan cards", lambda d: d["loans"].__setitem__(2, [0, 0, 0, 0]), "more than 3"),
    ("a Restschuld with cash", lambda d: d["debt"].__setitem__(0, 3), "cash in hand"),
    (
        "a loan taken without a fresh card",
        lambda d: d.update(loan_taken=True, acting=0),
        "fresh card",
    ),
    ("fortunes of two rounds in round 2", lambda d: d["fortunes"].append([0, 0, 0]), "fortunes"),
    (
        "the game over in round 2",
        lambda d: d.update(phase="over", acting=-1, fortunes=[[0, 0, 0]] * 2, loans=[[]] * 3),
        "third round",
    ),
    ("nobody acting in a running game", lambda d: d.update(acting=-1), "player to act"),
    ("a payday without a queue", lambda d: d.update(phase="payday"), "turn flags"),
    ("a payday queue in a turn", lambda d: d.update(payday_queue=[1]), "only at payday"),
    ("built at home", _built_at_home, "build action"),
    ("a quiet round still open", lambda d: d.update(quiet_turns=3), "closed the round"),
    ("a count as text", lambda d: d.update(round="2"), "whole number"),
    ("a flag as a number", lambda d: d.update(flown=0), "true or false"),
]


@pytest.mark.parametrize(("description", "change", "words"), CORRUPTIONS)
def test_a_damaged_save_is_refused_in_words(
    description: str, change: Callable[[dict[str, Any]], Any], words: str
) -> None:
    """Each damage raises SaveError naming what does not fit."""
    data = saved(_rich())
    change(data)
    with pytest.raises(SaveError, match=words):
        GAME.state_from_dict(json.loads(json.dumps(data)))


def _payday_data() -> dict[str, Any]:
    """The save of a payday waiting for players 0 and 1 (start player 0)."""
    state = table(3, acting=2, closing=True, loans={0: [0], 1: [0, 0]})
    play(state, "end")
    return saved(state)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(acting=1), "first player of the queue"),
        (lambda d: d.update(payday_queue=[1, 0], acting=1), "turn order"),
        (lambda d: d["loans"].__setitem__(1, [1, 0]), "no unturned cards only"),
        (lambda d: d["loans"].__setitem__(2, [0]), "no payday choice"),
        (_payday_in_round_three, "third payday"),
        (lambda d: d.update(closing=True), "turn flags"),
        (lambda d: d["charter_discard"].append(d["open_charter"].pop()), "topped up"),
    ],
)
def test_a_damaged_payday_save_is_refused_in_words(
    change: Callable[[dict[str, Any]], Any], words: str
) -> None:
    """The payday queue, its order, the cards waiting and the rows are checked."""
    data = _payday_data()
    change(data)
    with pytest.raises(SaveError, match=words):
        GAME.state_from_dict(json.loads(json.dumps(data)))


def test_a_damaged_round_one_or_end_save_is_refused_in_words() -> None:
    """No turned card before the first payday; no loan card after the end; no empty supply
    without closing."""
    first = saved(table(3))
    first["loans"][0] = [1]
    with pytest.raises(SaveError, match="before the first payday"):
        GAME.state_from_dict(first)
    over = saved(table(3, round=3, phase="over", acting=-1))
    over["loans"][0] = [0]
    with pytest.raises(SaveError, match="every loan card is redeemed"):
        GAME.state_from_dict(over)
    empty = saved(table(3, chains={"brisa": [0] * 6}, closing=True))
    empty["closing"] = False
    with pytest.raises(SaveError, match="without hotels in supply"):
        GAME.state_from_dict(empty)


def test_resampled_states_save_and_load() -> None:
    """A redrawn state is a valid save of the same position."""
    state = _rich()
    twin = state.resample_hidden(0, random.Random(4))
    assert GAME.state_from_dict(saved(twin)) == twin
    assert sorted(twin.charter_pile) == sorted(state.charter_pile)
    assert set(CHARTER_IDS) >= set(twin.charter_pile)
