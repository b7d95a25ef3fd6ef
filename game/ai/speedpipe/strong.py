"""The strong Speedpipe bot: normal's best turn moves, played on in the head.

Normal ranks the turn's moves; the best few distinct ones (FINALISTS, within MARGIN of the
best) are played on determinized worlds (resample_hidden): the move, the rest of the own turn
and two rounds of every company by the quick policy (rollout), then the position judged by the
evaluation (expected final points, less a part of the others' mean). The same worlds serve
every finalist. Normal's first choice stays unless another move beats it on the same worlds
by more than a small head start and surely (by SURE standard errors of the gain): single
worlds differ by many points where the means differ by less than one (whoever draws
otherwise gets other cards from the pile), so a noisy edge is no reason to leave normal's
choice, and a short think stays normal's. Near the end (NEAR_END own turns left) the
play-outs run to the game's end and the final scores judge them, with a bonus for the win;
then more of normal's moves are searched, whatever normal thinks of them, and with a smaller
head start. New contracts are kept alike: normal's best few keeps are played on for several
rounds on the same worlds, and normal's keep stays unless another beats it surely. The other
phases are left to normal's judgement.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from game.ai.appraisal import Appraisal, appraisal_of, single_moves
from game.ai.base import search_budget
from game.ai.speedpipe.choices import ranked_keeps
from game.ai.speedpipe.evaluation import evaluate
from game.ai.speedpipe.normal import NormalBot, ranked
from game.ai.speedpipe.outlook import rounds_left
from game.ai.speedpipe.rollout import ROUNDS, Plans, play_on
from game.ai.speedpipe.situation import situation_of
from game.rules.core import Move, State
from game.rules.speedpipe.moves import Lay
from game.rules.speedpipe.state import CONTRACTS, TURN, SpeedpipeState

# Default budget per decision: keeps the 95th percentile well below one and a half seconds.
DEFAULT_THINK_MS = 900.0
# Worlds played at most per decision when no cap is given.
DEFAULT_WORLDS = 60
# Normal's best moves searched away from the end (measured on seeds 1-25 against three normal,
# searching from five own turns left: 4 within 12 points 35.5 % of the wins, 6 within 16 38.5 %).
FINALISTS = 6
# Only moves normal scores within this much of its best are searched (a clear case stays clear).
MARGIN = 16.0
# Moves normal scores below this (routes that serve nothing, early) are never searched.
LOWEST = 8.0
# Normal's first choice is ahead by this many points before the search.
HEAD_START = 2.0
# Near the end the play-outs run on to the game's end (at most END_ROUNDS rounds), so the
# final scores judge them instead of the evaluation: from this many own turns left (measured
# on seeds 1-25 against three normal: from 3 turns 31.5 % of the wins, from 5 35.5 %, from 8
# 33.5 % at twice the cost; from 5 the clock cuts a few of these searches short).
NEAR_END = 5.0
END_ROUNDS = 6
# Near the end more of normal's moves are searched, whatever normal thinks of them, with a
# smaller head start (the play-outs to the end judge them well), and a play-out that ends the
# game counts a win (shared wins split) this many points on top of the points.
END_FINALISTS = 8
END_HEAD_START = 0.5
WIN = 12.0
# Another move replaces normal's first choice only when its gain on the same worlds, less
# the head start, exceeds this many standard errors of that gain (a short think stays
# normal's; a noisy edge is no reason to leave it).
SURE = 1.5
# New contracts to keep: normal's best few keeps are played on this many rounds on this share
# of the turn's worlds (the clock still rules; play-outs three times as long), and normal's
# choice stays unless another beats it surely. The others' replies to the contracts taken show
# only over several rounds.
KEEPS = 3
KEEP_ROUNDS = 6
KEEP_WORLDS = 0.5
# Worlds an appraisal plays (no clock).
APPRAISAL_WORLDS = 30


class StrongBot(NormalBot):
    """Normal's ranking, then flat Monte Carlo over the finalists, bounded by think_ms and by
    max_iterations (worlds). Without think_ms but with max_iterations it depends only on its
    seed."""

    strength = "strong"
    rollouts_done: int = 0  # play-outs run so far, one per finalist a world (bench reports it)
    # Appraisals are in points as the play-outs' evaluation counts them.
    unit = "points"
    appraisal_iterations = APPRAISAL_WORLDS

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds for one decision's search (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def decide(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """A turn move by search over normal's finalists, new contracts by search over normal's
        best keeps; other phases as normal."""
        if state.phase == CONTRACTS and len(moves) > 1:
            return self.keep(state, player, moves)
        if state.phase != TURN:
            return super().decide(state, player, moves)
        started = time.perf_counter()
        finalists, head_start = self.turn_finalists(state, player, moves)
        if len(finalists) == 1:
            return finalists[0]
        values = self.search(state, player, finalists, started)
        return finalists[sure_best(values, head_start)]

    def turn_finalists(
        self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]
    ) -> tuple[list[Move], float]:
        """Normal's best turn moves worth searching, normal's first choice first, and the head
        start that choice gets (smaller near the end, where more moves are searched)."""
        situation = situation_of(state, player)
        near = rounds_left(state) <= NEAR_END
        finalists: list[Move] = []
        order = ranked(state, player, moves, situation)
        most = END_FINALISTS if near else FINALISTS
        for score, move in order:
            if not near and (score < order[0][0] - MARGIN or (score < LOWEST and finalists)):
                break
            if move not in finalists:
                finalists.append(move)
            if len(finalists) >= most:
                break
        return finalists, END_HEAD_START if near else HEAD_START

    def keep(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """The new contracts to keep: normal's best keeps played on for a few rounds."""
        started = time.perf_counter()
        keeps = ranked_keeps(state, player, moves)[:KEEPS]
        worlds = max(1, int(self.budget()[1] * KEEP_WORLDS))
        values = self.search(state, player, keeps, started, KEEP_ROUNDS, worlds)
        return keeps[sure_best(values, HEAD_START)]

    def search(
        self,
        state: SpeedpipeState,
        player: int,
        moves: Sequence[Move],
        started: float,
        rounds: int | None = None,
        most_worlds: int | None = None,
    ) -> list[list[float]]:
        """Per move its play-out evaluation in each world played (at least one world); rounds
        and most_worlds: other than the turn's (two rounds, to the end near it; the cap)."""
        seconds, worlds = self.budget()
        if most_worlds is not None:
            worlds = min(worlds, most_worlds)
        values: list[list[float]] = [[] for _ in moves]
        played = 0
        rng = self.rng
        horizon = rounds_left(state)
        if rounds is None:
            rounds = END_ROUNDS if horizon <= NEAR_END else ROUNDS
        # The own plan is the same in every world (only the others' hidden parts differ).
        own = Plans()
        own.situation(state, player)
        while played < worlds:
            world = state.resample_hidden(player, rng)
            base = own.copy()
            for company in range(state.players):
                base.situation(world, company)
            for index, move in enumerate(moves):
                twin = world.copy()
                plans = base.copy()
                if type(move) is Lay:
                    plans.laid(twin, move.route, player)  # type: ignore[attr-defined]
                twin.apply(player, move)
                play_on(twin, player, plans, rounds)
                left = max(1.0, horizon - (twin.round - state.round))
                value = evaluate(twin, player, left, plans.full_plans(twin))
                if twin.is_terminal():
                    value += WIN * win_share(twin, player)
                values[index].append(value)
            played += 1
            self.rollouts_done += len(moves)
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return values

    def appraise(self, state: State, player: int, played: Sequence[Move] = ()) -> Appraisal | None:
        """A turn move or the new contracts to keep: the finalists the bot searches and the move
        played, on the same worlds as the bot searches them; the best is the bot's choice on
        them. None in the other phases (normal's judgement) and with a single choice."""
        assert isinstance(state, SpeedpipeState)
        if player not in state.to_act() or state.phase not in (TURN, CONTRACTS):
            return None
        moves = state.legal_moves(player)
        if len(moves) < 2:
            return None
        started = time.perf_counter()
        rounds: int | None = None
        most_worlds: int | None = None
        if state.phase == CONTRACTS:
            finalists = ranked_keeps(state, player, moves)[:KEEPS]
            head_start = HEAD_START
            rounds = KEEP_ROUNDS
            most_worlds = max(1, int(self.budget()[1] * KEEP_WORLDS))
        else:
            finalists, head_start = self.turn_finalists(state, player, moves)
        chosen = single_moves([*finalists, *played[:1]])
        candidates = [move for (move,) in chosen]
        values = self.search(state, player, candidates, started, rounds, most_worlds)
        best = finalists[sure_best(values[: len(finalists)], head_start)]
        means = {steps: sum(worlds) / len(worlds) for steps, worlds in zip(chosen, values)}
        return appraisal_of(self.unit, means, (best,), played or None)

    def continues(self, state: State, player: int, step: Move) -> bool:
        """A Speedpipe decision is a single move."""
        return False


def sure_best(values: Sequence[Sequence[float]], head_start: float) -> int:
    """The index of the move to make: normal's first choice (index 0) unless another beats it
    on the same worlds by more than the head start, and surely (its mean gain over the first,
    less the head start, is more than SURE standard errors of that gain); of those the one
    with the largest sure gain."""
    first = values[0]
    worlds = len(first)
    best, best_bound = 0, 0.0
    for index in range(1, len(values)):
        gains = [value - base for value, base in zip(values[index], first)]
        mean = sum(gains) / worlds
        spread = 0.0
        if worlds > 1:
            variance = sum((gain - mean) ** 2 for gain in gains) / (worlds - 1)
            spread = SURE * math.sqrt(variance / worlds)
        elif mean != 0.0:
            spread = math.inf
        bound = mean - head_start - spread
        if bound > best_bound:
            best, best_bound = index, bound
    return best


def win_share(state: SpeedpipeState, player: int) -> float:
    """The company's share of the win in a finished game (shared firsts split)."""
    places = state.placings()
    if places[player] != 1:
        return 0.0
    return 1.0 / places.count(1)
