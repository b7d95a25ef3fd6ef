"""The Speedpipe log: every kind of event has its line in German and English, filled in with
names, routes, places and cards; whole seeded games with every extra rule give such lines."""

from __future__ import annotations

import inspect

import pytest

from game.ai.registry import make_bot
from game.client.scenes.tables.speedpipe.log_words import event_line
from game.rules.core import Event
from game.rules.speedpipe import events as ev
from game.rules.speedpipe.maps import load_map
from game.texts import set_language
from tests.client.speedpipe.positions import new_state

NAMES = ("Anna", "Bert", "Cleo", "Dora")
EVERY_RULE = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}


def game_events(seed: int, options: dict[str, str]) -> list[Event]:
    """Every event of a seeded game of four easy computers (the deal at the set-up too)."""
    state = new_state(4, seed, options)
    events: list[Event] = []
    fresh = new_state(4, seed, options)
    fresh.set_up(events)  # the deal's events, as a set-up with events gives them
    bots = [make_bot("speedpipe", "easy", seed=seed + seat) for seat in range(4)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        events += state.play(seat, bots[seat].choose(state, seat))
    return events


def test_every_event_kind_has_a_maker() -> None:
    kinds = [
        cls
        for _name, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event and cls.__module__ == ev.__name__
    ]
    assert len(kinds) >= 25
    from game.client.scenes.tables.speedpipe.log_words import _LINES

    assert set(kinds) == set(_LINES)


@pytest.mark.parametrize("language", ["de", "en"])
def test_whole_games_give_a_filled_line_for_every_event(language: str) -> None:
    set_language(language)
    pipe_map = load_map("main")
    seen: set[type] = set()
    for seed in (3, 4):
        for event in game_events(seed, EVERY_RULE):
            line = event_line(event, NAMES, pipe_map)
            assert line, f"no line for {event}"
            assert "{" not in line and "}" not in line
            seen.add(type(event))
    assert {ev.RouteLaid, ev.OpenCardTaken, ev.BlindCardDrawn, ev.GameEnded} <= seen
    assert {ev.MountainRevealed, ev.LeakStruck, ev.CompanyScored, ev.LastRoundBegan} <= seen


def test_a_route_laid_names_the_company_the_places_the_payment_and_the_points() -> None:
    set_language("de")
    pipe_map = load_map("main")
    route = pipe_map.routes[0]
    a, b = pipe_map.places[route.a].name, pipe_map.places[route.b].name
    line = event_line(ev.RouteLaid(1, 0, route.paint, 2, 0, 0, 7), NAMES, pipe_map)
    assert line.startswith("Bert verlegt ") and a in line and b in line
    assert "2 × Schweißtrupp" in line and line.endswith("+7.")
    leak = event_line(ev.LeakStruck(2, 0), NAMES, pipe_map)
    assert "Cleo" in leak and a in leak
    station = event_line(ev.StationBuilt(3, route.a, route.paint, 0), NAMES, pipe_map)
    assert station == f"Dora baut eine Pumpstation in {a}."
