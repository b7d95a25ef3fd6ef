"""The records of the solo modes: the Rekordliste's best ten, the Tagesliste's first attempt of a
day, damaged files set aside, and recording the same table twice changing nothing."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from game.standings import Month, PointsEntry, Standing
from game.store.records import (
    RECORD_LIST_LENGTH,
    RECORDS_FILE,
    SET_ASIDE_SUFFIX,
    RecordBook,
    RecordsError,
)

GAME = "speedchicago"
DAY = datetime.date(2026, 11, 29)
NEXT_DAY = DAY + datetime.timedelta(days=1)


@pytest.fixture
def book(tmp_path: Path) -> RecordBook:
    """An empty records book in a folder of its own."""
    return RecordBook(tmp_path)


def test_an_empty_book_has_no_records_and_writes_nothing(book: RecordBook) -> None:
    assert book.record_list(GAME) == () and book.daily_list(GAME) == ()
    assert book.day_entry(GAME, DAY) is None
    assert not book.path.exists() and book.problems == []


def test_the_first_rekordjagd_is_the_record(book: RecordBook) -> None:
    result = book.add_record(GAME, "Anna", 64, DAY, "t1")
    assert result.new_record and result.rank == 1 and result.best_before is None
    assert [(entry.name, entry.points, entry.day) for entry in result.entries] == [
        ("Anna", 64, DAY)
    ]


def test_the_rekordliste_keeps_the_best_ten_best_first(book: RecordBook) -> None:
    for number, points in enumerate((50, 80, 65, 90, 70, 55, 60, 75, 85, 95, 40)):
        book.add_record(GAME, f"P{number}", points, DAY, f"t{number}")
    points = [entry.points for entry in book.record_list(GAME)]
    assert points == [95, 90, 85, 80, 75, 70, 65, 60, 55, 50]
    assert len(points) == RECORD_LIST_LENGTH
    missed = book.add_record(GAME, "Bert", 45, NEXT_DAY, "t-low")
    assert missed.rank is None and not missed.new_record and missed.best_before == 95
    assert [entry.points for entry in book.record_list(GAME)] == points
    third = book.add_record(GAME, "Cleo", 88, NEXT_DAY, "t-mid")
    assert third.rank == 3 and third.best_before == 95
    assert [entry.points for entry in book.record_list(GAME)][-1] == 55


def test_a_new_record_beats_the_old_and_equal_points_do_not(book: RecordBook) -> None:
    book.add_record(GAME, "Anna", 70, DAY, "t1")
    equal = book.add_record(GAME, "Bert", 70, NEXT_DAY, "t2")
    assert equal.rank == 2 and not equal.new_record and equal.best_before == 70
    better = book.add_record(GAME, "Cleo", 71, NEXT_DAY, "t3")
    assert better.new_record and better.best_before == 70
    assert [entry.name for entry in book.record_list(GAME)] == ["Cleo", "Anna", "Bert"]


def test_recording_the_same_table_twice_changes_nothing(book: RecordBook) -> None:
    first = book.add_record(GAME, "Anna", 70, DAY, "t1")
    again = book.add_record(GAME, "Anna", 70, DAY, "t1")
    assert again.rank == first.rank == 1 and again.best_before is None
    assert len(book.record_list(GAME)) == 1


def test_records_survive_a_new_book_on_the_same_folder(tmp_path: Path) -> None:
    RecordBook(tmp_path).add_record(GAME, "Änne", 77, DAY, "t1")
    RecordBook(tmp_path).begin_day(GAME, DAY, "d1")
    reopened = RecordBook(tmp_path)
    assert [(entry.name, entry.points) for entry in reopened.record_list(GAME)] == [("Änne", 77)]
    assert reopened.day_entry(GAME, DAY) is not None
    assert reopened.record_list("speedstocks") == ()  # every game keeps its own lists


def test_only_the_first_attempt_of_a_day_counts(book: RecordBook) -> None:
    assert book.begin_day(GAME, DAY, "first")
    assert not book.begin_day(GAME, DAY, "second")
    assert book.begin_day(GAME, DAY, "first")  # asked again for the same table
    second = book.finish_day(GAME, "second", "Anna", 90)
    assert second is not None and not second.counted and second.day == DAY
    assert not second.entry.finished  # the better second game did not become the day's
    first = book.finish_day(GAME, "first", "Anna", 64)
    assert first is not None and first.counted and first.entry.points == 64
    entry = book.day_entry(GAME, DAY)
    assert entry is not None and (entry.name, entry.points, entry.table) == ("Anna", 64, "first")
    assert entry.later == ("second",)


def test_a_days_result_is_stored_once(book: RecordBook) -> None:
    book.begin_day(GAME, DAY, "first")
    book.finish_day(GAME, "first", "Anna", 64)
    again = book.finish_day(GAME, "first", "Anna", 99)
    assert again is not None and again.counted and again.entry.points == 64
    later = book.begin_day(GAME, DAY, "third")
    assert not later
    result = book.finish_day(GAME, "third", "Anna", 80)
    assert result is not None and not result.counted and result.entry.points == 64


def test_an_unfinished_first_attempt_still_blocks_the_day(book: RecordBook) -> None:
    book.begin_day(GAME, DAY, "given-up")
    book.begin_day(GAME, DAY, "retry")
    result = book.finish_day(GAME, "retry", "Anna", 99)
    assert result is not None and not result.counted
    entry = book.day_entry(GAME, DAY)
    assert entry is not None and entry.points is None


def test_every_day_has_its_own_attempt_latest_day_first(book: RecordBook) -> None:
    assert book.begin_day(GAME, DAY, "a")
    assert book.begin_day(GAME, NEXT_DAY, "b")
    assert [entry.day for entry in book.daily_list(GAME)] == [NEXT_DAY, DAY]
    result = book.finish_day(GAME, "a", "Anna", 50)
    assert result is not None and result.counted and result.day == DAY


def test_a_table_never_begun_is_not_recorded_in_the_tagesliste(book: RecordBook) -> None:
    assert book.finish_day(GAME, "unknown", "Anna", 50) is None
    assert book.daily_list(GAME) == ()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{not json", "Expecting"),
        (b"\xff\xfe", "utf-8"),
        (b"[1, 2]", "holds list"),
        (json.dumps({"format": "other", "version": 1, "games": {}}).encode(), "no records"),
        (
            json.dumps({"format": "speed-games/records", "version": 9, "games": {}}).encode(),
            "version 9",
        ),
        (
            json.dumps(
                {
                    "format": "speed-games/records",
                    "version": 1,
                    "games": {GAME: {"rekordliste": [{"name": "A"}]}},
                }
            ).encode(),
            "must hold name, points",
        ),
        (
            json.dumps(
                {
                    "format": "speed-games/records",
                    "version": 1,
                    "games": {
                        GAME: {
                            "rekordliste": [
                                {"name": "A", "points": "many", "day": "2026-11-29", "table": "t"}
                            ]
                        }
                    },
                }
            ).encode(),
            "whole number",
        ),
        (
            json.dumps(
                {
                    "format": "speed-games/records",
                    "version": 1,
                    "games": {
                        GAME: {
                            "tagesliste": [
                                {
                                    "day": "gestern",
                                    "table": "t",
                                    "name": "",
                                    "points": None,
                                    "later": [],
                                }
                            ]
                        }
                    },
                }
            ).encode(),
            "no date",
        ),
    ],
)
def test_a_damaged_file_is_set_aside_and_reported_in_words(
    book: RecordBook, content: bytes, words: str, caplog: pytest.LogCaptureFixture
) -> None:
    book.path.write_bytes(content)
    assert book.record_list(GAME) == ()
    assert len(book.problems) == 1 and words in book.problems[0]
    assert book.problems[0] in caplog.text  # the details go to the log
    assert RECORDS_FILE in book.problems[0] and "kept as" in book.problems[0]
    aside = book.path.with_name(RECORDS_FILE + SET_ASIDE_SUFFIX)
    assert aside.read_bytes() == content and not book.path.exists()
    # Recording goes on in a fresh file.
    assert book.add_record(GAME, "Anna", 60, DAY, "t1").new_record
    assert [entry.points for entry in RecordBook(book.path.parent).record_list(GAME)] == [60]


def test_a_second_damaged_file_does_not_overwrite_the_first_set_aside(book: RecordBook) -> None:
    book.path.write_text("first damage")
    book.record_list(GAME)
    book.path.write_text("second damage")
    book.record_list(GAME)
    folder = book.path.parent
    kept = sorted(path.name for path in folder.iterdir() if SET_ASIDE_SUFFIX in path.name)
    assert len(kept) == 2 and len(book.problems) == 2
    assert {(folder / name).read_text() for name in kept} == {"first damage", "second damage"}


@pytest.mark.parametrize(
    ("name", "points", "table", "words"),
    [
        ("", 10, "t", "needs a name"),
        ("A" * 41, 10, "t", "needs a name"),
        ("Anna", 10.5, "t", "whole number"),
        ("Anna", True, "t", "whole number"),
        ("Anna", 10, "", "id of its table"),
    ],
)
def test_a_result_that_cannot_be_recorded_is_refused_and_changes_nothing(
    book: RecordBook, name: str, points: object, table: str, words: str
) -> None:
    with pytest.raises(RecordsError, match=words):
        book.add_record(GAME, name, points, DAY, table)  # type: ignore[arg-type]
    with pytest.raises(RecordsError, match=words):
        book.finish_day(GAME, table, name, points)  # type: ignore[arg-type]
    assert not book.path.exists()


def test_the_file_is_readable_json_with_a_format(book: RecordBook) -> None:
    book.add_record(GAME, "Anna", 64, DAY, "t1")
    book.begin_day(GAME, DAY, "d1")
    data = json.loads(book.path.read_text("utf-8"))
    assert data["format"] == "speed-games/records" and data["version"] == 2
    section = data["games"][GAME]
    assert section["rekordliste"] == [
        {"name": "Anna", "points": 64, "day": "2026-11-29", "table": "t1"}
    ]
    assert section["tagesliste"][0]["table"] == "d1"
    assert [path.name for path in book.path.parent.iterdir()] == [RECORDS_FILE]  # no temp left


# ---- the Bestenliste's points -------------------------------------------------------------------


def test_a_finished_tables_points_are_kept_per_person_once(book: RecordBook) -> None:
    added = book.add_points("speedpipe", "t1", DAY, {"Anna": 140, "Ben": 95})
    assert added == (
        PointsEntry("t1", "speedpipe", "Anna", 140, DAY),
        PointsEntry("t1", "speedpipe", "Ben", 95, DAY),
    )
    before = book.path.read_bytes()
    # The same table again (a second end of the same game) changes nothing.
    assert book.add_points("speedpipe", "t1", DAY, {"Anna": 999}) == added
    assert book.path.read_bytes() == before
    book.add_points("speedpipe", "t2", NEXT_DAY, {"Anna": -10})
    reopened = RecordBook(book.path.parent)
    assert reopened.all_time_list("speedpipe") == (
        Standing(1, "Anna", 130, 2),
        Standing(2, "Ben", 95, 1),
    )
    assert reopened.day_list("speedpipe", NEXT_DAY) == (Standing(1, "Anna", -10, 1),)
    assert reopened.monthly_list("speedpipe", Month(2026, 11)) == reopened.all_time_list(
        "speedpipe"
    )
    assert reopened.monthly_list("speedpipe", Month(2026, 12)) == ()
    assert reopened.all_time_list("tycoon") == ()


def test_points_live_beside_the_records_of_the_game(book: RecordBook) -> None:
    book.add_record(GAME, "Anna", 64, DAY, "r1")
    book.add_points(GAME, "r1", DAY, {"Anna": 94})
    book.begin_day(GAME, DAY, "d1")
    book.finish_day(GAME, "d1", "Anna", 70)
    assert [entry.points for entry in book.record_list(GAME)] == [64]
    assert book.day_entry(GAME, DAY) is not None and book.points_entries(GAME)[0].points == 94


def test_a_table_without_counted_points_writes_nothing(book: RecordBook) -> None:
    assert book.add_points(GAME, "t1", DAY, {}) == ()
    assert not book.path.exists()


def test_points_that_cannot_be_recorded_are_refused_and_change_nothing(book: RecordBook) -> None:
    with pytest.raises(RecordsError, match="whole number"):
        book.add_points(GAME, "t1", DAY, {"Anna": 10, "Ben": 2.5})  # type: ignore[dict-item]
    with pytest.raises(RecordsError, match="needs a name"):
        book.add_points(GAME, "t1", DAY, {" ": 10})
    assert not book.path.exists()


def test_a_file_of_version_1_is_read_and_written_as_version_2(book: RecordBook) -> None:
    old = {
        "format": "speed-games/records",
        "version": 1,
        "games": {
            GAME: {
                "rekordliste": [{"name": "Anna", "points": 64, "day": "2026-11-29", "table": "t1"}],
                "tagesliste": [],
            }
        },
    }
    book.path.write_text(json.dumps(old), encoding="utf-8")
    assert [entry.points for entry in book.record_list(GAME)] == [64]
    assert book.points_entries(GAME) == () and book.problems == []
    book.add_points(GAME, "t2", DAY, {"Anna": 90})
    data = json.loads(book.path.read_text("utf-8"))
    assert data["version"] == 2 and data["games"][GAME]["rekordliste"][0]["points"] == 64
    assert data["games"][GAME]["bestenliste"] == [
        {"table": "t2", "name": "Anna", "points": 90, "day": "2026-11-29"}
    ]


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        ({"table": "t", "name": "Anna", "points": 3}, "must hold table, name, points and day"),
        ({"table": "t", "name": "Anna", "points": "3", "day": "2026-11-29"}, "whole number"),
        ({"table": "t", "name": "Anna", "points": 3, "day": "gestern"}, "no date"),
    ],
)
def test_a_damaged_bestenliste_sets_the_file_aside_in_words(
    book: RecordBook, entry: dict[str, object], words: str
) -> None:
    data = {
        "format": "speed-games/records",
        "version": 2,
        "games": {GAME: {"bestenliste": [entry]}},
    }
    content = json.dumps(data).encode()
    book.path.write_bytes(content)
    assert book.all_time_list(GAME) == ()
    assert len(book.problems) == 1 and words in book.problems[0]
    assert book.path.with_name(RECORDS_FILE + SET_ASIDE_SUFFIX).read_bytes() == content


def test_a_file_of_a_later_version_is_set_aside_in_words(book: RecordBook) -> None:
    book.path.write_text(json.dumps({"format": "speed-games/records", "version": 3, "games": {}}))
    assert book.points_entries(GAME) == ()
    assert "version 3" in book.problems[0]
