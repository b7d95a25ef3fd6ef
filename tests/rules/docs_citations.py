"""What every game's docs test shares: each own determination of a docs page cites tests that
exist."""

from __future__ import annotations

import re
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]


def check_citations(doc: Path, letters: str, tests_folder: Path) -> None:
    """Each determination (lettered a., b., ...) under "Eigene Festlegungen" cites at least one
    test, and every cited test exists: by its module in tests_folder or by its path from the
    repository root."""
    text = doc.read_text(encoding="utf-8")
    section = text.split("## Eigene Festlegungen", 1)[1]
    items = re.split(r"\n(?=[a-z]\. )", section)[1:]
    assert [item[0] for item in items] == list(letters)
    for item in items:
        cited = re.findall(r"`((?:tests/[\w/]+/)?test_\w+\.py)::(\w+)`", item)
        assert cited, f"determination {item[0]} names no test"
        for module, name in cited:
            folder = REPOSITORY if "/" in module else tests_folder
            source = (folder / module).read_text(encoding="utf-8")
            assert f"def {name}(" in source, f"{module}::{name} (determination {item[0]})"
