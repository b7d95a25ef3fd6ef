"""How far a saved Speedchicago table got, as the list of saved tables tells it."""

from __future__ import annotations

from game.client.saved_table_words import register_progress_words
from game.rules.core import State
from game.rules.speedchicago.tables import YEARS
from game.texts import text


def speedchicago_progress(state: State) -> str:
    """'1892 · Runde 2 von 4' (rounds counted from 1 as the table shows them)."""
    year = YEARS[min(state.year, len(YEARS) - 1)]
    return text(
        "saved_tables.progress_speedchicago",
        year=year,
        round=state.round + 1,
        rounds=state.rounds,
    )


register_progress_words("speedchicago", speedchicago_progress)
