"""docs/rules/speedstocks.md names, for every own determination, tests that exist."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOC = HERE.parents[2] / "docs" / "rules" / "speedstocks.md"


def test_every_determination_names_existing_tests() -> None:
    """Each of the determinations a to o cites at least one test, and every cited test exists."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Eigene Festlegungen", 1)[1]
    items = re.split(r"\n(?=[a-z]\. )", section)[1:]
    assert [item[0] for item in items] == list("abcdefghijklmno")
    for item in items:
        cited = re.findall(r"`(test_\w+\.py)::(\w+)`", item)
        assert cited, f"determination {item[0]} names no test"
        for module, name in cited:
            source = (HERE / module).read_text(encoding="utf-8")
            assert f"def {name}(" in source, f"{module}::{name} (determination {item[0]})"
