"""The Rat at a Speedchicago table: offered only "allein gegen den Computer" (one person and
computers), not where several people sit at the table, and never in Rekordjagd or Tagesbaustelle."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedchicago.advice import alone_against_computers
from game.rules.speedchicago.modes import SOLO_MODE_BY_ID
from game.table.seats import TableSetup
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.table_driving import LONG_FRAME, press, run_until, seats_of, start_chicago


def chicago_setup(people: int, computers: int, mode: str = "") -> TableSetup:
    """A Speedchicago set-up of people first, then computers, without a clock (a solo mode's
    own options and normal computers where a mode is given)."""
    if not mode:
        return TableSetup("speedchicago", seats_of(people, computers), {}, 3, None)
    options = dict(SOLO_MODE_BY_ID[mode].options)
    seats = seats_of(people, computers, "normal")
    return TableSetup("speedchicago", seats, options, 3, None, "normal", mode)


def asked_for_advice(table: Table, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats the table is asked Rat for from now on (the computer is not really asked)."""
    asked: list[int] = []
    monkeypatch.setattr(table, "request_advice", asked.append)
    return asked


@pytest.mark.parametrize(
    ("people", "computers", "alone"),
    [(1, 1, True), (1, 3, True), (2, 1, False), (2, 2, False), (4, 0, False), (1, 0, False)],
)
def test_alone_means_one_person_and_computers(people: int, computers: int, alone: bool) -> None:
    assert alone_against_computers(chicago_setup(people, computers)) is alone


def test_one_person_against_computers_is_offered_the_rat_and_r_asks(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.change_settings(chicago_tutorial_done=True)
    scene, table = start_chicago(app, chicago_setup(1, 3))
    assert scene.advice_offered and scene.advice_button.visible
    run_until(app, scene.can_act)
    asked = asked_for_advice(table, monkeypatch)
    press(app, pygame.K_r)
    assert asked == [0]


def test_two_people_with_a_computer_are_not_offered_the_rat_and_r_does_nothing(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.change_settings(chicago_tutorial_done=True)
    scene, table = start_chicago(app, chicago_setup(2, 1))
    assert not scene.advice_offered and not scene.advice_button.visible
    # Past the curtain to the first person's set-up step: they may act, and still no Rat.
    app.frame(1 / 60)
    assert isinstance(app.scene, HandOverScene)
    press(app, pygame.K_RETURN)
    assert app.scene is scene
    run_until(app, scene.can_act, LONG_FRAME)
    asked = asked_for_advice(table, monkeypatch)
    press(app, pygame.K_r)
    assert asked == []
    assert scene.advice is None and scene.advice_steps() == ()


@pytest.mark.parametrize("mode", ["rekordjagd", "tagesbaustelle"])
def test_the_solo_modes_stay_without_rat(app: App, mode: str) -> None:
    app.change_settings(chicago_tutorial_done=True)
    scene, _table = start_chicago(app, chicago_setup(1, 3, mode))
    assert not scene.advice_offered and not scene.advice_button.visible
