"""The server's computers think in one pool of worker processes shared by all tables, so that no
table waits for another table's computer and the event loop never thinks itself."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from game.cores import usable_cores
from game.table.bots import BotAnswer, BotCache, BotRequest, answer_request, end_with_parent

# How often a question is asked again after its worker died before it is given up.
ASKS_PER_QUESTION = 3
# The bots each worker keeps between questions (per game, strength, seat and table).
_worker_cache: BotCache | None = None


def _answer_in_worker(request: BotRequest) -> BotAnswer:
    """A worker's answer, with the bots it has met kept for the next question."""
    global _worker_cache
    if _worker_cache is None:
        _worker_cache = BotCache()
    return answer_request(request, _worker_cache)


def default_workers() -> int:
    """One worker per core this server may use, at least one."""
    return usable_cores()


class BotPool:
    """Worker processes answering every table's questions to its computers."""

    def __init__(self, workers: int | None = None) -> None:
        self._workers = workers or default_workers()
        self._executor = self._new_executor()
        # How often a broken pool (a worker killed) was replaced.
        self.restarts = 0

    def submit(self, request: BotRequest) -> Future[BotAnswer]:
        """Hands a question to a worker; a broken pool is replaced first."""
        try:
            return self._executor.submit(_answer_in_worker, request)
        except BrokenProcessPool:
            self._replace()
            return self._executor.submit(_answer_in_worker, request)

    def service(self) -> PooledBotService:
        """A table's way to ask this pool."""
        return PooledBotService(self)

    def close(self) -> None:
        """Stops the workers; open questions are forgotten."""
        self._executor.shutdown(wait=False, cancel_futures=True)

    def _replace(self) -> None:
        """A fresh pool after a worker died."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        self._executor = self._new_executor()
        self.restarts += 1

    def _new_executor(self) -> ProcessPoolExecutor:
        """Workers started fresh (spawn), never forked from the running server; each ends with
        the server, also when the server is killed (a crashed node leaves no workers behind)."""
        return ProcessPoolExecutor(
            max_workers=self._workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=end_with_parent,
        )


class PooledBotService:
    """One table's questions to the shared pool (the BotService of game.table)."""

    def __init__(self, pool: BotPool) -> None:
        self._pool = pool
        self._open: dict[int, tuple[BotRequest, Future[BotAnswer]]] = {}
        self._asked: dict[int, int] = {}

    def ask(self, request: BotRequest) -> None:
        """Sends the question to the pool."""
        self._open[request.ticket] = (request, self._pool.submit(request))
        self._asked[request.ticket] = 1

    def answers(self) -> list[BotAnswer]:
        """The answers that are ready; a question whose worker died is asked once more."""
        ready: list[BotAnswer] = []
        for ticket, (request, future) in list(self._open.items()):
            if not future.done():
                continue
            del self._open[ticket]
            try:
                ready.append(future.result())
            except BrokenProcessPool:
                if self._asked[ticket] >= ASKS_PER_QUESTION:
                    ready.append(BotAnswer(ticket, None, "the computer stopped again and again"))
                else:
                    self._asked[ticket] += 1
                    self._open[ticket] = (request, self._pool.submit(request))
                    continue
            except Exception as error:  # an answer that could not come back still answers
                ready.append(BotAnswer(ticket, None, f"the computer could not answer: {error}"))
            self._asked.pop(ticket, None)
        return ready

    def warm_up(self) -> None:
        """The pool's workers start with the server."""

    def close(self) -> None:
        """Forgets this table's open questions."""
        for _request, future in self._open.values():
            future.cancel()
        self._open.clear()
        self._asked.clear()
