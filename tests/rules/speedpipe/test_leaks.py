"""Leck und Wartung: three event cards in the pile block a random free route until the
drawing company's next turn begins."""

from __future__ import annotations

import pytest

from game.rules import Event, IllegalMoveError
from game.rules.randomness import new_rng
from game.rules.speedpipe.catalogue import LEAK
from game.rules.speedpipe.state import SpeedpipeState

from .scenario import GAME, fixture_map, kind, kinds, new, play, reloaded, table

LEAKS = {"leaks": "on"}


def test_a_leak_drawn_blind_blocks_a_free_route_and_another_card_is_drawn() -> None:
    """The leak card leaves the game, a random free route is blocked for company 0, and the
    company gets the next card instead."""
    state = table(options=LEAKS, hands={0: {}}, pile_top=["leak", "rot", "blau"])
    events = play(state, "blind")
    assert kinds(events)[:2] == ["leak_struck", "blind_card_drawn"]
    route = events[0].to_dict()["route"]
    assert state.blocked[route] == 0 and state.owners[route] == -1
    assert state.leaks_gone == 1 and LEAK not in state.pile[-1:]
    assert state.hands[0][kind("rot")] == 1 and sum(state.hands[0]) == 1


def test_a_blocked_route_cannot_be_laid_until_the_drawing_company_begins_its_next_turn() -> None:
    """Nobody may lay it while it is blocked; at company 0's next turn the repair is done."""
    hands = {company: {"rot": 4, "joker": 4} for company in range(3)}
    state = table(options=LEAKS, hands=hands, pile_top=["leak", "blau", "blau"])
    events = play(state, "blind")
    route = events[0].to_dict()["route"]
    play(state, "blind")
    for company in (1, 2):
        assert state.lay_payments(company, route) == ()
        assert not any(getattr(move, "route", -1) == route for move in state.legal_moves(company))
        with pytest.raises(IllegalMoveError, match="blocked by a leak"):
            play(state, f"lay {route} joker {state.board.lengths[route]}")
        play(state, "blind")
        play(state, "blind")
    assert state.current == 0 and state.blocked[route] == -1


def test_the_repair_is_announced_when_the_company_begins_its_turn() -> None:
    """The event comes with the start of company 0's next turn."""
    state = table(options=LEAKS, pile_top=["leak", "blau", "blau"])
    route = play(state, "blind")[0].to_dict()["route"]
    play(state, "blind")
    for _ in range(3):
        play(state, "blind")
    events = play(state, "blind")
    assert {"kind": "route_unblocked", "route": route} in [e.to_dict() for e in events]


def test_a_leak_in_the_display_refill_is_replaced_by_the_next_card() -> None:
    """Taking an open card: the refill meets the leak, blocks a route, and lays the next card."""
    state = table(
        options=LEAKS, display=["rot", "blau", "gruen", "gelb", "rot"], pile_top=["leak", "weiss"]
    )
    events = play(state, "open 0")
    assert kinds(events)[:3] == ["open_card_taken", "leak_struck", "display_refilled"]
    assert state.display[0] == kind("weiss")


def test_a_leak_in_the_mountain_reveal_is_replaced_and_never_blocks_the_route_being_laid() -> None:
    """Three pipe cards are revealed besides the leak; the mountain itself stays free of it."""
    for seed in range(1, 12):
        state = table(
            options=LEAKS,
            seed=seed,
            hands={0: {"schwarz": 4}},
            pile_top=["rot", "leak", "blau", "gruen"],
        )
        events = play(state, "lay 4 schwarz 0")
        revealed = next(e.to_dict() for e in events if e.kind == "mountain_revealed")
        assert revealed["cards"] == [kind("rot"), kind("blau"), kind("gruen")]
        assert state.owners[4] == 0 and state.blocked[4] == -1
        reloaded(state)


def test_a_leak_dealt_at_the_set_up_blocks_until_that_company_begins_its_first_turn() -> None:
    """Dealing meets a leak: the route stays blocked through the opening until the company
    it was dealt to begins its first turn."""
    seed = next(s for s in range(200) if _setup_leak_holder(s) not in (-1, None))
    state = new(3, seed, LEAKS)
    route = max(range(16), key=lambda r: state.blocked[r])
    holder = state.blocked[route]
    for company in range(3):
        play(state, "keep " + ",".join(map(str, state.dealt[company])), company)
    while state.current != holder:
        assert state.blocked[route] == holder
        play(state, "blind")
        play(state, "blind")
    assert state.blocked[route] == -1


def _setup_leak_holder(seed: int) -> int | None:
    """The company a set-up leak blocks a route for (None: no leak at the set-up), where it is
    not the start company."""
    state = new(3, seed, LEAKS)
    holders = [holder for holder in state.blocked if holder >= 0]
    if not holders:
        return None
    return -1 if holders[0] == state.start_company else holders[0]


def test_without_the_rule_there_are_no_leak_cards() -> None:
    """The pile holds only pipe cards, nothing is ever blocked."""
    state = new(3, 5)
    assert LEAK not in state.pile and state.blocked == [-1] * 16


def test_a_leak_with_no_free_route_left_blocks_nothing() -> None:
    """Every route laid: the leak card still leaves the game, no route is blocked."""
    owners = {route: route % 4 for route in range(16)}
    state = table(4, options=LEAKS, owners=owners, pile_top=["leak", "rot", "rot"])
    events = play(state, "blind")
    assert events[0].to_dict() == {"kind": "leak_struck", "company": 0, "route": -1}
    assert state.leaks_gone == 1 and state.blocked == [-1] * 16
    reloaded(state)


def test_a_leak_in_the_first_display_blocks_until_the_start_company_begins() -> None:
    """Laying out the first Rohrlager meets a leak: the start company drew it (not company 0
    nor the last one dealt to), and the route stays blocked through the opening until the
    start company begins the first turn."""
    seed = next(s for s in range(200) if _display_leak(s) is not None)
    route = _display_leak(seed)
    state = new(3, seed, LEAKS)
    start = state.start_company
    assert start == 1 and state.blocked[route] == start
    for company in (1, 0):
        play(state, "keep " + ",".join(map(str, state.dealt[company])), company)
        assert state.blocked[route] == start
    events = play(state, "keep " + ",".join(map(str, state.dealt[2])), 2)
    assert {"kind": "route_unblocked", "route": route} in [e.to_dict() for e in events]
    assert state.current == start and state.blocked[route] == -1


def _display_leak(seed: int) -> int | None:
    """The route a leak blocks while the first Rohrlager is laid out, for a set-up of three
    companies started by company 1 with no leak dealt into a hand (None: no such set-up)."""
    state = SpeedpipeState(GAME, 3, GAME.resolve_options(LEAKS), new_rng(seed), fixture_map())
    events: list[Event] = []
    state.set_up(events)
    dealt = kinds(events).index("cards_dealt")
    dealing = [e for e in events[:dealt] if e.kind == "leak_struck"]
    laying = [e.to_dict()["route"] for e in events[dealt:] if e.kind == "leak_struck"]
    if state.start_company != 1 or dealing or len(laying) != 1 or laying[0] < 0:
        return None
    return laying[0]
