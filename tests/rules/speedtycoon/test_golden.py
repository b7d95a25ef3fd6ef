"""Golden playthrough: a seeded three-player Klassisch game, move by move, as text.

The file tests/golden/speedtycoon_klassisch_seed5.txt holds the deal, every move and every event
of the game (one line each) and the outcome. Each player plays the first legal move of the kind
he likes best (buy, then build, then end the turn after a bonus, then take money; placing:
build, then plan). A change in the
rules shows up as a diff of that file; after reviewing such a change, rewrite the file with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/speedtycoon/test_golden.py
"""

from __future__ import annotations

import json
from pathlib import Path

from game.rules.core import Move
from game.rules.speedtycoon.catalogue import card_text
from game.rules.speedtycoon.state import SpeedtycoonState
from tests.rules.golden_files import (
    assert_same_lines,
    compact,
    golden_lines,
    played_lines,
    recorded_moves,
)

from .scenario import GAME, new

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "speedtycoon_klassisch_seed5.txt"
SEED = 5
PLAYERS = 3
HEADER = (
    "# Speedtycoon golden playthrough: 3 players, Klassisch, game seed 5; each plays the first",
    "# legal move of his preferred kind (buy, build, end, take; placing: build, plan).",
    "# Lines: 'deal' (hands, Kapital, market, deck top last, bag top last), 'move <player>",
    "# <move>', one event as compact JSON, 'outcome'.",
    "# Rewrite after a reviewed rules change: UPDATE_GOLDEN=1 (see test_golden.py).",
)
PREFERENCE = ("buy", "build", "end", "take", "plan")


def _deal_line(state: SpeedtycoonState) -> str:
    """The money dealt, the open Kapital and Weltmarkt, and the hidden deck and bag."""
    return "deal " + compact(
        {
            "start_player": state.start_player,
            "hands": [[card_text(card) for card in hand] for hand in state.hands],
            "kapital": [card_text(card) for card in state.kapital if card is not None],
            "market": state.market,
            "deck": [card_text(card) for card in state.deck],
            "bag": state.bag,
        }
    )


def _preferred(moves: tuple[Move, ...]) -> Move:
    """The first legal move of the most wanted kind (any first move when none fits)."""
    for verb in PREFERENCE:
        for move in moves:
            if move.text().split()[0] == verb:
                return move
    return moves[0]


def _record(moves: list[tuple[int, str]] | None = None) -> list[str]:
    """The game as text lines: played by preference, or replaying the given moves."""
    state = new(PLAYERS, SEED, {"mode": "klassisch"})

    def choose(playing: SpeedtycoonState, step: int) -> tuple[int, Move]:
        """The next player and the move the fixed preference makes."""
        player = playing.acting
        return player, _preferred(playing.legal_moves(player))

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
    """The file is worth reviewing: bonus actions, buildings built and planned, three scorings,
    Handelsschluss with awards, and the end."""
    golden = _golden_lines()
    kinds = [json.loads(line)["kind"] for line in golden if line.startswith("{")]
    for kind in ("money_taken", "building_built", "building_planned", "building_awarded"):
        assert kind in kinds, kind
    assert "move" in golden[len(HEADER) + 1] and any(line.endswith(" end") for line in golden)
    assert kinds.count("scoring_held") == 3 and kinds.count("trading_closed") == 1
    assert kinds[-1] == "game_ended"
