"""The Tycoon table in its typical states for the text-fit test, each put on a headless app by
one function: the third round with a plane in the air, a ticket chosen with its destinations,
a factory site to choose, the Rat's advised turn, an info window, a payday with the loan choice
and a table of five long names."""

from __future__ import annotations

from collections.abc import Callable

from game.client.app import App
from game.client.scene import Scene
from game.client.scenes.tables.tycoon import board_geometry
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.rules.tycoon.moves import Fly
from game.rules.tycoon.state import TycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.event_driving import open_info, scene_of
from tests.client.table_driving import LONG_FRAME, run_until
from tests.client.tycoon.positions import played_until
from tests.client.tycoon.scene_driving import at_two_free_sites

State = Callable[[App, FakeTime], object]
Show = Callable[[App, Scene], None]


def _table(app: App, state: TycoonState, names: tuple[str, ...] = ()) -> Table:
    """A table of one person against easy computers at this state, without a clock."""
    names = names or tuple(
        "Spieler 1" if seat == 0 else f"Computer {seat + 1}" for seat in range(state.players)
    )
    seats = tuple(
        Seat(name) if seat == 0 else Seat(name, COMPUTER, "easy") for seat, name in enumerate(names)
    )
    return Table(
        TableSetup("tycoon", seats, {}, 1, None), app.services.bots, app.services.now, state=state
    )


def _at(app: App, show: Show, state: TycoonState, names: tuple[str, ...] = ()) -> TycoonScene:
    """The table at this state, shown, run until the person may act."""
    scene = TycoonScene(app, _table(app, state, names), None)
    show(app, scene)
    run_until(app, scene.can_act, LONG_FRAME)
    return scene


def states(show: Show, long_name: str, other_long_name: str) -> dict[str, State]:
    """The Tycoon states by name; show puts a scene alone above the main menu."""

    def flight(app: App, time: FakeTime) -> TycoonScene:
        return scene_of(app, show, "tycoon", TycoonScene)

    def ticket_chosen(app: App, time: FakeTime) -> None:
        state, move = played_until(
            lambda s, seat, m: s.round == 2 and seat == 0 and isinstance(m, Fly)
        )
        assert isinstance(move, Fly)
        scene = _at(app, show, state)
        scene.tap_held(move.ticket)
        assert scene.choice is not None

    def factory_site(app: App, time: FakeTime) -> None:
        state, _ = at_two_free_sites()
        scene = _at(app, show, state)
        scene.press_factory()
        assert scene.choosing_site

    def advice(app: App, time: FakeTime) -> None:
        state, _ = played_until(lambda s, seat, m: s.round == 2 and seat == 0)
        scene = _at(app, show, state)
        scene.request_advice()
        run_until(app, lambda: scene.rat.active, 0.1, most=400)

    def info_window(app: App, time: FakeTime) -> None:
        scene = flight(app, time)
        open_info(app, scene, board_geometry.field_rect(4, 3).center)

    def payday(app: App, time: FakeTime) -> None:
        scene = scene_of(app, show, "tycoon_payday", TycoonScene)
        run_until(app, lambda: scene.loan_choice is not None, 0.5, most=400)

    def long_names(app: App, time: FakeTime) -> None:
        state, _ = played_until(lambda s, seat, m: s.round == 2 and seat == 0, players=5)
        # Seats need names of their own: two long ones, then computers as a table names them.
        names = (long_name, other_long_name, "Computer 3", "Computer 4", "Computer 5")
        scene = _at(app, show, state, names)
        scene.request_advice()
        run_until(app, lambda: scene.rat.active, 0.1, most=400)

    return {
        "Tycoon flight": flight,
        "Tycoon ticket chosen": ticket_chosen,
        "Tycoon factory site": factory_site,
        "Tycoon advice": advice,
        "Tycoon info window": info_window,
        "Tycoon payday": payday,
        "Tycoon long names": long_names,
    }
