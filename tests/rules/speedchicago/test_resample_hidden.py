"""Redrawing hidden cards: the twin loads, looks the same to its viewer, and Zurück still works."""

from __future__ import annotations

import random

from game.rules.speedchicago import SpeedchicagoState

from .scenario import GAME, play, position, saved

SHARED = {"card_pile": "shared"}


def overtime_in_a_hand_of_five() -> SpeedchicagoState:
    """Company 0 (shared pile) has played Überstunden from a hand of five this turn."""
    state = position(
        3,
        options=SHARED,
        hands={0: ["ueberstunden", "kletterseil", "schraegzug", "ueberstunden", "pressefoto"]},
        foremen={"b2": 0, "f2": 1, "d4": 2},
    )
    play(state, "play ueberstunden")
    return state


def test_a_card_played_since_the_snapshot_goes_back_into_the_redrawn_hand() -> None:
    """Whatever hand is drawn for the acting company, its save loads (the steps replay) and
    taking the card back returns it to that hand: duplicates of the shared pile included."""
    state = overtime_in_a_hand_of_five()
    seen_duplicates = 0
    for seed in range(60):
        twin = state.resample_hidden(1, random.Random(seed))
        assert twin.view(1) == state.view(1)
        loaded = GAME.state_from_dict(saved(twin))
        assert loaded == twin
        hand = list(twin.hands[0])
        seen_duplicates += "ueberstunden" in hand[:-1]
        play(twin, "undo")
        assert twin.card_played == "" and twin.ap == 5
        assert sorted(twin.hands[0]) == sorted([*hand, "ueberstunden"])
    # The case that needs care: the redrawn hand holds another Überstunden before its last card.
    assert seen_duplicates


def test_the_viewer_keeps_his_own_snapshot() -> None:
    """The acting company's own hand is not redrawn for itself, nor is its Zurück snapshot."""
    state = overtime_in_a_hand_of_five()
    twin = state.resample_hidden(0, random.Random(3))
    assert twin.hands[0] == state.hands[0]
    assert twin.undo_base is not None and state.undo_base is not None
    assert twin.undo_base[5][0] == state.undo_base[5][0]
