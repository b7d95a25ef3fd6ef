"""A Speedtycoon turn by the keyboard alone, no mouse at all: Tab to the Kapital, the arrow keys
up to the Weltmarkt and along it to a building, Enter chooses it with its best payment, K buys;
after an exact payment E ends the turn; then Tab to the Imperium, the arrows move the cursor over
the lit fields and Enter builds there."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.widgets import Widget
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.state import PLACE
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.game_driving import setup_of
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import press, run_until

# More presses than the table has widgets to go through.
MOST_PRESSES = 80


def focused(scene: SpeedtycoonScene) -> Widget | None:
    """The widget the keyboard is on."""
    return scene.widgets.focus.focused


def tab_to(app: App, scene: SpeedtycoonScene, widget: Widget) -> None:
    """Tab until the widget has the focus."""
    for _ in range(MOST_PRESSES):
        if focused(scene) is widget:
            return
        press(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the widget")


def arrow_to(app: App, scene: SpeedtycoonScene, widget: Widget) -> None:
    """Left and right arrows along a row until the widget has the focus."""
    for _ in range(MOST_PRESSES):
        now = focused(scene)
        assert now is not None
        if now is widget:
            return
        left = widget.rect.centerx < now.rect.centerx
        press(app, pygame.K_LEFT if left else pygame.K_RIGHT)
    raise AssertionError("the arrows never reached the widget")


def test_a_whole_turn_by_the_keyboard_alone(app: App, fake_time: FakeTime) -> None:
    table = Table(setup_of(1, 3, 3, {"mode": "klassisch"}), app.services.bots, app.services.now)
    scene, table = push_scene(app, table)
    state = state_of(table)
    place = next(place for place in range(4) if best_payment(state, 0, place))
    building = state.market[place]
    payment = tuple(sorted(best_payment(state, 0, place) or ()))
    press(app, pygame.K_TAB)
    assert focused(scene) is scene.kapital_spots[0]
    press(app, pygame.K_UP)
    assert focused(scene) in scene.market_spots
    arrow_to(app, scene, scene.market_spots[place])
    press(app, pygame.K_RETURN)
    assert scene.buy.place == place and scene.buy.chosen == payment
    press(app, pygame.K_k)
    mine = [entry.move for entry in table.log if entry.seat == 0]
    assert len(mine) == 1 and mine[0].startswith(f"buy {place + 1} ")
    if state_of(table).bonus:
        run_until(app, scene.can_act)
        press(app, pygame.K_e)
        assert [entry.move for entry in table.log if entry.seat == 0][-1] == "end"
    run_until(app, lambda: scene.can_act() and scene.choice.waiting)
    assert state_of(table).phase == PLACE and scene.choice.building == building
    tab_to(app, scene, scene.empire)
    lit = set(scene.empire.lit)
    assert scene.empire.cursor in lit
    for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
        press(app, key)
        assert scene.empire.cursor in lit
    field = scene.empire.cursor
    assert field is not None
    press(app, pygame.K_RETURN)
    moves = [entry.move for entry in table.log if entry.seat == 0]
    assert moves[-1] == f"build {building} {field[0]},{field[1]}"
    assert state_of(table).empires[0].fields[field] == building
