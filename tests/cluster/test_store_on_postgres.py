"""The server's store on a real PostgreSQL: the migrations, accounts, and the journal's fence
when two nodes write the same table at once (exactly one commit per version)."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import func, select

from game.store.accounts import AccountError, Accounts
from game.store.database import Database
from game.store.migrations import STEPS
from game.store.schema import schema_steps, table_events
from game.store.table_journal import FencedOut, TableJournal
from tests.store.hashing import QUICK_HASHER


def test_the_schema_and_accounts_on_postgresql(postgres: str) -> None:
    """Every migration step runs once (opening again runs none); an account signs up, in and
    out; a second sign-up of the same name in other letters is refused."""

    async def body() -> None:
        database = await Database.open(postgres)
        assert database.engine.dialect.name == "postgresql"
        await database.close()
        database = await Database.open(postgres)
        async with database.engine.connect() as connection:
            steps = (await connection.execute(select(schema_steps.c.step))).scalars().all()
        assert sorted(steps) == [step.number for step in STEPS]
        accounts = Accounts(database, QUICK_HASHER)
        signed = await accounts.sign_up("Ada", "correct horse")
        assert (await accounts.resume(signed.session)).name == "Ada"
        with pytest.raises(AccountError):
            await accounts.sign_up("ADA", "another horse")
        await accounts.sign_out(signed.session)
        with pytest.raises(AccountError):
            await accounts.resume(signed.session)
        await database.close()

    asyncio.run(body())


def test_two_nodes_writing_the_same_versions_commit_each_once(postgres: str) -> None:
    """Two nodes (two connection pools) append every version of one table at the same moment,
    100 times: each version is committed exactly once, and the other gets FencedOut."""

    async def body() -> None:
        first, second = await Database.open(postgres), await Database.open(postgres)
        journals = [TableJournal(first), TableJournal(second)]
        await journals[0].opened("t1", "speedstocks", "Ada", {}, {"version": 0})
        fenced = 0
        for version in range(1, 101):
            results = await asyncio.gather(
                *(
                    journal.append(
                        "t1",
                        [{"version": version, "moves": [], "note": f"node {number}"}],
                        "playing",
                        {"version": version},
                    )
                    for number, journal in enumerate(journals)
                ),
                return_exceptions=True,
            )
            assert sum(result is None for result in results) == 1, results
            fenced += sum(isinstance(result, FencedOut) for result in results)
        assert fenced == 100
        async with first.engine.connect() as connection:
            kept = (
                await connection.execute(
                    select(table_events.c.version, func.count()).group_by(table_events.c.version)
                )
            ).all()
        assert sorted(kept) == [(version, 1) for version in range(1, 101)]
        assert await journals[1].version("t1") == 100
        await first.close()
        await second.close()

    asyncio.run(body())
