"""The construction site of 1891 round the 8×8 site: the street grid, the Loop's blocks fading
into the haze, two derrick cranes (built once), and the stacks of steel beams of the supply
(built anew when the supply changes). None of it is ever picked."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from game.client.site3d import scenery_data as data
from game.client.site3d.scenery_mesh import Point, SceneryMesh

HALF_SITE = 4.0


@dataclass(frozen=True)
class StaticScenery:
    """The scenery that never changes, in two meshes: near the site (its pavement, the streets
    round it, the cranes), where shadows fall, and the city beyond, lit by the sun alone."""

    near: np.ndarray
    far: np.ndarray


@lru_cache(maxsize=1)
def static_scenery() -> StaticScenery:
    """The streets, the city blocks and the cranes: vertices of the two static meshes."""
    near, far = SceneryMesh(), SceneryMesh()
    for foot, heading, rise, legs in data.CRANES:
        add_crane(near, foot, heading, rise, legs)
    add_pavement(near, 0.0, 0.0, HALF_SITE)
    rng = np.random.default_rng(data.CITY_SEED)
    for i in range(-data.BLOCK_RINGS, data.BLOCK_RINGS + 1):
        for j in range(-data.BLOCK_RINGS, data.BLOCK_RINGS + 1):
            if (i, j) != (0, 0):
                add_block(far, i, j, rng)
    # The streets last: drawn after the buildings, the depth test skips what these hide.
    add_streets(near, far)
    return StaticScenery(near.array(), far.array())


Span = tuple[float, float]


def ring_slabs(inner: float, outer: float) -> tuple[tuple[Span, Span], ...]:
    """The x and z spans of four slabs that make a square ring round the middle, from inner
    to outer (the front and back slabs run the whole width, the sides fill between them)."""
    return (
        ((-outer, outer), (inner, outer)),
        ((-outer, outer), (-outer, -inner)),
        ((-outer, -inner), (-inner, inner)),
        ((inner, outer), (-inner, inner)),
    )


def add_streets(near: SceneryMesh, far: SceneryMesh) -> None:
    """The street paving: round the site's block as far as the next blocks, and beyond them
    to the horizon (four slabs round the near square)."""
    inner, reach, top = data.NEAR_STREETS, data.GROUND_REACH, data.STREET_TOP
    paving = data.STREET_COLOUR, data.STYLE_PAVING
    near.quad(
        ((-inner, top, inner), (inner, top, inner), (inner, top, -inner), (-inner, top, -inner)),
        *paving,
    )
    for (x0, x1), (z0, z1) in ring_slabs(inner, reach):
        far.quad(((x0, top, z1), (x1, top, z1), (x1, top, z0), (x0, top, z0)), *paving)


def add_pavement(mesh: SceneryMesh, x: float, z: float, inner: float) -> None:
    """A block's pavement ring from inner to its kerb (four slabs round the middle)."""
    outer, top = data.HALF_BLOCK, data.PAVEMENT_TOP
    bottom = data.STREET_TOP
    for (x0, x1), (z0, z1) in ring_slabs(inner, outer):
        mesh.block(
            (x + x0, bottom, z + z0),
            (x + x1, top, z + z1),
            data.KERB_COLOUR,
            data.STYLE_SCENERY_PLAIN,
            roof_colour=data.PAVEMENT_COLOUR,
        )


def add_block(mesh: SceneryMesh, i: int, j: int, rng: np.random.Generator) -> None:
    """One city block of the grid: its pavement with the kerb, bare earth inside, and its
    buildings (round a light court and among vacant lots in the low blocks next to the site)."""
    x, z = i * data.BLOCK_PERIOD, j * data.BLOCK_PERIOD
    outer, inner = data.HALF_BLOCK, data.HALF_BLOCK - data.PAVEMENT_WIDTH
    mesh.block(
        (x - outer, data.STREET_TOP, z - outer),
        (x + outer, data.PAVEMENT_TOP, z + outer),
        data.KERB_COLOUR,
        data.STYLE_SCENERY_PLAIN,
        roof_colour=data.PAVEMENT_COLOUR,
    )
    top = data.LOT_TOP
    mesh.quad(
        (
            (x - inner, top, z + inner),
            (x + inner, top, z + inner),
            (x + inner, top, z - inner),
            (x - inner, top, z - inner),
        ),
        data.EARTH_COLOUR,
        data.STYLE_EARTH,
    )
    ring = max(abs(i), abs(j))
    low, high = data.RING_STOREYS[min(ring, len(data.RING_STOREYS)) - 1]
    lots = data.LOTS_PER_SIDE[min(ring, len(data.LOTS_PER_SIDE)) - 1]
    lot = 2 * inner / lots
    # An odd number of lots a side leaves the middle one as the light court.
    court = lots // 2 if lots % 2 else -1
    for a in range(lots):
        for b in range(lots):
            if a == b == court or (ring == 1 and rng.random() < data.VACANT_SHARE):
                continue
            x0, z0 = x - inner + a * lot, z - inner + b * lot
            storeys = int(rng.integers(low, high + 1))
            add_building(mesh, (x0, z0), (x0 + lot, z0 + lot), storeys, rng)


def add_building(
    mesh: SceneryMesh,
    low: tuple[float, float],
    high: tuple[float, float],
    storeys: int,
    rng: np.random.Generator,
) -> None:
    """An office block on its lot: facade with window bays, a cornice, and on tall ones a
    water tower or a chimney on the roof."""
    margin = 0.06
    x0, z0 = low[0] + margin, low[1] + margin
    x1, z1 = high[0] - margin, high[1] - margin
    top = storeys * data.STOREY_HEIGHT
    colour = data.FACADE_COLOURS[int(rng.integers(len(data.FACADE_COLOURS)))]
    mesh.block(
        (x0, data.LOT_TOP, z0),
        (x1, top, z1),
        colour,
        data.STYLE_FACADE,
        bays=data.BAYS_PER_UNIT,
        storeys=storeys,
        roof_colour=data.ROOF_COLOUR,
    )
    ledge = 0.05
    mesh.block(
        (x0 - ledge, top, z0 - ledge),
        (x1 + ledge, top + 0.08, z1 + ledge),
        data.CORNICE_COLOUR,
        data.STYLE_SCENERY_PLAIN,
        roof_colour=data.ROOF_COLOUR,
    )
    if storeys < 5:
        return
    roof = top + 0.08
    pick = int(rng.integers(6))
    cx, cz = x0 + (x1 - x0) * 0.3, z0 + (z1 - z0) * 0.7
    if pick % data.WATER_TOWER_EVERY == 0:
        add_water_tower(mesh, (cx, roof, cz))
    if pick % data.CHIMNEY_EVERY == 0:
        mesh.block(
            (x1 - 0.45, roof, z0 + 0.3),
            (x1 - 0.25, roof + 0.9, z0 + 0.5),
            data.CHIMNEY_COLOUR,
            data.STYLE_SCENERY_PLAIN,
        )


def add_water_tower(mesh: SceneryMesh, base: Point) -> None:
    """A wooden water tank on its stand with a pointed hat."""
    x, y, z = base
    stand = 0.2
    mesh.block(
        (x - stand, y, z - stand),
        (x + stand, y + 0.3, z + stand),
        data.ROPE_COLOUR,
        data.STYLE_SCENERY_PLAIN,
    )
    sides = data.TANK_SIDES
    mesh.prism((x, y + 0.3, z), 0.3, 0.45, data.TANK_COLOUR, data.STYLE_SCENERY_PLAIN, sides)
    mesh.cone((x, y + 0.75, z), 0.32, 0.22, data.ROOF_COLOUR, sides, data.STYLE_SCENERY_PLAIN)


def _towards(point: Point, heading: float, reach: float, rise: float = 0.0) -> Point:
    """The point reach away from point along a heading (degrees) rising by rise degrees."""
    h, r = math.radians(heading), math.radians(rise)
    across = reach * math.cos(r)
    return (
        point[0] + across * math.cos(h),
        point[1] + reach * math.sin(r),
        point[2] - across * math.sin(h),
    )


def add_crane(
    mesh: SceneryMesh, foot: Point, heading: float, rise: float, legs: tuple[float, float]
) -> None:
    """A stiff-leg derrick of timber: mast, two stiff legs on their sills, the boom over the
    site with its topping lift, and a beam hanging from the hook."""
    x, y, z = foot
    timber, rope = data.TIMBER_COLOUR, data.ROPE_COLOUR
    style = data.STYLE_SCENERY_PLAIN
    top = (x, y + data.MAST_HEIGHT, z)
    mesh.beam((x, y, z), top, data.MAST_WIDTH, timber, style)
    for leg in legs:
        end = _towards((x, y + 0.05, z), leg, data.LEG_REACH)
        mesh.beam((x, y + 0.05, z), end, 0.1, timber, style)
        mesh.beam(top, end, 0.08, timber, style)
    heel = (x, y + 0.6, z)
    tip = _towards(heel, heading, data.BOOM_LENGTH, rise)
    mesh.beam(heel, tip, 0.1, timber, style)
    mesh.beam(top, tip, 0.025, rope, style)
    hook = (tip[0], tip[1] - data.HOOK_DROP, tip[2])
    mesh.beam(tip, hook, 0.02, rope, style)
    along = _towards(hook, heading + 90.0, 0.5)
    back = _towards(hook, heading - 90.0, 0.5)
    mesh.beam(
        (back[0], hook[1] - 0.05, back[2]),
        (along[0], hook[1] - 0.05, along[2]),
        0.08,
        data.BEAM_COLOUR,
        style,
    )


def beam_stacks(supply: int) -> np.ndarray:
    """The supply's steel beams: one layer per floor left, stacked on the left pavement."""
    mesh = SceneryMesh()
    left = max(0, supply)
    half, beam_width = data.STACK_SIZE / 2, data.STACK_SIZE / (2 * data.BEAMS_PER_LAYER)
    for z in data.STACK_ZS:
        layers = min(left, data.STACK_LAYERS)
        left -= layers
        for layer in range(layers):
            y0 = data.PAVEMENT_TOP + layer * data.BEAM_HEIGHT
            for beam in range(data.BEAMS_PER_LAYER):
                offset = -half + (2 * beam + 0.5) * beam_width
                if layer % 2:
                    low = (data.STACK_X - half, y0, z + offset)
                    high = (data.STACK_X + half, y0 + data.BEAM_HEIGHT, z + offset + beam_width)
                else:
                    low = (data.STACK_X + offset, y0, z - half)
                    high = (data.STACK_X + offset + beam_width, y0 + data.BEAM_HEIGHT, z + half)
                mesh.block(low, high, data.BEAM_COLOUR, data.STYLE_SCENERY_PLAIN)
    return mesh.array()


def stack_capacity() -> int:
    """How many floors the stacks can show (the supply at the start fits)."""
    return data.STACK_LAYERS * len(data.STACK_ZS)
