"""The database's schema, built step by step: each step's DDL runs once, in order, and is noted
in schema_steps, so that an older database is brought up to date when the server starts."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from game.store.schema import schema_steps
from game.taler.settlement import STARTING_TALER


@dataclass(frozen=True)
class Step:
    """One migration: a name and the statements it runs (plain SQL both databases read)."""

    number: int
    name: str
    statements: tuple[str, ...]


STEPS: tuple[Step, ...] = (
    Step(
        1,
        "accounts and their sessions",
        (
            "CREATE TABLE accounts ("
            " name_key VARCHAR(40) PRIMARY KEY,"
            " name VARCHAR(40) NOT NULL,"
            " password_hash VARCHAR(200) NOT NULL,"
            " created_at BIGINT NOT NULL)",
            "CREATE TABLE sessions ("
            " token_hash VARCHAR(64) PRIMARY KEY,"
            " name_key VARCHAR(40) NOT NULL REFERENCES accounts (name_key),"
            " created_at BIGINT NOT NULL)",
            "CREATE INDEX sessions_by_account ON sessions (name_key)",
        ),
    ),
    Step(
        2,
        "tables and their events",
        (
            "CREATE TABLE tables ("
            " id VARCHAR(32) PRIMARY KEY,"
            " game VARCHAR(32) NOT NULL,"
            " opener VARCHAR(40) NOT NULL,"
            " opened TEXT NOT NULL,"
            " version INTEGER NOT NULL,"
            " phase VARCHAR(16) NOT NULL,"
            " created_at BIGINT NOT NULL)",
            "CREATE TABLE table_events ("
            " table_id VARCHAR(32) NOT NULL REFERENCES tables (id),"
            " version INTEGER NOT NULL,"
            " body TEXT NOT NULL,"
            " PRIMARY KEY (table_id, version))",
        ),
    ),
    Step(
        3,
        "the last snapshot of every table",
        (
            "ALTER TABLE tables ADD COLUMN snapshot TEXT",
            "ALTER TABLE tables ADD COLUMN saved_at DOUBLE PRECISION",
            "CREATE INDEX tables_by_phase ON tables (phase)",
        ),
    ),
    Step(
        4,
        "Taler: every account's balance and every table's pot",
        (
            f"ALTER TABLE accounts ADD COLUMN taler BIGINT NOT NULL DEFAULT {STARTING_TALER}",
            "CREATE TABLE pots ("
            " table_id VARCHAR(32) PRIMARY KEY REFERENCES tables (id),"
            " stake BIGINT NOT NULL,"
            " held BIGINT NOT NULL,"
            " paid_at DOUBLE PRECISION)",
            "CREATE TABLE pot_shares ("
            " table_id VARCHAR(32) NOT NULL REFERENCES pots (table_id),"
            " seat INTEGER NOT NULL,"
            " name_key VARCHAR(40) NOT NULL REFERENCES accounts (name_key),"
            " staked BIGINT NOT NULL,"
            " won BIGINT,"
            " PRIMARY KEY (table_id, seat))",
        ),
    ),
    Step(
        5,
        "the Bestenliste: every person's points of every finished table",
        (
            "CREATE TABLE standings_points ("
            " table_id VARCHAR(32) NOT NULL REFERENCES tables (id),"
            " seat INTEGER NOT NULL,"
            " name_key VARCHAR(40) NOT NULL REFERENCES accounts (name_key),"
            " game VARCHAR(32) NOT NULL,"
            " points INTEGER NOT NULL,"
            " day VARCHAR(10) NOT NULL,"
            " month VARCHAR(7) NOT NULL,"
            " PRIMARY KEY (table_id, seat))",
            "CREATE INDEX standings_by_game_month ON standings_points (game, month)",
        ),
    ),
)


async def migrate(connection: AsyncConnection) -> list[int]:
    """Runs the steps this database has not had yet, in one transaction; the numbers run."""
    await connection.run_sync(lambda sync: schema_steps.create(sync, checkfirst=True))
    done = set((await connection.execute(schema_steps.select())).scalars())
    ran: list[int] = []
    for step in STEPS:
        if step.number in done:
            continue
        for statement in step.statements:
            await connection.execute(text(statement))
        await connection.execute(schema_steps.insert().values(step=step.number, name=step.name))
        ran.append(step.number)
    return ran
