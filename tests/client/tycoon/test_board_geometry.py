"""The Tycoon board's geometry: every part of a city card inside its card and apart from the
others, and the spot under a point being the spot whose rectangle holds it."""

from __future__ import annotations

from typing import Any

import pytest

from game.client.scenes.tables.tycoon import board_geometry as geometry
from game.client.scenes.tables.tycoon.layout import BOARD_RECT, city_rect
from game.client.scenes.tables.tycoon.spots import (
    CITY,
    FIELD,
    LANDING,
    PLANE,
    RENOVATION,
    SITE,
    TableSpot,
)
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, CITY_COUNT
from tests.client.tycoon.positions import new_state


def parts(city: int) -> list[TableSpot]:
    """Every spot of a city card but the card itself."""
    spots = [TableSpot(LANDING, city, place) for place in (0, 1)]
    spots += [TableSpot(FIELD, city, field) for field in range(CHAIN_LENGTH)]
    spots.append(TableSpot(RENOVATION, city))
    spots += [TableSpot(SITE, city, site) for site in range(len(CITIES[city].factory_prices))]
    return spots


@pytest.mark.parametrize("city", range(CITY_COUNT))
def test_every_part_lies_inside_its_card_and_apart_from_the_others(city: int) -> None:
    card = city_rect(city)
    rects = [geometry.header_rect(city)]
    for spot in parts(city):
        rect = geometry.spot_rect(spot)
        assert rect is not None, spot
        rects.append(rect)
    for index, rect in enumerate(rects):
        assert card.contains(rect), (rect, card)
        for other in rects[index + 1 :]:
            assert not rect.colliderect(other), (rect, other)
    # A field is large enough to show two amounts and a hotel; a landing place a plane.
    assert geometry.field_rect(city, 0).width >= 44
    assert geometry.landing_rect(city, 0).contains(geometry.landing_plane_rect(city, 0))


@pytest.mark.parametrize("city", range(CITY_COUNT))
def test_the_spot_at_a_parts_middle_is_that_part(city: int) -> None:
    for spot in parts(city):
        rect = geometry.spot_rect(spot)
        assert rect is not None
        assert geometry.spot_at(rect.center) == spot
    header = geometry.header_rect(city)
    assert geometry.spot_at(header.center) == TableSpot(CITY, city)
    assert geometry.spot_rect(TableSpot(CITY, city)) == city_rect(city)


def test_points_off_the_cards_are_no_spot_and_unknown_spots_have_no_rect() -> None:
    assert geometry.spot_at((BOARD_RECT.x - 5, BOARD_RECT.y + 5)) is None
    between = (city_rect(0).right + 3, city_rect(0).centery)
    assert geometry.spot_at(between) is None
    assert geometry.spot_rect(TableSpot(SITE, 3, 1)) is None  # Dunhaven has one site
    assert geometry.spot_rect(TableSpot(FIELD, 0, CHAIN_LENGTH)) is None
    assert geometry.spot_rect(TableSpot("bank", -1, -1, 0)) is None
    with pytest.raises(ValueError, match="no factory site 1"):
        geometry.site_rect(3, 1)
    with pytest.raises(ValueError, match="no chain field 14"):
        geometry.field_rect(0, 14)


def test_the_rows_of_the_chain_run_left_to_right_top_row_first() -> None:
    first, seventh, eighth = (geometry.field_rect(4, field) for field in (0, 6, 7))
    assert first.y == seventh.y < eighth.y
    assert first.x < seventh.x
    assert eighth.x == first.x


def plane_view(city: int, place: int) -> dict[str, Any]:
    """A start view with player 1's plane on a landing place (or over the city)."""
    view = new_state(3, 1).view(0)
    view["plane_city"][1] = city
    view["plane_place"][1] = place
    if place >= 0:
        view["landing"][city][place] = 1
    return view


def test_a_plane_on_a_landing_place_lies_over_the_place_and_is_found_first() -> None:
    view = plane_view(2, 1)
    rect = geometry.spot_rect(TableSpot(PLANE, player=1), view)
    assert rect == geometry.landing_plane_rect(2, 1)
    assert geometry.spot_at(rect.center, view) == TableSpot(PLANE, player=1)
    # Without the view (or beside the plane) the landing place answers.
    assert geometry.spot_at(rect.center) == TableSpot(LANDING, 2, 1)
    top = geometry.landing_rect(2, 1).midtop
    assert geometry.spot_at((top[0], top[1] + 3), view) == TableSpot(LANDING, 2, 1)
    # Planes at home are not on the board.
    assert geometry.spot_rect(TableSpot(PLANE, player=0), view) is None
    assert geometry.spot_rect(TableSpot(PLANE, player=7), view) is None


def test_a_plane_over_a_city_hangs_above_its_card() -> None:
    view = plane_view(5, -1)
    rect = geometry.spot_rect(TableSpot(PLANE, player=1), view)
    assert rect == geometry.air_rect(5)
    assert city_rect(5).contains(rect)
    assert geometry.spot_at(rect.center, view) == TableSpot(PLANE, player=1)
