"""The words of the list of saved tables: game, seats, round or year, and when, in two languages."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest

from game.client.saved_table_words import progress_line, seats_line, summarize, when_words
from game.rules.core import SaveError
from game.store.saves import SavedTable
from game.table import InlineBotService, Seat, Table, TableSetup
from game.texts import set_language

NOW = datetime.datetime(2026, 11, 30, 15, 0, tzinfo=datetime.UTC)


def played(game: str, moves: int, mode: str = "") -> dict[str, Any]:
    """A table of Anna against two computers after some moves, as its save holds it."""
    seats = (
        Seat("Anna"),
        Seat("Computer 2", "computer", "easy"),
        Seat("Computer 3", "computer", "strong"),
    )
    table = Table(TableSetup(game, seats, seed=7, mode=mode), InlineBotService(), now=lambda: 0.0)
    while len(table.log) < moves:
        table.update()
        for seat in table.humans_to_act():
            table.submit(seat, table.legal_moves(seat)[0])
    data: dict[str, Any] = json.loads(json.dumps(table.to_dict()))
    return data


def ago(**delta: float) -> datetime.datetime:
    """A moment that long before NOW."""
    return NOW - datetime.timedelta(**delta)


@pytest.mark.parametrize(
    ("moment", "german", "english"),
    [
        (ago(seconds=20), "gerade eben", "just now"),
        (ago(minutes=1, seconds=5), "vor 1 Minute", "1 minute ago"),
        (ago(minutes=42), "vor 42 Minuten", "42 minutes ago"),
        (ago(hours=5, minutes=28), "heute, 9:32", "today, 9:32"),
        (ago(hours=20), "gestern, 19:00", "yesterday, 19:00"),
        (ago(days=4), "vor 4 Tagen", "4 days ago"),
        (ago(days=40), "am 21. Oktober 2026", "on 21 October 2026"),
    ],
)
def test_when_a_table_was_played_is_told_in_words(
    moment: datetime.datetime, german: str, english: str
) -> None:
    assert when_words(moment, NOW) == german
    set_language("en")
    assert when_words(moment, NOW) == english


def test_the_seats_name_people_and_computers_with_their_strength() -> None:
    seats = (Seat("Anna"), Seat("Computer 2", "computer", "easy"), Seat("Bert"))
    assert seats_line(seats) == "Anna, Computer 2 (leicht), Bert"
    set_language("en")
    assert seats_line(seats) == "Anna, Computer 2 (easy), Bert"


def test_speedstocks_tells_its_round_and_turn() -> None:
    data = played("speedstocks", 6)
    state = data["state"]
    line = progress_line("speedstocks", data)
    assert line == f"Runde {state['round']} · Zug {state['turn']}" and state["round"] >= 1


def test_speedchicago_tells_its_year_and_round_counted_from_one() -> None:
    data = played("speedchicago", 3)
    assert progress_line("speedchicago", data) == "1891 · Runde 1 von 4"
    set_language("en")
    assert progress_line("speedchicago", data) == "1891 · round 1 of 4"


def test_a_game_without_round_words_tells_its_moves() -> None:
    data = played("speedstocks", 0)
    assert progress_line("tycoon", {**data, "state": {}}) == "noch kein Zug gespielt"
    assert progress_line("tycoon", {**data, "log": [{}] * 3}) == "3 Züge gespielt"
    # A state this version cannot describe falls back to the moves as well.
    assert progress_line("speedstocks", {"state": None, "log": [{}]}) == "1 Zug gespielt"


def test_a_summary_holds_the_game_mode_seats_progress_and_time() -> None:
    data = played("speedchicago", 2, mode="rekordjagd")
    saved_at = int(ago(minutes=3).timestamp() * 1_000_000_000)
    summary = summarize(SavedTable("t-1", saved_at, data), NOW)
    assert summary.table_id == "t-1" and summary.game == "speedchicago" and summary.playable
    assert summary.title == "Speedchicago · Rekordjagd"
    assert summary.seats == "Anna, Computer 2 (leicht), Computer 3 (stark)"
    assert summary.progress == "1891 · Runde 1 von 4" and summary.when == "vor 3 Minuten"


def test_a_summary_of_a_game_outside_the_suite_is_refused_in_words() -> None:
    data = played("speedstocks", 0)
    data["setup"]["game"] = "chess"
    with pytest.raises(SaveError):
        summarize(SavedTable("t-2", 0, data), NOW)
