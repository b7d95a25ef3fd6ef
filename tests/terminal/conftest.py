"""Fixtures of the terminal tests: a whole app session against a scripted person."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest

from game.terminal.app import run
from game.terminal.console import Console
from game.texts import set_language

from .scripted import Person, Session

# Bots decide within this budget in tests (the strong one otherwise thinks about 0.6 s).
THINK_MS = 5.0


@pytest.fixture(autouse=True)
def german_afterwards() -> Iterator[None]:
    """Every test leaves the catalogue in German, the default."""
    yield
    set_language("de")


@pytest.fixture
def play() -> Callable[..., Session]:
    """Runs the terminal app against a scripted person and returns the session."""

    def session(setup: list[str], seed: int = 1, **rules: object) -> Session:
        """Plays with these set-up answers and the person's other rules (see Person)."""
        sink = io.StringIO()
        person = Person(sink, setup, **rules)  # type: ignore[arg-type]
        status = run(Console(person, sink), seed=seed, think_ms=THINK_MS)  # type: ignore[arg-type]
        return Session(status, sink.getvalue(), person)

    return session
