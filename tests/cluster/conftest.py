"""Fixtures of the cluster tests: a fresh PostgreSQL database and a fresh Redis key prefix."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.cluster.services import (
    drop_database,
    forget_prefix,
    fresh_database,
    fresh_prefix,
    redis_url,
)


@pytest.fixture
def postgres() -> Iterator[str]:
    """The URL of an empty database of the test PostgreSQL, dropped afterwards."""
    url = fresh_database()
    yield url
    drop_database(url)


@pytest.fixture
def redis() -> Iterator[tuple[str, str]]:
    """The test Redis's URL and a key prefix of this test's own, its keys deleted afterwards."""
    url = redis_url()
    prefix = fresh_prefix()
    yield url, prefix
    forget_prefix(url, prefix)
