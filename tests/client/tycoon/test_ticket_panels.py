"""The open tickets panel and the own tickets panel: where every ticket and pile lies, what lies
under a point, which tickets are lit, and that their texts are drawn whole in both languages."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.client.scenes.tables.tycoon import held_panel, tickets_panel
from game.client.scenes.tables.tycoon.layout import HELD_RECT, TICKETS_RECT
from game.client.scenes.tables.tycoon.spots import (
    DISCARD,
    HELD_TICKET,
    OPEN_TICKET,
    PILE,
    TableSpot,
)
from game.rules.tycoon.flights import CHARTER, HOME
from tests.client.tycoon.panel_views import (
    LANGUAGES,
    LONG_NAMES,
    crowded,
    drawn_texts,
    language,
    position,
    view_of,
)


def no_two_meet(rects: list[pygame.Rect]) -> bool:
    """Whether no two rects overlap."""
    return not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))


def test_six_charter_and_two_scheduled_places_and_four_piles_lie_apart_in_the_panel() -> None:
    view = view_of(position(3, 0))
    placed = tickets_panel.open_rects(view)
    assert len(placed) == 8
    piles = [
        tickets_panel.pile_rect(TICKETS_RECT, True),
        tickets_panel.pile_rect(TICKETS_RECT, False),
        tickets_panel.discard_rect(TICKETS_RECT, True),
        tickets_panel.discard_rect(TICKETS_RECT, False),
    ]
    every = [*placed.values(), *piles]
    assert all(TICKETS_RECT.contains(rect) for rect in every)
    assert no_two_meet(every)
    # Each kind in its own rows: the charter flights in the first two, the scheduled below.
    for ticket, rect in placed.items():
        below = rect.y > tickets_panel.cell_rect(TICKETS_RECT, 1, 0).bottom
        assert below == (not CHARTER[ticket])


def test_every_open_ticket_and_pile_is_found_under_its_middle_and_nothing_in_the_title() -> None:
    view = view_of(position(3, 0))
    for ticket, rect in tickets_panel.open_rects(view).items():
        spot = TableSpot(OPEN_TICKET, index=ticket)
        assert tickets_panel.spot_at(rect.center, view) == spot
        assert tickets_panel.spot_rect(spot, view) == rect
    for index in (0, 1):
        for kind in (PILE, DISCARD):
            spot = TableSpot(kind, index=index)
            rect = tickets_panel.spot_rect(spot, view)
            assert rect is not None
            assert tickets_panel.spot_at(rect.center, view) == spot
    assert tickets_panel.spot_at((TICKETS_RECT.x + 30, TICKETS_RECT.y + 12), view) is None
    assert tickets_panel.spot_at((TICKETS_RECT.x - 5, TICKETS_RECT.y + 50), view) is None
    assert tickets_panel.spot_rect(TableSpot(OPEN_TICKET, index=999), view) is None


def test_a_bought_tickets_place_stays_empty_and_answers_nothing() -> None:
    view = view_of(position(3, 0))
    last = view["open_charter"][-1]
    last_rect = tickets_panel.open_rects(view)[last]
    view["open_charter"] = view["open_charter"][:-1]
    assert last not in tickets_panel.open_rects(view)
    assert tickets_panel.spot_at(last_rect.center, view) is None


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    """The pixels of a rect, to compare two drawings."""
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_a_hidden_ticket_leaves_its_place_empty_and_a_lit_one_is_framed() -> None:
    view = view_of(position(3, 0))
    ticket = view["open_charter"][0]
    rect = tickets_panel.open_rects(view)[ticket]
    drawings = {}
    for name, lit, hidden in (("plain", (), ()), ("lit", (ticket,), ()), ("hidden", (), (ticket,))):
        surface = pygame.Surface((1920, 1080))
        tickets_panel.draw(surface, TICKETS_RECT, view, None, lit, hidden=hidden)
        drawings[name] = _pixels(surface, rect.inflate(8, 8))
    assert len(set(drawings.values())) == 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_open_tickets_panel_draws_its_texts_whole(lang: str) -> None:
    view = view_of(position(4, 120))
    with language(lang):
        texts = drawn_texts(
            lambda surface: tickets_panel.draw(
                surface, TICKETS_RECT, view, 0, view["open_charter"][:1], selected=None
            )
        )
    assert ("Offene Tickets" if lang == "de" else "Open tickets") in texts
    assert str(view["charter_pile_size"]) in texts
    assert str(len(view["scheduled_discard"])) in texts


# ---- the own tickets -------------------------------------------------------------------------


def test_at_home_only_scheduled_tickets_fly_and_none_after_building_or_out_of_turn() -> None:
    state = crowded(3)
    seat = state.acting
    state.plane_city[seat] = HOME
    state.plane_place[seat] = -1
    state.built = False
    view = view_of(state)
    flying = held_panel.flyable(view, seat)
    assert flying
    assert flying == {t for t in view["tickets"][seat] if not CHARTER[t]}
    view["built"] = True
    assert held_panel.flyable(view, seat) == frozenset()
    view["built"] = False
    assert held_panel.flyable(view, (seat + 1) % 3) == frozenset()


def test_the_own_tickets_lie_in_one_row_then_two_and_beyond_that_share_a_tile() -> None:
    most = held_panel.capacity(HELD_RECT)
    for count in range(1, most + 1):
        rects = held_panel.tile_rects(HELD_RECT, count)
        assert len(rects) == count
        assert all(HELD_RECT.contains(rect) for rect in rects)
        assert no_two_meet(rects)
        rows = len({rect.y for rect in rects})
        assert rows == (1 if count <= 5 else 2), count
        assert min(rect.width for rect in rects) >= held_panel.TWO_ROWS_NARROWEST
    own, more = held_panel.shown_tickets(list(range(most + 4)), most)
    assert len(own) == most - 1
    assert more == 5


def test_every_own_ticket_with_a_tile_is_found_under_it() -> None:
    state = crowded(3, held=9)
    seat = state.acting
    view = view_of(state)
    placed = held_panel.held_rects(view, seat)
    assert set(placed) == set(view["tickets"][seat])
    for ticket, rect in placed.items():
        spot = TableSpot(HELD_TICKET, index=ticket, player=seat)
        assert held_panel.spot_at(rect.center, view, seat) == spot
        assert held_panel.spot_rect(spot, view, seat) == rect
    other = TableSpot(HELD_TICKET, index=view["tickets"][seat][0], player=(seat + 1) % 3)
    assert held_panel.spot_rect(other, view, seat) is None
    assert held_panel.spot_at((HELD_RECT.x + 20, HELD_RECT.y + 12), view, seat) is None


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("held", [0, 3, 6, 9, 30])
def test_the_own_tickets_panel_draws_its_texts_whole(lang: str, held: int) -> None:
    state = crowded(5, held=held) if held else position(5, 0)
    seat = state.acting
    view = view_of(state)
    tickets = view["tickets"][seat]
    with language(lang):
        for own in (True, False):
            texts = drawn_texts(
                lambda surface, own=own: held_panel.draw(
                    surface,
                    HELD_RECT,
                    view,
                    seat,
                    LONG_NAMES,
                    tickets[0] if tickets else None,
                    own=own,
                )
            )
            assert any(str(len(tickets)) in words for words in texts)
    if held == 30:
        assert any(words.startswith("+") for words in texts)


def test_the_plane_is_told_where_it_stands() -> None:
    state = position(3, 60)
    view = view_of(state)
    with language("de"):
        for seat in range(3):
            words = held_panel.plane_words(view, seat)
            if view["plane_city"][seat] == HOME:
                assert words == "Flugzeug in der Hausbank"
            else:
                assert "Flugzeug" in words and ("Landeplatz" in words or "über" in words)


def test_the_kept_panels_are_drawn_anew_whenever_anything_they_show_changes() -> None:
    state = crowded(3, held=3)
    seat = state.acting

    def pictures() -> tuple[bytes, bytes]:
        view = view_of(state)
        surface = pygame.Surface((1920, 1080))
        tickets_panel.draw(surface, TICKETS_RECT, view, seat)
        held_panel.draw(surface, HELD_RECT, view, seat, LONG_NAMES)
        return _pixels(surface, TICKETS_RECT), _pixels(surface, HELD_RECT)

    changes = (
        lambda s: s.cash.__setitem__(seat, 0),
        lambda s: s.charter_discard.append(s.charter_pile.pop()),
        lambda s: s.open_scheduled.pop(),
        lambda s: s.tickets[seat].pop(),
        lambda s: s.plane_city.__setitem__(seat, HOME),
    )
    for change in changes:
        before = pictures()
        assert pictures() == before
        change(state)
        assert pictures() != before
