"""Helpers for the Speedpipe scene tests: a table at a given state pushed onto an app, the
scene's texts as drawn, and the person's moves as the table's log has them."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.client.text_recording import recording_texts
from game.rules.speedpipe.state import SpeedpipeState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from tests.client.table_driving import run_until
from tests.client.text_fit import findings

SURFACE = (1920, 1080)


def seats_of(people: int, computers: int) -> tuple[Seat, ...]:
    """People first ("Spieler 1", ...), then easy computers."""
    return tuple(Seat(f"Spieler {number + 1}") for number in range(people)) + tuple(
        Seat(f"Computer {people + number + 1}", COMPUTER, "easy") for number in range(computers)
    )


def table_at(
    app: App,
    state: SpeedpipeState | None = None,
    people: int = 1,
    seed: int = 3,
    options: dict[str, str] | None = None,
    turn_seconds: int | None = None,
) -> Table:
    """A table of people against easy computers (as many seats as the state has), at the quick
    tempo, at the given state or a new game."""
    players = state.players if state is not None else 3
    setup = TableSetup(
        "speedpipe",
        seats_of(people, players - people),
        options if options is not None else (dict(state.options) if state else {}),
        seed,
        turn_seconds,
        tempo="schnell",
    )
    return Table(setup, app.services.bots, app.services.now, state=state)


def push_scene(app: App, table: Table) -> SpeedpipeScene:
    """The table's scene pushed onto the app, run until the person may act."""
    scene = SpeedpipeScene(app, table, None)
    app.push(scene)
    run_until(app, scene.can_act)
    return scene


def drawn(scene: SpeedpipeScene) -> list[str]:
    """Draws the scene; fails on any text finding; returns the texts drawn (whole, also
    where they wrap onto several lines)."""
    surface = pygame.Surface(SURFACE)
    with recording_texts() as recording:
        scene.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    return [line.whole for line in recording.texts]


def state_of(table: Table) -> SpeedpipeState:
    """The table's state."""
    state = table.state
    assert isinstance(state, SpeedpipeState)
    return state


def persons_moves(table: Table, seat: int = 0) -> list[str]:
    """The moves the seat made, as the table's log has them."""
    return [entry.move for entry in table.log if entry.seat == seat]
