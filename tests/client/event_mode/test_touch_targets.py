"""Every touch target of the event-mode screens, the set-ups and every game's table scene is at
least 9 mm across on the event screen, or reached from an enlarged area of that size."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.event_mode.attract import AttractScene
from game.client.event_mode.keyboard import KeyboardScene
from game.client.event_mode.pin_pad import PinPadScene
from game.client.event_mode.targets import Target, enlarged, reach, touch_targets
from game.client.event_mode.touch_size import (
    ScreenSize,
    millimetres,
    smallest_target,
)
from game.client.games import GAMES
from game.client.intents import Intent
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, build_scene, scene_keys
from game.client.scenes.setup_scene import SetupScene
from game.client.widgets import Button, WidgetGroup
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import PIN, event_app, touch

FULL_HD = (1920, 1080)
# The scene keys of the games' tables: each game's own (its table at telling moments).
TABLE_KEYS = tuple(key for key in scene_keys() if key.split("_")[0] in {g.name for g in GAMES})
# The event screens checked: the assumed 24" full-HD one (SDL tells no size), a 27" one, and the
# smallest full-HD screen on which every target is reached from 9 mm, 17.3" (127 pixels per
# inch: 9 mm are 45 logical pixels, more than some of the tables' buttons are high, so they are
# reached from their enlarged areas). On a 15.6" one (50 pixels) eleven edges of the 44 and 48
# pixel buttons at the tables' top lie on their neighbours.
SHARP_SCREEN_DPI = ScreenSize(17.3, FULL_HD).dpi
SCREENS = (None, ScreenSize(27.0, FULL_HD).dpi, SHARP_SCREEN_DPI)


def scenes_to_walk(app: App) -> list[tuple[str, Scene]]:
    """The menu, settings and rules in event mode, the PIN pad (and its choices after the right
    PIN), the on-screen keyboard, every game's set-up, the end table and every table scene
    key."""
    event_app(app)
    walked: list[tuple[str, Scene]] = []
    for key in ("menu", "settings", "rules", "end", *TABLE_KEYS):
        walked.append((key, build_scene(app, SceneRequest(key))))
    for entry in GAMES:
        if entry.playable:
            walked.append(
                (f"setup {entry.name}", build_scene(app, SceneRequest("setup", entry.name)))
            )
    walked.append(("pin pad", PinPadScene(app, PinPadScene.SET, lambda _hash: None)))
    setup = build_scene(app, SceneRequest("setup"))
    assert isinstance(setup, SetupScene)
    walked.append(("keyboard", KeyboardScene(app, setup.name_fields[0])))
    unlocked = PinPadScene(app, PinPadScene.CHECK, lambda _hash: None)
    app.push(unlocked)
    for digit in PIN:
        unlocked.type_digit(digit)
    unlocked.confirm()
    assert unlocked.group.dialog is not None
    walked.append(("pin pad choices", unlocked))
    return walked


def shown(app: App, scene: Scene) -> Scene:
    """The scene on top of the app, one frame drawn (its widgets laid out as shown)."""
    if app.scene is not scene:
        app.push(scene)
    app.frame(1 / 60)
    return scene


def test_every_target_is_nine_millimetres_or_reached_from_that_far(app: App) -> None:
    checked = 0
    problems: list[str] = []
    for key, scene in scenes_to_walk(app):
        shown(app, scene)
        targets = touch_targets(scene)
        assert targets or isinstance(scene, AttractScene), f"{key} has no targets"
        checked += len(targets)
        for dpi in SCREENS:
            minimum = smallest_target(FULL_HD, dpi)
            for target in targets:
                problems += reach_problems(scene, target, minimum, key)
    assert checked > 300
    assert not problems, "\n".join(problems)


def reach_problems(scene: Scene, target: Target, minimum: float, key: str) -> list[str]:
    """What keeps a finger from a target: a tap near each edge of its (enlarged) area that does
    not count on it."""
    area = enlarged(target.rect, minimum)
    inside = area.inflate(-2, -2)
    points = [
        (inside.left, inside.centery),
        (inside.right - 1, inside.centery),
        (inside.centerx, inside.top),
        (inside.centerx, inside.bottom - 1),
    ]
    found = []
    for point in points:
        landed = reach(scene, (float(point[0]), float(point[1])), minimum)
        if not target.rect.collidepoint(landed) and area != target.rect:
            found.append(f"{key}: {target.name} {target.rect} not reached from {point}")
    return found


def test_the_smallest_targets_measured() -> None:
    # On the assumed 24" full-HD event screen 9 mm are 32.5 logical pixels at any resolution.
    assert smallest_target(FULL_HD) == pytest.approx(32.52, abs=0.01)
    assert smallest_target((1280, 720)) == pytest.approx(32.52, abs=0.01)
    assert smallest_target(FULL_HD, ScreenSize(27.0, FULL_HD).dpi) == pytest.approx(28.9, abs=0.1)
    assert smallest_target(FULL_HD, SHARP_SCREEN_DPI) == pytest.approx(45.1, abs=0.1)
    # A 44 logical pixel button, the lowest of the tables', is 12.2 mm on the assumed screen.
    assert millimetres(44, FULL_HD) == pytest.approx(12.2, abs=0.1)
    assert millimetres(44, (1280, 720)) == pytest.approx(12.2, abs=0.1)


class SmallButtonScene(Scene):
    """A scene with one button far smaller than 9 mm (20 logical pixels square)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.presses = 0
        self.button = Button((500, 500, 20, 20), "x", self.press)
        self.group = WidgetGroup([self.button])

    def press(self) -> None:
        """Counts a press."""
        self.presses += 1

    def handle(self, intent: Intent) -> None:
        """The button takes its taps."""
        self.group.handle(intent)


@pytest.mark.parametrize("event_mode", [True, False])
def test_a_small_target_is_reached_from_its_enlarged_area_in_event_mode(
    app: App, fake_time: FakeTime, event_mode: bool
) -> None:
    if event_mode:
        event_app(app)
    scene = SmallButtonScene(app)
    app.push(scene)
    # 9 mm are 32.5 logical pixels on the assumed screen: the 20 pixels grow by 6 on each side.
    touch(app, fake_time, (510, 495))
    assert scene.presses == (1 if event_mode else 0)
    touch(app, fake_time, (510, 492))  # beyond the enlarged area
    touch(app, fake_time, (530, 510))  # on the other side, beyond it too
    assert scene.presses == (1 if event_mode else 0)
    touch(app, fake_time, (525, 510))
    assert scene.presses == (2 if event_mode else 0)
