"""What the nodes of one table service share: which node owns which table (a lease the owner
renews and that runs out when it dies), which nodes are alive and who is online at each, the
lobby of every node's tables, and a channel on which a node tells the others that the lobby
changed.

One server alone needs none of it (SoloCluster: it owns every table); several nodes share a
Redis (RedisCluster). The database stays the truth: a lease only says who may write, and the
journal's version check refuses a node that wrote on after losing its lease.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from typing import Protocol

from redis.asyncio import Redis

from game.net.ending import end_task

# How long a lease lasts unless renewed, and how often the owner renews it (seconds).
LEASE_SECONDS = 6.0
RENEW_SECONDS = 1.5
# How long a node counts as alive after its last heartbeat (seconds).
NODE_SECONDS = 6.0

# Renews a lease only where this node still holds it: 1 renewed, 0 lost.
_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""
# Gives a lease back only where this node holds it.
_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('del', KEYS[1])
end
return 0
"""


class Cluster(Protocol):
    """The shared knowledge of the nodes, as a server uses it."""

    node: str
    shared: bool

    async def start(self, node: str) -> None:
        """Joins the cluster as the node clients reach at this address."""

    async def stop(self) -> None:
        """Leaves: the node's leases and heartbeat are given back."""

    async def claim(self, table_id: str) -> bool:
        """Takes the table's lease if nobody holds it (True also when this node holds it)."""

    async def owner(self, table_id: str) -> str | None:
        """The node holding the table's lease, None when nobody does."""

    async def renew(self, table_ids: Iterable[str]) -> set[str]:
        """Renews the leases of these tables; the ones this node no longer holds."""

    async def release(self, table_id: str) -> None:
        """Gives the table's lease back (the table is over or given up)."""

    async def heartbeat(self, online: Iterable[str]) -> None:
        """Says the node is alive, with the names of the people connected to it."""

    async def nodes(self) -> list[str]:
        """The addresses of the nodes alive now."""

    async def online(self) -> set[str]:
        """The names of the people connected to any node."""

    async def put_lobby(self, entries: dict[str, str], gone: Iterable[str]) -> None:
        """Sets this node's tables in the shared lobby (table -> summary as JSON), removes the
        gone ones, and tells the other nodes."""

    async def lobby(self) -> list[str]:
        """Every table in the shared lobby, as JSON summaries."""

    def lobby_news(self) -> bool:
        """Whether another node changed the lobby since the last call."""


class SoloCluster:
    """One server alone: it owns every table and its lobby is its own."""

    shared = False

    def __init__(self) -> None:
        self.node = ""

    async def start(self, node: str) -> None:
        """Remembers the node's address."""
        self.node = node

    async def stop(self) -> None:
        """Nothing to give back."""

    async def claim(self, table_id: str) -> bool:
        """Every table is this server's."""
        return True

    async def owner(self, table_id: str) -> str | None:
        """This server."""
        return self.node

    async def renew(self, table_ids: Iterable[str]) -> set[str]:
        """No lease is ever lost."""
        return set()

    async def release(self, table_id: str) -> None:
        """Nothing to give back."""

    async def heartbeat(self, online: Iterable[str]) -> None:
        """Nobody listens."""

    async def nodes(self) -> list[str]:
        """This server."""
        return [self.node]

    async def online(self) -> set[str]:
        """Unknown here: the server counts its own connections."""
        return set()

    async def put_lobby(self, entries: dict[str, str], gone: Iterable[str]) -> None:
        """The server's lobby is its own tables."""

    async def lobby(self) -> list[str]:
        """The server's lobby is its own tables."""
        return []

    def lobby_news(self) -> bool:
        """No other node."""
        return False


class RedisCluster:
    """Several nodes sharing one Redis; every key begins with the prefix (one Redis may serve
    several clusters, as the tests do)."""

    shared = True

    def __init__(self, url: str, prefix: str = "speed") -> None:
        self.node = ""
        self.url = url
        self.prefix = prefix
        self._redis: Redis | None = None
        self._listener: asyncio.Task[None] | None = None
        self._news = False

    # ---- joining and leaving -------------------------------------------------------------

    async def start(self, node: str) -> None:
        """Connects, says the node is alive and listens to the others' lobby news."""
        self.node = node
        self._redis = Redis.from_url(self.url, decode_responses=True)
        await self._redis.ping()
        await self.heartbeat(())
        self._listener = asyncio.create_task(self._listen())

    async def stop(self) -> None:
        """Gives back the heartbeat and the leases held, and disconnects."""
        if self._listener is not None:
            await end_task(self._listener)
        if self._redis is not None:
            redis = self._redis
            held = [key async for key in redis.scan_iter(match=self._key("lease", "*"))]
            for key in held:
                await redis.eval(_RELEASE, 1, key, self.node)
            await redis.delete(self._key("node", self.node))
            await redis.aclose()
            self._redis = None

    # ---- leases ------------------------------------------------------------------------------

    async def claim(self, table_id: str) -> bool:
        """Takes the lease if free (SET NX with its lifetime), or renews it if held already."""
        redis = self._connected()
        key = self._key("lease", table_id)
        if await redis.set(key, self.node, nx=True, px=_ms(LEASE_SECONDS)):
            return True
        return int(await redis.eval(_RENEW, 1, key, self.node, _ms(LEASE_SECONDS))) == 1

    async def owner(self, table_id: str) -> str | None:
        """The lease's holder."""
        found = await self._connected().get(self._key("lease", table_id))
        return None if found is None else str(found)

    async def renew(self, table_ids: Iterable[str]) -> set[str]:
        """Renews all in one round trip; the ones lost."""
        ids = list(table_ids)
        if not ids:
            return set()
        pipe = self._connected().pipeline(transaction=False)
        for table_id in ids:
            pipe.eval(_RENEW, 1, self._key("lease", table_id), self.node, _ms(LEASE_SECONDS))
        answers = await pipe.execute()
        return {table_id for table_id, renewed in zip(ids, answers) if int(renewed) != 1}

    async def release(self, table_id: str) -> None:
        """Compare and delete: never another node's lease."""
        await self._connected().eval(_RELEASE, 1, self._key("lease", table_id), self.node)

    # ---- nodes and people --------------------------------------------------------------------

    async def heartbeat(self, online: Iterable[str]) -> None:
        """The node's key, living NODE_SECONDS, holds the names connected to it."""
        await self._connected().set(
            self._key("node", self.node), json.dumps(sorted(online)), px=_ms(NODE_SECONDS)
        )

    async def nodes(self) -> list[str]:
        """The nodes whose heartbeat has not run out."""
        redis = self._connected()
        start = len(self._key("node", ""))
        return sorted([key[start:] async for key in redis.scan_iter(match=self._key("node", "*"))])

    async def online(self) -> set[str]:
        """The union of every live node's people."""
        redis = self._connected()
        keys = [key async for key in redis.scan_iter(match=self._key("node", "*"))]
        names: set[str] = set()
        for found in await redis.mget(keys) if keys else []:
            if found is not None:
                names.update(json.loads(found))
        return names

    # ---- the lobby ---------------------------------------------------------------------------

    async def put_lobby(self, entries: dict[str, str], gone: Iterable[str]) -> None:
        """One hash holds every table's summary; a message on the channel tells the others."""
        redis = self._connected()
        pipe = redis.pipeline(transaction=False)
        if entries:
            pipe.hset(self._key("lobby"), mapping=entries)
        removed = list(gone)
        if removed:
            pipe.hdel(self._key("lobby"), *removed)
        pipe.publish(self._key("news"), self.node)
        await pipe.execute()

    async def lobby(self) -> list[str]:
        """Every summary in the shared hash."""
        return list((await self._connected().hgetall(self._key("lobby"))).values())

    def lobby_news(self) -> bool:
        """Whether a node published lobby news since the last call."""
        news, self._news = self._news, False
        return news

    # ---- inside ------------------------------------------------------------------------------

    def _connected(self) -> Redis:
        """The connection, or RuntimeError before start."""
        if self._redis is None:
            raise RuntimeError("the node has not joined the cluster")
        return self._redis

    def _key(self, *parts: str) -> str:
        """A key of this cluster."""
        return ":".join((self.prefix, *parts))

    async def _listen(self) -> None:
        """Notes the other nodes' lobby news."""
        pubsub = self._connected().pubsub()
        await pubsub.subscribe(self._key("news"))
        try:
            async for message in pubsub.listen():
                if message.get("type") == "message" and message.get("data") != self.node:
                    self._news = True
        finally:
            await pubsub.aclose()


def _ms(seconds: float) -> int:
    """Milliseconds for Redis."""
    return int(seconds * 1000)
