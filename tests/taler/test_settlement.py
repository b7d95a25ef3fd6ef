"""Who gets how much of a pot: the best person who stayed, shared places equally, odd Taler to
the earliest seats, and never a Taler made or lost."""

from __future__ import annotations

import random

import pytest

from game.taler.settlement import (
    HIGHEST_STAKE,
    StakeError,
    check_stake,
    equal_shares,
    share_pot,
)


def test_the_best_person_takes_the_whole_pot() -> None:
    """Three people stake 50 each; the one on first place gets 150, the others nothing."""
    assert share_pot({0: 50, 1: 50, 2: 50}, (2, 1, 3)) == {0: 0, 1: 150, 2: 0}


def test_a_shared_first_place_shares_the_pot_and_the_odd_taler_go_to_the_earliest_seats() -> None:
    """A pot of 3 × 33 = 99 shared by seats 2 and 0: seat 0 (the earlier) gets the odd Taler."""
    assert share_pot({0: 33, 1: 33, 2: 33}, (1, 3, 1)) == {0: 50, 1: 0, 2: 49}
    assert equal_shares(10, [3, 1, 2]) == {1: 4, 2: 3, 3: 3}


def test_a_leaver_cannot_win_and_the_stake_stays_in_the_pot() -> None:
    """The leaver would have been first: the best of those who stayed takes everything."""
    assert share_pot({0: 20, 1: 20, 2: 20}, (1, 2, 3), left={0}) == {0: 0, 1: 60, 2: 0}


def test_without_an_outcome_or_anybody_who_stayed_everybody_shares() -> None:
    """A game that ended because every person left: each gets the stake back (odd Taler to the
    earliest seats when stakes differ from the share)."""
    assert share_pot({0: 7, 2: 7}, None) == {0: 7, 2: 7}
    assert share_pot({0: 7, 1: 7, 2: 7}, (1, 2, 3), left={0, 1, 2}) == {0: 7, 1: 7, 2: 7}


def test_shares_always_add_up_to_the_pot() -> None:
    """Random stakes, places and leavers: the shares add up to the pot, none is negative, and
    only the best place among those who stayed wins."""
    rng = random.Random(24)
    for _ in range(2000):
        seats = rng.sample(range(6), rng.randint(1, 6))
        stake = rng.randint(0, 999)
        places = [rng.randint(1, 4) for _ in range(6)]
        left = {seat for seat in seats if rng.random() < 0.3}
        shares = share_pot({seat: stake for seat in seats}, places, left)
        assert sum(shares.values()) == stake * len(seats)
        assert all(won >= 0 for won in shares.values())
        stayed = [seat for seat in seats if seat not in left]
        if stayed and stake:
            best = min(places[seat] for seat in stayed)
            winners = {seat for seat, won in shares.items() if won}
            assert winners <= {seat for seat in stayed if places[seat] == best}


def test_a_stake_above_the_balance_is_refused_in_words() -> None:
    """No stake above the balance, none below 0 or above the highest."""
    check_stake(300, 300, "Ada")
    with pytest.raises(StakeError, match="Ada has 299 Taler"):
        check_stake(300, 299, "Ada")
    with pytest.raises(StakeError, match="0 to"):
        check_stake(HIGHEST_STAKE + 1, 10 * HIGHEST_STAKE, "Ada")
