"""Seeded Tycoon games of computers with their paydays' events, each with the view as a table
scene shows it when the event comes up (the view before the move that made it: a payday
changes no chain, so the board it counts is the one shown)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pygame

from game.ai.registry import make_bot
from game.client.scenes.tables.tycoon.payday_panel import PaydayPanel
from game.client.text_recording import recording_texts
from game.rules.core import Event
from game.rules.tycoon import events as ev
from tests.client.text_fit import findings
from tests.client.tycoon.positions import new_state

NAMES = ("Anna", "Ben", "Cleo", "Dora", "Emil")


@dataclass
class Payday:
    """One payday of a game: its round and its events with the view shown at each."""

    round: int
    shown: list[tuple[Event, dict[str, Any]]] = field(default_factory=list)

    def events(self, kind: type) -> list[Any]:
        """The payday's events of a kind, in order."""
        return [event for event, _view in self.shown if isinstance(event, kind)]


@cache
def paydays(players: int, seed: int, strength: str = "easy") -> tuple[Payday, ...]:
    """The three paydays of a seeded game of computers, from RoundEnded to RoundBegan or
    GameEnded."""
    state = new_state(players, seed)
    bots = [make_bot("tycoon", strength, seed=seed + seat) for seat in range(players)]
    found: list[Payday] = []
    current: Payday | None = None
    while not state.is_terminal():
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        view = state.view(None)
        for event in state.play(seat, move):
            if isinstance(event, ev.RoundEnded):
                current = Payday(event.round)
                found.append(current)
            if current is not None:
                current.shown.append((event, view))
            if isinstance(event, (ev.RoundBegan, ev.GameEnded)):
                current = None
    assert len(found) == 3, "a game of Tycoon has three paydays"
    return tuple(found)


def panel_drawn(panel: PaydayPanel) -> list[str]:
    """Draws the panel with its widgets on a canvas; fails on any text finding."""
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        for widget in panel.widgets():
            widget.draw(surface)
    found = findings(recording.texts, frozenset())
    assert found == [], [finding.describe() for finding in found]
    return [line.whole for line in recording.texts]
