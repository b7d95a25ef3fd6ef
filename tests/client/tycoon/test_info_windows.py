"""The Tycoon table's info windows: the source answers the window of the spot the scene finds
under a point, keeps one identity per spot (so an open window shows new words in place), keeps
the spot in sight and answers nothing where nothing lies; on the real scene every kind of spot
it draws opens its window by hovering; and every window of many positions fits on the canvas
with its texts whole, in German and in English."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.tycoon import spots
from game.client.scenes.tables.tycoon.meaning_words import spot_words
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.scenes.tables.tycoon.spots import TableSpot
from game.client.scenes.tables.tycoon.table_info import (
    TICKET_PICTURE,
    TableInfo,
    spot_content,
    state_as_shown,
)
from game.client.scenes.tables.tycoon.ticket_look import PLAIN, UNAFFORDABLE, draw_ticket
from game.client.text_recording import recording_texts
from game.client.widgets.info import InfoWindow
from game.client.widgets.layout import CANVAS_HEIGHT, CANVAS_WIDTH
from game.rules.tycoon.state import TycoonState
from game.texts import set_language
from tests.client.conftest import FakeTime
from tests.client.stocks_positions import hover
from tests.client.text_fit import findings
from tests.client.tycoon.info_spots import NAMES, every_spot, position
from tests.client.tycoon.positions import new_state
from tests.client.tycoon.scene_driving import push_scene, state_of, table_at

Point = tuple[float, float]
# Points tried across a spot's rectangle, per side.
GRID = 8
CITY_RECT = pygame.Rect(100, 100, 300, 200)
LOAN_RECT = pygame.Rect(500, 100, 60, 40)
CITY = TableSpot(spots.CITY, 4)
LOAN = TableSpot(spots.LOAN, index=0, player=0)


def fake_table(state: TycoonState) -> TableInfo:
    """A source over a table of two things: Estrela's card and the first player's first loan
    card."""

    def spot_at(pos: Point) -> TableSpot | None:
        if CITY_RECT.collidepoint(pos):
            return CITY
        if LOAN_RECT.collidepoint(pos):
            return LOAN
        return None

    def spot_rect(spot: TableSpot) -> pygame.Rect | None:
        return {CITY: CITY_RECT, LOAN: LOAN_RECT}.get(spot)

    return TableInfo(spot_at, lambda: state, lambda: 0, lambda: NAMES, spot_rect)


def test_the_source_answers_the_window_of_the_spot_under_the_point() -> None:
    """Estrela's window with its words for the viewer, its card kept clear; the same identity
    at another point of the same card."""
    state = new_state(3, 1)
    source = fake_table(state)
    found = source(CITY_RECT.center)
    assert found is not None
    target, content = found
    assert content == spot_content(CITY, state, 0, NAMES, (CITY_RECT,))
    assert content.title == spot_words(CITY, state, 0, NAMES).title
    assert content.for_you
    again = source((CITY_RECT.x + 1, CITY_RECT.y + 1))
    assert again is not None and again[0] is target


def test_an_open_window_keeps_its_identity_while_its_words_change() -> None:
    """The table goes on (the viewer's cash falls): the same spot, new words, one identity."""
    state = new_state(3, 1)
    source = fake_table(state)
    before = source(CITY_RECT.center)
    state.cash[0] = 1
    after = source(CITY_RECT.center)
    assert before is not None and after is not None
    assert after[0] is before[0]
    assert after[1] != before[1] and after[1].title == before[1].title


def test_nothing_is_explained_where_nothing_lies_or_the_thing_is_gone() -> None:
    """Off every spot, without a state, and at a loan card the table no longer holds."""
    state = new_state(3, 1)
    source = fake_table(state)
    assert source((5, 5)) is None
    assert source(LOAN_RECT.center) is None  # no card held: the drawing is behind the table
    state.loans[0] = [1]
    found = source(LOAN_RECT.center)
    assert found is not None and found[1].clear_of == (LOAN_RECT,)
    empty = TableInfo(lambda pos: CITY, lambda: None, lambda: 0, lambda: NAMES)
    assert empty(CITY_RECT.center) is None


def test_without_a_spot_rect_nothing_is_kept_clear() -> None:
    """A scene that does not say where a spot lies gets a window placed freely."""
    state = new_state(3, 1)
    source = TableInfo(lambda pos: CITY, lambda: state, lambda: None, lambda: NAMES)
    found = source((0, 0))
    assert found is not None
    assert found[1].clear_of == () and found[1].for_you == []


@pytest.mark.parametrize("moment", ["early", "red", "closing", "payday"])
def test_a_view_behind_the_table_gives_the_words_of_what_is_drawn(moment: str) -> None:
    """The table goes on by a dozen moves (buying, flying, building, a payday) while a view of
    the position before is still drawn: the state as shown by that view speaks of every spot
    exactly as the position before did, and its piles hold what the view does not show."""
    before = position(moment, 4, 6)
    view = before.view(0)
    later = before.copy()
    for _ in range(12):
        if later.is_terminal():
            break
        seat = later.to_act()[0]
        moves = later.legal_moves(seat)
        later.play(seat, moves[len(moves) // 2])
    spots_before = every_spot(before)
    assert any(
        spot_words(spot, later, 0, NAMES) != spot_words(spot, before, 0, NAMES)
        for spot in spots_before
        if spot.kind not in (spots.LOAN, spots.HELD_TICKET)
    )
    shown = state_as_shown(later, view)
    assert sorted(shown.charter_pile) == sorted(before.charter_pile)
    assert sorted(shown.scheduled_pile) == sorted(before.scheduled_pile)
    for spot in spots_before:
        for seat in (None, 0, before.acting):
            assert spot_words(spot, shown, seat, NAMES) == spot_words(spot, before, seat, NAMES)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("moment", ["early", "ticket_held", "closing", "payday", "last_round"])
def test_every_window_fits_on_the_canvas_with_its_texts_whole(language: str, moment: str) -> None:
    """Five players at a moment of the game: the window of every spot, for the acting player,
    has whole texts that overlap nothing and lies inside the canvas."""
    set_language(language)
    state = position(moment, 5, 11)
    window = InfoWindow()
    canvas = pygame.Rect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT)
    count = 0
    with recording_texts() as recording:
        for spot in every_spot(state):
            content = spot_content(spot, state, state.acting, NAMES)
            window.show(content, (CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2))
            assert canvas.contains(window.rect), content.title
            count += 1
        # The tickets' pictures, drawn afresh here (the windows keep them once drawn).
        for ticket in state.open_charter + state.open_scheduled + sum(state.tickets, []):
            for look in (PLAIN, UNAFFORDABLE):
                picture = pygame.Surface(TICKET_PICTURE, pygame.SRCALPHA)
                draw_ticket(picture, picture.get_rect(), ticket, look)
    assert count > 150
    assert findings(recording.texts, frozenset()) == []


def point_of(scene: TycoonScene, spot: TableSpot) -> Point | None:
    """A point where the scene finds the spot: its middle, else the first of a grid over its
    rectangle (a city card's middle lies on its chain); None where it is not shown."""
    rect = scene.spot_rect(spot)
    if rect is None:
        return None
    steps = GRID
    points = [rect.center] + [
        (rect.x + rect.width * i // steps, rect.y + rect.height * j // steps)
        for j in range(steps)
        for i in range(steps)
    ]
    return next((point for point in points if scene.spot_at(point) == spot), None)


def test_hovering_the_scene_opens_the_window_of_each_kind_of_spot_it_draws(
    app: App, fake_time: FakeTime
) -> None:
    """On the real scene in mid-game, with the source added to its info host: resting the
    mouse on the middle of a spot of each kind the scene shows opens that spot's window, whole
    on the drawn frame."""
    table = table_at(app, position("mid", 3, 5), people=1)
    scene = push_scene(app, table)
    source = TableInfo(
        scene.spot_at,
        lambda: state_of(table),
        lambda: scene.shown_seat,
        scene.names,
        scene.spot_rect,
    )
    scene.widgets.info.add_source(source)
    state = state_of(table)
    opened: set[str] = set()
    for spot in every_spot(state):
        point = None if spot.kind in opened else point_of(scene, spot)
        if point is None:
            continue
        hover(app, point)
        hover(app, point, dt=0.5)
        window = scene.widgets.info.window
        assert window.visible, spot
        assert window.content is not None
        assert (
            window.content.title == spot_words(spot, state, scene.shown_seat, scene.names()).title
        )
        surface = pygame.Surface((CANVAS_WIDTH, CANVAS_HEIGHT))
        with recording_texts() as recording:
            window.draw(surface)
        assert findings(recording.texts, frozenset()) == []
        opened.add(spot.kind)
        hover(app, (2, 2))
    assert {spots.CITY, spots.FIELD, spots.LANDING, spots.SITE, spots.BANK} <= opened, opened


def test_a_long_press_opens_the_window_at_once_and_a_tap_closes_it(
    app: App, fake_time: FakeTime
) -> None:
    """A finger held on a field of the chain: its window opens at once with the hint how to
    close it; a tap on the window closes it and does nothing else."""
    table = table_at(app, position("early", 3, 5), people=1)
    scene = push_scene(app, table)
    scene.widgets.info.add_source(
        TableInfo(scene.spot_at, lambda: state_of(table), lambda: scene.shown_seat, scene.names)
    )
    spot = TableSpot(spots.FIELD, 4, 0)
    point = point_of(scene, spot)
    assert point is not None
    host = scene.widgets.info
    assert host.handle(Intent(IntentKind.LONG_PRESS, pos=point, touch=True))
    assert host.window.visible and host.window.with_close_hint
    assert host.window.content is not None
    state = state_of(table)
    assert (
        host.window.content.title == spot_words(spot, state, scene.shown_seat, scene.names()).title
    )
    moves = len(table.log)
    assert host.handle(Intent(IntentKind.TAP, pos=host.window.rect.center, touch=True))
    assert not host.visible and len(table.log) == moves


def test_a_tickets_window_shows_the_ticket_and_keeps_its_picture() -> None:
    """An open and a held ticket's windows show the ticket drawn large, the same picture each
    time they are asked (so an open window is not drawn anew); other windows have none."""
    state = new_state(3, 1)
    ticket = state.open_scheduled[0]
    first = spot_content(TableSpot(spots.OPEN_TICKET, index=ticket), state, 0, NAMES)
    again = spot_content(TableSpot(spots.HELD_TICKET, index=ticket, player=1), state, 0, NAMES)
    assert first.picture is not None and first.picture.get_size() == TICKET_PICTURE
    assert again.picture is first.picture
    assert spot_content(CITY, state, 0, NAMES).picture is None
    # Without the cash its price shows struck through, as in the row: another picture.
    state.cash[0] = 0
    poor = spot_content(TableSpot(spots.OPEN_TICKET, index=ticket), state, 0, NAMES)
    assert poor.picture is not None and poor.picture is not first.picture
