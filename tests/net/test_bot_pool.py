"""The server's shared pool of computer processes: tables get their answers from it, the same
answers as inline, and a killed worker costs no answer."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator

import pytest

from game.net.bot_pool import BotPool
from game.rules.registry import get_game
from game.table import BotRequest, InlineBotService, Seat, Table, TableSetup
from game.table.seats import COMPUTER
from tests.table.fakes import FakeClock

# How long a test waits for the pool's answers (seconds).
PATIENCE = 60.0


@pytest.fixture(scope="module")
def pool() -> Iterator[BotPool]:
    """Two workers for the whole module (starting processes is the slow part)."""
    shared = BotPool(2)
    yield shared
    shared.close()


def request(ticket: int, seed: int = 5) -> BotRequest:
    """A question to an easy Speedstocks computer at a fresh game."""
    state = get_game("speedstocks").new_state(3, seed, {})
    return BotRequest(ticket, "speedstocks", state.to_dict(), 0, "easy", seed, table="t1")


def collected(service: object, count: int) -> list[object]:
    """Waits for this many answers from a service."""
    answers: list[object] = []
    deadline = time.monotonic() + PATIENCE
    while len(answers) < count and time.monotonic() < deadline:
        answers.extend(service.answers())  # type: ignore[attr-defined]
        time.sleep(0.01)
    return answers


def test_the_pool_answers_as_an_inline_computer_would(pool: BotPool) -> None:
    """The same questions get the same moves from the pool as from an inline service."""
    pooled, inline = pool.service(), InlineBotService()
    for ticket in range(4):
        pooled.ask(request(ticket, seed=ticket))
        inline.ask(request(ticket, seed=ticket))
    from_pool = sorted(collected(pooled, 4), key=lambda answer: answer.ticket)  # type: ignore
    assert [a.move for a in from_pool] == [a.move for a in inline.answers()]  # type: ignore


def test_a_table_of_computers_and_one_person_plays_on_with_the_pool(pool: BotPool) -> None:
    """A table whose computers think in the pool reaches its person's turns again and again."""
    setup = TableSetup(
        "speedstocks",
        (Seat("Ada"), Seat("C1", COMPUTER, "easy"), Seat("C2", COMPUTER, "easy")),
        seed=3,
        turn_seconds=None,
    )
    table = Table(setup, pool.service(), FakeClock())
    deadline = time.monotonic() + PATIENCE
    turns = 0
    while turns < 12 and time.monotonic() < deadline:
        table.update()
        if 0 in table.humans_to_act():
            table.submit(0, table.legal_moves(0)[0])
            turns += 1
        time.sleep(0.005)
    assert turns == 12
    assert any(entry.seat != 0 for entry in table.log)


def test_a_killed_worker_costs_no_answer(pool: BotPool) -> None:
    """A worker killed while thinking is replaced and the question asked again."""
    service = pool.service()
    service.ask(request(1))
    assert len(collected(service, 1)) == 1
    workers = list(pool._executor._processes.values())  # type: ignore[attr-defined]
    os.kill(workers[0].pid, signal.SIGKILL)
    time.sleep(0.2)
    service.ask(request(2))
    answers = collected(service, 1)
    assert len(answers) == 1 and answers[0].move  # type: ignore[attr-defined]
