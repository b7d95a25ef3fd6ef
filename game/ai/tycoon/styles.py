"""The style tournament: normal bots of the three styles (Kette: hotels, Fabrik: factories,
Verbreitung: travel) against each other, seats rotated, to check that no single style dominates:
none should win more than 40 % of the games and each at least 15 %.

Runnable from the repository root: python -m game.ai.tycoon.styles --games 60 --seed 1
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from game.ai.arena import Match
from game.ai.tycoon.normal import NormalBot
from game.ai.tycoon.weights import STYLES
from game.rules.registry import get_game

GAME = "tycoon"


def lineup_of(index: int, players: int) -> list[str]:
    """The styles seated in the index-th game: every style in turn, the first ones again to fill
    the table, the extra seat going to another style each game, all rotated by the game number."""
    keys = sorted(STYLES)
    shift = index % len(keys)
    order = keys[shift:] + keys[:shift]
    seated = [order[seat % len(order)] for seat in range(players)]
    turn = index % players
    return seated[turn:] + seated[:turn]


def style_tournament(games: int, seed: int = 1, players: int = 4) -> dict[str, dict[str, Any]]:
    """Wins per style (a shared first place split), seats played and wins per seat played."""
    wins = {key: 0.0 for key in STYLES}
    seats = {key: 0 for key in STYLES}
    for index in range(games):
        lineup = lineup_of(index, players)
        bots = [
            NormalBot(seed=seed * 1000 + index * 10 + seat, style=key)
            for seat, key in enumerate(lineup)
        ]
        result = Match(get_game(GAME), players, seed * 100003 + index, bots).run()
        if result.outcome is None:
            raise RuntimeError(f"style tournament game {index} failed: {result.error}")
        winners = result.outcome.winners
        for seat in winners:
            wins[lineup[seat]] += 1.0 / len(winners)
        for key in lineup:
            seats[key] += 1
    return {
        key: {
            "wins": round(wins[key], 2),
            "seats": seats[key],
            "wins_per_seat": round(wins[key] / seats[key], 3) if seats[key] else 0.0,
        }
        for key in sorted(STYLES)
    }


def main() -> None:
    """Plays a tournament from the command line and prints JSON."""
    parser = argparse.ArgumentParser(
        description="Tycoon normal bots of each style against each other"
    )
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    arguments = parser.parse_args()
    print(json.dumps(style_tournament(arguments.games, arguments.seed, arguments.players)))


if __name__ == "__main__":
    main()
