"""The Speedtycoon table in its typical states for the text-fit test, each put on a headless app
by one function: a late turn with a building to place, the majorities, another player's city,
the table's state, an info window, the scoring shown and a table of long names."""

from __future__ import annotations

from collections.abc import Callable

from game.client.app import App
from game.client.launch import start_table
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, table_scene_of
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.scenes.tables.speedtycoon.scene_keys import person_table, seeded_moment
from game.rules.core import Move
from game.rules.speedtycoon.insight import best_repayment
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from tests.client.conftest import FakeTime
from tests.client.event_driving import open_info, scene_of
from tests.client.table_driving import LONG_FRAME, run_until

State = Callable[[App, FakeTime], object]
Show = Callable[[App, Scene], None]


def _late_turn(app: App, show: Show) -> SpeedtycoonScene:
    """The late Tycoon-mode table with a bought building waiting, shown."""
    return scene_of(app, show, "speedtycoon", SpeedtycoonScene)


def _may_repay(state: SpeedtycoonState, seat: int, move: Move) -> bool:
    """The person chooses an action with a loan open and money enough to repay it."""
    return seat == 0 and state.phase == ACTION and best_repayment(state, 0) is not None


def states(show: Show, long_name: str, other_long_name: str) -> dict[str, State]:
    """The Speedtycoon states by name; show puts a scene alone above the main menu."""

    def late_turn(app: App, time: FakeTime) -> None:
        _late_turn(app, show)

    def majorities(app: App, time: FakeTime) -> None:
        scene = _late_turn(app, show)
        scene.toggle_majorities()
        assert scene.majorities.visible

    def other_city(app: App, time: FakeTime) -> None:
        scene = _late_turn(app, show)
        scene.look_at(2)
        assert scene.looking == 2

    def table_state(app: App, time: FakeTime) -> None:
        scene = _late_turn(app, show)
        scene.column.toggle()

    def info_window(app: App, time: FakeTime) -> None:
        scene = _late_turn(app, show)
        open_info(app, scene, scene.market_spots[0].rect.center)

    def scoring(app: App, time: FakeTime) -> None:
        scene = scene_of(app, show, "speedtycoon_scoring", SpeedtycoonScene)
        assert scene.show is not None and scene.show.complete

    def advice(app: App, time: FakeTime) -> None:
        scene = _late_turn(app, show)

        def advised() -> bool:
            # A computer's Lobbyist buying meanwhile makes the Rat outdated: ask again.
            if scene.advice is None and not scene.advice_pending and scene.can_act():
                scene.request_advice()
            return scene.advice is not None

        run_until(app, advised, LONG_FRAME, most=400)

    def repaying(app: App, time: FakeTime) -> None:
        state, _ = seeded_moment(SceneRequest("speedtycoon"), _may_repay)
        scene = table_scene_of(app, person_table(app, SceneRequest("speedtycoon"), state))
        assert isinstance(scene, SpeedtycoonScene)
        show(app, scene)
        scene.press_repay()
        assert scene.repay.active

    def long_names(app: App, time: FakeTime) -> None:
        seats = (
            Seat(long_name),
            Seat(other_long_name, COMPUTER, "easy"),
            Seat(long_name[::-1], COMPUTER, "easy"),
            Seat(other_long_name[::-1], COMPUTER, "easy"),
        )
        setup = TableSetup("speedtycoon", seats, {"mode": "tycoon"}, 5, None)
        start_table(app, setup, replace_top=False)
        scene = app.scene
        assert isinstance(scene, SpeedtycoonScene)
        run_until(app, scene.can_act, LONG_FRAME, most=400)

    return {
        "Speedtycoon late turn": late_turn,
        "Speedtycoon majorities": majorities,
        "Speedtycoon another city": other_city,
        "Speedtycoon table state": table_state,
        "Speedtycoon info window": info_window,
        "Speedtycoon scoring": scoring,
        "Speedtycoon long names": long_names,
        "Speedtycoon advice": advice,
        "Speedtycoon repaying a loan": repaying,
    }
