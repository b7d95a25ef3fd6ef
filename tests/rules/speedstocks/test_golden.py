"""Golden playthrough: a seeded three-player game with the Sonderregeln, move by move, as text.

The file tests/golden/speedstocks_special_seed7.txt holds every move and every event of the game
(one line each) and the deals. A change in the rules shows up as a diff of that file; after
reviewing such a change, rewrite the file with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/speedstocks/test_golden.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.ai import RandomBot
from game.rules import get_game
from game.rules.speedstocks import SpeedstocksState
from game.rules.speedstocks.stocks import symbol_name

GAME = get_game("speedstocks")
GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "speedstocks_special_seed7.txt"
SEED = 7
PLAYERS = 3
OPTIONS = {"variant": "klassisch", "special": "on"}
HEADER = (
    "# Speedstocks golden playthrough: 3 players, Klassisch with Sonderregeln, game seed 7,",
    "# RandomBot seeds 70, 71, 72. Lines: 'deal' (hands and the symbols on them, after every",
    "# deal and Hausse), 'move <player> <move>', one event as compact JSON, 'outcome'.",
    "# Rewrite after a reviewed rules change: UPDATE_GOLDEN=1 (see test_golden.py).",
)


def _compact(data: Any) -> str:
    """JSON on one line, without spaces."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _deal_line(state: SpeedstocksState) -> str:
    """The hands as dealt (or after a Hausse) and the symbols they carry."""
    symbols = {
        str(stock): symbol_name(state.symbols[stock])
        for hand in state.hands
        for stock in hand
        if state.symbols[stock]
    }
    return "deal " + _compact(
        {
            "round": state.round,
            "turn": state.turn,
            "rows": state.rows,
            "hands": state.hands,
            "symbols": symbols,
        }
    )


def _record(moves: list[tuple[int, str]] | None = None) -> list[str]:
    """The game as text lines: played by the seeded bots, or replaying the given moves."""
    state = GAME.new_state(PLAYERS, SEED, OPTIONS)
    bots = [RandomBot(seed=10 * SEED + seat) for seat in range(PLAYERS)]
    lines = [*HEADER, _deal_line(state)]
    step = 0
    while not state.is_terminal():
        if moves is None:
            player = state.to_act()[0]
            move = bots[player].choose(state, player)
        else:
            player, text = moves[step]
            move = GAME.parse_move(text)
        step += 1
        lines.append(f"move {player} {move.text()}")
        for event in state.play(player, move):
            lines.append(_compact(event.to_dict()))
            if event.kind in ("round_started", "hausse_came"):
                lines.append(_deal_line(state))
    lines.append("outcome " + _compact(state.outcome().to_dict()))  # type: ignore[union-attr]
    return lines


def _golden_lines() -> list[str]:
    """The stored golden file (rewritten first when UPDATE_GOLDEN=1)."""
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text("\n".join(_record()) + "\n", encoding="utf-8")
    return GOLDEN.read_text(encoding="utf-8").splitlines()


def test_the_seeded_bot_game_plays_exactly_as_recorded() -> None:
    """Same seeds, same bots: the same moves, events and result, line for line."""
    golden = _golden_lines()
    played = _record()
    for number, (expected, actual) in enumerate(zip(golden, played), start=1):
        assert actual == expected, f"line {number} of {GOLDEN.name} differs"
    assert len(played) == len(golden)


def test_replaying_the_recorded_moves_gives_the_recorded_events() -> None:
    """The engine alone (without the bots) turns the file's moves into the file's events."""
    golden = _golden_lines()
    moves = [
        (int(player), text)
        for player, text in (line.split(" ", 2)[1:] for line in golden if line.startswith("move "))
    ]
    assert len(moves) > 100
    assert _record(moves) == golden
