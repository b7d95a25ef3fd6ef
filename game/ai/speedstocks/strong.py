"""The strong Speedstocks bot: plays each of its cards through to the end of the round in its head.

Flat Monte Carlo over determinised worlds: every world draws the others' hands anew from the
stocks the seat has not seen (their face-down choices back in their hands), and every hand card
is played out on that same world to the Bilanz, every seat choosing by the rollout policy. A
card's result is its bears against the others' mean; without the Sonderregeln a win counts
WIN_BEARS on top in a world whose round brings Börsenschluss. Without the Sonderregeln the
playouts run on plain lists (playout.py), many times faster than through the engine; with them
the engine plays the symbols out. The sums are blended with normal's counted risk of each card,
worth a few worlds, so that a short think does not pick at random among cards only the dice tell
apart.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ai.appraisal import Appraisal, appraisal_of
from game.ai.base import search_budget
from game.ai.speedstocks.bot import SpeedstocksBot
from game.ai.speedstocks.knowledge import count_stocks
from game.ai.speedstocks.normal import card_risk
from game.ai.speedstocks.rollout import play_round_out, reopen_choices, standing
from game.ai.speedstocks.search import best_index, play_out_cards
from game.rules.core import Move, State
from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW
from game.rules.speedstocks.state import KURSSTURZ, SpeedstocksState

# Default budget per decision: keeps the 95th percentile well below a second.
DEFAULT_THINK_MS = 600.0
# Worlds drawn at most per decision when no cap is given.
DEFAULT_WORLDS = 5000
# How many played-out worlds the counted risk of a move is worth: through the engine (few worlds
# a decision; measured: 30 to 150 play alike) and in the lean playouts (hundreds of worlds).
ENGINE_PRIOR_WORLDS = 50.0
LEAN_PRIOR_WORLDS = 10.0
# What a win is worth, in bears, in a played-out round that brings Börsenschluss: in the last
# round only the places count, not how many bears fewer.
WIN_BEARS = 15.0
# Worlds an appraisal plays (no clock): in the lean playouts enough that the advice and its
# values mostly agree (the counted risk blended in), through the engine (Sonderregeln, an
# exchange to take) as many as a short think plays; a review of a whole game takes seconds.
APPRAISAL_WORLDS = 400
APPRAISAL_ENGINE_WORLDS = 60


class StrongBot(SpeedstocksBot):
    """Flat Monte Carlo over resampled worlds, bounded by think_ms and by max_iterations.

    One iteration is one drawn world on which every candidate is played out. Without think_ms
    but with max_iterations the bot is fully determined by its seed.
    """

    strength = "strong"
    rollouts_done: int = 0  # playouts run so far, one per candidate a world (bench reports it)
    # Appraisals are in bears of the played-out round against the others' mean, negated (higher
    # is better), a win where the round ends the game counting WIN_BEARS.
    unit = "bears"
    appraisal_iterations = APPRAISAL_WORLDS

    def choose_stock(self, state: SpeedstocksState, player: int) -> int:
        """The hand stock with the best played-out result."""
        hand = state.hands[player]
        counting = count_stocks(state, player)
        risks = [card_risk(state, player, stock, counting) for stock in hand]
        if state.special:
            totals = self.engine_results(state, player, [CHOOSE[stock] for stock in hand])
            return hand[best_index(totals, risks, ENGINE_PRIOR_WORLDS)]
        seconds, worlds = self.budget()
        results = play_out_cards(state, player, self.rng, seconds, worlds, WIN_BEARS)
        self.rollouts_done += results.playouts
        return hand[best_index(results.totals, risks, LEAN_PRIOR_WORLDS)]

    def choose_row(self, state: SpeedstocksState, player: int) -> int:
        """The exchange whose taking plays out best: its bears now and the row's future."""
        bears = [float(state.row_bears(row)) for row in range(len(TAKE_ROW))]
        return best_index(self.engine_results(state, player, TAKE_ROW), bears, ENGINE_PRIOR_WORLDS)

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds this bot may spend on a decision (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def engine_results(
        self,
        state: SpeedstocksState,
        player: int,
        moves: Sequence[Move],
        most_worlds: int | None = None,
    ) -> list[float]:
        """Summed results per move (lower is better) over the worlds played, through the engine
        (most_worlds: fewer than the budget's).

        A result is the seat's bears in the played-out round less the others' mean bears.
        """
        seconds, worlds = self.budget()
        if most_worlds is not None:
            worlds = min(worlds, most_worlds)
        started = time.perf_counter()
        before = standing(state)
        others = state.players - 1
        totals = [0.0] * len(moves)
        rng = self.rng
        played = 0
        while played < worlds:
            world = state.resample_hidden(player, rng)
            reopen_choices(world, player)
            stream = rng.getrandbits(64)
            for index, move in enumerate(moves):
                twin = world.copy()
                twin.apply(player, move)
                # The same dice for every candidate: they differ only by the move.
                play_round_out(twin, random.Random(stream).random)
                after = standing(twin)
                mine = after[player] - before[player]
                theirs = sum(after) - sum(before) - mine
                totals[index] += mine - theirs / others
            played += 1
            self.rollouts_done += len(moves)
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return totals

    def appraise(self, state: State, player: int, played: Sequence[Move] = ()) -> Appraisal | None:
        """Every card (or exchange) played out on the same worlds and judged as the bot judges
        them (the counted risk worth a few worlds): the bears it is expected to cost against the
        others' mean, negated; the best is the bot's choice on these worlds. None with a single
        choice."""
        assert isinstance(state, SpeedstocksState)
        if len(state.legal_moves(player)) < 2:
            return None
        candidates: Sequence[Move]
        if state.phase == KURSSTURZ:
            candidates = TAKE_ROW
            guesses = [float(state.row_bears(row)) for row in range(len(TAKE_ROW))]
        else:
            hand = state.hands[player]
            counting = count_stocks(state, player)
            candidates = [CHOOSE[stock] for stock in hand]
            guesses = [card_risk(state, player, stock, counting) for stock in hand]
        if state.phase == KURSSTURZ or state.special:
            worlds = min(self.budget()[1], APPRAISAL_ENGINE_WORLDS)
            totals = self.engine_results(state, player, candidates, worlds)
            prior = ENGINE_PRIOR_WORLDS
        else:
            results = play_out_cards(state, player, self.rng, None, self.budget()[1], WIN_BEARS)
            self.rollouts_done += results.playouts
            totals, worlds, prior = results.totals, results.worlds, LEAN_PRIOR_WORLDS
        best = candidates[best_index(totals, guesses, prior)]
        values = {
            (move,): -(total + prior * guess) / (worlds + prior)
            for move, total, guess in zip(candidates, totals, guesses)
        }
        return appraisal_of(self.unit, values, (best,), played or None)

    def continues(self, state: State, player: int, step: Move) -> bool:
        """A Speedstocks decision is a single move."""
        return False
