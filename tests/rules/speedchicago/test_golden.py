"""Golden playthrough: a seeded three-company Grundspiel game, move by move, as text.

The file tests/golden/speedchicago_grundspiel_seed9.txt holds every move and every event of the
game (one line each), the card piles as dealt and the hands after every draw. A change in the
rules shows up as a diff of that file; after reviewing such a change, rewrite the file with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/speedchicago/test_golden.py
"""

from __future__ import annotations

import json
from pathlib import Path

from game.ai import RandomBot
from game.rules import Event, Move, get_game
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.site import FIELD_NAMES
from tests.rules.golden_files import (
    assert_same_lines,
    compact,
    golden_lines,
    played_lines,
    recorded_moves,
)

GAME = get_game("speedchicago")
GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "speedchicago_grundspiel_seed9.txt"
SEED = 9
PLAYERS = 3
OPTIONS = {"variant": "grundspiel", "card_pile": "own", "open_cards": "off", "leftover": "keep"}
HEADER = (
    "# Speedchicago golden playthrough: 3 companies, Grundspiel without house rules, game seed 9,",
    "# RandomBot seeds 90, 91, 92. Lines: 'deal' (foundation stones and card piles, top last),",
    "# 'move <company> <move>', one event as compact JSON, 'hands' (after every draw), 'outcome'.",
    "# Rewrite after a reviewed rules change: UPDATE_GOLDEN=1 (see test_golden.py).",
)


def _deal_line(state: SpeedchicagoState) -> str:
    """The foundation stones and every company's card pile as dealt."""
    return "deal " + compact(
        {"foundations": [FIELD_NAMES[stone] for stone in state.foundations], "piles": state.piles}
    )


def _record(moves: list[tuple[int, str]] | None = None) -> list[str]:
    """The game as text lines: played by the seeded bots, or replaying the given moves."""
    state: SpeedchicagoState = GAME.new_state(PLAYERS, SEED, OPTIONS)  # type: ignore[assignment]
    bots = [RandomBot(seed=10 * SEED + seat) for seat in range(PLAYERS)]

    def choose(playing: SpeedchicagoState, step: int) -> tuple[int, Move]:
        """The seat to act and its bot's move."""
        (player,) = playing.to_act()
        return player, bots[player].choose(playing, player)

    def hands_after(event: Event) -> list[str]:
        """Every drawn card shows the hands."""
        return ["hands " + compact(state.hands)] if event.kind == "card_drawn" else []

    deal = _deal_line(state)  # before the first move
    return [*HEADER, deal, *played_lines(state, GAME.parse_move, choose, moves, hands_after)]


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


def test_the_recorded_game_shows_the_rules_at_work() -> None:
    """The file is worth reviewing: it holds draws, Zurück, the Abrisstrupp, three scorings."""
    kinds = [json.loads(line)["kind"] for line in _golden_lines() if line.startswith("{")]
    for kind in (
        "card_drawn",
        "step_taken_back",
        "floor_lifted",
        "action_points_added",
        "leftover_floors",
        "photographer_sent",
    ):
        assert kind in kinds, kind
    assert kinds.count("year_started") == 3 and kinds.count("company_scored") == 9
    assert kinds[-1] == "game_over"
