"""docs/rules/speedtycoon.md names, for every own determination, tests that exist."""

from __future__ import annotations

from pathlib import Path

from tests.rules.docs_citations import REPOSITORY, check_citations, labels_up_to

HERE = Path(__file__).resolve().parent
DOC = REPOSITORY / "docs" / "rules" / "speedtycoon.md"


def test_every_determination_names_existing_tests() -> None:
    """Each of the determinations a to ae cites at least one test, and every cited test exists
    (by its module in this folder, or by its path from the repository root)."""
    check_citations(DOC, labels_up_to("ag"), HERE)
