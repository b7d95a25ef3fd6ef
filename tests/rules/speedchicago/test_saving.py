"""Saves: a state in the middle of a turn round-trips with its Zurück steps; damaged saves are
refused in words and load nothing."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from game.rules import SaveError
from game.rules.speedchicago import SpeedchicagoState

from .scenario import GAME, at, legal, play, position, saved

# The d4 house of 5 fields: c5 1st, c4 2nd, c3 3rd floor.
STAIRS = {"d3": 1, "c3": 3, "c4": 2, "c5": 1}


def mid_turn() -> SpeedchicagoState:
    """Company 0 in the middle of its turn: built, walked, drawn, built again, played a card."""
    state = position(floors=STAIRS, foremen={"c4": 0, "a1": 0, "h4": 1}, hands={0: ["hebebuehne"]})
    play(state, "build 2 e2", "move a1 a3", "draw", "build 2 f3", "play hebebuehne c4")
    return state


def test_a_state_mid_turn_round_trips_with_its_undo_steps() -> None:
    """The save of a turn with Zurück steps loads to the same state, which undoes alike."""
    state = mid_turn()
    assert state.undo_steps and state.drawn
    data = saved(state)
    loaded = GAME.state_from_dict(data)
    assert saved(loaded) == data
    assert legal(loaded) == legal(state)
    assert loaded.view(0) == state.view(0)
    for _ in range(2):
        play(state, "undo")
        play(loaded, "undo")
        assert saved(loaded) == saved(state)
    assert "undo" not in legal(loaded)  # back to the draw
    assert state.heights[at("e2")] == 1 and state.heights[at("f3")] == 0


def test_a_state_with_a_lifted_floor_round_trips() -> None:
    """Halfway through the Abrisstrupp: lifted, only drop or undo, after loading too."""
    state = position(floors=STAIRS, foremen={"c4": 0}, hands={0: ["abrisstrupp"]})
    play(state, "build 1 e2", "play abrisstrupp c3")
    data = saved(state)
    loaded = GAME.state_from_dict(data)
    assert saved(loaded) == data and loaded.lifted == at("c3")
    assert legal(loaded) == legal(state)
    play(loaded, "drop b4")
    play(state, "drop b4")
    assert saved(loaded) == saved(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_state_of_a_game_round_trips(players: int) -> None:
    """Set-up, turns, the photographer decision and the end: each save loads to itself."""
    state = GAME.new_state(players, 30 + players, {"variant": "profi"} if players == 3 else None)
    while not state.is_terminal():
        data = saved(state)
        assert saved(GAME.state_from_dict(data)) == data
        moves = state.legal_moves(state.acting)
        builds = [move for move in moves if move.text().startswith("build")]
        state.play(state.acting, builds[0] if builds else moves[-1])
    data = saved(state)
    assert saved(GAME.state_from_dict(data)) == data


def _floor_too_many(data: dict[str, Any]) -> None:
    data["supply"] += 1


def _tower_above_base_area(data: dict[str, Any]) -> None:
    data["heights"][at("h4")] = 2
    data["supply"] -= 1


def _houses_grown_together(data: dict[str, Any]) -> None:
    data["heights"][at("e4")] = 1
    data["supply"] -= 1


def _floor_in_no_house(data: dict[str, Any]) -> None:
    data["heights"][at("h8")] = 1
    data["supply"] -= 1


def _photographer_missing(data: dict[str, Any]) -> None:
    data["figures"][data["photographer"]] = -1


def _seventh_foreman(data: dict[str, Any]) -> None:
    data["figures"][at("a8")] = 1


def _step_that_does_not_replay(data: dict[str, Any]) -> None:
    data["undo_steps"][-1] = "build 1 e4"


def _end_among_the_steps(data: dict[str, Any]) -> None:
    data["undo_steps"].append("end")


def _unknown_card(data: dict[str, Any]) -> None:
    data["hands"][1] = ["joker"]


def _card_twice(data: dict[str, Any]) -> None:
    data["hands"][1] = [data["piles"][1][-1]] * 2
    data["piles"][1].pop()


def _shared_score_field(data: dict[str, Any]) -> None:
    data["scores"] = [5, 5, 0, 0]
    data["year"] = 1


def _stack_over_three(data: dict[str, Any]) -> None:
    data["stacks"][2][0] = 4
    data["supply"] -= 1


def _unknown_phase(data: dict[str, Any]) -> None:
    data["phase"] = "lunch"


def _heights_not_a_list(data: dict[str, Any]) -> None:
    data["heights"] = "flat"


def _missing_key(data: dict[str, Any]) -> None:
    del data["stacks"]


def _other_game(data: dict[str, Any]) -> None:
    data["game"] = "speedstocks"


def _acting_out_of_turn(data: dict[str, Any]) -> None:
    data["acting"] = 2


DAMAGES: list[Callable[[dict[str, Any]], None]] = [
    _floor_too_many,
    _tower_above_base_area,
    _houses_grown_together,
    _floor_in_no_house,
    _photographer_missing,
    _seventh_foreman,
    _step_that_does_not_replay,
    _end_among_the_steps,
    _unknown_card,
    _card_twice,
    _shared_score_field,
    _stack_over_three,
    _unknown_phase,
    _heights_not_a_list,
    _missing_key,
    _other_game,
    _acting_out_of_turn,
]


@pytest.mark.parametrize("damage", DAMAGES, ids=lambda damage: damage.__name__.strip("_"))
def test_a_damaged_save_is_refused_in_words_and_loads_nothing(
    damage: Callable[[dict[str, Any]], None],
) -> None:
    """SaveError with a message; the data is left as it was and the good save still loads."""
    good = saved(mid_turn())
    GAME.state_from_dict(copy.deepcopy(good))
    data = copy.deepcopy(good)
    damage(data)
    handed = json.loads(json.dumps(data))
    with pytest.raises(SaveError) as refused:
        GAME.state_from_dict(handed)
    assert str(refused.value)
    assert handed == data  # the loader changed nothing it was given
    assert saved(GAME.state_from_dict(copy.deepcopy(good))) == good


def test_a_save_that_is_no_object_is_refused() -> None:
    """Not even a dict: refused in words."""
    for data in (None, [], "save", 3):
        with pytest.raises(SaveError):
            GAME.state_from_dict(data)
