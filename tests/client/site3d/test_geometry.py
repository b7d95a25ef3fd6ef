"""The site as box instances (pure numpy): how many boxes a position makes, which go see-through,
and what each box says when it is picked."""

from __future__ import annotations

import numpy as np
import pytest

from game.client.site3d.building_look import STYLE_OUTLINE, STYLE_SCAFFOLD
from game.client.site3d.camera import FOREMAN_HEIGHT
from game.client.site3d.geometry import (
    FIELDS,
    INSTANCE_FLOATS,
    PICK_FIELD,
    PICK_FIGURE,
    PICK_FLOOR,
    STYLE_FIGURE,
    STYLE_FRAME,
    STYLE_PLATE,
    SiteLook,
    cube_vertices,
    field_centre,
    top_of,
)
from game.client.site3d.palette import GREEN_PLATE, YELLOW_PLATE
from game.client.site3d.site_instances import site_instances
from game.rules.speedchicago.houses import find_houses

COLOURS = ((0.8, 0.2, 0.2), (0.2, 0.4, 0.9), (0.9, 0.8, 0.2), (0.3, 0.7, 0.3))
PHOTOGRAPHER = 4
FOREMAN_BOXES = 8  # two legs, jacket, two sleeves, head, the hard hat's brim and crown
# Legs, coat, head, bowler (brim and crown), the arm with the flash pan, the tripod's three legs,
# the camera and its lens.
PHOTOGRAPHER_BOXES = 13


def look(**changes: object) -> SiteLook:
    """An empty site with the given changes."""
    fields: dict[str, object] = {
        "heights": [0] * FIELDS,
        "figures": [-1] * FIELDS,
        "foundations": (9, 13, 27, 31, 32, 36, 50, 54),
        "company_colours": COLOURS,
    }
    fields.update(changes)
    return SiteLook(**fields)  # type: ignore[arg-type]


def pick_ids(boxes: np.ndarray) -> list[tuple[int, int, int]]:
    """The (kind, field, level) each box writes into the pick buffer."""
    return [tuple(int(round(value * 255)) for value in row[10:13]) for row in boxes]


def figure_boxes(boxes: np.ndarray, field: int | None = None) -> np.ndarray:
    """The boxes picked as figures (on one field where given)."""
    rows = [
        row
        for row, pick in zip(boxes, pick_ids(boxes))
        if pick[0] == PICK_FIGURE and (field is None or pick[1] == field)
    ]
    return np.array(rows).reshape(-1, INSTANCE_FLOATS)


def storeys(boxes: np.ndarray) -> np.ndarray:
    """The boxes that are storeys of houses."""
    return boxes[np.isclose(boxes[:, 13], STYLE_FRAME)]


def house_boxes(boxes: np.ndarray) -> int:
    """How many boxes the houses make: storeys, outlines on the ground, scaffolding."""
    styles = boxes[:, 13]
    return int(
        sum(
            np.isclose(styles, style).sum()
            for style in (STYLE_FRAME, STYLE_OUTLINE, STYLE_SCAFFOLD)
        )
    )


def test_an_empty_site_is_its_64_ground_fields() -> None:
    solid, clear = site_instances(look())
    assert solid.shape == (FIELDS, INSTANCE_FLOATS) and solid.dtype == np.float32
    assert len(clear) == 0
    assert pick_ids(solid) == [(PICK_FIELD, field, 0) for field in range(FIELDS)]


def test_every_floor_is_one_box_with_its_level() -> None:
    heights = [0] * FIELDS
    heights[9], heights[27], heights[63] = 3, 1, 5
    solid, _ = site_instances(look(heights=heights))
    assert len(storeys(solid)) == 9
    floors = pick_ids(storeys(solid))
    assert sorted(floors) == sorted(
        [(PICK_FLOOR, 9, level) for level in (1, 2, 3)]
        + [(PICK_FLOOR, 27, 1)]
        + [(PICK_FLOOR, 63, level) for level in range(1, 6)]
    )
    # The top floor's box ends at the roof of the tower.
    top = next(row for row, pick in zip(solid, pick_ids(solid)) if pick == (PICK_FLOOR, 63, 5))
    assert top[1] + top[4] / 2 == pytest.approx(top_of(5))
    assert (top[0], top[2]) == pytest.approx(field_centre(63))


def test_foremen_and_the_photographer_stand_on_the_roof() -> None:
    heights = [0] * FIELDS
    heights[9] = 2
    figures = [-1] * FIELDS
    figures[9], figures[20], figures[40] = 0, 3, PHOTOGRAPHER
    solid, _ = site_instances(look(heights=heights, figures=figures))
    assert len(figure_boxes(solid)) == 2 * FOREMAN_BOXES + PHOTOGRAPHER_BOXES
    for field, height, boxes in ((9, 2, FOREMAN_BOXES), (40, 0, PHOTOGRAPHER_BOXES)):
        on_field = figure_boxes(solid, field)
        assert len(on_field) == boxes
        assert min(row[1] - row[4] / 2 for row in on_field) == pytest.approx(top_of(height))
        # Small enough for the camera's room over the site, and within his own field.
        assert max(row[1] + row[4] / 2 for row in on_field) <= top_of(height) + FOREMAN_HEIGHT
        x, z = field_centre(field)
        assert all(abs(row[0] - x) + row[3] / 2 < 0.5 for row in on_field)
        assert all(abs(row[2] - z) + row[5] / 2 < 0.5 for row in on_field)
    assert any(tuple(row[6:9]) == pytest.approx(COLOURS[0]) for row in figure_boxes(solid, 9))
    assert all(np.isclose(row[13], STYLE_FIGURE) for row in figure_boxes(solid))


def test_plates_light_fields_and_pick_as_their_field() -> None:
    heights = [0] * FIELDS
    heights[27] = 2
    plates = {27: GREEN_PLATE, 28: YELLOW_PLATE}
    solid, _ = site_instances(look(heights=heights, plates=plates))
    plate_rows = solid[np.isclose(solid[:, 13], STYLE_PLATE)]
    assert len(plate_rows) == len(plates)
    assert sorted(pick_ids(plate_rows)) == [(PICK_FIELD, 27, 2), (PICK_FIELD, 28, 0)]
    # Each lies on its roof (or the ground) and carries its pattern and ink.
    for row, pick in zip(plate_rows, pick_ids(plate_rows)):
        assert row[1] - row[4] / 2 >= top_of(heights[pick[1]])
        plate = GREEN_PLATE if pick[1] == 27 else YELLOW_PLATE
        assert tuple(row[14:18]) == pytest.approx((plate.pattern, *plate.ink))


def test_see_through_towers_go_into_the_blended_boxes_only() -> None:
    heights = [0] * FIELDS
    heights[19], heights[27] = 4, 2
    solid, clear = site_instances(look(heights=heights, see_through=frozenset({19})))
    assert len(storeys(solid)) == 2 and len(storeys(clear)) == 4
    assert {pick[1] for pick in pick_ids(clear)} == {19}  # its scaffolding goes with it
    assert all(row[9] < 0.5 for row in clear)  # faint: what stands behind shows through
    assert all(row[9] == 1.0 for row in solid)


def test_a_walking_foreman_is_drawn_once_between_his_fields() -> None:
    figures = [-1] * FIELDS
    figures[11] = 1  # his final field; while he walks he is not drawn there
    walking = (1, 9, 10, 0.5, 11)
    solid, _ = site_instances(look(figures=figures, walking=walking))
    figure_rows = figure_boxes(solid)
    assert len(figure_rows) == FOREMAN_BOXES
    # He is picked as the field he steps onto, and stands half way between the two fields.
    assert set(pick_ids(figure_rows)) == {(PICK_FIGURE, 10, 0)}
    x_between = (field_centre(9)[0] + field_centre(10)[0]) / 2
    assert np.mean([row[0] for row in figure_rows]) == pytest.approx(x_between)


def test_a_full_late_site_stays_a_few_hundred_boxes() -> None:
    heights = [3] * FIELDS
    figures = [-1] * FIELDS
    for field in range(0, 24):
        figures[field] = field % 4
    figures[40] = PHOTOGRAPHER
    site = look(heights=heights, figures=figures)
    site.houses = find_houses(heights, site.foundations).house_of  # one house over the site
    solid, clear = site_instances(site)
    assert len(storeys(solid)) == 3 * FIELDS
    # Its outline is a kerb under every field; scaffolding only round the outer sides.
    assert house_boxes(solid) - 3 * FIELDS - FIELDS < 80
    assert len(figure_boxes(solid)) == 24 * FOREMAN_BOXES + PHOTOGRAPHER_BOXES
    assert len(solid) == FIELDS + house_boxes(solid) + 24 * FOREMAN_BOXES + PHOTOGRAPHER_BOXES
    assert len(clear) == 0


def test_the_cube_has_six_faces_of_two_triangles_with_outward_normals() -> None:
    cube = cube_vertices()
    assert cube.shape == (36, 8)
    positions, normals = cube[:, :3], cube[:, 3:6]
    assert np.abs(positions).max() == pytest.approx(0.5)
    # Every vertex lies on the face its normal points out of.
    assert np.allclose((positions * normals).sum(axis=1), 0.5)
    assert {tuple(normal) for normal in normals.tolist()} == {
        (1, 0, 0),
        (-1, 0, 0),
        (0, 1, 0),
        (0, -1, 0),
        (0, 0, 1),
        (0, 0, -1),
    }
