"""The reading pause after a scoring: the table stands until every person has pressed Weiter;
without a clock as long as needed, with one for the reading time plus the Bedenkzeit."""

from __future__ import annotations

import json

import pytest

from game.rules.core import IllegalMoveError, SaveError
from game.rules.speedtycoon.events import MoneyTaken, ScoringHeld
from game.table import (
    READING_SECONDS,
    ClockReading,
    InlineBotService,
    ReadingRule,
    Seat,
    Table,
    TableSetup,
    reading_rules,
)
from game.table.reading_pause import ReadingPause
from game.table.reading_rules import reading_rule
from tests.rules.speedtycoon import scenario

from .fakes import FakeClock, ScriptedBotService
from .fakes import table as stocks_table

NAMES = {"h": "Anna", "i": "Ben"}


def seats_of(kinds: str) -> tuple[Seat, ...]:
    """Seats from letters: h and i people (Anna, Ben), c an easy computer."""
    return tuple(
        Seat(f"Computer {number}", "computer", "easy") if kind == "c" else Seat(NAMES[kind])
        for number, kind in enumerate(kinds)
    )


def scoring_table(
    kinds: str = "hci",
    *,
    turn_seconds: int | None = None,
    clock: FakeClock | None = None,
    bots: object | None = None,
    current: int = 0,
) -> Table:
    """A Speedtycoon table where the seat to act takes one card and the Startup scoring comes
    up as the Kapital is refilled."""
    state = scenario.table(
        len(kinds),
        current=current,
        hands={current: [], (current + 1) % len(kinds): ["$9a"]},
        kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
        deck_top=["startup", "€5a"],
    )
    return Table(
        TableSetup("speedtycoon", seats_of(kinds), (), 5, turn_seconds),
        bots if bots is not None else ScriptedBotService(),  # type: ignore[arg-type]
        now=clock or FakeClock(),
        state=state,
        think_ms=5,
    )


def test_a_scoring_holds_the_table_until_every_person_has_pressed_weiter() -> None:
    """Hot seat: Anna's move brings the Startup scoring; the table shows it, no move is taken
    and the computer next in turn is not asked, until Anna and Ben have both pressed Weiter."""
    bots = ScriptedBotService()
    game = scoring_table("hci", bots=bots)
    game.submit(0, "take 1")
    pause = game.reading_pause()
    assert pause is not None
    assert [event["kind"] for event in pause.events] == ["scoring_held"]
    assert pause.events[0]["scoring"] == 0
    assert (pause.pressed, pause.waiting, pause.remaining, pause.total) == ((), (0, 2), None, None)
    assert game.to_act() == (1,)
    collected = bots.collected
    for _ in range(5):
        assert game.update() == []
    assert bots.asked == [] and bots.collected == collected
    assert game.continue_reading(0) is False
    game.update()
    assert bots.asked == []
    pause = game.reading_pause()
    assert pause is not None and (pause.pressed, pause.waiting) == ((0,), (2,))
    assert game.continue_reading(2) is True
    assert game.reading_pause() is None
    game.update()
    assert [request.seat for request in bots.asked] == [1]


def test_a_move_without_a_scoring_opens_no_pause() -> None:
    """Taking money with no scoring in the deck lets the table go straight on."""
    state = scenario.table(3, kapital=["¥1a", "¥2a", "¥3a", "¥4a"], deck_top=["€5a", "€6a"])
    bots = ScriptedBotService()
    game = Table(TableSetup("speedtycoon", seats_of("hci"), (), 5, None), bots, FakeClock(), state)
    game.submit(0, "take 1")
    assert game.reading_pause() is None
    game.update()
    assert [request.seat for request in bots.asked] == [1]


def test_a_computers_scoring_move_holds_the_table_as_well() -> None:
    """The computer's move brings the scoring: the person next in turn cannot move until he
    has pressed Weiter, and asking for the Rat is refused as well."""
    bots = ScriptedBotService()
    game = scoring_table("ch", bots=bots)
    game.update()
    bots.answer(bots.last_for(0), "take 1")
    events = game.update()
    assert "scoring_held" in [event.kind for event in events]
    assert game.to_act() == (1,) and game.reading_pause() is not None
    move = game.legal_moves(1)[0]
    with pytest.raises(IllegalMoveError, match=r"read the scoring.*Anna \(seat 1\)"):
        game.submit(1, move)
    with pytest.raises(IllegalMoveError, match="no computer thinks"):
        game.request_advice(1)
    assert len(game.log) == 1 and game.to_act() == (1,)
    game.continue_reading(1)
    game.submit(1, move)
    assert len(game.log) == 2


def test_without_a_clock_the_pause_waits_as_long_as_needed() -> None:
    """ "Ohne Uhr wartet sie beliebig lange": a day later it still waits for Ben."""
    now = FakeClock()
    game = scoring_table("hci", clock=now, turn_seconds=None)
    game.submit(0, "take 1")
    game.continue_reading(0)
    now.advance(86_400)
    game.update()
    pause = game.reading_pause()
    assert pause is not None and pause.waiting == (2,) and pause.remaining is None


def test_with_a_clock_the_pause_ends_after_the_reading_time_plus_the_bedenkzeit() -> None:
    """With 30 s Bedenkzeit the scoring stands for the reading time plus 30 s, then the table
    goes on by itself although nobody pressed Weiter."""
    now = FakeClock()
    bots = ScriptedBotService()
    game = scoring_table("hci", clock=now, turn_seconds=30, bots=bots)
    game.submit(0, "take 1")
    total = READING_SECONDS + 30
    pause = game.reading_pause()
    assert pause is not None and pause.total == total and pause.remaining == total
    now.advance(total - 0.5)
    game.update()
    pause = game.reading_pause()
    assert pause is not None and pause.remaining == pytest.approx(0.5)
    assert bots.asked == []
    now.advance(0.5)
    game.update()
    assert game.reading_pause() is None
    assert [request.seat for request in bots.asked] == [1]


def test_the_reading_time_is_a_short_one() -> None:
    """Eigene Festlegung: the reading time is 10 seconds."""
    assert READING_SECONDS == 10.0


def test_the_seats_clocks_stand_still_while_the_scoring_is_read() -> None:
    """Ben is next; his Bedenkzeit starts only when the pause is over."""
    now = FakeClock()
    game = scoring_table("hi", clock=now, turn_seconds=30)
    game.submit(0, "take 1")
    assert game.to_act() == (1,)
    now.advance(20)
    game.update()
    assert game.clock(1) == ClockReading(30.0, False, 30.0)
    assert game.view(None)["clocks_paused"] is True
    game.resume_clocks()  # the client's resume does not start them during the pause
    now.advance(5)
    assert game.clock(1) == ClockReading(30.0, False, 30.0)
    game.continue_reading(0)
    game.continue_reading(1)
    now.advance(4)
    assert game.clock(1) == ClockReading(26.0, False, 30.0)


def test_the_pauses_time_stands_while_the_client_holds_the_clocks() -> None:
    """While the client animates the scoring step by step (clocks held), the reading time does
    not run; it starts when the client lets the clocks run again."""
    now = FakeClock()
    game = scoring_table("hci", clock=now, turn_seconds=30)
    game.pause_clocks()
    game.submit(0, "take 1")
    now.advance(300)
    game.update()
    pause = game.reading_pause()
    assert pause is not None and pause.remaining == READING_SECONDS + 30
    game.resume_clocks()
    now.advance(READING_SECONDS + 30)
    game.update()
    assert game.reading_pause() is None


def test_bad_presses_are_refused_in_words_and_change_nothing() -> None:
    """No pause open, a seat not at the table, a computer's seat, a second press."""
    game = scoring_table("hci")
    with pytest.raises(IllegalMoveError, match="nothing to press Weiter for"):
        game.continue_reading(0)
    game.submit(0, "take 1")
    with pytest.raises(IllegalMoveError, match="no seat 3"):
        game.continue_reading(3)
    with pytest.raises(IllegalMoveError, match="no seat"):
        game.continue_reading("0")  # type: ignore[arg-type]
    with pytest.raises(IllegalMoveError, match=r"Computer 1.*played by the computer"):
        game.continue_reading(1)
    game.continue_reading(0)
    with pytest.raises(IllegalMoveError, match=r"pressed Weiter already.*Ben \(seat 2\)"):
        game.continue_reading(0)
    pause = game.reading_pause()
    assert pause is not None and (pause.pressed, pause.waiting) == ((0,), (2,))


def test_a_person_replaced_by_a_computer_no_longer_has_to_press() -> None:
    """Ben leaves during the pause: the computer takes his seat and the table goes on once Anna
    has pressed; a computer's seat and the last person cannot be replaced."""
    bots = ScriptedBotService()
    game = scoring_table("hci", bots=bots)
    game.submit(0, "take 1")
    game.replace_by_computer(2)
    assert game.setup.seats[2] == Seat("Ben", "computer", "normal")
    pause = game.reading_pause()
    assert pause is not None and pause.waiting == (0,)
    with pytest.raises(IllegalMoveError, match="computer already"):
        game.replace_by_computer(1)
    with pytest.raises(IllegalMoveError, match="last person"):
        game.replace_by_computer(0)
    assert game.setup.seats[0].is_human
    assert game.continue_reading(0) is True


def test_the_last_waiting_person_leaving_ends_the_pause() -> None:
    """Anna has pressed; Ben, the only one still to press, leaves: the table goes on."""
    game = scoring_table("hci")
    game.submit(0, "take 1")
    game.continue_reading(2)
    game.replace_by_computer(2)
    pause = game.reading_pause()
    assert pause is not None and pause.pressed == () and pause.waiting == (0,)
    game = scoring_table("hci")
    game.submit(0, "take 1")
    game.continue_reading(0)
    game.replace_by_computer(2)
    assert game.reading_pause() is None


def test_a_replaced_seat_is_played_by_the_computer_and_saved_so() -> None:
    """Outside a pause: the seat to act is asked of the computer at the next update, and a
    saved table keeps the computer in that seat."""
    state = scenario.table(2)
    bots = ScriptedBotService()
    game = Table(TableSetup("speedtycoon", seats_of("hi"), (), 5, None), bots, FakeClock(), state)
    game.replace_by_computer(0)
    game.update()
    assert [request.seat for request in bots.asked] == [0]
    loaded = Table.from_dict(json.loads(json.dumps(game.to_dict())), InlineBotService())
    assert loaded.setup.seats[0].kind == "computer"


def test_a_table_of_computers_only_never_waits() -> None:
    """A pause with nobody to press is over at once, clock or not."""
    pause = ReadingPause(({"kind": "scoring_held"},), None, FakeClock())
    assert pause.over(())
    assert not pause.over((0,))


def test_a_table_saved_during_the_pause_comes_back_in_it_with_the_time_left() -> None:
    """Anna pressed, 15 of the 40 seconds are gone: the loaded table shows the same pause with
    25 seconds left, its clocks standing, and goes on by itself when they are up."""
    now = FakeClock()
    game = scoring_table("hci", clock=now, turn_seconds=30)
    game.submit(0, "take 1")
    game.continue_reading(0)
    now.advance(15)
    data = json.loads(json.dumps(game.to_dict()))
    assert data["reading"] == {"pressed": [0], "elapsed": 15.0}
    later = FakeClock(5000.0)
    loaded = Table.from_dict(data, ScriptedBotService(), now=later)
    pause = loaded.reading_pause()
    assert pause is not None
    assert (pause.pressed, pause.waiting, pause.remaining) == ((0,), (2,), READING_SECONDS + 15)
    assert pause.events == game.reading_pause().events  # type: ignore[union-attr]
    assert loaded.view(None)["clocks_paused"] is True
    later.advance(READING_SECONDS + 15)
    loaded.update()
    assert loaded.reading_pause() is None


def test_a_table_saved_without_a_pause_and_an_older_save_load_without_one() -> None:
    """No pause: saved as null; a save from before the pause existed has no entry at all."""
    game = scoring_table("hci")
    data = json.loads(json.dumps(game.to_dict()))
    assert data["reading"] is None
    del data["reading"]
    assert Table.from_dict(data, ScriptedBotService()).reading_pause() is None


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda data: data.update(reading=[0]), "mapping of pressed and elapsed"),
        (lambda data: data["reading"].update(pressed=[1]), "seat 1 pressed Weiter"),
        (lambda data: data["reading"].update(pressed=[0, 0]), "names a seat twice"),
        (lambda data: data["reading"].update(pressed="0"), "list the seats"),
        (lambda data: data["reading"].update(elapsed=-1), "no time at all"),
        (lambda data: data["reading"].update(elapsed=float("nan")), "no time at all"),
        (lambda data: data["reading"].pop("elapsed"), "mapping of pressed and elapsed"),
        (lambda data: data["log"][-1].update(events=[]), "brought no scoring"),
    ],
)
def test_a_damaged_saved_pause_is_refused_in_words(change: object, problem: str) -> None:
    """Each fault of a saved pause is named; nothing half-loaded comes back."""
    game = scoring_table("hci")
    game.submit(0, "take 1")
    data = json.loads(json.dumps(game.to_dict()))
    change(data)  # type: ignore[operator]
    with pytest.raises(SaveError, match=problem):
        Table.from_dict(data, ScriptedBotService())


def test_the_public_view_says_a_pause_is_open_for_which_event_and_who_pressed() -> None:
    """Every seat and a spectator see the pause: the scoring, who pressed, who is awaited."""
    now = FakeClock()
    game = scoring_table("hci", clock=now, turn_seconds=60)
    assert game.view(None)["reading"] is None
    game.submit(0, "take 1")
    game.continue_reading(2)
    now.advance(4)
    for seat in (None, 0, 1, 2):
        reading = game.view(seat)["reading"]
        assert reading["pressed"] == [2] and reading["waiting"] == [0]
        assert [event["kind"] for event in reading["events"]] == ["scoring_held"]
        assert reading["total"] == READING_SECONDS + 60
        assert reading["remaining"] == READING_SECONDS + 56
    json.dumps(game.view(None))


def test_only_speedtycoons_scorings_open_a_pause() -> None:
    """The registry: Speedtycoon's scoring events hold the table, its other events and the
    other games' events do not."""
    rule = reading_rule("speedtycoon")
    assert rule.opens(ScoringHeld(0, (1, 0), ((1,), (0,)), (0, 0), (1, 0)))
    assert not rule.opens(MoneyTaken(0, (3,), False))
    for game in ("speedstocks", "speedchicago", "speedpipe", "tycoon"):
        assert reading_rule(game).kinds == frozenset()


def test_answers_that_come_in_as_the_pause_opens_wait_for_its_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two computers choose at once (Speedstocks, with a rule made for this test that pauses
    after every chosen stock): the first answer opens the pause, the second is kept and played
    when the pause is over, without asking the computer again."""
    monkeypatch.setitem(reading_rules._RULES, "speedstocks", ReadingRule(("stock_chosen",)))
    bots = ScriptedBotService()
    game = stocks_table(("human", "computer", "computer"), bots=bots, turn_seconds=None)
    game.update()
    first, second = bots.last_for(1), bots.last_for(2)
    bots.answer(first, game.legal_moves(1)[0].text())
    bots.answer(second, game.legal_moves(2)[0].text())
    game.update()
    assert [entry.seat for entry in game.log] == [1] and game.reading_pause() is not None
    for _ in range(3):
        game.update()
    assert [entry.seat for entry in game.log] == [1]
    asked = len(bots.asked)
    game.continue_reading(0)
    game.update()
    assert [entry.seat for entry in game.log][:2] == [1, 2]
    assert game.reading_pause() is not None  # seat 2's chosen stock holds the table again
    assert len(bots.asked) == asked
