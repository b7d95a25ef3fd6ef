"""Einsatz in the client: the set-up's row, and at a hot-seat table of the local profile the
stakes taken into a pot in the local purse (taler.json beside the records) when the table
starts, the pot paid when it ends, and the end table's line about it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.widgets import ChoiceList, InfoContent
from game.store.local_purse import LocalPurse, PurseError
from game.table import Table
from game.taler.settlement import StakeError
from game.taler.words import taler_text, won_words
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

_log = logging.getLogger(__name__)
TOAST_SECONDS = 6.0
# The stakes a set-up offers (0: the table plays for none).
STAKES = (0, 10, 25, 50, 100, 250, 500, 1000)


def stake_info() -> InfoContent:
    """What the Einsatz means."""
    return InfoContent(text("taler.info_title"), [text("taler.info")])


def stake_row(
    rect: tuple[int, int, int, int], stake: int, on_change: Callable[[int], None]
) -> ChoiceList[int]:
    """The set-up's Einsatz row."""
    return ChoiceList(
        rect,
        text("taler.label"),
        [(choice, taler_text(choice) if choice else text("taler.none")) for choice in STAKES],
        stake,
        on_change,
        info=stake_info,
    )


def local_purse(app: App) -> LocalPurse:
    """The local profile's Taler, in the data folder that holds the saves folder."""
    return LocalPurse(app.services.saves.folder.parent / "taler.json")


def people_of(table: Table) -> dict[int, str]:
    """The seats a person plays (seat: name)."""
    return {number: seat.name for number, seat in enumerate(table.setup.seats) if seat.is_human}


def stake_problem(app: App, names: list[str], stake: int) -> str:
    """Why these people cannot play for this stake, in words; '' when they can."""
    if not stake:
        return ""
    purse = local_purse(app)
    for name in names:
        balance = purse.balance(name)
        if stake > balance:
            return text("taler.too_high_for", name=name, amount=balance)
    return ""


def open_pot(app: App, table: Table, table_id: str, stake: int) -> None:
    """Takes every person's stake into the table's pot (told in words when it cannot be)."""
    try:
        local_purse(app).open_pot(table_id, stake, people_of(table))
    except (StakeError, PurseError, OSError) as error:
        _log.warning("the stakes could not be taken: %s", error)
        app.toasts.push(text("taler.not_taken", problem=str(error)), TOAST_SECONDS)


def settle_pot(app: App, table: Table, table_id: str) -> tuple[str, ...]:
    """Pays a finished table's pot, once; the end table's line about it (none without one)."""
    outcome = table.outcome()
    try:
        won = local_purse(app).settle(table_id, None if outcome is None else outcome.places)
    except (PurseError, OSError) as error:
        _log.warning("the pot could not be paid: %s", error)
        return (text("taler.not_paid"),)
    return () if won is None else (won_words(sum(won.values()), list(won.items())),)
