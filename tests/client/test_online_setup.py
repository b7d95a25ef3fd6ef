"""Opening a table on the server from the set-up: the seats' choices become the table's free
seats (people only, or filled with computers at the first computer's strength), said on the
status line before the table opens."""

from __future__ import annotations

from game.client.app import App
from game.client.scenes.online.online_setup import OnlineSetupScene, open_request
from game.texts import text


def test_seats_for_people_leave_the_free_seats_empty(app: App) -> None:
    scene = OnlineSetupScene(app, "speedstocks")
    scene.choose_seat_count(3)
    scene.choose_seat(1, "human")
    scene.choose_seat(2, "human")
    request = open_request(scene.setup())
    assert (request.game, request.seats, request.free_seats) == ("speedstocks", 3, "open")
    assert scene.status_text().endswith(text("online.free_seats_open"))


def test_a_computer_seat_fills_the_free_seats_with_computers_of_its_strength(app: App) -> None:
    scene = OnlineSetupScene(app, "tycoon")
    scene.choose_seat_count(4)
    scene.choose_seat(1, "human")
    scene.choose_seat(2, "strong")
    scene.choose_clock(60)
    request = open_request(scene.setup())
    assert (request.free_seats, request.strength, request.turn_seconds) == (
        "computers",
        "strong",
        60,
    )
    assert scene.status_text().endswith(text("online.free_seats_computers"))


def test_seat_one_must_be_the_person_opening(app: App) -> None:
    scene = OnlineSetupScene(app, "speedstocks")
    scene.choose_seat(0, "easy")
    app.push(scene)
    scene.start()
    assert app.scene is scene and text("online.seat_one") in scene.status_text()
