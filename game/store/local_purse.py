"""The Taler of the people who play on this device (the local profile's hot-seat tables): one
JSON file, taler.json in the data folder, beside the records (which keep points, not Taler).

Every name starts with STARTING_TALER. As on the server, a table played for Taler takes every
person's stake when it starts and holds it in a pot (kept in the same file, so that a table
saved unfinished and finished later still pays), and pays the pot by the same settlement when
it ends, once. The file is written atomically; a damaged file is set aside (never deleted), the
player is told why, and every balance starts afresh.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.store.file_safety import read_checked_json, write_atomically
from game.taler.settlement import STARTING_TALER, check_stake, share_pot

FORMAT = "speed-games/taler"
VERSION = 1
FILE_NAME = "taler.json"
SET_ASIDE_SUFFIX = ".damaged"

_log = logging.getLogger(__name__)


class PurseError(ValueError):
    """A damaged purse file, with what is wrong in words."""


class LocalPurse:
    """Balances and open pots of this device's players."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        # What was wrong with a damaged file, in words, for the player (taken by the client).
        self.problems: list[str] = []

    def balance(self, name: str) -> int:
        """The name's Taler (STARTING_TALER for a name that never played for Taler)."""
        return int(self._load()["balances"].get(name, STARTING_TALER))

    def pot_of(self, table_id: str) -> dict[int, str] | None:
        """Who staked at the table (seat: name) while its pot is open, None otherwise."""
        pot = self._load()["pots"].get(table_id)
        return None if pot is None else {int(seat): name for seat, name in pot["seats"].items()}

    def open_pot(self, table_id: str, stake: int, seats: Mapping[int, str]) -> None:
        """Takes the stake from every person seated (seat: name) into the table's pot;
        StakeError in words, and nothing taken, when one of them has less."""
        data = self._load()
        balances = data["balances"]
        for name in seats.values():
            check_stake(stake, int(balances.get(name, STARTING_TALER)), name)
        for name in seats.values():
            balances[name] = int(balances.get(name, STARTING_TALER)) - stake
        data["pots"][table_id] = {
            "stake": stake,
            "seats": {str(seat): name for seat, name in seats.items()},
        }
        self._write(data)

    def settle(self, table_id: str, places: Sequence[int] | None) -> dict[str, int] | None:
        """Pays the table's pot by its final places (None: the game had no result; everybody
        gets the stake back): what each name won, or None when the pot was paid already or
        the table played for none."""
        data = self._load()
        pot = data["pots"].pop(table_id, None)
        if pot is None:
            return None
        seats = {int(seat): str(name) for seat, name in pot["seats"].items()}
        shares = share_pot({seat: int(pot["stake"]) for seat in seats}, places)
        won: dict[str, int] = {}
        for seat, share in shares.items():
            name = seats[seat]
            data["balances"][name] = int(data["balances"].get(name, STARTING_TALER)) + share
            won[name] = won.get(name, 0) + share
        self._write(data)
        return won

    def ledger(self, names: Sequence[str]) -> int:
        """The Taler of these names together with every open pot (for checks: it never
        changes)."""
        data = self._load()
        held = sum(int(pot["stake"]) * len(pot["seats"]) for pot in data["pots"].values())
        return held + sum(int(data["balances"].get(name, STARTING_TALER)) for name in names)

    # ---- the file -------------------------------------------------------------------------------

    def _load(self) -> dict[str, Any]:
        """The file's data; a damaged file is set aside (its problem kept) and nothing read."""
        data, problem = read_checked_json(
            self.path,
            _check,
            lambda error: PurseError(f"the Taler cannot be read ({error})"),
            SET_ASIDE_SUFFIX,
        )
        if problem is not None:
            _log.warning("the Taler file was damaged and set aside: %s", problem)
            self.problems.append(problem)
        return _empty() if data is None else data  # type: ignore[no-any-return]

    def _write(self, data: dict[str, Any]) -> None:
        """Writes the file atomically: a crash leaves the old one or the new one."""
        write_atomically(self.path, json.dumps(data, ensure_ascii=False, sort_keys=True))


def _empty() -> dict[str, Any]:
    """A purse without balances or pots."""
    return {"format": FORMAT, "version": VERSION, "balances": {}, "pots": {}}


def _check(data: Any) -> None:
    """PurseError in words unless the data is a purse of this version."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PurseError("it is no Taler file")
    if data.get("version") != VERSION:
        raise PurseError(f"it was written in version {data.get('version')!r}, not {VERSION}")
    balances, pots = data.get("balances"), data.get("pots")
    if not isinstance(balances, dict) or not all(
        isinstance(name, str) and type(taler) is int and taler >= 0
        for name, taler in balances.items()
    ):
        raise PurseError("its balances must be whole numbers of Taler, none below 0")
    if not isinstance(pots, dict):
        raise PurseError("its pots must be a mapping of tables")
    for table, pot in pots.items():
        if (
            not isinstance(pot, dict)
            or type(pot.get("stake")) is not int
            or pot["stake"] < 0
            or not isinstance(pot.get("seats"), dict)
            or not all(
                seat.isdigit() and isinstance(name, str) for seat, name in pot["seats"].items()
            )
        ):
            raise PurseError(f"the pot of table {table!r} is damaged")
