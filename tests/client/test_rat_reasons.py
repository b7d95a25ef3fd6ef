"""The Rat says why, driven by posted events: once its advice has come (key R) a message names
the expected values of the advice and of the best others, once per decision."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.table_scene import TableScene
from game.review.words import ranked_words
from game.table.seats import Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.table_driving import press


def reasons_shown(app: App) -> list[str]:
    """The messages on screen that give the Rat's reasons."""
    start = text("review.rat.bears", choices="")
    return [toast.text for toast in app.toasts.toasts if toast.text.startswith(start)]


def test_the_rat_says_why(app: App, menu: object) -> None:
    setup = TableSetup(
        "speedstocks", (Seat("Anna"), Seat("Ben", "computer", "easy")), seed=8, turn_seconds=None
    )
    table = Table(setup, app.services.bots, now=app.services.now, think_ms=20)
    scene = app.navigator.to_table(table, replace_top=False)
    assert isinstance(scene, TableScene)
    for _ in range(200):
        app.frame(0.5)
        if scene.can_act() and table.state.to_act() == (0,):
            break
    assert scene.can_act()
    press(app, pygame.K_r)
    for _ in range(5):
        app.frame(1 / 60)
    reasons = table.advice_reasons(0)
    assert scene.advice is not None and reasons is not None
    assert reasons_shown(app) == [ranked_words("speedstocks", reasons.unit, reasons.values)]
    assert scene.advice.text() == reasons.values[0][0]
    app.frame(1 / 60)
    assert len(reasons_shown(app)) == 1
