"""The construction site of 1891 round the site: the scenery's meshes (numpy), and on a
standalone EGL context the streets and city drawn round the site, the houses' shadows, picking
through the scenery and the photographer still in sight."""

from __future__ import annotations

from collections.abc import Iterator

import moderngl
import numpy as np
import pygame
import pytest

from game.client.site3d import scenery_data as data
from game.client.site3d.camera import OrbitCamera
from game.client.site3d.geometry import FIELDS, PICK_FIELD, PICK_FIGURE, SiteLook, field_centre
from game.client.site3d.renderer import SKY, SharedContext
from game.client.site3d.scenery import beam_stacks, stack_capacity, static_scenery
from game.client.site3d.scenery_mesh import SceneryMesh
from game.client.site3d.site_view import SiteView
from game.client.site3d.sunlight import LIGHT_DIRECTION

RECT = pygame.Rect(0, 0, 700, 400)
COLOURS = ((0.85, 0.25, 0.2), (0.2, 0.45, 0.9), (0.95, 0.8, 0.2), (0.3, 0.7, 0.35))
SKY_RGB = np.array([round(channel * 255) for channel in SKY[:3]])
START_SUPPLY = 84
PHOTOGRAPHER = 4
HALF_SITE = 4.0


def test_nothing_of_the_scenery_stands_on_the_site() -> None:
    scenery = static_scenery()
    for vertices in (scenery.near, scenery.far, beam_stacks(START_SUPPLY)):
        points = vertices[:, :3]
        on_site = (np.abs(points[:, 0]) < HALF_SITE - 0.05) & (
            np.abs(points[:, 2]) < HALF_SITE - 0.05
        )
        # Only the cranes' booms and hook ropes reach over the site, high over its towers' feet.
        assert (points[on_site, 1] > 1.5).all()


def test_the_city_stays_low_next_to_the_site_and_rises_beyond() -> None:
    far = static_scenery().far[:, :3]
    reach = np.maximum(np.abs(far[:, 0]), np.abs(far[:, 2]))
    next_blocks = far[reach < data.BLOCK_PERIOD + data.HALF_BLOCK]
    beyond = far[reach > data.BLOCK_PERIOD + data.HALF_BLOCK + 1]
    assert next_blocks[:, 1].max() < 4 * data.STOREY_HEIGHT
    assert beyond[:, 1].max() > 12 * data.STOREY_HEIGHT


def test_the_beam_stacks_follow_the_supply() -> None:
    assert stack_capacity() >= START_SUPPLY
    assert len(beam_stacks(0)) == 0
    layers = [len(beam_stacks(supply)) for supply in (1, 10, 40, START_SUPPLY)]
    assert layers == sorted(layers) and len(set(layers)) == len(layers)
    # One layer of beams per floor left.
    assert len(beam_stacks(START_SUPPLY)) == START_SUPPLY * len(beam_stacks(1))


def test_every_face_of_a_block_is_wound_outwards() -> None:
    mesh = SceneryMesh()
    mesh.block((0.0, 0.0, 0.0), (1.0, 2.0, 3.0), (0.5, 0.5, 0.5), data.STYLE_FACADE)
    mesh.beam((0.0, 0.0, 0.0), (1.0, 2.0, 0.5), 0.2, (0.5, 0.5, 0.5), data.STYLE_FACADE)
    vertices = mesh.array()
    for triangle in vertices.reshape(-1, 3, vertices.shape[1]):
        corners, normal = triangle[:, :3], triangle[0, 3:6]
        wound = np.cross(corners[1] - corners[0], corners[2] - corners[0])
        assert np.dot(wound, normal) > 0  # counter-clockwise seen from outside: never culled


# ---- rendered ------------------------------------------------------------------------------------


@pytest.fixture
def view(gl_context: moderngl.Context) -> Iterator[SiteView]:
    """A site view rendering into the module's EGL context (released after the test)."""
    site = SiteView(RECT, contexts=SharedContext(gl_context))
    yield site
    if site._renderer is not None:
        site._renderer.release()


def look(heights: list[int], figures: dict[int, int] | None = None, supply: int = 0) -> SiteLook:
    """A site of bare towers, with these figures and floors left in the supply."""
    shown = [-1] * FIELDS
    for field, figure in (figures or {}).items():
        shown[field] = figure
    return SiteLook(tuple(heights), tuple(shown), (), COLOURS, supply=supply)


def pixels(view: SiteView) -> np.ndarray:
    """The rendered picture as a (height, width, 3) array of ints."""
    return pygame.surfarray.array3d(view.picture()).transpose(1, 0, 2).astype(int)


def test_streets_and_the_city_show_round_the_site(view: SiteView) -> None:
    view.show(look([0] * FIELDS, supply=START_SUPPLY))
    image = pixels(view)
    band = np.concatenate([image[:, :60].reshape(-1, 3), image[-40:].reshape(-1, 3)])
    sky = (np.abs(band - SKY_RGB) <= 2).all(axis=1).mean()
    assert sky < 0.1  # the left edge and the bottom show the city, not the sky
    assert len(np.unique(band, axis=0)) > 40  # streets, pavements, facades, windows, roofs


def test_the_beam_stacks_are_drawn_and_shrink_with_the_supply(view: SiteView) -> None:
    view.show(look([0] * FIELDS, supply=START_SUPPLY))
    full = pixels(view)
    view.show(look([0] * FIELDS, supply=0))
    empty = pixels(view)
    changed = np.abs(full - empty).sum(axis=2) > 30
    assert changed.mean() > 0.002


def ground_brightness(view: SiteView, point: tuple[float, float, float]) -> float:
    """The brightness of the picture at a site point."""
    screen = view.points_on_screen(np.array([point]))[0]
    x, y = round(screen[0] - RECT.x), round(screen[1] - RECT.y)
    return float(pixels(view)[y - 1 : y + 2, x - 1 : x + 2].mean())


def test_a_tall_house_casts_its_shadow_away_from_the_sun(view: SiteView) -> None:
    tower = 27  # d4, in the middle of the site
    x, z = field_centre(tower)
    sun = np.array(LIGHT_DIRECTION) / -LIGHT_DIRECTION[1]
    # The ground one field beyond the tower's foot, on the side the light travels to.
    spot = (x + sun[0] * 1.2, 0.0, z + sun[2] * 1.2)
    # Seen from the shadow's side, so that the tower does not hide the spot itself.
    view.camera.yaw = float(np.degrees(np.arctan2(sun[0], sun[2])))
    view.show(look([0] * FIELDS))
    empty_spot = ground_brightness(view, spot)
    heights = [0] * FIELDS
    heights[tower] = 6
    view.show(look(heights))
    assert ground_brightness(view, spot) < 0.8 * empty_spot


def test_fields_are_picked_through_the_scenery_and_the_photographer_is_seen(
    view: SiteView,
) -> None:
    heights = [2] * FIELDS
    view.show(look(heights, {36: PHOTOGRAPHER}, supply=START_SUPPLY))
    view.picture()
    corner = view.pick((RECT.x + 5, RECT.bottom - 5))
    assert corner.kind not in (PICK_FIELD, PICK_FIGURE)  # the city is never picked
    for quarter in range(4):
        view.camera.quarter_turn(1)
        for field in (0, 7, 56, 63):  # the corners, next to the cranes and the beam stacks
            assert view.pick(view.field_on_screen(field, heights)).field == field, quarter
        photographer = view.pick(view.field_on_screen(36, heights, 0.3))
        assert (photographer.kind, photographer.field) == (PICK_FIGURE, 36)


def mast_pixels(view: SiteView, yaw: float) -> np.ndarray:
    """The 2 × 2 pixels (even GL column and row first) where the first crane's mast shows
    halfway up, seen from this side at a low pitch: kept pixel first, then its three neighbours."""
    view.camera = OrbitCamera(yaw=yaw, pitch=30.0)
    foot = data.CRANES[0][0]
    screen = view.points_on_screen(np.array([(foot[0], data.MAST_HEIGHT * 0.4, foot[2])]))[0]
    x = int(screen[0] - RECT.x) // 2 * 2
    gl_row = (RECT.height - 1 - int(screen[1] - RECT.y)) // 2 * 2
    y = RECT.height - 1 - gl_row  # the picture's row of that GL row
    image = pixels(view)
    return np.array([image[y, x], image[y, x + 1], image[y - 1, x], image[y - 1, x + 1]])


def test_a_crane_before_the_site_is_thinned_so_that_the_houses_show_through(
    view: SiteView,
) -> None:
    """Seen from beyond the crane, three pixels in four of its mast show the site behind it;
    seen from across the site, where it stands behind the houses, the mast is whole."""
    view.show(look([2] * FIELDS))
    front = mast_pixels(view, yaw=135.0)
    assert (np.abs(front[1:] - front[0]).sum(axis=1) > 30).all(), front
    back = mast_pixels(view, yaw=315.0)
    assert (np.abs(back[1:] - back[0]).sum(axis=1) < 30).all(), back
