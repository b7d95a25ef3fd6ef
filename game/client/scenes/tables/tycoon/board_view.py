"""The Tycoon board as a widget: the nine city cards of a table view (each kept as a picture
while it stays the same, so that a frame costs a few blits), the planes on their landing places or
circling over a city, lit destinations and targets, the city a payday counts, the spot under the
mouse; taps and drops name a TableSpot; flights, new hotels and factories and hotels sent to or
back from the Stadtbild are animated."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from functools import cache, partial
from typing import Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.tycoon import board_geometry as geometry
from game.client.scenes.tables.tycoon.board_geometry import (
    AIR_SIZE,
    PLANE_SIZE,
    air_rect,
    landing_plane_rect,
    landing_rect,
    site_rect,
    waiting_rect,
)
from game.client.scenes.tables.tycoon.city_paint import (
    city_key,
    factory_spot,
    hotel_spot,
    paint_city,
    paint_field,
    paint_site,
    paint_waiting,
)
from game.client.scenes.tables.tycoon.hotel_pop import PieceAppearance, PieceMove
from game.client.scenes.tables.tycoon.layout import BOARD_RECT, city_rect, home_point
from game.client.scenes.tables.tycoon.pieces import (
    factory_picture,
    hotel_picture,
    plane_picture,
    turned_plane,
)
from game.client.scenes.tables.tycoon.plane_flight import SHADOW, PlaneFlight
from game.client.scenes.tables.tycoon.spots import CITY, LANDING, TableSpot
from game.client.theme import THEME
from game.client.widgets.base import Widget
from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CITY_COUNT
from game.texts import language

Point = tuple[float, float]
Place = tuple[int, int]  # (city or -1 for the home bank, landing place or -1 for the air)
AT_HOME: Place = (-1, -1)
LIGHT = THEME.colours.accent
HOVER = THEME.colours.text
# The circle an airborne plane flies over its city (pixels across and high) and its pace.
CIRCLE = (12.0, 5.0)
CIRCLE_SPEED = 1.6
# How dark the cities not being counted at a payday get.
DIM_ALPHA = 120


@cache
def _gaps(board: tuple[int, int, int, int]) -> tuple[pygame.Rect, ...]:
    """The strips of a board's rectangle that no city card covers (kept per rectangle)."""
    rect = pygame.Rect(board)
    cards = [city_rect(city) for city in range(CITY_COUNT)]
    columns = sorted({card.x for card in cards} | {card.right for card in cards})
    rows = sorted({card.y for card in cards} | {card.bottom for card in cards})
    strips: list[pygame.Rect] = []
    edges_x = [rect.x, *columns, rect.right]
    edges_y = [rect.y, *rows, rect.bottom]
    for left, right in zip(edges_x[::2], edges_x[1::2]):
        if right > left:
            strips.append(pygame.Rect(left, rect.y, right - left, rect.height))
    for top, bottom in zip(edges_y[::2], edges_y[1::2]):
        if bottom > top:
            strips.append(pygame.Rect(rect.x, top, rect.width, bottom - top))
    return tuple(strips)


def board_gaps(rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """The strips of the board between and around the city cards."""
    return _gaps(tuple(rect))


class BoardView(Widget):
    """The nine cities of a Tycoon table. on_tap gets the TableSpot of a tap on the board."""

    def __init__(
        self, on_tap: Callable[[TableSpot], None], rect: pygame.Rect | None = None
    ) -> None:
        super().__init__(rect if rect is not None else BOARD_RECT, focusable=False)
        self.on_tap = on_tap
        self.view: Mapping[str, Any] | None = None
        self.seat: int | None = None
        self.lit_cities: frozenset[int] = frozenset()
        self.lit_landings: frozenset[Place] = frozenset()
        self.lit_sites: frozenset[Place] = frozenset()
        self.highlighted: int | None = None
        self.hovered_spot: TableSpot | None = None
        # One kept picture per city card: a build draws only its own city anew.
        self._pictures: list[KeptPicture[None]] = [KeptPicture() for _ in range(CITY_COUNT)]
        self._flights: dict[int, PlaneFlight] = {}
        self._pieces: list[PieceAppearance | PieceMove] = []
        # Every plane's place in the latest view and in the view before it changed.
        self._places: list[Place] = []
        self._before: list[Place] = []
        self._clock = 0.0
        self._dim: pygame.Surface | None = None
        # When set, draw leaves the planes in flight out and the scene draws them last (with
        # draw_flights), above the Hausbanks and panels they fly over.
        self.flights_apart = False

    # ---- what is shown ------------------------------------------------------------------------

    def show(self, view: Mapping[str, Any], seat: int | None = None) -> None:
        """Shows a table view (as the seat sees it; every seat sees the same board)."""
        places = [(city, place) for city, place in zip(view["plane_city"], view["plane_place"])]
        if len(places) != len(self._places):
            self._places = list(places)
            self._before = list(places)
        for player, place in enumerate(places):
            if place != self._places[player]:
                self._before[player] = self._places[player]
                self._places[player] = place
        self.view = view
        self.seat = seat

    def light(
        self,
        cities: Iterable[int] = (),
        landings: Iterable[Place] = (),
        sites: Iterable[Place] = (),
    ) -> None:
        """Lights destinations and targets: cities, (city, place) landing places and (city,
        site) factory sites; nothing given clears the lights."""
        self.lit_cities = frozenset(cities)
        self.lit_landings = frozenset(landings)
        self.lit_sites = frozenset(sites)

    def highlight_city(self, city: int | None) -> None:
        """Marks the city a payday counts now and dims the others (None: no city)."""
        self.highlighted = city

    # ---- positions ----------------------------------------------------------------------------

    def spot_at(self, pos: Point | None) -> TableSpot | None:
        """The board spot under a canvas position (planes before their landing place)."""
        if pos is None or not self.contains(pos):
            return None
        return geometry.spot_at(pos, self.view)

    def spot_rect(self, spot: TableSpot) -> pygame.Rect | None:
        """The rectangle of a board spot in the shown view, or None."""
        return geometry.spot_rect(spot, self.view)

    def drop_spot(self, pos: Point | None) -> TableSpot | None:
        """Where a ticket dropped at pos would send the plane: a landing place under it, else
        the city whose card it is on (fly there, either place or over it); None off the cards."""
        if pos is None or not self.contains(pos):
            return None
        spot = geometry.spot_at(pos)
        if spot is None or spot.kind == LANDING:
            return spot
        return TableSpot(CITY, spot.city)

    # ---- input --------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Notes the spot under the mouse, then reacts as every widget does."""
        if intent.kind is IntentKind.HOVER:
            self.hovered_spot = self.spot_at(intent.pos)
        return super().handle(intent)

    def react(self, intent: Intent) -> bool:
        """A tap on a card names its spot to on_tap."""
        if self.tapped(intent):
            spot = self.spot_at(intent.pos)
            if spot is not None:
                self.on_tap(spot)
            return True
        return False

    # ---- animation ----------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Whether a plane is flying or a piece is still coming onto the board."""
        return bool(self._flights or self._pieces)

    def flying(self, player: int) -> bool:
        """Whether this player's plane is in flight now (the Hausbank leaves it out)."""
        return player in self._flights

    def animate(self, event: Event, seconds: float) -> bool:
        """Starts the animation of an event over this many seconds: flights (Flown, FlewHome,
        a loan that flew the plane home), new pieces (HotelBuilt, HotelRenovated,
        FactoryBuilt), a hotel sent to the Stadtbild. False for events the board does not
        animate (or none shown yet, or no time)."""
        if self.view is None or seconds <= 0:
            return False
        if isinstance(event, ev.Flown):
            start = self._plane_point(event.player, event.origin)
            end = (
                landing_plane_rect(event.city, event.place).center
                if event.place >= 0
                else air_rect(event.city).center
            )
            return self._fly(event.player, start, end, seconds)
        if isinstance(event, ev.FlewHome):
            return self._fly(
                event.player, air_rect(event.city).center, self._home(event.player), seconds
            )
        if isinstance(event, ev.LoanTaken):
            if not event.flew_home:
                return False
            city = self._last_city(event.player)
            if city < 0:
                return False
            start = self._plane_point(event.player, city)
            return self._fly(event.player, start, self._home(event.player), seconds)
        if isinstance(event, ev.HotelBuilt):
            return self._appear_hotel(event.player, event.city, event.field, seconds)
        if isinstance(event, ev.HotelRenovated):
            return self._renovated(event.player, event.city, event.field, seconds)
        if isinstance(event, ev.FactoryBuilt):
            return self._appear_factory(event.player, event.city, event.site, seconds)
        if isinstance(event, ev.SentToRenovation):
            return self._sent_away(event.owner, event.city, event.field, seconds)
        return False

    def update(self, dt: float) -> None:
        """Lets flights and pieces go on, and airborne planes circle."""
        self._clock += dt
        for player, flight in list(self._flights.items()):
            flight.update(dt)
            if flight.done:
                del self._flights[player]
        for piece in self._pieces:
            piece.update(dt)
        self._pieces = [piece for piece in self._pieces if not piece.done]

    def _home(self, player: int) -> tuple[int, int]:
        """Where a player's plane stands at his Hausbank."""
        assert self.view is not None
        return home_point(player, self.view["players"])

    def _last_city(self, player: int) -> int:
        """The city the plane stood in before it went home (the latest view may already have
        it at home)."""
        if self._places and self._places[player][0] >= 0:
            return self._places[player][0]
        return self._before[player][0] if self._before else -1

    def _plane_point(self, player: int, city: int) -> Point:
        """Where a plane that is (or was just) in city stands: its landing place as the views
        had it, else the air over the city; the home bank for city -1."""
        if city < 0:
            return self._home(player)
        for known_city, place in (self._places[player], self._before[player]):
            if known_city == city:
                return (
                    landing_plane_rect(city, place).center if place >= 0 else air_rect(city).center
                )
        return air_rect(city).center

    def _fly(self, player: int, start: Point, end: Point, seconds: float) -> bool:
        """A plane takes off from start for end."""
        self._flights[player] = PlaneFlight(player, start, end, seconds, PLANE_SIZE)
        return True

    def _end_of(self, city: int) -> int:
        """The shown view's chain end of a city."""
        assert self.view is not None
        end: int = self.view["chain_end"][city]
        return end

    def _appear_hotel(self, player: int, city: int, field: int, seconds: float) -> bool:
        """A new hotel grows on its field (painted as the next free field underneath)."""
        where = hotel_spot(city, field)

        def backdrop(surface: pygame.Surface) -> None:
            paint_field(surface, city, field, -1, field)

        picture = hotel_picture(player, *where.size)
        self._pieces.append(PieceAppearance(picture, where, player, seconds, backdrop))
        return True

    def _appear_factory(self, player: int, city: int, site: int, seconds: float) -> bool:
        """A new factory grows on its site (its price already shown beside it)."""
        where = factory_spot(city, site)

        def backdrop(surface: pygame.Surface) -> None:
            paint_site(surface, city, site, player, factory=False)

        picture = factory_picture(player, *where.size)
        self._pieces.append(PieceAppearance(picture, where, player, seconds, backdrop))
        return True

    def _waiting_slot(self, city: int, owner: int, arrived: bool) -> int:
        """The Stadtbild slot of a hotel that arrives there (the last one if the shown view
        has it already, else the next)."""
        assert self.view is not None
        waiting = self.view["renovation"][city]
        if arrived and waiting and waiting[-1] == owner:
            return len(waiting) - 1
        return len(waiting)

    def _sent_away(self, owner: int, city: int, field: int, seconds: float) -> bool:
        """A hotel leaves its field for the Stadtbild."""
        assert self.view is not None
        arrived = self.view["chains"][city][field] < 0
        slot = self._waiting_slot(city, owner, arrived)
        end = self._end_of(city)
        target = waiting_rect(city, slot)

        def backdrop(surface: pygame.Surface) -> None:
            paint_field(surface, city, field, -1, max(end, field + 1))
            paint_waiting(surface, city, slot, -1)

        picture = hotel_picture(owner, *hotel_spot(city, field).size)
        start = hotel_spot(city, field)
        self._pieces.append(PieceMove(picture, start, target, seconds, backdrop))
        return True

    def _renovated(self, player: int, city: int, field: int, seconds: float) -> bool:
        """A hotel comes back from the Stadtbild to the chain's end."""
        assert self.view is not None
        waiting = self.view["renovation"][city]
        back = self.view["chains"][city][field] == player
        slot = len(waiting) if back else (waiting.index(player) if player in waiting else 0)
        start = waiting_rect(city, slot)
        target = hotel_spot(city, field)

        def backdrop(surface: pygame.Surface) -> None:
            paint_field(surface, city, field, -1, field)
            if not back:
                # The shown view still has it waiting: its place there is left now.
                paint_waiting(surface, city, slot, -1)

        picture = hotel_picture(player, *target.size)
        self._pieces.append(PieceMove(picture, start, target, seconds, backdrop))
        return True

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The cards (from the kept picture), the payday's city, the lights, the spot under the
        mouse, pieces coming, the planes standing and circling, the planes in flight."""
        if not self.visible:
            return
        view = self.view
        if view is None:
            surface.fill(THEME.colours.background, self.rect)
            return
        # Only the gaps between the cards: the cards' pictures cover the rest.
        for gap in board_gaps(self.rect):
            surface.fill(THEME.colours.background, gap)
        words = language()
        for city, picture in enumerate(self._pictures):
            picture.draw(
                surface,
                city_rect(city),
                (city_key(city, view), words),
                partial(paint_city, surface, city, view),
            )
        self._draw_highlight(surface)
        self._draw_lights(surface)
        for piece in self._pieces:
            piece.draw(surface)
        self._draw_planes(surface, view)
        if not self.flights_apart:
            self.draw_flights(surface)

    def draw_flights(self, surface: pygame.Surface) -> None:
        """The planes in flight, wherever they are on the canvas."""
        for flight in self._flights.values():
            flight.draw(surface)

    def _draw_highlight(self, surface: pygame.Surface) -> None:
        """The city a payday counts framed, the others dimmed."""
        city = self.highlighted
        if city is None:
            return
        if self._dim is None or self._dim.get_size() != city_rect(0).size:
            self._dim = pygame.Surface(city_rect(0).size, pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, DIM_ALPHA))
        for other in range(CITY_COUNT):
            if other != city:
                surface.blit(self._dim, city_rect(other))
        pygame.draw.rect(surface, LIGHT, city_rect(city).inflate(6, 6), 4, 12)

    def _pulse(self) -> int:
        """The width of a lit frame now: it breathes between 2 and 4 pixels."""
        return 3 + round(math.sin(self._clock * 5))

    def _draw_lights(self, surface: pygame.Surface) -> None:
        """Lit cities, landing places and sites framed; the spot under the mouse ringed."""
        width = self._pulse()
        for city in self.lit_cities:
            pygame.draw.rect(surface, LIGHT, city_rect(city).inflate(6, 6), width, 12)
        for city, place in self.lit_landings:
            pygame.draw.rect(surface, LIGHT, landing_rect(city, place).inflate(4, 4), width + 1, 9)
        for city, site in self.lit_sites:
            pygame.draw.rect(surface, LIGHT, site_rect(city, site).inflate(4, 4), width + 1, 8)
        spot = self.hovered_spot
        if spot is not None and spot.kind != CITY:
            rect = geometry.spot_rect(spot, self.view)
            if rect is not None:
                pygame.draw.rect(surface, HOVER, rect.inflate(2, 2), 2, 6)

    def _draw_planes(self, surface: pygame.Surface, view: Mapping[str, Any]) -> None:
        """Planes on landing places, and the one over a full city circling there."""
        for player, (city, place) in enumerate(zip(view["plane_city"], view["plane_place"])):
            if city < 0 or player in self._flights:
                continue
            if place >= 0:
                picture = plane_picture(player, *PLANE_SIZE)
                surface.blit(picture, landing_plane_rect(city, place))
                continue
            angle = self._clock * CIRCLE_SPEED + player
            centre = air_rect(city).center
            x = centre[0] + CIRCLE[0] * math.cos(angle)
            y = centre[1] + CIRCLE[1] * math.sin(angle)
            heading = math.atan2(CIRCLE[1] * math.cos(angle), -CIRCLE[0] * math.sin(angle))
            # Its shadow on the card below shows that it is in the air, not parked.
            shadow = pygame.Rect(0, 0, AIR_SIZE[0] * 2 // 3, AIR_SIZE[1] // 4)
            shadow.center = (round(x) + 6, centre[1] + AIR_SIZE[1] // 2 + 2)
            pygame.draw.ellipse(surface, SHADOW, shadow)
            picture = turned_plane(player, *AIR_SIZE, heading)
            surface.blit(picture, picture.get_rect(center=(round(x), round(y))))
