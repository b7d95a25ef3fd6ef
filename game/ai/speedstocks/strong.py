"""The strong Speedstocks bot: plays each of its cards through to the end of the round in its head.

Flat Monte Carlo: every think draws the hidden hands, choices and symbols anew (resample_hidden),
lets the others choose again by the rollout policy, and plays every candidate move out to the
Bilanz on that world. A move's result is its own bears against the others' mean. The sums are
blended with normal's counted risk of each card, worth PRIOR_WORLDS worlds: a short think does
not pick at random among cards that only the dice tell apart, and the longer it thinks, the more
the played-out rounds decide.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ai.base import search_budget
from game.ai.speedstocks.bot import SpeedstocksBot
from game.ai.speedstocks.knowledge import count_stocks
from game.ai.speedstocks.normal import card_risk
from game.ai.speedstocks.rollout import play_round_out, reopen_choices, standing
from game.rules.core import Move
from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW
from game.rules.speedstocks.state import SpeedstocksState

# Default budget per decision: keeps the 95th percentile well below a second.
DEFAULT_THINK_MS = 600.0
# Worlds drawn at most per decision when no cap is given.
DEFAULT_WORLDS = 5000
# How many played-out worlds the counted risk of a move is worth (measured: 30 to 150 play alike).
PRIOR_WORLDS = 50.0


class StrongBot(SpeedstocksBot):
    """Flat Monte Carlo over resampled worlds, bounded by think_ms and by max_iterations.

    One iteration is one resampled world on which every candidate is played out. Without
    think_ms but with max_iterations the bot is fully determined by its seed.
    """

    strength = "strong"
    rollouts_done: int = 0  # play-outs run so far, one per candidate a world (bench reports it)

    def choose_stock(self, state: SpeedstocksState, player: int) -> int:
        """The hand stock with the best played-out result."""
        hand = state.hands[player]
        counting = count_stocks(state, player)
        risks = [card_risk(state, player, stock, counting) for stock in hand]
        return hand[self.best_move(state, player, [CHOOSE[stock] for stock in hand], risks)]

    def choose_row(self, state: SpeedstocksState, player: int) -> int:
        """The exchange whose taking plays out best: its bears now and the row's future."""
        bears = [float(state.row_bears(row)) for row in range(len(TAKE_ROW))]
        return self.best_move(state, player, TAKE_ROW, bears)

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds this bot may spend on a decision (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def move_results(
        self, state: SpeedstocksState, player: int, moves: Sequence[Move]
    ) -> tuple[list[float], int]:
        """Summed results per move (lower is better) and the worlds played, at least one.

        A result is the seat's bears in the played-out round less the others' mean bears.
        """
        seconds, worlds = self.budget()
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
        return totals, played

    def best_move(
        self,
        state: SpeedstocksState,
        player: int,
        moves: Sequence[Move],
        expected_bears: Sequence[float],
    ) -> int:
        """The index of the best move by played-out sums and prior bears (the first of equals).

        The prior guess of each move's bears counts as PRIOR_WORLDS worlds' worth of results.
        """
        totals, _ = self.move_results(state, player, moves)
        scores = [total + PRIOR_WORLDS * guess for total, guess in zip(totals, expected_bears)]
        return scores.index(min(scores))
