"""The houses as buildings: one building per house (no gap inside, a gap between houses), the
steel frame's open sides, the outline on the ground, the foundation stones and the scaffolding
(pure numpy), and the outline as seen from above (rendered on EGL)."""

from __future__ import annotations

from collections import deque

import moderngl
import numpy as np
import pytest

from game.client.site3d.building_look import (
    OPEN_EAST,
    OPEN_NORTH,
    OPEN_SOUTH,
    OPEN_WEST,
    OUTLINE_INSET,
    STYLE_FOUNDATION_STONE,
    STYLE_OUTLINE,
    STYLE_SCAFFOLD,
    WALL_INSET,
)
from game.client.site3d.geometry import (
    FIELDS,
    PICK_FIELD,
    PICK_FLOOR,
    STYLE_FRAME,
    SiteLook,
    field_centre,
    top_of,
)
from game.client.site3d.renderer import SiteRenderer
from game.client.site3d.site_instances import site_instances
from game.rules.speedchicago.houses import find_houses

COLOURS = ((0.8, 0.2, 0.2), (0.2, 0.4, 0.9), (0.9, 0.8, 0.2), (0.3, 0.7, 0.3))
STONES = (9, 13, 27, 31, 32, 36, 50, 54)
# d4 (27) is a foundation stone; c4, e4 and d3 are its neighbours, e5 (36) the stone diagonally
# behind it.
D4, C4, E4, D3, D5, E5, F5 = 27, 26, 28, 19, 35, 36, 37
C3, E3, C5 = 18, 20, 34
F2 = 13  # a stone far from them


def site(heights: dict[int, int], houses: bool = True, **changes: object) -> SiteLook:
    """A site with these towers, its houses found as the rules find them (or none told)."""
    tower = [0] * FIELDS
    for field, height in heights.items():
        tower[field] = height
    fields: dict[str, object] = {
        "heights": tuple(tower),
        "figures": (-1,) * FIELDS,
        "foundations": STONES,
        "company_colours": COLOURS,
        "houses": find_houses(tower, STONES).house_of if houses else (),
    }
    fields.update(changes)
    return SiteLook(**fields)  # type: ignore[arg-type]


def pick(row: np.ndarray) -> tuple[int, int, int]:
    """The (kind, field, level) a box writes into the pick buffer."""
    return tuple(int(round(value * 255)) for value in row[10:13])  # type: ignore[return-value]


def of_style(boxes: np.ndarray, style: float) -> np.ndarray:
    """The boxes of one surface style."""
    return boxes[np.isclose(boxes[:, 13], style)]


def storey_parts(boxes: np.ndarray, field: int, level: int) -> list[np.ndarray]:
    """The boxes of one storey (level 1 is the first)."""
    return [row for row in of_style(boxes, STYLE_FRAME) if pick(row) == (PICK_FLOOR, field, level)]


def storey(boxes: np.ndarray, field: int, level: int) -> np.ndarray:
    """The one box of a storey that needs only one."""
    rows = storey_parts(boxes, field, level)
    assert len(rows) == 1
    return rows[0]


def edges(row: np.ndarray) -> tuple[float, float, float, float]:
    """West, east, north and south edge of a box."""
    x, z, width, depth = row[0], row[2], row[3], row[5]
    return x - width / 2, x + width / 2, z - depth / 2, z + depth / 2


def test_two_fields_of_one_house_make_one_building_without_a_gap() -> None:
    solid, _ = site_instances(site({D4: 2, E4: 2}))
    west_part, east_part = storey(solid, D4, 1), storey(solid, E4, 1)
    boundary = field_centre(D4)[0] + 0.5
    assert edges(west_part)[1] == pytest.approx(boundary)
    assert edges(east_part)[0] == pytest.approx(boundary)
    # Towards free ground the walls stand inside the field.
    assert edges(west_part)[0] == pytest.approx(field_centre(D4)[0] - 0.5 + WALL_INSET)
    assert edges(west_part)[2] == pytest.approx(field_centre(D4)[1] - 0.5 + WALL_INSET)
    # The shader is told which sides are shared, so it draws no column or girder there.
    assert west_part[14] == OPEN_EAST and east_part[14] == OPEN_WEST


def test_a_storey_above_its_neighbours_roof_stands_back_on_that_side() -> None:
    solid, _ = site_instances(site({D4: 3, E4: 1}))
    boundary = field_centre(D4)[0] + 0.5
    assert edges(storey(solid, D4, 1))[1] == pytest.approx(boundary)
    assert edges(storey(solid, D4, 2))[1] == pytest.approx(boundary - WALL_INSET)
    assert storey(solid, D4, 2)[14] == 0


def test_a_field_with_its_house_on_every_side_opens_all_four_sides() -> None:
    heights = {D4: 1, C4: 1, E4: 1, D3: 1, D5: 1, C3: 1, E3: 1, C5: 1, E5: 1}
    solid, _ = site_instances(site(heights))
    middle = storey(solid, D4, 1)
    assert middle[14] == OPEN_EAST | OPEN_WEST | OPEN_NORTH | OPEN_SOUTH
    assert (middle[3], middle[5]) == pytest.approx((1.0, 1.0))


def test_the_inner_corners_of_a_house_stay_corners() -> None:
    # A cross round d4: its four corners face free ground, so none of them is built over.
    solid, _ = site_instances(site({D4: 1, C4: 1, E4: 1, D3: 1, D5: 1}))
    parts = storey_parts(solid, D4, 1)
    assert 1 < len(parts) <= 3
    x, z = field_centre(D4)
    near = 0.5 - WALL_INSET / 2
    for corner in (
        (x - near, z - near),
        (x + near, z - near),
        (x - near, z + near),
        (x + near, z + near),
    ):
        assert not any(
            west < corner[0] < east and north < corner[1] < south
            for west, east, north, south in map(edges, parts)
        )
    # The storey still reaches every neighbour over the whole width of its wall.
    for point in ((x - 0.5, z), (x + 0.5, z), (x, z - 0.5), (x, z + 0.5), (x, z)):
        assert any(
            west - 1e-6 <= point[0] <= east + 1e-6 and north - 1e-6 <= point[1] <= south + 1e-6
            for west, east, north, south in map(edges, parts)
        )


def test_houses_touching_at_a_corner_stay_apart() -> None:
    solid, _ = site_instances(site({D4: 2, E5: 2}))
    houses = find_houses(site({D4: 2, E5: 2}).heights, STONES).house_of
    assert houses[D4] != houses[E5]
    front, back = storey(solid, D4, 1), storey(solid, E5, 1)
    gap_x = edges(back)[0] - edges(front)[1]
    gap_z = edges(front)[2] - edges(back)[3]  # e5 lies a row behind d4 (smaller z)
    assert gap_x == pytest.approx(2 * WALL_INSET) and gap_z == pytest.approx(2 * WALL_INSET)
    outlines = of_style(solid, STYLE_OUTLINE)
    by_field = {pick(row)[1]: row for row in outlines}
    assert edges(by_field[E5])[0] - edges(by_field[D4])[1] == pytest.approx(2 * OUTLINE_INSET)


def test_without_houses_told_every_built_field_is_a_house_of_its_own() -> None:
    solid, _ = site_instances(site({D4: 1, E4: 1}, houses=False))
    assert storey(solid, D4, 1)[14] == 0 and storey(solid, E4, 1)[14] == 0
    assert edges(storey(solid, E4, 1))[0] - edges(storey(solid, D4, 1))[1] == pytest.approx(
        2 * WALL_INSET
    )


def test_every_house_field_has_an_outline_on_the_ground_picked_as_that_ground() -> None:
    solid, _ = site_instances(site({D4: 3, E4: 1, D3: 2}))
    outlines = of_style(solid, STYLE_OUTLINE)
    assert sorted(pick(row) for row in outlines) == [(PICK_FIELD, f, 0) for f in (D3, D4, E4)]
    for row in outlines:
        assert row[1] - row[4] / 2 == pytest.approx(0.0)  # it lies on the ground
        assert row[4] < 0.05
    # It reaches out beyond the walls on the house's outer sides.
    d4_outline = next(row for row in outlines if pick(row)[1] == D4)
    assert edges(d4_outline)[0] == pytest.approx(field_centre(D4)[0] - 0.5 + OUTLINE_INSET)
    assert edges(d4_outline)[0] < min(edges(part)[0] for part in storey_parts(solid, D4, 1))


def test_the_foundation_stone_lies_on_its_field_until_built_on_then_is_the_plinth() -> None:
    solid, _ = site_instances(site({D4: 2}))
    stones = of_style(solid, STYLE_FOUNDATION_STONE)
    assert sorted(pick(row)[1] for row in stones) == sorted(set(STONES) - {D4})
    assert all(pick(row)[0] == PICK_FIELD for row in stones)
    assert storey(solid, D4, 1)[15] == 1.0  # the plinth of grey stone
    assert storey(solid, D4, 2)[15] == 0.0
    solid, _ = site_instances(site({D4: 2, E4: 1}))
    assert storey(solid, E4, 1)[15] == 0.0  # only the stone's own field


def test_scaffolding_surrounds_the_top_storey_of_the_highest_fields_only() -> None:
    solid, _ = site_instances(site({D4: 3, E4: 3, D3: 1, F2: 2}))
    scaffold = of_style(solid, STYLE_SCAFFOLD)
    # d4 and e4 tie as the highest of their house, f2 is a house of its own; d3 gets none.
    assert {pick(row) for row in scaffold} == {
        (PICK_FLOOR, D4, 3),
        (PICK_FLOOR, E4, 3),
        (PICK_FLOOR, F2, 2),
    }
    on_d4 = [row for row in scaffold if pick(row)[1] == D4]
    # Round the third storey: from its floor to a little above its roof.
    assert min(row[1] - row[4] / 2 for row in on_d4) >= top_of(2) - 1e-6
    assert top_of(3) < max(row[1] + row[4] / 2 for row in on_d4) < top_of(3) + 0.25
    # Thin: poles and planks, no box as thick as a wall.
    assert all(min(row[3], row[5]) < 0.1 and row[4] < top_of(1) + 0.2 for row in scaffold)
    # Never inside the building: every stick stays outside the walls of its storey.
    for field in (D4, E4):
        west, east, north, south = edges(storey(solid, field, 3))
        for row in scaffold:
            if pick(row)[1] != field:
                continue
            x0, x1, z0, z1 = edges(row)
            assert (
                x1 <= west + 1e-6 or x0 >= east - 1e-6 or z1 <= north + 1e-6 or z0 >= south - 1e-6
            )


def test_a_see_through_house_takes_its_scaffolding_into_the_faint_boxes() -> None:
    solid, clear = site_instances(site({D4: 2}, see_through=frozenset({D4})))
    assert len(of_style(clear, STYLE_SCAFFOLD)) > 0 and len(of_style(solid, STYLE_SCAFFOLD)) == 0
    assert len(of_style(clear, STYLE_FRAME)) == 2
    assert all(row[9] < 0.5 for row in clear)
    assert len(of_style(solid, STYLE_OUTLINE)) == 1  # the outline stays on the ground


# ---- the outline seen from above (EGL) ----------------------------------------------------------

PIXELS_PER_FIELD = 100


class TopCamera:
    """Looks straight down on a square of the site (orthographic, north up); only heights up to
    CEILING are drawn, so nothing above the houses (a crane's jib) hides the ground."""

    CEILING = 3.0

    def __init__(self, centre: tuple[float, float], half: float) -> None:
        self.centre, self.half = centre, half

    def view_projection(self, aspect: float) -> np.ndarray:
        """Row vectors times it give clip coordinates; depth runs from the ceiling down."""
        x, z = self.centre
        matrix = np.zeros((4, 4))
        matrix[0, 0], matrix[3, 0] = 1 / (self.half * aspect), -x / (self.half * aspect)
        matrix[2, 1], matrix[3, 1] = -1 / self.half, z / self.half
        span = self.CEILING + 0.5
        matrix[1, 2], matrix[3, 2] = -2 / span, 1 - 2 * self.CEILING / span
        matrix[3, 3] = 1.0
        return matrix

    def eye(self) -> np.ndarray:
        """High above the square's middle (what the scenery thins in front of the site)."""
        return np.array([self.centre[0], self.CEILING, self.centre[1]])


def outline_mask(look: SiteLook, ctx: moderngl.Context, camera: TopCamera) -> np.ndarray:
    """Where the picture shows the outline's slate blue (in the sun or in shadow alike)."""
    size = round(2 * camera.half * PIXELS_PER_FIELD)
    renderer = SiteRenderer(ctx, size, size)
    try:
        renderer.upload(look)
        renderer.render(camera)  # type: ignore[arg-type]
        image = np.frombuffer(renderer.read_rgb(), dtype=np.uint8).reshape(size, size, 3)
    finally:
        renderer.release()
    red, green, blue = (image[..., channel].astype(int) for channel in range(3))
    return (blue - red > 10) & (blue - green > 6) & (blue - red > 0.3 * blue)


def regions(mask: np.ndarray) -> list[int]:
    """The sizes of the mask's connected regions (pixels touching at a corner count as joined)."""
    seen = np.zeros_like(mask, dtype=bool)
    sizes: list[int] = []
    height, width = mask.shape
    for start in zip(*np.nonzero(mask)):
        if seen[start]:
            continue
        seen[start] = True
        queue, size = deque([start]), 0
        while queue:
            y, x = queue.popleft()
            size += 1
            for ny in (y - 1, y, y + 1):
                for nx in (x - 1, x, x + 1):
                    if 0 <= ny < height and 0 <= nx < width and mask[ny, nx] and not seen[ny, nx]:
                        seen[ny, nx] = True
                        queue.append((ny, nx))
        sizes.append(size)
    return sizes


def test_a_houses_outline_is_one_connected_region(gl_context: moderngl.Context) -> None:
    # A T of four fields of different heights round the stone d4, with scaffolding on d4.
    look = site({D4: 3, C4: 1, E4: 2, D3: 2})
    camera = TopCamera(field_centre(D4), 2.0)
    mask = outline_mask(look, gl_context, camera)
    sizes = regions(mask)
    assert len(sizes) == 1
    # It runs all round the house: from c4's west edge to e4's east, d4's back to d3's front
    # (the picture is read bottom row first: the front, d3, comes first).
    rows, columns = np.nonzero(mask)
    half = camera.half * PIXELS_PER_FIELD
    reach = PIXELS_PER_FIELD * (1.5 - OUTLINE_INSET)
    assert columns.min() == pytest.approx(half - reach, abs=3)
    assert columns.max() == pytest.approx(half + reach, abs=3)
    assert rows.min() == pytest.approx(half - reach, abs=3)
    assert rows.max() == pytest.approx(half + PIXELS_PER_FIELD * (0.5 - OUTLINE_INSET), abs=3)


def test_two_houses_touching_at_a_corner_have_two_outlines(gl_context: moderngl.Context) -> None:
    look = site({D4: 2, C4: 1, E5: 3, F5: 1})
    middle = (field_centre(D4)[0] + 0.5, field_centre(D4)[1] - 0.5)
    sizes = regions(outline_mask(look, gl_context, TopCamera(middle, 2.0)))
    assert len(sizes) == 2 and min(sizes) > 0.2 * max(sizes)
