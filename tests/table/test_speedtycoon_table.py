"""Speedtycoon at a table: people and computers in any mix, two to six seats, to the end."""

from __future__ import annotations

import pytest

from game.table import InlineBotService, Seat, Table, TableSetup

from .fakes import FakeClock


def _seats(kinds: str) -> tuple[Seat, ...]:
    """Seats from letters: h a person, e/n a computer of that strength."""
    strengths = {"e": "easy", "n": "normal"}
    return tuple(
        Seat(f"Person {index}", "human", "normal")
        if kind == "h"
        else Seat(f"Computer {index}", "computer", strengths[kind])
        for index, kind in enumerate(kinds)
    )


@pytest.mark.parametrize(
    ("kinds", "options"),
    [
        ("he", (("mode", "klassisch"),)),
        ("hhn", (("mode", "tycoon"),)),
        ("ehen", (("mode", "modern"),)),
        ("heeeen", (("mode", "eigene"), ("lobbyist", "on"), ("kredite", "on"))),
    ],
)
def test_people_and_computers_play_speedtycoon_to_the_end(
    kinds: str, options: tuple[tuple[str, str], ...]
) -> None:
    """Each person plays his first legal move (always allowed) and presses Weiter after every
    scoring, the computers play their own; the Startup, Venture Capital and IPO scorings each
    hold the table; the game ends with an outcome for every seat and every move logged by who
    made it."""
    game = Table(
        TableSetup("speedtycoon", _seats(kinds), options, 5, None),
        InlineBotService(),
        now=FakeClock(),
        think_ms=5,
    )
    read: list[int] = []
    for _ in range(3000):
        if game.is_over:
            break
        game.update()
        pause = game.reading_pause()
        if pause is not None:
            read.extend(event["scoring"] for event in pause.events)
            for seat in pause.waiting:
                game.continue_reading(seat)
            continue
        for seat in game.humans_to_act():
            if game.reading_pause() is None:
                game.submit(seat, game.legal_moves(seat)[0])
    final = game.reading_pause()  # the IPO, when a person's move brought it
    read.extend(event["scoring"] for event in (final.events if final is not None else ()))
    assert read == [0, 1, 2]
    outcome = game.outcome()
    assert outcome is not None and len(outcome.scores) == len(kinds)
    people = {seat for seat, kind in enumerate(kinds) if kind == "h"}
    assert {entry.seat for entry in game.log if entry.by == "human"} == people
    assert {entry.seat for entry in game.log if entry.by == "computer"} == set(
        range(len(kinds))
    ) - people
