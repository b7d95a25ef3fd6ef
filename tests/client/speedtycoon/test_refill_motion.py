"""The Kapital and Weltmarkt filled at a turn's end: a slot stays empty while its refill waits in
the queue, then its new card or building slides down into place and fades in; other events and
other slots are left alone."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.refill_motion import (
    ARRIVAL_SECONDS,
    KAPITAL,
    MARKET,
    RefillMotion,
    refill_slot,
)
from game.rules.speedtycoon import events as ev

GROUND = (10, 20, 30)
CONTENT = (200, 180, 40)
SLOT = pygame.Rect(20, 40, 60, 80)


def drawn_slot() -> pygame.Surface:
    """A surface whose slot shows content on the ground colour."""
    surface = pygame.Surface((120, 160))
    surface.fill(GROUND)
    surface.fill(CONTENT, SLOT)
    return surface


def test_refill_events_name_their_slots() -> None:
    assert refill_slot(ev.KapitalRefilled(2, 17)) == (KAPITAL, 2)
    assert refill_slot(ev.MarketRefilled(3, 40)) == (MARKET, 3)
    assert refill_slot(ev.TurnBegan(1)) is None


def test_a_waiting_slot_is_empty_then_its_content_comes_down_and_fades_in() -> None:
    motion = RefillMotion()
    motion.wait_for([ev.TurnBegan(1), ev.MarketRefilled(1, 40)])
    surface = drawn_slot()
    motion.cover(surface, MARKET, 1, SLOT, GROUND)
    assert surface.get_at(SLOT.center)[:3] == GROUND
    # Another slot is not touched.
    other = drawn_slot()
    motion.cover(other, MARKET, 0, SLOT, GROUND)
    assert other.get_at(SLOT.center)[:3] == CONTENT
    # Shown: it arrives, half faded and still above its place halfway.
    motion.wait_for([])
    motion.start(ev.MarketRefilled(1, 40))
    motion.update(ARRIVAL_SECONDS / 2)
    halfway = drawn_slot()
    motion.cover(halfway, MARKET, 1, SLOT, GROUND)
    middle = halfway.get_at(SLOT.center)[:3]
    assert middle != GROUND and middle != CONTENT
    assert halfway.get_at((SLOT.centerx, SLOT.bottom - 2))[:3] == GROUND
    # Nothing is drawn outside the slot.
    assert halfway.get_at((SLOT.centerx, SLOT.top - 5))[:3] == GROUND
    motion.update(ARRIVAL_SECONDS)
    done = drawn_slot()
    motion.cover(done, MARKET, 1, SLOT, GROUND)
    assert done.get_at(SLOT.center)[:3] == CONTENT
