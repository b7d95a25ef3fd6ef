"""Allein spielen: the three solo modes, the Tagesbaustelle's seed of the day and its card piles
(determination J)."""

from __future__ import annotations

import datetime

from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.modes import SOLO_MODE_BY_ID, SOLO_MODES, daily_seed

from .scenario import GAME

DAY = datetime.date(2026, 3, 14)


def _tagesbaustelle(day: datetime.date) -> SpeedchicagoState:
    """A new Tagesbaustelle of that day."""
    mode = SOLO_MODE_BY_ID["tagesbaustelle"]
    return GAME.new_state(1 + mode.computers[0], daily_seed(day), dict(mode.options))


def test_the_daily_seed_is_stable_for_a_date() -> None:
    """The same day gives the same seed, however the date is made."""
    assert daily_seed(DAY) == daily_seed(datetime.date(2026, 3, 14))
    assert daily_seed(DAY) == daily_seed(datetime.date.fromisoformat("2026-03-14"))
    assert isinstance(daily_seed(DAY), int) and daily_seed(DAY) >= 0


def test_the_daily_seed_differs_between_days() -> None:
    """Every day of a year has its own seed."""
    days = [DAY + datetime.timedelta(days=offset) for offset in range(366)]
    assert len({daily_seed(day) for day in days}) == len(days)


def test_a_tagesbaustelle_deals_the_same_piles_on_the_same_day() -> None:
    """Jeden Tag haben alle dieselben Kartenstapel."""
    first, second = _tagesbaustelle(DAY), _tagesbaustelle(DAY)
    assert first.piles == second.piles
    assert first.to_dict() == second.to_dict()
    other = _tagesbaustelle(DAY + datetime.timedelta(days=1))
    assert other.piles != first.piles


def test_the_tagesbaustelle_is_a_grundspiel_against_three_normal_computers() -> None:
    """Du beginnst, gegen drei normale Computer, ohne Uhr und ohne Rat; Grundspiel."""
    mode = SOLO_MODE_BY_ID["tagesbaustelle"]
    assert mode.computers == (3,) and mode.strengths == ("normal",)
    assert not mode.advice and not mode.clock and not mode.options_free
    assert dict(mode.options) == {
        "variant": "grundspiel",
        "card_pile": "own",
        "open_cards": "off",
        "leftover": "keep",
    }
    state = _tagesbaustelle(DAY)
    assert state.players == 4 and state.to_act() == (0,)


def test_rekordjagd_and_freie_partie() -> None:
    """Rekordjagd: drei normale Computer, Grundspiel ohne Hausregeln, ohne Rat; Freie Partie:
    ein bis drei Computer in drei Stärken, mit Rat."""
    record = SOLO_MODE_BY_ID["rekordjagd"]
    assert record.computers == (3,) and record.strengths == ("normal",) and not record.advice
    assert dict(record.options) == {
        "variant": "grundspiel",
        "card_pile": "own",
        "open_cards": "off",
        "leftover": "keep",
    }
    free = SOLO_MODE_BY_ID["freie_partie"]
    assert free.computers == (1, 2, 3) and free.strengths == ("easy", "normal", "strong")
    assert free.advice and free.options_free
    assert [mode.id for mode in SOLO_MODES] == ["freie_partie", "rekordjagd", "tagesbaustelle"]
    assert not any(mode.clock for mode in SOLO_MODES)  # allein spielst du ohne Uhr
