"""docs/rules/speedchicago.md names, for every own determination, tests that exist."""

from __future__ import annotations

from pathlib import Path

from tests.rules.docs_citations import REPOSITORY, check_citations

HERE = Path(__file__).resolve().parent
DOC = REPOSITORY / "docs" / "rules" / "speedchicago.md"


def test_every_determination_names_existing_tests() -> None:
    """Each of the determinations a to w cites at least one test, and every cited test
    exists (by its module in this folder, or by its path from the repository root)."""
    check_citations(DOC, "abcdefghijklmnopqrstuvw", HERE)
