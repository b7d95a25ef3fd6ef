"""Playing a round out in the head: a quick, sensible policy for every seat, to the Bilanz."""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable

from game.ai.speedstocks.card_cost import cheapest_cards
from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW
from game.rules.speedstocks.rows import row_bears
from game.rules.speedstocks.state import CHOOSING, KURSSTURZ, SpeedstocksState
from game.rules.speedstocks.stocks import EXCHANGES, STOCK_BITS

EXCHANGE_COUNT = len(EXCHANGES)


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
            ends = [row[-1] & STOCK_BITS for row in rows]
            free = [capacity[index] - len(row) for index, row in enumerate(rows)]
            # The rows change only once every seat has chosen, so one reading serves them all.
            players = state.to_act()
            hands = [state.hands[player] for player in players]
            kurssturz = min(bears[:EXCHANGE_COUNT])
            picks = cheapest_cards(ends, free, bears, kurssturz, hands, random)
            for player, hand, pick in zip(players, hands, picks):
                apply(player, choose[hand[pick]])
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
