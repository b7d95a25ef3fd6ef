"""The empire of a Speedtycoon player: building rules, allowed fields, tear-down and swaps, the
highway ring, the zones and which buildings touch."""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Iterable
from typing import Any, NamedTuple

from game.rules.speedtycoon.catalogue import (
    BRANCHES,
    BUILDINGS,
    EAST,
    HEADQUARTERS,
    NORTH,
    SOUTH,
    WEST,
)

Field = tuple[int, int]
Edge = frozenset[Field]
Corner = tuple[int, int]

HEADQUARTERS_FIELD: Field = (0, 0)
TUNNELS_PER_PLAYER = 2

# Every side with its step to the neighbour field and the neighbour's side facing back; this is
# also the order in which a tunnel's edge is chosen when several could take it.
STEPS: tuple[tuple[int, int, int, int], ...] = (
    (NORTH, 0, -1, SOUTH),
    (EAST, 1, 0, WEST),
    (SOUTH, 0, 1, NORTH),
    (WEST, -1, 0, EAST),
)
ROW_STEPS = (STEPS[1], STEPS[3])
COLUMN_STEPS = (STEPS[0], STEPS[2])

# Per building number, looked up on hot paths instead of the Building objects.
HIGHWAYS: tuple[int, ...] = tuple(tile.highways for tile in BUILDINGS)
BRANCH_OF: tuple[int | None, ...] = tuple(tile.branch for tile in BUILDINGS)
ZONE_OF: tuple[str | None, ...] = tuple(tile.zone for tile in BUILDINGS)

# placement() answers
NOT_ALLOWED, ALLOWED, WITH_TUNNEL = 0, 1, 2


@dataclasses.dataclass
class Empire:
    """One player's city: which building stands on which field, and the tunnels set."""

    fields: dict[Field, int]
    tunnels: set[Edge] = dataclasses.field(default_factory=set)
    # The sites of the fields as they stand, kept until a building comes or goes (a list of
    # immutable sites, so copies may share it).
    known_sites: list[Site] | None = dataclasses.field(default=None, repr=False, compare=False)
    # Fields changed since the sites were worked out: only the sites near them are worked out
    # anew, and only when they are asked for again.
    changed_since: tuple[Field, ...] = dataclasses.field(default=(), repr=False, compare=False)
    # Each building's walking neighbours (walking_neighbours()), brought up to date on the
    # changed fields only; replaced, never changed in place, so copies may share it.
    known_walks: dict[Field, list[Field]] | None = dataclasses.field(
        default=None, repr=False, compare=False
    )
    known_removable: tuple[Field, ...] | None = dataclasses.field(
        default=None, repr=False, compare=False
    )
    # The built fields in reading order (sorted_fields()), kept until a building comes or goes.
    known_order: list[Field] | None = dataclasses.field(default=None, repr=False, compare=False)
    # For every building but the headquarters: its field, the sides with a neighbour, and its
    # highways on those sides (what a swapped-in building must match).
    known_swaps: list[tuple[Field, int, int]] | None = dataclasses.field(
        default=None, repr=False, compare=False
    )
    # Whatever the rules package lists about these fields, by its own key (such as a player's
    # restructuring moves for his Planung): kept until a building comes or goes. Copies share
    # it, since what holds for equal fields holds for both.
    known_lists: dict[Any, Any] = dataclasses.field(default_factory=dict, repr=False, compare=False)

    def copy(self) -> Empire:
        """An independent copy (the fields and tunnels are plain values, the caches immutable)."""
        return Empire(
            dict(self.fields),
            set(self.tunnels),
            self.known_sites,
            self.changed_since,
            self.known_walks,
            self.known_removable,
            self.known_order,
            self.known_swaps,
            self.known_lists,
        )

    def changed_at(self, field: Field) -> None:
        """Drops what was worked out for the fields as they stood, after a building came or went
        on one field (with the tunnels on its edges)."""
        self.known_removable = self.known_swaps = self.known_order = None
        self.known_lists = {}
        if self.known_sites is not None:
            self.changed_since += (field,)
        if self.known_walks is not None:
            walks = dict(self.known_walks)
            x, y = field
            for near in (field, (x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
                if near in self.fields:
                    walks[near] = walking_neighbours(self, near)
                else:
                    walks.pop(near, None)
            self.known_walks = walks

    def swapped_at(self, field: Field) -> None:
        """Drops what a swap on the field may change: its own swap profile, the restructuring
        lists and what its neighbour sites meet. The walking connections stay, so the buildings
        that may be torn down stay too."""
        self.known_swaps = None
        self.known_lists = {}
        if self.known_sites is not None:
            self.changed_since += (field,)

    def to_dict(self) -> dict[str, list[list[int]]]:
        """JSON-ready: fields as [x, y, building] and tunnels as [x1, y1, x2, y2], sorted."""
        return {
            "fields": [[x, y, self.fields[(x, y)]] for x, y in sorted_fields(self.fields)],
            "tunnels": sorted(
                [*first, *second]
                for first, second in (sorted_fields(edge) for edge in self.tunnels)
            ),
        }

    @classmethod
    def from_dict(cls, data: dict[str, list[list[int]]]) -> Empire:
        """The empire that to_dict() wrote."""
        fields = {(x, y): building for x, y, building in data["fields"]}
        tunnels = {frozenset(((x1, y1), (x2, y2))) for x1, y1, x2, y2 in data["tunnels"]}
        return cls(fields, tunnels)


def new_empire() -> Empire:
    """An empire of the headquarters alone."""
    return Empire({HEADQUARTERS_FIELD: HEADQUARTERS})


def sorted_fields(fields: Iterable[Field]) -> list[Field]:
    """Fields in reading order: row by row from the north, west to east within a row."""
    return [(x, y) for y, x in sorted((y, x) for x, y in fields)]


def built_in_reading_order(empire: Empire) -> list[Field]:
    """The empire's built fields in reading order, kept until a building comes or goes."""
    if empire.known_order is None:
        empire.known_order = sorted_fields(empire.fields)
    return empire.known_order


def tunnels_left(empire: Empire, module: bool) -> int:
    """Tunnels still in the player's supply (none without the Tunnel & Brücken module)."""
    return TUNNELS_PER_PLAYER - len(empire.tunnels) if module else 0


# ---- building ---------------------------------------------------------------------------------


class Site(NamedTuple):
    """An empty field next to the empire, with what any building placed there would meet."""

    field: Field
    occupied: int  # sides with a neighbour building, as a side mask
    required: int  # sides where that neighbour has a highway: the new building needs one there
    closes_hole: bool  # a building here would close an empty neighbour field in on all sides

    def placement(self, building: int, tunnels_left: int) -> int:
        """0 = not allowed, 1 = allowed, 2 = allowed only with a tunnel."""
        highways = HIGHWAYS[building]
        if highways & self.occupied != self.required or self.closes_hole:
            return NOT_ALLOWED
        if self.occupied & ~highways:
            return ALLOWED  # a free side meets a free side: reachable on foot
        return WITH_TUNNEL if tunnels_left > 0 else NOT_ALLOWED


def _occupied_around(fields: dict[Field, int], x: int, y: int) -> int:
    """How many of the four neighbour fields hold a building."""
    return (
        ((x, y - 1) in fields)
        + ((x + 1, y) in fields)
        + ((x, y + 1) in fields)
        + ((x - 1, y) in fields)
    )


_new_site = tuple.__new__
_CLOSES_HOLE = operator.itemgetter(3)

# Per occupied mask: whether three sides are built (the empty field would be closed in by a
# building on its fourth side).
THREE_SIDES: tuple[bool, ...] = tuple(bin(mask).count("1") == 3 for mask in range(16))


def _meeting(fields: dict[Field, int], field: Field, closes_hole: bool) -> Site:
    """The site of an empty field with what it meets on its four sides (occupied 0 when it
    does not touch the empire); whether it closes a hole is worked out by the caller."""
    x, y = field
    occupied = required = 0
    # Unrolled over the four sides: this runs for the fields around every change of an empire,
    # the hottest spot of a game.
    get = fields.get
    north = get((x, y - 1))
    if north is not None:
        occupied = NORTH
        if HIGHWAYS[north] & SOUTH:
            required = NORTH
    east = get((x + 1, y))
    if east is not None:
        occupied |= EAST
        if HIGHWAYS[east] & WEST:
            required |= EAST
    south = get((x, y + 1))
    if south is not None:
        occupied |= SOUTH
        if HIGHWAYS[south] & NORTH:
            required |= SOUTH
    west = get((x - 1, y))
    if west is not None:
        occupied |= WEST
        if HIGHWAYS[west] & EAST:
            required |= WEST
    # Built without the named tuple's Python-level constructor: thousands are made a second.
    return _new_site(Site, (field, occupied, required, closes_hole))


def _site(fields: dict[Field, int], field: Field) -> Site:
    """The site of one empty field, with whether a building there would close a hole."""
    x, y = field
    closes_hole = any(
        (nx, ny) not in fields and _occupied_around(fields, nx, ny) == 3
        for nx, ny in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
    )
    return _meeting(fields, field, closes_hole)


def _with_holes(raw: list[Site]) -> list[Site]:
    """The sites with closes_hole set: a site closes a hole when a neighbour site already has
    three built sides."""
    three = {site.field for site in raw if THREE_SIDES[site.occupied]}
    if not three and not any(map(_CLOSES_HOLE, raw)):
        return raw  # the common case: no hole anywhere, before or after
    marked: list[Site] = []
    for site in raw:
        if three:
            x, y = site.field
            hole = (
                (x, y - 1) in three
                or (x + 1, y) in three
                or (x, y + 1) in three
                or (x - 1, y) in three
            )
        else:
            hole = False
        if hole != site.closes_hole:
            site = _new_site(Site, (site.field, site.occupied, site.required, hole))
        marked.append(site)
    return marked


def sites(empire: Empire) -> list[Site]:
    """Every empty field sharing a side with the empire, in reading order; they do not depend on
    the building, so they are kept with the empire until it changes."""
    if empire.known_sites is not None:
        if empire.changed_since:
            empire.known_sites = _sites_near(empire, empire.changed_since)
            empire.changed_since = ()
        return empire.known_sites
    fields = empire.fields
    frontier: set[tuple[int, int]] = set()  # as (y, x), to sort in reading order
    for x, y in fields:
        for _side, dx, dy, _opposite in STEPS:
            if (x + dx, y + dy) not in fields:
                frontier.add((y + dy, x + dx))
    empire.known_sites = _with_holes([_meeting(fields, (x, y), False) for y, x in sorted(frontier)])
    return empire.known_sites


# A field and its four neighbours, as steps: what a site meets changes only there.
NEAR_STEPS: tuple[tuple[int, int], ...] = ((0, 0), *((dx, dy) for _side, dx, dy, _o in STEPS))


def _sites_near(empire: Empire, changed: tuple[Field, ...]) -> list[Site]:
    """The sites after changes on some fields: what the changed fields and their neighbours
    meet worked out anew, the others kept; then the holes marked again."""
    fields = empire.fields
    near = {(cx + dx, cy + dy) for cx, cy in changed for dx, dy in NEAR_STEPS}
    kept = [site for site in empire.known_sites or () if site.field not in near]
    for field in near:
        if field not in fields:
            site = _meeting(fields, field, False)
            if site.occupied:
                kept.append(site)
    kept.sort(key=_reading_order)
    return _with_holes(kept)


def _reading_order(site: Site) -> tuple[int, int]:
    """Row first, then column."""
    return (site.field[1], site.field[0])


def placement(empire: Empire, building: int, field: Field, tunnels_left: int) -> int:
    """Whether the building may stand on the field: 0 = not allowed, 1 = allowed (green),
    2 = allowed only with a tunnel (yellow; only while the player has one left)."""
    if field in empire.fields:
        return NOT_ALLOWED
    site = _site(empire.fields, field)
    if not site.occupied:
        return NOT_ALLOWED
    return site.placement(building, tunnels_left)


def allowed_fields(
    empire: Empire, building: int, tunnels_left: int, around: list[Site] | None = None
) -> dict[Field, bool]:
    """Every field where the building may stand, in reading order; True where it needs a tunnel.
    Pass the empire's sites() to reuse them for several buildings."""
    allowed: dict[Field, bool] = {}
    highways = HIGHWAYS[building]
    # Site.placement() inlined: this runs for every building of every Planung.
    for field, occupied, required, closes_hole in sites(empire) if around is None else around:
        if highways & occupied != required or closes_hole:
            continue
        if occupied & ~highways:
            allowed[field] = False
        elif tunnels_left > 0:
            allowed[field] = True
    return allowed


def place(empire: Empire, building: int, field: Field) -> Edge | None:
    """Build on a field where placement() allows it; sets the tunnel the building needs (on the
    first highway edge in the order N, E, S, W) and returns its edge, or None."""
    fields = empire.fields
    x, y = field
    highways = HIGHWAYS[building]
    first_highway_neighbour: Field | None = None
    for side, dx, dy, _opposite in STEPS:
        neighbour = (x + dx, y + dy)
        if neighbour in fields:
            if not highways & side:
                first_highway_neighbour = None
                break  # reachable on foot through this side
            if first_highway_neighbour is None:
                first_highway_neighbour = neighbour
    fields[field] = building
    tunnel = None
    if first_highway_neighbour is not None:
        tunnel = frozenset((field, first_highway_neighbour))
        empire.tunnels.add(tunnel)
    empire.changed_at(field)
    return tunnel


# ---- walking, tearing down, swapping ------------------------------------------------------------


def walking_neighbours(empire: Empire, field: Field) -> list[Field]:
    """The neighbour buildings reachable on foot from a building: across two free sides, or
    across two highways where a tunnel lies."""
    fields = empire.fields
    tunnels = empire.tunnels
    x, y = field
    highways = HIGHWAYS[fields[field]]
    reachable: list[Field] = []
    for side, dx, dy, opposite in STEPS:
        neighbour = (x + dx, y + dy)
        building = fields.get(neighbour)
        if building is None:
            continue
        if not highways & side:
            # Matching sides: a free side here meets a free side there.
            if not HIGHWAYS[building] & opposite:
                reachable.append(neighbour)
        elif tunnels and HIGHWAYS[building] & opposite:
            if frozenset((field, neighbour)) in tunnels:
                reachable.append(neighbour)
    return reachable


def reachable_fields(empire: Empire) -> set[Field]:
    """The buildings reachable on foot from the headquarters."""
    if HEADQUARTERS_FIELD not in empire.fields:
        return set()
    seen = {HEADQUARTERS_FIELD}
    queue = [HEADQUARTERS_FIELD]
    while queue:
        for neighbour in walking_neighbours(empire, queue.pop()):
            if neighbour not in seen:
                seen.add(neighbour)
                queue.append(neighbour)
    return seen


def _cut_fields(empire: Empire) -> set[Field]:
    """The buildings whose removal would cut others off the headquarters: the articulation points
    of the walking graph, by one iterative depth-first pass (Hopcroft–Tarjan)."""
    adjacency = empire.known_walks
    if adjacency is None:
        adjacency = empire.known_walks = {
            field: walking_neighbours(empire, field) for field in empire.fields
        }
    order = {HEADQUARTERS_FIELD: 0}
    low = {HEADQUARTERS_FIELD: 0}
    cut: set[Field] = set()
    stack = [(HEADQUARTERS_FIELD, HEADQUARTERS_FIELD, iter(adjacency[HEADQUARTERS_FIELD]))]
    while stack:
        node, parent, neighbours = stack[-1]
        for neighbour in neighbours:
            if neighbour not in order:
                order[neighbour] = low[neighbour] = len(order)
                stack.append((neighbour, node, iter(adjacency[neighbour])))
                break
            if neighbour != parent and order[neighbour] < low[node]:
                low[node] = order[neighbour]
        else:
            stack.pop()
            if node != parent:
                if low[node] < low[parent]:
                    low[parent] = low[node]
                if low[node] >= order[parent]:
                    cut.add(parent)
    return cut


def removable_fields(empire: Empire) -> tuple[Field, ...]:
    """The fields whose building may be torn down (Abreißen), in reading order: not the
    headquarters, every other building still reachable afterwards, and no hole left behind.
    Assumes the empire keeps the building rules."""
    if empire.known_removable is not None:
        return empire.known_removable
    fields = empire.fields
    cut = _cut_fields(empire)
    empire.known_removable = tuple(
        field
        for field in built_in_reading_order(empire)
        if field != HEADQUARTERS_FIELD
        and field not in cut
        and _occupied_around(fields, field[0], field[1]) < 4
    )
    return empire.known_removable


def tear_down(empire: Empire, field: Field) -> tuple[int, int]:
    """Removes the building of a removable field; the tunnels on its edges go back to the
    player's supply. Returns (building, tunnels returned)."""
    building = empire.fields.pop(field)
    x, y = field
    returned = 0
    for _side, dx, dy, _opposite in STEPS:
        edge = frozenset((field, (x + dx, y + dy)))
        if edge in empire.tunnels:
            empire.tunnels.remove(edge)
            returned += 1
    empire.changed_at(field)
    return building, returned


def swap_allowed(empire: Empire, building: int, field: Field) -> bool:
    """Whether the building may replace the one on the field (Tauschen): not the headquarters,
    and the same highways as the old building on every side that has a neighbour."""
    old = empire.fields.get(field)
    if old is None or old == HEADQUARTERS or building == HEADQUARTERS:
        return False
    site = _site(empire.fields, field)
    return (HIGHWAYS[building] ^ HIGHWAYS[old]) & site.occupied == 0


def swappable_fields(empire: Empire, building: int) -> tuple[Field, ...]:
    """The fields whose building this one may replace, in reading order."""
    if building == HEADQUARTERS:
        return ()
    if empire.known_swaps is None:
        fields = empire.fields
        profile = []
        for field in built_in_reading_order(empire):
            old = fields[field]
            if old != HEADQUARTERS:
                x, y = field
                occupied = (
                    ((x, y - 1) in fields) * NORTH
                    | ((x + 1, y) in fields) * EAST
                    | ((x, y + 1) in fields) * SOUTH
                    | ((x - 1, y) in fields) * WEST
                )
                profile.append((field, occupied, HIGHWAYS[old] & occupied))
        empire.known_swaps = profile
    highways = HIGHWAYS[building]
    return tuple(field for field, occupied, old in empire.known_swaps if highways & occupied == old)


def swap(empire: Empire, building: int, field: Field) -> int:
    """Puts the building in place of the one on the field (swap_allowed) and returns the old one;
    the walking connections and the tunnels stay as they were."""
    old = empire.fields[field]
    empire.fields[field] = building
    empire.swapped_at(field)
    return old


def broken_rules(empire: Empire) -> list[str]:
    """Every building rule the empire breaks, in words (empty for a proper empire)."""
    fields = empire.fields
    broken: list[str] = []
    if fields.get(HEADQUARTERS_FIELD) != HEADQUARTERS:
        broken.append("the headquarters does not stand on 0,0")
    for field, building in fields.items():
        if building == HEADQUARTERS and field != HEADQUARTERS_FIELD:
            broken.append(f"a second headquarters stands on {field}")
    for (x, y), building in fields.items():
        for side, dx, dy, opposite in (STEPS[1], STEPS[2]):
            neighbour = fields.get((x + dx, y + dy))
            if neighbour is not None and bool(HIGHWAYS[building] & side) != bool(
                HIGHWAYS[neighbour] & opposite
            ):
                broken.append(f"the sides of {(x, y)} and {(x + dx, y + dy)} do not match")
    for edge in empire.tunnels:
        if len(edge) != 2 or not all(end in fields for end in edge):
            broken.append(f"the tunnel {sorted(edge)} does not join two buildings")
            continue
        first, second = sorted_fields(edge)
        for side, dx, dy, opposite in STEPS:
            if (first[0] + dx, first[1] + dy) == second:
                if not (HIGHWAYS[fields[first]] & side and HIGHWAYS[fields[second]] & opposite):
                    broken.append(f"the tunnel {sorted(edge)} does not join two highways")
                break
        else:
            broken.append(f"the tunnel {sorted(edge)} joins no neighbours")
    unreachable = set(fields) - reachable_fields(empire)
    broken.extend(f"{field} is not reachable on foot" for field in sorted_fields(unreachable))
    holes = {
        (x + dx, y + dy)
        for x, y in fields
        for _side, dx, dy, _opposite in STEPS
        if (x + dx, y + dy) not in fields and _occupied_around(fields, x + dx, y + dy) == 4
    }
    broken.extend(f"{field} is a hole" for field in sorted_fields(holes))
    return broken


# ---- the highway ring -----------------------------------------------------------------------


def ring_segments(empire: Empire) -> list[tuple[Corner, Corner]]:
    """The highway segments on the empire's edge (a highway side whose neighbour field is empty),
    each between two corner points; the corner (x, y) is the north-west corner of field (x, y)."""
    fields = empire.fields
    segments: list[tuple[Corner, Corner]] = []
    for (x, y), building in fields.items():
        highways = HIGHWAYS[building]
        if not highways:
            continue
        if highways & NORTH and (x, y - 1) not in fields:
            segments.append(((x, y), (x + 1, y)))
        if highways & EAST and (x + 1, y) not in fields:
            segments.append(((x + 1, y), (x + 1, y + 1)))
        if highways & SOUTH and (x, y + 1) not in fields:
            segments.append(((x, y + 1), (x + 1, y + 1)))
        if highways & WEST and (x - 1, y) not in fields:
            segments.append(((x, y), (x, y + 1)))
    return segments


def _chains(
    adjacency: dict[Corner, list[tuple[int, Corner]]], component: list[Corner]
) -> dict[Corner, list[tuple[int, Corner, int]]]:
    """The component with every run through corners of degree two folded into one weighted edge:
    corner -> [(chain id, other end, segments)]; a loop is listed at its corner twice."""
    chains: dict[Corner, list[tuple[int, Corner, int]]] = {
        corner: [] for corner in component if len(adjacency[corner]) != 2
    }
    walked: set[int] = set()
    for start in chains:
        for segment, corner in adjacency[start]:
            if segment in walked:
                continue
            walked.add(segment)
            length = 1
            while len(adjacency[corner]) == 2:
                (first, first_end), (second, second_end) = adjacency[corner]
                segment, corner = (second, second_end) if first == segment else (first, first_end)
                walked.add(segment)
                length += 1
            chain = len(walked)  # unique: walked only grows
            chains[start].append((chain, corner, length))
            chains[corner].append((chain, start, length))
    return chains


def _longest_trail(chains: dict[Corner, list[tuple[int, Corner, int]]], total: int) -> int:
    """The longest trail (no chain twice) over the folded graph, exhaustively with a memo of
    (corner, chains used); it stops early once a trail uses every segment."""
    memo: dict[tuple[Corner, int], int] = {}

    def onward(corner: Corner, used: int) -> int:
        """The longest continuation from a corner with these chains used."""
        key = (corner, used)
        known = memo.get(key)
        if known is not None:
            return known
        best = 0
        for chain, other, length in chains[corner]:
            bit = 1 << chain
            if not used & bit:
                best = max(best, length + onward(other, used | bit))
        memo[key] = best
        return best

    best = 0
    for start in chains:
        best = max(best, onward(start, 0))
        if best == total:
            break
    return best


def highway_ring(empire: Empire) -> int:
    """The length in segments of the longest continuous highway on the empire's edge (the
    Autobahnring): the longest trail, no segment used twice, through the ring segments."""
    adjacency: dict[Corner, list[tuple[int, Corner]]] = {}
    for number, (first, second) in enumerate(ring_segments(empire)):
        adjacency.setdefault(first, []).append((number, second))
        adjacency.setdefault(second, []).append((number, first))
    best = 0
    seen: set[Corner] = set()
    for corner in adjacency:
        if corner in seen:
            continue
        seen.add(corner)
        component = [corner]
        for member in component:
            for _segment, other in adjacency[member]:
                if other not in seen:
                    seen.add(other)
                    component.append(other)
        degrees = [len(adjacency[member]) for member in component]
        total = sum(degrees) // 2
        if total <= best:
            continue
        if sum(degree & 1 for degree in degrees) <= 2:
            best = total  # an Euler trail runs through every segment
        else:
            best = max(best, _longest_trail(_chains(adjacency, component), total))
    return best


# ---- zones, neighbourhoods, counts -------------------------------------------------------------


def zone_scores(empire: Empire) -> dict[Field, int]:
    """Points of every Sonderwirtschaftszone by field: 1 per building in its row (⟷) or column
    (↕), contiguous both ways up to the first empty field or a highway across the way; every
    building counts (headquarters and other zones too), the zone itself not."""
    fields = empire.fields
    scores: dict[Field, int] = {}
    for field, zone_building in fields.items():
        zone = ZONE_OF[zone_building]
        if zone is None:
            continue
        points = 0
        for side, dx, dy, opposite in ROW_STEPS if zone == "row" else COLUMN_STEPS:
            x, y = field
            building = zone_building
            while not HIGHWAYS[building] & side:
                x, y = x + dx, y + dy
                following = fields.get((x, y))
                if following is None or HIGHWAYS[following] & opposite:
                    break
                points += 1
                building = following
        scores[field] = points
    return scores


def zone_points(empire: Empire) -> int:
    """The points all the empire's zones bring at a scoring."""
    return sum(zone_scores(empire).values())


def touching_pairs(empire: Empire, first_branch: int, second_branch: int) -> int:
    """How many sides a building of one branch shares with a building of the other (with the
    same branch twice, every shared side counts once)."""
    fields = empire.fields
    pairs = 0
    for (x, y), building in fields.items():
        branch = BRANCH_OF[building]
        if branch != first_branch and branch != second_branch:
            continue
        for neighbour in ((x + 1, y), (x, y + 1)):
            other = fields.get(neighbour)
            if other is None:
                continue
            other_branch = BRANCH_OF[other]
            if (branch == first_branch and other_branch == second_branch) or (
                branch == second_branch and other_branch == first_branch
            ):
                pairs += 1
    return pairs


def branch_counts(empire: Empire) -> list[int]:
    """Buildings per branch (Logistik … Wolkenkratzer); headquarters and zones do not count."""
    counts = [0] * len(BRANCHES)
    for building in empire.fields.values():
        branch = BRANCH_OF[building]
        if branch is not None:
            counts[branch] += 1
    return counts


def open_sides(empire: Empire) -> int:
    """How many free (highway-less) sides face an empty field: where the empire can still grow
    without a tunnel."""
    fields = empire.fields
    count = 0
    for (x, y), building in fields.items():
        highways = HIGHWAYS[building]
        for side, dx, dy, _opposite in STEPS:
            if not highways & side and (x + dx, y + dy) not in fields:
                count += 1
    return count
