"""Every game's table scene plays from a server: one person against computers, the scene fed
by a RemoteTable, drawn every frame, acting through the scene until the end table (or a bound
of own moves)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.client.headless import headless_app
from game.client.scenes.end_scene import EndScene
from game.client.scenes.table_scene import TableScene
from game.net.protocol import OpenTable
from tests.client.test_online_clients import alone_at_a_table, frames_until
from tests.net.servers import server_in_thread

GAMES = ("speedstocks", "speedtycoon", "speedpipe", "speedchicago", "tycoon")
OWN_MOVES = 25


@pytest.mark.parametrize("game", GAMES)
def test_a_game_plays_at_a_server_table_in_its_scene(tmp_path: Path, game: str) -> None:
    """The person's scene shows the table, its moves go through the server and come back as
    events and views, the computers' moves are shown, and the chat panel draws along."""
    with server_in_thread(tmp_path / "server") as url:
        app = headless_app(tmp_path / "ada")
        try:
            request = OpenTable(
                game=game, seats=3, free_seats="computers", strength="easy", turn_seconds=None
            )
            scene = alone_at_a_table(app, url, request)
            assert app.online is not None
            app.online.chat(scene.table.table_id, "Hallo!")
            played = [0]

            def play_on() -> bool:
                """The scene's seat plays its first legal move whenever it may act."""
                current = app.scene
                if isinstance(current, EndScene):
                    return True
                if isinstance(current, TableScene):
                    pause = current.table.reading_pause()
                    if pause is not None and current.seat in pause.waiting:
                        current.table.continue_reading(current.seat)
                    elif current.can_act():
                        legal = current.table.legal_moves(current.seat)
                        if legal:
                            current.table.submit(current.seat, legal[0])
                            played[0] += 1
                return played[0] >= OWN_MOVES

            frames_until([app], play_on, 120.0)
            assert any(line.text == "Hallo!" for line in scene.table.lines)
        finally:
            app.shutdown()
