"""Computer seats think through a bot service: inline for tests and tools, or in another process.

The table never waits for a bot: it asks with a ticket and collects answers on later frames, so
the client's frame rate holds while a strong bot thinks.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
from collections import deque
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from typing import Any, Protocol

from game.ai.appraisal import appraiser
from game.ai.arena import load_bots
from game.ai.base import Bot
from game.ai.registry import make_bot
from game.rules.core import IllegalMoveError, State
from game.rules.registry import get_game
from game.table.pipe_sender import PipeSender

# A worker keeps at most this many bots; the oldest go first.
CACHED_BOTS = 64
# How often a request is asked again after the worker died on it before it is given up.
RESTARTS_PER_REQUEST = 2
# Seconds close() waits for the worker to stop by itself.
STOP_SECONDS = 5.0
# The worker's exit status when it ended because the game that started it is gone.
PARENT_GONE_EXIT = 3


@dataclass(frozen=True)
class BotRequest:
    """One question to a bot: which move would this seat make in this state?"""

    ticket: int
    game: str
    state: dict[str, Any]
    seat: int
    strength: str
    seed: int
    think_ms: float | None = None
    table: str = ""
    # Advice in games whose turns have several steps: the whole planned turn, not one move.
    want_plan: bool = False
    # Advice with its reasons: the expected values of the advice and the best others.
    want_values: bool = False


@dataclass(frozen=True)
class BotAnswer:
    """A bot's move in its text form, or the error in words that kept it from choosing."""

    ticket: int
    move: str | None
    error: str | None = None
    # With want_plan: the planned steps (the move first), where the bot plans whole turns.
    plan: tuple[str, ...] = ()
    # With want_values: the advice's expected value and the best others' (text, value), the
    # advice first, in the unit of the game's appraisals (see game.ai.appraisal).
    values: tuple[tuple[str, float], ...] = ()
    unit: str = ""


class BotService(Protocol):
    """Where a table's questions to bots go and their answers come from."""

    def ask(self, request: BotRequest) -> None:
        """Hands a request over; its answer comes later from answers()."""

    def answers(self) -> list[BotAnswer]:
        """The answers ready now, without waiting."""

    def warm_up(self) -> None:
        """Gets ready to think (a worker process starts), so the first answer comes quickly."""

    def close(self) -> None:
        """Stops thinking; open requests are forgotten."""


class BotCache:
    """The bots of one thinker, kept per game, strength, seat and table."""

    def __init__(self) -> None:
        self._bots: dict[tuple[str, str, int, str], Bot] = {}

    def bot(self, request: BotRequest) -> Bot:
        """The bot for this request, reseeded so that its answer depends on the request alone."""
        key = (request.game, request.strength, request.seat, request.table)
        bot = self._bots.get(key)
        if bot is None:
            load_bots(request.game)
            bot = make_bot(request.game, request.strength, request.seed, request.think_ms)
            if len(self._bots) >= CACHED_BOTS:
                del self._bots[next(iter(self._bots))]
            self._bots[key] = bot
        # Reseeding makes a cached bot answer exactly as a fresh one would: the same request
        # gets the same move inline and in a worker, after a restart too.
        bot.rng.seed(request.seed)
        bot.think_ms = request.think_ms
        return bot


def answer_request(request: BotRequest, cache: BotCache) -> BotAnswer:
    """Rebuilds the state, lets the bot choose, and answers the move's text (or the error)."""
    try:
        state = get_game(request.game).state_from_dict(request.state)
        bot = cache.bot(request)
        advised_steps = getattr(bot, "advised_steps", None)
        answer: BotAnswer | None = None
        if request.want_plan and advised_steps is not None:
            steps = tuple(advised_steps(state, request.seat))
            if steps:
                answer = BotAnswer(
                    request.ticket, steps[0].text(), plan=tuple(step.text() for step in steps)
                )
        if answer is None:
            answer = BotAnswer(request.ticket, bot.choose(state, request.seat).text())
        if request.want_values:
            answer = with_reasons(answer, request, state)
        return answer
    except Exception as error:  # a failing bot must answer, not stop the thinker
        return BotAnswer(
            request.ticket,
            None,
            f"the {request.strength} computer for seat {request.seat} could not choose: {error}",
        )


def with_reasons(answer: BotAnswer, request: BotRequest, state: State) -> BotAnswer:
    """The advice with the expected values of itself and the best others, valued by the strong
    computer at its appraisal caps (seeded like the advice); the answer as it was where the
    decision is not one the strong computer values."""
    steps = answer.plan or ((answer.move,) if answer.move is not None else ())
    game = get_game(request.game)
    try:
        advised = tuple(game.parse_move(step) for step in steps)
        appraisal = appraiser(request.game, request.seed).appraise(state, request.seat, advised)
    except IllegalMoveError:
        return answer
    if appraisal is None or appraisal.played is None:
        return answer
    mine = appraisal.played
    others = [choice for choice in appraisal.ranked if choice.steps != mine.steps]
    values = tuple((choice.text(), choice.value) for choice in (mine, *others))
    return replace(answer, values=values, unit=appraisal.unit)


class InlineBotService:
    """Thinks inside answers(), in the caller's process: for tests and command-line tools."""

    def __init__(self) -> None:
        self._waiting: list[BotRequest] = []
        self._cache = BotCache()
        # The latest requests, for tests and tools to inspect (bounded: states are large).
        self.asked: deque[BotRequest] = deque(maxlen=64)

    def ask(self, request: BotRequest) -> None:
        """Queues the request until the next answers()."""
        self._waiting.append(request)
        self.asked.append(request)

    def answers(self) -> list[BotAnswer]:
        """Answers every queued request now."""
        waiting, self._waiting = self._waiting, []
        return [answer_request(request, self._cache) for request in waiting]

    def warm_up(self) -> None:
        """Nothing to start: inline bots think when asked."""

    def close(self) -> None:
        """Forgets the queued requests."""
        self._waiting.clear()


def end_with_parent() -> None:
    """Ends this worker process as soon as the process that started it is gone, even mid-thought.

    multiprocessing hands every child a sentinel of its parent: the read end of a pipe whose
    write end only the parent holds (EOF when it dies, however it dies), or on Windows a handle
    to the parent process. A thread waits on it, so a worker deep in a strong bot's search
    still notices at once. Its ending also ends multiprocessing's resource tracker: on POSIX
    spawning a process starts one, and it stops when the last holder of its pipe (the game and
    the worker) is gone.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    watcher = threading.Thread(
        target=_exit_when_ready, args=(parent.sentinel,), name="parent-watch", daemon=True
    )
    watcher.start()


def _exit_when_ready(sentinel: Any) -> None:
    """Waits for the parent's sentinel, then ends the whole process without clean-up."""
    multiprocessing.connection.wait([sentinel])
    # sys.exit would end only this thread; nobody is left to read answers or flush queues.
    os._exit(PARENT_GONE_EXIT)


def serve_requests(requests: Connection, answers: Connection) -> None:
    """The worker's loop: answers requests until it gets None or the game closes its pipe, and
    ends at once when the game dies."""
    end_with_parent()
    cache = BotCache()
    while True:
        try:
            request = requests.recv()
        except EOFError:
            return
        if request is None:
            return
        if isinstance(request, BotRequest):
            answer = answer_request(request, cache)
        else:
            answer = BotAnswer(-1, None, f"the bot worker got no request but {request!r}")
        try:
            answers.send(answer)
        except OSError:
            # The game closed its end: nobody is left to read answers.
            return


class ProcessBotService:
    """Thinks in one worker process, started on the first question and restarted if it dies.

    Questions and answers go through plain pipes, not multiprocessing queues: a queue's named
    semaphores outlive a killed game, and the resource tracker then warns while unlinking them.
    """

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._requests: PipeSender | None = None
        self._answers: Connection | None = None
        self._open: dict[int, BotRequest] = {}
        self._restarts: dict[int, int] = {}
        # How often a dead worker was replaced to ask its open questions again.
        self.restarts = 0

    @property
    def running(self) -> bool:
        """Whether the worker process is alive."""
        return self._process is not None and self._process.is_alive()

    @property
    def worker_pid(self) -> int | None:
        """The process id of the current worker, None before the first question."""
        return None if self._process is None else self._process.pid

    def warm_up(self) -> None:
        """Starts the worker now (after the first frame), so the first question is not delayed."""
        if not self.running:
            self._start()

    def ask(self, request: BotRequest) -> None:
        """Sends the request to the worker, starting it first when needed."""
        if not self.running:
            self._start()
        self._open[request.ticket] = request
        self._send(request)

    def answers(self) -> list[BotAnswer]:
        """The answers that have arrived; a dead worker is restarted and asked again."""
        died = self._process is not None and not self._process.is_alive()
        ready: list[BotAnswer] = []
        while self._answers is not None:
            try:
                if not self._answers.poll():
                    break
                answer = self._answers.recv()
            except (EOFError, OSError):
                # A dead worker's pipe: its last answers were read, the rest never comes.
                break
            if self._open.pop(answer.ticket, None) is not None:
                self._restarts.pop(answer.ticket, None)
                ready.append(answer)
        if died and self._open:
            ready.extend(self._ask_again())
        return ready

    def close(self) -> None:
        """Stops the worker cleanly (or ends it when it does not stop in time)."""
        self._open.clear()
        self._restarts.clear()
        if self._process is not None:
            if self._process.is_alive():
                self._send(None)
                self._process.join(STOP_SECONDS)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(STOP_SECONDS)
            self._process = None
        self._close_pipes()

    def _start(self) -> None:
        """Starts a fresh worker with fresh pipes (a killed worker may leave half a message)."""
        if self._process is not None:
            self._process.join(0)
        self._close_pipes()
        worker_requests, requests = self._context.Pipe(duplex=False)
        answers, worker_answers = self._context.Pipe(duplex=False)
        self._process = self._context.Process(
            target=serve_requests,
            args=(worker_requests, worker_answers),
            name="speed-games-bots",
            daemon=True,
        )
        try:
            self._process.start()
        finally:
            # Only the worker keeps its ends: then its death reads as the end of the answers
            # here, and closing the requests here reads as the end there.
            worker_requests.close()
            worker_answers.close()
        self._requests = PipeSender(requests, "speed-games-bot-requests")
        self._answers = answers

    def _send(self, message: BotRequest | None) -> None:
        """Hands a request (or None, the stop word) to the current worker's pipe."""
        if self._requests is not None:
            self._requests.send(message)

    def _ask_again(self) -> list[BotAnswer]:
        """Restarts the worker and asks the open requests again; gives up on repeated deaths."""
        given_up: list[BotAnswer] = []
        again: list[BotRequest] = []
        for ticket, request in list(self._open.items()):
            restarts = self._restarts.get(ticket, 0) + 1
            if restarts > RESTARTS_PER_REQUEST:
                del self._open[ticket]
                self._restarts.pop(ticket, None)
                given_up.append(
                    BotAnswer(ticket, None, "the bot process stopped again and again on this")
                )
            else:
                self._restarts[ticket] = restarts
                again.append(request)
        if again:
            self.restarts += 1
            self._start()
            for request in again:
                self._send(request)
        return given_up

    def _close_pipes(self) -> None:
        """Closes the pipes of the last worker, without waiting on data nobody will read."""
        if self._requests is not None:
            self._requests.close()
        if self._answers is not None:
            self._answers.close()
        self._requests = None
        self._answers = None
