"""The Speedchicago panel right of the site: company bar, stacks, action points, cards and the
action buttons, driven by keys and taps; and every event of the game in words."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Iterator

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.launch import start_table
from game.client.scenes.tables.speedchicago import panel_companies as companies
from game.client.scenes.tables.speedchicago import panel_turn as turn_part
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.log_strip import hint_line
from game.client.scenes.tables.speedchicago.panel import ChicagoPanel
from game.client.scenes.tables.speedchicago.panel_sizes import (
    DETAIL_SIZE,
    HEADING_SIZE,
    PANEL_RECT,
)
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.client.scenes.tables.speedchicago.words import event_line, header_line
from game.client.text_layout import measure
from game.rules.core import Event
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.moves import END_TURN, Build
from game.rules.speedchicago.site import NEIGHBOURS
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import language, set_language, text
from tests.client.conftest import FakeTime
from tests.client.table_driving import LONG_FRAME, press, run_until, tap

SEATS = (
    Seat("Anna"),
    Seat("Rot", COMPUTER, "easy"),
    Seat("Blau", COMPUTER, "easy"),
    Seat("Gelb", COMPUTER, "easy"),
)


@pytest.fixture
def german() -> Iterator[None]:
    """Every test starts and ends in German."""
    before = language()
    set_language("de")
    yield
    set_language(before)


def start(app: App, seed: int = 3, **options: str) -> tuple[SpeedchicagoScene, Table]:
    """One person and three easy computers at a Speedchicago table without a clock."""
    table = start_table(app, TableSetup("speedchicago", SEATS, options, seed, turn_seconds=None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    return scene, table


def until_my_turn(app: App, scene: SpeedchicagoScene) -> None:
    """Runs frames (the set-up's placements go through the scene) until the person's turn."""

    def my_turn() -> bool:
        if scene.can_act() and scene.view_data is not None:
            if scene.view_data["phase"] == "turn":
                return True
            scene.send(scene.legal[0])
        return False

    run_until(app, my_turn, LONG_FRAME, most=400)


def my_moves(table: Table) -> list[str]:
    """The moves seat 0 made, in order."""
    return [entry.move for entry in table.log if entry.seat == 0]


@pytest.fixture
def grundspiel(app: App, german: None) -> tuple[SpeedchicagoScene, Table]:
    """A Grundspiel table at the person's first turn."""
    scene, table = start(app)
    until_my_turn(app, scene)
    return scene, table


@pytest.fixture
def profi(app: App, german: None) -> tuple[SpeedchicagoScene, Table]:
    """A Profi table at the person's first turn."""
    scene, table = start(app, variant="profi")
    until_my_turn(app, scene)
    return scene, table


# ---- the company bar --------------------------------------------------------------------------


def test_the_panel_shows_a_row_per_company_top_down_inside_the_panel(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = grundspiel
    panel = scene.panel
    assert isinstance(panel, ChicagoPanel)
    assert [row.company for row in panel.rows] == [0, 1, 2, 3]
    for upper, lower in zip(panel.rows, panel.rows[1:]):
        assert upper.rect.bottom <= lower.rect.top
    for row in panel.rows:
        assert PANEL_RECT.contains(row.rect) and row.rect.height > 0
        assert row in scene.widgets.widgets
    # The person acts: their row is marked, the others not.
    assert [row.acting for row in panel.rows] == [True, False, False, False]
    app.frame(1 / 60)  # the panel draws without trouble


def test_a_company_row_tells_its_points_per_house_in_an_info_window(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = grundspiel
    view = scene.view_data
    assert view is not None
    row = scene.panel.rows[1]
    scene.handle(Intent(IntentKind.LONG_PRESS, pos=row.rect.center, touch=True))
    window = scene.widgets.info.window
    assert window.visible and window.content is not None
    assert "Rot" in window.content.title
    now = view["scoring_now"][1]
    house, area, floor, points = now["houses"][0]
    assert any(
        f"{area} × {floor}. Stockwerk = {points} Punkte" in line for line in window.content.rule
    )
    assert text("chicago_panel.info.total", points=now["total"]) in window.content.for_you


def test_the_row_says_what_a_scoring_now_would_bring(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = grundspiel
    view = scene.view_data
    assert view is not None
    lines = scene.panel.row_lines(0, True)
    assert lines[0][0] == text("chicago_panel.crew", site=1, reserve=5, cards=view["hand_sizes"][0])


# ---- stacks -----------------------------------------------------------------------------------


def test_key_2_chooses_the_second_stack_and_lights_its_yellow_sites(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = grundspiel
    panel = scene.panel
    view = scene.view_data
    assert view is not None
    stacks = view["stacks"][0]
    assert [button.visible for button in panel.stack_buttons] == [
        index < len(stacks) for index in range(4)
    ]
    assert [button.floors for button in panel.stack_buttons[: len(stacks)]] == stacks
    press(app, pygame.K_2)
    assert scene.selection == sel.Selection(sel.BUILDING, stack=1)
    assert scene.targets and all(target.kind == sel.BUILD for target in scene.targets.values())
    assert all(target.move.stack == 1 for target in scene.targets.values())
    assert [button.marked for button in panel.stack_buttons] == [False, True, False, False]
    # A tap on the first stack chooses it instead; a second tap lets go.
    first = panel.stack_buttons[0]
    tap(app, FakeTime(), first.rect.center)
    assert scene.selection == sel.Selection(sel.BUILDING, stack=0)
    assert first.marked
    tap(app, FakeTime(), first.rect.center)
    assert scene.selection.mode == sel.IDLE
    assert not scene.targets


def test_a_build_marks_its_stack_and_takes_a_floor_off_it(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, table = grundspiel
    panel = scene.panel
    before = panel.stack_buttons[0].floors
    press(app, pygame.K_1)
    field, target = next(iter(scene.targets.items()))
    scene.tap_field(field, 0)
    assert my_moves(table)[-1].startswith("build 1 ")
    assert panel.stack_buttons[0].floors == before - 1
    assert panel.stack_buttons[0].marked
    # Other stacks cannot be built from this turn any more.
    assert not panel.stack_buttons[1].enabled


# ---- cards ------------------------------------------------------------------------------------


def test_a_card_button_in_profi_lights_its_sources(
    app: App, profi: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = profi
    panel = scene.panel
    shown = [button for button in panel.card_buttons if button.visible]
    assert len(shown) == 10
    rope = next(button for button in shown if button.card == "kletterseil")
    assert rope.enabled and rope.label == text("speedchicago.cards.kletterseil.name")
    tap(app, FakeTime(), rope.rect.center)
    assert scene.selection.mode == sel.CARD_SOURCE and scene.selection.card == "kletterseil"
    assert rope.marked
    assert scene.position is not None
    foremen = set(scene.position.foremen_of(0))
    assert scene.targets and set(scene.targets) <= foremen
    assert all(target.kind == sel.SOURCE for target in scene.targets.values())
    # A card without anything to aim at is disabled, and says why.
    lift = next(button for button in shown if button.card == "abrisstrupp")
    if not lift.enabled:
        content = lift.info()
        assert content is not None and text("chicago_panel.info.card_blocked") in content.for_you


def test_the_special_delivery_lights_yellow_building_sites_as_its_hint_says(
    app: App, profi: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = profi
    delivery = next(b for b in scene.panel.card_buttons if b.card == "sonderlieferung")
    tap(app, FakeTime(), delivery.rect.center)
    assert scene.selection.mode == sel.CARD_TARGET
    assert scene.targets
    assert all(target.kind == sel.DROP for target in scene.targets.values())
    assert sel.PLATE_COLOURS[sel.DROP] == sel.PLATE_COLOURS[sel.BUILD]
    assert hint_line(scene) == text("chicago_overlay.hint.drop")
    assert scene.position is not None
    for field, target in scene.targets.items():
        assert target.label == str(scene.position.heights[field] + 1) or target.gain > 0


def test_a_played_card_disables_the_other_cards_and_is_told(
    app: App, profi: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, table = profi
    panel = scene.panel
    shift = next(button for button in panel.card_buttons if button.card == "ueberstunden")
    tap(app, FakeTime(), shift.rect.center)
    assert my_moves(table)[-1] == "play ueberstunden"
    assert panel.action_points_total() == 6
    shown = [button for button in panel.card_buttons if button.visible]
    assert len(shown) == 9 and not any(button.enabled for button in shown)
    assert text("chicago_panel.did_card", card=text("speedchicago.cards.ueberstunden.name")) in (
        panel.status_text()
    )


def test_drawing_a_card_is_grundspiel_only(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table], german: None
) -> None:
    scene, table = grundspiel
    panel = scene.panel
    assert panel.draw_button.visible and panel.draw_button.enabled
    cards = len([button for button in panel.card_buttons if button.visible])
    press(app, pygame.K_k)
    assert my_moves(table)[-1] == "draw"
    assert len([button for button in panel.card_buttons if button.visible]) == cards + 1
    assert not panel.draw_button.enabled
    assert text("chicago_panel.did_draw") in panel.status_text()


def test_profi_has_no_draw_button(app: App, profi: tuple[SpeedchicagoScene, Table]) -> None:
    scene, _ = profi
    assert not scene.panel.draw_button.visible
    assert scene.panel.insert_button.visible


# ---- action buttons ---------------------------------------------------------------------------


def test_zug_beenden_ends_the_turn(app: App, grundspiel: tuple[SpeedchicagoScene, Table]) -> None:
    scene, table = grundspiel
    assert scene.panel.end_button.enabled and scene.panel.end_button.primary
    press(app, pygame.K_RETURN)
    assert my_moves(table) == [my_moves(table)[0], "end"]
    assert not scene.panel.end_button.enabled  # the computers act now
    assert [row.acting for row in scene.panel.rows][0] is False


def test_zurueck_enables_after_a_step_and_takes_it_back(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, table = grundspiel
    panel = scene.panel
    assert not panel.undo_button.enabled
    heights = list(scene.board.heights)
    floors = panel.stack_buttons[0].floors
    build = next(move for move in scene.legal if isinstance(move, Build) and move.stack == 0)
    scene.send(build)
    assert panel.undo_button.enabled
    assert scene.board.heights != heights
    tap(app, FakeTime(), panel.undo_button.rect.center)
    assert my_moves(table)[-1] == "undo"
    assert scene.board.heights == heights
    assert panel.stack_buttons[0].floors == floors
    assert not panel.undo_button.enabled


def test_einsetzen_lights_the_blue_fields(
    app: App, grundspiel: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = grundspiel
    panel = scene.panel
    assert scene.position is not None
    # At first every house is one stone: no field to insert on. A floor next to the foreman
    # makes one.
    assert not panel.insert_button.enabled
    foreman = scene.position.foremen_of(0)[0]
    build = next(
        move
        for move in scene.legal
        if isinstance(move, Build) and move.field in NEIGHBOURS[foreman]
    )
    scene.send(build)
    assert panel.insert_button.enabled
    press(app, pygame.K_e)
    assert scene.selection.mode == sel.INSERTING
    assert build.field in scene.targets
    assert all(target.kind == sel.INSERT for target in scene.targets.values())


def test_every_widget_lies_inside_the_panel_without_overlap(
    app: App, profi: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = profi
    shown = [widget for widget in scene.panel.widgets() if widget.visible]
    for widget in shown:
        assert PANEL_RECT.contains(widget.rect), widget
    for index, first in enumerate(shown):
        for second in shown[index + 1 :]:
            assert not first.rect.colliderect(second.rect), (first, second)


def test_the_panel_lays_itself_out_again_in_english(
    app: App, profi: tuple[SpeedchicagoScene, Table]
) -> None:
    scene, _ = profi
    panel = scene.panel
    assert panel.end_button.label == "Zug beenden"
    set_language("en")
    scene.on_enter()
    assert panel.end_button.label == "End turn"
    assert panel.points_label() == "Your action points"
    rope = next(button for button in panel.card_buttons if button.card == "kletterseil")
    assert rope.label == "Climbing rope"
    app.frame(1 / 60)


def test_the_last_placed_person_may_leave_the_photographer_standing(app: App, german: None) -> None:
    table = start_table(app, TableSetup("speedchicago", SEATS[:2], {}, 3, turn_seconds=None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)

    def deciding() -> bool:
        # The person only ends turns, so after the first scoring they are last.
        if scene.can_act() and scene.view_data is not None:
            phase = scene.view_data["phase"]
            if phase == "photo":
                return True
            scene.send(END_TURN if phase == "turn" else scene.legal[0])
        return False

    run_until(app, deciding, LONG_FRAME, most=400)
    panel = scene.panel
    assert scene.photo_decision
    assert panel.photo_button.visible and panel.photo_button.enabled
    assert not panel.end_button.visible and not panel.insert_button.visible
    assert panel.status_text() == text("chicago_panel.photo_hint")
    tap(app, FakeTime(), panel.photo_button.rect.center)
    assert my_moves(table)[-1] == "photo stay"
    assert not panel.photo_button.visible


# ---- words ------------------------------------------------------------------------------------


def sample_events() -> list[Event]:
    """One event of every kind, as a turn or a year would bring it."""
    return [
        ev.StoneLaid(1, 27),
        ev.ForemanPlaced(0, 27),
        ev.PhotographerSent(3, -1, 9),
        ev.PhotographerSent(0, 9, 36),
        ev.PhotographerStays(0, 9),
        ev.YearStarted(1893, 3, 2, ((3, 3, 2), (3, 3, 2), (3, 3, 2), (3, 3, 2)), 2, 0),
        ev.TurnStarted(1, 1891, 0, 5),
        ev.ForemanMoved(1, (18, 19, 27), 2, "", 5),
        ev.ForemanInserted(1, 28, 2, "", 0),
        ev.FloorBuilt(1, 28, 2, 0, "", 3),
        ev.FloorLifted(1, 28, 2),
        ev.CardDrawn(1, 7),
        ev.CardPlayed(1, "kletterseil", 18, 19),
        ev.ActionPointsAdded(1, 2, 6),
        ev.StepTakenBack(1, "build 1 d4"),
        ev.TurnEnded(0, 1, 1, 0, 0, 2),
        ev.CompanyScored(0, 1891, (ev.HouseScored(2, 5, 3, 15),), 5, 0, 20, 21, 1),
        ev.LeftoverFloors(2, 2, 1),
        ev.GameOver((87, 60, 41, 12), (1, 2, 3, 4)),
    ]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_event_kind_has_words_in_both_languages(lang: str, german: None) -> None:
    samples = sample_events()
    kinds = {
        cls
        for _, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event and dataclasses.is_dataclass(cls)
    }
    assert kinds == {type(event) for event in samples}
    set_language(lang)
    for event in samples:
        line = event_line(event, SEATS, 0)
        assert line and "{" not in line, event
        assert line.endswith("."), line


def test_the_words_name_the_floor_the_card_and_the_shortage(german: None) -> None:
    assert event_line(ev.FloorBuilt(1, 27, 3, 0, "", 0), SEATS, 0) == (
        "Rot baut auf d4 das 3. Stockwerk."
    )
    assert "+4" in event_line(ev.FloorBuilt(1, 27, 3, 0, "", 4), SEATS, 0)
    card = event_line(ev.CardPlayed(2, "kletterseil", 18, 19), SEATS, 0)
    assert "Kletterseil" in card and "c3" in card and "d3" in card
    # The card's line tells the step it brings about; that step gets no second line.
    assert event_line(ev.ForemanMoved(2, (18, 19), 0, "kletterseil", 0), SEATS, 0) == ""
    assert event_line(ev.FloorBuilt(2, 19, 2, -1, "sonderlieferung", 0), SEATS, 0) == ""
    year = event_line(ev.YearStarted(1893, 3, 2, ((3, 3, 2),) * 4, 2, 0), SEATS, 0)
    assert "1893" in year and "Blau" in year and "3/3/2" in year and "2 Stockwerke weniger" in year
    undo = event_line(ev.StepTakenBack(0, "move c3 e3"), SEATS, 0)
    assert "c3" in undo and "e3" in undo and "move" not in undo
    # Where the stack's rest went is told to its owner only.
    ended = ev.TurnEnded(0, 1, 1, 1, 0, 2)
    assert len(event_line(ended, SEATS, 0)) > len(event_line(ended, SEATS, 1))
    set_language("en")
    assert event_line(ev.FloorBuilt(1, 27, 3, 0, "", 0), SEATS, 0) == "Rot builds floor 3 on d4."


def test_the_header_names_phase_year_round_and_who_acts(german: None) -> None:
    view = {"phase": "turn", "acting": [1], "year": 1892, "round": 1, "rounds": 3, "you": 0}
    assert header_line(view, SEATS) == "1892 · Runde 2 von 3 · Rot ist dran"
    assert header_line({**view, "acting": [0]}, SEATS) == "1892 · Runde 2 von 3 · Du bist dran"
    assert "Grundsteine" in header_line({**view, "phase": "stones"}, SEATS)
    assert "Fotograf" in header_line({**view, "phase": "photo"}, SEATS)
    set_language("en")
    assert header_line(view, SEATS) == "1892 · Round 2 of 3 · Rot to play"


# ---- the action points' label -------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", ["Computer 2", "Baufirma Wolkenkratzer & Söhne, Chicago"])
def test_the_action_points_label_is_never_cut_and_overlaps_nothing(
    app: App,
    profi: tuple[SpeedchicagoScene, Table],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    name: str,
) -> None:
    """Another company acting with Doppelschicht (7 pips): 'Aktionspunkte · Computer 2' stands
    whole, clear of the pips and the count, inside the panel and above the status words."""
    scene, _ = profi
    panel = scene.panel
    double = next(button for button in panel.card_buttons if button.card == "doppelschicht")
    tap(app, FakeTime(), double.rect.center)
    assert panel.action_points_total() == 7
    set_language(lang)
    monkeypatch.setattr(panel, "acting_company", lambda: 1)
    monkeypatch.setattr(panel, "name_of", lambda company: name)
    panel.refresh()
    rect = panel.layout.points
    assert rect is not None
    parts = turn_part.points_parts(panel, rect)
    assert parts.label == text("chicago_panel.points_other", name=name)
    assert "…" not in parts.label
    words = measure(parts.label, parts.label_size, True, rect.width)
    assert parts.label_rect.size == words
    assert parts.label_size >= DETAIL_SIZE
    pieces = (parts.label_rect, parts.pips, parts.count_rect)
    for piece in pieces:
        assert rect.contains(piece), (piece, rect)
    for index, first in enumerate(pieces):
        for second in pieces[index + 1 :]:
            assert not first.colliderect(second), (first, second)
    assert PANEL_RECT.contains(rect)
    if panel.layout.status is not None:
        assert rect.bottom <= panel.layout.status.top
    shown = [widget.rect for widget in panel.widgets() if widget.visible]
    assert not any(rect.colliderect(widget) for widget in shown)
    app.frame(1 / 60)


def test_the_own_action_points_stay_on_one_row(
    app: App, profi: tuple[SpeedchicagoScene, Table]
) -> None:
    panel = profi[0].panel
    rect = panel.layout.points
    assert rect is not None
    parts = turn_part.points_parts(panel, rect)
    assert parts.label == text("chicago_panel.points_own")
    assert DETAIL_SIZE <= parts.label_size <= HEADING_SIZE
    assert parts.label_rect.centery == pytest.approx(parts.pips.centery, abs=2)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("card", ["ueberstunden", "doppelschicht"])
def test_after_a_card_every_card_name_fits_in_two_columns(
    app: App, profi: tuple[SpeedchicagoScene, Table], lang: str, card: str
) -> None:
    """Überstunden or Doppelschicht played in Profi: the status line and more pips need room, yet
    the ten cards stay in two columns with whole names (others' order progress goes to their
    info windows), and the own action points keep one row."""
    scene, _ = profi
    panel = scene.panel
    played = next(button for button in panel.card_buttons if button.card == card)
    tap(app, FakeTime(), played.rect.center)
    set_language(lang)
    scene.on_enter()
    shown = [button for button in panel.card_buttons if button.visible]
    assert len(shown) == 9
    assert len({button.rect.x for button in shown}) == 2
    for button in shown:
        assert button.label_size is not None
        assert measure(button.label, button.label_size, True)[0] <= button.label_room(), button
    assert not panel.layout.detailed_rows
    own = panel.row_lines(0, detailed=False)
    other = panel.row_lines(1, detailed=False)
    assert len(own) == len(other) + 1  # the own order progress stays in the own row
    rect = panel.layout.points
    assert rect is not None
    parts = turn_part.points_parts(panel, rect)
    assert parts.label_rect.centery == pytest.approx(parts.pips.centery, abs=2)
    assert not parts.label_rect.colliderect(parts.pips)
    app.frame(1 / 60)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_company_name_wraps_beside_the_points_and_is_never_cut(
    app: App, german: None, lang: str
) -> None:
    longest = "Maximiliane Mustermann-Schmidt-Bergmann"
    seats = (Seat(longest), *SEATS[1:])
    start_table(app, TableSetup("speedchicago", seats, {}, 3, turn_seconds=None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    until_my_turn(app, scene)
    set_language(lang)
    scene.on_enter()
    panel = scene.panel
    own = panel.rows[0]
    parts = companies.row_top(panel, 0, own.rect)
    joined = ""
    for line in parts.name_lines:
        joined += line if joined.endswith("-") or not joined else " " + line
    assert joined == text("chicago_panel.you", name=longest)
    assert "…" not in joined
    assert len(parts.name_lines) >= 2
    for line in parts.name_lines:
        assert measure(line, parts.name_size, True)[0] <= parts.name_rect.width
    for piece in (parts.name_rect, parts.score_rect, parts.now_rect):
        assert own.rect.contains(piece), piece
    assert not parts.name_rect.colliderect(parts.score_rect)
    assert not parts.name_rect.colliderect(parts.now_rect)
    assert not parts.score_rect.colliderect(parts.now_rect)
    # The rows below move down to make room.
    assert own.rect.bottom < panel.rows[1].rect.top
    app.frame(1 / 60)
