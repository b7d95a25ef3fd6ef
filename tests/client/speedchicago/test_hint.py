"""The hint line under the Speedchicago site while the person waits: whose steps are shown, the
year's scoring, who thinks."""

from __future__ import annotations

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.tables.speedchicago.log_strip import hint_line
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.moves import END_TURN
from game.rules.speedchicago.state import TURN
from game.table.seats import COMPUTER, Seat, TableSetup
from game.texts import set_language, text

# Short frames, so that the events shown one after the other can be looked at one by one.
STEP = 0.1
SEATS = (
    Seat("Anna"),
    Seat("Rot", COMPUTER, "easy"),
    Seat("Blau", COMPUTER, "easy"),
    Seat("Gelb", COMPUTER, "easy"),
)


def chicago(app: App) -> SpeedchicagoScene:
    """Anna against three easy computers, the tutorial already seen."""
    app.change_settings(chicago_tutorial_done=True)
    start_table(app, TableSetup("speedchicago", SEATS, {}, 3, None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    return scene


def play_until(app: App, scene: SpeedchicagoScene, seen: type, most: int = 6000) -> ev.Event:
    """Plays on (Anna places her foreman and ends every turn at once) until an event of this
    kind is on screen; returns it."""
    for _ in range(most):
        app.frame(STEP)
        current = scene.queue.current
        if current is not None and isinstance(current.event, seen):
            return current.event
        if scene.can_act() and scene.view_data is not None:
            scene.send(END_TURN if scene.view_data["phase"] == TURN else scene.legal[0])
    raise AssertionError(f"no {seen.__name__} came")


def test_while_a_computer_plays_the_hint_names_it(app: App) -> None:
    scene = chicago(app)
    event = play_until(app, scene, ev.FloorBuilt)
    assert event.company != 0
    name = SEATS[event.company].name
    assert hint_line(scene) == text("chicago_overlay.hint.watching", name=name)
    set_language("en")
    try:
        assert hint_line(scene) == f"{name} is playing – every step is told in the log on the left."
    finally:
        set_language("de")


def test_during_the_years_scoring_the_hint_tells_who_is_counted(app: App) -> None:
    scene = chicago(app)
    event = play_until(app, scene, ev.CompanyScored)
    assert isinstance(event, ev.CompanyScored)
    assert hint_line(scene) == text(
        "chicago_overlay.hint.scoring", year=event.year, name=SEATS[event.company].name
    )
    assert str(event.year) in hint_line(scene)
