"""The foremen and the photographer: their boxes (a company's colour and badge, a hard hat, the
camera on three legs), and on EGL (Mesa's llvmpipe) that each company's badge shows in its own
shape and that the photographer is seen on a built-up late site from the default camera."""

from __future__ import annotations

from collections.abc import Iterator

import moderngl
import numpy as np
import pygame
import pytest

from game.ai.speedchicago.late_games import late_chicago_state
from game.client.site3d import palette
from game.client.site3d.figures import SELECTED_LIFT, add_figures
from game.client.site3d.geometry import (
    FIELDS,
    INSTANCE_FLOATS,
    PICK_FIGURE,
    InstanceBuilder,
    SiteLook,
    field_centre,
    top_of,
)
from game.client.site3d.renderer import SharedContext
from game.client.site3d.site_view import SiteView
from game.rules.speedchicago.state import PHOTOGRAPHER, SpeedchicagoState

COLOURS = tuple(palette.company_colours(palette.MAX_COMPANIES))
FIELD = 27
# Detail columns of a box: x the badge, y its own light, z the badge on the sides only.
BADGE, GLOW = 14, 15
LATE_SEED = 11


def figure_look(
    figures: dict[int, int], heights: dict[int, int] | None = None, **changes: object
) -> SiteLook:
    """A bare site with these figures (field: figure) on these heights."""
    shown = [-1] * FIELDS
    for field, figure in figures.items():
        shown[field] = figure
    tall = [0] * FIELDS
    for field, height in (heights or {}).items():
        tall[field] = height
    return SiteLook(tuple(tall), tuple(shown), (), COLOURS, **changes)  # type: ignore[arg-type]


def figure_boxes(look: SiteLook) -> np.ndarray:
    """The boxes of the figures alone."""
    builder = InstanceBuilder()
    add_figures(builder, look)
    return builder.array()


def test_a_foreman_is_a_few_boxes_on_his_roof_in_his_company_colour() -> None:
    for company, colour in enumerate(COLOURS):
        boxes = figure_boxes(figure_look({FIELD: company}, {FIELD: 3}))
        assert 5 <= len(boxes) <= 8
        assert np.allclose(boxes[:, 10:13] * 255, (PICK_FIGURE, FIELD, 0))
        bottoms, tops = boxes[:, 1] - boxes[:, 4] / 2, boxes[:, 1] + boxes[:, 4] / 2
        assert bottoms.min() == pytest.approx(top_of(3))
        # The hard hat is on top, in the company's colour, its brim wider than the head under it.
        hat = boxes[np.argmax(tops)]
        assert tuple(hat[6:9]) == pytest.approx(colour)
        in_colour = boxes[np.all(np.isclose(boxes[:, 6:9], colour), axis=1)]
        head = boxes[np.all(np.isclose(boxes[:, 6:9], palette.SKIN), axis=1)]
        assert len(head) == 1
        hat_parts = in_colour[in_colour[:, 1] > head[0][1]]
        assert len(hat_parts) >= 1 and hat_parts[:, 3].max() > head[0][3]
        # Most of him wears the colour: jacket, sleeves and hat.
        assert len(in_colour) >= len(boxes) // 2


def test_each_company_wears_its_own_badge_and_the_photographer_none() -> None:
    badges = []
    for company in range(palette.MAX_COMPANIES):
        boxes = figure_boxes(figure_look({FIELD: company}))
        worn = set(boxes[:, BADGE].tolist()) - {0.0}
        assert worn == {palette.badge_of(company)}
        badges.append(palette.badge_of(company))
    assert len(set(badges)) == palette.MAX_COMPANIES
    photographer = figure_boxes(figure_look({FIELD: PHOTOGRAPHER}))
    assert not photographer[:, BADGE].any()


def test_the_photographer_stands_beside_a_camera_on_three_legs_with_a_flash_pan() -> None:
    boxes = figure_boxes(figure_look({FIELD: PHOTOGRAPHER}))
    assert np.allclose(boxes[:, 10:13] * 255, (PICK_FIGURE, FIELD, 0))
    legs = boxes[np.all(np.isclose(boxes[:, 6:9], palette.TRIPOD), axis=1)]
    assert len(legs) == 3
    assert all(leg[4] > 8 * max(leg[3], leg[5]) for leg in legs)  # thin and upright
    camera = boxes[np.all(np.isclose(boxes[:, 6:9], palette.CAMERA_WOOD), axis=1)]
    assert len(camera) == 1
    # The camera sits on its legs, beside the photographer in his dark coat.
    assert camera[0][1] - camera[0][4] / 2 == pytest.approx(legs[0][4], abs=0.01)
    coat = boxes[np.all(np.isclose(boxes[:, 6:9], palette.COAT), axis=1)]
    assert len(coat) >= 4 and coat[:, 0].max() < camera[0][0] - camera[0][3] / 2
    flash = boxes[boxes[:, GLOW] > 0.5]
    assert len(flash) == 1 and tuple(flash[0][6:9]) == pytest.approx(palette.FLASH)
    head = boxes[np.all(np.isclose(boxes[:, 6:9], palette.SKIN), axis=1)]
    assert flash[0][1] > head[0][1] + head[0][4] / 2  # held up over his head


def test_the_selected_foreman_stands_a_little_raised() -> None:
    still = figure_boxes(figure_look({FIELD: 1}))
    raised = figure_boxes(figure_look({FIELD: 1}, selected=FIELD))
    assert np.allclose(raised[:, 1] - still[:, 1], SELECTED_LIFT)


def test_a_full_site_of_foremen_stays_small() -> None:
    figures = {field: field % palette.MAX_COMPANIES for field in range(24)}
    figures[40] = PHOTOGRAPHER
    boxes = figure_boxes(figure_look(figures))
    assert boxes.shape[1] == INSTANCE_FLOATS
    assert len(boxes) <= 24 * 8 + 16


# ---- on EGL -------------------------------------------------------------------------------------

CLOSE_RECT = pygame.Rect(0, 0, 640, 480)
LATE_RECT = pygame.Rect(20, 40, 700, 400)


@pytest.fixture
def close_view(gl_context: moderngl.Context) -> Iterator[SiteView]:
    """A site view close up on FIELD, looking straight at the figures' fronts."""
    site = SiteView(CLOSE_RECT, contexts=SharedContext(gl_context))
    camera = site.camera
    camera.yaw, camera.pitch = 0.0, 20.0
    camera.distance = 7.0
    camera.target_x, camera.target_z = field_centre(FIELD)
    yield site
    if site._renderer is not None:
        site._renderer.release()


def pixels(view: SiteView) -> np.ndarray:
    """The rendered picture as a (height, width, 3) int array."""
    return pygame.surfarray.array3d(view.picture()).transpose(1, 0, 2).astype(int)


def badge_mask(view: SiteView, company: int) -> np.ndarray:
    """Where the badge's colour shows on a lone foreman of the company."""
    view.show(figure_look({FIELD: company}))
    image = pixels(view)
    return np.all(np.abs(image - np.array(palette.BADGE) * 255) <= 12, axis=2)


def test_each_companys_badge_shows_in_its_own_shape(close_view: SiteView) -> None:
    shapes = {}
    for company in range(palette.MAX_COMPANIES):
        mask = badge_mask(close_view, company)
        rows, columns = np.nonzero(mask)
        assert mask.sum() >= 20, company  # the badge is seen
        height, width = np.ptp(rows) + 1, np.ptp(columns) + 1
        shapes[palette.badge_of(company)] = (width, height, mask.sum() / (width * height))
    width, height, filled = shapes[palette.BADGE_SQUARE]
    assert 0.5 < width / height < 2.0 and filled > 0.6
    width, height, filled = shapes[palette.BADGE_BELT]
    assert width > 3 * height and filled > 0.6
    width, height, filled = shapes[palette.BADGE_BRACES]
    assert height > 3 * width and filled > 0.6
    width, height, filled = shapes[palette.BADGE_SASH]
    assert 0.5 < width / height < 2.0 and filled < 0.45  # a diagonal across its box


@pytest.fixture(scope="module")
def late_state() -> SpeedchicagoState:
    """The late game of the bench and the screenshots: built up, every foreman out."""
    state = late_chicago_state(LATE_SEED)
    assert isinstance(state, SpeedchicagoState) and sum(state.heights) >= 70
    return state


def test_the_photographer_is_seen_on_a_late_site_from_the_default_camera(
    gl_context: moderngl.Context, late_state: SpeedchicagoState
) -> None:
    view = SiteView(LATE_RECT, contexts=SharedContext(gl_context))
    try:
        figures = list(late_state.figures)
        field = figures.index(PHOTOGRAPHER)
        heights = tuple(late_state.heights)
        shown = SiteLook(heights, tuple(figures), tuple(late_state.foundations), COLOURS)
        view.show(shown)
        with_him = pixels(view)
        picked = view.pick(view.field_on_screen(field, heights, 0.35))
        figures[field] = -1
        view.show(SiteLook(heights, tuple(figures), tuple(late_state.foundations), COLOURS))
        without_him = pixels(view)
    finally:
        if view._renderer is not None:
            view._renderer.release()
    assert (picked.kind, picked.field) == (PICK_FIGURE, field)
    # He and his camera cover a patch of the picture, not a speck (a foreman is about as big).
    changed = np.abs(with_him - without_him).sum(axis=2) > 30
    assert changed.sum() >= 150
