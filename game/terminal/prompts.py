"""Asking questions with defaults: numbers, menus, yes or no, free text; bad answers re-ask."""

from __future__ import annotations

from collections.abc import Sequence

from game.terminal.console import Console, QuitGame
from game.texts import text, words


def ask_line(console: Console, question: str, default: str | None = None) -> str:
    """The stripped answer to a question; Enter gives the default."""
    shown = f"{question} {text('prompt.default', default=default)}" if default else question
    answer = console.ask(f"{shown}: ").strip()
    return answer or (default or "")


def ask_number(console: Console, question: str, low: int, high: int, default: int) -> int:
    """A whole number from low to high; the quit words leave."""
    while True:
        answer = ask_line(console, question, str(default))
        _leave_on_quit(answer)
        if answer.isdigit() and low <= int(answer) <= high:
            return int(answer)
        console.say(text("prompt.number_range", low=low, high=high))


def ask_menu(console: Console, question: str, labels: Sequence[str], default: int = 1) -> int:
    """The number (1-based) of one of the labels, chosen by its number or by its label."""
    while True:
        answer = ask_line(console, question, str(default))
        _leave_on_quit(answer)
        if answer.isdigit() and 1 <= int(answer) <= len(labels):
            return int(answer)
        for number, label in enumerate(labels, start=1):
            if answer.lower() == label.lower():
                return number
        console.say(text("prompt.menu", high=len(labels), labels=", ".join(labels)))


def ask_yes_no(console: Console, question: str, default: bool) -> bool:
    """Yes or no; Enter gives the default."""
    shown = text("prompt.yes") if default else text("prompt.no")
    while True:
        answer = ask_line(console, question, shown).lower()
        if answer in words("prompt.yes_words"):
            return True
        if answer in words("prompt.no_words"):
            return False
        console.say(text("prompt.yes_no"))


def _leave_on_quit(answer: str) -> None:
    """QuitGame when the answer is one of the quit words (nothing is lost during set-up)."""
    if answer.lower() in words("commands.quit"):
        raise QuitGame
