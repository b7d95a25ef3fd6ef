"""How far a saved Tycoon table got, as the list of saved tables tells it."""

from __future__ import annotations

from game.client.saved_table_words import register_progress_words
from game.rules.core import State
from game.rules.tycoon.payday import fortunes
from game.rules.tycoon.state import OVER_PHASE, PAYDAY, TycoonState
from game.texts import text


def tycoon_progress(state: State) -> str:
    """'Runde 2 von 3 · bestes Vermögen 31 Mio.', 'Zahltag nach Runde 1' or 'Spiel beendet'."""
    assert isinstance(state, TycoonState)
    if state.phase == OVER_PHASE:
        return text("tycoon.table.progress_over")
    if state.phase == PAYDAY:
        return text("tycoon.table.progress_payday", round=state.round)
    return text("tycoon.table.progress", round=state.round, best=max(fortunes(state)))


register_progress_words("tycoon", tycoon_progress)
