"""Where the game stands in time: the paydays still to come and how much a steady income is
worth over them, and how many turns each player has left in this round."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.tycoon.board import CITY_COUNT, HOTELS_PER_ROUND, ROUNDS
from game.rules.tycoon.state import TURN, TycoonState

# A payday further away counts less: rivals have more time to take a majority away, and a
# hotel may be sent to renovation. Index 0 is this round's payday.
PAYDAY_WEIGHTS = (1.0, 0.8, 0.65)
# Turns a round is expected to last at least when nobody is short of hotels yet.
MIN_ROUND_TURNS = 1


@dataclass(frozen=True)
class Outlook:
    """The time left: payday weights and each player's turns in this round."""

    round: int
    # The sum of the weights of this round's payday and all later ones (0 after the last).
    weight: float
    # The part of weight after this round's payday.
    later: float
    # Own turns each player is expected to have in this round, the current one included.
    turns_left: tuple[int, ...]
    closing: bool


def payday_weight(round_: int, paid: bool = False) -> tuple[float, float]:
    """The weight of all paydays to come from this round on, and of those after it (paid:
    this round's payday is already behind)."""
    left = max(0, ROUNDS - round_ + (0 if paid else 1))
    weights = PAYDAY_WEIGHTS[:left]
    return sum(weights), sum(weights[1:])


def weight_from(root_round: int, round_: int, paid: bool) -> float:
    """The weight of the paydays still to come in a position of this round, each weighted as
    seen from the root round (so that a payday passed in a play-out changes nothing)."""
    first = round_ + (1 if paid else 0)
    return sum(
        PAYDAY_WEIGHTS[min(index - root_round, len(PAYDAY_WEIGHTS) - 1)]
        for index in range(max(first, root_round), ROUNDS + 1)
    )


def closing_turns(state: TycoonState) -> list[int]:
    """In a closing round: 1 for every player still to have a turn (the acting one's current
    turn included), up to the player before the start player."""
    players = state.players
    last = (state.start_player - 1) % players
    left = [0] * players
    seat = state.acting
    for _ in range(players):
        left[seat] = 1
        if seat == last:
            break
        seat = (seat + 1) % players
    return left


def expected_turns(state: TycoonState) -> list[int]:
    """Own turns each player is expected to have in this round, the current one included."""
    if state.closing:
        return closing_turns(state)
    players = state.players
    # The round closes once somebody has built his last hotel: the fewest hotels left (among
    # players who still build at all) bound the turns.
    supplies = [state.hotels_left[p] for p in range(players) if state.hotels_left[p] > 0]
    turns = max(MIN_ROUND_TURNS, min(supplies)) if supplies else MIN_ROUND_TURNS
    return [turns] * players


def outlook_of(state: TycoonState) -> Outlook:
    """The outlook of a state in its turn phase (at payday: of the round just paid)."""
    paid = state.phase != TURN
    weight, later = payday_weight(state.round, paid)
    return Outlook(state.round, weight, later, tuple(expected_turns(state)), state.closing)


# Projection: the share of turns in which a player builds, and the share of his builds that go
# to a city where he has no hotel yet.
BUILD_RATE = 0.8
NEW_CITY_SHARE = 0.35


@dataclass(frozen=True)
class Projection:
    """How far the chains are expected to grow and how many cities each player is expected to
    add: by this round's payday (near) and, on average, by the later ones (far)."""

    near_offset: int
    near_extra: tuple[float, ...]
    far_offset: int
    far_extra: tuple[float, ...]


def projection_of(state: TycoonState, outlook: Outlook) -> Projection:
    """The projection of a position (the acting player's current build not counted)."""
    players = state.players
    own_builds = []
    for p in range(players):
        turns = outlook.turns_left[p] - (1 if p == state.acting and state.phase == TURN else 0)
        own_builds.append(max(0, min(turns, state.hotels_left[p])) * BUILD_RATE)
    near_offset = int(sum(own_builds) / CITY_COUNT + 0.5)
    near_extra = tuple(builds * NEW_CITY_SHARE for builds in own_builds)
    later_rounds = max(0, ROUNDS - outlook.round)
    if later_rounds == 0:
        return Projection(near_offset, near_extra, near_offset, near_extra)
    # The later paydays on average lie this many rounds of building further on.
    ahead = (later_rounds + 1) / 2.0
    per_round = players * HOTELS_PER_ROUND * BUILD_RATE / CITY_COUNT
    far_offset = near_offset + int(per_round * ahead + 0.5)
    gain = HOTELS_PER_ROUND * BUILD_RATE * NEW_CITY_SHARE * ahead
    far_extra = tuple(extra + gain for extra in near_extra)
    return Projection(near_offset, near_extra, far_offset, far_extra)
