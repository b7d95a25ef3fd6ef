"""The client's side of replays: every finished local game kept as a record on the player's
shelf (game.replay.shelf, in the data folder beside the saves), and record files opened to watch.

A disk problem while keeping never stops the game: the player is told in one sentence and the
details go to the log.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING
from weakref import WeakSet

from game.replay import REPLAYS_FOLDER, RecordError, RecordShelf, record_from_table
from game.table.table import Table
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

TOAST_SECONDS = 6.0
_log = logging.getLogger(__name__)
# Tables whose record is kept already: a finished table calls on_change more than once (a
# reading pause opened by the last move ends later).
_kept: WeakSet[Table] = WeakSet()


def record_shelf(app: App) -> RecordShelf:
    """The player's kept records, in the data folder that holds the saves folder."""
    return RecordShelf(app.services.saves.folder.parent / REPLAYS_FOLDER)


def keep_record(app: App, table: Table, table_id: str) -> Path | None:
    """Keeps the record of a finished table once; its file, or None when the table is not over
    or kept already, or (told in words) when the disk refused it."""
    if table in _kept or not table.is_over:
        return None
    _kept.add(table)
    try:
        return record_shelf(app).add(record_from_table(table, table_id))
    except (OSError, RecordError) as error:
        _log.warning("the record of table %s could not be kept: %s", table_id, error)
        app.toasts.push(text("replay.not_kept"), TOAST_SECONDS)
        return None
