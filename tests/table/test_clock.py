"""The turn clock: Bedenkzeit, 10 s Nachfrist, take-over, Kurssturz cap, pause, "ohne"."""

from __future__ import annotations

import pytest

from game.rules.core import state_hash
from game.rules.speedstocks import Choose
from game.table import ClockReading, InlineBotService, Table, TimeLimit, TurnClock
from tests.rules.speedstocks import scenario

from .fakes import FakeClock, ScriptedBotService, settle, table

LIMIT = TimeLimit(30.0, 10.0)


def test_a_clock_runs_its_time_then_its_grace() -> None:
    """Remaining time counts down; then the 10 s grace; then it has expired."""
    now = FakeClock()
    clock = TurnClock(now)
    clock.sync({0: (LIMIT, "turn 1")})
    assert clock.reading(0) == ClockReading(30.0, False, 30.0)
    now.advance(29.5)
    assert clock.reading(0) == ClockReading(0.5, False, 30.0)
    now.advance(0.5)
    assert clock.reading(0) == ClockReading(10.0, True, 10.0)
    now.advance(9.9)
    assert not clock.expired(0)
    now.advance(0.1)
    assert clock.expired(0)
    assert clock.reading(0) == ClockReading(0.0, True, 10.0)


def test_a_clock_keeps_running_while_the_seat_stays_and_restarts_when_it_enters_again() -> None:
    """Same key: one clock (a turn of several steps); leaving and entering, or a new key: anew."""
    now = FakeClock()
    clock = TurnClock(now)
    clock.sync({0: (LIMIT, "a"), 1: (LIMIT, "a")})
    now.advance(12)
    clock.sync({0: (LIMIT, "a")})  # seat 1 acted and left
    assert clock.elapsed(0) == 12 and clock.reading(1) is None
    now.advance(3)
    clock.sync({0: (LIMIT, "a"), 1: (LIMIT, "a")})  # seat 1 enters again
    assert clock.elapsed(0) == 15 and clock.elapsed(1) == 0
    clock.sync({0: (LIMIT, "b"), 1: (LIMIT, "a")})  # a new decision for seat 0
    assert clock.elapsed(0) == 0


def test_pause_stops_every_clock_and_resume_goes_on() -> None:
    """While paused no time passes, for running clocks and for clocks started meanwhile."""
    now = FakeClock()
    clock = TurnClock(now)
    clock.sync({0: (LIMIT, None)})
    now.advance(5)
    clock.pause()
    clock.sync({0: (LIMIT, None), 1: (LIMIT, None)})
    now.advance(1000)
    assert clock.elapsed(0) == 5 and clock.elapsed(1) == 0 and not clock.expired(0)
    clock.resume()
    now.advance(2)
    assert clock.elapsed(0) == 7 and clock.elapsed(1) == 2


def test_a_limit_without_grace_expires_at_its_end() -> None:
    """The Kurssturz limit has no grace: no grace stretch is shown, it expires at once."""
    now = FakeClock()
    clock = TurnClock(now)
    clock.sync({0: (TimeLimit(20.0, 0.0), None)})
    now.advance(20)
    assert clock.reading(0) == ClockReading(0.0, False, 20.0)
    assert clock.expired(0)


def test_a_human_out_of_time_and_grace_is_taken_over_for_exactly_that_seat() -> None:
    """Two people choose at once: the one who chose keeps his move, the other one's clock runs
    out, 10 s grace pass, and then the computer chooses a legal stock for that seat only."""
    now = FakeClock()
    bots = InlineBotService()
    game = table(("human", "human", "computer"), clock=now, bots=bots, turn_seconds=30)
    settle(game)
    assert game.to_act() == (0, 1)
    now.advance(5)
    game.submit(1, game.legal_moves(1)[-1])
    assert game.clock(1) is None
    now.advance(24.9)
    assert game.update() == [] and game.clock(0) == ClockReading(pytest.approx(0.1), False, 30.0)
    now.advance(0.1)
    assert game.update() == []
    assert game.clock(0) == ClockReading(10.0, True, 10.0)
    now.advance(9.9)
    game.update()
    assert game.to_act() == (0,) and len(game.log) == 2
    now.advance(0.1)
    hand = game.legal_moves(0)
    game.update()  # the take-over bot is asked
    assert bots.asked[-1].seat == 0 and bots.asked[-1].strength == "normal"
    events = game.update()  # and its answer applied
    assert events
    taken = game.log[2]
    assert (taken.seat, taken.by, taken.take_over) == (0, "computer", True)
    assert Choose.parse(taken.move) in hand
    assert [entry.take_over for entry in game.log[:2]] == [False, False]
    assert game.log[0].by == "computer" and game.log[1].by == "human"


def test_a_person_who_moves_during_the_take_over_keeps_his_move() -> None:
    """The take-over's answer comes after the person chose: it is stale and dropped."""
    now = FakeClock()
    bots = ScriptedBotService()
    game = table(("human", "human"), clock=now, bots=bots, turn_seconds=30)
    now.advance(40)
    game.update()
    requests = bots.asked[-2:]
    assert sorted(request.seat for request in requests) == [0, 1]
    chosen = game.legal_moves(0)[0]
    game.submit(0, chosen)
    for request in requests:
        bots.answer(request, game.legal_moves(1)[0].text() if request.seat == 1 else "choose 1")
    before = len(game.log)
    game.update()
    assert len(game.log) == before + 1
    assert game.log[0].move == chosen.text() and game.log[0].by == "human"
    assert game.log[1].seat == 1 and game.log[1].take_over


def kurssturz_table(now: FakeClock, turn_seconds: int | None, *, bots: object = None) -> Table:
    """A table where person 0 holds stock 2 under exchanges ending 10, 20, 30 and 40."""
    state = scenario.table(rows=[[10], [20], [30], [40]], hands=[[2], [50]], special=False)
    return table(
        ("human", "computer"), clock=now, state=state, turn_seconds=turn_seconds, bots=bots
    )


def test_the_kurssturz_row_choice_has_twenty_seconds_in_all() -> None:
    """Eigene Festlegung: min(Bedenkzeit, 20) seconds without extra grace, then the computer
    takes a row; the person's earlier choice time does not count against it."""
    now = FakeClock()
    game = kurssturz_table(now, 120)
    settle(game)
    now.advance(100)  # long thought over the stock: a fresh clock for the row choice
    game.submit(0, "choose 2")
    assert game.state.phase == "kurssturz" and game.to_act() == (0,)
    assert game.clock(0) == ClockReading(20.0, False, 20.0)
    now.advance(19.9)
    settle(game)
    assert game.state.phase == "kurssturz"
    assert game.clock(0) == ClockReading(pytest.approx(0.1), False, 20.0)
    now.advance(0.1)
    settle(game)
    assert game.state.phase == "choose"
    (taken,) = [entry for entry in game.log if entry.move.startswith("take ")]
    assert taken.take_over and taken.seat == 0 and taken.by == "computer"


def test_the_kurssturz_row_choice_waits_without_a_clock() -> None:
    """With "ohne" the table waits for the row choice too."""
    now = FakeClock()
    game = kurssturz_table(now, None)
    settle(game)
    game.submit(0, "choose 2")
    now.advance(1_000_000)
    settle(game)
    assert game.state.phase == "kurssturz" and game.clock(0) is None
    game.submit(0, "take 3")
    assert game.state.phase == "choose"


def test_ohne_waits_forever() -> None:
    """No clock, no take-over, however long the person thinks."""
    now = FakeClock()
    game = table(("human", "computer"), clock=now, turn_seconds=None)
    settle(game)
    before = state_hash(game.state)
    now.advance(10_000_000)
    settle(game)
    assert game.to_act() == (0,) and game.clock(0) is None
    assert state_hash(game.state) == before


def test_paused_clocks_never_run_out() -> None:
    """While the client animates the clocks stand; afterwards they run on from where they were."""
    now = FakeClock()
    game = table(("human", "computer"), clock=now, turn_seconds=30)
    settle(game)
    now.advance(10)
    game.pause_clocks()
    now.advance(1000)
    settle(game)
    assert game.to_act() == (0,)
    assert game.clock(0) == ClockReading(20.0, False, 30.0)
    assert game.view(0)["clocks_paused"] is True
    game.resume_clocks()
    now.advance(19)
    assert game.clock(0) == ClockReading(1.0, False, 30.0)
    now.advance(11)
    settle(game)
    assert [entry.seat for entry in game.log if entry.take_over] == [0]


def test_each_seat_of_a_simultaneous_choice_has_its_own_clock() -> None:
    """Three people choose at once; each clock is read apart, and a new turn starts all anew."""
    now = FakeClock()
    game = table(("human", "human", "human"), clock=now, turn_seconds=60)
    now.advance(10)
    game.submit(2, game.legal_moves(2)[-1])
    now.advance(10)
    game.submit(1, game.legal_moves(1)[-1])
    assert game.clock(0) == ClockReading(40.0, False, 60.0)
    assert game.clock(1) is None and game.clock(2) is None
    now.advance(30)
    game.submit(0, game.legal_moves(0)[-1])
    assert game.state.phase == "choose"  # the highest stocks: no Kurssturz with this seed
    assert [game.clock(seat) for seat in range(3)] == [ClockReading(60.0, False, 60.0)] * 3


def test_the_last_chooser_gets_a_fresh_clock_for_the_next_turn() -> None:
    """The seat that chose last is to act again at once: a new turn, so a new clock."""
    now = FakeClock()
    state = scenario.table(rows=[[10], [20], [30], [40]], hands=[[60], [50]], special=False)
    game = table(("human", "computer"), clock=now, state=state, turn_seconds=30)
    settle(game)
    now.advance(25)
    game.submit(0, "choose 60")
    assert game.state.phase == "choose" and game.state.turn == 2
    assert game.clock(0) == ClockReading(30.0, False, 30.0)
