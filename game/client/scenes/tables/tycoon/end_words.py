"""The end table's words for Tycoon: the score is money, cash less Restschuld ("31 Mio.", with
a Restschuld "34 − 3 = 31 Mio."); who wins by the rules (most money; on equal money, more
hotels standing in the chains; still equal, a shared place), and for every group of equal money
the hotels that decided it. Importing the module registers the words with the end table (the
Tycoon package imports it)."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.end_scene import EndWords, register_end_words
from game.rules.tycoon.state import TycoonState
from game.table.table import Table
from game.texts import text

KEY = "tycoon.payday.final."
MINUS = "−"


def money_cell(cash: int, debt: int) -> str:
    """A seat's money: '31 Mio.', with a Restschuld '34 − 3 = 31 Mio.', below zero '−3 Mio.'."""
    score = cash - debt
    amount = f"{MINUS}{-score}" if score < 0 else str(score)
    if debt:
        return text(KEY + "cell_debt", cash=cash, debt=debt, amount=amount)
    return text(KEY + "cell", amount=amount)


def tie_notes(
    scores: Sequence[int], hotels: Sequence[int], places: Sequence[int], names: Sequence[str]
) -> tuple[str, ...]:
    """For each amount of money two or more seats share: the hotels standing in the chains
    that ordered them, with their places (best money first)."""
    notes: list[str] = []
    for score in sorted({value for value in scores if list(scores).count(value) > 1}, reverse=True):
        tied = sorted(
            (seat for seat, value in enumerate(scores) if value == score),
            key=lambda seat: (places[seat], seat),
        )
        entries = ", ".join(
            text(KEY + "tie_entry", name=names[seat], hotels=hotels[seat], place=places[seat])
            for seat in tied
        )
        amount = f"{MINUS}{-score}" if score < 0 else str(score)
        notes.append(text(KEY + "tie", amount=amount, entries=entries))
    return tuple(notes)


def tycoon_end_words(table: Table) -> EndWords:
    """The end table's words for a finished Tycoon table."""
    state = table.state
    if not isinstance(state, TycoonState):
        raise ValueError("Tycoon's end words are made from a Tycoon table")
    names = [seat.name for seat in table.setup.seats]
    scores = state.scores()
    return EndWords(
        text(KEY + "score"),
        text(KEY + "best"),
        tuple(money_cell(cash, debt) for cash, debt in zip(state.cash, state.debt)),
        tie_notes(scores, state.standing_hotels(), state.placings(), names),
    )


register_end_words("tycoon", tycoon_end_words)
