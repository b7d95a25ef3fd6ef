"""A local table and a table on a server offer the table scenes the same interface."""

from __future__ import annotations

import inspect

import pytest

from game.net.remote_table import RemoteTable
from game.table.interface import PlayedTable
from game.table.table import Table

MEMBERS = [
    name for name in dir(PlayedTable) if not name.startswith("_") and name not in ("setup", "log")
]


@pytest.mark.parametrize("kind", [Table, RemoteTable], ids=lambda kind: kind.__name__)
@pytest.mark.parametrize("name", MEMBERS)
def test_both_tables_offer_each_member_alike(kind: type, name: str) -> None:
    """Each member exists on both, a property as a property and a method with the same
    parameters."""
    wanted = inspect.getattr_static(PlayedTable, name)
    offered = inspect.getattr_static(kind, name, None)
    assert offered is not None, f"{kind.__name__} lacks {name}"
    assert isinstance(offered, property) == isinstance(wanted, property), name
    if not isinstance(wanted, property):
        assert list(inspect.signature(offered).parameters) == list(
            inspect.signature(wanted).parameters
        ), name
