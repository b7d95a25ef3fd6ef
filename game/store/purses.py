"""Every account's Taler and every table's pot in the server's database.

Stakes are taken when a game begins and the pot is paid when it ends, each in the same
transaction as the table's change that begins or ends the game (TableJournal.append runs them
with it): a server that stops, or a node that takes the table over, finds either both kept or
neither, so the ledger never makes or loses a Taler. A pot is paid once (paid_at is set in the
same transaction that pays it).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from sqlalchemy import func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from game.store.accounts import name_key
from game.store.database import Database
from game.store.schema import accounts, pot_shares, pots


class ShortOfTaler(RuntimeError):
    """A person at the table no longer has the stake (they staked it elsewhere meanwhile); the
    game did not begin."""

    def __init__(self, names: list[str], stake: int) -> None:
        listed = ", ".join(names)
        super().__init__(
            f"{listed} no longer {'has' if len(names) == 1 else 'have'} the stake "
            f"of {stake} Taler; the game did not begin"
        )
        self.names = names
        self.stake = stake


@dataclass(frozen=True)
class KeptPot:
    """A table's pot as kept: the stake, what it holds now, and each seat's name, stake and
    winnings (None until paid)."""

    stake: int
    held: int
    paid: bool
    shares: dict[int, tuple[str, int, int | None]]


class Purses:
    """Balances, stakes and pots over the server's database."""

    def __init__(self, database: Database, clock: Callable[[], float] = time.time) -> None:
        self._database = database
        self._clock = clock

    async def balance(self, name: str) -> int:
        """The account's Taler (0 for a name without an account)."""
        return (await self.balances([name])).get(name, 0)

    async def balances(self, names: list[str]) -> dict[str, int]:
        """The Taler of each named account that exists."""
        keys = {name_key(name): name for name in names}
        async with self._database.engine.connect() as connection:
            rows = await connection.execute(
                select(accounts.c.name_key, accounts.c.taler).where(
                    accounts.c.name_key.in_(list(keys))
                )
            )
            return {keys[row.name_key]: int(row.taler) for row in rows}

    async def pot(self, table_id: str) -> KeptPot | None:
        """The table's pot as kept, None when it played for none."""
        async with self._database.engine.connect() as connection:
            row = (
                await connection.execute(select(pots).where(pots.c.table_id == table_id))
            ).first()
            if row is None:
                return None
            shares = await connection.execute(
                select(
                    pot_shares.c.seat,
                    accounts.c.name,
                    pot_shares.c.staked,
                    pot_shares.c.won,
                )
                .select_from(pot_shares.join(accounts))
                .where(pot_shares.c.table_id == table_id)
            )
            return KeptPot(
                int(row.stake),
                int(row.held),
                row.paid_at is not None,
                {
                    int(share.seat): (
                        str(share.name),
                        int(share.staked),
                        None if share.won is None else int(share.won),
                    )
                    for share in shares
                },
            )

    async def ledger(self) -> int:
        """Every Taler there is: all balances and all pots together."""
        async with self._database.engine.connect() as connection:
            balances = (await connection.execute(select(func.sum(accounts.c.taler)))).scalar()
            held = (await connection.execute(select(func.sum(pots.c.held)))).scalar()
        return int(balances or 0) + int(held or 0)

    async def take_stakes(
        self, connection: AsyncConnection, table_id: str, stake: int, seats: Mapping[int, str]
    ) -> None:
        """Moves the stake of every person seated (seat: name) into the table's new pot, within
        the caller's transaction; ShortOfTaler (the caller's transaction is rolled back) when
        someone's balance no longer covers it."""
        short: list[str] = []
        for name in seats.values():
            taken = await connection.execute(
                update(accounts)
                .where(accounts.c.name_key == name_key(name), accounts.c.taler >= stake)
                .values(taler=accounts.c.taler - stake)
            )
            if taken.rowcount != 1:
                short.append(name)
        if short:
            raise ShortOfTaler(short, stake)
        await connection.execute(
            insert(pots).values(table_id=table_id, stake=stake, held=stake * len(seats))
        )
        await connection.execute(
            insert(pot_shares),
            [
                {"table_id": table_id, "seat": seat, "name_key": name_key(name), "staked": stake}
                for seat, name in seats.items()
            ],
        )

    async def pay_pot(
        self, connection: AsyncConnection, table_id: str, shares: Mapping[int, int]
    ) -> bool:
        """Pays the table's pot out by seat, within the caller's transaction; whether it was
        paid now (False: paid before). The shares must add up to what the pot holds."""
        row = (
            await connection.execute(
                select(pots.c.held).where(pots.c.table_id == table_id, pots.c.paid_at.is_(None))
            )
        ).first()
        if row is None:
            return False
        if sum(shares.values()) != int(row.held):
            raise ValueError(
                f"the shares add up to {sum(shares.values())} Taler, the pot of table "
                f"{table_id} holds {row.held}"
            )
        paid = await connection.execute(
            update(pots)
            .where(pots.c.table_id == table_id, pots.c.paid_at.is_(None))
            .values(held=0, paid_at=self._clock())
        )
        if paid.rowcount != 1:
            return False
        for seat, won in shares.items():
            share = pot_shares.c
            await connection.execute(
                update(pot_shares)
                .where(share.table_id == table_id, share.seat == seat)
                .values(won=won)
            )
            await connection.execute(
                update(accounts)
                .where(
                    accounts.c.name_key
                    == select(share.name_key)
                    .where(share.table_id == table_id, share.seat == seat)
                    .scalar_subquery()
                )
                .values(taler=accounts.c.taler + won)
            )
        return True
