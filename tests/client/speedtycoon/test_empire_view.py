"""The Speedtycoon empire view: exact picking at every zoom and pan, the lit fields of the rules,
fitting a grown empire, pan and zoom by keys, drags and the wheel, the info windows' words and
the branch signs that do not rely on colour."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedtycoon.branch_look import GLYPH_COLOUR
from game.client.scenes.tables.speedtycoon.building_info import building_info
from game.client.scenes.tables.speedtycoon.empire_camera import MAX_ZOOM, MIN_ZOOM
from game.client.scenes.tables.speedtycoon.empire_paint import (
    ALLOWED,
    HIGHWAY_COLOUR,
    LIT_COLOURS,
    SWAP,
    TUNNEL_COLOUR,
    WITH_TUNNEL,
    draw_building,
)
from game.client.scenes.tables.speedtycoon.empire_view import EmpireView
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.rules.speedtycoon.building_fields import BuildingFields, building_fields
from game.rules.speedtycoon.catalogue import BRANCH_BUILDINGS, BUILDINGS, EAST, NORTH, SOUTH
from game.rules.speedtycoon.view import view_of
from game.texts import set_language, text
from tests.client.speedtycoon.empire_positions import (
    grown_position,
    planning_position,
    waiting_position,
)

RECT = pygame.Rect(300, 120, 900, 640)


def _view(picked: list | None = None) -> EmpireView:
    """A view in RECT that notes the fields it is tapped on."""
    return EmpireView(RECT, on_pick=None if picked is None else picked.append)


@pytest.mark.parametrize("zoom", [MIN_ZOOM, 0.37, 0.81, 1.0, 1.63, MAX_ZOOM])
@pytest.mark.parametrize("pan", [(0.0, 0.0), (13.4, -7.7), (-250.25, 181.5), (401.9, 33.3)])
def test_a_field_is_picked_back_from_every_point_of_its_drawn_cell(
    zoom: float, pan: tuple[float, float]
) -> None:
    """pick(draw-position(field)) == field: the centre and the four corner pixels of every
    visible field's cell, and each cell touches its neighbours without gap or overlap."""
    view = _view()
    view.camera.zoom = zoom
    view.camera.pan = pan
    checked = 0
    for field in itertools.product(range(-12, 13), repeat=2):
        cell = view.cell(field)
        corners = (
            cell.center,
            cell.topleft,
            (cell.right - 1, cell.top),
            (cell.left, cell.bottom - 1),
            (cell.right - 1, cell.bottom - 1),
        )
        for point in corners:
            if RECT.collidepoint(point):
                assert view.field_at(point) == field, (field, point, zoom, pan)
                checked += 1
        east = view.cell((field[0] + 1, field[1]))
        south = view.cell((field[0], field[1] + 1))
        assert cell.right == east.left and cell.bottom == south.top
    assert checked > 20
    assert view.field_at((RECT.left - 1, RECT.top)) is None


def test_every_point_of_the_view_lies_in_the_cell_of_the_field_picked_there() -> None:
    """A sweep over the view's pixels at an odd zoom and pan: the field picked at a point is
    drawn over that point."""
    view = _view()
    view.zoom_by(1.37, (611.0, 402.0))
    view.pan_by(-37.3, 12.9)
    for x in range(RECT.left, RECT.right, 7):
        for y in range(RECT.top, RECT.bottom, 11):
            for fraction in (0.0, 0.25, 0.5, 0.99):
                # Pointer positions come as floats: the pixel under them decides.
                field = view.field_at((x + fraction, y + fraction))
                assert field is not None
                assert view.cell(field).collidepoint(x, y)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_lit_fields_are_the_rules_fields_for_a_waiting_building(seed: int) -> None:
    """A bought building waits in a seeded game: the view lights exactly the rules' green and
    yellow fields, draws each with its sign, and a tap on one picks it."""
    state, player = waiting_position(seed)
    picked: list = []
    view = _view(picked)
    view.set_empire(view_of(state, player), player)
    assert view.fields == state.empires[player].fields
    for building in state.to_place:
        fields = building_fields(state, player, building)
        view.show_fields(fields)
        assert view.lit_fields(ALLOWED) == set(fields.allowed)
        assert view.lit_fields(WITH_TUNNEL) == set(fields.with_tunnel)
        assert view.lit_fields(SWAP) == set()
        surface = pygame.Surface((1920, 1080))
        view.draw(surface)
        for field in fields.allowed + fields.with_tunnel:
            cell = view.cell(field)
            assert RECT.contains(cell), "the fitted view shows every lit field"
            kind = ALLOWED if field in fields.allowed else WITH_TUNNEL
            # The centre of a green sign is its cross; of a yellow sign, inside its arch: both
            # differ from an unlit field.
            sign_pixel = (cell.centerx, cell.centery + cell.height // 6 - 1)
            if kind == ALLOWED:
                sign_pixel = cell.center
            assert tuple(surface.get_at(sign_pixel))[:3] == LIT_COLOURS[kind], field
            view.handle(Intent(IntentKind.TAP, pos=cell.center))
            assert picked[-1] == field
    view.show_fields(None)
    assert view.lit == {}


def test_yellow_fields_show_in_some_seeded_game() -> None:
    """The seeds above are not only green: at least one waiting building has yellow fields."""
    yellow = 0
    for seed in (3, 8, 21, 34, 55):
        state, player = waiting_position(seed)
        for building in state.to_place:
            yellow += len(building_fields(state, player, building).with_tunnel)
    assert yellow


def test_a_planung_building_lights_its_swap_fields_blue() -> None:
    """A building in the Planung: its green, yellow and blue fields are the rules' fields."""
    swaps = 0
    for seed in (4, 9, 16, 25):
        state, player = planning_position(seed)
        view = _view()
        view.set_empire(view_of(state, player), player)
        for building in state.planning[player]:
            fields = building_fields(state, player, building)
            view.show_fields(fields)
            assert view.lit_fields(SWAP) == set(fields.swaps)
            assert view.lit_fields(ALLOWED) == set(fields.allowed)
            assert view.lit_fields(WITH_TUNNEL) == set(fields.with_tunnel)
            swaps += len(fields.swaps)
    assert swaps


def test_a_grown_empire_fits_the_view_after_fit() -> None:
    """Panned and zoomed far away, Home brings every building of a grown empire into view."""
    state, player = grown_position(5, 12)
    view = _view()
    view.set_empire(view_of(state, player), player)
    view.handle(Intent(IntentKind.ZOOM, pos=RECT.center, factor=4.0))
    view.pan_by(2000, -1500)
    assert not all(RECT.contains(view.cell(field)) for field in view.fields)
    assert view.handle(Intent(IntentKind.SHORTCUT, key="home"))
    for field in view.fields:
        assert RECT.contains(view.cell(field)), field
    # As large as it fits: one zoom step closer and it would not.
    view.zoom_by(1.3)
    assert not all(RECT.contains(view.cell(field)) for field in view.fields)


def test_the_view_follows_a_growing_empire_until_the_player_moves_it() -> None:
    """New buildings come into view by themselves until the player pans; then the camera stays."""
    view = _view()
    view.set_empire({"empires": [[[0, 0, 0]]]}, 0)
    far = {"empires": [[[0, 0, 0], [9, 0, 1], [0, 7, 2]]]}
    view.set_empire(far, 0)
    assert all(RECT.contains(view.cell(field)) for field in view.fields)
    view.handle(Intent(IntentKind.NAVIGATE, key="left"))
    before = view.cell((0, 0))
    view.set_empire({"empires": [[[0, 0, 0], [9, 0, 1], [0, 7, 2], [-9, 0, 3]]]}, 0)
    assert view.cell((0, 0)) == before


def test_keys_pan_and_zoom() -> None:
    """Arrows move the view a step, + and − zoom around the view's centre."""
    view = _view()
    start = view.cell((0, 0))
    assert view.handle(Intent(IntentKind.NAVIGATE, key="left"))
    assert view.cell((0, 0)).left > start.left
    assert view.handle(Intent(IntentKind.NAVIGATE, key="right"))
    assert view.cell((0, 0)) == start
    view.handle(Intent(IntentKind.NAVIGATE, key="up"))
    assert view.cell((0, 0)).top > start.top
    view.handle(Intent(IntentKind.NAVIGATE, key="down"))
    centre_field = view.field_at(RECT.center)
    zoom = view.camera.zoom
    assert view.handle(Intent(IntentKind.SHORTCUT, key="+"))
    assert view.camera.zoom > zoom
    assert view.field_at(RECT.center) == centre_field
    assert view.handle(Intent(IntentKind.SHORTCUT, key="-"))
    assert view.camera.zoom == pytest.approx(zoom)
    assert not view.handle(Intent(IntentKind.SHORTCUT, key="x"))
    for _ in range(40):
        view.handle(Intent(IntentKind.SHORTCUT, key="-"))
    assert view.camera.zoom == MIN_ZOOM


def test_wheel_zoom_keeps_the_field_under_the_pointer_and_a_drag_pans() -> None:
    """Zooming by the wheel or a pinch keeps the empire's spot under the pointer; a drag moves
    the empire with the finger; neither reacts outside the view."""
    view = _view()
    pointer = (RECT.left + 150.0, RECT.top + 90.0)
    spot = view.field_at(pointer)
    cell = view.cell(spot)
    share = ((pointer[0] - cell.left) / cell.width, (pointer[1] - cell.top) / cell.height)
    assert view.handle(Intent(IntentKind.ZOOM, pos=pointer, factor=1.5))
    assert view.field_at(pointer) == spot
    cell = view.cell(spot)
    assert (pointer[0] - cell.left) / cell.width == pytest.approx(share[0], abs=0.02)
    assert not view.handle(Intent(IntentKind.ZOOM, pos=(10.0, 10.0), factor=1.5))
    before = view.cell((0, 0))
    view.handle(Intent(IntentKind.DRAG_START, pos=RECT.center))
    view.handle(Intent(IntentKind.DRAG, pos=(RECT.centerx + 40, RECT.centery), delta=(40, -25)))
    view.handle(Intent(IntentKind.DRAG_END, pos=(RECT.centerx + 40, RECT.centery)))
    assert view.cell((0, 0)).topleft == (before.left + 40, before.top - 25)
    assert not view.handle(Intent(IntentKind.DRAG, pos=(5.0, 5.0), delta=(10, 10)))


@pytest.mark.parametrize(
    ("language", "branch", "price_word"),
    [("de", "Logistik", "Preis 5"), ("en", "Logistics", "Price 5")],
)
def test_a_buildings_info_names_its_branch_and_price(
    language: str, branch: str, price_word: str
) -> None:
    """Hovering a building of the empire: the window names its branch, price, highways and the
    rule, in either language; at the market it names the trading place too."""
    logistik_5 = next(
        b for b in BRANCH_BUILDINGS if BUILDINGS[b].branch == 0 and BUILDINGS[b].price == 5
    )
    view = _view()
    view.set_empire({"empires": [[[0, 0, 0], [1, 0, logistik_5]]], "orders": [[logistik_5]]}, 0)
    try:
        set_language(language)
        found = view.info_at(view.cell((1, 0)).center)
        assert found is not None
        _key, content = found
        assert content.title == branch
        assert any(price_word in line for line in content.rule)
        assert text("speedtycoon.buildings.ordered_rule") in content.rule
        assert any(text("speedtycoon.buildings.north") in line for line in content.rule)
        assert content.picture is not None
        market = building_info(logistik_5, "market", place=1, price=4)
        assert any("Frankfurt" in line and "4 €" in line for line in market.rule)
    finally:
        set_language("de")
    assert view.info_at(view.cell((2, 0)).center) is None
    again = view.info_at(view.cell((1, 0)).center)
    assert again is not None and again[0] is found[0], "the same building is the same target"
    with pytest.raises(ValueError, match="not a place of buildings"):
        building_info(logistik_5, "attic")


def test_each_branch_has_its_own_sign_besides_its_colour() -> None:
    """The glyphs of the six branches, the headquarters and a zone differ pixel by pixel when
    only the dark sign pixels are compared (colour is never the only sign)."""
    masks = []
    for building in (
        0,
        *(
            next(
                b
                for b in BRANCH_BUILDINGS
                if BUILDINGS[b].branch == branch and BUILDINGS[b].highways == 0
            )
            for branch in range(6)
        ),
        len(BUILDINGS) - 1,
    ):
        surface = pygame.Surface((120, 120))
        draw_building(surface, building, surface.get_rect())
        masks.append(pygame.mask.from_threshold(surface, GLYPH_COLOUR, (1, 1, 1, 255)))
    for first, second in itertools.combinations(masks, 2):
        # Neither sign is the other's or a part of it.
        assert first.overlap_area(second, (0, 0)) < min(first.count(), second.count())


def test_texts_are_drawn_through_the_layout_in_both_languages() -> None:
    """The legend's words and the prices are drawn through text_layout (the text checks see
    them) in the chosen language."""
    state, player = waiting_position(3)
    view = _view()
    view.set_empire(view_of(state, player), player)
    view.show_fields(building_fields(state, player, state.to_place[0]))
    for language, word in (("de", "Hier bauen"), ("en", "Build here")):
        try:
            set_language(language)
            with recording_texts() as recording:
                view.draw(pygame.Surface((1920, 1080)))
        finally:
            set_language("de")
        drawn = {entry.whole for entry in recording.texts}
        assert word in drawn
        assert all(RECT.contains(entry.box) for entry in recording.texts if entry.box)


def _drawn(view: EmpireView) -> pygame.Surface:
    """The view drawn on a fresh canvas."""
    surface = pygame.Surface((1920, 1080))
    view.draw(surface)
    return surface


def test_highways_tunnels_orders_and_the_chosen_building_are_drawn() -> None:
    """Highway bands lie on a building's highway sides only, a tunnel's portal sits on the edge
    it crosses, an ordered building carries '×2' and the chosen building its frame."""
    north_east = next(b for b in BRANCH_BUILDINGS if BUILDINGS[b].highways == NORTH | EAST)
    south = next(b for b in BRANCH_BUILDINGS if BUILDINGS[b].highways == SOUTH)
    view = _view()
    view.set_empire(
        {
            "empires": [[[0, 0, 0], [0, -1, north_east], [1, -1, south]]],
            "tunnels": [[[[0, -1], [1, -1]]]],
            "orders": [[south]],
        },
        0,
    )
    with recording_texts() as recording:
        surface = _drawn(view)
    cell = view.cell((0, -1))
    inset = cell.width // 24 + 2
    aside = cell.width * 2 // 9  # beside the glyph and the tunnel's portal, off the other bands
    assert tuple(surface.get_at((cell.centerx + aside, cell.top + inset)))[:3] == HIGHWAY_COLOUR
    assert tuple(surface.get_at((cell.right - inset, cell.centery + aside)))[:3] == HIGHWAY_COLOUR
    assert tuple(surface.get_at((cell.centerx + aside, cell.bottom - inset)))[:3] != HIGHWAY_COLOUR
    assert tuple(surface.get_at((cell.left + inset, cell.centery + aside)))[:3] != HIGHWAY_COLOUR
    edge = view.cell((1, -1)).left
    portal_pixel = (edge + cell.width // 12, cell.centery - cell.width // 12)
    assert tuple(surface.get_at(portal_pixel))[:3] == TUNNEL_COLOUR
    assert [entry.whole for entry in recording.texts].count("×2") == 1
    chosen = view.cell((1, -1))
    assert tuple(surface.get_at((chosen.left + 1, chosen.centery)))[:3] != THEME.colours.accent
    view.select((1, -1))
    assert tuple(_drawn(view).get_at((chosen.left + 1, chosen.centery)))[:3] == THEME.colours.accent
    with pytest.raises(ValueError, match="no building on field"):
        view.select((5, 5))
    view.set_empire({"empires": [[[0, 0, 0]]]}, 0)
    assert view.selected is None, "a torn-down building is no longer chosen"


def test_arrows_move_a_cursor_over_lit_fields_and_enter_picks_it() -> None:
    """While fields are lit, the arrows step from lit field to lit field (never onto an unlit
    one, staying at the last one that way), the view follows the cursor, Enter picks it; a tap
    on a lit field moves the cursor there. Without lit fields Enter does nothing."""
    picked: list = []
    view = _view(picked)
    view.set_empire({"empires": [[[0, 0, 0]]]}, 0)
    assert not view.handle(Intent(IntentKind.CONFIRM))
    fields = BuildingFields(1, "zu_bauen", ((0, -1), (1, 0)), ((-1, 0),), (), True)
    view.show_fields(fields)
    assert view.cursor == (0, -1), "the cursor starts on the first green field"
    view.handle(Intent(IntentKind.NAVIGATE, key="up"))
    assert view.cursor == (0, -1), "no lit field lies further north"
    view.handle(Intent(IntentKind.NAVIGATE, key="right"))
    assert view.cursor == (1, 0)
    view.handle(Intent(IntentKind.NAVIGATE, key="left"))
    view.handle(Intent(IntentKind.NAVIGATE, key="left"))
    assert view.cursor == (-1, 0)
    assert view.handle(Intent(IntentKind.CONFIRM))
    assert picked == [(-1, 0)]
    view.handle(Intent(IntentKind.TAP, pos=view.cell((1, 0)).center))
    assert view.cursor == (1, 0)
    # Zoomed close and panned away, a step brings the cursor's field back into view.
    view.zoom_by(2.0)
    view.pan_by(-3000, 0)
    view.handle(Intent(IntentKind.NAVIGATE, key="up"))
    assert view.cursor == (0, -1)
    assert RECT.contains(view.cell((0, -1)))
    view.show_fields(None)
    assert view.cursor is None
    before = view.cell((0, 0))
    view.handle(Intent(IntentKind.NAVIGATE, key="left"))
    assert view.cell((0, 0)).left > before.left, "without lit fields the arrows pan again"


def test_bad_input_is_refused_in_words_and_changes_nothing() -> None:
    """A seat that is not at the table, an unknown lit kind, a zoom factor of 0 and an unknown
    direction are refused with a sentence; the view stays as it was."""
    view = _view()
    view.set_empire({"empires": [[[0, 0, 0], [1, 0, 5]]]}, 0)
    before = (dict(view.fields), view.camera.zoom, view.camera.pan)
    with pytest.raises(ValueError, match="there is no player 3"):
        view.set_empire({"empires": [[[0, 0, 0]]]}, 3)
    with pytest.raises(ValueError, match="not a kind of lit field"):
        view.lit_fields("red")
    with pytest.raises(ValueError, match="must be above 0"):
        view.zoom_by(0.0)
    with pytest.raises(ValueError, match="not a direction"):
        view.camera.pan_step("north")
    with pytest.raises(ValueError, match="no building 99"):
        building_info(99)
    assert (view.fields, view.camera.zoom, view.camera.pan) == before
