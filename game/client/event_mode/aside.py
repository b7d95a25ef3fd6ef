"""What event mode does with a guest's table and names when the next guest comes: the table's
save is set aside (the store's way: moved into its set-aside folder, never deleted) and the
names typed at the set-up are forgotten."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from game.client.launch import human_name, table_id_of
from game.rules.core import OptionError, SaveError
from game.table.seats import TableSetup
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App

_log = logging.getLogger(__name__)


def tables_shown(app: App) -> list[Table]:
    """The local tables of the scenes on the app's stack (a table, its end, a curtain above)."""
    found: list[Table] = []
    for scene in app.scenes:
        table = getattr(scene, "table", None)
        if isinstance(table, Table) and table not in found:
            found.append(table)
    return found


def put_aside(app: App, table: Table) -> bool:
    """Sets a table's save aside so that the next guest never sees it in Weiterspielen; whether a
    save was there to set aside. A disk problem goes to the log, never to the guest."""
    table_id = table_id_of(table)
    if table_id is None:
        return False
    saves = app.services.saves
    try:
        if table_id not in saves.table_ids():
            return False
        # set_aside answers with the sentence a damaged save is told with; this save is sound and
        # only makes room for the next guest, so the sentence is not shown.
        saves.set_aside(table_id, "event mode: a guest's table, kept for the organiser")
    except (OSError, SaveError) as error:
        _log.warning("the table %s could not be set aside: %s", table_id, error)
        return False
    return True


def forget_names(app: App) -> None:
    """The next guest starts without the last guest's names: the remembered set-ups seat people
    under the default names again, and no typed name is offered."""
    setups: dict[str, object] = {}
    for game, data in app.settings.last_setups.items():
        try:
            setup = TableSetup.from_dict(data)
        except (SaveError, OptionError, TypeError, ValueError):
            continue  # a damaged set-up is dropped: the game's defaults come back
        seats = tuple(
            replace(seat, name=human_name(number)) if seat.is_human else seat
            for number, seat in enumerate(setup.seats)
        )
        setups[game] = replace(setup, seats=seats).to_dict()
    if setups != app.settings.last_setups or app.settings.player_name:
        app.change_settings(player_name="", last_setups=setups)
