"""A killed game leaves no processes behind: its bot worker and helpers end with it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
PROC = Path("/proc")
# Seconds every child gets to notice that its parent is gone.
GRACE_SECONDS = 5.0

# A stand-in for the client: it builds the bot service as game/client/main.py does, lets it
# answer once, then sets a strong bot thinking for far longer than the grace time (so a worker
# that only checks for its parent between questions would outlive the test), and waits.
PARENT = """
import sys, time
from game.rules import get_game
from game.table.bots import BotRequest, ProcessBotService

service = ProcessBotService()
service.warm_up()
state = get_game("speedstocks").new_state(3, 5).to_dict()
service.ask(BotRequest(1, "speedstocks", state, 1, "easy", 99, 5))
deadline = time.monotonic() + 120
while not service.answers():
    if time.monotonic() > deadline:
        sys.exit("the bot worker did not answer")
    time.sleep(0.01)
service.ask(BotRequest(2, "speedstocks", state, 1, "strong", 99, 60000))
time.sleep(0.5)
print(service.worker_pid, flush=True)
time.sleep(600)
"""


def parent_of(pid: int) -> int | None:
    """The parent's process id from /proc, None when the process is gone."""
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # The name in brackets may hold spaces: the fields after its closing bracket are fixed.
    return int(stat.rsplit(")", 1)[1].split()[1])


def descendants(root: int) -> set[int]:
    """Every living process below root, found by walking the parent ids in /proc."""
    parents: dict[int, int] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            parent = parent_of(int(entry.name))
            if parent is not None:
                parents[int(entry.name)] = parent
    found: set[int] = set()
    frontier = {root}
    while frontier:
        frontier = {pid for pid, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    """Whether the process still runs (a zombie waiting for a reaper has ended)."""
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(
    not (PROC / "self" / "stat").exists() or not hasattr(signal, "SIGKILL"),
    reason="finding a process's children needs /proc, killing one hard needs SIGKILL",
)
def test_every_child_of_a_killed_game_ends_by_itself() -> None:
    """kill -9 of the game: its bot worker (mid-thought) and multiprocessing's helpers end too,
    and leave nothing to clean up behind them."""
    errors = kill_stand_in(PARENT)
    # A resource tracker left with the game's named semaphores would unlink them and warn here:
    # the game's bot worker talks through pipes only.
    assert "leaked" not in errors, errors


def kill_stand_in(script: str) -> str:
    """Runs the stand-in program, kills it once its worker thinks, checks that its children end
    by themselves; what they wrote to the error output. Nothing is left running, whatever
    fails."""
    with subprocess.Popen(
        [sys.executable, "-c", script],
        cwd=REPOSITORY,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as parent:
        children: set[int] = set()
        try:
            return watch_a_killed_game(parent, children)
        finally:
            for pid in [parent.pid, *children]:
                if alive(pid):
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except OSError:
                        pass


def watch_a_killed_game(parent: subprocess.Popen[str], children: set[int]) -> str:
    """Kills the stand-in once its worker thinks and checks that its children (recorded in
    children, for the clean-up) end by themselves; what they wrote to the error output."""
    assert parent.stdout is not None and parent.stderr is not None
    line = parent.stdout.readline()
    assert line.strip().isdigit(), f"the stand-in game did not start its bot worker: {line!r}"
    worker = int(line)
    children.update(descendants(parent.pid))
    assert worker in children
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait(GRACE_SECONDS)
    deadline = time.monotonic() + GRACE_SECONDS
    while any(alive(pid) for pid in children) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = sorted(pid for pid in children if alive(pid))
    assert not left, f"still running {GRACE_SECONDS:g} s after the game was killed: {left}"
    # The children shared the game's error output: with all of them gone it is complete.
    errors = parent.stderr.read()
    assert "Traceback" not in errors, errors
    return errors
