"""The bench's driver of the Speedpipe map: it drags the map round and zooms it in and out
with the wheel, as the measured frames do; on a scene without a Speedpipe map it does nothing."""

from __future__ import annotations

import pygame
import pytest

from game.client.intents import IntentKind
from game.client.scenes.tables.speedpipe.bench import (
    CIRCLE_FRAMES,
    ZOOM_CYCLE,
    ZOOM_EVERY,
    MapPanZoom,
)
from tests.client.speedpipe.map_games import TABLE_RECT, map_view


def test_the_driver_pans_the_map_round_and_zooms_it_in_and_out() -> None:
    view = map_view(TABLE_RECT)
    driver = MapPanZoom.of_view(view)
    fit = view.camera.zoom
    surface = pygame.Surface((1920, 1080))
    kinds = []
    zooms = []
    middles = []
    for _frame in range(ZOOM_EVERY * len(ZOOM_CYCLE) + 1):
        intent = driver.step()
        assert intent is not None
        kinds.append(intent.kind)
        view.handle(intent)
        view.update(1 / 60)
        view.draw(surface)
        zooms.append(view.camera.zoom)
        middles.append(view.camera.to_world(TABLE_RECT.center))
    assert kinds[0] is IntentKind.DRAG_START
    assert kinds.count(IntentKind.ZOOM) == len(ZOOM_CYCLE)
    assert max(zooms) > fit * 1.5
    assert zooms[-1] == pytest.approx(fit)  # in twice, out twice
    # The map moved every frame of the drag, and round: a circle later it is near where it was.
    assert len(set(middles)) > len(middles) * 0.9
    assert view.following is False
    assert CIRCLE_FRAMES <= len(middles)


def test_the_driver_does_nothing_on_another_scene() -> None:
    assert MapPanZoom(None).step() is None
