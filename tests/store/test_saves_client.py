"""The client section of a saved table: how this device shows it (a camera), kept beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.rules.core import SaveError
from game.store import SaveStore
from game.table import check_table
from tests.store.test_saves import table_data

CAMERA = {"camera": {"yaw": 110.0, "pitch": 35.0, "distance": 9.5}}


def test_a_kept_client_section_is_written_with_every_save_and_read_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves", check=check_table)
    data = table_data()
    store.save("anna-1", data)
    assert store.client("anna-1") == {}
    store.keep_client("anna-1", CAMERA)
    store.save("anna-1", data)
    store.save("anna-1", data)  # an autosave after a move keeps it too
    raw = json.loads((store.folder / "anna-1.json").read_text(encoding="utf-8"))
    assert raw["client"] == CAMERA
    assert store.load("anna-1") == data  # the table itself is as it was
    again = SaveStore(tmp_path / "saves", check=check_table)  # the next start of the client
    assert again.client("anna-1") == CAMERA
    again.save("anna-1", data)  # read once, it stays with the table's next saves
    assert SaveStore(tmp_path / "saves").client("anna-1") == CAMERA


def test_a_table_without_a_section_or_without_a_file_has_an_empty_one(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    assert store.client("nobody") == {}
    store.save("anna-1", table_data())
    assert SaveStore(tmp_path / "saves").client("anna-1") == {}
    store.keep_client("anna-1", CAMERA)
    store.delete("anna-1")
    store.save("anna-1", table_data())  # a new table under the old id starts without one
    assert SaveStore(tmp_path / "saves").client("anna-1") == {}


def test_a_client_section_is_checked_like_the_rest(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    with pytest.raises(SaveError, match="no table id"):
        store.keep_client("../anna", CAMERA)
    with pytest.raises(SaveError, match="is a mapping, not list"):
        store.keep_client("anna-1", [1, 2])  # type: ignore[arg-type]
    assert store.client("anna-1") == {}
