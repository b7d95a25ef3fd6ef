"""Bot services: answering inline, and answering from another process."""

from __future__ import annotations

import os
import signal
import time

from game.rules import get_game
from game.table import BotAnswer, BotRequest, InlineBotService, ProcessBotService

GAME = get_game("speedstocks")


def request(ticket: int, strength: str = "easy", *, seat: int = 1, **changes: object) -> BotRequest:
    """A question about seat 1 at the start of a seeded 3-player game."""
    fields: dict[str, object] = {
        "ticket": ticket,
        "game": "speedstocks",
        "state": GAME.new_state(3, 5).to_dict(),
        "seat": seat,
        "strength": strength,
        "seed": 99,
        "think_ms": 5,
    }
    fields.update(changes)
    return BotRequest(**fields)  # type: ignore[arg-type]


def test_inline_answers_a_legal_move_and_the_same_request_the_same_way() -> None:
    """The answer is the move's text; a cached bot is reseeded, so it answers alike again."""
    service = InlineBotService()
    service.ask(request(1))
    service.ask(request(2))
    first, second = service.answers()
    legal = {move.text() for move in GAME.new_state(3, 5).legal_moves(1)}
    assert first.ticket == 1 and first.move in legal and first.error is None
    assert second.move == first.move
    assert service.answers() == []


def test_inline_answers_failures_in_words() -> None:
    """A damaged state, an unknown game or a seat with nothing to do: an error, no move."""
    service = InlineBotService()
    service.ask(request(1, state={"players": 3}))
    service.ask(request(2, game="halma"))
    service.ask(request(3, seat=7))
    answers = service.answers()
    assert [answer.move for answer in answers] == [None, None, None]
    assert "could not choose" in answers[0].error  # type: ignore[operator]
    assert "there is no game 'halma'" in answers[1].error  # type: ignore[operator]
    assert "no player 7" in answers[2].error  # type: ignore[operator]


def wait_for(service: ProcessBotService, tickets: set[int]) -> list[BotAnswer]:
    """Collects answers until every ticket has one (a minute at most)."""
    collected: list[BotAnswer] = []
    deadline = time.monotonic() + 60
    while {answer.ticket for answer in collected} < tickets:
        assert time.monotonic() < deadline, "the bot process did not answer"
        collected.extend(service.answers())
        time.sleep(0.01)
    return collected


def test_the_process_service_answers_from_another_process_and_survives_a_dead_worker() -> None:
    """The worker answers as the inline service does; a killed worker is restarted and the open
    question asked again; close() stops it."""
    service = ProcessBotService()
    try:
        assert not service.running
        service.ask(request(1))
        (answer,) = wait_for(service, {1})
        inline = InlineBotService()
        inline.ask(request(1))
        assert answer == inline.answers()[0]
        # A strong bot that thinks a while: the worker is killed before it can answer.
        service.ask(request(2, "strong", think_ms=300))
        first_worker = service.worker_pid
        assert first_worker is not None
        os.kill(first_worker, getattr(signal, "SIGKILL", signal.SIGTERM))
        (again,) = wait_for(service, {2})
        assert service.restarts == 1 and service.worker_pid != first_worker
        assert again.error is None
        assert again.move in {move.text() for move in GAME.new_state(3, 5).legal_moves(1)}
        assert service.running
    finally:
        service.close()
    assert not service.running
