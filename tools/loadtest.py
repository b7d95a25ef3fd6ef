"""Loads a table server: N tables of one scripted person and three easy computers each, a move
every ~2 s per person, and prints one JSON object.

    python tools/loadtest.py --tables 200 --seconds 60 --json
    python tools/loadtest.py --tables 20 --seconds 10 --url ws://127.0.0.1:8765 --json

Without --url it starts its own server (tools/serve on a free port, a fresh SQLite file) and
reports that server's peak memory. Latency is from a move sent to the person's own view updated
by it. version_gaps counts updates that did not follow the last version heard.
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
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.ai.benchmark import percentile
from game.net.protocol import (
    OpenTable,
    PlayAgain,
    PlayMove,
    ProtocolError,
    Refused,
    Request,
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


@dataclass
class Tally:
    """What the run counted."""

    moves: int = 0
    errors: int = 0
    version_gaps: int = 0
    latencies_ms: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def error(self, what: str) -> None:
        """Counts an error and keeps the first few in words."""
        self.errors += 1
        if len(self.problems) < 10:
            self.problems.append(what)


class Person:
    """One scripted person at one table."""

    def __init__(self, number: int, url: str, tally: Tally, rng: random.Random) -> None:
        self.name = f"load{number}-{secrets.token_hex(3)}"
        self.url = url
        self.tally = tally
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
        await self.expect(Welcome)
        await self.open_table()

    async def open_table(self) -> None:
        """A new table, started at once."""
        await self.send(
            OpenTable(
                game=GAME, seats=4, free_seats="computers", strength="easy", turn_seconds=None
            )
        )
        seated = await self.expect(Seated)
        self.table = seated.table
        self.version = 0
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
        if isinstance(notice, Seated) and notice.table != self.table:
            # Nochmal seated the person at the next table.
            self.table = notice.table
            self.version = 0
            self.legal = []
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
        elif isinstance(notice, Refused):
            self.tally.error(f"{notice.about} refused: {notice.reason}")

    async def listen(self, until: float) -> None:
        """Hears the server until the run ends."""
        assert self.socket is not None
        while time.perf_counter() < until:
            try:
                async with asyncio.timeout(max(0.01, until - time.perf_counter())):
                    raw = await self.socket.recv()
            except TimeoutError:
                return
            except ConnectionClosed as closed:
                self.tally.error(f"{self.name}: the connection closed ({closed})")
                return
            try:
                self.heard(decode_notice(raw))
            except ProtocolError as error:
                self.tally.error(str(error))

    async def play(self, until: float) -> None:
        """A move every ~2 s while the person may move; Nochmal when a game is over."""
        await asyncio.sleep(self.rng.uniform(0, MOVE_SECONDS))
        while time.perf_counter() < until:
            if self.over:
                self.over = False
                old = self.table
                await self.send(PlayAgain(table=old))
            elif self.legal:
                self.ref += 1
                self.sent[self.ref] = time.perf_counter()
                move = self.rng.choice(self.legal)
                self.legal = []
                await self.send(PlayMove(table=self.table, move=move, ref=self.ref))
                self.tally.moves += 1
            await asyncio.sleep(MOVE_SECONDS * self.rng.uniform(0.8, 1.2))


def start_server(folder: Path) -> tuple[subprocess.Popen[str], str]:
    """tools/serve on a free port with a fresh database; the process and its URL."""
    environment = dict(os.environ, SPEED_GAMES_HOME=str(folder))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game.net.serve",
            "--port",
            "0",
            "--db",
            str(folder / "load.sqlite3"),
        ],
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


async def load(tables: int, seconds: float, url: str, seed: int) -> Tally:
    """Sets up the tables, then plays for the given seconds."""
    tally = Tally()
    rng = random.Random(seed)
    people = [Person(number, url, tally, random.Random(rng.random())) for number in range(tables)]
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
    await asyncio.gather(
        *(person.listen(until) for person in ready), *(person.play(until) for person in ready)
    )
    for person in ready:
        assert person.socket is not None
        await person.socket.close()
    return tally


def main() -> None:
    """Runs the load and prints its figures."""
    parser = argparse.ArgumentParser(description="Loads a table server with scripted tables.")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--url", default=None, help="a running server (default: start one)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print JSON (the only output)")
    arguments = parser.parse_args()
    process = None
    folder = tempfile.TemporaryDirectory(prefix="speed-load-")
    url = arguments.url
    if url is None:
        process, url = start_server(Path(folder.name))
    try:
        started = time.perf_counter()
        tally = asyncio.run(load(arguments.tables, arguments.seconds, url, arguments.seed))
        memory = None if process is None else peak_memory_mb(process.pid)
    finally:
        if process is not None:
            process.terminate()
            process.wait(30)
        folder.cleanup()
    figures = {
        "tables": arguments.tables,
        "seconds": arguments.seconds,
        "moves": tally.moves,
        "answered": len(tally.latencies_ms),
        "errors": tally.errors,
        "version_gaps": tally.version_gaps,
        "p50_ms": rounded_percentile(tally.latencies_ms, 0.50),
        "p95_ms": rounded_percentile(tally.latencies_ms, 0.95),
        "p99_ms": rounded_percentile(tally.latencies_ms, 0.99),
        "peak_rss_mb": memory,
        "wall_s": round(time.perf_counter() - started, 1),
        "problems": tally.problems,
    }
    print(json.dumps(figures) if arguments.json else json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
