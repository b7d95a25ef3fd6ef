"""The site as the scene shows it: the table's view, changed event by event while moves play.

Computers' turns are shown step by step: each event changes this board (a foreman walks along
his path, a floor appears), and once every event has been shown the board is the table's view
again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.core import Event
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.state import PHOTOGRAPHER

EMPTY = -1
# Seconds a walking foreman takes per field.
STEP_SECONDS = 0.16


@dataclass
class Walker:
    """A foreman on his way along a path, shown between fields."""

    figure: int
    path: tuple[int, ...]
    started: float


@dataclass
class ShownBoard:
    """Heights, figures and foundation stones as shown now, and a foreman walking."""

    heights: list[int] = field(default_factory=lambda: [0] * 64)
    figures: list[int] = field(default_factory=lambda: [EMPTY] * 64)
    foundations: list[int] = field(default_factory=list)
    photographer: int = -1
    walker: Walker | None = None
    # Fields that changed with the last shown event, to point at them.
    touched: tuple[int, ...] = ()

    def take_view(self, view: dict[str, Any]) -> None:
        """Shows exactly what a view shows."""
        self.heights = list(view["heights"])
        self.figures = list(view["figures"])
        self.foundations = list(view["foundations"])
        self.photographer = view["photographer"]
        self.walker = None

    def show(self, event: Event, now: float) -> None:
        """Changes the board by one event."""
        self.touched = ()
        if isinstance(event, ev.ForemanMoved) and len(event.path) >= 2:
            origin, target = event.path[0], event.path[-1]
            figure = self.figures[origin] if self.figures[origin] != EMPTY else event.company
            self.figures[origin] = EMPTY
            self.figures[target] = figure
            self.walker = Walker(figure, event.path, now) if event.cost else None
            self.touched = (origin, target)
        elif isinstance(event, ev.FloorBuilt):
            self.heights[event.field] = event.floor
            self.touched = (event.field,)
        elif isinstance(event, ev.FloorLifted):
            self.heights[event.field] = event.floor - 1
            self.touched = (event.field,)
        elif isinstance(event, (ev.ForemanInserted, ev.ForemanPlaced)):
            self.figures[event.field] = event.company
            self.touched = (event.field,)
        elif isinstance(event, ev.PhotographerSent):
            if event.origin >= 0:
                self.figures[event.origin] = EMPTY
            self.figures[event.field] = PHOTOGRAPHER
            self.photographer = event.field
            self.touched = (event.field,)
        elif isinstance(event, ev.StoneLaid):
            self.heights[event.field] = 1
            self.foundations.append(event.field)
            self.touched = (event.field,)

    def walking(self, now: float) -> tuple[int, int, int, float, int] | None:
        """The walking foreman's figure, the two fields he is between, the share of that step
        and his final field; None when nobody walks."""
        walker = self.walker
        if walker is None:
            return None
        steps = len(walker.path) - 1
        done = (now - walker.started) / STEP_SECONDS
        if done >= steps:
            self.walker = None
            return None
        index = int(done)
        return (
            walker.figure,
            walker.path[index],
            walker.path[index + 1],
            done - index,
            walker.path[-1],
        )
