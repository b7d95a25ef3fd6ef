"""Measures the rules' and the bots' speed and prints one JSON object.

Run from the repository root: python tools/bench.py --json (all games), --game speedstocks (one
game's rules figures), --client (the client's figures) or --site (the 3D site alone, rendered and
picked without the client, as on a machine with a GPU). Each strong bot's figures carry
rollouts_per_s: the play-outs it counted (rollouts_done) over the seconds it spent deciding.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NoReturn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.project_python import ensure_project_python

ensure_project_python()

from game.ai.benchmark import bench_game
from game.rules import OptionError, game_names, get_game

BAD_ARGUMENTS = 2


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are a single line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        """Prints 'bench: error: ...' and exits with code 2."""
        self.exit(BAD_ARGUMENTS, f"{self.prog}: error: {message}\n")


def build_parser() -> OneLineParser:
    """The command line of the bench tool."""
    parser = OneLineParser(prog="bench", description="Measures games per second and bot latency.")
    scope = parser.add_mutually_exclusive_group()
    scope.add_argument("--game", default=None, help="only this game's rules and bot figures")
    scope.add_argument("--client", action="store_true", help="only the client's figures")
    scope.add_argument(
        "--site",
        action="store_true",
        help="only the 3D site's own frames (render and read-back at 1280x720) and picks",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=5.0,
        help="length of each random-games measurement window (default 5)",
    )
    parser.add_argument(
        "--decision-scale",
        type=float,
        default=1.0,
        help="scales the number of bot decisions sampled (default 1: 600 easy, 600 normal, "
        "50 strong)",
    )
    parser.add_argument(
        "--frame-scale",
        type=float,
        default=1.0,
        help="scales the client's frames, taps and cold starts sampled (default 1: 300 frames "
        "a scene, 160 of the 3D site, 40 taps, 3 cold starts)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Runs the tool; 2 for bad arguments."""
    parser = build_parser()
    arguments = parser.parse_args(argv)
    if arguments.seconds <= 0:
        parser.error(f"--seconds must be above 0, not {arguments.seconds:g}")
    if arguments.decision_scale <= 0:
        parser.error(f"--decision-scale must be above 0, not {arguments.decision_scale:g}")
    if arguments.frame_scale <= 0:
        parser.error(f"--frame-scale must be above 0, not {arguments.frame_scale:g}")
    if arguments.game is not None:
        try:
            get_game(arguments.game)
        except OptionError as error:
            parser.error(str(error))
    report: dict[str, Any] = {}
    if arguments.site:
        from game.client.site3d.site_bench import SITE_FRAMES, SITE_PICKS, site_figures

        frames = max(1, round(SITE_FRAMES * arguments.frame_scale))
        picks = max(1, round(SITE_PICKS * arguments.frame_scale))
        report["site"] = site_figures(1280, 720, frames, picks)
    elif not arguments.client:
        names = [arguments.game] if arguments.game else list(game_names())
        for name in names:
            report[name] = bench_game(name, arguments.seconds, arguments.decision_scale)
    if arguments.client or (arguments.game is None and not arguments.site):
        import game.client.screens  # noqa: F401  (registers the screens and what the games measure)
        from game.client.benchmark import bench_client

        report["client"] = bench_client(arguments.frame_scale)
    if arguments.json:
        print(json.dumps(report))
    else:
        print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
