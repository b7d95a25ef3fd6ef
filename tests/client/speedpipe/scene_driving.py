"""Helpers for the Speedpipe scene tests: a table at a given state pushed onto an app, the
scene's texts as drawn, and the person's moves as the table's log has them."""

from __future__ import annotations

from game.client.app import App
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.rules.speedpipe.state import SpeedpipeState
from game.table.seats import TableSetup
from game.table.table import Table
from tests.client.table_driving import drawn_texts, push_until_can_act, seats_of


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
    return push_until_can_act(app, SpeedpipeScene(app, table, None))


def drawn(scene: SpeedpipeScene) -> list[str]:
    """Draws the scene; fails on any text finding; returns the texts drawn (whole, also
    where they wrap onto several lines)."""
    return drawn_texts(scene)


def state_of(table: Table) -> SpeedpipeState:
    """The table's state."""
    state = table.state
    assert isinstance(state, SpeedpipeState)
    return state


def persons_moves(table: Table, seat: int = 0) -> list[str]:
    """The moves the seat made, as the table's log has them."""
    return [entry.move for entry in table.log if entry.seat == seat]
