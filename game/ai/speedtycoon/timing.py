"""How far the game has to go: the scorings still to come and the own turns until each.

Only what every player knows goes in: how many cards the money deck and the bag still hold,
which scorings are over, the modules. Where a scoring card lies is hidden; its fifth of the deck
is known, so the turns until it are the expected draws until it, given that it has not come yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedtycoon.catalogue import NEWS_CARDS
from game.rules.speedtycoon.hidden import deck_after_deal
from game.rules.speedtycoon.state import OVER, SpeedtycoonState
from game.rules.speedtycoon.tables import (
    BLITZ_DECK_SHARE,
    FIFTHS,
    FUND_AFTER_STARTUP,
    FUND_SHARE_AFTER_VENTURE,
    IPO_SCORING,
    STARTUP_SCORING,
    VENTURE_SCORING,
)

# Measured in bot games (normal and easy, two to six seats): money cards drawn from the deck per
# turn (Kapital refills, loans, news), buildings bought per turn, and the Lobbyist's purchases on
# top.
DRAWS_PER_TURN = 1.0
BUYS_PER_TURN = 0.55
LOBBY_BUYS_PER_TURN = 0.15
# The Startup card lies in the second fifth of the deck, Venture Capital in the fourth.
SCORING_FIFTHS: dict[int, int] = {STARTUP_SCORING: 1, VENTURE_SCORING: 3}


@dataclass(frozen=True, slots=True)
class Outlook:
    """The scorings still to come, each with the own turns a player has until it, the own turns
    until the game ends and the buildings left in the bag and the Weltmarkt."""

    scorings: tuple[int, ...]
    own_turns: tuple[float, ...]
    turns_left: float
    buildings_left: int


def buildings_left(state: SpeedtycoonState) -> int:
    """Buildings still to be bought: in the bag and at the Weltmarkt."""
    return len(state.bag) + sum(1 for building in state.market if building is not None)


def _deck_length_at_start(state: SpeedtycoonState) -> float:
    """The money deck's length after dealing, special cards included (every seat saw the deal)."""
    specials = 2 + (len(NEWS_CARDS) if "nachrichten" in state.modules else 0)
    return deck_after_deal(state) + specials


def _draws_until(state: SpeedtycoonState, scoring: int) -> float:
    """Expected money cards drawn before the scoring card comes, given it has not come yet."""
    length = _deck_length_at_start(state)
    drawn = max(0.0, length - len(state.deck))
    positions = length
    if "blitz" in state.modules:
        share, whole = BLITZ_DECK_SHARE
        positions = length * share / whole
    fifth = positions / FIFTHS
    first = SCORING_FIFTHS[scoring] * fifth
    last = first + fifth
    if drawn >= last:
        return 1.0
    return max(1.0, (max(first, drawn) + last) / 2.0 - drawn)


def _turns_to_end(state: SpeedtycoonState) -> float:
    """All players' turns until the bag and the Weltmarkt run dry (the Staatsfonds's coming
    purchases shorten a two-player game)."""
    left = float(buildings_left(state))
    if state.players == 2:
        if state.scorings <= STARTUP_SCORING:
            left -= FUND_AFTER_STARTUP
        if state.scorings <= VENTURE_SCORING:
            left -= max(0.0, left) / FUND_SHARE_AFTER_VENTURE
    pace = BUYS_PER_TURN + (LOBBY_BUYS_PER_TURN if "lobbyist" in state.modules else 0.0)
    return max(1.0, left / pace)


def outlook_of(state: SpeedtycoonState) -> Outlook:
    """The outlook of the game as it stands."""
    left = buildings_left(state)
    if state.phase == OVER:
        return Outlook((), (), 0.0, left)
    players = state.players
    to_end = _turns_to_end(state) / players
    scorings: list[int] = []
    turns: list[float] = []
    for scoring in range(state.scorings, IPO_SCORING):
        until = _draws_until(state, scoring) / DRAWS_PER_TURN / players
        scorings.append(scoring)
        turns.append(min(until, to_end))
    scorings.append(IPO_SCORING)
    turns.append(max([to_end, *turns]))
    return Outlook(tuple(scorings), tuple(turns), to_end, left)
