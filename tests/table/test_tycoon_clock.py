"""Tycoon's turn clock: one Bedenkzeit for the whole turn; once time and grace have run out the
computer plays the rest of the turn for the person; the payday's loan choice is a decision of
its own with a fresh clock, made by the computer on time-out."""

from __future__ import annotations

from game.rules.tycoon.state import PAYDAY, TURN, TycoonState
from game.table import ClockReading, InlineBotService, Seat, Table, TableSetup
from game.table.clock_rules import GRACE_SECONDS, TycoonClockRule, clock_rule
from game.table.seats import COMPUTER, HUMAN
from tests.rules.tycoon.scenario import charter, play, table

from .fakes import FakeClock

RULE = TycoonClockRule()
PERSON = 0
UPDATES = 400


def test_tycoon_has_its_own_clock_rule() -> None:
    """The table's clock for Tycoon is this rule."""
    assert isinstance(clock_rule("tycoon"), TycoonClockRule)


def test_one_clock_runs_through_every_step_of_a_turn() -> None:
    """Buying and flying keep the clock; a time-out asks the take-over bot (no fixed move)."""
    flight = charter("aurelia", "brisa")
    state = table(3, acting=0, tickets={0: [flight]}, planes={0: ("aurelia", 0)})
    start = RULE.turn_key(state, 0)
    play(state, f"fly {flight} brisa 0")
    assert RULE.turn_key(state, 0) == start
    assert RULE.timeout_move(state, 0) is None


def test_the_loan_choice_at_payday_is_a_decision_of_its_own() -> None:
    """At the payday the clock starts anew and a time-out asks the take-over bot."""
    state = table(3, acting=2, closing=True, loans={0: [0]}, cash={0: 20})
    turn = RULE.turn_key(state, 2)
    play(state, "end")
    assert state.phase == "payday" and state.acting == 0
    assert RULE.turn_key(state, 0) != turn
    assert RULE.timeout_move(state, 0) is None


def _tycoon_table(now: FakeClock) -> Table:
    """Anna against two easy computers at a Tycoon table with 30 s per turn."""
    seats = (
        Seat("Anna", HUMAN, "normal"),
        Seat("Computer 2", COMPUTER, "easy"),
        Seat("Computer 3", COMPUTER, "easy"),
    )
    return Table(TableSetup("tycoon", seats, {}, 7, 30), InlineBotService(), now=now, think_ms=5)


def _until_the_person_acts(game: Table, phase: str) -> None:
    """Lets the computers play (no time passes) until the person acts in this phase."""
    for _ in range(UPDATES):
        state = game.state
        assert isinstance(state, TycoonState)
        if PERSON in game.to_act() and state.phase == phase:
            return
        game.update()
    raise AssertionError(f"the person never acted in the phase '{phase}'")


def _time_out(game: Table, now: FakeClock) -> list[str]:
    """Lets time and grace run out; the moves the computer then made for the person."""
    before = len(game.log)
    assert game.clock(PERSON) == ClockReading(30.0, False, 30.0)
    now.advance(30.0)
    game.update()
    assert game.clock(PERSON) == ClockReading(GRACE_SECONDS, True, GRACE_SECONDS)
    assert len(game.log) == before
    now.advance(GRACE_SECONDS)
    for _ in range(UPDATES):
        game.update()
        if PERSON not in game.to_act():
            break
    taken = game.log[before:]
    mine = [entry for entry in taken if entry.seat == PERSON]
    assert mine and all((entry.by, entry.take_over) == ("computer", True) for entry in mine)
    return [entry.move for entry in mine]


def test_time_runs_out_then_the_computer_plays_the_persons_turn_to_its_end() -> None:
    now = FakeClock()
    game = _tycoon_table(now)
    _until_the_person_acts(game, TURN)
    moves = _time_out(game, now)
    assert moves[-1] == "end"
    # A computer planning a whole turn builds when it can: Anna starts with 15 M.
    assert any(move.split()[0] in ("hotel", "factory") for move in moves), moves
    _until_the_person_acts(game, TURN)
    assert game.clock(PERSON) == ClockReading(30.0, False, 30.0)


def test_a_time_out_at_the_payday_lets_the_computer_choose_the_repayment() -> None:
    now = FakeClock()
    game = _tycoon_table(now)
    # Anna takes a loan in her first turn so that the payday asks her.
    _until_the_person_acts(game, TURN)
    game.submit(PERSON, "loan")
    game.submit(PERSON, "end")
    for _ in range(40):
        _until_the_person_acts(game, TURN if game.state.phase == TURN else PAYDAY)
        if game.state.phase == PAYDAY:
            break
        game.submit(PERSON, "end")
    state = game.state
    assert isinstance(state, TycoonState) and state.phase == PAYDAY
    moves = _time_out(game, now)
    assert len(moves) == 1 and moves[0].startswith("repay ")
