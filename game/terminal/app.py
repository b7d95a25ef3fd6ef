"""The terminal application: set-up, games one after another, and leaving cleanly."""

from __future__ import annotations

import random

from game.terminal.console import Console, QuitGame
from game.terminal.loop import TerminalGame
from game.terminal.prompts import ask_yes_no
from game.terminal.setup import ask_settings
from game.texts import text

SEED_RANGE = 2**31


def run(console: Console, seed: int | None = None, think_ms: float | None = None) -> int:
    """Asks the settings and plays until the players stop; the exit status (0)."""
    seeds = random.Random(seed)  # None: a fresh game every start
    try:
        settings = ask_settings(console)
        while True:
            TerminalGame(console, settings, seeds.randrange(SEED_RANGE), think_ms).play()
            if not ask_yes_no(console, text("end.again"), default=False):
                break
    except QuitGame:
        console.say(text("end.left"))
    console.say(text("end.bye"))
    return 0
