"""Loads a table server: N tables of one scripted person and three easy computers each, a move
every ~2 s per person, and prints one JSON object.

    python tools/loadtest.py --tables 200 --seconds 60 --json
    python tools/loadtest.py --tables 20 --seconds 10 --url ws://127.0.0.1:8765 --json
    python tools/loadtest.py --nodes 2 --tables 400 --seconds 60 --kill-one --json \
        --db postgresql://postgres@/postgres?host=/run/postgresql --redis unix:///run/redis.sock

Without --url it starts its own server (tools/serve on a free port, a fresh SQLite file) and
reports that server's peak memory. With --nodes N it starts N nodes sharing PostgreSQL and Redis
(--db and --redis name the servers, else SPEED_TEST_POSTGRES and SPEED_TEST_REDIS, which tools/test
sets; the run gets a database and a key prefix of its own); person i comes in through node
i mod N. --kill-one kills the first node with SIGKILL after a third of the run: its people
reconnect by themselves, failover_s is the longest time from losing the connection to hearing the
table again, and lost_moves counts moves acknowledged to a person but missing from the database
at the end (doubled_versions: versions kept twice or skipped). Latency is from a move sent to the
person's own view updated by it. version_gaps counts updates that did not follow the last
version heard.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.project_python import ensure_project_python

ensure_project_python()

import argparse
import asyncio
import json
import os
import random
import secrets
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.ai.benchmark import percentile
from game.net.protocol import (
    Moved,
    OpenTable,
    PlayAgain,
    PlayMove,
    ProtocolError,
    Refused,
    Rejoin,
    Request,
    Resume,
    Seated,
    SignUp,
    StartTable,
    TableSnapshot,
    TableUpdate,
    Welcome,
    decode_notice,
    encode,
)

REPOSITORY = Path(__file__).resolve().parent.parent
GAME = "speedstocks"
MOVE_SECONDS = 2.0
# Sign-ups at once while the tables are set up (each hashes a password on the server).
SETTING_UP_AT_ONCE = 16
# Seconds a set-up step or the server's start may take before the run counts it an error.
PATIENCE = 120.0
# Seconds between a person's attempts to reach a node again, and one attempt's limit.
RETRY_SECONDS = 0.5
CONNECT_SECONDS = 2.0


@dataclass
class Tally:
    """What the run counted."""

    moves: int = 0
    errors: int = 0
    version_gaps: int = 0
    latencies_ms: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    # Seconds from a lost connection until the table was heard again, one per reconnection.
    failovers_s: list[float] = field(default_factory=list)
    # Moves the server acknowledged: (table, first version, last version, seat, move).
    acknowledged: list[tuple[str, int, int, int, str]] = field(default_factory=list)

    def error(self, what: str) -> None:
        """Counts an error and keeps the first few in words."""
        self.errors += 1
        if len(self.problems) < 10:
            self.problems.append(what)


class Person:
    """One scripted person at one table."""

    def __init__(
        self, number: int, url: str, tally: Tally, rng: random.Random, nodes: list[str]
    ) -> None:
        self.name = f"load{number}-{secrets.token_hex(3)}"
        self.url = url
        self.nodes = nodes
        self.tally = tally
        self.session = ""
        self.seat = 0
        self.seat_token = ""
        self.lost_at: float | None = None
        self.moves_sent: dict[int, str] = {}
        self.rng = rng
        self.socket: ClientConnection | None = None
        self.table = ""
        self.version = 0
        self.legal: list[str] = []
        self.over = False
        self.sent: dict[int, float] = {}
        self.ref = 0

    async def send(self, request: Request) -> None:
        """Sends one request."""
        assert self.socket is not None
        await self.socket.send(encode(request).decode())

    async def set_up(self) -> None:
        """Signs up, opens a table with three easy computers and starts it."""
        self.socket = await connect(self.url, max_size=None, open_timeout=PATIENCE)
        await self.send(SignUp(name=self.name, password=secrets.token_urlsafe(12)))
        welcome = await self.expect(Welcome)
        assert isinstance(welcome, Welcome)
        self.session = welcome.session
        await self.open_table()

    async def open_table(self) -> None:
        """A new table, started at once."""
        await self.send(
            OpenTable(
                game=GAME, seats=4, free_seats="computers", strength="easy", turn_seconds=None
            )
        )
        seated = await self.expect(Seated)
        assert isinstance(seated, Seated)
        self.heard(seated)
        await self.send(StartTable(table=self.table))

    async def expect(self, kind: type) -> object:
        """Reads until a notice of this kind comes (a refusal is an error)."""
        assert self.socket is not None
        async with asyncio.timeout(PATIENCE):
            while True:
                notice = decode_notice(await self.socket.recv())
                if isinstance(notice, kind):
                    return notice
                if isinstance(notice, Refused):
                    raise RuntimeError(f"{notice.about} refused: {notice.reason}")
                self.heard(notice)

    def heard(self, notice: object) -> None:
        """Follows the table: versions, the moves allowed, the latency of own moves."""
        now = time.perf_counter()
        if isinstance(notice, TableSnapshot | TableUpdate) and notice.table == self.table:
            if self.lost_at is not None:
                self.tally.failovers_s.append(now - self.lost_at)
                self.lost_at = None
        if isinstance(notice, Seated):
            if notice.table != self.table:
                # Opened, or Nochmal seated the person at the next table.
                self.table = notice.table
                self.version = 0
                self.legal = []
            self.seat = notice.seat
            self.seat_token = notice.seat_token
        elif isinstance(notice, TableSnapshot) and notice.table == self.table:
            self.version = notice.v
            self.legal = list(notice.view.get("legal", []))
            self.over = notice.view.get("phase") == "over"
        elif isinstance(notice, TableUpdate) and notice.table == self.table:
            if self.version and notice.first != self.version + 1:
                self.tally.version_gaps += 1
            self.version = notice.v
            self.legal = list(notice.view.get("legal", []))
            self.over = notice.view.get("phase") == "over"
            sent = self.sent.pop(notice.ref, None)
            if sent is not None:
                self.tally.latencies_ms.append((now - sent) * 1000.0)
                move = self.moves_sent.pop(notice.ref)
                self.tally.acknowledged.append(
                    (self.table, notice.first, notice.v, self.seat, move)
                )
        elif isinstance(notice, Refused):
            self.tally.error(f"{notice.about} refused: {notice.reason}")

    async def listen(self, until: float) -> None:
        """Hears the server until the run ends; where there are several nodes, a lost
        connection is found again at another node, and a Moved notice followed."""
        while time.perf_counter() < until:
            if self.socket is None:
                await self.reconnect(self.url, until)
                continue
            try:
                async with asyncio.timeout(max(0.01, until - time.perf_counter())):
                    raw = await self.socket.recv()
            except TimeoutError:
                return
            except ConnectionClosed as closed:
                if len(self.nodes) < 2:
                    self.tally.error(f"{self.name}: the connection closed ({closed})")
                    return
                self.lost_at = self.lost_at or time.perf_counter()
                self.socket = None
                self.url = self.nodes[(self.nodes.index(self.url) + 1) % len(self.nodes)]
                continue
            try:
                notice = decode_notice(raw)
            except ProtocolError as error:
                self.tally.error(str(error))
                continue
            if isinstance(notice, Moved):
                await self.socket.close()
                self.socket = None
                self.lost_at = self.lost_at or time.perf_counter()
                await asyncio.sleep(notice.wait)
                if notice.node:
                    self.url = notice.node
                continue
            self.heard(notice)

    async def reconnect(self, url: str, until: float) -> None:
        """Connects to the node, signs in again and returns to the seat (the answers come in
        through listen); tries the next node after a failure."""
        try:
            self.socket = await connect(url, max_size=None, open_timeout=CONNECT_SECONDS)
            await self.send(Resume(session=self.session))
            await self.send(
                Rejoin(table=self.table, seat_token=self.seat_token, since=self.version)
            )
        except (OSError, TimeoutError, ConnectionClosed):
            self.socket = None
            self.url = self.nodes[(self.nodes.index(url) + 1) % len(self.nodes)]
            await asyncio.sleep(min(RETRY_SECONDS, max(0.0, until - time.perf_counter())))

    async def play(self, until: float) -> None:
        """A move every ~2 s while the person may move; Nochmal when a game is over."""
        await asyncio.sleep(self.rng.uniform(0, MOVE_SECONDS))
        while time.perf_counter() < until:
            try:
                if self.socket is None:
                    pass
                elif self.over:
                    self.over = False
                    await self.send(PlayAgain(table=self.table))
                elif self.legal:
                    self.ref += 1
                    move = self.rng.choice(self.legal)
                    self.legal = []
                    await self.send(PlayMove(table=self.table, move=move, ref=self.ref))
                    self.sent[self.ref] = time.perf_counter()
                    self.moves_sent[self.ref] = move
                    self.tally.moves += 1
            except ConnectionClosed:
                pass  # listen finds the table again
            await asyncio.sleep(MOVE_SECONDS * self.rng.uniform(0.8, 1.2))


def start_server(
    folder: Path, database: str, cluster: tuple[str, str] | None = None
) -> tuple[subprocess.Popen[str], str]:
    """tools/serve on a free port with this database (and as a node of this Redis and cluster
    name); the process and its URL."""
    environment = dict(os.environ, SPEED_GAMES_HOME=str(folder))
    command = [sys.executable, "-m", "game.net.serve", "--port", "0", "--db", database]
    if cluster is not None:
        command += ["--redis", cluster[0], "--cluster-name", cluster[1], "--bot-workers", "1"]
    process = subprocess.Popen(
        command,
        cwd=REPOSITORY,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if "ws://" in line:
            return process, line.split()[3]
    process.kill()
    raise RuntimeError("the table server did not start")


def peak_memory_mb(pid: int) -> float | None:
    """The process's peak resident memory (Linux), None elsewhere."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024.0, 1)
    except OSError:
        return None
    return None


def rounded_percentile(values: list[float], share: float) -> float | None:
    """The nearest-rank percentile of the values in milliseconds, None without values."""
    return round(percentile(sorted(values), share), 2) if values else None


async def load(
    tables: int,
    seconds: float,
    urls: list[str],
    seed: int,
    kill: subprocess.Popen[str] | None = None,
) -> Tally:
    """Sets up the tables (person i at node i mod N), then plays for the given seconds; the
    node given is killed after a third of them."""
    tally = Tally()
    rng = random.Random(seed)
    people = [
        Person(number, urls[number % len(urls)], tally, random.Random(rng.random()), urls)
        for number in range(tables)
    ]
    gate = asyncio.Semaphore(SETTING_UP_AT_ONCE)

    async def set_up(person: Person) -> None:
        async with gate:
            try:
                await person.set_up()
            except (RuntimeError, TimeoutError, OSError, ConnectionClosed) as error:
                tally.error(f"{person.name} could not sit down: {error}")

    await asyncio.gather(*(set_up(person) for person in people))
    ready = [person for person in people if person.socket is not None and person.table]
    until = time.perf_counter() + seconds

    async def kill_one() -> None:
        if kill is not None:
            await asyncio.sleep(seconds / 3)
            kill.send_signal(signal.SIGKILL)

    await asyncio.gather(
        *(person.listen(until) for person in ready),
        *(person.play(until) for person in ready),
        kill_one(),
    )
    for person in ready:
        if person.socket is not None:
            await person.socket.close()
    return tally


async def kept_check(database: str, tally: Tally) -> tuple[int, int]:
    """The acknowledged moves missing from the database, and the tables whose kept versions
    are not 1, 2, 3, ... without a gap or a double."""
    from game.net.serve import database_url
    from game.store.database import Database
    from game.store.table_journal import TableJournal

    opened = await Database.open(database_url(database))
    journal = TableJournal(opened)
    kept: dict[str, list[dict[str, Any]]] = {}
    for table, *_ in tally.acknowledged:
        if table not in kept:
            kept[table] = await journal.changes(table)
    lost = 0
    for table, first, last, seat, move in tally.acknowledged:
        found = any(
            entry["seat"] == seat and entry["move"] == move
            for change in kept[table]
            if first <= change["version"] <= last
            for entry in change["moves"]
        )
        lost += not found
    doubled = sum(
        [change["version"] for change in changes] != list(range(1, len(changes) + 1))
        for changes in kept.values()
    )
    await opened.close()
    return lost, doubled


def fresh_postgres(base: str) -> str:
    """A new database on the PostgreSQL server of this URL, for one run; its URL."""
    from game.net.serve import database_url
    from game.store.database import create_database

    return asyncio.run(create_database(database_url(base), f"load_{secrets.token_hex(6)}"))


def main() -> None:
    """Runs the load and prints its figures."""
    parser = argparse.ArgumentParser(description="Loads a table server with scripted tables.")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--url", default=None, help="a running server (default: start one)")
    parser.add_argument("--nodes", type=int, default=1, help="nodes to start (PostgreSQL, Redis)")
    parser.add_argument("--kill-one", action="store_true", help="kill a node a third in")
    parser.add_argument(
        "--shared", action="store_true", help="a single node on PostgreSQL and Redis too"
    )
    parser.add_argument("--db", default=os.environ.get("SPEED_TEST_POSTGRES"))
    parser.add_argument("--redis", default=os.environ.get("SPEED_TEST_REDIS"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print JSON (the only output)")
    arguments = parser.parse_args()
    shared = arguments.url is None and (arguments.nodes > 1 or arguments.shared)
    if shared and not (arguments.db and arguments.redis):
        parser.error("several nodes need --db postgresql://... and --redis (or the test services)")
    if arguments.kill_one and arguments.nodes < 2:
        parser.error("--kill-one needs --nodes 2 or more: someone must take the tables over")
    processes: list[subprocess.Popen[str]] = []
    folder = tempfile.TemporaryDirectory(prefix="speed-load-")
    urls = [arguments.url] if arguments.url else []
    database = str(Path(folder.name) / "load.sqlite3")
    try:
        if not urls:
            cluster = None
            if shared:
                database = fresh_postgres(arguments.db)
                cluster = (arguments.redis, f"load{secrets.token_hex(4)}")
            for _ in range(arguments.nodes):
                process, url = start_server(Path(folder.name), database, cluster)
                processes.append(process)
                urls.append(url)
        started = time.perf_counter()
        victim = processes[0] if arguments.kill_one else None
        tally = asyncio.run(load(arguments.tables, arguments.seconds, urls, arguments.seed, victim))
        memory = [peak_memory_mb(process.pid) for process in processes if process is not victim]
        lost, doubled = asyncio.run(kept_check(database, tally)) if processes else (None, None)
    finally:
        for process in processes:
            if process.poll() is None:
                process.terminate()
                process.wait(30)
        folder.cleanup()
    figures = {
        "tables": arguments.tables,
        "nodes": len(urls),
        "seconds": arguments.seconds,
        "moves": tally.moves,
        "answered": len(tally.latencies_ms),
        "errors": tally.errors,
        "version_gaps": tally.version_gaps,
        "p50_ms": rounded_percentile(tally.latencies_ms, 0.50),
        "p95_ms": rounded_percentile(tally.latencies_ms, 0.95),
        "p99_ms": rounded_percentile(tally.latencies_ms, 0.99),
        "peak_rss_mb": memory[0] if len(memory) == 1 else memory,
        "killed": arguments.kill_one,
        "reconnections": len(tally.failovers_s),
        "failover_s": round(max(tally.failovers_s), 2) if tally.failovers_s else None,
        "acknowledged_moves": len(tally.acknowledged),
        "lost_moves": lost,
        "doubled_versions": doubled,
        "wall_s": round(time.perf_counter() - started, 1),
        "problems": tally.problems,
    }
    print(json.dumps(figures) if arguments.json else json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
