"""The fields the client lights up for a building: green (allowed), yellow (only with a
tunnel), blue (swap), and the buildings that may be torn down; the same fields the legal moves
name, kind by kind."""

from __future__ import annotations

import pytest

from game.rules.speedtycoon.building_fields import (
    PLANUNG,
    ZU_BAUEN,
    building_fields,
    may_tear_down,
    removable_fields,
)
from game.rules.speedtycoon.empire import HEADQUARTERS_FIELD
from game.rules.speedtycoon.moves import Build, Swap, TearDown
from game.rules.speedtycoon.state import ACTION, PLACE, SpeedtycoonState
from tests.rules.speedtycoon.random_play import TABLES, random_turns
from tests.rules.speedtycoon.scenario import building, table

# Tables with Tunnel & Brücken: the tycoon ones and the modern one with tunnels.
TUNNEL_TABLES = [
    index for index, (_p, options) in enumerate(TABLES) if options["mode"] != "klassisch"
]


def _named(state: SpeedtycoonState, player: int, kind: type, building: int) -> set[tuple[int, int]]:
    """The fields the player's legal moves of a kind name for a building."""
    return {
        move.field
        for move in state.legal_moves(player)
        if type(move) is kind and move.building == building
    }


def _check_position(state: SpeedtycoonState) -> int:
    """Compares every seat's fields with its legal moves; returns how many buildings it checked."""
    checked = 0
    for player in range(state.players):
        waiting = list(state.to_place) if state.phase == PLACE and state.placer == player else []
        if state.lobby_pending[player] >= 0:
            waiting.append(state.lobby_pending[player])
        for thing in waiting + list(state.planning[player]):
            fields = building_fields(state, player, thing)
            builds = _named(state, player, Build, thing)
            swaps = _named(state, player, Swap, thing)
            lit = set(fields.allowed) | set(fields.with_tunnel)
            assert not set(fields.allowed) & set(fields.with_tunnel)
            if fields.now:
                assert lit == builds
                assert set(fields.swaps) == swaps
            else:
                assert not builds and not swaps
            if fields.source == ZU_BAUEN:
                assert fields.swaps == ()
            checked += 1
        tear_downs = {move.field for move in state.legal_moves(player) if type(move) is TearDown}
        if state.phase == ACTION and state.acting == player:
            assert set(removable_fields(state, player)) == tear_downs
        else:
            assert not tear_downs
        assert not may_tear_down(state, player, HEADQUARTERS_FIELD)
    return checked


@pytest.mark.parametrize("index", range(len(TABLES)))
def test_the_lit_fields_are_the_fields_the_legal_moves_name(index: int) -> None:
    """Random games: at every position, for every building waiting or planned, green and yellow
    together are the Build moves' fields, blue the Swap moves', and the tear-down fields the
    TearDown moves' (all only while the player may make them; none otherwise)."""
    players, options = TABLES[index]
    checked = 0
    for seed in range(2):
        for state, player, move in random_turns(players, options, 500 + 10 * index + seed):
            checked += _check_position(state)
            state.play(player, move)
    assert checked


@pytest.mark.parametrize("index", TUNNEL_TABLES)
def test_a_yellow_field_spends_a_tunnel_and_a_green_one_does_not(index: int) -> None:
    """Building on a yellow field takes a tunnel from the supply, on a green one it does not:
    played on a copy for every lit field of every waiting building."""
    players, options = TABLES[index]
    yellow = 0
    for state, player, move in random_turns(players, options, 900 + index):
        if state.phase == PLACE:
            placer = state.placer
            for thing in state.to_place:
                fields = building_fields(state, placer, thing)
                for field in fields.allowed + fields.with_tunnel:
                    twin = state.copy()
                    twin.play(placer, Build(thing, field))
                    spent = state.tunnels_left[placer] - twin.tunnels_left[placer]
                    assert spent == (1 if field in fields.with_tunnel else 0)
                yellow += len(fields.with_tunnel)
        state.play(player, move)
    assert yellow


def test_a_field_where_only_highways_meet_is_yellow_with_tunnels_and_dark_without() -> None:
    """Below a Logistik 7 (highway south) a Logistik 5 (highway north) meets highway against
    highway only: yellow with Tunnel & Brücken, not lit without; beside the headquarters it is
    green either way."""
    north_5, south_7 = building("logistik", 5, "N"), building("logistik", 7, "S")
    for options, yellow in (({"mode": "eigene", "tunnel": "on"}, ((0, 2),)), (None, ())):
        state = table(2, options=options, empires={0: {(0, 1): south_7}}, planning={0: [north_5]})
        fields = building_fields(state, 0, north_5)
        assert fields.source == PLANUNG and fields.now
        assert fields.with_tunnel == yellow
        assert (0, 2) not in fields.allowed
        assert (1, 0) in fields.allowed


def test_the_headquarters_is_never_torn_down_and_other_buildings_are_asked_for() -> None:
    """The Konzernzentrale may never go; a building beside it may; a building neither waiting
    nor planned is refused in words."""
    free = building("logistik", 8)
    state = table(3, empires={0: {(1, 0): free}})
    assert removable_fields(state, 0) == ((1, 0),)
    assert may_tear_down(state, 0, (1, 0))
    assert not may_tear_down(state, 0, HEADQUARTERS_FIELD)
    assert not may_tear_down(state, 0, (5, 5))
    with pytest.raises(ValueError, match="neither waits to be built"):
        building_fields(state, 0, free)
    with pytest.raises(ValueError, match="no player"):
        building_fields(state, 7, free)
