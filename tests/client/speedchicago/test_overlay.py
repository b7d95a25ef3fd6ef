"""The Speedchicago site overlay (labels, outlines, scoring view, track, Rat, hints, info windows,
view buttons and the Ansicht dialog) and the camera following the opponents."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.launch import start_table
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.advice import advice_marks
from game.client.scenes.tables.speedchicago.follow import FOLLOW_SECONDS, turn_between
from game.client.scenes.tables.speedchicago.labels import (
    dashes,
    house_labels,
    photographer_bonuses,
)
from game.client.scenes.tables.speedchicago.log_strip import hint_line
from game.client.scenes.tables.speedchicago.overlay import LABEL_LIFT
from game.client.scenes.tables.speedchicago.scene import SITE_RECT, SpeedchicagoScene
from game.client.scenes.tables.speedchicago.track import label_step, track_end
from game.client.scenes.tables.speedchicago.view_dialog import ViewDialog
from game.client.text_layout import measure
from game.client.theme import THEME
from game.rules.core import Event
from game.rules.registry import get_game
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.moves import END_TURN, Build, Walk
from game.rules.speedchicago.site import FIELD_NAMES
from game.rules.speedchicago.state import EMPTY, PHOTOGRAPHER, TURN, SpeedchicagoState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.table_driving import press, run_until, tap

# d3 and d4: a tall tower on d3 hides d4 from the camera's starting angle.
FRONT_TOWER, BEHIND = 19, 27


def start_chicago(app: App) -> SpeedchicagoScene:
    """One person against three easy computers, the tutorial already seen, at the person's
    first turn of 1891."""
    app.change_settings(chicago_tutorial_done=True)
    seats = (
        Seat("Anna"),
        Seat("Rot", COMPUTER, "easy"),
        Seat("Blau", COMPUTER, "easy"),
        Seat("Gelb", COMPUTER, "easy"),
    )
    start_table(app, TableSetup("speedchicago", seats, {}, seed=3, turn_seconds=None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    until_can_act(app, scene)
    # The set-up: the person's foreman onto the first free foundation stone.
    scene.send(next(iter(scene.targets.values())).move)
    until_can_act(app, scene)
    assert scene.view_data is not None and scene.view_data["phase"] == TURN
    return scene


def until_can_act(app: App, scene: SpeedchicagoScene) -> None:
    """Frames until the person may act."""
    run_until(app, scene.can_act)


def own_foreman(scene: SpeedchicagoScene) -> int:
    """The field of the person's first foreman."""
    assert scene.position is not None
    return scene.position.foremen_of(0)[0]


def built_state() -> SpeedchicagoState:
    """A game in 1891 with a three-field house around b2 (b2 two floors high) where Anna stands
    on the 2nd floor and Rot on the 1st, and the photographer on e5 with Blau beside him."""
    state = get_game("speedchicago").new_state(4, 11, {})
    assert isinstance(state, SpeedchicagoState)
    while state.phase != TURN:
        acting = state.to_act()[0]
        state.play(acting, state.legal_moves(acting)[0])
    heights = [0] * 64
    for stone in state.foundations:
        heights[stone] = 1
    heights[9], heights[1], heights[10] = 2, 1, 1
    figures = [EMPTY] * 64
    figures[9], figures[1], figures[36] = 0, 1, PHOTOGRAPHER
    figures[44] = 2  # e6, next to the photographer's e5 but on the ground: scores nothing
    state.heights, state.figures, state.photographer = heights, figures, 36
    state._houses = None
    return state


# ---- pure helpers ---------------------------------------------------------------------------


def test_house_labels_give_area_times_floor_of_each_company() -> None:
    state = built_state()
    view = state.view(0)
    labels = house_labels(view)
    b2 = [label for label in labels if label.field == 9]
    assert [(label.company, label.area, label.floor, label.points) for label in b2] == [
        (0, 3, 2, 6),
        (1, 3, 1, 3),
    ]
    # Every house entry of the view's scoring appears once, at the house's tallest tower.
    expected = sorted(
        (company, house, points)
        for company, scoring in enumerate(view["scoring_now"])
        for house, _area, _floor, points in scoring["houses"]
    )
    assert sorted((label.company, label.house, label.points) for label in labels) == expected
    assert photographer_bonuses(view) == []


def test_track_end_reaches_past_the_leader_on_round_numbers() -> None:
    assert track_end([0, 0]) == 30
    assert track_end([12, 47, 3]) == 60
    assert track_end([50]) == 60


def test_the_tracks_numbers_stand_clear_of_each_other_however_long_it_is() -> None:
    width = 1000.0
    assert label_step(60, width) == 10  # a short track is numbered every ten
    for end in (60, 200, 320, 500, 2000):
        step = label_step(end, width)
        widest = measure(str(end), THEME.fonts.tiny)[0]
        assert width * step / end > widest or step == 100
    assert label_step(320, width) > 10  # three-digit numbers every ten would overlap


def test_dashes_cover_a_line_with_gaps() -> None:
    pieces = dashes((0.0, 0.0), (100.0, 0.0), dash=10, gap=5)
    assert pieces[0] == ((0.0, 0.0), (10.0, 0.0))
    assert pieces[1][0] == (15.0, 0.0)
    assert all(end[0] <= 100.0 for _start, end in pieces)
    assert len(pieces) == 7


def test_dashes_of_a_corner_behind_the_camera_stay_on_the_canvas() -> None:
    """A corner behind the camera lands a billion pixels away: only the visible stretch is
    dashed, on the pattern's own beat, and a line wholly off the canvas has no dashes."""
    pieces = dashes((50.0, 50.0), (1e12, 50.0), dash=10, gap=5, within=(0.0, 0.0, 200.0, 100.0))
    assert pieces[0] == ((50.0, 50.0), (60.0, 50.0))
    assert all(start[0] <= 200.0 for start, _end in pieces)
    assert len(pieces) == 10
    assert dashes((-1e12, 500.0), (1e12, 500.0), within=(0.0, 0.0, 200.0, 100.0)) == []


def test_advice_marks_follow_the_site_step_by_step() -> None:
    state = built_state()
    company = state.to_act()[0]
    stack = max(range(len(state.stacks[company])), key=lambda index: state.stacks[company][index])
    # A ground field joining a single house, built on twice: floor 1, then floor 2.
    site = next(
        move.field
        for move in state.legal_moves(company)
        if isinstance(move, Build) and move.stack == stack and state.heights[move.field] == 0
    )
    plan = [Build(stack, site), Build(stack, site), END_TURN]
    marks = advice_marks(state, company, plan)
    assert [mark.number for mark in marks] == [1, 2, 3]
    assert [mark.field for mark in marks] == [site, site, -1]
    assert [mark.height for mark in marks[:2]] == [1, 2]
    assert marks[0].label.endswith("1") and marks[1].label.endswith("2")
    assert marks[2].words == text("chicago_overlay.step.end")


# ---- drawn over the site --------------------------------------------------------------------


def test_labels_of_lit_fields_stand_on_their_roofs_inside_the_site(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    scene.select(sel.Selection(sel.FOREMAN, foreman=own_foreman(scene)))
    assert scene.targets
    app.frame(1 / 60)
    drawn = scene.overlay.drawn_labels
    assert {label.field for label in drawn} == {
        field for field, target in scene.targets.items() if target.label
    }
    heights = scene.board.heights
    for label in drawn:
        assert label.words == scene.targets[label.field].label
        x, y = scene.site.field_on_screen(label.field, heights, LABEL_LIFT)
        assert label.centre == pytest.approx((x, y), abs=1.0)
        assert SITE_RECT.contains(label.rect)
    assert hint_line(scene) == text("chicago_overlay.hint.walk")


def test_floors_stand_on_the_roofs_while_building_or_switched_on(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    towers = {field for field, height in enumerate(scene.board.heights) if height}
    app.frame(1 / 60)
    assert scene.overlay.drawn_floors == []
    scene.choose_stack(0)
    app.frame(1 / 60)
    assert hint_line(scene) == text("chicago_overlay.hint.build")
    labelled = {field for field, target in scene.targets.items() if target.label}
    assert {label.field for label in scene.overlay.drawn_floors} == towers - labelled
    scene.select(sel.Selection())
    app.frame(1 / 60)
    assert scene.overlay.drawn_floors == []
    tap(app, fake_time, scene.overlay.floors_button.rect.center)
    assert scene.floors_on_roofs
    app.frame(1 / 60)
    assert {label.field for label in scene.overlay.drawn_floors} == towers
    assert all(
        label.words == str(scene.board.heights[label.field]) for label in scene.overlay.drawn_floors
    )


def test_w_toggles_the_scoring_view_with_one_plaque_per_house(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    press(app, pygame.K_w)
    assert scene.scoring_view
    app.frame(1 / 60)
    assert scene.view_data is not None
    expected: dict[int, list[tuple[int, str]]] = {}
    for label in house_labels(scene.view_data):
        expected.setdefault(label.house, []).append((label.company, str(label.points)))
    assert expected
    houses = [drawn.plaque for drawn in scene.overlay.drawn_scoring if drawn.plaque.house >= 0]
    assert {plaque.house: list(plaque.entries) for plaque in houses} == expected
    assert len(houses) == len({plaque.house for plaque in houses})  # one plaque per house
    for plaque in houses:
        companies = [company for company, _points in plaque.entries]
        assert companies == sorted(set(companies))  # each company once, in seat order
    press(app, pygame.K_w)
    assert not scene.scoring_view
    app.frame(1 / 60)
    assert scene.overlay.drawn_scoring == []


def test_l_and_the_track_button_show_the_score_track(app: App, fake_time: FakeTime) -> None:
    scene = start_chicago(app)
    press(app, pygame.K_l)
    assert scene.track_view
    app.frame(1 / 60)
    assert scene.view_data is not None
    positions = scene.overlay.track_positions()
    assert [score for score, _now in positions.values()] == scene.view_data["scores"]
    assert all(now >= score for score, now in positions.values())
    assert SITE_RECT.contains(scene.overlay.track_rect())
    tap(app, fake_time, scene.overlay.track_button.rect.center)
    assert not scene.track_view


def test_the_last_players_changes_are_outlined_until_the_player_acts(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    scene.end_turn()
    until_can_act(app, scene)
    assert scene.view_data is not None
    changed = list(scene.view_data["changed_last_turn"])
    assert changed
    app.frame(1 / 60)
    assert scene.overlay.drawn_outlines == changed
    foreman = own_foreman(scene)
    scene.select(sel.Selection(sel.FOREMAN, foreman=foreman))
    scene.send(next(move for move in scene.legal if isinstance(move, Walk)))
    app.frame(1 / 60)
    assert scene.overlay.drawn_outlines == []


def test_the_rat_shows_numbered_steps_on_the_site(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = start_chicago(app)
    foreman = own_foreman(scene)
    walk = next(move for move in scene.legal if isinstance(move, Walk) and move.origin == foreman)
    plan = (walk, END_TURN)
    monkeypatch.setattr(scene, "advice_steps", lambda: plan)
    app.frame(1 / 60)
    marks = scene.overlay.drawn_advice
    assert [(mark.number, mark.field, mark.origin) for mark in marks] == [
        (1, walk.target, foreman),
        (2, -1, -1),
    ]


def test_hints_say_what_to_tap(app: App, fake_time: FakeTime) -> None:
    scene = start_chicago(app)
    assert hint_line(scene) == text("chicago_overlay.hint.idle")
    scene.start_insert()
    if scene.selection.mode == sel.INSERTING:
        assert hint_line(scene) == text("chicago_overlay.hint.insert")
    scene.select(sel.Selection(sel.CARD_SOURCE, card="kletterseil"))
    assert hint_line(scene) == text("chicago_overlay.hint.card_source")
    scene.end_turn()
    assert hint_line(scene) != text("chicago_overlay.hint.idle")


# ---- info windows ---------------------------------------------------------------------------


def test_info_windows_for_foremen_houses_and_the_photographer(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    app.frame(1 / 60)
    board = scene.board
    foreman = own_foreman(scene)
    on_foreman = scene.site.field_on_screen(foreman, board.heights, 0.3)
    found = scene.overlay.site_info(on_foreman)
    assert found is not None
    assert found[1].title == text("chicago_overlay.info.foreman_title", name="Anna")
    # The same thing twice is the same identity (the info host waits on it).
    again = scene.overlay.site_info(on_foreman)
    assert again is not None and again[0] is found[0]
    photographer = scene.site.field_on_screen(board.photographer, board.heights, 0.3)
    found = scene.overlay.site_info(photographer)
    assert found is not None
    assert found[1].title == text("chicago_overlay.info.photographer_title")
    empty_stone = next(
        field
        for field in board.foundations
        if board.figures[field] == EMPTY and board.heights[field] == 1
    )
    roof = scene.site.field_on_screen(empty_stone, board.heights, 0.0)
    found = scene.overlay.site_info(roof)
    assert found is not None
    assert found[1].title == text(
        "chicago_overlay.info.house_title", field=FIELD_NAMES[empty_stone], area=1
    )
    # A long press opens the window at once.
    scene.handle(Intent(IntentKind.LONG_PRESS, pos=on_foreman, touch=True))
    assert scene.widgets.info.visible
    # The view buttons explain themselves, not the site under them.
    assert scene.overlay.site_info(scene.overlay.view_button.rect.center) is None


# ---- view buttons and the Ansicht dialog ----------------------------------------------------


def test_view_buttons_turn_and_zoom_the_camera(app: App, fake_time: FakeTime) -> None:
    scene = start_chicago(app)
    camera = scene.site.camera
    yaw, distance = camera.yaw, camera.distance
    tap(app, fake_time, scene.overlay.turn_right.rect.center)
    assert turn_between(yaw, camera.yaw) == pytest.approx(90.0)
    tap(app, fake_time, scene.overlay.turn_left.rect.center)
    assert camera.yaw == pytest.approx(yaw)
    tap(app, fake_time, scene.overlay.zoom_in.rect.center)
    assert camera.distance < distance


def test_the_zoomed_out_camera_makes_room_for_the_tallest_tower(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    camera = scene.site.camera
    assert camera.room_floors == max(scene.board.heights) + 1
    low = camera.distance
    assert low == camera.max_distance()
    hide_behind_tower(scene)  # a seven-floor tower
    app.frame(0.0)
    assert camera.room_floors == 8
    assert camera.distance == camera.max_distance() > low


def test_the_ansicht_dialog_switches_camera_follow_and_restarts_the_tutorial(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = start_chicago(app)
    restarts: list[bool] = []
    monkeypatch.setattr(scene.tutorial, "restart", lambda: restarts.append(True), raising=False)
    assert app.settings.camera_follows
    tap(app, fake_time, scene.overlay.view_button.rect.center)
    dialog = scene.widgets.dialog
    assert isinstance(dialog, ViewDialog)
    tap(app, fake_time, dialog.toggle.rect.center)
    assert not app.settings.camera_follows
    assert scene.widgets.dialog is dialog
    tap(app, fake_time, dialog.toggle.rect.center)
    assert app.settings.camera_follows
    tap(app, fake_time, dialog.buttons[0].rect.center)
    assert restarts == [True]
    assert scene.widgets.dialog is None


# ---- the camera follows the opponents -------------------------------------------------------


def hide_behind_tower(scene: SpeedchicagoScene) -> list[int]:
    """Shows a site where a seven-floor tower on d3 hides d4 from the camera."""
    heights = [0] * 64
    heights[FRONT_TOWER], heights[BEHIND] = 7, 1
    scene.board.heights = heights
    assert scene.site.occluders(BEHIND, heights)
    return heights


def built_on(field: int, company: int) -> ev.FloorBuilt:
    """A floor built on a field by a company."""
    return ev.FloorBuilt(company=company, field=field, floor=1, stack=0, card="", gain=0)


def test_the_camera_turns_to_a_hidden_opponent_step_and_back(app: App, fake_time: FakeTime) -> None:
    scene = start_chicago(app)
    camera, follow = scene.site.camera, scene.follow
    heights = hide_behind_tower(scene)
    own = camera.yaw
    follow.on_event(built_on(BEHIND, 1))
    assert follow.following and follow.turning
    follow.update(FOLLOW_SECONDS / 2)
    assert camera.yaw != pytest.approx(own)
    follow.update(FOLLOW_SECONDS)
    assert not follow.turning
    assert abs(turn_between(own, camera.yaw)) in (45.0, 90.0, 135.0, 180.0)
    assert not scene.site.occluders(BEHIND, heights)
    assert SITE_RECT.collidepoint(scene.site.field_on_screen(BEHIND, heights, 0.35))
    # The person acts again: back to their own camera.
    follow.restore()
    follow.update(FOLLOW_SECONDS + 0.1)
    assert turn_between(own, camera.yaw) == pytest.approx(0.0, abs=1e-6)
    assert not follow.following


def test_the_camera_stays_for_own_steps_visible_steps_and_when_switched_off(
    app: App, fake_time: FakeTime
) -> None:
    scene = start_chicago(app)
    camera, follow = scene.site.camera, scene.follow
    hide_behind_tower(scene)
    own = camera.yaw
    follow.on_event(built_on(BEHIND, 0))
    follow.on_event(built_on(FRONT_TOWER, 2))
    assert not follow.turning and camera.yaw == own
    app.change_settings(camera_follows=False)
    follow.on_event(built_on(BEHIND, 1))
    assert not follow.turning and camera.yaw == own


def test_turning_the_camera_oneself_makes_it_the_own_camera(app: App, fake_time: FakeTime) -> None:
    scene = start_chicago(app)
    camera, follow = scene.site.camera, scene.follow
    hide_behind_tower(scene)
    follow.on_event(built_on(BEHIND, 3))
    follow.update(FOLLOW_SECONDS + 0.1)
    followed = camera.yaw
    follow.user_moved()
    follow.restore()
    follow.update(FOLLOW_SECONDS + 0.1)
    assert camera.yaw == followed


def test_a_whole_round_with_the_camera_following_keeps_the_scene_sound(
    app: App, fake_time: FakeTime
) -> None:
    """The computers' steps play through the scene's own event show; a camera close above one
    corner misses some of them and follows, and when the person acts again the camera is the
    person's own."""
    scene = start_chicago(app)
    camera, follow = scene.site.camera, scene.follow
    camera.zoom(0.5)
    camera.pan(-3.0, 3.0)
    camera.tilt(-40.0)
    follow.user_moved()
    own = camera.yaw
    followed: list[float] = []
    show = follow.on_event

    def spying(event: Event) -> None:
        show(event)
        if follow.turning:
            followed.append(follow.aimed_yaw())

    follow.on_event = spying  # type: ignore[method-assign]
    scene.end_turn()
    for _ in range(400):
        app.frame(0.05)
        if scene.can_act():
            break
    app.frame(FOLLOW_SECONDS + 0.1)
    assert followed and all(yaw != own for yaw in followed)
    assert scene.can_act()
    assert not follow.following
    assert turn_between(own, camera.yaw) == pytest.approx(0.0, abs=1e-6)
