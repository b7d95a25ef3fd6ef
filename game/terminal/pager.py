"""Paging a long text, such as the rules summary, a screenful at a time."""

from __future__ import annotations

from game.terminal.console import Console
from game.texts import text, words

PAGE_LINES = 20


def page(console: Console, body: str, lines_per_page: int = PAGE_LINES) -> None:
    """Shows the text page by page; Enter turns the page, the quit words stop early."""
    lines = body.rstrip("\n").splitlines()
    for start in range(0, len(lines), lines_per_page):
        for line in lines[start : start + lines_per_page]:
            console.say(line)
        if start + lines_per_page < len(lines):
            answer = console.ask(text("pager.more")).strip().lower()
            if answer in words("commands.quit"):
                return
