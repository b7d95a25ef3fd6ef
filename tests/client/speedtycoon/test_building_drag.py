"""Dragging a building onto the Imperium, with posted mouse and finger events: from 'Zu bauen' onto
a green field it is built, onto a yellow one built with a tunnel, from the Planung onto a blue
one swapped; released elsewhere nothing is sent and the building stays chosen; outside the own
turn the drag is refused in words; a drag on the Imperium's free space still pans it."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scene_keys import SceneRequest, build_scene
from game.client.scenes.tables.speedtycoon.empire_camera import Field
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.speedtycoon.state import PLACE
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import FRAME, window_pos
from tests.rules.speedtycoon.scenario import building
from tests.rules.speedtycoon.scenario import table as scenario_table

Point = tuple[float, float]
# Far apart in time, so that no two gestures of a test make a double tap.
BETWEEN_GESTURES = 1.0
STEPS = 6


def _between(start: Point, end: Point, step: int) -> Point:
    """The step-th of STEPS points on the way from start to end."""
    share = step / STEPS
    return (start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share)


def press_and_move(app: App, time: FakeTime, start: Point, end: Point) -> None:
    """Presses the left mouse button at start and moves to end in a few steps, then one frame
    (the button stays down)."""
    time.advance(BETWEEN_GESTURES)
    previous = window_pos(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=previous, button=1))
    for step in range(1, STEPS + 1):
        pos = window_pos(app, _between(start, end, step))
        rel = (pos[0] - previous[0], pos[1] - previous[1])
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
        )
        previous = pos
    app.frame(FRAME)


def release(app: App, end: Point) -> None:
    """Lets the left mouse button go at end, then one frame."""
    pos = window_pos(app, end)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(FRAME)


def mouse_drag(app: App, time: FakeTime, start: Point, end: Point) -> None:
    """A whole left-button drag from start to end."""
    press_and_move(app, time, start, end)
    release(app, end)


def finger_drag(app: App, time: FakeTime, start: Point, end: Point) -> None:
    """One finger pressed at start, moved to end and lifted there, then one frame."""
    time.advance(BETWEEN_GESTURES)
    width, height = app.window.get_size()

    def finger(kind: int, logical: Point) -> pygame.event.Event:
        x, y = window_pos(app, logical)
        return pygame.event.Event(
            kind, touch_id=1, finger_id=0, x=x / width, y=y / height, dx=0.0, dy=0.0, pressure=1.0
        )

    pygame.event.post(finger(pygame.FINGERDOWN, start))
    for step in range(1, STEPS + 1):
        pygame.event.post(finger(pygame.FINGERMOTION, _between(start, end, step)))
    pygame.event.post(finger(pygame.FINGERUP, end))
    app.frame(FRAME)


def human_moves(table: Table) -> list[str]:
    """The moves the person (seat 0) made so far, as the log has them."""
    return [entry.move for entry in table.log if entry.seat == 0]


def late_scene(app: App) -> tuple[SpeedtycoonScene, Table]:
    """The 'speedtycoon' scene key: a late Tycoon table whose person places a bought building
    with green and yellow fields lit."""
    scene = build_scene(app, SceneRequest("speedtycoon", computers="easy"))
    assert isinstance(scene, SpeedtycoonScene)
    app.push(scene)
    app.frame(FRAME)
    assert scene.can_act() and scene.choice.waiting
    return scene, scene.table


def restructure_scene(app: App, current: int = 0) -> tuple[SpeedtycoonScene, Table]:
    """A Klassisch table with a Logistik building east of the person's Konzernzentrale and a
    building in his Planung that may go beside it or be swapped with it; current is on turn."""
    east = building("logistik", 3, "NE")
    options = {"mode": "klassisch"}
    state = scenario_table(
        4, options=options, current=current, empires={0: {(1, 0): east}}, planning={0: [east + 1]}
    )
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, "easy") for number in (2, 3, 4)
    )
    table = Table(
        TableSetup("speedtycoon", seats, options, 1, None),
        app.services.bots,
        app.services.now,
        state,
    )
    if current == 0:
        return push_scene(app, table)
    scene = SpeedtycoonScene(app, table, None)
    app.push(scene)
    return scene, table


def persons_part(table: Table) -> tuple[object, ...]:
    """What the person's moves change: the phase, the buildings to place, his Imperium, tunnels
    and Planung (the computers' Lobbyists may buy meanwhile)."""
    state = state_of(table)
    return (
        state.phase,
        state.placer,
        list(state.to_place),
        dict(state.empires[0].fields),
        state.tunnels_left[0],
        list(state.planning[0]),
    )


def waiting_tile(scene: SpeedtycoonScene) -> Point:
    """The middle of the first tile in 'Zu bauen'."""
    rect, _ = scene.drag_sources()[0]
    return rect.center


def centre(scene: SpeedtycoonScene, field: Field) -> Point:
    """The middle of a field of the Imperium on the canvas."""
    return scene.empire.cell(field).center


def test_a_waiting_building_dragged_onto_a_green_field_is_built(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = late_scene(app)
    waiting = state_of(table).to_place[0]
    field = sorted(scene.empire.lit_fields("allowed"))[0]
    mouse_drag(app, fake_time, waiting_tile(scene), centre(scene, field))
    assert human_moves(table)[-1] == f"build {waiting} {field[0]},{field[1]}"
    assert state_of(table).empires[0].fields[field] == waiting
    assert scene.notice == ""


def test_a_drop_on_a_yellow_field_builds_with_a_tunnel(app: App, fake_time: FakeTime) -> None:
    scene, table = late_scene(app)
    state = state_of(table)
    waiting, tunnels = state.to_place[0], state.tunnels_left[0]
    field = sorted(scene.empire.lit_fields("with_tunnel"))[0]
    mouse_drag(app, fake_time, waiting_tile(scene), centre(scene, field))
    assert human_moves(table)[-1] == f"build {waiting} {field[0]},{field[1]}"
    after = state_of(table)
    assert after.empires[0].fields[field] == waiting
    assert after.tunnels_left[0] == tunnels - 1


def test_while_dragging_the_lit_field_under_the_pointer_is_the_target(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = late_scene(app)
    field = sorted(scene.empire.lit_fields("allowed"))[0]
    press_and_move(app, fake_time, waiting_tile(scene), centre(scene, field))
    drag = scene.building_drag
    assert drag.dragging and drag.raised and drag.target() == field
    assert human_moves(table) == []  # nothing is sent before the release
    release(app, centre(scene, field))
    assert not drag.dragging and len(human_moves(table)) == 1


def test_a_planung_building_dragged_onto_a_blue_field_swaps(app: App, fake_time: FakeTime) -> None:
    scene, table = restructure_scene(app)
    planned = state_of(table).planning[0][0]
    tile, _ = scene.drag_sources()[0]
    press_and_move(app, fake_time, tile.center, centre(scene, (1, 0)))
    assert scene.choice.planned and scene.empire.lit.get((1, 0)) == "swap"
    release(app, centre(scene, (1, 0)))
    assert human_moves(table) == [f"swap {planned} 1,0"]


def test_a_drop_on_an_unlit_field_sends_nothing_and_keeps_the_choice(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = late_scene(app)
    before = persons_part(table)
    waiting = scene.choice.building
    headquarters = centre(scene, (0, 0))  # built, so never lit for a new building
    assert (0, 0) not in scene.empire.lit
    mouse_drag(app, fake_time, waiting_tile(scene), headquarters)
    assert human_moves(table) == []
    assert persons_part(table) == before
    assert scene.choice.building == waiting and scene.choice.waiting
    assert scene.notice == ""
    # Released off the Imperium altogether: the same.
    mouse_drag(app, fake_time, waiting_tile(scene), scene.take_button.rect.center)
    assert human_moves(table) == [] and scene.choice.building == waiting


def test_a_drag_outside_the_own_turn_is_refused_in_words(app: App, fake_time: FakeTime) -> None:
    scene, table = restructure_scene(app, current=1)
    assert not scene.can_act()
    tile, _ = scene.drag_sources()[0]
    press_and_move(app, fake_time, tile.center, centre(scene, (1, 0)))
    assert scene.notice == text("speedtycoon.table.not_your_turn")
    assert not scene.building_drag.dragging and scene.choice.building is None
    release(app, centre(scene, (1, 0)))
    assert human_moves(table) == []


def test_a_finger_drags_a_building_onto_a_green_field(app: App, fake_time: FakeTime) -> None:
    scene, table = late_scene(app)
    waiting = state_of(table).to_place[0]
    field = sorted(scene.empire.lit_fields("allowed"))[-1]
    finger_drag(app, fake_time, waiting_tile(scene), centre(scene, field))
    assert human_moves(table)[-1] == f"build {waiting} {field[0]},{field[1]}"
    assert state_of(table).phase != PLACE or state_of(table).to_place != [waiting]


def test_a_drag_on_the_imperiums_free_space_still_pans_it(app: App, fake_time: FakeTime) -> None:
    scene, table = late_scene(app)
    corner = (scene.empire.rect.x + 12.0, scene.empire.rect.bottom - 12.0)
    pan = scene.empire.camera.pan
    mouse_drag(app, fake_time, corner, (corner[0] + 60, corner[1] - 40))
    assert scene.empire.camera.pan != pan
    assert human_moves(table) == [] and not scene.building_drag.dragging
