"""Accounts of people who play at the server's tables: a name and a password (hashed with
Argon2id), and session tokens that sign the client in again after a reload.

Passwords are hashed off the event loop (a hash takes tens of milliseconds by design); tokens come
from secrets and are stored as their SHA-256 only. A refusal says why in words, but never whether
a name exists when its password is wrong.
"""

from __future__ import annotations

import asyncio
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError

from game.store.credentials import (
    LONGEST_NAME,
    LONGEST_PASSWORD,
    SHORTEST_PASSWORD,
    new_token,
    token_hash,
)
from game.store.database import Database
from game.store.schema import accounts, sessions
from game.taler.settlement import STARTING_TALER

# OWASP's Password Storage Cheat Sheet: Argon2id with 19 MiB of memory, 2 iterations and one
# lane.
OWASP_MEMORY_KIB = 19 * 1024
OWASP_TIME_COST = 2
OWASP_PARALLELISM = 1
# Letters and digits of any script, and blanks, dots, hyphens and underscores between them.
_NAME = re.compile(r"\w(?:[\w.\- ]*\w)?")


def owasp_hasher() -> PasswordHasher:
    """Argon2id with OWASP's parameters."""
    return PasswordHasher(
        time_cost=OWASP_TIME_COST, memory_cost=OWASP_MEMORY_KIB, parallelism=OWASP_PARALLELISM
    )


class AccountError(ValueError):
    """A sign-up, sign-in or session refused, with why in words."""


@dataclass(frozen=True)
class Account:
    """A person's account: the name as it was typed."""

    name: str

    @property
    def key(self) -> str:
        """The name as the store finds it (case folded)."""
        return name_key(self.name)


@dataclass(frozen=True)
class SignedIn:
    """An account and the session token that signs it in again."""

    account: Account
    session: str


def name_key(name: str) -> str:
    """A name folded for comparison: "Ada" and "ADA" are the same account."""
    return name.casefold()


def check_name(name: str) -> None:
    """AccountError in words when the name cannot be an account's."""
    if not name or len(name) > LONGEST_NAME:
        raise AccountError(f"a name has 1 to {LONGEST_NAME} characters")
    if not _NAME.fullmatch(name) or "  " in name:
        raise AccountError(
            "a name has letters and digits, and single blanks, dots, hyphens or underscores "
            "between them"
        )


def check_password(password: str) -> None:
    """AccountError in words when the password is too short or too long."""
    if len(password) < SHORTEST_PASSWORD:
        raise AccountError(f"a password has at least {SHORTEST_PASSWORD} characters")
    if len(password) > LONGEST_PASSWORD:
        raise AccountError(f"a password has at most {LONGEST_PASSWORD} characters")


class Accounts:
    """Sign-up, sign-in, sessions and sign-out over the server's database."""

    def __init__(
        self,
        database: Database,
        hasher: PasswordHasher | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._database = database
        self._hasher = hasher or owasp_hasher()
        self._clock = clock
        # Verified against when a name is unknown, so that a wrong name takes as long as a
        # wrong password.
        self._decoy = self._hasher.hash(secrets.token_urlsafe(16))

    async def sign_up(self, name: str, password: str) -> SignedIn:
        """A new account, signed in; AccountError when the name is taken or not allowed."""
        check_name(name)
        check_password(password)
        hashed = await asyncio.to_thread(self._hasher.hash, password)
        try:
            async with self._database.engine.begin() as connection:
                await connection.execute(
                    insert(accounts).values(
                        name_key=name_key(name),
                        name=name,
                        password_hash=hashed,
                        created_at=int(self._clock()),
                        taler=STARTING_TALER,
                    )
                )
        except IntegrityError:
            raise AccountError(f"the name {name!r} is taken; choose another") from None
        return await self._new_session(Account(name))

    async def sign_in(self, name: str, password: str) -> SignedIn:
        """A new session for the account; AccountError when name or password is wrong."""
        async with self._database.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(accounts.c.name, accounts.c.password_hash).where(
                        accounts.c.name_key == name_key(name)
                    )
                )
            ).first()
        stored = self._decoy if row is None else row.password_hash
        matches = await asyncio.to_thread(self._verify, stored, password)
        if row is None or not matches:
            raise AccountError("the name or the password is wrong")
        return await self._new_session(Account(row.name))

    async def resume(self, session: str) -> Account:
        """The account a session token signs in; AccountError when the session has ended."""
        async with self._database.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(accounts.c.name)
                    .select_from(sessions.join(accounts))
                    .where(sessions.c.token_hash == token_hash(session))
                )
            ).first()
        if row is None:
            raise AccountError("the session has ended; sign in again")
        return Account(row.name)

    async def sign_out(self, session: str) -> None:
        """Ends the session: its token signs nobody in any more."""
        async with self._database.engine.begin() as connection:
            await connection.execute(
                delete(sessions).where(sessions.c.token_hash == token_hash(session))
            )

    def _verify(self, stored: str, password: str) -> bool:
        """Whether the password matches the stored hash."""
        try:
            return self._hasher.verify(stored, password)
        except (VerificationError, InvalidHashError):
            return False

    async def _new_session(self, account: Account) -> SignedIn:
        """A fresh session token for the account, stored hashed."""
        token = new_token()
        async with self._database.engine.begin() as connection:
            await connection.execute(
                insert(sessions).values(
                    token_hash=token_hash(token),
                    name_key=account.key,
                    created_at=int(self._clock()),
                )
            )
        return SignedIn(account, token)
