"""Plays seeded games bot against bot and prints one summary (JSON with --json).

Run from the repository root: python tools/simulate.py --game speedstocks --players 4 --games 200
--seed 1 --bots easy,normal,strong,easy --json

With --rotate each of the K seeds is played once in every rotation of the seat list (seat s gets
the bot named for seat s + r), so every bot meets every seat and start position equally; rotations
that give the same seat list are played once (four normal bots: one game a seed). The JSON always
carries wins_by_strength and wins_by_start_position (shared firsts split among those sharing; a
share per seat game with its 95 % Wilson interval; position 1 is the game's first start player,
the others follow round the table) and mean_score_by_strength (95 % normal approximation).

A seat may carry its own iteration cap, strength@N, to seat one strength at two budgets:
--bots strong@24,strong@12,strong@12,strong@12 --rotate plays twice the budget against the plain
one on every seat, and the shares are counted by label.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.project_python import ensure_project_python

ensure_project_python()

from game.ai.series import (
    SeriesPlan,
    SeriesSummary,
    parse_bots,
    play_series,
    resolved_options,
)
from game.rules import OptionError, parse_options

BAD_ARGUMENTS = 2
GAMES_ERRORED = 1


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are a single line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        """Prints 'simulate: error: ...' and exits with code 2."""
        self.exit(BAD_ARGUMENTS, f"{self.prog}: error: {message}\n")


def build_parser() -> OneLineParser:
    """The command line of the simulate tool."""
    parser = OneLineParser(
        prog="simulate", description="Plays seeded bot games and summarises them."
    )
    parser.add_argument("--game", required=True, help="game name, e.g. speedstocks")
    parser.add_argument("--players", type=int, required=True, help="number of seats")
    parser.add_argument(
        "--games",
        type=int,
        required=True,
        help="number of seeds; each is one game, or with --rotate one game per rotation "
        "(K seeds x rotations games in all)",
    )
    parser.add_argument("--seed", type=int, required=True, help="seed of game 0; game i: seed + i")
    parser.add_argument(
        "--bots",
        required=True,
        help="one strength per seat: random, easy, normal or strong; strength@N caps that seat "
        "at N iterations (e.g. strong@24,strong@12,strong@12,strong@12)",
    )
    parser.add_argument("--options", default="", help="table options, e.g. variant=taktik")
    parser.add_argument(
        "--think-ms", type=float, default=None, help="cap on every bot decision in milliseconds"
    )
    parser.add_argument(
        "--max-iterations",
        type=int,
        default=None,
        help="cap on every search bot's iterations (makes strong bots reproducible)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--record", default=None, help="file for one JSON line per game")
    parser.add_argument(
        "--rotate",
        action="store_true",
        help="play every seed once in every rotation of the seat list (distinct ones only)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def plan_from(arguments: argparse.Namespace) -> SeriesPlan:
    """The series to play; OptionError in words for bad arguments."""
    if arguments.jobs < 1:
        raise OptionError(f"--jobs must be at least 1, not {arguments.jobs}")
    plan = SeriesPlan(
        game=arguments.game,
        players=arguments.players,
        games=arguments.games,
        seed=arguments.seed,
        bots=parse_bots(arguments.bots),
        options=tuple(sorted(parse_options(arguments.options).items())),
        think_ms=arguments.think_ms,
        max_iterations=arguments.max_iterations,
        record=arguments.record is not None,
        rotate=arguments.rotate,
    )
    plan.check()
    return plan


def main(argv: list[str] | None = None) -> int:
    """Runs the tool; 0 when every game finished, 1 when some errored, 2 for bad arguments."""
    parser = build_parser()
    arguments = parser.parse_args(argv)
    try:
        plan = plan_from(arguments)
    except OptionError as error:
        parser.error(str(error))
    try:
        record_file = open(arguments.record, "w", encoding="utf-8") if arguments.record else None
    except OSError as error:
        parser.error(f"cannot write the record file {arguments.record!r}: {error.strerror}")
    summary = SeriesSummary(plan)
    started = time.perf_counter()
    try:
        for result in play_series(plan, arguments.jobs):
            summary.add(result)
            if record_file is not None:
                record_file.write(json.dumps(result.to_record(), separators=(",", ":")) + "\n")
            if result.error is not None:
                print(f"simulate: game with seed {result.seed}: {result.error}", file=sys.stderr)
    finally:
        if record_file is not None:
            record_file.close()
    report = summary.to_dict(time.perf_counter() - started, resolved_options(plan))
    if arguments.json:
        print(json.dumps(report))
    else:
        print(human_summary(report))
    return GAMES_ERRORED if summary.errors else 0


def human_summary(report: dict[str, Any]) -> str:
    """The summary as a few readable lines."""
    seats = ", ".join(
        f"seat {seat} ({bot}): mean {score}, wins {wins}"
        for seat, (bot, score, wins) in enumerate(
            zip(report["bots"], report["mean_score"], report["wins"])
        )
    )
    strengths = ", ".join(
        f"{strength} {share_text(entry)}" for strength, entry in report["wins_by_strength"].items()
    )
    positions = ", ".join(
        f"{entry['position']}: {share_text(entry)}" for entry in report["wins_by_start_position"]
    )
    return (
        f"{report['game']}: {report['games']} games, {report['errors']} errors, "
        f"{report['mean_moves']} moves per game, {report['seconds']} s\n{seats}\n"
        f"wins per seat by strength: {strengths}\nwins by start position: {positions}"
    )


def share_text(entry: dict[str, Any]) -> str:
    """A win share with its 95 % interval, in per cent."""
    return f"{entry['share']:.1%} ({entry['low']:.1%}-{entry['high']:.1%})"


if __name__ == "__main__":
    sys.exit(main())
