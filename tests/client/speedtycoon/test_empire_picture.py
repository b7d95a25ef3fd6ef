"""The Imperium view keeps its buildings, tunnels and lit fields as a picture between frames: the
picture is the same, pixel for pixel, as drawing them straight onto the canvas, and it is drawn
anew when the empire, its lit fields, the zoom or the pan change."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.speedtycoon.empire_view import EmpireView
from game.client.text_recording import recording_texts
from game.rules.speedtycoon.building_fields import building_fields
from game.rules.speedtycoon.view import view_of
from tests.client.speedtycoon.empire_positions import waiting_position

RECT = pygame.Rect(1020, 108, 520, 540)


def lit_view(seed: int) -> EmpireView:
    """A view of a seeded game's empire with the fields of its waiting building lit."""
    state, player = waiting_position(seed)
    view = EmpireView(RECT)
    view.set_empire(view_of(state, player), player)
    view.show_fields(building_fields(state, player, state.to_place[0]))
    return view


def canvas_bytes(view: EmpireView, straight: bool) -> bytes:
    """The view drawn on a fresh canvas: from its kept picture, or (straight) onto the canvas
    itself, as it draws while texts are recorded."""
    canvas = pygame.Surface((1920, 1080))
    canvas.fill((7, 9, 11))
    if straight:
        with recording_texts():
            view.draw(canvas)
    else:
        view.draw(canvas)
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_kept_picture_is_the_straight_drawing_at_every_zoom_and_pan(seed: int) -> None:
    view = lit_view(seed)
    assert view.lit
    for zoom, pan in ((1.0, (0.0, 0.0)), (1.37, (13.4, -7.7)), (0.61, (-131.25, 88.5))):
        view.zoom_by(zoom)
        view.pan_by(*pan)
        view.select(next(iter(view.fields)))
        assert canvas_bytes(view, straight=False) == canvas_bytes(view, straight=True)


def test_the_picture_is_drawn_anew_when_what_it_shows_changes() -> None:
    view = lit_view(1)
    lit = canvas_bytes(view, straight=False)
    assert canvas_bytes(view, straight=False) == lit  # kept: nothing changed
    fields = view.lit
    view.show_fields(None)
    unlit = canvas_bytes(view, straight=False)
    assert unlit != lit and unlit == canvas_bytes(view, straight=True)
    view.lit = dict(fields)  # changed in place of show_fields (and no fit): still seen
    relit = canvas_bytes(view, straight=False)
    assert relit != unlit and relit == canvas_bytes(view, straight=True)
    view.pan_by(17, 0)
    assert canvas_bytes(view, straight=False) == canvas_bytes(view, straight=True) != lit
    view.set_empire({"empires": [[[0, 0, 0]]]}, 0)
    assert canvas_bytes(view, straight=False) == canvas_bytes(view, straight=True)
