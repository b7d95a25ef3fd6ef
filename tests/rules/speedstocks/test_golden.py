"""Golden playthrough: a seeded three-player game with the Sonderregeln, move by move, as text.

The file tests/golden/speedstocks_special_seed7.txt holds every move and every event of the game
(one line each) and the deals. A change in the rules shows up as a diff of that file; after
reviewing such a change, rewrite the file with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/speedstocks/test_golden.py
"""

from __future__ import annotations

from pathlib import Path

from game.ai import RandomBot
from game.rules import Event, Move, State, get_game
from game.rules.speedstocks import SpeedstocksState
from game.rules.speedstocks.stocks import symbol_name
from tests.rules.golden_files import (
    assert_same_lines,
    compact,
    golden_lines,
    played_lines,
    recorded_moves,
)

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


def _deal_line(state: SpeedstocksState) -> str:
    """The hands as dealt (or after a Hausse) and the symbols they carry."""
    symbols = {
        str(stock): symbol_name(state.symbols[stock])
        for hand in state.hands
        for stock in hand
        if state.symbols[stock]
    }
    return "deal " + compact(
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

    def choose(playing: State, step: int) -> tuple[int, Move]:
        """The first seat to act and its bot's move."""
        player = playing.to_act()[0]
        return player, bots[player].choose(playing, player)

    def deal_after(event: Event) -> list[str]:
        """A new round or a Hausse shows the new deal."""
        return [_deal_line(state)] if event.kind in ("round_started", "hausse_came") else []

    deal = _deal_line(state)  # before the first move
    return [*HEADER, deal, *played_lines(state, GAME.parse_move, choose, moves, deal_after)]


def _golden_lines() -> list[str]:
    """The stored golden file (rewritten first when UPDATE_GOLDEN=1)."""
    return golden_lines(GOLDEN, _record)


def test_the_seeded_bot_game_plays_exactly_as_recorded() -> None:
    """Same seeds, same bots: the same moves, events and result, line for line."""
    assert_same_lines(_golden_lines(), _record(), GOLDEN.name)


def test_replaying_the_recorded_moves_gives_the_recorded_events() -> None:
    """The engine alone (without the bots) turns the file's moves into the file's events."""
    golden = _golden_lines()
    moves = recorded_moves(golden)
    assert len(moves) > 100
    assert _record(moves) == golden
