"""The Speedpipe table in its typical states for the text-fit test, each put on a headless app by
one function: a late turn, a route and a station being paid, the opening choice, new contracts,
a mountain's decision, the extra rules over the map, the last round, an info window, the Rat's
advice, the final accounts and a table of long names."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scene import Scene
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.rules.core import Move
from game.rules.speedpipe.moves import DRAW_CONTRACTS
from game.rules.speedpipe.state import CONTRACTS, MOUNTAIN, TURN, SpeedpipeState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.event_driving import open_info, scene_of
from tests.client.speedpipe.positions import new_state, played_until
from tests.client.table_driving import LONG_FRAME, run_until

State = Callable[[App, FakeTime], object]
Show = Callable[[App, Scene], None]
# The person holds more contracts than the panel has tiles for.
MANY_CONTRACTS = 13
EVERY_RULE = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}


def _table(app: App, state: SpeedpipeState, names: tuple[str, ...] = ()) -> Table:
    """A table of one person against easy computers at this state, without a clock."""
    names = names or tuple(
        "Spieler 1" if seat == 0 else f"Computer {seat + 1}" for seat in range(state.players)
    )
    seats = tuple(
        Seat(name) if seat == 0 else Seat(name, COMPUTER, "easy") for seat, name in enumerate(names)
    )
    setup = TableSetup("speedpipe", seats, dict(state.options), 1, None)
    return Table(setup, app.services.bots, app.services.now, state=state)


def _at(app: App, show: Show, state: SpeedpipeState) -> SpeedpipeScene:
    """The table at this state, shown."""
    scene = SpeedpipeScene(app, _table(app, state), None)
    show(app, scene)
    return scene


def _persons_turn(state: SpeedpipeState, seat: int, move: Move) -> bool:
    """The person's turn, with the extra rules' races begun."""
    return seat == 0 and state.phase == TURN and state.round >= 20 and bool(state.refinery_race)


def _persons_mountain(state: SpeedpipeState, seat: int, move: Move) -> bool:
    """The person decides about a mountain."""
    return seat == 0 and state.phase == MOUNTAIN and state.extra > 0


def _persons_last_round(state: SpeedpipeState, seat: int, move: Move) -> bool:
    """The person's turn in the last round."""
    return seat == 0 and state.phase == TURN and state.turns_left > 0


def many_contracts() -> SpeedpipeState:
    """A game whose person drew new contracts whenever it could and kept them all, at its turn
    once it holds more than the panel has tiles for."""
    state = new_state(3, 6)
    bots = [make_bot("speedpipe", "easy", seed=6 + seat) for seat in range(3)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_moves(seat)
        if seat == 0 and state.phase == TURN and len(state.contracts[0]) >= MANY_CONTRACTS:
            return state
        if seat == 0 and DRAW_CONTRACTS in legal:
            move: Move = DRAW_CONTRACTS
        elif seat == 0 and state.phase == CONTRACTS:
            move = max(legal, key=lambda keep: len(keep.contracts))  # type: ignore[attr-defined]
        else:
            move = bots[seat].choose(state, seat)
        state.play(seat, move)
    raise AssertionError("the person never held that many contracts")


def states(show: Show, long_name: str, other_long_name: str) -> dict[str, State]:
    """The Speedpipe states by name; show puts a scene alone above the main menu."""

    def late_turn(app: App, time: FakeTime) -> SpeedpipeScene:
        return scene_of(app, show, "speedpipe", SpeedpipeScene)

    def paying(app: App, time: FakeTime) -> None:
        scene = late_turn(app, time)
        scene.press_next_route()
        assert scene.payment is not None

    def station(app: App, time: FakeTime) -> None:
        scene = late_turn(app, time)
        scene.press_station()
        assert scene.payment is not None and scene.payment.what == "station"

    def new_contracts(app: App, time: FakeTime) -> None:
        scene = late_turn(app, time)
        scene.press_contracts()
        run_until(app, lambda: scene.contract_choice.active, LONG_FRAME)
        scene.toggle_offered(0)

    def opening(app: App, time: FakeTime) -> None:
        state, _ = played_until(lambda state, seat, move: True, players=3, seed=2)
        scene = _at(app, show, state)
        scene.toggle_offered(1)
        assert scene.contract_choice.active

    def mountain(app: App, time: FakeTime) -> None:
        state, _ = played_until(_persons_mountain, players=3, seed=2)
        scene = _at(app, show, state)
        assert scene.mountain.active

    def extra_rules(app: App, time: FakeTime) -> None:
        state, _ = played_until(_persons_turn, players=4, seed=3, options=EVERY_RULE)
        scene = _at(app, show, state)
        assert scene.extras_button.visible and scene.extras_shown

    def last_round(app: App, time: FakeTime) -> None:
        state, _ = played_until(_persons_last_round, players=3, seed=2)
        _at(app, show, state)

    def info_window(app: App, time: FakeTime) -> None:
        scene = late_turn(app, time)
        open_info(app, scene, scene.hand_spots[0].rect.center)

    def advice(app: App, time: FakeTime) -> None:
        scene = late_turn(app, time)
        scene.request_advice()
        run_until(app, lambda: scene.advice is not None, LONG_FRAME, most=400)

    def accounts(app: App, time: FakeTime) -> None:
        scene = scene_of(app, show, "speedpipe_end", SpeedpipeScene)
        assert scene.accounts is not None and scene.accounts.complete

    def contracts(app: App, time: FakeTime) -> None:
        scene = _at(app, show, many_contracts())
        assert any(scene.contracts_shared)

    def long_names(app: App, time: FakeTime) -> None:
        state, _ = played_until(_persons_last_round, players=5, seed=4)
        names = (
            long_name,
            other_long_name,
            long_name[::-1],
            other_long_name[::-1],
            long_name.upper(),
        )
        scene = SpeedpipeScene(app, _table(app, state, names), None)
        show(app, scene)

    return {
        "Speedpipe late turn": late_turn,
        "Speedpipe paying a route": paying,
        "Speedpipe paying a station": station,
        "Speedpipe new contracts": new_contracts,
        "Speedpipe opening choice": opening,
        "Speedpipe mountain": mountain,
        "Speedpipe extra rules": extra_rules,
        "Speedpipe last round": last_round,
        "Speedpipe info window": info_window,
        "Speedpipe advice": advice,
        "Speedpipe final accounts": accounts,
        "Speedpipe long names": long_names,
        "Speedpipe many contracts": contracts,
    }
