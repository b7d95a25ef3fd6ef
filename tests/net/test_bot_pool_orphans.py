"""A killed server leaves no processes behind: its pool's workers end with it, also mid-thought
(a crashed node of a cluster must not leave its computers running for ever)."""

from __future__ import annotations

import pytest

from tests.table.test_orphans import PROC, kill_stand_in

# A stand-in for the server: a pool of one worker answers once, then a strong bot thinks for
# far longer than the grace time, and the server waits.
SERVER = """
import multiprocessing, time
from game.net.bot_pool import BotPool
from game.rules import get_game
from game.table.bots import BotRequest

pool = BotPool(1)
state = get_game("speedstocks").new_state(3, 5).to_dict()
pool.submit(BotRequest(1, "speedstocks", state, 1, "easy", 99, 5)).result(timeout=120)
pool.submit(BotRequest(2, "speedstocks", state, 1, "strong", 99, 60000))
time.sleep(0.5)
print(multiprocessing.active_children()[0].pid, flush=True)
time.sleep(600)
"""


@pytest.mark.skipif(
    not (PROC / "self" / "stat").exists(), reason="finding a process's children needs /proc"
)
def test_every_worker_of_a_killed_server_ends_by_itself() -> None:
    """kill -9 of the server: its pool's worker (mid-thought) and multiprocessing's helpers end
    by themselves (the resource tracker, last to go, frees the pool's queue semaphores)."""
    kill_stand_in(SERVER)
