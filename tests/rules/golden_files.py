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


def played_lines(
    state: Any,
    parse_move: Callable[[str], Any],
    choose: Callable[[Any, int], tuple[int, Any]],
    moves: list[tuple[int, str]] | None = None,
    after: Callable[[Any], list[str]] | None = None,
) -> list[str]:
    """The game played to its end as 'move' lines, one line per event and the 'outcome' line:
    each step chosen by choose(state, step) -> (player, move), or replaying the given moves.
    after(event) gives the extra lines a game writes behind an event."""
    lines: list[str] = []
    step = 0
    while not state.is_terminal():
        if moves is None:
            player, move = choose(state, step)
        else:
            player, text = moves[step]
            move = parse_move(text)
        step += 1
        lines.append(f"move {player} {move.text()}")
        for event in state.play(player, move):
            lines.append(compact(event.to_dict()))
            if after is not None:
                lines += after(event)
    lines.append("outcome " + compact(state.outcome().to_dict()))
    return lines
