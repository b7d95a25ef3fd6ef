"""Payday arithmetic: majorities with the tie rule, distribution, factories and the longest
chains, what loan cards cost; pure functions of the state's lists."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.tycoon.board import (
    CHAIN_LENGTH,
    CITIES,
    DISTRIBUTION,
    LOAN_AMOUNT,
    LOAN_INTEREST,
)

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState

# The first amounts and second amounts of each city's chain, by field.
FIRST: tuple[tuple[int, ...], ...] = tuple(city.chain.first for city in CITIES)
SECOND: tuple[tuple[int, ...], ...] = tuple(city.chain.second for city in CITIES)


def amount_field(chain_end: int) -> int:
    """The field whose amounts a chain pays: the next free one (a full chain: its last)."""
    return chain_end if chain_end < CHAIN_LENGTH else CHAIN_LENGTH - 1


def chain_standings(chain: Sequence[int], players: int) -> list[tuple[int, int]]:
    """(player, standing hotels) of the players in a chain, best first: more hotels first; on
    equal counts whoever has the earliest standing hotel."""
    counts = [0] * players
    earliest = [CHAIN_LENGTH] * players
    for field, owner in enumerate(chain):
        if owner >= 0:
            counts[owner] += 1
            if field < earliest[owner]:
                earliest[owner] = field
    ranked = sorted(
        (p for p in range(players) if counts[p]), key=lambda p: (-counts[p], earliest[p])
    )
    return [(player, counts[player]) for player in ranked]


def standing_in(chain: Sequence[int]) -> int:
    """Hotels standing in a chain (hotels needing renovation do not stand)."""
    return len(chain) - chain.count(-1)


def standing_counts(state: TycoonState) -> list[int]:
    """Standing hotels per city."""
    return [standing_in(chain) for chain in state.chains]


def income_parts(state: TycoonState) -> list[tuple[int, int, int]]:
    """Per player: (distribution, majorities, factories) if the payday were now."""
    return income_of(state.chains, state.chain_end, state.factories, state.players)


def income_of(
    chains: Sequence[Sequence[int]],
    chain_end: Sequence[int],
    factories: Sequence[Sequence[int]],
    players: int,
) -> list[tuple[int, int, int]]:
    """Per player: (distribution, majorities, factories) if the payday were now, from the
    plain lists of a state or a view (the forecast offers it as payday_income_of)."""
    spread = [0] * players
    majorities = [0] * players
    made = [0] * players
    standing = [standing_in(chain) for chain in chains]
    longest = max(standing)
    for city in range(len(CITIES)):
        field = amount_field(chain_end[city])
        first, second = FIRST[city][field], SECOND[city][field]
        ranked = chain_standings(chains[city], players)
        for rank, (player, _count) in enumerate(ranked):
            spread[player] += 1
            if rank < 2:
                majorities[player] += first if rank == 0 else second
        # The factories of every longest chain pay the first amount (only a chain of at least
        # one hotel counts as longest); all others the second.
        value = first if longest >= 1 and standing[city] == longest else second
        for owner in factories[city]:
            if owner >= 0:
                made[owner] += value
    return [(DISTRIBUTION[spread[p]], majorities[p], made[p]) for p in range(players)]


def redemption_cost(paydays_seen: int) -> int:
    """What redeeming a loan card costs at a payday, counting that payday among those seen."""
    return LOAN_AMOUNT + LOAN_INTEREST * paydays_seen


def fortunes(state: TycoonState) -> list[int]:
    """Per player: cash less Restschuld less what his open loan cards will cost to redeem."""
    return [
        state.cash[p] - state.debt[p] - sum(redemption_cost(card + 1) for card in state.loans[p])
        for p in range(state.players)
    ]
