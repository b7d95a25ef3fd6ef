"""The Rat of games that plan whole turns: the table keeps the advised turn's steps."""

from __future__ import annotations

from game.rules import get_game
from game.table.bots import BotAnswer, BotCache, BotRequest, InlineBotService, answer_request
from game.table.seats import Seat, TableSetup
from game.table.table import Table


def _chicago_table() -> Table:
    setup = TableSetup(
        "speedchicago",
        (Seat("Anna"), Seat("Ben", "computer", "easy")),
        seed=5,
        turn_seconds=None,
    )
    return Table(setup, InlineBotService(), now=lambda: 0.0, think_ms=20)


def _to_first_turn(table: Table) -> None:
    """Plays the set-up placements of both seats until Anna has her first turn."""
    for _ in range(40):
        table.update()
        state = table.state
        if state.phase == "turn" and state.to_act() == (0,):
            return
        if 0 in state.to_act():
            table.submit(0, state.legal_moves(0)[0])
    raise AssertionError("Anna never got her first turn")


def test_the_advice_of_a_whole_turn_is_a_plan_of_legal_steps_ending_the_turn() -> None:
    table = _chicago_table()
    _to_first_turn(table)
    table.request_advice(0)
    table.update()
    plan = table.advice_plan(0)
    assert plan, "the Rat gave no plan"
    assert plan[0] == table.advice(0)
    replay = table.state.copy()
    for step in plan:
        assert step in replay.legal_moves(0), f"{step} is not legal in the plan's course"
        replay.play(0, step)
    assert plan[-1].text() in ("end", "draw")


def test_the_plan_is_gone_after_a_move() -> None:
    table = _chicago_table()
    _to_first_turn(table)
    table.request_advice(0)
    table.update()
    assert table.advice_plan(0)
    table.submit(0, table.advice(0))
    assert table.advice_plan(0) == ()


def test_a_bot_without_turn_plans_answers_one_move_and_no_plan() -> None:
    state = get_game("speedstocks").new_state(2, 3)
    request = BotRequest(1, "speedstocks", state.to_dict(), 0, "easy", 7, want_plan=True)
    answer = answer_request(request, BotCache())
    assert isinstance(answer, BotAnswer) and answer.move is not None and answer.plan == ()


def _tycoon_table() -> Table:
    setup = TableSetup(
        "tycoon",
        (Seat("Anna"), Seat("Ben", "computer", "easy"), Seat("Cleo", "computer", "easy")),
        seed=4,
        turn_seconds=None,
    )
    return Table(setup, InlineBotService(), now=lambda: 0.0, think_ms=20)


def _to_turn_of(table: Table, seat: int, round_: int) -> None:
    """Ends Anna's turns (the computers play theirs) until she acts in the given round."""
    for _ in range(400):
        table.update()
        state = table.state
        if state.round >= round_ and state.phase == "turn" and state.to_act() == (seat,):
            return
        if seat in state.to_act():
            moves = state.legal_moves(seat)
            table.submit(seat, "end" if state.phase == "turn" else moves[0])
    raise AssertionError("Anna never got the turn asked for")


def test_the_tycoon_rat_advises_a_whole_turn_of_legal_steps_ending_it() -> None:
    table = _tycoon_table()
    _to_turn_of(table, 0, 2)
    table.request_advice(0)
    table.update()
    plan = table.advice_plan(0)
    assert len(plan) >= 2, f"the Rat gave no whole turn: {plan}"
    assert plan[0] == table.advice(0)
    replay = table.state.copy()
    for step in plan:
        assert step in replay.legal_moves(0), f"{step} is not legal in the plan's course"
        replay.play(0, step)
    assert plan[-1].text() == "end"
    assert any(step.text().split()[0] in ("hotel", "factory", "renovate") for step in plan)
