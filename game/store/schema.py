"""The server's tables in the database, as SQLAlchemy Core sees them (the DDL that makes them
is in migrations.py, one step at a time, for SQLite and PostgreSQL alike)."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

# Which migration steps have run; one row per step.
schema_steps = Table(
    "schema_steps",
    metadata,
    Column("step", Integer, primary_key=True, autoincrement=False),
    Column("name", String(80), nullable=False),
)

# An account is found by its name folded to lower case ("Ada" and "ada" are one account); the
# name as typed is what the tables show.
accounts = Table(
    "accounts",
    metadata,
    Column("name_key", String(40), primary_key=True),
    Column("name", String(40), nullable=False),
    Column("password_hash", String(200), nullable=False),
    Column("created_at", BigInteger, nullable=False),
    # Taler to stake at tables (never below 0; the pots hold what is staked in a game).
    Column("taler", BigInteger, nullable=False),
)

# Session tokens are kept as their SHA-256 only: a copy of the database signs nobody in.
sessions = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("name_key", String(40), ForeignKey("accounts.name_key"), nullable=False),
    Column("created_at", BigInteger, nullable=False),
)

# A table as it was opened (the opening request as JSON), how far it has come and its phase,
# and its last snapshot (everything the server holds of it but the moves, which the events
# keep) with the wall-clock time it was taken: a node that takes the table over starts there.
tables = Table(
    "tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("opener", String(40), nullable=False),
    Column("opened", Text, nullable=False),
    Column("version", Integer, nullable=False),
    Column("phase", String(16), nullable=False),
    Column("created_at", BigInteger, nullable=False),
    Column("snapshot", Text, nullable=True),
    Column("saved_at", Float, nullable=True),
)

# Every numbered change of every table, append-only: its moves with their events (replays are
# made of them).
table_events = Table(
    "table_events",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("version", Integer, primary_key=True, autoincrement=False),
    Column("body", Text, nullable=False),
)

# The Taler staked at a table, held from the game's start until it is paid out at its end (held
# is 0 from then on, paid_at says when): balances and pots together always hold every Taler.
pots = Table(
    "pots",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("stake", BigInteger, nullable=False),
    Column("held", BigInteger, nullable=False),
    Column("paid_at", Float, nullable=True),
)

# Who staked at which seat of a pot, and what each won (None until it is paid).
pot_shares = Table(
    "pot_shares",
    metadata,
    Column("table_id", String(32), ForeignKey("pots.table_id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("name_key", String(40), ForeignKey("accounts.name_key"), nullable=False),
    Column("staked", BigInteger, nullable=False),
    Column("won", BigInteger, nullable=True),
)

# The Bestenliste: one row per person of every finished table with the points the game's rules
# give them (a leaver's −10 too), kept with the change that ended the game; the day it ended
# (UTC, ISO) and its month ("2026-12") choose the monthly lists.
standings_points = Table(
    "standings_points",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("name_key", String(40), ForeignKey("accounts.name_key"), nullable=False),
    Column("game", String(32), nullable=False),
    Column("points", Integer, nullable=False),
    Column("day", String(10), nullable=False),
    Column("month", String(7), nullable=False),
)
