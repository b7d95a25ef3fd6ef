"""The Tycoon table scene: a whole seeded game by posted taps, drags and keys ending on the end
table; the panels show the view's numbers in German and English; refusals in words with
nothing changed; the menu offers Tycoon; the saved-table words."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.launch import start_table
from game.client.saved_table_words import progress_words_of
from game.client.scenes.end_scene import EndScene
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.setup_scene import HUMAN, SetupScene
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.scenes.tables.tycoon.spots import HELD_TICKET, LANDING, TableSpot
from game.client.table_scenes import has_table_scene
from game.rules.tycoon.flights import HOME
from game.rules.tycoon.moves import BUILD_HOTEL, Buy, Fly
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.event_driving import move_kind, setup_of
from tests.client.stocks_positions import hover
from tests.client.table_driving import FRAME, run_until
from tests.client.tycoon.positions import new_state, played_until
from tests.client.tycoon.scene_driving import (
    PersonsMind,
    TycoonHands,
    centre_of,
    drawn,
    persons_first_turn,
    play,
    push_scene,
    state_of,
    table_at,
)


def test_the_menu_offers_tycoon() -> None:
    assert has_table_scene("tycoon")


@pytest.mark.parametrize(("language", "seed"), [("de", 11), ("en", 12)])
def test_a_whole_game_by_posted_events_ends_on_the_end_table(
    app: App, fake_time: FakeTime, language: str, seed: int
) -> None:
    set_language(language)
    table = start_table(app, setup_of("tycoon", 1, 3, seed, {}))
    scene = app.scene
    assert isinstance(scene, TycoonScene)
    hands = TycoonHands(app, fake_time, scene)
    mind = PersonsMind(seed)
    # Every text drawn at each of the person's decisions and each payday fits.
    play(app, scene, hands, mind, lambda: isinstance(app.scene, EndScene), check_texts=True)
    assert table.is_over and isinstance(app.scene, EndScene)
    assert not any(entry.take_over for entry in table.log)
    kinds = [move_kind(entry.move) for entry in table.log if entry.seat == 0]
    assert kinds == hands.made
    assert {"loan", "buy", "fly", "hotel", "factory", "end"} <= set(kinds)
    assert not mind.unexpressed, "every legal move has its taps and keys"


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_panels_show_the_views_numbers(app: App, language: str) -> None:
    set_language(language)
    state, _ = played_until(lambda s, seat, move: s.round == 2 and seat == 0)
    scene = push_scene(app, table_at(app, state))
    scene.relabel()
    lines = drawn(scene)
    joined = " ".join(lines)
    assert scene.header_text().startswith(text("tycoon.table.header", round=2, name="")[:5])
    for player in range(state.players):
        assert str(state.cash[player]) in joined


def test_a_refused_move_is_said_and_nothing_changes(app: App) -> None:
    state = persons_first_turn(4)
    scene = push_scene(app, table_at(app, state))
    before = len(scene.table.log)
    scene.press_hotel()
    assert scene.notice == text("tycoon.table.turn.not_landed")
    assert len(scene.table.log) == before
    scene.cancel_choice()
    assert scene.notice == ""


def test_a_tap_on_a_ticket_buys_it_and_a_flight_lands(app: App, fake_time: FakeTime) -> None:
    state = persons_first_turn(4)
    scene = push_scene(app, table_at(app, state))
    hands = TycoonHands(app, fake_time, scene)
    scheduled = state_of(scene.table).open_scheduled[0]
    assert hands.make(Buy(scheduled))
    assert scheduled in state_of(scene.table).tickets[0]
    flight = next(
        move
        for move in state_of(scene.table).legal_moves(0)
        if isinstance(move, Fly) and move.place >= 0
    )
    assert hands.make(flight)
    assert state_of(scene.table).plane_city[0] == flight.city != HOME
    if BUILD_HOTEL in state_of(scene.table).legal_moves(0):
        assert hands.make(BUILD_HOTEL)


def test_the_saved_table_words_tell_the_round() -> None:
    state = new_state(3, 2)
    progress = progress_words_of("tycoon")
    assert progress is not None
    assert progress(state) == text("tycoon.table.progress", round=1, best=15)


def test_the_rat_shows_the_advised_turn_and_esc_puts_it_away(app: App, fake_time: FakeTime) -> None:
    state, _ = played_until(lambda s, seat, move: s.round == 2 and seat == 0 and s.acting == 0)
    scene = push_scene(app, table_at(app, state))
    hands = TycoonHands(app, fake_time, scene)
    hands.key(pygame.K_r)
    run_until(app, lambda: scene.rat.active, dt=0.1)
    assert scene.rat.marks(), "the advised steps are marked on the table"
    words, _ = scene.status_line()
    assert words == scene.rat.words() != ""
    drawn(scene)
    hands.key(pygame.K_ESCAPE)
    assert not scene.rat.active
    assert scene.status_line()[0] != words


def test_the_set_up_offers_tycoons_clocks_seats_strengths_and_hot_seat(app: App) -> None:
    scene = SetupScene(app, "tycoon")
    assert [seconds for seconds, _ in scene.clock_list.choices] == [30, 60, 90, 120, None]
    assert scene.clock_list.selected == 120
    assert [count for count, _ in scene.count_list.choices] == [2, 3, 4, 5]
    scene.choose_seat_count(5)
    assert len(scene.seat_lists) == 5
    for seat_list in scene.seat_lists:
        assert [choice for choice, _ in seat_list.choices] == [HUMAN, "easy", "normal", "strong"]
    for number in range(5):
        scene.choose_seat(number, HUMAN)
    setup = scene.setup()
    assert setup.game == "tycoon" and all(seat.is_human for seat in setup.seats)
    assert scene.problem() == ""


def over(move: object) -> bool:
    """Whether a move is a flight over a full city."""
    return isinstance(move, Fly) and move.place == -1


def test_over_a_full_city_the_plane_flies_over_by_a_tap_on_a_landing_place(
    app: App, fake_time: FakeTime
) -> None:
    state, _ = played_until(
        lambda s, seat, m: seat == 0 and any(over(x) for x in s.legal_moves(0)), 4, seed=1
    )
    move = next(x for x in state.legal_moves(0) if over(x))
    assert isinstance(move, Fly)
    scene = push_scene(app, table_at(app, state))
    hands = TycoonHands(app, fake_time, scene)
    hands.tap(centre_of(scene, TableSpot(HELD_TICKET, index=move.ticket, player=0)))
    assert scene.choice is not None and scene.choice.ticket == move.ticket
    hands.tap(centre_of(scene, TableSpot(LANDING, move.city, 1)))
    after = state_of(scene.table)
    assert after.plane_city[0] == move.city and after.plane_place[0] == -1
    assert [entry.move for entry in scene.table.log if entry.seat == 0] == [move.text()]


def test_two_people_hot_seat_play_behind_the_curtain(app: App, fake_time: FakeTime) -> None:
    table = start_table(app, setup_of("tycoon", 2, 1, 5, {}))
    scene = app.scene
    if isinstance(scene, HandOverScene):
        scene = app.scenes[-2]
    assert isinstance(scene, TycoonScene)
    hands = TycoonHands(app, fake_time, scene)
    mind = PersonsMind(5)
    curtains = 0

    def second_round() -> bool:
        nonlocal curtains
        curtains += isinstance(app.scene, HandOverScene)
        return state_of(table).round == 2

    play(app, scene, hands, mind, second_round)
    people = {entry.seat for entry in table.log if not entry.take_over}
    assert {0, 1} <= people
    assert curtains > 0


def test_when_the_clock_runs_out_the_computer_ends_the_turn_and_the_choice_goes(
    app: App, fake_time: FakeTime
) -> None:
    state = persons_first_turn(4)
    scene = push_scene(app, table_at(app, state, turn_seconds=30))
    hands = TycoonHands(app, fake_time, scene)
    ticket = state_of(scene.table).open_scheduled[0]
    assert hands.make(Buy(ticket))
    scene.press_fly()
    assert scene.choice is not None
    app.frame(FRAME)  # caught up: the clock runs (again) while the ticket is chosen
    fake_time.advance(30)
    app.frame(FRAME)
    shown = scene.clock_display()
    assert shown is not None and shown.grace
    fake_time.advance(10)
    run_until(app, lambda: 0 not in scene.table.to_act(), dt=FRAME, most=600)
    assert any(entry.take_over for entry in scene.table.log)
    assert scene.choice is None
    drawn(scene)


def test_a_resumed_table_tells_the_game_so_far_in_its_log(app: App, fake_time: FakeTime) -> None:
    table = start_table(app, setup_of("tycoon", 1, 2, 8, {}))
    scene = app.scene
    assert isinstance(scene, TycoonScene)
    hands = TycoonHands(app, fake_time, scene)
    play(app, scene, hands, PersonsMind(8), lambda: state_of(table).round == 2 and scene.can_act())
    resumed = TycoonScene(app, table, None)
    assert resumed.log.lines == scene.log.lines
    assert len(resumed.log.lines) > 20


def test_pointing_at_an_own_ticket_lights_its_destinations(app: App) -> None:
    state, move = played_until(lambda s, seat, m: s.round == 2 and seat == 0 and isinstance(m, Fly))
    assert isinstance(move, Fly)
    scene = push_scene(app, table_at(app, state))
    assert not scene.board.lit_cities
    hover(app, centre_of(scene, TableSpot(HELD_TICKET, index=move.ticket, player=0)))
    app.frame(FRAME)
    assert move.city in scene.board.lit_cities
    assert scene.choice is None, "pointing chooses nothing"


def test_while_events_are_shown_the_info_windows_speak_of_the_view(
    app: App, fake_time: FakeTime
) -> None:
    state = persons_first_turn(4)
    scene = push_scene(app, table_at(app, state))
    assert scene.state_shown() is scene.state
    ticket = state_of(scene.table).open_scheduled[0]
    cash = state_of(scene.table).cash[0]
    before = dict(scene.view)
    scene.view = {**before, "cash": list(before["cash"])}
    scene.send(Buy(ticket))
    assert scene.queue.playing
    shown = scene.state_shown()
    assert shown.cash[0] == scene.view["cash"][0] == cash
    assert state_of(scene.table).cash[0] < cash
