"""Where a building goes: the empire's shape (ring, zones, Nachhaltigkeit, room to grow) and the
best field for a building, carefully (whole shape) or quickly (its four sides only).

Room to grow is what the tip "keep open sides outward" protects: every empty field next to the
empire that a free side faces is a place for later buildings, worth the share of the buildings
that would fit there; an empire walled in by its own highways takes nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import exp

from game.ai.speedtycoon.timing import Outlook
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon.catalogue import (
    BUILDINGS,
    ENERGIE,
    HEADQUARTERS,
    INDUSTRIE,
    TECHNOLOGIE,
)
from game.rules.speedtycoon.empire import BRANCH_OF, HIGHWAYS, STEPS, ZONE_OF, Empire, Field
from game.rules.speedtycoon.tables import POLLUTING_PAIR, SUSTAINABLE_PAIR

# Room to grow: the empire's value of its places for later buildings saturates (ROOM_SCALE), is
# worth ROOM_WEIGHT per own building still to come (up to ROOM_BUILDINGS), plus a little for
# every place beyond (ROOM_LINEAR, up to ROOM_CAP places).
ROOM_SCALE = 1.6
ROOM_WEIGHT = 1.4
ROOM_BUILDINGS = 6.0
ROOM_LINEAR = 0.15
ROOM_CAP = 8.0
BUILDS_PER_OWN_TURN = 0.8
# Ring segments standing now count at every scoring to come, this much each (later buildings
# may cover some, others will add to it).
RING_WEIGHT = 1.0
# What a tunnel in the supply is worth while there are turns to use it.
TUNNEL_WORTH = 1.5
# Quick placement: weights of the sides a building leaves open, the highways it turns outward
# (ring material), the neighbours it touches, and a tunnel spent.
QUICK_OPEN = 1.0
QUICK_OPEN_SCARCE = 2.5
SCARCE_OPEN_SIDES = 5
QUICK_HIGHWAY = 0.6
QUICK_NEIGHBOUR = 0.3
QUICK_TUNNEL = 2.0
QUICK_PAIR = 1.0


def _fit_table() -> tuple[tuple[float, ...], ...]:
    """FIT[occupied][required]: the share of buildings that fit an empty field whose occupied
    sides are `occupied`, neighbour highways facing it on `required` (and are reachable on foot
    through some free side)."""
    tiles = [tile.highways for tile in BUILDINGS if tile.number != HEADQUARTERS]
    table = []
    for occupied in range(16):
        row = []
        for required in range(16):
            if required & ~occupied:
                row.append(0.0)
                continue
            fitting = sum(
                1 for highways in tiles if highways & occupied == required and occupied & ~highways
            )
            row.append(fitting / len(tiles))
        table.append(tuple(row))
    return tuple(table)


FIT = _fit_table()


@dataclass(frozen=True, slots=True)
class Shape:
    """What an empire's layout brings: ring length, zone points, Nachhaltigkeit pairs (Energie
    with Technologie less Industrie pairs) and room to grow."""

    ring: int
    zones: int
    sustainability: int
    room: float


_SHAPES: dict[frozenset[tuple[Field, int]], Shape] = {}
_SHAPES_KEPT = 40_000
# The key of an empire's shape among its known_lists.
_SHAPE_KEY = "speedtycoon ai: shape"


def room_of(empire: Empire) -> float:
    """The places for later buildings, each counted by the share of buildings that fit it."""
    room = 0.0
    for site in geometry.sites(empire):
        if not site.closes_hole:
            room += FIT[site.occupied][site.required]
    return room


def shape_of(empire: Empire) -> Shape:
    """The empire's shape, remembered by its fields (the same layouts recur in every search)."""
    # The empire's own lists hold its shape until a building comes or goes (copies share them):
    # the others' empires are judged unchanged after every candidate move.
    lists = empire.known_lists
    known = lists.get(_SHAPE_KEY)
    if known is not None:
        return known
    known = lists[_SHAPE_KEY] = shape_of_fields(empire, frozenset(empire.fields.items()))
    return known


def shape_of_fields(empire: Empire, key: frozenset[tuple[Field, int]]) -> Shape:
    """The shape of the empire whose fields make the key, remembered by the key."""
    known = _SHAPES.get(key)
    if known is not None:
        return known
    if len(_SHAPES) >= _SHAPES_KEPT:
        _SHAPES.clear()
    pairs = geometry.touching_pairs(empire, *SUSTAINABLE_PAIR) - geometry.touching_pairs(
        empire, *POLLUTING_PAIR
    )
    shape = Shape(
        geometry.highway_ring(empire), geometry.zone_points(empire), pairs, room_of(empire)
    )
    _SHAPES[key] = shape
    return shape


def future_builds(outlook: Outlook) -> float:
    """How many more buildings a player may still add to the empire."""
    return min(ROOM_BUILDINGS, outlook.turns_left * BUILDS_PER_OWN_TURN)


def room_value(room: float, outlook: Outlook) -> float:
    """What room to grow is worth with this many own buildings still to come."""
    builds = future_builds(outlook)
    saturated = 1.0 - exp(-room / ROOM_SCALE)
    return builds * (ROOM_WEIGHT * saturated + ROOM_LINEAR * min(room, ROOM_CAP) / ROOM_BUILDINGS)


def tunnel_worth(outlook: Outlook) -> float:
    """A tunnel in the supply, while there are buildings to place with it."""
    return TUNNEL_WORTH * future_builds(outlook) / ROOM_BUILDINGS


def shape_value(shape: Shape, outlook: Outlook, modules: frozenset[str]) -> float:
    """Points the shape is expected to bring: ring (and zones, pairs) at every scoring to come,
    and room for the buildings still to come."""
    per_scoring = RING_WEIGHT * shape.ring
    if "sonderzonen" in modules:
        per_scoring += shape.zones
    if "nachhaltigkeit" in modules:
        per_scoring += shape.sustainability
    return len(outlook.scorings) * per_scoring + room_value(shape.room, outlook)


def best_field(
    empire: Empire,
    building: int,
    tunnels: int,
    outlook: Outlook,
    modules: frozenset[str],
) -> tuple[Field | None, float]:
    """The field where the building adds most to the shape's value (a spent tunnel counted),
    and that gain; (None, 0) when it fits nowhere."""
    allowed = geometry.allowed_fields(empire, building, tunnels)
    if not allowed:
        return None, 0.0
    before = shape_value(shape_of(empire), outlook, modules)
    spent = tunnel_worth(outlook)
    best: Field | None = None
    best_gain = float("-inf")
    items = tuple(empire.fields.items())
    for field, tunnel in allowed.items():
        # The shape by the fields the building would make: most layouts are known already, and
        # only an unknown one is worth a copy of the empire with the building placed.
        key = frozenset((*items, (field, building)))
        shape = _SHAPES.get(key)
        if shape is None:
            twin = empire.copy()
            geometry.place(twin, building, field)
            shape = shape_of_fields(twin, key)
        gain = shape_value(shape, outlook, modules) - before - (spent if tunnel else 0.0)
        if gain > best_gain:
            best, best_gain = field, gain
    return best, best_gain


def quick_gain(
    fields: dict[Field, int],
    building: int,
    field: Field,
    tunnel: bool,
    scarce: bool,
    modules: frozenset[str],
) -> float:
    """A building's worth on a field judged by its four sides: free sides left open, highways
    turned outward, neighbours touched, a tunnel spent, neighbour pairs and zone rows."""
    x, y = field
    highways = HIGHWAYS[building]
    branch = BRANCH_OF[building]
    opened = outward = neighbours = 0
    pairs = 0
    for side, dx, dy, opposite in STEPS:
        other = fields.get((x + dx, y + dy))
        if other is None:
            if highways & side:
                outward += 1
            else:
                opened += 1
            continue
        neighbours += 1
        if HIGHWAYS[other] & opposite:
            outward -= 1  # a highway of the neighbour is covered
        else:
            opened -= 1  # a free side of the neighbour is closed
        other_branch = BRANCH_OF[other]
        if branch is not None and other_branch is not None:
            if {branch, other_branch} == {ENERGIE, TECHNOLOGIE}:
                pairs += 1
            elif branch == INDUSTRIE and other_branch == INDUSTRIE:
                pairs -= 1
    gain = (QUICK_OPEN_SCARCE if scarce else QUICK_OPEN) * opened
    gain += QUICK_HIGHWAY * outward + QUICK_NEIGHBOUR * neighbours
    if tunnel:
        gain -= QUICK_TUNNEL
    if "nachhaltigkeit" in modules:
        gain += QUICK_PAIR * pairs
    if ZONE_OF[building] is not None and "sonderzonen" in modules:
        steps = STEPS[1::2] if ZONE_OF[building] == "row" else STEPS[0::2]
        gain += QUICK_PAIR * sum(
            1 for _side, dx, dy, _opposite in steps if (x + dx, y + dy) in fields
        )
    return gain


def quick_field(
    empire: Empire, building: int, tunnels: int, modules: frozenset[str]
) -> tuple[Field | None, float]:
    """A good field for the building by quick_gain, and that gain; (None, 0) when none fits."""
    allowed = geometry.allowed_fields(empire, building, tunnels)
    if not allowed:
        return None, 0.0
    fields = empire.fields
    scarce = geometry.open_sides(empire) <= SCARCE_OPEN_SIDES
    best: Field | None = None
    best_gain = float("-inf")
    for field, tunnel in allowed.items():
        gain = quick_gain(fields, building, field, tunnel, scarce, modules)
        if gain > best_gain:
            best, best_gain = field, gain
    return best, best_gain
