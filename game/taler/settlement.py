"""Who gets how much of a table's pot: the best person takes it; people on a shared place share
it equally, and the odd Taler go one each to the earliest seats among them, so that the shares
always add up to the pot (no Taler is ever made or lost).

Who left the game early stakes like everybody else but cannot win: their stake stays in the
pot. Only when nobody stayed, or the game ended without an outcome, is the pot shared by
everybody who staked, as if they had all shared first place.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

# What an account has when it is made, and what a local name starts with.
STARTING_TALER = 1000
# The highest stake a table may be opened with.
HIGHEST_STAKE = 1_000_000


class StakeError(ValueError):
    """A stake that cannot be played for, with why in words."""


def check_stake(stake: int, balance: int, name: str) -> None:
    """StakeError in words when this person cannot stake so much."""
    if stake < 0 or stake > HIGHEST_STAKE:
        raise StakeError(f"a stake is 0 to {HIGHEST_STAKE} Taler")
    if stake > balance:
        raise StakeError(f"{name} has {balance} Taler, less than the stake of {stake} Taler")


def equal_shares(pot: int, seats: Sequence[int]) -> dict[int, int]:
    """The pot split equally among the seats; the odd Taler one each to the earliest seats."""
    if not seats:
        raise ValueError("a pot is shared by one seat at least")
    ordered = sorted(seats)
    each, odd = divmod(pot, len(ordered))
    return {seat: each + (1 if number < odd else 0) for number, seat in enumerate(ordered)}


def share_pot(
    stakes: Mapping[int, int], places: Sequence[int] | None, left: Collection[int] = ()
) -> dict[int, int]:
    """Every staking seat's share of the pot (the sum of the stakes): the best-placed seats
    among those who did not leave share it; places None (no outcome) or nobody stayed shares it
    among every seat that staked."""
    pot = sum(stakes.values())
    staking = sorted(stakes)
    stayed = [seat for seat in staking if seat not in left]
    if places is None or not stayed:
        sharers = staking
    else:
        best = min(places[seat] for seat in stayed)
        sharers = [seat for seat in stayed if places[seat] == best]
    shares = {seat: 0 for seat in staking}
    if staking:
        shares.update(equal_shares(pot, sharers))
    return shares
