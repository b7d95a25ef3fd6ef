"""What every game's golden playthrough test shares: reading (or rewriting) the stored file,
comparing line by line, and the moves the file records."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any


def compact(data: Any) -> str:
    """JSON on one line, without spaces: how the files write events and outcomes."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def golden_lines(path: Path, record: Callable[[], list[str]]) -> list[str]:
    """The stored golden file (rewritten from record() first when UPDATE_GOLDEN=1)."""
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(record()) + "\n", encoding="utf-8")
    return path.read_text(encoding="utf-8").splitlines()


def assert_same_lines(golden: list[str], played: list[str], name: str) -> None:
    """The played game equals the stored one line for line (the first differing line named)."""
    for number, (expected, actual) in enumerate(zip(golden, played), start=1):
        assert actual == expected, f"line {number} of {name} differs"
    assert len(played) == len(golden)


def recorded_moves(golden: list[str]) -> list[tuple[int, str]]:
    """The (player, move text) pairs of the file's 'move' lines, in order."""
    return [
        (int(player), text)
        for player, text in (line.split(" ", 2)[1:] for line in golden if line.startswith("move "))
    ]
