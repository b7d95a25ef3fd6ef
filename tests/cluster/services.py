"""The real PostgreSQL and Redis that tools/test starts (SPEED_TEST_POSTGRES, SPEED_TEST_REDIS):
a fresh database and a fresh key prefix for every test. Where they are not running the tests
say why they skip, and fail where CI=true."""

from __future__ import annotations

import asyncio
import os
import uuid

import pytest
from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from game.store.database import create_database


def service_url(variable: str, what: str) -> str:
    """The service's address from the environment, or a skip (a failure under CI) saying why."""
    url = os.environ.get(variable, "")
    if url:
        return url
    reason = (
        f"{what} is not running: tools/test starts one from Debian's packages "
        f"(install them, or set {variable})"
    )
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


def fresh_database() -> str:
    """A new, empty PostgreSQL database for one test; its URL."""
    base = service_url("SPEED_TEST_POSTGRES", "PostgreSQL")
    return asyncio.run(create_database(base, f"t_{uuid.uuid4().hex[:16]}"))


def drop_database(url: str) -> None:
    """Drops a test's database (its connections closed first)."""
    target = make_url(url)
    base = target.set(database="postgres")

    async def drop() -> None:
        engine = create_async_engine(base, isolation_level="AUTOCOMMIT")
        async with engine.connect() as connection:
            await connection.execute(
                text(f'DROP DATABASE IF EXISTS "{target.database}" WITH (FORCE)')
            )
        await engine.dispose()

    asyncio.run(drop())


def redis_url() -> str:
    """The test Redis's address."""
    return service_url("SPEED_TEST_REDIS", "Redis")


def fresh_prefix() -> str:
    """A key prefix no other test uses."""
    return f"t{uuid.uuid4().hex[:12]}"


def forget_prefix(url: str, prefix: str) -> None:
    """Deletes a test's keys."""

    async def forget() -> None:
        redis = Redis.from_url(url)
        keys = [key async for key in redis.scan_iter(match=f"{prefix}:*")]
        if keys:
            await redis.delete(*keys)
        await redis.aclose()

    asyncio.run(forget())
