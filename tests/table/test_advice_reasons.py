"""The Rat's reasons: with its advice the table has the expected values of the advice and of the
best few others, in the game's unit, the advice first; gone with the advice."""

from __future__ import annotations

import pytest

from game.rules import get_game
from game.table.bots import BotCache, BotRequest, InlineBotService, answer_request
from game.table.seats import Seat, TableSetup
from game.table.table import Table

UNITS = {"speedstocks": "bears", "tycoon": "millions"}


def table_of(game: str, seed: int) -> Table:
    """A person against an easy computer, no clock, quick bots."""
    setup = TableSetup(
        game, (Seat("Anna"), Seat("Ben", "computer", "easy")), seed=seed, turn_seconds=None
    )
    return Table(setup, InlineBotService(), now=lambda: 0.0, think_ms=20)


def advise_when_there_is_a_choice(table: Table) -> None:
    """Plays Anna's first legal moves until she has a real choice, then asks the Rat."""
    for _ in range(60):
        table.update()
        state = table.state
        if 0 in state.to_act():
            # Only Anna to act: nobody's move can make the advice stale before it comes.
            if len(state.legal_moves(0)) > 2 and state.to_act() == (0,):
                table.request_advice(0)
                table.update()
                return
            table.submit(0, state.legal_moves(0)[0])
    raise AssertionError("Anna never had a choice")


@pytest.mark.parametrize("game", ["speedstocks", "tycoon"])
def test_the_advice_comes_with_its_reasons(game: str) -> None:
    table = table_of(game, 3)
    advise_when_there_is_a_choice(table)
    advice = table.advice(0)
    reasons = table.advice_reasons(0)
    assert advice is not None and reasons is not None
    assert reasons.unit == UNITS[game]
    assert 2 <= len(reasons.values) <= 4
    texts = [choice for choice, _ in reasons.values]
    assert texts[0].split("; ")[0] == advice.text()
    assert len(set(texts)) == len(texts)
    others = [value for _, value in reasons.values[1:]]
    assert others == sorted(others, reverse=True)
    table.submit(0, advice)
    assert table.advice_reasons(0) is None


def test_reasons_are_asked_only_with_advice() -> None:
    state = get_game("speedstocks").new_state(2, 3)
    request = BotRequest(1, "speedstocks", state.to_dict(), 0, "strong", 7, 20.0)
    answer = answer_request(request, BotCache())
    assert answer.move is not None and answer.values == () and answer.unit == ""
    asked = answer_request(
        BotRequest(2, "speedstocks", state.to_dict(), 0, "strong", 7, 20.0, want_values=True),
        BotCache(),
    )
    assert asked.values and asked.values[0][0] == asked.move and asked.unit == "bears"
