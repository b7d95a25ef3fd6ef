"""What tools/bench.py --client measures of Speedtycoon: the table while a building of 'Zu bauen'
is dragged over an Imperium of 25 buildings and more (the scene key 'speedtycoon_drag'), and the
time from a tap to what it lights: a tap on a Weltmarkt building to its best payment chosen and
drawn, a tap on a building of 'Zu bauen' to its fields lit and drawn.

Such an Imperium comes from a seeded Tycoon game of three, all of it played through legal moves:
the person's seat played by an easy computer, the other two by random ones, who leave him most of
the Weltmarkt."""

from __future__ import annotations

import math
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.ai.registry import make_bot
from game.client.bench_scenes import BenchScene, register_bench_figures, register_bench_scene
from game.client.benchmark import figures_of, scaled
from game.client.headless import headless_app, use_dummy_drivers
from game.client.intents import Intent, IntentKind
from game.client.scene_keys import (
    SceneRequest,
    person_table_at,
    register_scene_key,
    table_scene_of,
)
from game.rules import get_game
from game.rules.speedtycoon.building_fields import building_fields
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.state import ACTION, PLACE, SpeedtycoonState
from game.table.bots import ProcessBotService

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene

SEATS = 3
OPTIONS = {"mode": "tycoon"}
# The person's Imperium counts at least this many buildings besides the Konzernzentrale.
EMPIRE_BUILDINGS = 25
# The strength that plays the person's seat, and the other seats', while the game is set up.
PERSONS_STRENGTH = "easy"
OTHERS_STRENGTH = "random"
# Seeds tried after the request's (each game takes a few hundredths of a second).
SEEDS_TRIED = 50
SPEEDTYCOON_BENCH = SceneRequest("speedtycoon_drag", seed=1, computers="easy")
TAPS = 40
# The dragged building's way over the Imperium: a slow figure through most of the view, its
# share of the view's half sides and its steps a frame (radians).
PATH_SHARE = 0.85
PATH_STEPS = (0.05, 0.031)

Stop = Callable[[SpeedtycoonState, int], bool]


def _grown(state: SpeedtycoonState) -> bool:
    """Whether the person's Imperium has its 25 buildings besides the Konzernzentrale."""
    return len(state.empires[0].fields) - 1 >= EMPIRE_BUILDINGS


def placing_in_grown_empire(state: SpeedtycoonState, seat: int) -> bool:
    """The person places a bought building into his grown Imperium, with green and yellow
    fields for it."""
    if seat != 0 or state.phase != PLACE or state.placer != 0 or not _grown(state):
        return False
    fields = building_fields(state, 0, state.to_place[0])
    return bool(fields.allowed and fields.with_tunnel)


def buying_with_grown_empire(state: SpeedtycoonState, seat: int) -> bool:
    """The person is on turn with his grown Imperium and can pay a Weltmarkt building."""
    if seat != 0 or state.phase != ACTION or not _grown(state):
        return False
    return any(best_payment(state, 0, place) for place in range(len(state.market)))


def played_until(seed: int, stop: Stop) -> SpeedtycoonState | None:
    """The seeded game up to the first moment stop says so (its move not made), or None when
    the game ends first."""
    state = get_game("speedtycoon").new_state(SEATS, seed, OPTIONS)
    assert isinstance(state, SpeedtycoonState)
    strengths = [PERSONS_STRENGTH] + [OTHERS_STRENGTH] * (SEATS - 1)
    bots = [
        make_bot("speedtycoon", strength, seed=seed + seat)
        for seat, strength in enumerate(strengths)
    ]
    while not state.is_terminal():
        seat = state.may_move()[0]
        if stop(state, seat):
            return state
        state.play(seat, bots[seat].choose(state, seat))
    return None


def grown_state(request: SceneRequest, stop: Stop) -> SpeedtycoonState:
    """The first seed from the request's whose game reaches the moment; ValueError in words
    when none of the seeds tried does."""
    for seed in range(request.seed, request.seed + SEEDS_TRIED):
        state = played_until(seed, stop)
        if state is not None:
            return state
    raise ValueError(
        f"no Speedtycoon game of seeds {request.seed}+ grows an Imperium of "
        f"{EMPIRE_BUILDINGS} buildings by that moment"
    )


def grown_scene(app: App, request: SceneRequest, stop: Stop) -> SpeedtycoonScene:
    """The table scene of one person against computers at the moment, without a clock."""
    from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene

    table = person_table_at(app, request, "speedtycoon", grown_state(request, stop), SEATS, OPTIONS)
    scene = table_scene_of(app, table)
    assert isinstance(scene, SpeedtycoonScene)
    return scene


def speedtycoon_drag(app: App, request: SceneRequest) -> Scene:
    """A Tycoon table whose person places a bought building into an Imperium of 25 buildings
    and more, its green and yellow fields lit."""
    return grown_scene(app, request, placing_in_grown_empire)


class BuildingDragLoop:
    """Keeps the building of 'Zu bauen' dragged over the Imperium, as a player looking for its
    place does: picked up on its tile, then carried along a slow figure through the view, over
    lit and unlit fields, never let go (picked up again should anything drop it)."""

    def __init__(self, scene: Scene) -> None:
        from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene

        self.scene = scene if isinstance(scene, SpeedtycoonScene) else None
        self.steps = 0

    def step(self) -> Intent | None:
        """The drag's next step (its start on the tile when nothing is dragged)."""
        scene = self.scene
        if scene is None:
            return None
        drag = scene.building_drag
        if not drag.dragging:
            sources = scene.drag_sources()
            if not sources:
                return None
            return Intent(IntentKind.DRAG_START, pos=sources[0][0].center)
        self.steps += 1
        view = scene.empire.rect
        x = view.centerx + PATH_SHARE * view.width / 2 * math.sin(self.steps * PATH_STEPS[0])
        y = view.centery + PATH_SHARE * view.height / 2 * math.sin(self.steps * PATH_STEPS[1])
        delta = (x - drag.pos[0], y - drag.pos[1])
        return Intent(IntentKind.DRAG, pos=(x, y), delta=delta)


def _timed_taps(
    scene: SpeedtycoonScene,
    app: App,
    point: tuple[float, float],
    forget: Callable[[], None],
    done: Callable[[], bool],
    taps: int,
) -> tuple[list[float], list[float]]:
    """Taps at point taps times, forgetting the choice (untimed) before each: the milliseconds
    of the tap alone and of the tap with the next frame drawn."""
    for _warm in range(10):
        app.frame(1 / 60)
    handled: list[float] = []
    drawn: list[float] = []
    for _tap in range(taps):
        forget()
        app.frame(1 / 60)
        started = time.perf_counter()
        app.deliver(Intent(IntentKind.TAP, pos=point))
        chosen = time.perf_counter()
        app.frame(1 / 60)
        shown = time.perf_counter()
        if not done():
            raise RuntimeError("the tap did not choose what the bench measures")
        handled.append((chosen - started) * 1000)
        drawn.append((shown - started) * 1000)
    return handled, drawn


def market_tap_times(app: App, taps: int) -> dict[str, float]:
    """A tap on a Weltmarkt building the person can pay: its best payment chosen (market_tap_),
    and drawn in the next frame (market_tap_frame_)."""
    scene = grown_scene(app, SPEEDTYCOON_BENCH, buying_with_grown_empire)
    app.push(scene)
    state = scene.state
    place = next(p for p in range(len(state.market)) if best_payment(state, 0, p))
    handled, drawn = _timed_taps(
        scene,
        app,
        scene.market_spots[place].rect.center,
        scene.buy.clear,
        lambda: scene.buy.place == place and bool(scene.buy.chosen),
        taps,
    )
    return {**figures_of(handled, "market_tap_"), **figures_of(drawn, "market_tap_frame_")}


def waiting_tap_times(app: App, taps: int) -> dict[str, float]:
    """A tap on the building of 'Zu bauen': its fields lit (zu_bauen_tap_), and drawn in the
    next frame (zu_bauen_tap_frame_)."""
    scene = grown_scene(app, SPEEDTYCOON_BENCH, placing_in_grown_empire)
    app.push(scene)
    tile, building = scene.drag_sources()[0]

    def forget() -> None:
        """Nothing chosen, nothing lit."""
        scene.choice.clear()
        scene.empire.show_fields(None)

    handled, drawn = _timed_taps(
        scene,
        app,
        tile.center,
        forget,
        lambda: scene.choice.building == building and bool(scene.empire.lit),
        taps,
    )
    return {**figures_of(handled, "zu_bauen_tap_"), **figures_of(drawn, "zu_bauen_tap_frame_")}


def tap_times_ms(taps: int = TAPS) -> dict[str, float]:
    """Speedtycoon: from a tap on a Weltmarkt building to its payment chosen, and from a tap on
    a building of 'Zu bauen' to its fields lit; each alone and with the next frame drawn."""
    use_dummy_drivers()
    with tempfile.TemporaryDirectory() as home:
        app = headless_app(Path(home), bots=ProcessBotService())
        try:
            return {**market_tap_times(app, taps), **waiting_tap_times(app, taps)}
        finally:
            app.shutdown()


def _tap_figures(scale: float) -> dict[str, float]:
    """The tap figures with the bench's scale of taps."""
    return tap_times_ms(scaled(TAPS, scale))


register_scene_key("speedtycoon_drag", speedtycoon_drag)
register_bench_scene(BenchScene(SPEEDTYCOON_BENCH, driver=BuildingDragLoop))
register_bench_figures("speedtycoon_tap", _tap_figures)
