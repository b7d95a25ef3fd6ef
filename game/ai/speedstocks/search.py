"""Every hand card played out to the Bilanz on many drawn worlds, on plain lists.

A world draws the others' hands anew from the stocks the seat has not seen; every candidate card
is then played on that same world, every seat choosing by the rollout policy for the rest of the
round. A card's result is its bears against the others' mean (lower is better); where the round
brings Börsenschluss in a world, a win there may count a number of bears on top (the strong
computer plays the last round for the win, not for the bears). Only for tables without the
Sonderregeln: the lean playout knows no symbols.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from game.ai.speedstocks.card_cost import cheapest_cards
from game.ai.speedstocks.playout import fewest_bears, heuristic_round, place_turn
from game.ai.speedstocks.rollout import standing
from game.ai.speedstocks.worlds import seat_view
from game.rules.speedstocks.state import SpeedstocksState
from game.rules.speedstocks.stocks import GAME_END_BEARS, ROW_PLACES


@dataclass
class CardResults:
    """Summed results per hand card, the worlds they were played on and the playouts run."""

    hand: list[int]
    totals: list[float]
    worlds: int = 0
    playouts: int = 0


def play_out_cards(
    state: SpeedstocksState,
    player: int,
    rng: random.Random,
    seconds: float | None,
    worlds: int,
    win_bears: float = 0.0,
) -> CardResults:
    """Each hand card's summed result over at most `worlds` worlds (and `seconds`, if given).

    win_bears: what a win is worth, in bears, in a world whose round ends the game.
    """
    started = time.perf_counter()
    before = standing(state)
    # Fewer bears than this in a whole round cannot bring anyone to Börsenschluss.
    closing = GAME_END_BEARS - max(before)
    view = seat_view(state, player)
    hand = list(view.hand)
    others = state.players - 1
    seats = state.players
    most = dice_needed(seats, max(len(hand), *view.sizes))
    results = CardResults(hand, [0.0] * len(hand))
    totals = results.totals
    free = [ROW_PLACES - count for count in view.counts]
    while results.worlds < worlds:
        dealt = view.deal(rng)
        stream = rng.getrandbits(64)
        # The same dice for every candidate on this world: they differ only by the card. Drawn
        # once as a list, each candidate reading it from the start, instead of one generator
        # seeded anew per candidate: the same numbers in the same order, far cheaper.
        draw = random.Random(stream).random
        dice = [draw() for _ in range(most)]
        # The others' first cards do not depend on the candidate (the seat's own hand is
        # skipped and draws no dice), so they are chosen once per world.
        first_dice = iter(dice)
        picks = cheapest_cards(
            view.ends, free, view.loads, min(view.loads), dealt, first_dice.__next__, player
        )
        later_dice = list(first_dice)
        first = [0] * seats
        after_first = []
        for seat, (cards, pick) in enumerate(zip(dealt, picks)):
            if seat != player:
                cards = cards[:]
                first[seat] = cards.pop(pick)
            after_first.append(cards)
        for index, stock in enumerate(hand):
            hands = [cards[:] for cards in after_first]
            hands[player] = hand[:index] + hand[index + 1 :]
            first[player] = stock
            ends = list(view.ends)
            counts = list(view.counts)
            loads = list(view.loads)
            taken = [0] * seats
            place_turn(ends, counts, loads, first, taken, fewest_bears)
            heuristic_round(ends, counts, loads, hands, taken, iter(later_dice).__next__)
            mine = taken[player]
            result = mine - (sum(taken) - mine) / others
            if win_bears and sum(taken) >= closing:
                result -= win_bears * win_share(before, taken, player)
            totals[index] += result
        results.worlds += 1
        results.playouts += len(hand)
        if seconds is not None and time.perf_counter() - started >= seconds:
            break
    return results


def dice_needed(seats: int, cards: int) -> int:
    """The most dice a playout of hands of this many cards can draw: per turn and seat, one
    for a wild card and one per card in hand."""
    return seats * sum(1 + count for count in range(1, cards + 1))


def win_share(before: list[int], taken: list[int], player: int) -> float:
    """The seat's share of the win if this round's bears bring Börsenschluss, else 0."""
    final = [total + bears for total, bears in zip(before, taken)]
    if max(final) < GAME_END_BEARS:
        return 0.0
    fewest = min(final)
    if final[player] != fewest:
        return 0.0
    return 1.0 / final.count(fewest)


def best_index(totals: list[float], guesses: list[float], prior_worlds: float) -> int:
    """The index of the best move by played-out sums and prior guesses (the first of equals).

    The prior guess of each move's bears counts as prior_worlds worlds' worth of results.
    """
    scores = [total + prior_worlds * guess for total, guess in zip(totals, guesses)]
    return scores.index(min(scores))
