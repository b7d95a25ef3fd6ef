"""A server's background task ends on stop even where a call deep inside swallowed a
cancellation (as a database or Redis client may)."""

from __future__ import annotations

import asyncio

from game.net.ending import end_task


def test_a_task_that_swallows_a_cancellation_still_ends() -> None:
    async def body() -> int:
        swallowed = 0

        async def loop() -> None:
            nonlocal swallowed
            while True:
                try:
                    await asyncio.sleep(10)
                except asyncio.CancelledError:
                    if swallowed:
                        raise
                    swallowed += 1  # a library that carries on after a cancellation

        task = asyncio.create_task(loop())
        await asyncio.sleep(0)
        async with asyncio.timeout(5):
            await end_task(task)
        assert task.cancelled()
        return swallowed

    assert asyncio.run(body()) == 1


def test_a_task_already_ended_is_left_as_it_is() -> None:
    async def body() -> None:
        task = asyncio.create_task(asyncio.sleep(0))
        await task
        await end_task(task)
        assert task.done() and not task.cancelled()

    asyncio.run(body())
