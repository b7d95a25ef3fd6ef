"""A node killed mid-game (SIGKILL, as a crash): two nodes run as processes of their own on a
real PostgreSQL and Redis; people at six tables play through the client's own link, which finds
its table again by itself. The killed node's tables are served again within 20 s, no move
acknowledged to a person is missing from the database, no version is kept twice, and every
person ends their game."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from game.net.connection import ServerLink
from game.net.protocol import (
    ContinueReading,
    OpenTable,
    PlayMove,
    Refused,
    Seated,
    SignUp,
    StartTable,
    TableSnapshot,
    TableUpdate,
)
from game.store.database import Database
from game.store.table_journal import TableJournal

REPOSITORY = Path(__file__).resolve().parents[2]
TABLES = 6
# The bound on serving a dead node's tables again (seconds).
FAILOVER_LIMIT = 20.0
GAME_PATIENCE = 240.0


@contextmanager
def node_processes(
    folder: Path, postgres: str, redis: tuple[str, str], count: int
) -> Iterator[list[tuple[subprocess.Popen[str], str]]]:
    """tools/serve as count nodes of one cluster, each on a free port; their processes and
    addresses, all stopped afterwards."""
    started: list[tuple[subprocess.Popen[str], str]] = []
    try:
        for number in range(count):
            home = folder / f"node{number}"
            home.mkdir(parents=True)
            process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "game.net.serve",
                    "--port",
                    "0",
                    "--db",
                    postgres,
                    "--redis",
                    redis[0],
                    "--cluster-name",
                    redis[1],
                    "--bot-workers",
                    "1",
                ],
                cwd=REPOSITORY,
                env=dict(os.environ, SPEED_GAMES_HOME=str(home)),
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            assert process.stdout is not None
            line = process.stdout.readline()
            assert "ws://" in line, f"node {number} did not start"
            started.append((process, line.split()[3]))
        yield started
    finally:
        for process, _ in started:
            if process.poll() is None:
                process.terminate()
                process.wait(30)


class Person:
    """One person at a table through the client's link: plays a random legal move whenever
    the view offers some, presses Weiter, and notes the moves acknowledged."""

    def __init__(self, number: int, url: str) -> None:
        self.name = f"Gast{number}"
        self.link = ServerLink(url)
        self.rng = random.Random(number)
        self.table = ""
        self.seat = 0
        self.version = 0
        self.over = False
        # After the kill: from when, and when the table was heard again.
        self.watch_since: float | None = None
        self.back_at: float | None = None
        self.ref = 0
        self.sent: dict[int, str] = {}
        # (first version, last version, move) of every move the server acknowledged.
        self.acknowledged: list[tuple[int, int, str]] = []
        self.refusals: list[str] = []

    def start(self) -> None:
        """Connects, signs up and opens a table with one easy computer."""
        self.link.start()
        self.link.send(SignUp(name=self.name, password="correct horse"))
        self.link.send(
            OpenTable(game="speedstocks", seats=2, free_seats="computers", strength="easy")
        )

    def step(self) -> None:
        """Takes what came in and answers it."""
        for notice in self.link.notices():
            if isinstance(notice, Seated):
                self.table, self.seat = notice.table, notice.seat
                self.link.send(StartTable(table=self.table))
            elif isinstance(notice, Refused):
                self.refusals.append(notice.reason)
            elif isinstance(notice, TableUpdate | TableSnapshot) and notice.table == self.table:
                self.heard(notice)

    def heard(self, notice: TableUpdate | TableSnapshot) -> None:
        """Follows the table and plays on."""
        if self.watch_since is not None and self.back_at is None:
            self.back_at = time.monotonic()
        self.version = notice.v
        if isinstance(notice, TableUpdate) and notice.ref in self.sent:
            self.acknowledged.append((notice.first, notice.v, self.sent.pop(notice.ref)))
        view = notice.view
        self.over = view.get("phase") == "over"
        if self.over:
            return
        if view.get("reading") is not None:
            self.link.send(ContinueReading(table=self.table))
        legal = view.get("legal", [])
        if legal:
            self.ref += 1
            move = self.rng.choice(legal)
            self.sent[self.ref] = move
            self.link.send(PlayMove(table=self.table, move=move, ref=self.ref))


def test_a_node_killed_mid_game_loses_nothing(
    tmp_path: Path, postgres: str, redis: tuple[str, str]
) -> None:
    """Half the tables sit at the node that is killed; each is heard again within 20 s of the
    kill, every game ends, and the database has every acknowledged move, once."""
    with node_processes(tmp_path, postgres, redis, 2) as nodes:
        people = [Person(number, nodes[number % 2][1]) for number in range(TABLES)]
        for person in people:
            person.start()
        try:
            deadline = time.monotonic() + GAME_PATIENCE
            while min(person.version for person in people) < 6:
                assert time.monotonic() < deadline, "the games did not get going"
                for person in people:
                    person.step()
                time.sleep(0.02)
            nodes[0][0].send_signal(signal.SIGKILL)
            killed_at = time.monotonic()
            victims = people[0::2]
            for person in victims:
                person.watch_since = killed_at
            while not all(person.over for person in people):
                assert time.monotonic() < deadline, [
                    (person.name, person.version, person.link.status, person.refusals)
                    for person in people
                ]
                for person in people:
                    person.step()
                time.sleep(0.02)
            back = [person.back_at for person in victims]
            assert None not in back, "every table of the killed node is heard again"
            failover = max(at - killed_at for at in back if at is not None)
            assert failover <= FAILOVER_LIMIT, f"served again after {failover:.1f} s"
        finally:
            for person in people:
                person.link.close()
        missing, versions = asyncio.run(kept(postgres, people))
    assert missing == [], "every acknowledged move is kept"
    assert versions == [], "every table's versions are 1, 2, 3, ... without a double"


async def kept(postgres: str, people: list[Person]) -> tuple[list[Any], list[str]]:
    """The acknowledged moves missing from the database, and the tables whose versions are not
    1, 2, 3, ..."""
    database = await Database.open(postgres)
    journal = TableJournal(database)
    missing: list[Any] = []
    broken: list[str] = []
    for person in people:
        changes = await journal.changes(person.table)
        if [change["version"] for change in changes] != list(range(1, len(changes) + 1)):
            broken.append(person.table)
        for first, last, move in person.acknowledged:
            if not any(
                entry["seat"] == person.seat and entry["move"] == move
                for change in changes
                if first <= change["version"] <= last
                for entry in change["moves"]
            ):
                missing.append((person.table, first, last, move))
    await database.close()
    return missing, broken
