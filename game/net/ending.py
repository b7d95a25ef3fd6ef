"""Ending a server's background task for certain: a library deep in a call (a database driver, a
Redis client) may swallow one cancellation, and a stop that waited on that task would wait for
ever."""

from __future__ import annotations

import asyncio
import contextlib

# Seconds between cancellations of a task that has not ended yet.
CANCEL_AGAIN_SECONDS = 0.1


async def end_task(task: asyncio.Task[None]) -> None:
    """Cancels the task, again and again until it has ended; its cancellation is not raised."""
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=CANCEL_AGAIN_SECONDS)
    with contextlib.suppress(asyncio.CancelledError):
        await task
