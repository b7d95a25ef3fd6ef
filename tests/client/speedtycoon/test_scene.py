"""The Speedtycoon table scene driven like a player does it: posted mouse taps and key presses
take money, buy a building with the preselected payment and build it on a lit field; a refused
move leaves the game as it was and says why; the whole table fits in German and English."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.market_panel import building_name
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.text_recording import recording_texts
from game.rules.speedtycoon.building_fields import building_fields
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.money import CARD_VALUES, counts_in
from game.rules.speedtycoon.state import PLACE, SpeedtycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.speedtycoon.test_money_drawing import BIG_HAND
from tests.client.table_driving import BETWEEN_TAPS, FRAME, press, run_until, tap, window_pos
from tests.client.text_fit import findings
from tests.rules.speedtycoon.scenario import building
from tests.rules.speedtycoon.scenario import table as scenario_table


def tycoon_table(app: App, seed: int = 3) -> Table:
    """One person against three computers at a Klassisch table without a clock."""
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, "easy") for number in (2, 3, 4)
    )
    setup = TableSetup("speedtycoon", seats, {"mode": "klassisch"}, seed, None)
    return Table(setup, app.services.bots, app.services.now)


def open_scene(app: App, seed: int = 3) -> tuple[SpeedtycoonScene, Table]:
    """The scene pushed onto the app, run until the person may act."""
    table = tycoon_table(app, seed)
    return push_scene(app, table)


def human_moves(table: Table) -> list[str]:
    """The moves the person (seat 0) made so far, as the log has them."""
    return [entry.move for entry in table.log if entry.seat == 0]


def affordable_place(state: SpeedtycoonState) -> int:
    """A trading place whose building the person can pay now."""
    for place in range(len(state.market)):
        if best_payment(state, 0, place):
            return place
    raise AssertionError("the person can pay no building at this table")


def test_taps_take_money_from_the_kapital(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app)
    state = state_of(table)
    hand = len(state.hands[0])
    slot = min(range(4), key=lambda slot: CARD_VALUES[state.kapital[slot]])  # type: ignore[index]
    tap(app, fake_time, scene.kapital_spots[slot].rect.center)
    assert scene.take.chosen == [slot]
    tap(app, fake_time, scene.take_button.rect.center)
    assert human_moves(table) == [f"take {slot + 1}"]
    assert len(state_of(table).hands[0]) == hand + 1
    run_until(app, lambda: not scene.queue.playing)
    assert any(line.startswith("Spieler 1 nimmt ") for line in scene.log)


def test_taps_buy_with_the_chosen_payment_and_build_on_a_lit_field(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = open_scene(app)
    state = state_of(table)
    place = affordable_place(state)
    building = state.market[place]
    payment = best_payment(state, 0, place)
    tap(app, fake_time, scene.market_spots[place].rect.center)
    assert scene.buy.place == place
    assert scene.buy.chosen == tuple(sorted(payment or ()))
    tap(app, fake_time, scene.buy_button.rect.center)
    assert human_moves(table)[0].startswith(f"buy {place + 1} ")
    if state_of(table).bonus:
        # Paid exactly: another action may follow; the person ends his turn instead.
        assert scene.waiting_buildings() == [building]
        run_until(app, scene.can_act)
        assert scene.end_button.marked and not scene.take_button.marked
        tap(app, fake_time, scene.waiting_spots[0].rect.center)
        assert scene.status_line()[0] == text("speedtycoon.table.built_at_turn_end")
        tap(app, fake_time, scene.end_button.rect.center)
        assert human_moves(table)[1] == "end"
    run_until(app, lambda: scene.can_act() and scene.choice.waiting)
    # The bought building waits in Zu bauen, chosen, its fields lit in the Imperium.
    assert scene.waiting_buildings() == [building]
    assert state_of(table).phase == PLACE
    assert scene.plan_button.marked
    fields = building_fields(state_of(table), 0, building)  # type: ignore[arg-type]
    assert scene.empire.lit_fields("allowed") == set(fields.allowed)
    field = fields.allowed[0]
    tap(app, fake_time, scene.empire.cell(field).center)
    assert human_moves(table)[-1] == f"build {building} {field[0]},{field[1]}"
    assert state_of(table).empires[0].fields[field] == building
    assert scene.waiting_buildings() == []


def test_the_keyboard_alone_takes_money_and_ends_the_turn(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app)
    hand = len(state_of(table).hands[0])
    press(app, pygame.K_TAB)
    assert scene.widgets.focus.focused is scene.kapital_spots[0]
    press(app, pygame.K_RETURN)
    assert scene.take.chosen == [0]
    press(app, pygame.K_t)
    assert human_moves(table) == ["take 1"]
    assert len(state_of(table).hands[0]) == hand + 1
    # One action and the turn is over: the computers are on turn.
    assert state_of(table).current != 0 or len(table.log) > 1


def test_esc_lets_the_choice_go_before_it_pauses(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app)
    tap(app, fake_time, scene.kapital_spots[0].rect.center)
    press(app, pygame.K_ESCAPE)
    assert scene.take.chosen == []
    assert not scene.paused
    press(app, pygame.K_ESCAPE)
    assert scene.paused


def test_a_refused_purchase_changes_nothing_and_says_why(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app)
    state = state_of(table)
    place = affordable_place(state)
    tap(app, fake_time, scene.market_spots[place].rect.center)
    spare = [card for card in state.hands[0] if counts_in(card, place)]
    spare = [card for card in spare if card not in scene.buy.chosen]
    assert spare, "the test table gives the person a card the purchase does not need"
    tap(app, fake_time, scene.depot_spots[spare[0]].rect.center)
    assert spare[0] in scene.buy.chosen
    before = state.to_dict()
    tap(app, fake_time, scene.buy_button.rect.center)
    assert state_of(table).to_dict() == before
    assert human_moves(table) == []
    words, _colour = scene.status_line()
    assert words.startswith(text("speedtycoon.table.refused", problem="")) and len(words) > 12


def test_a_tap_beside_the_lit_fields_is_refused_in_words(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app)
    state = state_of(table)
    tap(app, fake_time, scene.market_spots[affordable_place(state)].rect.center)
    tap(app, fake_time, scene.buy_button.rect.center)
    if state_of(table).bonus:
        tap(app, fake_time, scene.end_button.rect.center)
    run_until(app, lambda: scene.can_act() and scene.choice.waiting)
    before = state_of(table).to_dict()
    far = (40, 40)
    assert far not in scene.empire.lit
    scene.pick_field(far)
    assert state_of(table).to_dict() == before
    assert scene.status_line()[0] == text(
        "speedtycoon.table.not_there", building=building_name(scene.choice.building or 0)
    )


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_table_draws_every_text_whole_in_both_languages(
    app: App, fake_time: FakeTime, language: str
) -> None:
    set_language(language)
    scene, table = open_scene(app)
    scene.relabel()
    surface = pygame.Surface((1920, 1080))
    tap(app, fake_time, scene.market_spots[affordable_place(state_of(table))].rect.center)
    for shown in ("choosing", "placing"):
        with recording_texts() as recording:
            scene.draw(surface)
        assert findings(recording.texts, frozenset()) == [], shown
        lines = " ".join(drawn.line for drawn in recording.texts)
        assert text("speedtycoon.table.zu_bauen") in lines
        assert text("speedtycoon.table.take") in lines
        tap(app, fake_time, scene.buy_button.rect.center)
        if state_of(table).bonus:
            tap(app, fake_time, scene.end_button.rect.center)
        run_until(app, lambda: scene.can_act() and scene.choice.waiting)


def restructure_scene(app: App, players: int = 4) -> tuple[SpeedtycoonScene, Table]:
    """The person on turn with a Logistik building east of his Konzernzentrale and a building
    in his Planung that may be built beside it or swapped with it."""
    east = building("logistik", 3, "NE")
    state = scenario_table(
        players,
        options={"mode": "klassisch"},
        empires={0: {(1, 0): east}},
        planning={0: [east + 1]},
    )
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, "easy") for number in range(2, players + 1)
    )
    setup = TableSetup("speedtycoon", seats, {"mode": "klassisch"}, 1, None)
    table = Table(setup, app.services.bots, app.services.now, state)
    scene = SpeedtycoonScene(app, table, None)
    app.push(scene)
    run_until(app, scene.can_act)
    return scene, table


def double_tap(app: App, time: FakeTime, logical: tuple[float, float]) -> None:
    """Two quick clicks at one place."""
    time.advance(BETWEEN_TAPS)
    pos = window_pos(app, logical)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.frame(FRAME)
        time.advance(FRAME)


def test_a_double_tap_takes_one_kapital_card_at_once(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app)
    double_tap(app, fake_time, scene.kapital_spots[2].rect.center)
    assert human_moves(table) == ["take 3"]


def test_a_planung_building_is_built_on_a_green_field(app: App, fake_time: FakeTime) -> None:
    scene, table = restructure_scene(app)
    planned = state_of(table).planning[0][0]
    tap(app, fake_time, scene.planning_spots[0].rect.center)
    assert scene.empire.lit_fields("allowed") == {(0, 1), (1, 1)}
    assert scene.empire.lit_fields("swap") == {(1, 0)}
    tap(app, fake_time, scene.empire.cell((0, 1)).center)
    assert human_moves(table) == [f"build {planned} 0,1"]


def test_a_planung_building_swaps_on_a_blue_field(app: App, fake_time: FakeTime) -> None:
    scene, table = restructure_scene(app)
    planned = state_of(table).planning[0][0]
    tap(app, fake_time, scene.planning_spots[0].rect.center)
    tap(app, fake_time, scene.empire.cell((1, 0)).center)
    assert human_moves(table) == [f"swap {planned} 1,0"]


def test_a_building_of_the_imperium_is_torn_down_by_tap_and_key(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = restructure_scene(app)
    press(app, pygame.K_a)
    assert human_moves(table) == []
    assert scene.status_line()[0] == text("speedtycoon.table.choose_empire")
    assert not scene.tear_button.marked
    tap(app, fake_time, scene.empire.cell((1, 0)).center)
    assert scene.empire.selected == (1, 0)
    assert scene.tear_button.marked
    press(app, pygame.K_a)
    assert human_moves(table) == ["teardown 1,0"]


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_fund_button_shows_only_with_two_players(app: App, language: str) -> None:
    set_language(language)
    four, _table = restructure_scene(app)
    assert not four.fund_button.visible
    two, _table = restructure_scene(app, 2)
    assert two.fund_button.visible
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        two.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    assert text("speedtycoon.table.fund") in [drawn.line for drawn in recording.texts]


def test_resting_on_buildings_opens_their_info_windows(app: App, fake_time: FakeTime) -> None:
    scene, table = restructure_scene(app)
    state = state_of(table)
    find = scene.widgets.info.find
    market = find(scene.market_spots[0].rect.center)
    assert market is not None
    assert market[1].title == building_name(state.market[0])  # type: ignore[arg-type]
    assert find(scene.market_spots[0].rect.center)[0] is market[0]  # type: ignore[index]
    planned = find(scene.planning_spots[0].rect.center)
    assert planned is not None
    assert planned[1].title == building_name(state.planning[0][0])
    built = find(scene.empire.cell((1, 0)).center)
    assert built is not None
    assert built[1].title == building_name(state.empires[0].fields[(1, 0)])
    assert find((layout.OTHERS_RECT.centerx, layout.OTHERS_RECT.centery)) is None


def test_the_lobbyist_buys_while_a_computer_is_on_turn(app: App) -> None:
    options = {"mode": "eigene", "lobbyist": "on"}
    state = scenario_table(4, options=options, current=1)
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, "easy") for number in (2, 3, 4)
    )
    setup = TableSetup("speedtycoon", seats, options, 1, None)
    table = Table(setup, app.services.bots, app.services.now, state)
    scene = SpeedtycoonScene(app, table, None)
    assert not scene.can_act() and scene.lobby_open()
    assert scene.status_line()[0] == text("speedtycoon.table.hint_lobby")
    place = affordable_place(state)
    scene.tap_market(place)
    assert scene.buy.lobby and scene.buy.place == place
    scene.press_buy()
    assert human_moves(table)[0].startswith(f"lobby {place + 1} ")
    assert scene.waiting_buildings() == [state_of(table).lobby_pending[0]]
    # Only buying is open outside the turn: taking money is refused in words; the purchase
    # is built at the start of the next own turn.
    scene.finish_queue()
    scene.sync()
    scene.tap_waiting(state_of(table).lobby_pending[0])
    assert scene.status_line()[0] == text("speedtycoon.table.built_next_turn")
    scene.tap_kapital(0)
    assert scene.status_line()[0] == text("speedtycoon.table.not_your_turn")


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_crowded_table_fits_in_both_languages(app: App, language: str) -> None:
    set_language(language)
    planned = [building("logistik", 3, "NE") + offset for offset in range(1, 11)]
    state = scenario_table(
        3,
        options={"mode": "tycoon"},
        hands={0: BIG_HAND},
        empires={0: {(1, 0): building("logistik", 3, "NE"), (0, 1): building("energie", 6, "ES")}},
        planning={0: planned},
    )
    seats = (Seat("Spieler 1"), Seat("Computer 2", COMPUTER), Seat("Computer 3", COMPUTER))
    table = Table(
        TableSetup("speedtycoon", seats, {"mode": "tycoon"}, 1, None),
        app.services.bots,
        app.services.now,
        state,
    )
    scene = SpeedtycoonScene(app, table, None)
    scene.tap_planning(planned[0])
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        scene.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    # Ten planned tiles still lie side by side inside the Planung, each tappable.
    assert len(scene.planning_spots) == len(planned)
    assert all(layout.PLANNING_RECT.contains(spot.rect) for spot in scene.planning_spots)
    assert len({spot.rect.x for spot in scene.planning_spots}) == len(planned)
    # Five Depot rows (four currencies and the Devisen) end above the status line.
    assert all(spot.rect.bottom <= layout.STATUS_RECT.top for spot in scene.depot_spots.values())
