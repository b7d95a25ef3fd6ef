"""The Kapital and the Weltmarkt filled up at the end of a turn, as the rules order it ("Erst
danach werden Kapital und Weltmarkt aufgefüllt"): a slot whose refill is still to be shown stays
empty, then its new card or building fades in while sliding down into place."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.rules.core import Event
from game.rules.speedtycoon import events as ev

KAPITAL = "kapital"
MARKET = "market"
# Seconds a new card or building takes to come in.
ARRIVAL_SECONDS = 0.35
# How far above its place a new card or building starts, in canvas pixels.
SLIDE = 28

Slot = tuple[str, int]
Colour = tuple[int, int, int]


def refill_slot(event: Event) -> Slot | None:
    """The Kapital or Weltmarkt slot a refill event fills, or None for another event."""
    if isinstance(event, ev.KapitalRefilled):
        return (KAPITAL, event.slot)
    if isinstance(event, ev.MarketRefilled):
        return (MARKET, event.place)
    return None


class RefillMotion:
    """The slots filled but not shown yet, and those whose new card or building comes in."""

    def __init__(self) -> None:
        self._arriving: dict[Slot, float] = {}
        self._waiting: frozenset[Slot] = frozenset()

    def wait_for(self, events: Iterable[Event]) -> None:
        """The refills among the events still queued: their slots are drawn empty meanwhile."""
        self._waiting = frozenset(slot for slot in map(refill_slot, events) if slot is not None)

    def start(self, event: Event) -> None:
        """A refill comes up: its slot's new card or building begins to come in."""
        slot = refill_slot(event)
        if slot is not None:
            self._arriving[slot] = 0.0

    def update(self, dt: float) -> None:
        """Moves every arrival on by dt seconds; finished ones are forgotten."""
        for slot in list(self._arriving):
            self._arriving[slot] += dt
            if self._arriving[slot] >= ARRIVAL_SECONDS:
                del self._arriving[slot]

    def cover(
        self, surface: pygame.Surface, kind: str, slot: int, rect: pygame.Rect, ground: Colour
    ) -> None:
        """Draws over a slot's content in rect as its refill stands: the ground colour alone
        while it waits, the content slid down into place and fading in while it arrives."""
        key = (kind, slot)
        bounds = rect.clip(surface.get_rect())
        if not bounds.width or not bounds.height:
            return
        if key in self._waiting:
            surface.fill(ground, bounds)
            return
        if key not in self._arriving:
            return
        share = min(1.0, self._arriving[key] / ARRIVAL_SECONDS)
        drawn = surface.subsurface(bounds).copy()
        drawn.set_alpha(round(255 * share))
        surface.fill(ground, bounds)
        # The content comes down from above its place but never shows outside the slot.
        kept_clip = surface.get_clip()
        surface.set_clip(bounds)
        surface.blit(drawn, (bounds.x, bounds.y - round(SLIDE * (1.0 - share))))
        surface.set_clip(kept_clip)
