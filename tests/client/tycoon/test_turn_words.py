"""The refusals in words: along whole seeded games, every move a person could try (each ticket
bought, each held ticket flown to each city and place, each build, a loan, the end, each
repayment) is refused in words exactly when the rules refuse it, for the seat to act and for
the others; some refusals word by word in German and English."""

from __future__ import annotations

import pytest

from game.ai.registry import make_bot
from game.client.scenes.tables.tycoon.turn_words import flight_refusal, not_now, refusal
from game.rules.core import Move
from game.rules.tycoon.board import CITY_COUNT
from game.rules.tycoon.flights import PRICES, TICKET_COUNT
from game.rules.tycoon.moves import (
    BUILD_HOTEL,
    BUYS,
    END_TURN,
    FACTORIES,
    FLIGHTS,
    RENOVATE,
    REPAYS,
    TAKE_LOAN,
)
from game.rules.tycoon.state import TycoonState
from game.texts import set_language, text
from tests.client.tycoon.positions import new_state

# Every so many moves of a game the tries are checked (all of them would be slow).
EVERY = 7


def tries(state: TycoonState, player: int) -> list[Move]:
    """The moves a person at this seat could try now."""
    found: list[Move] = [TAKE_LOAN, BUILD_HOTEL, RENOVATE, END_TURN, *FACTORIES, *REPAYS]
    found += [BUYS[ticket] for ticket in range(0, TICKET_COUNT, 5)]
    found += [BUYS[ticket] for ticket in state.open_charter + state.open_scheduled]
    for ticket in state.tickets[player]:
        for city in range(CITY_COUNT):
            found.extend(FLIGHTS[ticket][city])
    return found


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (4, 9)])
def test_a_move_is_refused_in_words_exactly_when_the_rules_refuse_it(
    players: int, seed: int
) -> None:
    state = new_state(players, seed)
    bots = [make_bot("tycoon", "easy", seed=seed + seat) for seat in range(players)]
    moves = 0
    while not state.is_terminal():
        if moves % EVERY == 0:
            for player in range(players):
                legal = set(state.legal_moves(player))
                for move in tries(state, player):
                    words = refusal(state, player, move)
                    assert (words == "") == (move in legal), (move.text(), player, words)
        seat = state.to_act()[0]
        state.play(seat, bots[seat].choose(state, seat))
        moves += 1
    assert not_now(state, 0) == text("tycoon.table.turn.over")


@pytest.mark.parametrize("language", ["de", "en"])
def test_some_refusals_word_by_word(language: str) -> None:
    set_language(language)
    state = new_state(3, 4)
    player = state.acting
    other = (player + 1) % 3
    assert refusal(state, other, END_TURN) == text("tycoon.table.turn.not_yours")
    assert refusal(state, player, BUILD_HOTEL) == text("tycoon.table.turn.not_landed")
    assert refusal(state, player, REPAYS[1]) == text("tycoon.table.turn.not_payday")
    gone = next(
        t for t in range(TICKET_COUNT) if t not in state.open_charter + state.open_scheduled
    )
    assert refusal(state, player, BUYS[gone]) == text("tycoon.table.turn.not_open")
    charter = state.open_charter[0]
    state.play(player, BUYS[charter])
    assert flight_refusal(state, player, charter) == text("tycoon.table.turn.charter_from_home")
    poor = new_state(3, 4)
    poor.cash[player] = 0
    scheduled = poor.open_scheduled[0]
    assert refusal(poor, player, BUYS[scheduled]) == text(
        "tycoon.table.turn.too_dear", price=PRICES[scheduled], cash=0
    )
