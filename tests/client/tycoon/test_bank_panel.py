"""Every player's open Hausbank: its parts lie inside its rect and are found under a point (loan
cards, the plane at home, the tickets held), turned loan cards lie on their side, the plane is
drawn at its home point, and the texts are drawn whole for 2 to 5 players in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.tycoon import bank_panel
from game.client.scenes.tables.tycoon.layout import bank_rect, home_point
from game.client.scenes.tables.tycoon.spots import BANK, HELD_TICKET, HOME_PLANE, LOAN, TableSpot
from game.client.theme import THEME
from game.rules.tycoon.flights import HOME
from tests.client.tycoon.panel_views import (
    LANGUAGES,
    LONG_NAMES,
    NAMES,
    crowded,
    drawn_texts,
    language,
    view_of,
)

PLAYERS = (2, 3, 4, 5)


@pytest.mark.parametrize("players", PLAYERS)
def test_loan_cards_home_plane_and_tickets_are_found_under_their_middles(players: int) -> None:
    state = crowded(players, held=4)
    state.plane_city[0] = HOME
    state.plane_place[0] = -1
    view = view_of(state)
    for player in range(players):
        rect = bank_rect(player, players)
        loans = bank_panel.loan_rects(view, player)
        assert len(loans) == len(view["loans"][player])
        for index, box in enumerate(loans):
            assert rect.contains(box)
            spot = TableSpot(LOAN, index=index, player=player)
            assert bank_panel.spot_at(box.center, view) == spot
            assert bank_panel.spot_rect(spot, view) == box
        for ticket, box in bank_panel.ticket_rects(view, player).items():
            assert rect.contains(box)
            spot = TableSpot(HELD_TICKET, index=ticket, player=player)
            assert bank_panel.spot_at(box.center, view) == spot
        plane = bank_panel.plane_rect(player, players)
        assert rect.contains(plane)
        assert plane.center == home_point(player, players)
        at_plane = bank_panel.spot_at(plane.center, view)
        if view["plane_city"][player] == HOME:
            assert at_plane == TableSpot(HOME_PLANE, player=player)
        else:
            assert at_plane == TableSpot(BANK, player=player)
        corner = (rect.x + 3, rect.bottom - 3)
        assert bank_panel.spot_at(corner, view) == TableSpot(BANK, player=player)
    assert bank_panel.spot_at((5, 5), view) is None


def test_fresh_loan_cards_stand_upright_and_turned_ones_lie_on_their_side() -> None:
    view = view_of(crowded(3))
    cards = view["loans"][1]
    assert cards == [1, 1, 0]
    shapes = [box.width > box.height for box in bank_panel.loan_rects(view, 1)]
    assert shapes == [True, True, False]


def test_the_tickets_held_share_a_last_place_when_more_than_fit() -> None:
    view = view_of(crowded(5, held=12))
    player = view["acting"]
    slots, more = bank_panel.ticket_slots(view, player)
    shown = bank_panel.ticket_rects(view, player)
    assert more > 0
    assert len(shown) + more == len(view["tickets"][player]) >= 12
    assert len(slots) == len(shown) + 1


def test_the_plane_at_home_is_drawn_at_the_home_point_and_left_out_while_on_its_way() -> None:
    state = crowded(3)
    state.plane_city[0] = HOME
    state.plane_place[0] = -1
    view = view_of(state)
    point = home_point(0, 3)
    colour = THEME.seat(0)

    def near_seat_colour(hidden: bool) -> int:
        surface = pygame.Surface((1920, 1080))
        bank_panel.draw(surface, view, NAMES, 0, hidden_planes={0} if hidden else ())
        area = pygame.Rect(0, 0, 30, 16)
        area.center = point
        return sum(
            1
            for x in range(area.x, area.right)
            for y in range(area.y, area.bottom)
            if surface.get_at((x, y))[:3] == colour
        )

    assert near_seat_colour(hidden=False) > 40
    assert near_seat_colour(hidden=True) == 0


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", PLAYERS)
def test_every_hausbank_draws_its_texts_whole(lang: str, players: int) -> None:
    state = crowded(players, held=7)
    state.cash[0] = 123
    view = view_of(state)
    with language(lang):
        for names in (NAMES, LONG_NAMES):
            texts = drawn_texts(
                lambda surface, names=names: bank_panel.draw(surface, view, names[:players], 0),
                may_cut=LONG_NAMES,
            )
    joined = " ".join(texts)
    assert ("123 Mio." if lang == "de" else "123 M") in texts
    assert "Start" in texts
    # The Restschuld of the last player is told (in words where there is room, else short).
    assert "17" in joined
    income = sum(view["income_now"][1])
    assert f"+{income}" in joined


def _bank_pixels(view: dict[str, object], player: int) -> bytes:
    """A Hausbank as drawn now (kept or fresh)."""
    surface = pygame.Surface((1920, 1080))
    bank_panel.draw(surface, view, NAMES, 0)
    rect = bank_rect(player, view["players"])  # type: ignore[arg-type]
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_a_kept_hausbank_is_drawn_anew_whenever_anything_it_shows_changes() -> None:
    state = crowded(3, held=2)
    player = 1
    changes = (
        lambda s: s.cash.__setitem__(player, s.cash[player] + 1),
        lambda s: s.debt.__setitem__(player, 5),
        lambda s: s.hotels_left.__setitem__(player, s.hotels_left[player] - 1),
        lambda s: s.factories_left.__setitem__(player, s.factories_left[player] - 1),
        lambda s: s.loans.__setitem__(player, [0]),
        lambda s: s.tickets.__setitem__(player, [0]),
        lambda s: s.plane_city.__setitem__(player, HOME if s.plane_city[player] >= 0 else 4),
        # A hotel in a city where the player has none yet (his spread changes).
        lambda s: s.chains[next(c for c in range(9) if player not in s.chains[c])].__setitem__(
            13, player
        ),
    )
    for change in changes:
        before = _bank_pixels(view_of(state), player)
        assert _bank_pixels(view_of(state), player) == before
        change(state)
        assert _bank_pixels(view_of(state), player) != before
