"""How far a saved Speedpipe table got, as the list of saved tables tells it."""

from __future__ import annotations

from game.client.saved_table_words import register_progress_words
from game.rules.core import State
from game.rules.speedpipe.state import OPENING, SpeedpipeState
from game.texts import text


def speedpipe_progress(state: State) -> str:
    """'Auftragswahl' in the opening, else 'Runde 7 · höchstens noch 23 Rohre' (the fewest
    segments a company has left tell how near the end is)."""
    assert isinstance(state, SpeedpipeState)
    if state.phase == OPENING:
        return text("speedpipe.table.progress_opening")
    return text("speedpipe.table.progress", round=state.round, segments=min(state.segments))


register_progress_words("speedpipe", speedpipe_progress)
