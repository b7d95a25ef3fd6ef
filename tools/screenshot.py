"""Renders one client scene headless to a PNG, for review and for the README.

python tools/screenshot.py --scene menu --out menu.png
python tools/screenshot.py --scene table --game speedstocks --seed 7 --moves 12 --out table.png
python tools/screenshot.py --scene leaderboard --game speedchicago --out leaderboard.png
python tools/screenshot.py --scene replay --game tycoon --seed 3 --out replay.png
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import NoReturn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.project_python import ensure_project_python

ensure_project_python()

import game.client.scenes.leaderboard_keys  # (registers 'leaderboard')
import game.client.scenes.replay.scene_keys  # (registers 'replay' and 'replays')
import game.client.screens  # noqa: F401  (registers the screens and the games' scene keys)
from game.client.headless import headless_app, use_dummy_drivers
from game.client.scene_keys import SceneRequest, build_scene, scene_keys
from game.rules import OptionError, get_game
from game.texts import LANGUAGES

BAD_ARGUMENTS = 2
SETTLE_FRAMES = 90  # frames drawn before the picture is taken, so entry animations have ended


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are a single line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        """Prints 'screenshot: error: ...' and exits with code 2."""
        self.exit(BAD_ARGUMENTS, f"{self.prog}: error: {message}\n")


def build_parser() -> OneLineParser:
    """The command line of the screenshot tool."""
    parser = OneLineParser(prog="screenshot", description="Renders a client scene to a PNG.")
    parser.add_argument("--scene", required=True, choices=scene_keys(), help="which scene")
    parser.add_argument("--game", default="speedstocks", help="the game of game scenes")
    parser.add_argument("--seed", type=int, default=1, help="the seed of a game scene")
    parser.add_argument("--moves", type=int, default=0, help="seeded moves played before")
    parser.add_argument("--language", default="de", choices=LANGUAGES, help="UI language")
    parser.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Writes the picture; 2 for bad arguments."""
    parser = build_parser()
    arguments = parser.parse_args(argv)
    if arguments.moves < 0:
        parser.error(f"--moves cannot be negative ({arguments.moves})")
    try:
        get_game(arguments.game)
    except OptionError as error:
        parser.error(str(error))
    use_dummy_drivers()
    import pygame

    with tempfile.TemporaryDirectory() as home:
        app = headless_app(Path(home))
        try:
            app.change_settings(language=arguments.language)
            request = SceneRequest(arguments.scene, arguments.game, arguments.seed, arguments.moves)
            app.push(build_scene(app, request))
            for _ in range(SETTLE_FRAMES):
                app.frame(1 / 60)
            arguments.out.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.canvas, str(arguments.out))
        finally:
            app.shutdown()
    print(arguments.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
