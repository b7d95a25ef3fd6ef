"""Tycoon's fair seats, its styles and the order of its strengths, held on fixed seeds (slow).

Every series is played on fixed seeds, strong computers with a cap of worlds (never a clock).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from game.ai.arena import Match, labelled_bot
from game.ai.base import Bot
from game.ai.tycoon.evaluation import evaluate
from game.ai.tycoon.normal import NormalBot
from game.ai.tycoon.plans import TurnPlan
from game.ai.tycoon.strong import StrongBot
from game.ai.tycoon.styles import lineup_of
from game.ai.tycoon.weights import STYLES
from game.rules.core import Move
from game.rules.registry import get_game
from game.rules.tycoon.state import TycoonState

GAME = "tycoon"


@dataclass
class Tally:
    """Wins (shared firsts split) by start position and by label (a strength or a
    style) over a series of games."""

    games: int = 0
    start_wins: list[float] = field(default_factory=list)
    label_wins: dict[str, float] = field(default_factory=dict)
    label_seats: dict[str, int] = field(default_factory=dict)
    # Per label: its score less the mean score of the other seats, summed over its seats.
    label_margin: dict[str, float] = field(default_factory=dict)

    def start_shares(self) -> list[float]:
        """Each start position's share of wins (1: the start player of round 1)."""
        return [wins / self.games for wins in self.start_wins]

    def share_of(self, label: str) -> float:
        """The share of games a label won."""
        return self.label_wins.get(label, 0.0) / self.games

    def margin_of(self, label: str) -> float:
        """How many millions a label's seat ended above the mean of the other seats, on
        average."""
        return self.label_margin.get(label, 0.0) / max(1, self.label_seats.get(label, 0))


def series(lineups: Sequence[Sequence[str]], seed: int, worlds: int | None = None) -> Tally:
    """One game per lineup (a strength or a style per seat) with seeds from seed on."""
    tally = Tally()
    for index, lineup in enumerate(lineups):
        players = len(lineup)
        if not tally.start_wins:
            tally.start_wins = [0.0] * players
        bots: list[Bot] = []
        for seat, label in enumerate(lineup):
            bot_seed = seed * 1000 + index * 10 + seat
            if label in STYLES:
                bots.append(NormalBot(seed=bot_seed, style=label))
            else:
                # A label may carry its own cap of worlds: "strong@12".
                bots.append(labelled_bot(GAME, label, bot_seed, max_iterations=worlds))
        match = Match(get_game(GAME), players, seed * 100003 + index, bots)
        start = match.state.start_player  # type: ignore[attr-defined]
        result = match.run()
        assert result.outcome is not None, result.error
        winners = result.outcome.winners
        scores = result.outcome.scores
        tally.games += 1
        for seat in range(players):
            position = (seat - start) % players
            if seat in winners:
                tally.start_wins[position] += 1.0 / len(winners)
                tally.label_wins[lineup[seat]] = tally.label_wins.get(
                    lineup[seat], 0.0
                ) + 1.0 / len(winners)
            tally.label_seats[lineup[seat]] = tally.label_seats.get(lineup[seat], 0) + 1
            others = [score for other, score in enumerate(scores) if other != seat]
            tally.label_margin[lineup[seat]] = tally.label_margin.get(lineup[seat], 0.0) + (
                scores[seat] - sum(others) / len(others)
            )
    return tally


def rotated(lineup: Sequence[str], games: int) -> list[list[str]]:
    """The lineup rotated by one seat each game."""
    size = len(lineup)
    return [list(lineup[i % size :]) + list(lineup[: i % size]) for i in range(games)]


# ---- fair seats ------------------------------------------------------------------------------

# Games of normal computers per table size, and how far below and above its fair share a start
# position's share of wins may lie on these seeds. At two and five the bands are the targets of
# issue 21 (50 +- 4 %, 20 +- 5 %), met over 800 games with the compensation at the start
# (docs, Eigene Festlegungen y); on these seeds the compensation is what keeps them: without it
# the first round's start player at two won 56.0 % of the 240 games and the fifth position at five
# 29.0 % of the 150. At four (no compensation, 24.9 / 23.8 / 23.3 / 28.1 % over 800 games) 72
# games scatter by 5 points, so that its band is a coarse guard: the seat before the start player,
# who ends the first round, is the one most ahead. (Four has fewer games than before and styles
# fewer below, so that these tests together take no longer than before.)
SEAT_GAMES = {2: 240, 4: 72, 5: 150}
BELOW = {2: 0.04, 4: 0.09, 5: 0.05}
ABOVE = {2: 0.04, 4: 0.12, 5: 0.05}


@pytest.mark.slow
@pytest.mark.parametrize("players", sorted(SEAT_GAMES))
def test_every_start_position_wins_its_fair_share(players: int) -> None:
    """Among normal computers every start position wins near its fair share (the start player
    passes on every round; at two and five the compensation at the start evens the first
    round)."""
    tally = series(rotated(["normal"] * players, SEAT_GAMES[players]), seed=21)
    fair = 1.0 / players
    shares = tally.start_shares()
    assert all(fair - BELOW[players] <= share <= fair + ABOVE[players] for share in shares), shares


# ---- styles ----------------------------------------------------------------------------------

# A multiple of the twelve games in which every style meets every seat and table.
STYLE_GAMES = 96


@pytest.mark.slow
def test_no_style_dominates_and_every_style_wins() -> None:
    """Normal computers of the three styles (hotels, factories, travel), four seats, every style
    at every table: none wins more than 40 % of the games and each at least 15 %."""
    tally = series([lineup_of(index, 4) for index in range(STYLE_GAMES)], seed=22)
    shares = {key: tally.share_of(key) for key in STYLES}
    assert all(0.15 <= share <= 0.40 for share in shares.values()), shares


# ---- strengths -------------------------------------------------------------------------------

# Normal against three easy computers, its seat rotating.
NORMAL_GAMES = 100
# Strong against three normal computers at a small cap of worlds a turn plan (its own default is
# DEFAULT_WORLDS, 12; the cap keeps the test short and free of the clock).
STRONG_GAMES = 16
STRONG_WORLDS = 6


@pytest.mark.slow
def test_normal_wins_a_third_against_three_easy() -> None:
    """Normal against three easy computers wins clearly more than the quarter a fair seat
    would."""
    tally = series(rotated(["normal", "easy", "easy", "easy"], NORMAL_GAMES), seed=23)
    assert tally.share_of("normal") >= 0.33, tally.label_wins


@pytest.mark.slow
def test_strong_wins_a_third_against_three_normal() -> None:
    """Strong, even at a few worlds a plan, against three normal computers wins at least a
    third of the games."""
    tally = series(
        rotated(["strong", "normal", "normal", "normal"], STRONG_GAMES), 24, STRONG_WORLDS
    )
    assert tally.share_of("strong") >= 0.33, tally.label_wins


# Strong against three easy computers at the same small cap.
STRONG_EASY_GAMES = 16


@pytest.mark.slow
def test_strong_wins_half_against_three_easy() -> None:
    """Strong at a few worlds a plan against three easy computers wins well over a fair
    quarter (the target at its own budget is half)."""
    tally = series(
        rotated(["strong", "easy", "easy", "easy"], STRONG_EASY_GAMES), 25, STRONG_WORLDS
    )
    assert tally.share_of("strong") >= 0.40, tally.label_wins


# Twice the worlds, judged where it matters: in the turns of games of strong computers where
# strong with the simple number of worlds would plan otherwise than strong with twice as many,
# both plans are played to the game's end by normal computers on the same worlds. (A series of
# games at one table cannot tell the two apart in a test: they choose alike in most turns, and 16
# games scattered by more than the difference.)
TWICE_GAMES = 3
SIMPLE_WORLDS = 3
# Worlds each pair of plans is played to the end on.
JUDGED_WORLDS = 8


@dataclass
class DifferentPlans:
    """A turn where twice the worlds and the simple number planned otherwise."""

    state: TycoonState
    player: int
    twice: TurnPlan
    simple: TurnPlan


class TwinnedStrongBot(StrongBot):
    """Strong with twice the worlds that notes every turn its twin with the simple number
    would plan otherwise."""

    def __init__(self, seed: int, found: list[DifferentPlans]) -> None:
        super().__init__(seed=seed, max_iterations=2 * SIMPLE_WORLDS)
        # Its own seed, so that the twin's worlds are not the first half of the bot's.
        self.twin = StrongBot(seed=seed + 5000, max_iterations=SIMPLE_WORLDS)
        self.found = found

    def plan_turn(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> TurnPlan:
        """Twice the worlds' plan; the twin's noted beside it where it differs."""
        plan = super().plan_turn(state, player, moves)
        simple = self.twin.plan_turn(state, player, moves)
        if simple.steps != plan.steps:
            self.found.append(DifferentPlans(state.copy(), player, plan, simple))
        return plan


def played_to_the_end(world: TycoonState, player: int, plan: TurnPlan, index: int) -> float:
    """The player's final standing (the search's evaluation) after the plan, with normal
    computers playing every seat from there."""
    state = world.copy()
    for step in plan.steps:
        state.apply(player, step)
    bots = [NormalBot(seed=index * 10 + seat) for seat in range(state.players)]
    while not state.is_terminal():
        for seat in state.to_act():
            state.play(seat, bots[seat].choose(state, seat))
    return evaluate(state, player)


@pytest.mark.slow
def test_twice_the_worlds_plans_no_worse_than_the_simple_number() -> None:
    """Where strong with twice the worlds plans otherwise than with the simple number, its
    plans end no worse when played out (at most one and a half millions below, on
    average)."""
    found: list[DifferentPlans] = []
    for game in range(TWICE_GAMES):
        bots: list[Bot] = [TwinnedStrongBot(26000 + game * 10 + seat, found) for seat in range(4)]
        result = Match(get_game(GAME), 4, 2600 + game, bots).run()
        assert result.outcome is not None, result.error
    assert len(found) >= 40, len(found)
    gains: list[float] = []
    for index, turn in enumerate(found):
        rng = random.Random(index)
        gain = 0.0
        for world_index in range(JUDGED_WORLDS):
            world = turn.state.resample_hidden(turn.player, rng)
            gain += played_to_the_end(world, turn.player, turn.twice, world_index)
            gain -= played_to_the_end(world, turn.player, turn.simple, world_index)
        gains.append(gain / JUDGED_WORLDS)
    assert sum(gains) / len(gains) >= -1.5, (sum(gains) / len(gains), len(gains))
