"""Opening a table on the server: the same set-up as a local table, where seat 1 is the player
and every other seat is open for people ("Mensch") or for the computer. The server fills free
seats with computers when any seat is set to one ("mit Computer füllen"), at the strength of
the first; else they stay empty and only the people who sit down play ("leer lassen"). Above
the options the Einsatz: the Taler every person at the table stakes."""

from __future__ import annotations

from game.client.scenes.setup_scene import (
    RIGHT_LEFT,
    RIGHT_WIDTH,
    ROW_GAP,
    ROW_HEIGHT,
    TOP,
    SetupScene,
)
from game.client.widgets import ChoiceList, InfoContent
from game.net.protocol import OpenTable
from game.table.seats import TableSetup
from game.taler.words import taler_text
from game.texts import text

# The stakes the set-up offers (0: the table plays for none).
STAKES = (0, 10, 25, 50, 100, 250, 500, 1000)


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


def stake_info() -> InfoContent:
    """What the Einsatz means."""
    return InfoContent(text("taler.info_title"), [text("taler.info")])


class OnlineSetupScene(SetupScene):
    """The set-up whose "Tisch eröffnen" opens the table on the server and returns to the
    lobby, where its waiting room shows."""

    # Einsatz: none until one is chosen.
    stake = 0

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

    def problem(self) -> str:
        """Why the table cannot open: the set-up's reasons, or a stake above the balance."""
        problem = super().problem()
        balance = self.balance()
        if not problem and balance is not None and self.stake > balance:
            return text("taler.too_high", amount=balance)
        return problem

    def balance(self) -> int | None:
        """The player's Taler as the server last said."""
        client = self.app.online
        return None if client is None else client.taler

    def choose_stake(self, stake: int) -> None:
        """Einsatz: every person at the table stakes this many Taler."""
        self.stake = stake
        self._refresh()

    def status_text(self) -> str:
        """The status line: why the table cannot open, or what happens to its free seats."""
        if self.status_problem:
            return self.status_problem
        request = open_request(self.setup())
        choice = text(f"online.free_seats_{request.free_seats}")
        return f"{text('online.free_seats_label')}: {choice}"

    def _build(self) -> None:
        """The set-up's controls, the start button saying where the table opens, and the
        Einsatz in the title's row above the right column (free in every game's layout)."""
        super()._build()
        self.start_button.label = text("online.setup_start")
        self.stake_list: ChoiceList[int] = ChoiceList(
            (RIGHT_LEFT, TOP - ROW_HEIGHT - ROW_GAP, RIGHT_WIDTH, ROW_HEIGHT),
            text("taler.label"),
            [(stake, taler_text(stake) if stake else text("taler.none")) for stake in STAKES],
            self.stake,
            self.choose_stake,
            info=stake_info,
        )
        self.widgets.add(self.stake_list)
