"""The Tycoon board widget: the nine cities drawn from a view in German and English with every
text fitting, red fields and seats marked by shapes as well as colours, taps and drops naming
spots, the kept picture drawing anew only what changed, and the animations of flights and of
pieces coming onto the board."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.tycoon import board_geometry as geometry
from game.client.scenes.tables.tycoon.board_view import BoardView, board_gaps
from game.client.scenes.tables.tycoon.city_paint import RED, hotel_spot
from game.client.scenes.tables.tycoon.layout import BOARD_RECT, city_rect, home_point
from game.client.scenes.tables.tycoon.pieces import MARKS, mark_of
from game.client.scenes.tables.tycoon.plane_flight import PlaneFlight
from game.client.scenes.tables.tycoon.spots import CITY, FIELD, LANDING, SITE, TableSpot
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CITIES
from game.rules.tycoon.moves import BuildFactory, BuildHotel, Fly, Renovate
from game.rules.tycoon.state import TycoonState
from game.texts import set_language
from tests.client.text_fit import findings
from tests.client.tycoon.positions import new_state, played_until

CANVAS = (1920, 1080)


def late_state() -> TycoonState:
    """A third round with long chains, hotels waiting on Stadtbilder and factories."""
    state, _ = played_until(
        lambda s, seat, move: s.round == 3 and sum(s.chain_end) > 50, players=5, seed=3
    )
    return state


def board_of(view: dict[str, Any], taps: list[TableSpot] | None = None) -> BoardView:
    """A board showing a view; taps collect what it names."""
    board = BoardView(taps.append if taps is not None else lambda spot: None)
    board.show(view, 0)
    return board


def pixels(surface: pygame.Surface, area: pygame.Rect | None = None) -> bytes:
    """The colours of a surface (or of an area of it), to compare drawings."""
    part = surface if area is None else surface.subsurface(area).copy()
    return pygame.image.tobytes(part, "RGB")


def drawn(board: BoardView) -> pygame.Surface:
    """The board drawn onto a fresh canvas."""
    surface = pygame.Surface(CANVAS)
    board.draw(surface)
    return surface


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_text_of_a_late_board_fits_in_both_languages(language: str) -> None:
    set_language(language)
    state = late_state()
    board = board_of(state.view(0))
    board.light(cities=[1], landings=[(2, 0)], sites=[(4, 0)])
    surface = pygame.Surface(CANVAS)
    with recording_texts() as recording:
        board.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    words = {line.whole for line in recording.texts}
    assert {city.name for city in CITIES} <= words
    kinds = {"de": {"günstig", "mittel", "teuer", "Stadtbild"}, "en": {"cheap", "dear"}}
    assert kinds[language] <= words
    assert {"Hotel 2", "Hotel 5"} <= words
    full = {"de": "voll", "en": "full"}[language]
    assert (full in words) is any(end == 14 for end in state.chain_end)


def test_red_fields_carry_a_red_corner_and_the_next_field_its_mark() -> None:
    view = new_state(3, 1).view(0)
    surface = drawn(board_of(view))
    aurelia = CITIES[0].chain
    red = min(aurelia.red)
    plain = red - 1
    for field, is_red in ((red, True), (plain, False)):
        rect = geometry.field_rect(0, field)
        corner = surface.get_at((rect.x + 3, rect.bottom - 4))[:3]
        assert (corner == RED) is is_red
    # The first field of an empty chain is the next one: framed in the accent colour.
    first = geometry.field_rect(0, 0)
    assert (
        surface.get_at((first.x + 1, first.centery))[:3]
        != surface.get_at((geometry.field_rect(0, 1).x + 1, first.centery))[:3]
    )


def test_every_seat_has_its_own_mark_besides_its_colour() -> None:
    assert len({mark_of(seat) for seat in range(5)}) == 5 == len(MARKS)


def test_the_kept_picture_draws_anew_only_the_changed_field() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, BuildHotel), players=3, seed=2)
    board = board_of(state.view(0))
    before = drawn(board)
    again = drawn(board)
    assert pixels(before) == pixels(again)
    events = state.play(state.to_act()[0], move)
    built = next(event for event in events if isinstance(event, ev.HotelBuilt))
    board.show(state.view(0), 0)
    after = drawn(board)
    spot = hotel_spot(built.city, built.field)
    assert before.get_at(spot.center) != after.get_at(spot.center)
    far = city_rect((built.city + 4) % 9).center
    assert before.get_at(far) == after.get_at(far)


def test_a_tap_names_the_spot_and_a_drop_the_landing_place_or_city() -> None:
    taps: list[TableSpot] = []
    board = board_of(new_state(3, 1).view(0), taps)
    field = geometry.field_rect(4, 9).center
    assert board.handle(Intent(IntentKind.TAP, field))
    assert taps == [TableSpot(FIELD, 4, 9)]
    assert not board.handle(Intent(IntentKind.TAP, (BOARD_RECT.right + 40, 300)))
    assert len(taps) == 1
    landing = geometry.landing_rect(6, 1).center
    assert board.drop_spot(landing) == TableSpot(LANDING, 6, 1)
    assert board.drop_spot(geometry.site_rect(6, 0).center) == TableSpot(CITY, 6)
    assert board.drop_spot((BOARD_RECT.right + 40, 300)) is None
    board.handle(Intent(IntentKind.HOVER, geometry.site_rect(2, 1).center))
    assert board.hovered_spot == TableSpot(SITE, 2, 1)


def test_a_flight_from_home_arcs_up_to_its_landing_place_and_lands() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, Fly), players=3, seed=4)
    player = state.to_act()[0]
    assert state.plane_city[player] == -1
    board = board_of(state.view(0))
    events = state.play(player, move)
    flown = next(event for event in events if isinstance(event, ev.Flown))
    assert board.animate(flown, 1.0)
    board.show(state.view(0), 0)
    flight = board._flights[player]
    start = home_point(player, 3)
    end = (
        geometry.landing_plane_rect(flown.city, flown.place).center
        if flown.place >= 0
        else geometry.air_rect(flown.city).center
    )
    assert flight.point(0.0) == pytest.approx(start)
    assert flight.point(1.0) == pytest.approx(end)
    middle = flight.point(0.5)
    assert middle[1] < (start[1] + end[1]) / 2  # the arc bows upwards
    assert board.busy and board.flying(player)
    board.update(0.5)
    halfway = drawn(board)
    x, y = flight.point()
    assert halfway.get_at((round(x), round(y)))[:3] != THEME.colours.background
    board.update(0.6)
    assert not board.busy and not board.flying(player)


def test_a_loan_flies_the_plane_home_from_its_landing_place() -> None:
    view = new_state(3, 1).view(0)
    board = board_of(view)
    landed = dict(view)
    landed["plane_city"] = [3, -1, -1]
    landed["plane_place"] = [1, -1, -1]
    board.show(landed, 0)
    board.show(view, 0)  # the loan's view: the plane is home again
    assert board.animate(ev.LoanTaken(0, 10, True), 0.8)
    flight = board._flights[0]
    assert flight.start == pytest.approx(geometry.landing_plane_rect(3, 1).center)
    assert flight.end == pytest.approx(home_point(0, 3))
    assert not board.animate(ev.LoanTaken(1, 10, False), 0.8)


def test_the_heading_follows_the_arc() -> None:
    flight = PlaneFlight(0, (0.0, 500.0), (400.0, 500.0), 1.0, (60, 44))
    assert -math.pi / 2 < flight.heading(0.0) < 0  # climbing to the right
    assert flight.heading(0.5) == pytest.approx(0.0, abs=1e-6)
    assert 0 < flight.heading(1.0) < math.pi / 2  # coming down
    with pytest.raises(ValueError, match="positive duration"):
        PlaneFlight(0, (0.0, 0.0), (1.0, 1.0), 0.0, (60, 44))


def test_pieces_appear_at_their_place_and_settle() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, BuildFactory), players=3, seed=1)
    player = state.to_act()[0]
    board = board_of(state.view(0))
    events = state.play(player, move)
    built = next(event for event in events if isinstance(event, ev.FactoryBuilt))
    board.show(state.view(0), 0)
    settled = drawn(board)
    assert board.animate(built, 0.5)
    board.update(0.05)
    growing = drawn(board)
    site = geometry.site_rect(built.city, built.site)
    area = site.inflate(60, 60).clip(BOARD_RECT)
    assert pixels(growing, area) != pixels(settled, area)
    board.update(1.0)
    assert not board.busy
    again = drawn(board)
    assert pixels(again) == pixels(settled)


def test_a_red_field_sends_a_hotel_to_the_stadtbild_on_its_way() -> None:
    def red_build(s: TycoonState, seat: int, m: object) -> bool:
        if not isinstance(m, BuildHotel):
            return False
        city = s.plane_city[seat]
        return s.chain_end[city] in CITIES[city].chain.red

    state, move = played_until(red_build, players=3, seed=1)
    board = board_of(state.view(0))
    events = state.play(state.to_act()[0], move)
    sent = next(event for event in events if isinstance(event, ev.SentToRenovation))
    board.show(state.view(0), 0)
    assert board.animate(sent, 0.6)
    piece = board._pieces[-1]
    assert piece.start == hotel_spot(sent.city, sent.field)
    assert geometry.renovation_rect(sent.city).contains(piece.end)
    board.update(0.7)
    assert not board.busy


def test_events_the_board_does_not_show_and_a_missing_view_start_nothing() -> None:
    board = BoardView(lambda spot: None)
    assert not board.animate(ev.FlewHome(0, 4), 1.0)
    board.show(new_state(2, 1).view(0), 0)
    assert not board.animate(ev.TurnBegan(1), 1.0)
    assert not board.animate(ev.FlewHome(0, 4), 0.0)
    assert board.animate(ev.FlewHome(0, 4), 1.0)


def test_the_city_a_payday_counts_stays_bright_and_the_others_dim() -> None:
    board = board_of(late_state().view(0))
    plain = drawn(board)
    board.highlight_city(4)
    lit = drawn(board)
    inside = geometry.header_rect(4).center
    other = geometry.header_rect(0).center
    assert lit.get_at(inside) == plain.get_at(inside)
    assert sum(lit.get_at(other)[:3]) < sum(plain.get_at(other)[:3])
    board.highlight_city(None)
    assert pixels(drawn(board)) == pixels(plain)


def test_planes_in_flight_may_be_drawn_apart_above_the_panels() -> None:
    board = board_of(new_state(3, 1).view(0))
    board.animate(ev.FlewHome(1, 4), 1.0)
    board.update(0.5)
    x, y = board._flights[1].point()
    board.flights_apart = True
    without = drawn(board)
    board.draw_flights(without)
    board.flights_apart = False
    assert pixels(without) == pixels(drawn(board))
    assert without.get_at((round(x), round(y)))[:3] != THEME.colours.background


def test_a_renovated_hotel_comes_back_from_the_stadtbild_to_the_chains_end() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, Renovate), players=3, seed=1)
    player = state.to_act()[0]
    board = board_of(state.view(0))
    city = state.plane_city[player]
    slot = state.renovation[city].index(player)
    events = state.play(player, move)
    renovated = next(event for event in events if isinstance(event, ev.HotelRenovated))
    assert board.animate(renovated, 0.6)  # before the view shows it back
    piece = board._pieces[-1]
    assert piece.start == geometry.waiting_rect(city, slot)
    assert piece.end == hotel_spot(city, renovated.field)
    board.update(0.7)
    assert not board.busy


def test_the_gaps_and_the_cards_cover_the_board() -> None:
    parts = [*board_gaps(BOARD_RECT), *(city_rect(city) for city in range(9))]
    covered = pygame.Surface(BOARD_RECT.size)
    for part in parts:
        assert BOARD_RECT.contains(part)
        covered.fill((255, 255, 255), part.move(-BOARD_RECT.x, -BOARD_RECT.y))
    white = pygame.mask.from_threshold(covered, (255, 255, 255), (1, 1, 1, 255))
    assert white.count() == BOARD_RECT.width * BOARD_RECT.height
    # The gaps are thin strips, not the whole board painted twice a frame.
    assert all(min(gap.size) <= 24 for gap in board_gaps(BOARD_RECT))


def test_a_flight_from_a_landing_place_starts_there_though_the_view_follows_at_once() -> None:
    view = new_state(3, 1).view(0)
    view["plane_city"][2], view["plane_place"][2] = 1, 0
    view["landing"][1][0] = 2
    board = board_of(view)
    # The scene animates, then lets the shown view follow the event in place and shows it.
    assert board.animate(ev.Flown(2, 0, 1, 8, 1), 0.9)
    view["plane_city"][2], view["plane_place"][2] = 8, 1
    board.show(view, 0)
    flight = board._flights[2]
    assert flight.start == pytest.approx(geometry.landing_plane_rect(1, 0).center)
    assert flight.end == pytest.approx(geometry.landing_plane_rect(8, 1).center)
    # A second flight on from there starts where the first one landed.
    board.update(1.0)
    assert board.animate(ev.Flown(2, 1, 8, 4, -1), 0.9)
    assert board._flights[2].start == pytest.approx(geometry.landing_plane_rect(8, 1).center)
    assert board._flights[2].end == pytest.approx(geometry.air_rect(4).center)
