"""Starts the Speed games: the windowed client (--event: locked in event mode), or with --terminal
the text-mode Speedstocks.

Imports stay inside main(): the computer players' worker process re-imports this module when it
starts, and must not pay for the client's imports.
"""

from __future__ import annotations

import sys

INTERRUPTED = 130


def main(argv: list[str] | None = None) -> int:
    """Plays in a window (with --event in event mode for touch screens at events), or in this
    terminal with --terminal."""
    arguments = sys.argv[1:] if argv is None else argv
    if "--terminal" in arguments:
        return _terminal()
    from game.client.main import main as client_main

    return client_main(event_mode="--event" in arguments)


def _terminal() -> int:
    """The text-mode game; colours only on a TTY and never with NO_COLOR set."""
    import os

    from game.terminal.app import run
    from game.terminal.console import Console

    colour = sys.stdout.isatty() and "NO_COLOR" not in os.environ
    console = Console(sys.stdin, sys.stdout, colour=colour)
    try:
        return run(console)
    except KeyboardInterrupt:
        console.say("")
        return INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
