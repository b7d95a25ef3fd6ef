"""Opening a table on the server: the same set-up as a local table, where seat 1 is the player
and every other seat is open for people ("Mensch") or for the computer. The server fills free
seats with computers when any seat is set to one ("mit Computer füllen"), at the strength of
the first; else they stay empty and only the people who sit down play ("leer lassen"). The
Einsatz (above the options) is staked by every person at the table from their balance on the
server."""

from __future__ import annotations

from game.client.scenes.setup_scene import SetupScene
from game.net.protocol import OpenTable
from game.table.seats import TableSetup
from game.texts import text


def open_request(setup: TableSetup, stake: int = 0) -> OpenTable:
    """The server's request for a table set up like this."""
    computers = [seat for seat in setup.seats[1:] if not seat.is_human]
    return OpenTable(
        game=setup.game,
        seats=len(setup.seats),
        options=dict(setup.options),
        free_seats="computers" if computers else "open",
        strength=computers[0].strength if computers else "normal",  # type: ignore[arg-type]
        turn_seconds=setup.turn_seconds,
        tempo=setup.tempo,
        stake=stake,
    )


class OnlineSetupScene(SetupScene):
    """The set-up whose "Tisch eröffnen" opens the table on the server and returns to the
    lobby, where its waiting room shows."""

    def start(self) -> None:
        """Opens the table on the server (seat 1 must be the player: a person)."""
        self._stop_typing()
        setup = self.setup()
        if not setup.seats[0].is_human:
            self.status_problem = text("table_setup.cannot_start", problem=text("online.seat_one"))
            return
        client = self.app.online
        if client is None:
            self.app.navigator.to_menu()
            return
        client.open_table(open_request(setup, self.stake))
        self.app.pop()

    def offers_stake(self) -> bool:
        """Every table on a server may play for Taler."""
        return True

    def stake_problem(self) -> str:
        """A stake above the player's balance (as the server last said), in words."""
        client = self.app.online
        balance = None if client is None else client.taler
        if balance is not None and self.stake > balance:
            return text("taler.too_high", amount=balance)
        return ""

    def status_text(self) -> str:
        """The status line: why the table cannot open, or what happens to its free seats."""
        if self.status_problem:
            return self.status_problem
        request = open_request(self.setup())
        choice = text(f"online.free_seats_{request.free_seats}")
        return f"{text('online.free_seats_label')}: {choice}"

    def _build(self) -> None:
        """The set-up's controls, the start button saying where the table opens."""
        super()._build()
        self.start_button.label = text("online.setup_start")
