"""docs/rules/speedpipe.md names, for every own determination, tests that exist, and its figures
of the two maps are those of the map files."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.rules.speedpipe.catalogue import GREY, PAINTS
from game.rules.speedpipe.maps import MAP_KEYS, load_map
from tests.rules.docs_citations import REPOSITORY, check_citations, labels_up_to

HERE = Path(__file__).resolve().parent
DOC = REPOSITORY / "docs" / "rules" / "speedpipe.md"


def _page() -> str:
    """The docs page with its line breaks and indents collapsed to single spaces."""
    return " ".join(DOC.read_text(encoding="utf-8").split())


def _counted(parts: list[str]) -> str:
    """'a, b und c'."""
    return ", ".join(parts[:-1]) + " und " + parts[-1] if len(parts) > 1 else parts[0]


def _map_figures(key: str) -> list[str]:
    """The sentences the docs page must hold about a map, worked out from its data file."""
    pipe_map = load_map(key)
    name = pipe_map.names["de"]
    kinds = Counter(place.kind for place in pipe_map.places)
    routes = pipe_map.routes
    lengths = Counter(route.length for route in routes)
    by_length = _counted([f"{count} × {length}" for length, count in sorted(lengths.items())])
    fields: Counter[int] = Counter()
    for route in routes:
        fields[route.paint] += route.length
    painted = [fields[paint] for paint in range(PAINTS)]
    grey = [route for route in routes if route.paint == GREY]
    doubles = sum(route.twin is not None for route in routes) // 2
    longs = [contract.value for contract in pipe_map.contracts if contract.long]
    shorts = [contract.value for contract in pipe_map.contracts if not contract.long]
    return [
        f"{name} hat {len(pipe_map.places)} Orte ({kinds['oil_field']} Ölfelder, "
        f"{kinds['platform']} Bohrinseln, {kinds['refinery']} Raffinerien, {kinds['port']} Häfen)"
        f" und {len(routes)} Trassen mit {sum(fields.values())} Feldern, nach Länge {by_length} "
        f"Felder; darunter {doubles} Doppelleitungen, "
        f"{sum(route.mountain for route in routes)} Gebirgsleitungen, "
        f"{sum(route.underwater for route in routes)} Unterwasserleitungen und {len(grey)} graue "
        f"Trassen ({sum(route.length for route in grey)} Felder), jeder Anstrich hat "
        f"{min(painted)} bis {max(painted)} Felder.",
        f"{name} hat {len(longs)} Fernaufträge im Wert von {min(longs)} bis {max(longs)} und "
        f"{len(shorts)} kurze Aufträge im Wert von {min(shorts)} bis {max(shorts)}.",
    ]


def test_every_determination_names_existing_tests() -> None:
    """Each of the determinations a to z cites at least one test, and every cited test exists
    (by its module in this folder, or by its path from the repository root)."""
    check_citations(DOC, labels_up_to("ab"), HERE)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_the_documented_maps_agree_with_the_map_files(key: str) -> None:
    """The counts of places, routes, lengths, kinds, paints and contracts on the docs page are
    those of the map file; no double route is a mountain or underwater pipeline."""
    page = _page()
    for sentence in _map_figures(key):
        assert sentence in page, sentence
    routes = load_map(key).routes
    assert not any(
        route.twin is not None and (route.mountain or route.underwater) for route in routes
    )
