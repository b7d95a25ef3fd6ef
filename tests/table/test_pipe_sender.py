"""A pipe written from a thread: the writer never waits, the reader gets everything in order."""

from __future__ import annotations

import multiprocessing
import threading
import time

import pytest

from game.table.pipe_sender import PipeSender

# Far more than a pipe holds, so a direct send would wait for the reader.
LARGE = b"x" * (4 << 20)


def test_a_large_message_does_not_wait_for_the_reader_and_arrives_in_order() -> None:
    """send() returns at once although nobody reads yet; close() ends the pipe after the rest."""
    reader, writer = multiprocessing.Pipe(duplex=False)
    sender = PipeSender(writer, "test-sender")
    started = time.monotonic()
    sender.send(LARGE)
    sender.send(None)
    sender.send("last")
    sender.close()
    assert time.monotonic() - started < 1.0
    assert reader.recv() == LARGE
    assert reader.recv() is None
    assert reader.recv() == "last"
    assert sender.join(5.0)
    with pytest.raises(EOFError):
        reader.recv()
    reader.close()


def test_a_gone_reader_ends_the_thread_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the reader closed the thread stops at its next message, closes its end, and raises
    nothing (a game whose bot worker died must not print a traceback)."""
    escaped: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda hook: escaped.append(hook.exc_value))
    reader, writer = multiprocessing.Pipe(duplex=False)
    sender = PipeSender(writer, "test-sender")
    reader.close()
    sender.send(LARGE)
    assert sender.join(5.0)
    assert writer.closed and escaped == []
