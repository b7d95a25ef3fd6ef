"""Aufbau: foremen on free foundation stones in seat order, the last placer's photographer, and the
Profi foundation stones laid in turn with their spacing (determination E)."""

from __future__ import annotations

import random

import pytest

from game.rules import IllegalMoveError
from game.rules.speedchicago import events as ev

from .scenario import GAME, at, legal, names, of_kind, play

STONES = ["b2", "f2", "d4", "h4", "a5", "e5", "c7", "g7"]


def test_each_company_in_seat_order_puts_a_foreman_on_a_free_foundation_stone() -> None:
    """Reihum stellt jeder einen Vorarbeiter auf einen freien Grundstein."""
    state = GAME.new_state(4, 2)
    assert state.phase == "foremen"
    placed: list[str] = []
    for company, stone in enumerate(("e5", "b2", "g7", "d4")):
        assert state.to_act() == (company,)
        assert legal(state) == [f"place {name}" for name in STONES if name not in placed]
        events = play(state, f"place {stone}")
        assert events == [ev.ForemanPlaced(company, at(stone))]
        placed.append(stone)
    assert [state.figures[at(stone)] for stone in placed] == [0, 1, 2, 3]


def test_a_foreman_goes_on_no_taken_stone_and_no_other_field() -> None:
    """Also jeder in ein anderes Haus: a taken stone or a ground field is refused in words."""
    state = GAME.new_state(3, 2)
    play(state, "place d4")
    before = state.to_dict()
    for text in ("place d4", "place c4", "photo b2", "build 1 c4"):
        with pytest.raises(IllegalMoveError, match="not possible now"):
            play(state, text)
    assert state.to_dict() == before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_placer_puts_the_photographer_on_a_free_foundation_stone(players: int) -> None:
    """Wer zuletzt gesetzt hat, stellt den Fotografen auf einen freien Grundstein."""
    state = GAME.new_state(players, 4)
    for stone in STONES[:players]:
        play(state, f"place {stone}")
    assert state.phase == "photographer"
    assert state.to_act() == (players - 1,)
    assert legal(state) == [f"photo {name}" for name in STONES[players:]]
    with pytest.raises(IllegalMoveError):
        play(state, f"photo {STONES[0]}")
    events = play(state, "photo g7")
    assert events[0] == ev.PhotographerSent(players - 1, -1, at("g7"))
    assert state.photographer == at("g7") and state.figures[at("g7")] == 4
    assert state.phase == "turn" and state.to_act() == (0,)
    assert state.reserve == [5] * players
    assert of_kind(events, "turn_started") == [ev.TurnStarted(0, 1891, 0, 5)]


def test_profi_companies_lay_the_eight_stones_in_turn() -> None:
    """Profi: Ihr legt die acht Grundsteine reihum selbst, ab dem ersten Platz."""
    state = GAME.new_state(3, 5, {"variant": "profi"})
    assert state.phase == "stones" and state.foundations == [] and sum(state.heights) == 0
    layers = []
    for stone in ("a1", "d1", "g1", "b4", "e4", "h5", "c7", "f8"):
        layers.append(state.acting)
        events = play(state, f"stone {stone}")
        assert events[0] == ev.StoneLaid(layers[-1], at(stone))
        assert state.heights[at(stone)] == 1
    assert layers == [0, 1, 2, 0, 1, 2, 0, 1]
    assert names(state.foundations) == ["a1", "d1", "g1", "b4", "e4", "h5", "c7", "f8"]
    assert state.houses.area == (1,) * 8
    assert state.supply == 84
    assert state.phase == "foremen" and state.to_act() == (0,)
    assert legal(state)[0] == "place a1"


def test_profi_stones_keep_three_fields_in_their_row_and_column() -> None:
    """Im selben Strang mindestens 3 Felder bis zum nächsten: b2 and e2 may, b2 and d2 may not;
    other rows and columns are free."""
    state = GAME.new_state(2, 5, {"variant": "profi"})
    play(state, "stone b2")
    fields = {text.split()[1] for text in legal(state)}
    assert {"e2", "f2", "b5", "b8", "c3", "a1", "c1", "h8"} <= fields
    assert not {"a2", "c2", "d2", "b1", "b3", "b4", "b2"} & fields
    for text in ("stone d2", "stone b4", "stone b2"):
        with pytest.raises(IllegalMoveError, match="at least 3 fields"):
            play(state, text)
    play(state, "stone e2")
    assert not {"c2", "d2", "f2", "g2", "e1", "e3", "e4"} & {
        text.split()[1] for text in legal(state)
    }
    assert "h2" in {text.split()[1] for text in legal(state)}


def test_profi_stone_laying_never_runs_out_of_fields() -> None:
    """Whatever the companies lay, an eighth stone always has a legal field."""
    for seed in range(6):
        state = GAME.new_state(4, seed, {"variant": "profi"})
        rng = random.Random(seed)
        while state.phase == "stones":
            options = legal(state)
            assert options
            play(state, rng.choice(options))
        assert len(state.foundations) == 8
