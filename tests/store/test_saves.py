"""Saved tables: one JSON file each, the latest unfinished one, damaged files set aside."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.rules.core import SaveError
from game.store import FORMAT, VERSION, SaveStore, new_table_id
from game.table import InlineBotService, Seat, Table, TableSetup, check_table


def table_data(seed: int = 3, *, finished: bool = False) -> dict[str, Any]:
    """A saved table after a few moves, or after its last one."""
    setup = TableSetup("speedstocks", (Seat("Anna"), Seat("Bert", "computer", "easy")), {}, seed)
    table = Table(setup, InlineBotService(), now=lambda: 0.0, think_ms=5)
    while True:
        table.update()
        for seat in table.humans_to_act():
            table.submit(seat, table.legal_moves(seat)[-1])
        if table.is_over if finished else len(table.log) >= 4:
            return json.loads(json.dumps(table.to_dict()))


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    """A store in an empty folder that checks tables as the client does."""
    return SaveStore(tmp_path / "saves", check=check_table)


def test_a_saved_table_loads_back_and_carries_the_format_marker(store: SaveStore) -> None:
    """One '<id>.json' per table with format and version; no temporary file stays behind."""
    data = table_data()
    store.save("anna-1", data)
    assert store.load("anna-1") == data
    raw = json.loads((store.folder / "anna-1.json").read_text(encoding="utf-8"))
    assert raw["format"] == FORMAT == "speed-games/table" and raw["version"] == VERSION == 1
    assert sorted(path.name for path in store.folder.iterdir()) == ["anna-1.json"]
    loaded = Table.from_dict(store.load("anna-1"), InlineBotService())
    assert loaded.to_dict()["state"] == data["state"]


def test_saving_again_replaces_the_table(store: SaveStore) -> None:
    """The newer data wins; still one file."""
    store.save("t", table_data(1))
    newer = table_data(2)
    store.save("t", newer)
    assert store.load("t") == newer and store.table_ids() == ("t",)


def test_latest_is_the_last_saved_table_that_is_not_over(store: SaveStore) -> None:
    """Finished tables are skipped; an empty store has none."""
    assert store.latest() is None
    store.save("b-old", table_data(1))
    store.save("a-new", table_data(2))
    store.save("c-done", table_data(3, finished=True))
    assert store.latest() == ("a-new", store.load("a-new"))
    store.save("b-old", store.load("b-old"))
    assert store.latest()[0] == "b-old"  # type: ignore[index]


def test_every_unfinished_table_is_listed_newest_first(store: SaveStore) -> None:
    """A newer table never hides an older one; finished tables are left out; saving a table
    again brings it to the front."""
    assert store.unfinished() == []
    store.save("stocks", table_data(1))
    store.save("chicago", table_data(2))
    store.save("done", table_data(3, finished=True))
    listed = store.unfinished()
    assert [entry.table_id for entry in listed] == ["chicago", "stocks"]
    assert listed[0].data == store.load("chicago") and listed[0].saved_at > listed[1].saved_at
    store.save("stocks", store.load("stocks"))
    assert [entry.table_id for entry in store.unfinished()] == ["stocks", "chicago"]


def test_listing_sets_damaged_tables_aside_only_when_it_checks_them(store: SaveStore) -> None:
    """The quick listing reads only the outer form; the checked one also sets aside a table
    whose content does not load, and keeps its error for the player."""
    store.save("good", table_data(1))
    damaged = table_data(2)
    damaged["state"]["hands"][0] = [1000]
    store.save("broken", damaged)
    (store.folder / "junk.json").write_text("nothing")
    assert {entry.table_id for entry in store.unfinished(checked=False)} == {"good", "broken"}
    assert len(store.problems) == 1 and "'junk'" in str(store.problems[0])
    assert [entry.table_id for entry in store.unfinished()] == ["good"]
    assert len(store.problems) == 2 and "'broken'" in str(store.problems[1])
    assert sorted(path.name for path in (store.folder / "set-aside").iterdir()) == [
        "broken.json",
        "junk.json",
    ]


def test_delete_removes_only_that_table(store: SaveStore) -> None:
    """The other saves stay; deleting what is not there is no error."""
    store.save("one", table_data(1))
    store.save("two", table_data(2))
    store.delete("one")
    store.delete("one")
    assert store.table_ids() == ("two",)
    with pytest.raises(SaveError, match="there is no saved table 'one'"):
        store.load("one")


@pytest.mark.parametrize("table_id", ["../evil", "", "a/b", ".hidden", "x" * 65, 7])
def test_table_ids_are_plain_names(store: SaveStore, table_id: Any) -> None:
    """Nothing outside the folder can be named."""
    with pytest.raises(SaveError, match="is no table id"):
        store.save(table_id, {})


def wrapper(table: Any, **changes: Any) -> str:
    """A file's text: a saved table with changes to its outer form."""
    data = {"format": FORMAT, "version": VERSION, "saved_at": 1, "table": table}
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{not json", "it is not JSON"),
        (b"\xff\xfe\x00", "it is not JSON"),
        (b"[1, 2, 3]", "it holds list, not a saved table"),
        (wrapper({}, format="other-game/save").encode(), "it is no saved table"),
        (wrapper({}, version=2).encode(), "saved in version 2; this game reads 1"),
        (wrapper([]).encode(), "it holds no table"),
        (wrapper({"setup": {}}).encode(), "lacks"),
        ("corrupt-state", "saved game cannot be loaded"),
    ],
)
def test_damaged_or_foreign_files_are_set_aside_in_words(
    store: SaveStore, content: Any, words: str
) -> None:
    """SaveError names the file and the fault; the file moves to set-aside, unchanged; the
    other saves stay and still load."""
    good = table_data(1)
    store.save("good", good)
    if content == "corrupt-state":
        damaged = table_data(2)
        damaged["state"]["hands"][0] = [1000]
        content = wrapper(damaged).encode()
    (store.folder / "bad.json").write_bytes(content)
    with pytest.raises(SaveError, match=words) as raised:
        store.load("bad")
    assert "'bad'" in str(raised.value) and "set aside as set-aside/bad.json" in str(raised.value)
    assert (store.folder / "set-aside" / "bad.json").read_bytes() == content
    assert not (store.folder / "bad.json").exists()
    assert store.table_ids() == ("good",) and store.load("good") == good


def test_latest_sets_damaged_files_aside_and_finds_the_good_one(store: SaveStore) -> None:
    """A damaged newest save does not hide the good one; its error is kept for the player."""
    store.save("good", table_data(1))
    store.save("newest", table_data(2))
    text = (store.folder / "newest.json").read_text(encoding="utf-8")
    (store.folder / "newest.json").write_text(text.replace('"hands":[[', '"hands":[["x",'))
    (store.folder / "junk.json").write_text("nothing")
    assert store.latest() == ("good", store.load("good"))
    assert sorted(path.name for path in (store.folder / "set-aside").iterdir()) == [
        "junk.json",
        "newest.json",
    ]
    assert len(store.problems) == 2


def test_setting_aside_twice_keeps_both_files(store: SaveStore) -> None:
    """A second damaged file of the same name does not overwrite the first one set aside."""
    for content in ("first", "second"):
        (store.folder).mkdir(exist_ok=True)
        (store.folder / "bad.json").write_text(content)
        with pytest.raises(SaveError, match="set-aside/bad"):
            store.load("bad")
    aside = store.folder / "set-aside"
    assert (aside / "bad.json").read_text() == "first"
    assert (aside / "bad-2.json").read_text() == "second"


def test_without_a_check_only_the_outer_form_is_checked(tmp_path: Path) -> None:
    """The store itself knows no tables; its check does."""
    store = SaveStore(tmp_path)
    store.save("plain", {"anything": 1})
    assert store.load("plain") == {"anything": 1}


def test_new_table_ids_are_valid_and_distinct(store: SaveStore) -> None:
    """Fresh ids name files in the store and do not clash."""
    ids = {new_table_id() for _ in range(50)}
    assert len(ids) == 50
    for table_id in ids:
        store.path(table_id)
