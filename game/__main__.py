"""Starts the Speed games: for now Speedstocks as a text-mode game in the terminal."""

from __future__ import annotations

import os
import sys

from game.terminal.app import run
from game.terminal.console import Console

INTERRUPTED = 130


def main() -> int:
    """Plays in this terminal; colours only on a TTY and never with NO_COLOR set."""
    colour = sys.stdout.isatty() and "NO_COLOR" not in os.environ
    console = Console(sys.stdin, sys.stdout, colour=colour)
    try:
        return run(console)
    except KeyboardInterrupt:
        console.say("")
        return INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
