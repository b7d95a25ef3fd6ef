"""How far a saved Speedtycoon table got, as the list of saved tables tells it."""

from __future__ import annotations

from game.client.saved_table_words import register_progress_words
from game.rules.core import State
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import text


def speedtycoon_progress(state: State) -> str:
    """'1 von 3 Bewertungen · 23 Gebäude im Beutel'."""
    assert isinstance(state, SpeedtycoonState)
    return text("saved_tables.progress_speedtycoon", scorings=state.scorings, bag=len(state.bag))


register_progress_words("speedtycoon", speedtycoon_progress)
