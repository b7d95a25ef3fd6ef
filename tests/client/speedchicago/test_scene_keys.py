"""The Speedchicago screenshot scenes: a real late game that normal computers played into 1893,
not random moves; asked for moves, the scene keeps the random site of that many moves."""

from __future__ import annotations

from game.ai.registry import make_bot
from game.ai.speedchicago.late_games import (
    LATE_GAME_ITERATIONS,
    LATE_GAME_STRENGTH,
    late_chicago_state,
    late_game_moves,
    late_game_state,
)
from game.client.app import App
from game.client.scene_keys import SceneRequest, build_scene
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.rules import get_game
from game.rules.speedchicago.state import TURN, SpeedchicagoState

SEED = 1
COMPANIES = 4


def late() -> SpeedchicagoState:
    """The computers' game of the screenshot's seed at the first seat's last turn."""
    state = late_game_state(SEED)
    assert isinstance(state, SpeedchicagoState)
    return state


def heights_of(scene: SpeedchicagoScene) -> list[int]:
    """The heights of the fields at the scene's table."""
    state = scene.table.state
    assert isinstance(state, SpeedchicagoState)
    return list(state.heights)


def test_the_late_game_is_the_first_seats_last_turn_of_1893() -> None:
    state = late()
    assert (state.year, state.last_round, state.phase, state.to_act()) == (2, True, TURN, (0,))
    assert not state.is_terminal()
    again = late_game_state(SEED)
    assert again.heights == state.heights and again.figures == state.figures  # seeded


def test_every_company_has_several_foremen_on_built_up_houses() -> None:
    state = late()
    assert sum(state.heights) >= 70  # the supply of 84 floors is nearly used up
    for company in range(COMPANIES):
        on_houses = [field for field in state.foremen_of(company) if state.heights[field] > 0]
        assert len(on_houses) >= 3, company
    assert sum(1 for area in state.houses.area if area >= 6) >= 2  # big houses were grown


def test_the_game_is_played_by_normal_computers_not_at_random() -> None:
    state = get_game("speedchicago").new_state(COMPANIES, SEED, {})
    assert isinstance(state, SpeedchicagoState)
    seat = state.to_act()[0]
    planned = make_bot(
        "speedchicago",
        LATE_GAME_STRENGTH,
        seed=SEED * COMPANIES + seat,
        max_iterations=LATE_GAME_ITERATIONS,
    ).choose(state.copy(), seat)
    assert late_game_moves(SEED)[0] == (seat, planned)
    assert late().heights != late_chicago_state(SEED).heights  # not the random site


def test_the_scene_keys_show_the_computers_game_or_random_moves_when_asked(app: App) -> None:
    for key in ("speedchicago", "speedchicago_side", "speedchicago_scoring"):
        scene = build_scene(app, SceneRequest(key, seed=SEED))
        assert isinstance(scene, SpeedchicagoScene)
        assert heights_of(scene) == late().heights
    early = build_scene(app, SceneRequest("speedchicago", seed=SEED, moves=20))
    assert isinstance(early, SpeedchicagoScene)
    assert heights_of(early) == late_chicago_state(SEED, 20).heights
