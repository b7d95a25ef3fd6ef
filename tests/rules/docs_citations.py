"""What every game's docs test shares: each own determination of a docs page cites tests that
exist."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]


def labels_up_to(last: str) -> list[str]:
    """The determinations' labels in order up to last: a. ... z., then aa., ab., ..."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    labels = [*letters, *(first + second for first in letters for second in letters)]
    return labels[: labels.index(last) + 1]


def check_citations(doc: Path, labels: Sequence[str], tests_folder: Path) -> None:
    """Each determination (labelled a., b., ..., z., aa., ...) under "Eigene Festlegungen" cites
    at least one test, and every cited test exists: by its module in tests_folder or by its path
    from the repository root."""
    text = doc.read_text(encoding="utf-8")
    section = text.split("## Eigene Festlegungen", 1)[1]
    items = re.split(r"\n(?=[a-z]{1,2}\. )", section)[1:]
    found = [item.split(".", 1)[0] for item in items]
    assert found == list(labels)
    for label, item in zip(found, items):
        cited = re.findall(r"`((?:tests/[\w/]+/)?test_\w+\.py)::(\w+)`", item)
        assert cited, f"determination {label} names no test"
        for module, name in cited:
            folder = REPOSITORY if "/" in module else tests_folder
            source = (folder / module).read_text(encoding="utf-8")
            assert f"def {name}(" in source, f"{module}::{name} (determination {label})"
