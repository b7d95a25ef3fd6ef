"""The companies' pipeline networks: connected places, the longest continuous pipeline
(Goldenes Ventil), contracts fulfilled with the pump stations' borrowed pipelines, and the
fewest fields still missing for a contract."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence

from game.rules.speedpipe.maps import PipeMap

Edge = tuple[int, int, int]  # (place a, place b, length)


def join(labels: list[int], a: int, b: int) -> None:
    """Joins the networks of two places: every place labelled like b takes a's label."""
    keep, gone = labels[a], labels[b]
    if keep != gone:
        for place, label in enumerate(labels):
            if label == gone:
                labels[place] = keep


def labels_of(places: int, edges: Iterable[tuple[int, int]]) -> list[int]:
    """Network labels of every place for these pipelines: places share a label exactly when
    the pipelines join them (a place alone keeps its own id)."""
    parent = list(range(places))
    for a, b in edges:
        while parent[a] != a:
            a = parent[a]
        while parent[b] != b:
            b = parent[b]
        if a != b:
            parent[b] = a
    labels = []
    for place in range(places):
        while parent[place] != place:
            place = parent[place]
        labels.append(place)
    return labels


def longest_trail(edges: Sequence[Edge]) -> int:
    """The longest continuous pipeline: fields of a trail using each pipeline at most once
    (places may repeat)."""
    if not edges:
        return 0
    adjacency: dict[int, list[tuple[int, int, int]]] = {}
    for index, (a, b, length) in enumerate(edges):
        adjacency.setdefault(a, []).append((index, b, length))
        adjacency.setdefault(b, []).append((index, a, length))
    best = 0
    seen: set[int] = set()
    for start in adjacency:
        if start in seen:
            continue
        component = _component(adjacency, start)
        seen |= component
        odd = [place for place in component if len(adjacency[place]) % 2]
        total = sum(length for a, b, length in edges if a in component)
        if len(odd) <= 2:
            # An Euler trail or circuit runs through every pipeline of the network.
            best = max(best, total)
            continue
        # A longest trail that is not the whole network starts at a place of odd degree:
        # elsewhere an unused pipeline would lengthen it.
        for place in sorted(odd):
            best = max(best, _longest_from(adjacency, place, 0))
            if best == total:
                break
    return best


def _component(adjacency: dict[int, list[tuple[int, int, int]]], start: int) -> set[int]:
    """The places reached from start."""
    found = {start}
    queue = [start]
    while queue:
        place = queue.pop()
        for _index, other, _length in adjacency[place]:
            if other not in found:
                found.add(other)
                queue.append(other)
    return found


def _longest_from(adjacency: dict[int, list[tuple[int, int, int]]], place: int, used: int) -> int:
    """The most fields a trail from this place adds without the used pipelines (a bit mask)."""
    best = 0
    for index, other, length in adjacency[place]:
        bit = 1 << index
        if not used & bit:
            gained = length + _longest_from(adjacency, other, used | bit)
            if gained > best:
                best = gained
    return best


def shortest_completion(
    pipe_map: PipeMap, cost: Sequence[int | None], a: int, b: int
) -> tuple[int, tuple[int, ...]] | None:
    """The fewest fields from a to b and the routes of one such way (the earliest found when
    several are equally short); cost per route: 0 for own pipelines, the length for routes
    still to lay, None where the way is closed. None when b cannot be reached."""
    distance = {a: 0}
    came: dict[int, tuple[int, int]] = {}
    queue = [(0, a)]
    done: set[int] = set()
    while queue:
        far, place = heapq.heappop(queue)
        if place in done:
            continue
        done.add(place)
        if place == b:
            break
        for route_id in pipe_map.routes_at[place]:
            step = cost[route_id]
            if step is None:
                continue
            other = pipe_map.routes[route_id].other_end(place)
            total = far + step
            if other not in distance or total < distance[other]:
                distance[other] = total
                came[other] = (place, route_id)
                heapq.heappush(queue, (total, other))
    if b not in done:
        return None
    path: list[int] = []
    place = b
    while place != a:
        place, route_id = came[place]
        path.append(route_id)
    return distance[b], tuple(reversed(path))


def longest_trail_edges(edges: Sequence[Edge]) -> tuple[int, ...]:
    """The pipelines (by index into edges, in order along the way) of one longest continuous
    pipeline, as many fields as longest_trail counts; the first found on a tie, () without
    edges."""
    adjacency: dict[int, list[tuple[int, int, int]]] = {}
    for index, (a, b, length) in enumerate(edges):
        adjacency.setdefault(a, []).append((index, b, length))
        adjacency.setdefault(b, []).append((index, a, length))
    best: tuple[int, ...] = ()
    best_fields = 0
    seen: set[int] = set()
    for start in adjacency:
        if start in seen:
            continue
        component = _component(adjacency, start)
        seen |= component
        odd = sorted(place for place in component if len(adjacency[place]) % 2)
        total = sum(length for a, _b, length in edges if a in component)
        if len(odd) <= 2:
            # The whole network in one trail, from a place of odd degree where there is one.
            trail = _euler_trail(adjacency, odd[0] if odd else min(component))
            if total > best_fields:
                best, best_fields = trail, total
            continue
        for place in odd:
            fields, trail = _longest_trail_from(adjacency, place, 0)
            if fields > best_fields:
                best, best_fields = trail, fields
            if best_fields == total:
                break
    return best


def _euler_trail(adjacency: dict[int, list[tuple[int, int, int]]], start: int) -> tuple[int, ...]:
    """Every pipeline of start's network in one trail from start (Hierholzer); start must be a
    place of odd degree when the network has two."""
    used: set[int] = set()
    next_edge: dict[int, int] = {}
    stack: list[tuple[int, int]] = [(start, -1)]
    trail: list[int] = []
    while stack:
        place, arrived_by = stack[-1]
        links = adjacency[place]
        position = next_edge.get(place, 0)
        while position < len(links) and links[position][0] in used:
            position += 1
        next_edge[place] = position
        if position == len(links):
            stack.pop()
            if arrived_by >= 0:
                trail.append(arrived_by)
        else:
            index, other, _length = links[position]
            used.add(index)
            stack.append((other, index))
    trail.reverse()
    return tuple(trail)


def _longest_trail_from(
    adjacency: dict[int, list[tuple[int, int, int]]], place: int, used: int
) -> tuple[int, tuple[int, ...]]:
    """The most fields a trail from this place adds without the used pipelines (a bit mask),
    with the pipelines it runs along."""
    best: tuple[int, tuple[int, ...]] = (0, ())
    for index, other, length in adjacency[place]:
        bit = 1 << index
        if not used & bit:
            fields, rest = _longest_trail_from(adjacency, other, used | bit)
            if length + fields > best[0]:
                best = (length + fields, (index, *rest))
    return best
