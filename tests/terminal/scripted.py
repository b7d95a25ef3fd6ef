"""A scripted person at the terminal: answers each prompt by what it asks, and a transcript."""

from __future__ import annotations

import io
import re
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from game.texts import template, text

# Enough for several whole games; a loop that never ends fails instead of hanging.
MAX_ANSWERS = 20_000


def matches(key: str, line: str) -> bool:
    """Whether a prompt line was written from this catalogue text (placeholders match anything)."""
    literals = [literal for literal, *_ in string.Formatter().parse(template(key).strip())]
    return re.match(".*?".join(map(re.escape, literals)), line.strip()) is not None


@dataclass
class Person:
    """Answers set-up questions from a list, then plays by rules for each kind of prompt."""

    sink: io.StringIO
    setup: list[str]
    choose: Callable[[int], str | None] = lambda asked: "#1"
    kurssturz: Callable[[int], str | None] = lambda asked: ""
    confirm: Callable[[int], str | None] = lambda asked: text("prompt.no")
    again: list[str] = field(default_factory=lambda: [text("prompt.no")])
    end_after_setup: bool = False
    prompts: list[str] = field(default_factory=list)
    _setup: Iterator[str] | None = None
    _asked: dict[str, int] = field(default_factory=dict)

    def readline(self) -> str:
        """The answer to the prompt just written, as a line."""
        if len(self.prompts) >= MAX_ANSWERS:
            raise AssertionError("the game kept asking; it seems to loop")
        prompt = self.sink.getvalue().rsplit("\n", 1)[-1]
        self.prompts.append(prompt)
        if self._setup is None:
            self._setup = iter(self.setup)
        answer = next(self._setup, None)
        if answer is None and not self.end_after_setup:
            answer = self._answer(prompt)
        return "" if answer is None else answer + "\n"  # None: the input ends

    def _count(self, kind: str) -> int:
        """How often this kind of prompt was asked before."""
        self._asked[kind] = self._asked.get(kind, 0) + 1
        return self._asked[kind] - 1

    def _answer(self, prompt: str) -> str | None:
        """An answer by the kind of prompt; an unexpected prompt fails the test."""
        if matches("turn.prompt", prompt):
            return self.choose(self._count("choose"))
        if matches("kurssturz.prompt", prompt):
            return self.kurssturz(self._count("kurssturz"))
        if matches("turn.quit_confirm", prompt):
            return self.confirm(self._count("confirm"))
        if matches("turn.handoff", prompt) or matches("turn.continue", prompt):
            return ""
        if matches("pager.more", prompt):
            return ""
        if matches("end.again", prompt):
            count = self._count("again")
            return self.again[count] if count < len(self.again) else text("prompt.no")
        raise AssertionError(f"unexpected prompt: {prompt!r}")

    def isatty(self) -> bool:
        """A script is no terminal."""
        return False


@dataclass
class Session:
    """One run of the terminal app: its exit status, transcript and the prompts it asked."""

    status: int
    output: str
    person: Person
