"""docs/rules/speedchicago.md names, for every own determination, tests that exist."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parents[2]
DOC = HERE.parents[2] / "docs" / "rules" / "speedchicago.md"


def test_every_determination_names_existing_tests() -> None:
    """Each of the determinations a to s cites at least one test, and every cited test exists.

    A test is cited by its module in this folder, or by its path from the repository root.
    """
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Eigene Festlegungen", 1)[1]
    items = re.split(r"\n(?=[a-z]\. )", section)[1:]
    assert [item[0] for item in items] == list("abcdefghijklmnopqrs")
    for item in items:
        cited = re.findall(r"`((?:tests/[\w/]+/)?test_\w+\.py)::(\w+)`", item)
        assert cited, f"determination {item[0]} names no test"
        for module, name in cited:
            folder = REPOSITORY if "/" in module else HERE
            source = (folder / module).read_text(encoding="utf-8")
            assert f"def {name}(" in source, f"{module}::{name} (determination {item[0]})"
