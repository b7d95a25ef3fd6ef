"""A whole seeded Speedchicago game against three computers, played only through posted taps and
keys on the 3D site and the panel, ending on the end table."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.end_scene import EndScene
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.rules.speedchicago.moves import Build, Walk
from game.table.seats import COMPUTER, Seat, TableSetup
from tests.client.conftest import FakeTime
from tests.client.table_driving import press, tap

# Long enough that a computer's whole turn is shown within a few frames.
GAME_FRAME = 1.0
MOST_FRAMES = 6000


def visible_target(scene: SpeedchicagoScene, kinds: tuple[str, ...]) -> tuple[float, float] | None:
    """Where to tap a lit field of these kinds that the camera sees (no tower in front)."""
    heights = scene.board.heights
    for field, target in sorted(scene.targets.items()):
        if target.kind not in kinds:
            continue
        roof = scene.site.field_on_screen(field, heights, 0.02)
        if scene.site.rect.collidepoint(roof) and scene.site.pick(roof).field == field:
            return roof
    return None


def visible_foreman(scene: SpeedchicagoScene, seat: int) -> tuple[float, float] | None:
    """Where to tap one of the seat's own foremen that the camera sees."""
    heights = scene.board.heights
    for field, figure in enumerate(scene.board.figures):
        if figure != seat:
            continue
        body = scene.site.field_on_screen(field, heights, 0.25)
        if scene.site.rect.collidepoint(body) and scene.site.pick(body).field == field:
            return body
    return None


def play_my_turn(app: App, fake_time: FakeTime, scene: SpeedchicagoScene) -> list[str]:
    """Builds from stack 1 (key 1, then a yellow site), walks a foreman (tap him, then a green
    field), then ends the turn with Enter - each where the camera lets it. Returns what it did."""
    did: list[str] = []
    table = scene.table
    before = len(table.log)
    press(app, pygame.K_1)
    if scene.selection.mode == sel.BUILDING:
        site = visible_target(scene, (sel.BUILD,))
        if site is not None:
            tap(app, fake_time, site)
            if any(
                isinstance(table.state.game.parse_move(e.move), Build) for e in table.log[before:]
            ):
                did.append("build")
    foreman = visible_foreman(scene, 0)
    if foreman is not None and scene.can_act():
        tap(app, fake_time, foreman)
        if scene.selection.mode == sel.FOREMAN:
            field = visible_target(scene, (sel.WALK,))
            if field is not None:
                tap(app, fake_time, field)
                if any(
                    isinstance(table.state.game.parse_move(e.move), Walk)
                    for e in table.log[before:]
                ):
                    did.append("walk")
    press(app, pygame.K_ESCAPE)  # cancels a selection left over, never the pause here
    if scene.can_act():
        press(app, pygame.K_RETURN)
        did.append("end")
    return did


def test_a_whole_seeded_game_by_posted_taps_and_keys_ends_on_the_end_table(
    app: App, fake_time: FakeTime
) -> None:
    seats = (
        Seat("Spieler 1"),
        Seat("Computer 2", COMPUTER, "easy"),
        Seat("Computer 3", COMPUTER, "easy"),
        Seat("Computer 4", COMPUTER, "easy"),
    )
    setup = TableSetup("speedchicago", seats, (), seed=11, turn_seconds=None)
    table = start_table(app, setup)
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    done: list[str] = []
    placements = 0
    for _ in range(MOST_FRAMES):
        if app.scene is not scene:
            break
        if scene.can_act():
            phase = scene.view_data["phase"] if scene.view_data else ""
            if phase == "turn":
                done += play_my_turn(app, fake_time, scene)
            else:
                spot = visible_target(scene, (sel.SETUP, sel.PHOTO))
                if spot is not None:
                    tap(app, fake_time, spot)
                    placements += 1
                elif phase == "photo":
                    tap(app, fake_time, scene.panel.photo_button.rect.center)
        app.frame(GAME_FRAME)
    assert table.is_over, "the game did not end"
    assert isinstance(app.scene, EndScene)
    mine = [entry for entry in table.log if entry.seat == 0]
    assert not any(entry.take_over for entry in table.log)
    assert placements >= 1  # the first foreman was set by a tap on a foundation stone
    turns = sum(entry.move == "end" for entry in mine)
    assert turns == 10  # four companies: 4 + 3 + 3 rounds
    assert done.count("end") == turns
    assert "build" in done and "walk" in done


def test_leaving_the_table_frees_the_3d_view_but_covering_it_does_not(app: App) -> None:
    seats = (Seat("Spieler 1"), Seat("Computer 2", COMPUTER, "easy"))
    table = start_table(app, TableSetup("speedchicago", seats, (), seed=3, turn_seconds=None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene) and not table.is_over
    app.frame(0.1)
    assert scene.site.holds_context
    scene.show_rules()  # the rules reader covers the table
    assert app.scene is not scene and scene.site.holds_context
    app.pop()
    assert app.scene is scene
    scene.leave_to_menu()
    assert scene not in app.scenes and not scene.site.holds_context
