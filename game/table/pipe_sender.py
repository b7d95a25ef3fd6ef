"""Writes into a pipe from a thread, so the writer never waits for a reader that is busy."""

from __future__ import annotations

import queue
import threading
from multiprocessing.connection import Connection

# Tells the sending thread to close the pipe (None itself is a message the reader may expect).
_CLOSE = object()


class PipeSender:
    """Hands objects to a thread that sends them, in order, through one end of a pipe.

    A pipe holds only some kilobytes: a large message waits until the other side reads. The
    thread waits instead of the caller, as a multiprocessing queue's feeder thread would, but
    without the named semaphores a queue needs (those outlive a killed game).
    """

    def __init__(self, connection: Connection, name: str) -> None:
        self._connection = connection
        self._outbox: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._send_all, name=name, daemon=True)
        self._thread.start()

    def send(self, item: object) -> None:
        """Queues the object for the pipe and returns at once."""
        self._outbox.put(item)

    def close(self) -> None:
        """Closes the pipe after everything queued so far is sent (or the reader is gone)."""
        self._outbox.put(_CLOSE)

    def join(self, seconds: float) -> bool:
        """Waits up to seconds for the pipe to be closed; whether it is."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _send_all(self) -> None:
        """The thread: sends until told to close or until the reader is gone."""
        try:
            while (item := self._outbox.get()) is not _CLOSE:
                self._connection.send(item)
        except OSError:
            # The reader ended: whatever is still queued has nobody to go to.
            pass
        finally:
            self._connection.close()
