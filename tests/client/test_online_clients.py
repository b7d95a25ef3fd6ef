"""Two real clients (pygame, dummy video driver) play Speedstocks against each other through a
table server: each signs up in the Online scene, one opens a table in the online set-up, the
other sits down in the lobby, and both play their table scenes to the end table."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from game.client.app import App
from game.client.headless import headless_app
from game.client.scenes.end_scene import EndScene
from game.client.scenes.online.lobby import LobbyScene
from game.client.scenes.online.online_setup import OnlineSetupScene
from game.client.scenes.online.sign_in import SignInScene
from game.client.scenes.table_scene import TableScene
from game.net.remote_table import RemoteTable
from tests.net.servers import server_in_thread

# Seconds the whole game may take; every wait below is bounded by it.
GAME_SECONDS = 240.0
FRAME_SECONDS = 3.0


def frames_until(apps: list[App], done: Callable[[], bool], seconds: float = 20.0) -> None:
    """Runs both apps' frames until done() holds; AssertionError after seconds."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the clients did not get there in time"
        for app in apps:
            app.frame(FRAME_SECONDS)
        time.sleep(0.005)


def sign_up(app: App, url: str, name: str) -> None:
    """The Online entry of the main menu, an account made in the sign-in scene."""
    app.navigator.to_menu()
    app.navigator.to_online()
    scene = app.scene
    assert isinstance(scene, SignInScene)
    scene.server = url
    scene.name = name
    scene.password = "geheim-" + name
    scene.sign_up()


def test_two_clients_play_speedstocks_through_the_server(tmp_path: Path) -> None:
    """Ada opens a two-seat table, Bea sits down, the game starts by itself when full, and
    both play every own turn in their table scenes until both see the end table with the
    same scores."""
    with server_in_thread(tmp_path / "server") as url:
        ada = headless_app(tmp_path / "ada")
        bea = headless_app(tmp_path / "bea")
        apps = [ada, bea]
        try:
            sign_up(ada, url, "Ada")
            sign_up(bea, url, "Bea")
            frames_until(apps, lambda: all(isinstance(app.scene, LobbyScene) for app in apps))
            ada.navigator.to_online_setup("speedstocks")
            setup = ada.scene
            assert isinstance(setup, OnlineSetupScene)
            setup.choose_seat_count(2)
            setup.choose_seat(1, "human")
            setup.choose_option("variant", "taktik")
            setup.choose_clock(None)
            setup.choose_tempo("schnell")
            setup.start()
            assert isinstance(ada.scene, LobbyScene)
            lobby = bea.scene
            assert isinstance(lobby, LobbyScene)
            frames_until(apps, lambda: bool(lobby.join_buttons) and lobby.join_buttons[0].enabled)
            lobby.join_buttons[0].on_press()
            frames_until(apps, lambda: all(isinstance(app.scene, TableScene) for app in apps))
            scenes = [app.scene for app in apps]
            tables = [scene.table for scene in scenes]
            assert all(isinstance(table, RemoteTable) for table in tables)
            assert [table.seat for table in tables] == [0, 1]
            moves = [0, 0]

            def play_on() -> bool:
                """Each scene plays its seat's first legal move when it may act."""
                for number, app in enumerate(apps):
                    scene = app.scene
                    if isinstance(scene, TableScene) and scene.can_act():
                        legal = scene.table.legal_moves(scene.seat)
                        if legal and scene.table.submit(scene.seat, legal[0]) == []:
                            moves[number] += 1
                return all(isinstance(app.scene, EndScene) for app in apps)

            frames_until(apps, play_on, GAME_SECONDS)
            ends = [app.scene for app in apps]
            assert all(isinstance(end, EndScene) for end in ends)
            outcomes = [end.table.outcome() for end in ends]  # type: ignore[attr-defined]
            assert outcomes[0] == outcomes[1] and outcomes[0] is not None
            assert min(moves) >= 10, "both people played their turns"
        finally:
            for app in apps:
                app.shutdown()
