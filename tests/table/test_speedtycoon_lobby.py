"""The Lobbyist at a Speedtycoon table: people and computers buy during the others' turns, and
the table never waits for a Lobbyist (no pause, no clock, no question held open)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from game.rules.core import IllegalMoveError
from game.rules.speedtycoon import SpeedtycoonState
from game.table import InlineBotService, Seat, Table, TableSetup
from tests.rules.speedtycoon.scenario import building, table

from .fakes import FakeClock, ScriptedBotService

LOBBYIST = (("lobbyist", "on"),)
CHEAP_MARKET = [
    building("logistik", 2, "NES"),
    building("industrie", 3, "SWN"),
    building("energie", 4, "NES"),
    building("logistik", 3, "NE"),
]


def _setup(kinds: str, turn_seconds: int | None = 60) -> TableSetup:
    """Seats from letters (h a person, e an easy computer) with the Lobbyist in play."""
    seats = tuple(
        Seat(f"Person {index}", "human", "normal")
        if kind == "h"
        else Seat(f"Computer {index}", "computer", "easy")
        for index, kind in enumerate(kinds)
    )
    return TableSetup("speedtycoon", seats, LOBBYIST, 5, turn_seconds)


def _position(hands: dict[int, Sequence[str]]) -> SpeedtycoonState:
    """Seat 0 on turn, a cheap market, a Kapital of ones and these hands."""
    return table(
        4,
        options=dict(LOBBYIST),
        hands=hands,
        kapital=["$1a", "$1b", "$1c", "€1a"],
        market=list(CHEAP_MARKET),
    )


def test_a_person_buys_as_lobbyist_while_a_computer_is_on_turn() -> None:
    """Person 2 submits a purchase during computer 0's turn, before the computer has even been
    asked: it is played at once, the computer stays on turn; a person who may not buy now is
    refused in words."""
    bots = ScriptedBotService()
    game = Table(_setup("ehhe"), bots, now=FakeClock(), state=_position({2: ["€3a"], 1: []}))
    with pytest.raises(IllegalMoveError, match="Person 1 \\(seat 1\\) has nothing to do now"):
        game.submit(1, "lobby 2 €3a")
    with pytest.raises(IllegalMoveError, match="outside the own turn only a Lobbyist buys"):
        game.submit(2, "take 1")
    game.submit(2, "lobby 2 €3a")
    assert [(entry.seat, entry.move, entry.by) for entry in game.log] == [
        (2, "lobby 2 €3a", "human")
    ]
    assert game.to_act() == (0,) and game.state.lobby_pending[2] == CHEAP_MARKET[1]
    with pytest.raises(IllegalMoveError, match="has nothing to do now"):
        game.submit(2, "lobby 1 $1a")


def test_a_computers_answer_made_before_a_lobbyist_bought_is_asked_again() -> None:
    """Computer 0 was asked before person 2 bought Frankfurt's building: its answer 'buy 2 …'
    would now buy the building refilled there, so it is not played; the computer is asked again
    on the new market, and its answer to that is played."""
    bots = ScriptedBotService()
    game = Table(_setup("ehhe"), bots, now=FakeClock(), state=_position({0: ["€9a"], 2: ["€3a"]}))
    game.update()
    first = bots.last_for(0)
    game.submit(2, "lobby 2 €3a")
    bots.answer(first, "buy 2 €9a")
    game.update()
    assert [entry.move for entry in game.log] == ["lobby 2 €3a"]
    again = bots.last_for(0)
    assert again.ticket != first.ticket
    bots.answer(again, "take 1")
    game.update()
    assert [entry.move for entry in game.log] == ["lobby 2 €3a", "take 1"]


def test_a_computer_lobbyist_buys_during_a_persons_turn_without_a_clock_or_a_wait() -> None:
    """Computer 2 is offered its chance once at the start of person 0's turn and buys; person 0
    stays on turn with his clock running on (a Lobbyist has none); a 'pass' from computer 3 is
    no move and not asked again in that turn."""
    clock = FakeClock()
    bots = ScriptedBotService()
    game = Table(_setup("hhee"), bots, now=clock, state=_position({2: ["€3a"], 3: ["$2a"], 1: []}))
    game.update()
    offers = {request.seat: request for request in bots.asked}
    assert set(offers) == {2, 3}
    assert game.clock(2) is None and game.clock(3) is None
    clock.advance(10)
    bots.answer(offers[2], "lobby 2 €3a")
    bots.answer(offers[3], "pass")
    game.update()
    game.update()
    assert [(entry.seat, entry.move, entry.by) for entry in game.log] == [
        (2, "lobby 2 €3a", "computer")
    ]
    assert len(bots.asked) == 2
    assert game.humans_to_act() == (0,)
    reading = game.clock(0)
    assert reading is not None and reading.remaining == pytest.approx(50.0)
    game.submit(0, "take 1")
    assert game.to_act() == (1,)


def test_a_table_is_saved_and_loaded_with_a_lobbyist_building_waiting() -> None:
    """Saved after a purchase during another's turn and loaded: the same state, the same moves,
    and the building waits for its buyer's next turn."""
    game = Table(_setup("hhhh"), InlineBotService(), now=FakeClock(), state=_position({2: ["€3a"]}))
    game.submit(2, "lobby 2 €3a")
    loaded = Table.from_dict(game.to_dict(), InlineBotService(), now=FakeClock())
    assert loaded.state == game.state
    assert loaded.legal_moves(0) == game.legal_moves(0)
    loaded.submit(0, "take 1")
    loaded.submit(1, "take 1")
    assert loaded.state.to_place == [CHEAP_MARKET[1]] and loaded.to_act() == (2,)


def test_a_whole_table_with_a_person_is_never_held_up_by_the_lobbyists() -> None:
    """One person against five easy computers, every module of the Lobbyist: whenever the
    person's turn begins he may move at once (no Lobbyist pause ahead of him), the computers
    buy as Lobbyists during his turns, and the game ends."""
    game = Table(_setup("heeeee", None), InlineBotService(), now=FakeClock(), think_ms=5)
    bought_in_his_turns = 0
    frames_in_turn = 0
    for _ in range(5000):
        if game.is_over:
            break
        state = game.state
        assert isinstance(state, SpeedtycoonState)
        assert game.to_act() == (state.acting,) and state.phase != "lobby"
        his_turn = state.current == 0 and state.phase != "over"
        moves = len(game.log)
        game.update()
        if his_turn:
            bought_in_his_turns += sum(entry.move.startswith("lobby") for entry in game.log[moves:])
        pause = game.reading_pause()
        if pause is not None:
            for seat in pause.waiting:
                game.continue_reading(seat)
            continue
        if game.humans_to_act() == (0,):
            # A person thinks for a few frames; the computers' offers are answered meanwhile.
            frames_in_turn += 1
            if frames_in_turn >= 3:
                game.submit(0, game.legal_moves(0)[0])
                frames_in_turn = 0
    assert game.is_over
    assert bought_in_his_turns > 0
