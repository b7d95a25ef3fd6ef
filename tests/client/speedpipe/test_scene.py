"""The Speedpipe table scene: its panels show the view's numbers; each of the four actions by tap
and by keyboard; illegal choices refused in words with nothing changed; a mountain paid and one
broken off with the cards kept; a turn by the keyboard alone; the Rat's advice on the board."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from game.client.app import App
from game.client.saved_table_words import progress_words_of
from game.client.scenes.tables.speedpipe import table_facts
from game.client.scenes.tables.speedpipe.advice_words import advice_words
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.client.scenes.tables.speedpipe.scene_keys import played
from game.client.theme import THEME
from game.rules.speedpipe.catalogue import HAND_KINDS
from game.rules.speedpipe.insight import best_payment
from game.rules.speedpipe.moves import Lay, PayExtra, Terminal
from game.rules.speedpipe.state import MOUNTAIN, SECOND_DRAW, TURN, SpeedpipeState
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.speedpipe.move_input import SceneHands
from tests.client.speedpipe.positions import played_until
from tests.client.speedpipe.scene_driving import (
    drawn,
    persons_moves,
    push_scene,
    state_of,
    table_at,
)
from tests.client.stocks_positions import hover
from tests.client.table_driving import run_until

WAYS = ["tap", "keys"]


@cache
def late() -> SpeedpipeState:
    """The late Ölküste game of the screenshot's scene (the person on turn with many cards)."""
    state = played(1, True)
    assert state is not None
    return state


def late_scene(
    app: App, fake_time: FakeTime, keys: bool = False
) -> tuple[SpeedpipeScene, SceneHands]:
    """The late game's table pushed onto the app, with hands to act on it."""
    scene = push_scene(app, table_at(app, late().copy()))
    hands = SceneHands(app, fake_time, scene)
    hands.keys = keys
    return scene, hands


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_panels_show_the_views_numbers(app: App, fake_time: FakeTime, language: str) -> None:
    set_language(language)
    scene, _ = late_scene(app, fake_time)
    scene.relabel()
    lines = drawn(scene)
    view = scene.view
    state = scene.state
    assert text("speedpipe.display.pile", size=view["pile_size"]) in lines
    assert text("speedpipe.display.discard", size=sum(view["discard"])) in lines
    assert text("speedpipe.table.hand", count=sum(view["hand"])) in lines
    # Every paint's count on its card (the jokers apart), each at its card.
    for kind in range(HAND_KINDS):
        assert str(view["hand"][kind]) in lines
    joined = " ".join(lines)
    for company in range(state.players):
        assert text("speedpipe.companies.points", points=view["points"][company]) in lines
        assert text("speedpipe.companies.cards", count=view["hand_sizes"][company]) in joined
        assert text("speedpipe.companies.segments", count=view["segments"][company]) in joined
        stations = text(
            "speedpipe.companies.stations", built=view["stations_built"][company], most=3
        )
        assert stations in joined
    for contract in view["contracts"]:
        deal = state.map.contracts[contract]
        names = text(
            "speedpipe.table.route_name",
            a=state.map.places[deal.a].name,
            b=state.map.places[deal.b].name,
        )
        assert names in lines
    assert (
        text("speedpipe.table.contracts", count=len(view["contracts"]), done=len(view["fulfilled"]))
        in lines
    )


@pytest.mark.parametrize("way", WAYS)
def test_two_cards_open_and_blind(app: App, fake_time: FakeTime, way: str) -> None:
    scene, hands = late_scene(app, fake_time, way == "keys")
    state = state_of(scene.table)
    slot = next(slot for slot, card in enumerate(state.display) if 0 <= card < 8)
    card = state.display[slot]
    held = state.hands[0][card]
    if hands.keys:
        hands.key(pygame.K_1 + slot)
    else:
        hands.tap(scene.display_spots[slot].rect.center)
    assert persons_moves(scene.table) == [f"open {slot}"]
    assert state_of(scene.table).phase == SECOND_DRAW
    assert state_of(scene.table).hands[0][card] == held + 1
    if hands.keys:
        hands.key(pygame.K_v)
    else:
        hands.tap(scene.pile_spot.rect.center)
    assert persons_moves(scene.table) == [f"open {slot}", "blind"]


@pytest.mark.parametrize("way", WAYS)
def test_a_route_laid_with_the_payment_proposed(app: App, fake_time: FakeTime, way: str) -> None:
    scene, hands = late_scene(app, fake_time, way == "keys")
    state = state_of(scene.table)
    route = table_facts.payable_routes(state, 0)[0]
    if hands.keys:
        hands.key(pygame.K_n)
    else:
        hands.tap_route(route)
    chooser = scene.payment
    assert chooser is not None and chooser.target == route
    paint, jokers = chooser.payment
    assert scene.confirm_button.marked
    before = list(state.hands[0])
    hands.press(scene.confirm_button, pygame.K_RETURN)
    assert persons_moves(scene.table) == [Lay(route, paint, jokers).text()]
    after = state_of(scene.table)
    assert (
        after.owners[route] == 0 and sum(after.hands[0]) == sum(before) - state.board.lengths[route]
    )


@pytest.mark.parametrize("way", WAYS)
def test_new_contracts_drawn_and_one_kept(app: App, fake_time: FakeTime, way: str) -> None:
    scene, hands = late_scene(app, fake_time, way == "keys")
    hands.press(scene.contracts_button)
    assert persons_moves(scene.table) == ["contracts"]
    run_until(app, lambda: scene.contract_choice.active)
    offered = scene.contract_choice.offered
    assert len(offered) == 3 and offered == tuple(sorted(state_of(scene.table).drawn))
    if hands.keys:
        hands.key(pygame.K_2)
    else:
        hands.tap(scene.offered_rects[offered[1]].center)
    assert scene.contract_choice.kept == {offered[1]}
    hands.press(scene.keep_button, pygame.K_RETURN)
    assert persons_moves(scene.table) == ["contracts", f"keep {offered[1]}"]
    assert offered[1] in state_of(scene.table).contracts[0]


@pytest.mark.parametrize("way", WAYS)
def test_a_pump_station_built_on_a_place(app: App, fake_time: FakeTime, way: str) -> None:
    scene, hands = late_scene(app, fake_time, way == "keys")
    state = state_of(scene.table)
    built = state.stations_built[0]
    place = table_facts.station_places(state, 0)[0]
    if hands.keys:
        hands.key(pygame.K_s)
    else:
        hands.tap_place(place)
    chooser = scene.payment
    assert chooser is not None and chooser.what == "station" and chooser.target == place
    assert chooser.count == built + 1
    hands.press(scene.confirm_button, pygame.K_RETURN)
    assert persons_moves(scene.table)[-1].startswith(f"station {place} ")
    assert state_of(scene.table).stations[place] == 0


def test_illegal_choices_are_refused_in_words_and_change_nothing(
    app: App, fake_time: FakeTime
) -> None:
    set_language("de")
    scene, hands = late_scene(app, fake_time)
    table = scene.table
    before = (table.state.to_dict(), len(table.log))
    state = state_of(table)
    foreign = next(route for route, owner in enumerate(state.owners) if owner > 0)
    hands.tap_route(foreign)
    name = scene.names()[state.owners[foreign]]
    assert scene.notice == f"Diese Trasse hat schon {name} verlegt."
    assert scene.payment is None
    hands.key(pygame.K_x)
    assert scene.notice == "Passen darfst du nur, wenn nichts anderes geht."
    taken = next(place for place, owner in enumerate(state.stations) if owner >= 0)
    hands.tap_place(taken)
    owner = scene.names()[state.stations[taken]]
    assert scene.notice == f"Hier steht schon die Pumpstation von {owner}."
    assert (table.state.to_dict(), len(table.log)) == before
    # The refusal stands in the danger colour on the status line until Esc lets it go.
    assert scene.status_line() == (scene.notice, THEME.colours.danger)
    hands.key(pygame.K_ESCAPE)
    assert scene.notice == "" and not scene.paused
    # After a first card only a second one: a route is refused, nothing changes.
    hands.key(pygame.K_v)
    run_until(app, scene.can_act)
    before = (table.state.to_dict(), len(table.log))
    route = next(route for route, owner in enumerate(state.owners) if owner < 0)
    hands.tap_route(route)
    assert scene.notice.startswith("Du hast schon eine Karte gezogen")
    hands.key(pygame.K_a)
    assert scene.notice.startswith("Du hast schon eine Karte gezogen")
    assert (table.state.to_dict(), len(table.log)) == before


def test_too_few_kept_contracts_are_refused_in_words(app: App, fake_time: FakeTime) -> None:
    set_language("de")
    scene, hands = late_scene(app, fake_time)
    hands.key(pygame.K_a)
    run_until(app, lambda: scene.contract_choice.active)
    before = (scene.table.state.to_dict(), len(scene.table.log))
    hands.key(pygame.K_RETURN)
    assert scene.notice == "Behalte mindestens 1; gewählt hast du 0."
    assert (scene.table.state.to_dict(), len(scene.table.log)) == before


def mountain_ahead(extra_payable: bool) -> tuple[SpeedpipeState, Lay]:
    """The person (seat 0) on turn about to lay a mountain whose reveal asks for more cards,
    payable or not."""

    def stop(state: SpeedpipeState, seat: int, move: object) -> bool:
        if seat != 0 or state.phase != TURN:
            return False
        for lay in state.legal_moves(0):
            if isinstance(lay, Lay) and state.board.mountains[lay.route]:
                trial = state.copy()
                trial.play(0, lay)
                payable = any(isinstance(m, PayExtra) for m in trial.legal_moves(0))
                if trial.phase == MOUNTAIN and payable == extra_payable:
                    return True
        return False

    state, _ = played_until(stop, players=3, seed=1)
    for lay in state.legal_moves(0):
        if isinstance(lay, Lay) and state.board.mountains[lay.route]:
            trial = state.copy()
            trial.play(0, lay)
            payable = any(isinstance(m, PayExtra) for m in trial.legal_moves(0))
            if trial.phase == MOUNTAIN and payable == extra_payable:
                return state, lay
    raise AssertionError("the position has no such mountain")


def lay_by_taps(hands: SceneHands, lay: Lay) -> None:
    """Taps the mountain route, chooses the lay's payment, presses Verlegen."""
    scene = hands.scene
    hands.tap_route(lay.route)
    chooser = scene.payment
    assert chooser is not None
    chooser.index = chooser.ways.index((lay.paint, lay.jokers))
    hands.press(scene.confirm_button)


def test_a_mountain_route_paid_more(app: App, fake_time: FakeTime) -> None:
    state, lay = mountain_ahead(True)
    scene = push_scene(app, table_at(app, state))
    hands = SceneHands(app, fake_time, scene)
    length = state.board.lengths[lay.route]
    cards = sum(state.hands[0])
    lay_by_taps(hands, lay)
    run_until(app, lambda: scene.can_act() and scene.mountain.active)
    extra = state_of(scene.table).extra
    assert scene.mountain_overlay in scene.widgets.widgets and scene.extra_button.enabled
    assert scene.mountain.reveal == tuple(state_of(scene.table).reveal)
    hands.tap(scene.extra_button.rect.center)
    after = state_of(scene.table)
    assert persons_moves(scene.table)[-1].startswith("extra ")
    assert after.owners[lay.route] == 0
    assert sum(after.hands[0]) == cards - length - extra


def test_a_mountain_route_broken_off_keeps_the_cards(app: App, fake_time: FakeTime) -> None:
    state, lay = mountain_ahead(False)
    scene = push_scene(app, table_at(app, state))
    hands = SceneHands(app, fake_time, scene)
    hand = list(state.hands[0])
    lay_by_taps(hands, lay)
    run_until(app, lambda: scene.can_act() and scene.mountain.active)
    assert not scene.extra_button.enabled
    hands.key(pygame.K_ESCAPE)
    after = state_of(scene.table)
    assert persons_moves(scene.table)[-1] == "abort"
    assert after.owners[lay.route] < 0 and after.hands[0] == hand


def test_a_turn_by_the_keyboard_alone(app: App, fake_time: FakeTime) -> None:
    scene, hands = late_scene(app, fake_time, keys=True)
    state = state_of(scene.table)
    routes = table_facts.payable_routes(state, 0)
    hands.key(pygame.K_n)
    hands.key(pygame.K_n)
    chooser = scene.payment
    assert chooser is not None and chooser.target == routes[1]
    if len(chooser.ways) > 1:
        first = chooser.payment
        hands.key(pygame.K_RIGHT)
        assert chooser.payment != first
    paint, jokers = chooser.payment
    hands.key(pygame.K_RETURN)
    assert persons_moves(scene.table) == [Lay(routes[1], paint, jokers).text()]


def test_the_rat_rings_its_advice_and_r_chooses_it(app: App, fake_time: FakeTime) -> None:
    scene, hands = late_scene(app, fake_time, keys=True)
    assert scene.advice_offered
    hands.key(pygame.K_r)
    run_until(app, lambda: scene.advice is not None, dt=0.05, most=400)
    move = scene.advice
    assert move is not None
    words, _colour = scene.status_line()
    assert words == text("speedpipe.advice.status", advice=advice_words(move, scene.state))
    assert scene.rat.point() is not None or scene.rat.box() is not None
    hands.key(pygame.K_r)
    hands.key(pygame.K_RETURN)
    assert persons_moves(scene.table)[0] == move.text()


def test_a_hovered_contract_lights_its_places_and_the_own_path(
    app: App, fake_time: FakeTime
) -> None:
    scene, _ = late_scene(app, fake_time)
    state = state_of(scene.table)
    done = next(contract for contract in state.contracts[0] if contract in state.fulfilled[0])
    deal = state.map.contracts[done]
    hover(app, scene.contract_spots[done].rect.center)
    assert scene.map_view.place_lights == {deal.a: "contract", deal.b: "contract"}
    path = scene.paths[done]
    assert path and all(scene.map_view.route_lights.get(route) == "path" for route in path)
    assert all(state.owners[route] == 0 for route in path)
    # The oil flows along every fulfilled contract's path.
    assert scene.map_view.flow is not None
    hover(app, scene.display_spots[0].rect.center)
    assert scene.map_view.place_lights == {}


def test_a_route_laid_shows_its_points_at_the_route(app: App, fake_time: FakeTime) -> None:
    scene, hands = late_scene(app, fake_time, keys=True)
    hands.key(pygame.K_n)
    chooser = scene.payment
    assert chooser is not None
    route = chooser.target
    points = state_of(scene.table).board.points[route]
    hands.key(pygame.K_RETURN)
    assert [floater.words for floater in scene.marks.floaters] == [f"+{points}"]
    assert scene.marks.floaters[0].where() == scene.map_view.route_centre(route)


def test_the_proposed_payment_is_the_rules_best_payment(app: App, fake_time: FakeTime) -> None:
    scene, hands = late_scene(app, fake_time)
    state = state_of(scene.table)
    for route in table_facts.payable_routes(state, 0)[:6]:
        scene.tap_route(route)
        chooser = scene.payment
        best = best_payment(state, 0, route)
        assert chooser is not None and best is not None
        assert chooser.payment == (best.paint, best.jokers)
        scene.cancel_choice()


def test_a_hand_card_shows_its_info_window(app: App, fake_time: FakeTime) -> None:
    set_language("de")
    scene, _ = late_scene(app, fake_time)
    spot = scene.hand_spots[0].rect
    hover(app, spot.center)
    hover(app, spot.center, dt=0.5)
    window = scene.widgets.info.window
    assert window.visible and window.content is not None
    assert "Rot" in window.content.title


def test_the_saved_tables_tell_the_round_and_the_fewest_pipes(app: App) -> None:
    set_language("de")
    words = progress_words_of("speedpipe")
    assert words is not None
    state = late()
    assert words(state) == f"Runde {state.round} · kleinster Rohrvorrat {min(state.segments)}"


@pytest.mark.parametrize("way", WAYS)
def test_a_tanker_terminal_built_in_a_port(app: App, fake_time: FakeTime, way: str) -> None:
    state, _ = played_until(
        lambda state, seat, move: (
            seat == 0
            and state.phase == TURN
            and any(isinstance(m, Terminal) for m in state.legal_moves(0))
        ),
        options={"terminals": "on"},
    )
    port = next(m.place for m in state.legal_moves(0) if isinstance(m, Terminal))
    scene = push_scene(app, table_at(app, state))
    hands = SceneHands(app, fake_time, scene)
    hands.keys = way == "keys"
    if hands.keys:
        for _ in range(state.board.place_count + 1):
            hands.key(pygame.K_s)
            chooser = scene.payment
            if chooser is not None and chooser.target == port:
                break
    else:
        hands.tap_place(port)
    chooser = scene.payment
    assert chooser is not None and chooser.target == port
    if chooser.what != "terminal":
        hands.press(scene.terminal_button)
    chooser = scene.payment
    assert chooser is not None and chooser.what == "terminal" and chooser.count == 2
    hands.press(scene.confirm_button, pygame.K_RETURN)
    assert persons_moves(scene.table)[-1].startswith(f"terminal {port} ")
    assert port in state_of(scene.table).terminals[0]
