"""Golden playthrough: a seeded three-company game on the test map with every extra rule,
move by move, as text.

The file tests/golden/speedpipe_testmap_seed3.txt holds the deal, every move and every event of
the game (one line each) and the outcome. Each company plays the first legal move of the kind
it likes best (lay, pay extra, keep, terminal, open, blind, contracts, station, abort, pass;
every 11th move a station first, every 13th contracts first). A change in the rules shows up as
a diff of that file; after reviewing such a change, rewrite the file with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/speedpipe/test_golden.py
"""

from __future__ import annotations

import json
from pathlib import Path

from game.rules.core import Move
from game.rules.speedpipe.state import SpeedpipeState
from tests.rules.golden_files import (
    assert_same_lines,
    compact,
    golden_lines,
    played_lines,
    recorded_moves,
)

from .scenario import GAME, new

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "speedpipe_testmap_seed3.txt"
SEED = 3
PLAYERS = 3
OPTIONS = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}
HEADER = (
    "# Speedpipe golden playthrough: 3 companies on the test map, every extra rule, seed 3;",
    "# each plays the first legal move of its preferred kind (see test_golden.py).",
    "# Lines: 'deal' (hands, display, pile top last, contracts dealt), 'move <company> <move>',",
    "# one event as compact JSON, 'outcome'.",
    "# Rewrite after a reviewed rules change: UPDATE_GOLDEN=1 (see test_golden.py).",
)
PREFERENCE = (
    "lay",
    "extra",
    "keep",
    "terminal",
    "open",
    "blind",
    "contracts",
    "station",
    "abort",
    "pass",
)


def _deal_line(state: SpeedpipeState) -> str:
    """The cards dealt, the open display, the hidden pile and the contracts to choose from."""
    return "deal " + compact(
        {
            "start_company": state.start_company,
            "hands": state.hands,
            "display": state.display,
            "pile": state.pile,
            "dealt": state.dealt,
            "short_pile": state.short_pile,
        }
    )


def _preferred(moves: tuple[Move, ...], step: int) -> Move:
    """The first legal move of the most wanted kind."""
    order = list(PREFERENCE)
    if step % 11 == 5:
        order.insert(0, "station")
    if step % 13 == 6:
        order.insert(0, "contracts")
    for verb in order:
        for move in moves:
            if move.text().split()[0] == verb:
                return move
    return moves[0]


def _record(moves: list[tuple[int, str]] | None = None) -> list[str]:
    """The game as text lines: played by preference, or replaying the given moves."""
    state = new(PLAYERS, SEED, OPTIONS)

    def choose(playing: SpeedpipeState, step: int) -> tuple[int, Move]:
        """The next player and the move the fixed preference makes."""
        company = playing.to_act()[0]
        return company, _preferred(playing.legal_moves(company), step)

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
    assert len(moves) > 60
    assert _record(moves) == golden


def test_the_recorded_game_shows_the_rules_at_work() -> None:
    """The file is worth reviewing: routes, a mountain, stations, contracts, oil prices, a
    scoring of every company and the end."""
    golden = _golden_lines()
    kinds = [json.loads(line)["kind"] for line in golden if line.startswith("{")]
    for kind in ("route_laid", "mountain_revealed", "station_built", "contracts_kept"):
        assert kind in kinds, kind
    assert "oil_price_set" in kinds and kinds.count("company_scored") == PLAYERS
    assert kinds[-1] == "game_ended"
