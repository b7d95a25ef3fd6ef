"""The top bar of the Speedchicago table: a long header never runs under the clock or the Rat,
and the Rat's steps stay on the site, clear of the clock and the bar's buttons."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.scenes import table_scene
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.table_scene import ADVICE_RECT, CLOCK_RECT, MENU_RECT, TOP_BAR
from game.client.scenes.tables.speedchicago.scene import SITE_RECT, SpeedchicagoScene
from game.client.theme import THEME
from game.table.seats import COMPUTER, Seat, TableSetup
from game.texts import set_language, text
from tests.client.table_driving import FRAME, run_until, start_chicago

LONG_NAME = "Baufirma Wolkenkratzer & Söhne, Chicago"


def chicago(app: App, seats: tuple[Seat, ...], turn_seconds: int | None) -> SpeedchicagoScene:
    """A Speedchicago table as the client starts it."""
    app.change_settings(chicago_tutorial_done=True)
    return start_chicago(app, TableSetup("speedchicago", seats, {}, 3, turn_seconds))[0]


def past_the_curtain(app: App, scene: SpeedchicagoScene) -> None:
    """Frames until the table shows, the hand-over curtain (several people) tapped away."""
    for _ in range(50):
        app.frame(FRAME)
        if isinstance(app.scene, HandOverScene):
            app.scene.show()
        elif app.scene is scene:
            return
    raise AssertionError("the table never showed")


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", ["Computer 3", LONG_NAME])
def test_a_long_header_stays_left_of_the_clock(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str, name: str
) -> None:
    """Two people and a computer with the clock: '1891 · Runde 1 von 4 · Computer 3 ist dran'
    used to run on under the clock."""
    seats = (Seat("Anna"), Seat("Bert"), Seat(name, COMPUTER, "easy"))
    scene = chicago(app, seats, 120)
    past_the_curtain(app, scene)
    set_language(language)
    drawn: list[pygame.Rect] = []
    plain = table_scene.draw_text

    def recording(surface: pygame.Surface, words: str, *more: Any, **named: Any) -> pygame.Rect:
        covered = plain(surface, words, *more, **named)
        if words == header:
            drawn.append(covered)
        return covered

    try:
        header = text("chicago.header.turn", year=1891, round=1, rounds=4, name=name)
        monkeypatch.setattr(scene, "header_text", lambda: header)
        monkeypatch.setattr(table_scene, "draw_text", recording)
        app.frame(0.0)
    finally:
        set_language("de")
    assert len(drawn) == 1
    shown = drawn[0]
    assert TOP_BAR.contains(shown)
    assert shown.right < CLOCK_RECT.left
    for neighbour in (CLOCK_RECT, ADVICE_RECT, MENU_RECT):
        assert not shown.colliderect(neighbour), neighbour
    assert scene.header_size(header) >= table_scene.HEADER_SMALLEST


def test_a_short_header_keeps_the_heading_size(app: App) -> None:
    scene = chicago(app, (Seat("Anna"), Seat("Rot", COMPUTER, "easy")), None)
    header = text("chicago_words.header.you", year=1891, round=1, rounds=4)
    assert scene.header_size(header) == THEME.fonts.heading
    # Alone there is no clock: the header may reach up to the Rat.
    assert scene.header_room().right < ADVICE_RECT.left
    assert scene.header_room().right > CLOCK_RECT.left


def test_the_rats_steps_stay_on_the_site_clear_of_the_top_bar(app: App) -> None:
    seats = (Seat("Anna"), Seat("Rot", COMPUTER, "easy"), Seat("Blau", COMPUTER, "easy"))
    scene = chicago(app, seats, None)
    run_until(app, scene.can_act, FRAME, most=600)
    while scene.view_data is not None and scene.view_data["phase"] != "turn":
        scene.send(scene.legal[0])
        run_until(app, scene.can_act, FRAME, most=600)
    scene.request_advice()
    run_until(app, lambda: scene.advice is not None, FRAME, most=600)
    app.frame(FRAME)
    marks = scene.overlay.drawn_advice
    assert marks
    steps = scene.overlay.advice.list_rect(len(marks))
    assert SITE_RECT.contains(steps)
    for bar_part in (CLOCK_RECT, ADVICE_RECT, MENU_RECT, TOP_BAR):
        assert not steps.colliderect(bar_part)
