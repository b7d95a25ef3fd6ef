"""How far a saved Speedstocks table got, as the list of saved tables tells it."""

from __future__ import annotations

from game.client.saved_table_words import register_progress_words
from game.rules.core import State
from game.texts import text


def speedstocks_progress(state: State) -> str:
    """'Runde 3 · Zug 4'."""
    return text("saved_tables.progress_speedstocks", round=state.round, turn=state.turn)


register_progress_words("speedstocks", speedstocks_progress)
