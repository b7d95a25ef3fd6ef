"""Speedchicago's turn clock: one Bedenkzeit for the whole turn; a time-out ends the turn with
what was built (a lifted Abrisstrupp floor goes back first); the set-up is the take-over bot's."""

from __future__ import annotations

from game.rules import get_game
from game.rules.speedchicago import SpeedchicagoState
from game.table import ClockReading, Seat, Table, TableSetup
from game.table.clock_rules import SpeedchicagoClockRule, clock_rule
from tests.rules.speedchicago.scenario import at, play, position

from .fakes import FakeClock, ScriptedBotService

RULE = SpeedchicagoClockRule()


def chicago_table(
    now: FakeClock, bots: ScriptedBotService, state: SpeedchicagoState | None = None
) -> Table:
    """Two people (alone against computers Speedchicago has no clock), 30 s a turn; the
    take-over bot's questions stay unanswered."""
    seats = (Seat("Human 0", "human", "normal"), Seat("Human 1", "human", "normal"))
    return Table(
        TableSetup("speedchicago", seats, (), 7, 30), bots, now=now, state=state, think_ms=5
    )


def lifting_position() -> SpeedchicagoState:
    """Company 0 to act, holding the Abrisstrupp; b2 has two floors, so its top may be lifted."""
    return position(
        2, floors={"b2": 2, "c2": 1}, foremen={"a1": 0, "h8": 1}, hands={0: ["abrisstrupp"]}
    )


def test_speedchicago_has_its_own_clock_rule() -> None:
    assert isinstance(clock_rule("speedchicago"), SpeedchicagoClockRule)


def test_one_key_for_every_step_of_a_turn_and_a_new_one_for_the_next() -> None:
    state = lifting_position()
    start = RULE.turn_key(state, 0)
    play(state, "build 1 d2", "move a1 a2")
    assert RULE.turn_key(state, 0) == start
    play(state, "end")
    last_of_round = RULE.turn_key(state, 1)
    play(state, "end")  # company 1 ends the round and begins the next one (Festlegung l)
    assert state.acting == 1 and RULE.turn_key(state, 1) != last_of_round
    play(state, "end")
    assert state.acting == 0 and RULE.turn_key(state, 0) != start


def test_each_set_up_placement_is_a_decision_of_its_own() -> None:
    state = get_game("speedchicago").new_state(2, 3)
    keys = []
    while state.phase != "turn":
        (seat,) = state.to_act()
        keys.append(RULE.turn_key(state, seat))
        assert RULE.timeout_move(state, seat) is None
        state.play(seat, state.legal_moves(seat)[0])
    assert len(set(keys)) == len(keys) == 3  # two foremen, then the photographer


def test_the_time_out_move_ends_the_turn_or_first_puts_the_lifted_floor_back() -> None:
    state = lifting_position()
    assert RULE.timeout_move(state, 0) == get_game("speedchicago").parse_move("end")
    play(state, "play abrisstrupp b2")
    assert RULE.timeout_move(state, 0) == get_game("speedchicago").parse_move("undo")


def test_the_photographers_choice_after_a_scoring_is_left_to_the_take_over_bot() -> None:
    state = position(2, phase="photo", year=0, scores=[4, 9])
    assert RULE.timeout_move(state, 0) is None


def test_the_clock_runs_through_the_whole_turn() -> None:
    """Steps do not restart the Bedenkzeit; the next company's turn has a fresh one."""
    now = FakeClock()
    bots = ScriptedBotService()
    table = chicago_table(now, bots, lifting_position())
    now.advance(12)
    table.submit(0, "build 1 d2")
    now.advance(8)
    table.submit(0, "move a1 a2")
    assert table.clock(0) == ClockReading(10.0, False, 30.0)
    table.submit(0, "end")
    assert table.clock(1) == ClockReading(30.0, False, 30.0)


def test_a_time_out_ends_the_turn_with_what_was_built() -> None:
    """After the Bedenkzeit and the 10 s Nachfrist the table plays 'end' for the person: the
    floor built stays, nothing more is built, and no bot is asked for that seat."""
    now = FakeClock()
    bots = ScriptedBotService()
    table = chicago_table(now, bots, lifting_position())
    table.submit(0, "build 1 d2")
    now.advance(39.9)
    table.update()
    assert table.to_act() == (0,)
    now.advance(0.1)
    table.update()
    taken = table.log[-1]
    assert (taken.seat, taken.move, taken.by, taken.take_over) == (0, "end", "computer", True)
    state = table.state
    assert state.heights[at("d2")] == 1 and sum(state.heights) == 8 + 2 + 1
    assert table.to_act() == (1,)
    assert all(request.seat == 1 for request in bots.asked)


def test_a_time_out_with_a_lifted_floor_puts_it_back_and_then_ends_the_turn() -> None:
    now = FakeClock()
    bots = ScriptedBotService()
    table = chicago_table(now, bots, lifting_position())
    table.submit(0, "play abrisstrupp b2")
    assert table.state.heights[at("b2")] == 1
    now.advance(40)
    table.update()
    assert [entry.move for entry in table.log[-1:]] == ["undo"]
    state = table.state
    assert state.heights[at("b2")] == 2 and state.hands[0] == ["abrisstrupp"]
    table.update()
    assert [(entry.move, entry.take_over) for entry in table.log[-2:]] == [
        ("undo", True),
        ("end", True),
    ]
    assert table.to_act() == (1,)


def test_a_set_up_time_out_asks_the_take_over_bot() -> None:
    now = FakeClock()
    bots = ScriptedBotService()
    table = chicago_table(now, bots)
    assert table.state.phase == "foremen" and table.to_act() == (0,)
    now.advance(40)
    table.update()
    assert table.log == [] and bots.last_for(0).strength == "normal"


def test_alone_against_computers_speedchicago_has_no_clock() -> None:
    """Allein spielst du ohne Uhr: one person and computers - no clock, whatever was set."""
    from game.table.bots import InlineBotService
    from game.table.seats import COMPUTER, Seat, TableSetup
    from game.table.table import Table

    alone = TableSetup(
        "speedchicago", (Seat("Anna"), Seat("Ben", COMPUTER, "easy")), seed=4, turn_seconds=60
    )
    together = TableSetup("speedchicago", (Seat("Anna"), Seat("Cleo")), seed=4, turn_seconds=60)
    solo = Table(alone, InlineBotService(), now=lambda: 0.0)
    pair = Table(together, InlineBotService(), now=lambda: 0.0)
    assert solo.clock(0) is None
    assert pair.clock(0) is not None
