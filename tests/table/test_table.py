"""A local table: computers filling seats, checked submits, bot answers, advice, saving."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.rules import get_game
from game.rules.core import IllegalMoveError, OptionError, SaveError, state_hash
from game.table import InlineBotService, Table, bot_seed, check_table

from .fakes import FakeClock, ScriptedBotService, settle, setup, table

FOUR = ("human", "computer", "computer", "computer")


def play_out(game: Table, limit: int = 5000) -> None:
    """Plays to the end: the test chooses each person's highest stock (or the first row)."""
    for _ in range(limit):
        if game.is_over:
            return
        game.update()
        for seat in game.humans_to_act():
            game.submit(seat, game.legal_moves(seat)[-1])
    raise AssertionError("the game did not end")


def test_computers_fill_their_seats() -> None:
    """After an update or two every computer has chosen; only the person is still to act."""
    game = table(FOUR)
    assert game.to_act() == (0, 1, 2, 3) and game.humans_to_act() == (0,)
    settle(game)
    assert game.to_act() == (0,)
    assert sorted(entry.seat for entry in game.log) == [1, 2, 3]
    assert all(entry.by == "computer" and not entry.take_over for entry in game.log)


def test_a_full_game_with_one_person_and_three_computers_reaches_the_end() -> None:
    """Easy and normal computers and the test's moves play a whole Speedstocks game."""
    changes: list[int] = []
    game = Table(
        setup(FOUR, strengths=("normal", "easy", "normal", "easy")),
        InlineBotService(),
        now=FakeClock(),
        on_change=lambda changed: changes.append(len(changed.log)),
        think_ms=5,
    )
    play_out(game)
    outcome = game.outcome()
    assert outcome is not None and max(outcome.scores) >= 66
    assert game.view(0)["outcome"] == outcome.to_dict()
    assert changes == list(range(1, len(game.log) + 1))  # on_change after every move
    assert {entry.by for entry in game.log if entry.seat == 0} == {"human"}
    assert {entry.by for entry in game.log if entry.seat != 0} == {"computer"}
    assert not any(entry.take_over for entry in game.log)
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.submit(0, "choose 1")


def test_the_log_replays_the_game() -> None:
    """The seed, the options and the logged moves give the same final state."""
    game = table(FOUR)
    play_out(game)
    replay = get_game("speedstocks").new_state(4, game.setup.seed, game.setup.option_map())
    for entry in game.log:
        events = replay.play(entry.seat, replay.game.parse_move(entry.move))
        assert [event.to_dict() for event in events] == list(entry.events)
    assert state_hash(replay) == state_hash(game.state)


def test_same_seed_same_moves_same_game() -> None:
    """Bot seeds come from the table's seed, the seat and the moves so far."""
    first, second = table(FOUR, seed=11), table(FOUR, seed=11)
    play_out(first)
    play_out(second)
    assert [entry.move for entry in first.log] == [entry.move for entry in second.log]
    assert bot_seed(11, 1, 0) != bot_seed(11, 2, 0) != bot_seed(11, 1, 4)


@pytest.mark.parametrize(
    ("seat", "move", "words"),
    [
        (1, "choose 5", "seat 1 \\(Computer 1\\) is played by the computer"),
        (7, "choose 5", "there is no seat 7"),
        (True, "choose 5", "there is no seat True"),
        (0, "choose banana", "names no stock"),
        (0, "hello", "is no Speedstocks move"),
        (0, "choose 104", "not in player 0's hand"),
        (0, "take 2", "no Kurssturz is waiting"),
        (0, 3.5, "a move must be a move or its text"),
    ],
)
def test_illegal_submits_raise_in_words_and_change_nothing(
    seat: Any, move: Any, words: str
) -> None:
    """A computer's seat, no such seat, a malformed text or an illegal move: nothing changes."""
    game = table(("human", "computer"))
    settle(game)
    if "choose 104" == move:
        assert 104 not in game.state.hands[0]  # type: ignore[attr-defined]
    before, logged = state_hash(game.state), len(game.log)
    with pytest.raises(IllegalMoveError, match=words):
        game.submit(seat, move)
    assert state_hash(game.state) == before and len(game.log) == logged


def test_a_person_who_already_chose_cannot_choose_again() -> None:
    """Once the seat has chosen it is not to act; a second choice is refused and changes nothing."""
    game = table(("human", "human"))
    game.submit(0, game.legal_moves(0)[-1])
    before = state_hash(game.state)
    with pytest.raises(IllegalMoveError, match="Human 0 \\(seat 0\\) has nothing to do now"):
        game.submit(0, game.legal_moves(1)[-1])
    assert state_hash(game.state) == before


def test_stale_and_illegal_bot_answers_are_dropped_and_asked_again() -> None:
    """An unknown ticket, an illegal move and an error are dropped; the seat is asked anew;
    after three unusable answers the seat plays its first legal move."""
    bots = ScriptedBotService()
    game = table(("human", "computer"), bots=bots)
    game.update()
    first = bots.last_for(1)
    before = state_hash(game.state)
    bots.answer(first, "choose 104")  # not in its hand
    game.update()
    assert state_hash(game.state) == before
    second = bots.last_for(1)
    assert second.ticket != first.ticket
    bots.answer(first, game.legal_moves(1)[0].text())  # the old ticket again: stale
    bots.answer(second, None, "the bot fell over")
    game.update()
    assert state_hash(game.state) == before and game.log == []
    third = bots.last_for(1)
    bots.answer(third, "no move at all")
    game.update()
    assert [entry.move for entry in game.log] == [game.log[0].move]
    assert game.log[0].seat == 1 and game.log[0].by == "computer"
    assert game.state.chosen[1] == int(game.log[0].move.split()[1])  # type: ignore[attr-defined]


def test_a_legal_answer_is_applied_even_after_other_seats_moved() -> None:
    """In a simultaneous choice the others' hidden choices do not make a bot's answer stale."""
    bots = ScriptedBotService()
    game = table(("human", "computer", "computer"), bots=bots)
    game.update()
    asked = {request.seat: request for request in bots.asked}
    game.submit(0, game.legal_moves(0)[-1])
    bots.answer(asked[1], game.legal_moves(1)[-1].text())
    bots.answer(asked[2], game.legal_moves(2)[-1].text())
    events = game.update()
    assert events and [entry.seat for entry in game.log] == [0, 1, 2]
    assert game.state.phase == "choose" and game.state.turn == 2  # type: ignore[attr-defined]
    # Nobody was asked twice in turn 1; both computers are asked once for turn 2.
    assert [request.seat for request in bots.asked] == [1, 2, 1, 2]


def test_advice_is_a_legal_move_that_is_not_played_and_goes_stale() -> None:
    """The Rat asks the strong bot for the seat; the state stays; the next move clears it."""
    bots = InlineBotService()
    game = table(("human", "human", "computer"), bots=bots)
    settle(game)
    before = state_hash(game.state)
    game.request_advice(0)
    assert game.advice(0) is None
    game.update()
    advice = game.advice(0)
    assert advice is not None and advice in game.legal_moves(0)
    assert bots.asked[-1].strength == "strong" and bots.asked[-1].seat == 0
    assert state_hash(game.state) == before
    assert game.view(0)["advice"] == advice.text() and game.view(1)["advice"] is None
    game.submit(1, game.legal_moves(1)[-1])
    assert game.advice(0) is None
    with pytest.raises(IllegalMoveError, match="nothing to advise"):
        game.request_advice(1)


def test_advice_answered_after_a_move_is_dropped() -> None:
    """An answer to a question about an earlier state never becomes advice."""
    bots = ScriptedBotService()
    game = table(("human", "human"), bots=bots)
    game.request_advice(0)
    question = bots.last_for(0)
    game.submit(1, game.legal_moves(1)[-1])
    bots.answer(question, game.legal_moves(0)[0].text())
    game.update()
    assert game.advice(0) is None


def test_the_view_is_json_and_shows_only_the_seats_own_cards() -> None:
    """Seats, clocks and the game's own view for the seat."""
    game = table(("human", "computer"))
    view = game.view(0)
    json.dumps(view)
    assert view["state"] == game.state.view(0)
    assert view["seats"][1] == {"name": "Computer 1", "kind": "computer", "strength": "easy"}
    assert view["clocks"][0] == {"remaining": 30.0, "grace": False, "total": 30.0}
    assert game.view(None)["state"] == game.state.view(None)


def test_a_state_that_does_not_fit_the_table_is_refused() -> None:
    """Another player count than the seats: OptionError in words."""
    state = get_game("speedstocks").new_state(3, 1)
    with pytest.raises(OptionError, match="for 3 players, the table has 2 seats"):
        table(("human", "computer"), state=state)


def drive(game: Table, now: FakeClock, steps: int) -> None:
    """A fixed script of updates, person moves and passing time."""
    for step in range(steps):
        game.update()
        for seat in game.humans_to_act():
            if step % 6 == 5:
                game.submit(seat, game.legal_moves(seat)[step % len(game.legal_moves(seat))])
        now.advance(17)


def test_a_saved_table_loads_equal_and_plays_on_identically() -> None:
    """to_dict, JSON, from_dict mid-game: the same table, clocks where they were, same moves."""
    now = FakeClock()
    # Easy take-overs: the normal computer thinks on a clock, so under load it would search
    # fewer worlds in one of the two runs and the tables would part.
    game = table(
        ("human", "computer", "human"), clock=now, turn_seconds=60, strengths=("easy",) * 3
    )
    drive(game, now, 25)
    assert 0 < len(game.log) and not game.is_over
    assert any(entry.take_over for entry in game.log)
    data = json.loads(json.dumps(game.to_dict()))
    assert any(seconds > 0 for seconds in data["clocks"].values())
    loaded_clock = FakeClock(5.0)  # another process: another time source
    loaded = Table.from_dict(data, InlineBotService(), now=loaded_clock, think_ms=5)
    assert loaded.to_dict() == game.to_dict()
    for seat in game.to_act():
        assert loaded.clock(seat) == game.clock(seat)
    drive(game, now, 40)
    drive(loaded, loaded_clock, 40)
    assert loaded.to_dict() == game.to_dict()
    assert state_hash(loaded.state) == state_hash(game.state)


def mangled(change: Any) -> dict[str, Any]:
    """A saved table mid-game with one change made to it."""
    now = FakeClock()
    game = table(("human", "computer"), clock=now)
    settle(game)
    now.advance(3)
    data = json.loads(json.dumps(game.to_dict()))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda data: data.pop("log"), "lacks log"),
        (lambda data: data.update(setup=None), "setup must be a mapping"),
        (lambda data: data["setup"]["seats"].pop(), "2 to 4 players, not 1"),
        (
            lambda data: data["setup"]["seats"].append(
                {"name": "X", "kind": "computer", "strength": "easy"}
            ),
            "for 2 players",
        ),
        (lambda data: data["setup"].update(options={"variant": "taktik"}), "other options"),
        (lambda data: data["state"]["hands"][0].append(500), "saved game cannot be loaded"),
        (lambda data: data.update(state="nothing"), "saved game"),
        (lambda data: data.update(log={}), "log must be a list"),
        (lambda data: data["log"][0].update(seat=5), "log entry 0 names seat 5"),
        (lambda data: data["log"][0].update(by="cat"), "neither human nor computer"),
        (lambda data: data["log"][0].update(take_over="yes"), "true or false"),
        (lambda data: data.update(clocks={"1": 2.0}), "seat '1', which is not to act"),
        (lambda data: data.update(clocks={"0": -1}), "has run -1 seconds"),
        (lambda data: data.update(clocks={"0": "long"}), "has run 'long' seconds"),
        (lambda data: data.update(clocks=[]), "clocks must map seats"),
        (lambda data: data.update(over=True), "over when it is not"),
    ],
)
def test_malformed_saved_tables_are_refused_in_words(change: Any, words: str) -> None:
    """Types, ranges and the state itself are checked; SaveError names the fault."""
    data = mangled(change)
    with pytest.raises(SaveError, match=words):
        Table.from_dict(data, InlineBotService(), now=FakeClock())
    with pytest.raises(SaveError, match=words):
        check_table(data)


def test_a_saved_table_that_is_no_mapping_is_refused() -> None:
    """Not even a mapping: SaveError in words."""
    with pytest.raises(SaveError, match="must be a mapping, not list"):
        Table.from_dict([], InlineBotService())
