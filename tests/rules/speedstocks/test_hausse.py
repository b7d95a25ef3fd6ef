"""Hausse: after turn 10, with 20 % chance, five more stocks each and the round goes to turn 15."""

from __future__ import annotations

import random

import pytest

from game.rules import get_game
from game.rules.speedstocks import events as ev

from .scenario import FixedRandom, kinds, of_kind, play_turn, table

GAME = get_game("speedstocks")
ROWS = [[2], [30], [60], [90]]


def _at_turn_ten(special: bool = True, variant: str = "klassisch", draw: float = 0.0):
    """Two players at turn 10 with one stock each; the Hausse draw gives `draw`."""
    hands = [[3], [31]] if variant == "klassisch" else [[3], [5]]
    rows = ROWS if variant == "klassisch" else [[2], [4], [6], [8]]
    state = table(
        rows, hands, {3: "split"} if special else None, special=special, variant=variant, turn=10
    )
    state.rng = FixedRandom(draw)
    return state


def test_hausse_comes_after_turn_ten_before_the_bilanz() -> None:
    """Jeder bekommt 5 weitere Aktien, die Runde geht bis Zug 15; drawn stocks keep their
    symbols (eigene Festlegung j: the draw comes after turn 10, before the Bilanz)."""
    state = _at_turn_ten()
    pile_top = state.deck[-10:]
    state.symbols[pile_top[-1]], state.symbols[pile_top[0]] = 4, 6  # long_nachher, short_nachher
    symbols = state.symbols[:]
    events = play_turn(state, [3, 31])
    assert kinds(events)[-1] == "hausse_came" and not of_kind(events, "round_scored")
    assert of_kind(events, "hausse_came") == [ev.HausseCame(5, 15)]
    assert state.hands == [sorted(pile_top[5:]), sorted(pile_top[:5])]
    assert state.turn == 11 and state.last_turn == 15 and state.hausse
    assert state.symbols == symbols
    drawn = {card["stock"]: card["symbol"] for card in state.view(0)["hand"]}
    assert drawn[pile_top[-1]] == "long_nachher"
    assert {card["stock"]: card["symbol"] for card in state.view(1)["hand"]}[pile_top[0]] == (
        "short_nachher"
    )


def test_at_most_one_hausse_a_round() -> None:
    """Höchstens einmal je Runde: after turn 15 the Bilanz follows even with a lucky draw."""
    state = _at_turn_ten()
    play_turn(state, [3, 31])
    events: list = []
    for _turn in range(11, 16):
        events += play_turn(state, [state.hands[0][0], state.hands[1][0]])
        if state.phase == "kurssturz":
            events += state.play(state.to_act()[0], state.legal_moves(state.to_act()[0])[0])
    assert len(of_kind(events, "stocks_revealed")) == 5
    assert not of_kind(events, "hausse_came")
    assert [e.kind for e in events].count("round_scored") == 1
    assert state.round == 2 and state.turn == 1 and not state.hausse and state.last_turn == 10


def test_no_hausse_before_turn_ten() -> None:
    """The draw happens only after the tenth turn."""
    state = table(ROWS, [[3, 4], [31, 32]], turn=9)
    state.rng = FixedRandom(0.0)
    events = play_turn(state, [3, 31])
    assert not of_kind(events, "hausse_came") and state.turn == 10 and state.last_turn == 10


@pytest.mark.parametrize(
    ("special", "variant", "draw"),
    [(True, "klassisch", 0.2), (False, "klassisch", 0.0), (True, "taktik", 0.0)],
)
def test_no_hausse_on_a_failed_draw_without_sonderregeln_or_in_taktik(
    special: bool, variant: str, draw: float
) -> None:
    """20 % means a draw below 0.2; never without the Sonderregeln; never in the Taktik variant."""
    state = _at_turn_ten(special, variant, draw)
    events = play_turn(state, [state.hands[0][0], state.hands[1][0]])
    assert not of_kind(events, "hausse_came")
    assert of_kind(events, "round_scored") and state.round == 2


def test_the_hausse_comes_in_about_one_round_of_five() -> None:
    """Mit 20 % Wahrscheinlichkeit: counted over a few hundred seeded rounds."""
    rounds = hausses = 0
    for seed in range(150):
        state = GAME.new_state(4, seed, {"special": "on"})
        rng = random.Random(seed)
        while not state.is_terminal():
            (player, *_rest) = state.to_act()
            moves = state.legal_moves(player)
            for event in state.play(player, moves[rng.randrange(len(moves))]):
                rounds += event.kind == "round_scored"
                hausses += event.kind == "hausse_came"
    assert rounds > 400
    assert 0.15 < hausses / rounds < 0.25
