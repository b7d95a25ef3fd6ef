"""Einsatz in the client: the online set-up offers a stake and refuses one above the balance,
the lobby shows each table's stake and one's balance, and the pot paid at the end is told at
the table and added to the balance."""

from __future__ import annotations

from pathlib import Path

from game.client.launch import record_lines
from game.client.scenes.online.lobby import LobbyScene, row_words
from game.client.scenes.online.online_setup import OnlineSetupScene, open_request
from game.net.online_client import OnlineClient
from game.net.protocol import (
    LobbyTables,
    PotSettled,
    PotShare,
    SeatSummary,
    TableSummary,
    Welcome,
)
from game.net.remote_table import RemoteTable
from game.taler.words import pot_words
from game.texts import text
from tests.client.test_online_clients import frames_until, sign_up
from tests.net.servers import server_in_thread
from tests.net.test_hosting import hosted, seated
from tests.net.test_online_client_lists import QuietLink


def summary(stake: int) -> TableSummary:
    """A lobby line of an open Tycoon table with this stake."""
    return TableSummary(
        "t1", "tycoon", "Ada", [SeatSummary("Ada", "human", True)], {}, "open", 60, "normal",
        False, stake=stake,
    )  # fmt: skip


def test_the_lobby_line_tells_the_stake() -> None:
    """A table for Taler says its stake beside its game; one without says nothing of it."""
    assert row_words(summary(250))[0].endswith(text("taler.stake", amount=250))
    assert row_words(summary(0))[0] == "Tycoon · Ada"


def test_the_client_keeps_the_balance_and_the_pots() -> None:
    """The welcome and the lobby set the balance; a pot adds the own share to it."""
    client = OnlineClient(QuietLink())  # type: ignore[arg-type]
    client._take(Welcome("Ada", "token", taler=1000))
    assert client.taler == 1000
    client._take(LobbyTables([summary(100)], taler=900))
    assert client.taler == 900
    pot = PotSettled("t1", 100, 200, [PotShare(0, "Ada", 100, 200), PotShare(1, "Bea", 100, 0)])
    client._take(pot)
    assert client.taler == 1100 and client.pots["t1"] == pot


def test_the_online_setup_opens_a_table_with_the_stake_chosen(tmp_path: Path) -> None:
    """Ada chooses 250 Taler: the table opens with that stake, the lobby lists it and tells
    her balance; a stake above it is refused on the status line before anything is sent."""
    from game.client.headless import headless_app

    with server_in_thread(tmp_path / "server") as url:
        app = headless_app(tmp_path / "ada")
        try:
            sign_up(app, url, "Ada")
            frames_until([app], lambda: isinstance(app.scene, LobbyScene))
            client = app.online
            assert client is not None and client.taler == 1000
            app.navigator.to_online_setup("tycoon")
            setup = app.scene
            assert isinstance(setup, OnlineSetupScene)
            setup.choose_stake(1000)
            client.taler = 400
            setup.choose_stake(500)
            assert setup.status_text() == text("taler.too_high", amount=400)
            assert not setup.start_button.enabled
            client.taler = 1000
            setup.choose_stake(250)
            assert open_request(setup.setup(), setup.stake).stake == 250
            setup.start()
            frames_until([app], lambda: bool(client.tables))
            assert client.tables[0].stake == 250
        finally:
            app.shutdown()


def test_the_end_table_of_a_server_table_tells_its_pot() -> None:
    """Once the pot came, the table keeps it, its chat notes it, and the end table's lines say
    who won how much."""
    host = hosted("tycoon", seats=3)
    seated(host, "Ada", "Bea")
    host.start("Ada")
    remote = RemoteTable("t1", 0, host.view(0), lambda _request: None)
    assert record_lines(remote) == ()  # type: ignore[arg-type]
    pot = PotSettled("t1", 100, 200, [PotShare(0, "Ada", 100, 200), PotShare(1, "Bea", 100, 0)])
    remote.receive(pot)
    assert remote.pot == pot and remote.lines[-1].text == pot_words(pot)
    assert record_lines(remote) == (pot_words(pot),)  # type: ignore[arg-type]
    assert text("taler.won", name="Ada", amount=200) in pot_words(pot)
