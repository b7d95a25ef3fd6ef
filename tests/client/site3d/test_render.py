"""The 3D site rendered on a standalone EGL context (Mesa's llvmpipe, no GPU): coarse facts of
the read-back picture, picking under given pixels, see-through towers and the occluder test."""

from __future__ import annotations

from collections.abc import Iterator

import moderngl
import numpy as np
import pygame
import pytest

from game.ai.speedchicago.late_games import late_chicago_state
from game.client.site3d.geometry import (
    FIELDS,
    PICK_FIELD,
    PICK_FIGURE,
    PICK_FLOOR,
    PICK_NOTHING,
    SiteLook,
    field_centre,
)
from game.client.site3d.renderer import SKY, SharedContext
from game.client.site3d.see_through import occluders
from game.client.site3d.site_view import SiteView
from game.rules.speedchicago.state import SpeedchicagoState

RECT = pygame.Rect(20, 40, 700, 400)
COLOURS = ((0.85, 0.25, 0.2), (0.2, 0.45, 0.9), (0.95, 0.8, 0.2), (0.3, 0.7, 0.35))
SKY_RGB = tuple(round(channel * 255) for channel in SKY[:3])
# The bench scene's seed: 82 of the 84 floors built (seed 7 built 76 under today's stack table).
LATE_SEED = 11
YEAR_1893 = 2


@pytest.fixture(scope="module")
def late_state() -> SpeedchicagoState:
    """A seeded four-company game of random moves into the last round of 1893."""
    state = late_chicago_state(LATE_SEED)
    assert isinstance(state, SpeedchicagoState) and state.year == YEAR_1893
    return state


@pytest.fixture
def view(gl_context: moderngl.Context) -> Iterator[SiteView]:
    """A site view rendering into the module's EGL context (released after the test)."""
    site = SiteView(RECT, contexts=SharedContext(gl_context))
    yield site
    if site._renderer is not None:
        site._renderer.release()


def late_look(state: SpeedchicagoState, **changes: object) -> SiteLook:
    """What the renderer shows of a position."""
    fields: dict[str, object] = {
        "heights": tuple(state.heights),
        "figures": tuple(state.figures),
        "foundations": tuple(state.foundations),
        "company_colours": COLOURS,
    }
    fields.update(changes)
    return SiteLook(**fields)  # type: ignore[arg-type]


def plain_look(heights: list[int]) -> SiteLook:
    """A site of bare towers, no figures."""
    return SiteLook(tuple(heights), (-1,) * FIELDS, (), COLOURS)


def pixels(view: SiteView) -> np.ndarray:
    """The rendered picture as a (height, width, 3) array."""
    return pygame.surfarray.array3d(view.picture()).transpose(1, 0, 2)


def roof_visible(view: SiteView, field: int, heights: tuple[int, ...]) -> bool:
    """Whether no tower stands between the camera and the middle of the field's roof itself.

    The view's own occluders look at the height where a figure stands: a bare field just behind a
    low tower passes that test, although the tower hides the middle of its roof (or ground)."""
    return not occluders(field, heights, view.camera.eye(), lift=0.0)


def figure_visible(view: SiteView, field: int, heights: tuple[int, ...]) -> bool:
    """Whether no tower stands between the camera and a figure on the field's roof."""
    return not view.occluders(field, heights)


def test_a_late_site_renders_to_a_full_picture(
    view: SiteView, late_state: SpeedchicagoState
) -> None:
    assert sum(late_state.heights) >= 80  # nearly every floor of the supply is built
    view.show(late_look(late_state))
    image = pixels(view)
    assert image.shape == (RECT.height, RECT.width, 3)
    colours = np.unique(image.reshape(-1, 3), axis=0)
    # Flat-lit faces of floors, frames, windows, figures and the ground: dozens of colours.
    assert len(colours) > 30
    sky = np.all(np.abs(image.astype(int) - SKY_RGB) <= 2, axis=2).mean()
    # Round the site lie the streets and the city, fading into the sky's haze far off: plain
    # sky fills at most the far distance.
    assert sky < 0.5
    middle = image[RECT.height // 3 : 2 * RECT.height // 3, RECT.width // 3 : 2 * RECT.width // 3]
    assert np.all(np.abs(middle.astype(int) - SKY_RGB) <= 2, axis=2).mean() < 0.2
    assert view.renders == 1
    assert view.picture() is view.picture() and view.renders == 1  # nothing changed: no render


def test_the_picture_is_rendered_anew_when_the_camera_turns(
    view: SiteView, late_state: SpeedchicagoState
) -> None:
    view.show(late_look(late_state))
    before = pixels(view)
    view.camera.rotate(90.0)
    after = pixels(view)
    assert view.renders == 2
    assert np.abs(before.astype(int) - after.astype(int)).sum(axis=2).astype(bool).mean() > 0.12


@pytest.mark.parametrize("quarter_turns", [0, 2])
def test_the_pixel_of_a_roof_picks_its_field(
    view: SiteView, late_state: SpeedchicagoState, quarter_turns: int
) -> None:
    for _ in range(quarter_turns):
        view.camera.quarter_turn(1)
    heights = tuple(late_state.heights)
    view.show(late_look(late_state))
    view.picture()
    visible = [field for field in range(FIELDS) if roof_visible(view, field, heights)]
    assert len(visible) >= 16
    hits = 0
    for field in visible:
        pick = view.pick(view.field_on_screen(field, heights))
        assert pick.kind in (PICK_FIELD, PICK_FLOOR, PICK_FIGURE)
        if pick.field == field:
            hits += 1
            if pick.kind == PICK_FLOOR:
                assert pick.level == heights[field]  # the roof is the top floor
    # A figure on a neighbouring roof may stand over a roof's middle; nearly all are hit.
    assert hits >= 0.9 * len(visible)


def test_the_pixel_of_a_foreman_picks_him(view: SiteView, late_state: SpeedchicagoState) -> None:
    heights = tuple(late_state.heights)
    view.show(late_look(late_state))
    foremen = [field for field in range(FIELDS) if 0 <= late_state.figures[field] < 4]
    picked = [
        field
        for field in foremen
        if figure_visible(view, field, heights)
        and view.pick(view.field_on_screen(field, heights, 0.3)).kind == PICK_FIGURE
        and view.pick(view.field_on_screen(field, heights, 0.3)).field == field
    ]
    assert picked and len(picked) >= len(foremen) // 2


def test_outside_the_site_nothing_is_picked(view: SiteView, late_state: SpeedchicagoState) -> None:
    view.show(late_look(late_state))
    top_left_sky = (RECT.x + 3, RECT.y + 3)
    assert view.pick(top_left_sky).kind == PICK_NOTHING
    assert view.pick((RECT.right + 50, RECT.y + 10)).kind == PICK_NOTHING  # off the picture


# ---- a tall tower in front of a low field -------------------------------------------------------

LOW = 35  # d5
IN_FRONT_ROW = LOW - 8  # row 4, nearer the camera (row 1 is in front)


def tower_in_front(view: SiteView) -> tuple[int, list[int]]:
    """A tall tower on the field of row 4 that hides d5's roof from the default camera."""
    for tower in (IN_FRONT_ROW, IN_FRONT_ROW + 1, IN_FRONT_ROW - 1, IN_FRONT_ROW - 8):
        heights = [0] * FIELDS
        heights[LOW], heights[tower] = 1, 8
        if tower in view.occluders(LOW, heights):
            return tower, heights
    raise AssertionError("no field in front of d5 hides it")


def test_occluders_finds_the_tower_in_front(view: SiteView) -> None:
    tower, heights = tower_in_front(view)
    assert field_centre(tower)[1] > field_centre(LOW)[1]  # nearer the camera
    low_in_front = tower - 8
    heights[low_in_front] = 1
    assert view.occluders(LOW, heights) == frozenset({tower})
    assert view.occluders(-1, heights) == frozenset()  # nothing selected, nothing see-through


def test_a_tall_tower_behind_the_field_is_no_occluder(view: SiteView) -> None:
    tower, heights = tower_in_front(view)
    heights[LOW + 8] = 8  # right behind d5, as seen from the default camera
    assert view.occluders(LOW, heights) == frozenset({tower})


def test_a_see_through_tower_lets_the_field_behind_be_picked(view: SiteView) -> None:
    tower, heights = tower_in_front(view)
    roof = view.field_on_screen(LOW, heights)
    view.show(plain_look(heights))
    hidden = view.pick(roof)
    assert hidden.field == tower and hidden.kind == PICK_FLOOR  # the tower is in the way
    solid = pixels(view)
    view.show(SiteLook(tuple(heights), (-1,) * FIELDS, (), COLOURS, see_through=frozenset({tower})))
    seen = view.pick(roof)
    assert (seen.kind, seen.field, seen.level) == (PICK_FLOOR, LOW, 1)
    # The tower is still drawn, faintly: the picture changed where it stands, but not to sky.
    clear = pixels(view)
    x, y = round(roof[0] - RECT.x), round(roof[1] - RECT.y)
    assert tuple(solid[y, x]) != tuple(clear[y, x])
    assert np.abs(clear[y, x].astype(int) - SKY_RGB).sum() > 6


def test_from_the_back_the_same_tower_no_longer_hides_the_field(view: SiteView) -> None:
    tower, heights = tower_in_front(view)
    view.camera.quarter_turn(1)
    view.camera.quarter_turn(1)  # from the back the tower stands behind d5
    view.show(plain_look(heights))
    assert view.pick(view.field_on_screen(LOW, heights)).field == LOW
