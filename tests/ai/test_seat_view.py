"""Computers see only what their seat sees (DESIGN.md, Tests).

Over sampled positions of every game (seeded random playouts, stopped early, midway and late):
- resample_hidden depends only on the seat's view: a state and its own resampled twin (the same
  view, other hidden parts) give the same world for the same random generator;
- a bot of every strength with a fixed seed chooses the same move in a state and in a twin drawn
  for its own seat. A bot that reads a hidden card, the order of a pile or the state's own random
  generator fails it. Every bot but random runs with an iteration cap, never a clock.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from game.ai.arena import load_bots
from game.ai.base import STRENGTHS, RandomBot
from game.ai.registry import make_bot
from game.rules import Move, State, get_game
from game.rules.core import state_hash


@dataclass(frozen=True)
class Table:
    """One game's table to sample positions from: seats, options and the seeds played."""

    game: str
    players: int
    options: tuple[tuple[str, str], ...] = ()
    seeds: tuple[int, ...] = (1, 2)

    def __str__(self) -> str:
        options = ",".join(f"{name}={value}" for name, value in self.options)
        return f"{self.game}-{self.players}{'-' + options if options else ''}"


TABLES = (
    Table("speedstocks", 4),
    Table("speedstocks", 3, (("special", "on"),)),
    Table("speedpipe", 4),
    Table("speedpipe", 3, (("map", "petronia"),)),
    Table("speedchicago", 4),
    Table("speedchicago", 3, (("card_pile", "shared"),)),
    Table("speedchicago", 2, (("variant", "profi"),)),
    Table("tycoon", 4),
    Table("tycoon", 3),
    Table("speedtycoon", 4),
    Table("speedtycoon", 3, (("mode", "tycoon"),)),
)
# Where in a random game positions are taken: shares of its length.
STAGES = (0.15, 0.5, 0.8)
# Iteration caps of every strength but random (worlds; Speedchicago: positions weighed), so that
# no bot thinks by the clock, and small, so that the check runs fast: the same cap in both
# questions is what matters.
CAP = 3
CHICAGO_CAP = 200
# The seed of every bot asked, and of the twins and worlds drawn.
BOT_SEED = 5
TWIN_SEED = 17
WORLD_SEED = 99


def positions(table: Table) -> list[tuple[str, State]]:
    """States at the stages of seeded random games of this table, named for the failure."""
    game = get_game(table.game)
    options = dict(table.options)
    found: list[tuple[str, State]] = []
    for seed in table.seeds:
        moves = []
        state = game.new_state(table.players, seed, options)
        bot = RandomBot(seed)
        while not state.is_terminal():
            seat = state.to_act()[0]
            move = bot.choose(state, seat)
            moves.append((seat, move))
            state.apply(seat, move)
        # After the first move too: a choice made at once by all (hidden till all chose).
        stops = {1} | {int(share * len(moves)) for share in STAGES}
        state = game.new_state(table.players, seed, options)
        for index, (seat, move) in enumerate(moves):
            if index in stops:
                found.append((f"seed {seed}, move {index}", state.copy()))
            state.apply(seat, move)
    return found


def cap_for(game: str, strength: str) -> int | None:
    """The iteration cap a strength is asked with in this check."""
    if strength == "random":
        return None
    return CHICAGO_CAP if game == "speedchicago" else CAP


def tables() -> list[object]:
    """Every table as a test parameter."""
    return [pytest.param(table, id=str(table)) for table in TABLES]


def tables_and_strengths() -> list[object]:
    """Every table with every bot strength as a test parameter."""
    return [
        pytest.param(table, strength, id=f"{strength}-{table}")
        for table in TABLES
        for strength in STRENGTHS
    ]


@pytest.mark.parametrize("table", tables())
def test_resample_hidden_depends_only_on_the_seats_view(table: Table) -> None:
    for where, state in positions(table):
        for seat in range(state.players):
            twin = state.resample_hidden(seat, random.Random(TWIN_SEED))
            assert twin.view(seat) == state.view(seat), f"{where}: the twin shows seat {seat} more"
            world = state.resample_hidden(seat, random.Random(WORLD_SEED))
            again = twin.resample_hidden(seat, random.Random(WORLD_SEED))
            assert state_hash(world) == state_hash(again), (
                f"{table} {where}: seat {seat}'s worlds differ between two states it cannot "
                "tell apart"
            )


@pytest.mark.parametrize(("table", "strength"), tables_and_strengths())
def test_a_bot_chooses_the_same_in_a_state_and_its_twin(table: Table, strength: str) -> None:
    load_bots(table.game)
    cap = cap_for(table.game, strength)
    for where, state in positions(table):
        seat = state.to_act()[0]
        if len(state.legal_moves(seat)) < 2:
            continue
        twin = state.resample_hidden(seat, random.Random(TWIN_SEED))
        chosen = make_bot(table.game, strength, BOT_SEED, None, cap).choose(state.copy(), seat)
        in_twin = make_bot(table.game, strength, BOT_SEED, None, cap).choose(twin, seat)
        assert chosen.text() == in_twin.text(), (
            f"{table} {where}: the {strength} bot on seat {seat} chose {chosen.text()!r}, "
            f"but {in_twin.text()!r} where only what it cannot see was drawn anew"
        )


class PeekingBot(RandomBot):
    """Reads the whole state, hidden parts included: the kind of bot the check must catch."""

    def choose(self, state: State, player: int) -> Move:
        """A legal move picked by the fingerprint of the whole state."""
        moves = state.legal_moves(player)
        return moves[int(state_hash(state), 16) % len(moves)]


@pytest.mark.parametrize("table", [table for table in TABLES if table.players > 2], ids=str)
def test_a_bot_that_reads_hidden_parts_is_caught(table: Table) -> None:
    differing = 0
    for _, state in positions(table):
        seat = state.to_act()[0]
        twin = state.resample_hidden(seat, random.Random(TWIN_SEED))
        if PeekingBot(0).choose(state, seat) != PeekingBot(0).choose(twin, seat):
            differing += 1
    assert differing >= 1
