"""The local profile's Taler: stakes taken into a pot when a hot-seat table starts, the pot paid
once at its end, refusals in words, a damaged file set aside, and never a Taler made or lost."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.store.local_purse import SET_ASIDE_SUFFIX, LocalPurse
from game.taler.settlement import STARTING_TALER, StakeError


def test_a_pot_is_taken_at_the_start_and_paid_once_at_the_end(tmp_path: Path) -> None:
    """Ada and Bea stake 100; Bea is first: she gets 200, paying again pays nothing."""
    purse = LocalPurse(tmp_path / "taler.json")
    purse.open_pot("t1", 100, {0: "Ada", 1: "Bea"})
    assert purse.balance("Ada") == purse.balance("Bea") == STARTING_TALER - 100
    assert purse.pot_of("t1") == {0: "Ada", 1: "Bea"}
    assert purse.settle("t1", (2, 1)) == {"Ada": 0, "Bea": 200}
    assert purse.settle("t1", (2, 1)) is None
    assert (purse.balance("Ada"), purse.balance("Bea")) == (900, 1100)
    assert LocalPurse(tmp_path / "taler.json").balance("Bea") == 1100, "kept in the file"


def test_a_stake_above_a_balance_is_refused_and_nothing_taken(tmp_path: Path) -> None:
    """Cem has 50 Taler left: a table of 60 is refused naming him; Ada keeps her Taler."""
    purse = LocalPurse(tmp_path / "taler.json")
    purse.open_pot("t1", 950, {0: "Cem", 1: "Ada"})
    purse.settle("t1", (2, 1))
    with pytest.raises(StakeError, match="Cem has 50 Taler"):
        purse.open_pot("t2", 60, {0: "Ada", 1: "Cem"})
    assert purse.balance("Ada") == 1950 and purse.pot_of("t2") is None


def test_a_damaged_file_is_set_aside_and_told(tmp_path: Path) -> None:
    """A file that is no purse is renamed aside, the player told, and balances start afresh."""
    path = tmp_path / "taler.json"
    path.write_text('{"format": "speed-games/taler", "version": 1, "balances": {"Ada": -5}}')
    purse = LocalPurse(path)
    assert purse.balance("Ada") == STARTING_TALER
    assert "none below 0" in purse.problems[0]
    assert (tmp_path / f"taler.json{SET_ASIDE_SUFFIX}").exists()


def test_the_local_ledger_never_makes_or_loses_a_taler(tmp_path: Path) -> None:
    """Random tables of random people and stakes, some never finished: balances and open pots
    always hold what the names started with."""
    names = ("Ada", "Bea", "Cem", "Dov")
    purse = LocalPurse(tmp_path / "taler.json")
    rng = random.Random(24)
    open_tables: list[str] = []
    for number in range(60):
        people = rng.sample(names, rng.randint(2, 4))
        stake = rng.randint(0, 300)
        try:
            purse.open_pot(f"t{number}", stake, dict(enumerate(people)))
            open_tables.append(f"t{number}")
        except StakeError:
            pass
        if open_tables and rng.random() < 0.7:
            table = open_tables.pop(rng.randrange(len(open_tables)))
            seats = purse.pot_of(table) or {}
            places = None if rng.random() < 0.1 else [rng.randint(1, 3) for _ in seats]
            purse.settle(table, places)
        assert purse.ledger(names) == len(names) * STARTING_TALER
        assert all(purse.balance(name) >= 0 for name in names)
