"""Record files: written atomically, read back equal, and refused in words when damaged, foreign,
newer or not replaying; the kept records of the player with their limit."""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.replay import (
    FORMAT,
    GameRecord,
    RecordError,
    RecordShelf,
    load_replay,
    read_record,
    record_from_table,
    write_record,
)

from .played import play_game

MOMENT = datetime.datetime(2026, 12, 4, 9, 30, tzinfo=datetime.UTC)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    """A finished Speedstocks game's record."""
    return record_from_table(play_game("speedstocks", seed=6).table, "table-6", MOMENT)


def test_a_written_record_reads_back_equal(tmp_path: Path, record: GameRecord) -> None:
    """The file holds the format, the version and everything; reading it gives the record."""
    path = tmp_path / "game.json"
    write_record(path, record)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["setup"]["seed"] == 6
    assert data["moves"][0] == record.moves[0].to_dict()
    assert read_record(path) == record
    assert [entry.name for entry in tmp_path.iterdir()] == ["game.json"]  # no temporary left


def changed(change: Callable[[dict[str, Any]], object]) -> Callable[[dict[str, Any]], bytes]:
    """A damage done to a record's data, giving the file's bytes."""

    def damaged(data: dict[str, Any]) -> bytes:
        change(data)
        return json.dumps(data).encode()

    return damaged


def last_move_changed(data: dict[str, Any]) -> None:
    """The last move made by another seat."""
    move = data["moves"][-1]
    move["seat"] = (move["seat"] + 1) % len(data["setup"]["seats"])


DAMAGES: list[tuple[Callable[[dict[str, Any]], bytes], str]] = [
    (lambda data: b"\x89PNG\r\n\x1a\n\x00\x00", "it is no text file"),
    (lambda data: json.dumps(data).encode()[:-40], "it is no JSON"),
    (lambda data: b"[1, 2, 3]", "it holds list, not a game record"),
    (changed(lambda data: data.update(format="speed-games/table")), "it is no game record"),
    (changed(lambda data: data.update(version=2)), "written in record version 2"),
    (changed(lambda data: data.pop("moves")), "the record lacks moves"),
    (changed(lambda data: data["setup"].update(game="schach")), "there is no game 'schach'"),
    (changed(lambda data: data["setup"].update(seed="7")), "seed must be a whole number"),
    (changed(lambda data: data["moves"][3].update(seat=9)), "move 4 names seat 9"),
    (changed(lambda data: data["moves"][0].update(by="cat")), "neither human nor computer"),
    (changed(lambda data: data["moves"][0].update(move="")), "move 1 must give the move as text"),
    (changed(lambda data: data["moves"][0].update(move="fly away")), "move 1 .* does not replay"),
    (changed(last_move_changed), "does not replay"),
    (changed(lambda data: data["moves"].pop()), "do not end the game; it is incomplete"),
    (changed(lambda data: data["moves"].append(data["moves"][-1])), "yet the record has 1 more"),
    (changed(lambda data: data["result"]["scores"].reverse()), "its moves end it with"),
    (changed(lambda data: data["result"].update(places="1")), "must give 3 whole places"),
    (changed(lambda data: data.update(finished_at="yesterday")), "is no date and time"),
    (changed(lambda data: data.update(finished_at="2026-12-04T09:00")), "time zone"),
]


@pytest.mark.parametrize(("damage", "words"), DAMAGES)
def test_damaged_records_are_refused_in_words(
    tmp_path: Path,
    record: GameRecord,
    damage: Callable[[dict[str, Any]], bytes],
    words: str,
) -> None:
    """Every damage is named, with the file's name; nothing is changed or removed."""
    path = tmp_path / "shared.json"
    path.write_bytes(damage(record.to_dict()))
    before = path.read_bytes()
    with pytest.raises(
        RecordError, match=f"'shared.json' cannot be opened as a game record: .*{words}"
    ):
        load_replay(path)
    assert path.read_bytes() == before


def test_missing_files_and_folders_are_refused_in_words(tmp_path: Path) -> None:
    """A path that is no file says so."""
    with pytest.raises(RecordError, match="there is no file 'gone.json'"):
        load_replay(tmp_path / "gone.json")
    with pytest.raises(RecordError, match="is a folder, not a record file"):
        load_replay(tmp_path)


def test_the_shelf_keeps_the_newest_records_up_to_its_limit(
    tmp_path: Path, record: GameRecord
) -> None:
    """Keeping more than the limit removes the oldest; the same table again replaces its file."""
    shelf = RecordShelf(tmp_path / "replays", keep=3)
    paths = []
    for minutes in range(5):
        moment = MOMENT + datetime.timedelta(minutes=minutes)
        paths.append(
            shelf.add(GameRecord(record.setup, record.moves, record.result, moment, f"t{minutes}"))
        )
    kept = shelf.records()
    assert [entry.path for entry in kept] == paths[:1:-1]
    assert kept[0].game == "speedstocks" and kept[0].names == ("Anna", "Computer 1", "Computer 2")
    assert kept[0].moves == len(record.moves) and kept[0].result_scores == record.result.scores
    assert (
        shelf.add(GameRecord(record.setup, record.moves, record.result, kept[0].finished_at, "t4"))
        == paths[4]
    )
    assert len(shelf.records()) == 3
    assert shelf.open(paths[4]).record.table == "t4"


def test_damaged_kept_records_are_set_aside_never_deleted(
    tmp_path: Path, record: GameRecord
) -> None:
    """A damaged file is moved aside while listing or opening, and the player told why."""
    shelf = RecordShelf(tmp_path)
    good = shelf.add(record)
    broken = tmp_path / "20261204-080000-speedstocks-x.json"
    broken.write_text("{ not json", encoding="utf-8")
    assert [entry.path for entry in shelf.records()] == [good]
    assert "it is no JSON" in str(shelf.problems[0]) and "set-aside/" in str(shelf.problems[0])
    assert (tmp_path / "set-aside" / broken.name).read_text(encoding="utf-8") == "{ not json"
    data = record.to_dict()
    data["moves"].pop()
    good.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="it is incomplete; the file was set aside"):
        shelf.open(good)
    assert not good.exists() and len(list((tmp_path / "set-aside").iterdir())) == 2
