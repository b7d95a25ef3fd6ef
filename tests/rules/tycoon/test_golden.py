"""Golden playthrough: a seeded three-player game, move by move, as text.

The file tests/golden/tycoon_seed8.txt holds the set-up, every move and every event of the game
(one line each) and the outcome. Each player follows the fixed preference of
scenario.preferred_move (renovate, a factory every fourth step, a hotel, fly onto a landing
place, fly on from over a city, buy a ticket that flies from here, a loan when short of money,
end; at payday redeem as many cards as he can). A change in the rules shows up as a diff of
that file; after reviewing such a change, rewrite the file with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/tycoon/test_golden.py
"""

from __future__ import annotations

import json
from pathlib import Path

from game.rules.core import Move
from game.rules.tycoon.state import TycoonState
from tests.rules.golden_files import (
    assert_same_lines,
    compact,
    golden_lines,
    played_lines,
    recorded_moves,
)

from .scenario import GAME, new, preferred_move

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "tycoon_seed8.txt"
SEED = 8
PLAYERS = 3
HEADER = (
    "# Tycoon golden playthrough: 3 players, seed 8; each follows a fixed preference",
    "# (scenario.preferred_move, see test_golden.py).",
    "# Lines: 'deal' (start player, open rows, piles with the top last), 'move <player> <move>',",
    "# one event as compact JSON, 'outcome'.",
    "# Rewrite after a reviewed rules change: UPDATE_GOLDEN=1 (see test_golden.py).",
)


def _deal_line(state: TycoonState) -> str:
    """The start player, the open tickets and the hidden piles."""
    return "deal " + compact(
        {
            "start_player": state.start_player,
            "open_charter": state.open_charter,
            "open_scheduled": state.open_scheduled,
            "charter_pile": state.charter_pile,
            "scheduled_pile": state.scheduled_pile,
        }
    )


def _record(moves: list[tuple[int, str]] | None = None) -> list[str]:
    """The game as text lines: played by preference, or replaying the given moves."""
    state = new(PLAYERS, SEED)

    def choose(playing: TycoonState, step: int) -> tuple[int, Move]:
        """The next player and the move the fixed preference makes."""
        player = playing.acting
        return player, preferred_move(playing, playing.legal_moves(player), step)

    deal = _deal_line(state)  # before the first move
    return [*HEADER, deal, *played_lines(state, GAME.parse_move, choose, moves)]


def _golden_lines() -> list[str]:
    """The stored golden file (rewritten first when UPDATE_GOLDEN=1)."""
    return golden_lines(GOLDEN, _record)


def test_the_seeded_game_plays_exactly_as_recorded() -> None:
    """Same seed, same choices: the same moves, events and result, line for line."""
    assert_same_lines(_golden_lines(), _record(), GOLDEN.name)


def test_replaying_the_recorded_moves_gives_the_recorded_events() -> None:
    """The engine alone turns the file's moves into the file's events."""
    golden = _golden_lines()
    moves = recorded_moves(golden)
    assert len(moves) > 100
    assert _record(moves) == golden


def test_the_recorded_game_shows_the_rules_at_work() -> None:
    """The file is worth reviewing: flights, hotels, a red field and a renovation, factories,
    loans repaid at payday, three paydays and the end."""
    golden = _golden_lines()
    kinds = [json.loads(line)["kind"] for line in golden if line.startswith("{")]
    for kind in (
        "flown",
        "hotel_built",
        "sent_to_renovation",
        "hotel_renovated",
        "factory_built",
        "loan_taken",
        "loans_repaid",
        "round_closing",
    ):
        assert kind in kinds, kind
    assert kinds.count("fortunes_announced") == 3 and kinds[-1] == "game_ended"
