"""The ledger on a real PostgreSQL: random games for Taler, leavers and the server stopped
mid-game; balances and pots always hold the Taler the accounts started with."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from game.net.server import TableServer
from tests.net.ledger_games import play_for_taler
from tests.net.servers import running_server
from tests.net.test_server import SCRIPTED_FLOOD


def test_the_ledger_on_postgresql_never_makes_or_loses_a_taler(
    tmp_path: Path, postgres: str
) -> None:
    """Three server lives on one PostgreSQL database: the ledger holds after each, every pot is
    paid once."""

    @asynccontextmanager
    async def open_server() -> AsyncIterator[TableServer]:
        async with running_server(tmp_path, SCRIPTED_FLOOD, database_url=postgres) as server:
            yield server

    ledger = asyncio.run(play_for_taler(open_server, 3))
    assert len(ledger.stakes) == 6
