"""Playing a round out in the head: a quick, sensible policy for every seat, to the Bilanz."""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable

from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW
from game.rules.speedstocks.rows import row_bears
from game.rules.speedstocks.state import CHOOSING, KURSSTURZ, SpeedstocksState
from game.rules.speedstocks.stocks import EXCHANGES, STOCK_BITS

EXCHANGE_COUNT = len(EXCHANGES)
# Now and then a seat plays any card: the others are people, not copies of this policy.
WILD_CHANCE = 0.05
# A gap of one stock on a row with one free place risks about this many bears.
GAP_RISK = 0.1
# Random spread on every card's cost, so that near-equal cards are played in varied ways.
NOISE = 0.1
# A Kurssturz is dearer than the row's bears alone: the seat's low card is gone for good.
KURSSTURZ_EXTRA = 0.5


def play_round_out(state: SpeedstocksState, random: Callable[[], float]) -> None:
    """Plays the state on to the end of its round (or of the game) with the rollout policy.

    Every seat takes the card that takes the fewest bears now, a narrow gap on a row with room
    before a wide one, with noise and now and then a wild card; after a Kurssturz it takes the
    fewest-bears exchange. Symbols are not weighed (the engine still applies them): the policy
    must be cheap, and the board is read once per turn for all seats.
    """
    start = state.round
    apply = state.apply
    choose = CHOOSE
    while True:
        phase = state.phase
        if phase == CHOOSING:
            if state.round != start:
                return
            rows = state.rows
            capacity = state.capacity
            bears = [row_bears(row) for row in rows]
            kurssturz = min(bears[:EXCHANGE_COUNT]) + KURSSTURZ_EXTRA
            order = sorted(range(len(rows)), key=lambda index: rows[index][-1] & STOCK_BITS)
            ends = [rows[index][-1] & STOCK_BITS for index in order]
            # Per row in the order of its end: the bears of a Margin Call, or risk per gap stock.
            full = []
            slope = []
            for index in order:
                free = capacity[index] - len(rows[index])
                full.append(bears[index] if free <= 0 else -1)
                slope.append(GAP_RISK / (free * free) if free > 0 else 0.0)
            for player in state.to_act():
                hand = state.hands[player]
                count = len(hand)
                if count == 1:
                    best = hand[0]
                elif random() < WILD_CHANCE:
                    best = hand[int(random() * count)]
                else:
                    best = hand[0]
                    best_cost = 1e9
                    for stock in hand:
                        below = bisect_left(ends, stock) - 1
                        if below < 0:
                            cost = kurssturz
                        elif full[below] >= 0:
                            cost = full[below]
                        else:
                            cost = (stock - ends[below]) * slope[below]
                        cost += random() * NOISE
                        if cost < best_cost:
                            best_cost = cost
                            best = stock
                apply(player, choose[best])
        elif phase == KURSSTURZ:
            apply(state.kurssturz[1], TAKE_ROW[state.fewest_bears_row()])  # type: ignore[index]
        else:
            return


def reopen_choices(world: SpeedstocksState, player: int) -> None:
    """The others' face-down choices in a resampled world go back to their hands.

    resample_hidden draws them at random from the unseen stocks; letting the rollout policy
    choose them again models the others as players, not as dice.
    """
    if world.phase != CHOOSING:
        return
    chosen = world.chosen
    for other in range(world.players):
        stock = chosen[other]
        if other != player and stock:
            insort(world.hands[other], stock)
            chosen[other] = 0
            world.waiting |= 1 << other


def standing(state: SpeedstocksState) -> list[int]:
    """Every seat's bears so far, this round's included."""
    if state.is_terminal():
        return state.bears_total[:]
    return [total + now for total, now in zip(state.bears_total, state.bears_round)]
