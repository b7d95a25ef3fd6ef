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
from game.net.protocol import OpenTable
from game.net.remote_table import RemoteTable
from game.texts import text
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


def alone_at_a_table(app: App, url: str, request: OpenTable) -> TableScene:
    """Ada signs up, opens the table with computers, starts it; her table scene."""
    sign_up(app, url, "Ada")
    frames_until([app], lambda: isinstance(app.scene, LobbyScene))
    client = app.online
    assert client is not None
    client.open_table(request)
    frames_until([app], lambda: bool(client.waiting))
    client.start(next(iter(client.waiting)))
    frames_until([app], lambda: isinstance(app.scene, TableScene))
    scene = app.scene
    assert isinstance(scene, TableScene) and isinstance(scene.table, RemoteTable)
    return scene


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
                """Each scene plays its seat's first legal move when it may act; once, Ada's
                connection is cut (her client connects again by itself)."""
                if moves[0] == 8 and ada.online is not None and not ada.online.link.reconnections:
                    ada.online.link.drop()
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
            assert ada.online is not None and ada.online.link.reconnections == 1
            # Nochmal am selben Tisch: both ask in the same frame (one next table, not two),
            # and the next game begins by itself.
            for end in ends:
                end.again_button.on_press()  # type: ignore[attr-defined]
            frames_until(apps, lambda: all(isinstance(app.scene, TableScene) for app in apps))
            following = [app.scene.table for app in apps]  # type: ignore[attr-defined]
            assert [table.seat for table in following] == [0, 1]
            assert following[0].table_id == following[1].table_id != tables[0].table_id
        finally:
            for app in apps:
                app.shutdown()


def test_a_restarted_client_signs_in_by_itself_and_sits_down_where_it_was(tmp_path: Path) -> None:
    """Ada plays against a computer, her client is closed mid-game and started again: the kept
    session signs her in, the lobby offers her table, and she is back at her seat, the table
    where it is."""
    with server_in_thread(tmp_path / "server") as url:
        ada = headless_app(tmp_path / "ada")
        try:
            request = OpenTable(
                game="speedstocks", seats=2, free_seats="computers", turn_seconds=None
            )
            scene = alone_at_a_table(ada, url, request)
            frames_until([ada], scene.can_act)
            scene.table.submit(scene.seat, scene.table.legal_moves(scene.seat)[0])
            frames_until([ada], lambda: len(scene.table.log) >= 2)
            table_id = scene.table.table_id
        finally:
            ada.shutdown()
        again = headless_app(tmp_path / "ada")
        try:
            again.navigator.to_menu()
            again.navigator.to_online()
            sign_in = again.scene
            assert isinstance(sign_in, SignInScene)
            # The address is the one kept with the session (the default is another).
            sign_in.server = url
            sign_in.on_enter()
            frames_until([again], lambda: isinstance(again.scene, LobbyScene))
            lobby = again.scene
            assert isinstance(lobby, LobbyScene)
            frames_until([again], lambda: any(button.enabled for button in lobby.join_buttons))
            row = [summary.table for summary in lobby.listed()].index(table_id)
            assert lobby.join_buttons[row].label == text("online.rejoin")
            lobby.join_buttons[row].on_press()
            frames_until([again], lambda: isinstance(again.scene, TableScene))
            back = again.scene
            assert isinstance(back, TableScene) and isinstance(back.table, RemoteTable)
            assert back.table.table_id == table_id and back.table.seat == 0
            assert len(back.table.log) >= 2, "the table is where it was"
        finally:
            again.shutdown()


def test_a_wrong_password_and_a_missing_server_are_told_on_the_sign_in(tmp_path: Path) -> None:
    """Signing in with a wrong password says the server's reason and stays; a server that is
    not there is said too; an empty name is asked for before anything is sent."""
    with server_in_thread(tmp_path / "server") as url:
        ada = headless_app(tmp_path / "ada")
        try:
            sign_up(ada, url, "Ada")
            frames_until([ada], lambda: isinstance(ada.scene, LobbyScene))
            ada.scene.sign_out()  # type: ignore[attr-defined]
            ada.navigator.to_online()
            scene = ada.scene
            assert isinstance(scene, SignInScene)
            scene.name = ""
            scene.sign_in()
            assert scene.status == text("online.need_name") and ada.online is None
            scene.server, scene.name, scene.password = url, "Ada", "falsch"
            scene.sign_in()
            frames_until([ada], lambda: scene.status.startswith(text("online.refused", reason="")))
            assert ada.scene is scene and ada.online is not None and ada.online.name is None
            scene.server = "ws://127.0.0.1:9"
            scene.sign_in()
            offline = text("online.offline", problem="")
            frames_until([ada], lambda: scene.status.startswith(offline))
            assert "127.0.0.1:9" in scene.status
            assert ada.scene is scene
        finally:
            ada.shutdown()
