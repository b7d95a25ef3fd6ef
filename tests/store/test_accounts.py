"""Accounts on a real SQLite database: sign-up, sign-in, sessions and sign-out, each refusal in
words and without a change."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import pytest
from sqlalchemy import inspect, select

from game.store.accounts import (
    OWASP_MEMORY_KIB,
    AccountError,
    Accounts,
    owasp_hasher,
)
from game.store.credentials import token_hash
from game.store.database import Database, default_url, sqlite_url
from game.store.migrations import STEPS
from game.store.schema import accounts, metadata, schema_steps, sessions
from tests.store.hashing import QUICK_HASHER

T = TypeVar("T")


def run_with_accounts(path: Path, body: Callable[[Accounts, Database], Awaitable[T]]) -> T:
    """Opens the database file, runs body with its accounts and closes it."""

    async def session() -> T:
        database = await Database.open(sqlite_url(path / "server.sqlite3"))
        try:
            return await body(Accounts(database, QUICK_HASHER, clock=lambda: 1_000.0), database)
        finally:
            await database.close()

    return asyncio.run(session())


def test_sign_up_then_sign_in_and_resume(tmp_path: Path) -> None:
    """A new account is signed in at once; signing in again and resuming a session find it."""

    async def body(book: Accounts, _database: Database) -> None:
        first = await book.sign_up("Ada", "correct horse")
        assert first.account.name == "Ada"
        again = await book.sign_in("ada", "correct horse")
        assert again.account.name == "Ada"
        assert again.session != first.session
        assert (await book.resume(first.session)).name == "Ada"
        assert (await book.resume(again.session)).name == "Ada"

    run_with_accounts(tmp_path, body)


def test_a_taken_name_is_refused_whatever_its_case(tmp_path: Path) -> None:
    """ "ADA" is the same account as "Ada": refused, and the first account is unchanged."""

    async def body(book: Accounts, _database: Database) -> None:
        await book.sign_up("Ada", "correct horse")
        with pytest.raises(AccountError, match="'ADA' is taken"):
            await book.sign_up("ADA", "another password")
        await book.sign_in("Ada", "correct horse")
        with pytest.raises(AccountError):
            await book.sign_in("Ada", "another password")

    run_with_accounts(tmp_path, body)


def test_a_wrong_password_and_an_unknown_name_get_the_same_answer(tmp_path: Path) -> None:
    """Neither tells whether the name exists."""

    async def body(book: Accounts, _database: Database) -> list[str]:
        await book.sign_up("Ada", "correct horse")
        reasons = []
        for name, password in (("Ada", "wrong horse!"), ("Bea", "correct horse")):
            with pytest.raises(AccountError) as caught:
                await book.sign_in(name, password)
            reasons.append(str(caught.value))
        return reasons

    wrong_password, unknown_name = run_with_accounts(tmp_path, body)
    assert wrong_password == unknown_name == "the name or the password is wrong"


@pytest.mark.parametrize(
    ("name", "password", "reason"),
    [
        ("", "correct horse", "1 to 24 characters"),
        ("x" * 25, "correct horse", "1 to 24 characters"),
        (" Ada", "correct horse", "letters and digits"),
        ("Ada  Lovelace", "correct horse", "letters and digits"),
        ("<b>Ada</b>", "correct horse", "letters and digits"),
        ("Ada", "short", "at least 8 characters"),
        ("Ada", "x" * 201, "at most 200 characters"),
    ],
)
def test_a_name_or_password_that_cannot_be_is_refused_and_nothing_is_stored(
    tmp_path: Path, name: str, password: str, reason: str
) -> None:
    """The refusal says why; no account and no session are left behind."""

    async def body(book: Accounts, database: Database) -> tuple[int, int]:
        with pytest.raises(AccountError, match=reason):
            await book.sign_up(name, password)
        async with database.engine.connect() as connection:
            made = len((await connection.execute(select(accounts))).all())
            opened = len((await connection.execute(select(sessions))).all())
        return made, opened

    assert run_with_accounts(tmp_path, body) == (0, 0)


def test_names_of_any_script_with_single_marks_between_are_allowed(tmp_path: Path) -> None:
    """Umlauts, digits and single blanks, dots, hyphens or underscores make good names."""

    async def body(book: Accounts, _database: Database) -> list[str]:
        names = ["Jürgen", "Ada Lovelace", "m.ü-ller_2", "Øyvind"]
        return [(await book.sign_up(name, "correct horse")).account.name for name in names]

    assert run_with_accounts(tmp_path, body) == ["Jürgen", "Ada Lovelace", "m.ü-ller_2", "Øyvind"]


def test_signing_out_ends_only_that_session(tmp_path: Path) -> None:
    """The token signed out is refused afterwards; another session of the account goes on."""

    async def body(book: Accounts, _database: Database) -> None:
        first = await book.sign_up("Ada", "correct horse")
        second = await book.sign_in("Ada", "correct horse")
        await book.sign_out(first.session)
        with pytest.raises(AccountError, match="the session has ended"):
            await book.resume(first.session)
        assert (await book.resume(second.session)).name == "Ada"

    run_with_accounts(tmp_path, body)


def test_the_store_keeps_neither_passwords_nor_tokens(tmp_path: Path) -> None:
    """Only an Argon2id hash of the password and a SHA-256 of each token are written."""

    async def body(book: Accounts, database: Database) -> None:
        signed = await book.sign_up("Ada", "correct horse")
        async with database.engine.connect() as connection:
            stored = (await connection.execute(select(accounts.c.password_hash))).scalar_one()
            kept = (await connection.execute(select(sessions.c.token_hash))).scalar_one()
        assert stored.startswith("$argon2id$")
        assert "correct horse" not in stored
        assert kept == token_hash(signed.session)
        assert signed.session not in kept

    run_with_accounts(tmp_path, body)
    raw = (tmp_path / "server.sqlite3").read_bytes()
    assert b"correct horse" not in raw


def test_the_server_hashes_with_owasps_argon2id_parameters() -> None:
    """19 MiB of memory, 2 iterations, one lane."""
    hashed = owasp_hasher().hash("correct horse")
    assert hashed.startswith(f"$argon2id$v=19$m={OWASP_MEMORY_KIB},t=2,p=1$")


def test_accounts_and_sessions_outlive_a_restart(tmp_path: Path) -> None:
    """A session made before the server stopped signs in after it starts again; the schema
    steps run once."""

    async def first(book: Accounts, _database: Database) -> str:
        return (await book.sign_up("Ada", "correct horse")).session

    async def second(book: Accounts, database: Database) -> list[int]:
        assert (await book.resume(session)).name == "Ada"
        async with database.engine.connect() as connection:
            return list((await connection.execute(select(schema_steps.c.step))).scalars())

    session = run_with_accounts(tmp_path, first)
    assert run_with_accounts(tmp_path, second) == [step.number for step in STEPS]


def test_the_migrated_tables_are_the_ones_the_queries_know(tmp_path: Path) -> None:
    """Every table of schema.py exists after the migration steps with exactly its columns."""

    async def body(_book: Accounts, database: Database) -> dict[str, set[str]]:
        async with database.engine.connect() as connection:
            return await connection.run_sync(
                lambda sync: {
                    name: {column["name"] for column in inspect(sync).get_columns(name)}
                    for name in metadata.tables
                }
            )

    found = run_with_accounts(tmp_path, body)
    assert found == {
        name: {column.name for column in table.columns} for name, table in metadata.tables.items()
    }


def test_the_default_database_is_a_file_in_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a URL the server keeps its SQLite file in the user's data folder."""
    monkeypatch.setenv("SPEED_GAMES_HOME", str(tmp_path))
    assert default_url() == sqlite_url(tmp_path / "data" / "server.sqlite3")
