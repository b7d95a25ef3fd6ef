"""Info windows for Speedtycoon buildings, in words from the catalogues: what the building is
(branch, zone or Konzernzentrale), its price and trading place, its highway sides, the rule of
its branch and of where it lies (Imperium, Planung, Zu bauen), and a Staatsauftrag on it."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.empire_paint import draw_building
from game.client.widgets.info import InfoContent
from game.rules.speedtycoon.catalogue import (
    BRANCHES,
    BUILDINGS,
    CURRENCIES,
    HEADQUARTERS,
    PLACES,
    SIDE_LETTERS,
    Building,
)
from game.texts import text

# Where the building lies, with the catalogue key of that place's rule.
WHERE_RULES: dict[str, str] = {
    "empire": "speedtycoon.buildings.empire_rule",
    "planung": "speedtycoon.buildings.planning_rule",
    "zu_bauen": "speedtycoon.buildings.to_build_rule",
    "market": "speedtycoon.buildings.buy_rule",
}
SIDE_WORDS: dict[str, str] = {"N": "north", "E": "east", "S": "south", "W": "west"}
PICTURE_SIDE = 144


def building_name(building: int) -> str:
    """The building's name: its branch, 'Konzernzentrale' or the zone with its direction."""
    tile = _tile(building)
    if building == HEADQUARTERS:
        return text("speedtycoon.buildings.headquarters_name")
    if tile.zone is not None:
        return text(f"speedtycoon.buildings.zone_{tile.zone}_name")
    assert tile.branch is not None  # every other building belongs to a branch
    return text(f"speedtycoon.branches.{BRANCHES[tile.branch]}.name")


def place_name(place: int) -> str:
    """A trading place's name from the catalogue ('New York', ...)."""
    if not 0 <= place < len(PLACES):
        raise ValueError(f"there is no trading place {place} (0 to {len(PLACES) - 1})")
    return text(f"speedtycoon.places.{PLACES[place].lower().replace(' ', '_')}.name")


def price_line(building: int, place: int | None = None, price: int | None = None) -> str:
    """The price at a trading place ('Preis 7 € in Frankfurt.') or, away from the market, the
    printed one."""
    tile = _tile(building)
    if place is None:
        return text("speedtycoon.empire.printed_price", price=tile.price)
    return text(
        "speedtycoon.buildings.price",
        price=tile.price if price is None else price,
        currency=CURRENCIES[place],
        place=place_name(place),
    )


def highway_line(building: int) -> str:
    """The building's highway sides in words, or that it has none."""
    highways = _tile(building).highways
    sides = [
        text(f"speedtycoon.buildings.{SIDE_WORDS[letter]}")
        for letter, side in SIDE_LETTERS.items()
        if highways & side
    ]
    if not sides:
        return text("speedtycoon.buildings.no_highways")
    return text("speedtycoon.buildings.highways", sides=", ".join(sides))


def building_info(
    building: int,
    where: str = "empire",
    *,
    place: int | None = None,
    price: int | None = None,
    ordered: bool = False,
    for_you: tuple[str, ...] = (),
    clear_of: tuple[pygame.Rect, ...] = (),
) -> InfoContent:
    """The info window of a building lying in the empire, Planung, Zu bauen or at the market
    (there with its trading place and the price for the viewer), with a picture of the tile;
    for_you holds what the table knows it means for the viewer now, clear_of what the window
    must leave uncovered (the tile it explains)."""
    if where not in WHERE_RULES:
        raise ValueError(f"'{where}' is not a place of buildings ({', '.join(WHERE_RULES)})")
    tile = _tile(building)
    lines: list[str] = []
    if building == HEADQUARTERS:
        lines.append(text("speedtycoon.buildings.headquarters_rule"))
    else:
        lines.append(price_line(building, place, price))
        lines.append(highway_line(building))
        if tile.zone is not None:
            lines.append(text(f"speedtycoon.buildings.zone_{tile.zone}_rule"))
        else:
            assert tile.branch is not None
            lines.append(text(f"speedtycoon.branches.{BRANCHES[tile.branch]}.rule"))
        lines.append(text(WHERE_RULES[where]))
        if ordered:
            lines.append(text("speedtycoon.buildings.ordered_rule"))
    picture = pygame.Surface((PICTURE_SIDE, PICTURE_SIDE), pygame.SRCALPHA)
    draw_building(picture, building, picture.get_rect(), ordered)
    return InfoContent(building_name(building), lines, list(for_you), picture, clear_of)


def _tile(building: int) -> Building:
    """The catalogue's tile, refused in words for a number that is none."""
    if not 0 <= building < len(BUILDINGS):
        raise ValueError(f"there is no building {building} (0 to {len(BUILDINGS) - 1})")
    return BUILDINGS[building]
