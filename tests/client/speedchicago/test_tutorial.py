"""Erste Baustelle: the tutorial on the player's first Speedchicago turn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.launch import start_table
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.log_strip import hint_line
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.client.scenes.tables.speedchicago.tutorial import BOX_RECT, STEPS
from game.client.theme import THEME
from game.rules.speedchicago.moves import END_TURN, Build, Walk
from game.rules.speedchicago.state import TURN
from game.table.seats import COMPUTER, Seat, TableSetup
from game.texts import text
from tests.client.table_driving import start_chicago

FRAME = 0.5


def chicago_setup(seed: int = 3) -> TableSetup:
    """Anna against three easy computers."""
    seats = (
        Seat("Anna"),
        Seat("Rot", COMPUTER, "easy"),
        Seat("Blau", COMPUTER, "easy"),
        Seat("Gelb", COMPUTER, "easy"),
    )
    return TableSetup("speedchicago", seats, {}, seed, None)


def start(app: App) -> SpeedchicagoScene:
    """A Speedchicago table started as the client starts it."""
    return start_chicago(app, chicago_setup())[0]


def to_first_turn(app: App, scene: SpeedchicagoScene) -> None:
    """Places Anna's foreman and runs on until her first turn (the tutorial's moment)."""
    for _ in range(200):
        app.frame(FRAME)
        if not scene.can_act() or scene.view_data is None:
            continue
        if scene.view_data["phase"] == TURN:
            return
        scene.send(scene.legal[0])
    raise AssertionError("Anna's first turn never came")


@pytest.fixture
def scene(app: App) -> SpeedchicagoScene:
    """The table at Anna's first turn, the tutorial showing."""
    shown = start(app)
    to_first_turn(app, shown)
    app.frame(FRAME)
    return shown


def build_somewhere(scene: SpeedchicagoScene) -> None:
    """Chooses the first stack with key 1 and builds on a yellow site."""
    scene.handle(Intent(IntentKind.SHORTCUT, key="1"))
    assert scene.selection.mode == sel.BUILDING
    site = next(target for target in scene.targets.values() if isinstance(target.move, Build))
    assert scene.send(site.move)


def test_it_waits_for_the_first_own_turn_and_then_starts(app: App) -> None:
    scene = start(app)
    app.frame(FRAME)
    assert scene.view_data is not None and scene.view_data["phase"] != TURN
    assert not scene.tutorial.active
    to_first_turn(app, scene)
    app.frame(FRAME)
    assert scene.tutorial.active and scene.tutorial.step_name == "build"
    assert scene.tutorial.title() == "Erste Baustelle 1/5: Bauen"
    # The box is drawn under the site with the other pictures.
    app.frame(FRAME)


def test_building_climbing_points_undo_and_the_end_lead_through_every_step(
    app: App, scene: SpeedchicagoScene
) -> None:
    tutorial = scene.tutorial
    assert tutorial.body() == text("chicago_tutorial.build")
    scene.handle(Intent(IntentKind.SHORTCUT, key="1"))
    assert tutorial.body() == text("chicago_tutorial.build_then")
    site = next(target for target in scene.targets.values() if isinstance(target.move, Build))
    scene.send(site.move)
    assert tutorial.step_name == "climb"

    foreman = scene.board.figures.index(scene.shown_seat)
    scene.tap_field(foreman, 0)
    assert scene.selection.mode == sel.FOREMAN
    assert tutorial.body() == text("chicago_tutorial.climb_then")
    walk = next(target for target in scene.targets.values() if isinstance(target.move, Walk))
    scene.send(walk.move)
    assert tutorial.step_name == "points"

    scene.handle(Intent(IntentKind.SHORTCUT, key="w"))
    assert scene.scoring_view and tutorial.step_name == "undo"

    scene.handle(Intent(IntentKind.SHORTCUT, key="z"))
    assert tutorial.step_name == "end"
    assert not app.settings.chicago_tutorial_done
    scene.end_turn()
    assert not tutorial.active
    assert app.settings.chicago_tutorial_done


def test_the_scoring_view_switched_on_by_button_passes_the_points_step(
    app: App, scene: SpeedchicagoScene
) -> None:
    tutorial = scene.tutorial
    tutorial.next_step()
    tutorial.next_step()
    assert tutorial.step_name == "points"
    scene.scoring_view = True
    app.frame(FRAME)
    assert tutorial.step_name == "undo"


def test_steps_done_early_are_passed_by(scene: SpeedchicagoScene) -> None:
    tutorial = scene.tutorial
    scene.handle(Intent(IntentKind.SHORTCUT, key="w"))
    assert tutorial.step_name == "build"
    build_somewhere(scene)
    # Building passes step 1; the scoring view was seen already, so step 3 waits no more later.
    assert tutorial.step_name == "climb"
    tutorial.next_step()
    assert tutorial.step_name == "undo"


def test_esc_skips_it_and_remembers_that(app: App, scene: SpeedchicagoScene) -> None:
    tutorial = scene.tutorial
    scene.handle(Intent(IntentKind.SHORTCUT, key="1"))
    # The first Esc takes back the chosen stack, as always.
    scene.handle(Intent(IntentKind.CANCEL))
    assert scene.selection.mode == sel.IDLE and tutorial.active
    scene.handle(Intent(IntentKind.CANCEL))
    assert not tutorial.active
    assert scene.widgets.dialog is None
    assert app.settings.chicago_tutorial_done
    # It does not come back by itself, and the next Esc opens the pause as usual.
    app.frame(FRAME)
    assert not tutorial.active
    scene.handle(Intent(IntentKind.CANCEL))
    assert scene.widgets.dialog is not None


def test_the_buttons_go_on_and_skip(app: App, scene: SpeedchicagoScene) -> None:
    tutorial = scene.tutorial
    scene.handle(Intent(IntentKind.TAP, pos=tutorial.next_button.rect.center))
    assert tutorial.step_name == "climb"
    # A tap elsewhere in the box is the tutorial's too and changes nothing on the site.
    scene.handle(Intent(IntentKind.TAP, pos=(BOX_RECT.x + 10, BOX_RECT.y + 10)))
    assert tutorial.step_name == "climb" and scene.selection.mode == sel.IDLE
    scene.handle(Intent(IntentKind.TAP, pos=tutorial.skip_button.rect.center))
    assert not tutorial.active and app.settings.chicago_tutorial_done


def test_weiter_on_the_last_step_finishes_it(app: App, scene: SpeedchicagoScene) -> None:
    tutorial = scene.tutorial
    for _ in range(len(STEPS) - 1):
        tutorial.next_step()
    assert tutorial.step_name == "end"
    app.frame(FRAME)
    assert tutorial.next_button.label == text("chicago_tutorial.finish")
    tutorial.next_step()
    assert not tutorial.active and app.settings.chicago_tutorial_done


def test_restart_starts_it_again(app: App, scene: SpeedchicagoScene) -> None:
    tutorial = scene.tutorial
    tutorial.skip()
    assert app.settings.chicago_tutorial_done
    tutorial.restart()
    assert tutorial.active and tutorial.step_name == "build"
    build_somewhere(scene)
    assert tutorial.step_name == "climb"
    scene.send(END_TURN)
    assert not tutorial.active and app.settings.chicago_tutorial_done


def test_it_never_blocks_the_game(app: App, scene: SpeedchicagoScene) -> None:
    assert scene.tutorial.active
    # Every control still works while the box is shown: end the turn right away.
    seat = scene.shown_seat
    assert scene.can_act() and seat in scene.table.to_act()
    build_somewhere(scene)
    scene.end_turn()
    assert not scene.tutorial.active
    assert seat not in scene.table.to_act()


def test_once_seen_it_does_not_start(app: App) -> None:
    app.change_settings(chicago_tutorial_done=True)
    scene = start(app)
    to_first_turn(app, scene)
    app.frame(FRAME)
    assert not scene.tutorial.active


# ---- the box steps aside when it does not fit -------------------------------------------------


def box_drawn(app: App) -> bool:
    """Whether the tutorial's box (its accent border) is on the canvas under the site."""
    app.frame(0.0)
    colour = app.canvas.get_at((BOX_RECT.x + 1, BOX_RECT.centery))[:3]
    return tuple(colour) == tuple(THEME.colours.accent[:3])


def test_the_box_is_drawn_while_its_step_fits(app: App, scene: SpeedchicagoScene) -> None:
    assert scene.tutorial.showing and box_drawn(app)
    scene.handle(Intent(IntentKind.SHORTCUT, key="1"))  # building is what step 1 asks
    assert scene.tutorial.showing and box_drawn(app)


def test_a_foreman_chosen_during_the_build_step_leaves_the_strip_to_the_hint(
    app: App, scene: SpeedchicagoScene
) -> None:
    tutorial = scene.tutorial
    assert tutorial.step_name == "build"
    scene.tap_field(scene.board.figures.index(scene.shown_seat), 0)
    assert scene.selection.mode == sel.FOREMAN
    assert not tutorial.showing and not box_drawn(app)
    hints = (text("chicago_overlay.hint.walk"), text("chicago_overlay.hint.stuck"))
    assert hint_line(scene) in hints
    # A tap where the box was is no longer the tutorial's, and Esc cancels the foreman first.
    assert not tutorial.handle(Intent(IntentKind.TAP, pos=tutorial.skip_button.rect.center))
    scene.handle(Intent(IntentKind.CANCEL))
    assert scene.selection.mode == sel.IDLE
    assert tutorial.active and tutorial.showing and box_drawn(app)


def test_during_a_card_play_the_hint_follows_the_card_not_the_last_step(app: App) -> None:
    """Profi: every card is on the hand from the start, so the first turn can play one."""
    start_table(app, replace(chicago_setup(), options={"variant": "profi"}))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    to_first_turn(app, scene)
    app.frame(FRAME)
    tutorial = scene.tutorial
    for _ in range(len(STEPS) - 1):
        tutorial.next_step()
    assert tutorial.step_name == "end" and box_drawn(app)
    scene.choose_card("kletterseil")
    assert scene.selection.mode == sel.CARD_SOURCE
    assert not box_drawn(app)
    assert hint_line(scene) == text("chicago_overlay.hint.card_source")
    source = next(field for field, target in scene.targets.items() if target.kind == sel.SOURCE)
    scene.tap_field(source, 0)
    assert scene.selection.mode == sel.CARD_TARGET
    assert not box_drawn(app)
    assert hint_line(scene) == text("chicago_overlay.hint.card_target")
    # The card played, nothing is chosen: the last step fits again.
    target = next(iter(scene.targets.values()))
    assert scene.send(target.move)
    assert scene.selection.mode == sel.IDLE
    assert tutorial.active and tutorial.step_name == "end" and box_drawn(app)


def test_inserting_leaves_the_strip_to_the_hint(app: App, scene: SpeedchicagoScene) -> None:
    scene.tutorial.next_step()
    scene.select(sel.Selection(sel.INSERTING))
    assert not scene.tutorial.showing and not box_drawn(app)
    assert hint_line(scene) == text("chicago_overlay.hint.insert")
