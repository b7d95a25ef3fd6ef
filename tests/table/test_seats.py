"""Seats and table setups: validation in words, saving and loading."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.rules.core import OptionError, SaveError
from game.table import Seat, TableSetup

from .fakes import setup


def test_a_good_setup_validates_and_freezes_its_options() -> None:
    """Options given as a mapping become sorted pairs: equal setups are equal and hashable."""
    first = TableSetup(
        "speedstocks",
        (Seat("Anna"), Seat("Bert", "computer")),
        {"variant": "taktik", "special": "on"},
        3,
        60,
    )
    second = TableSetup(
        "speedstocks",
        (Seat("Anna"), Seat("Bert", "computer")),
        (("special", "on"), ("variant", "taktik")),
        3,
        60,
    )
    first.validate()
    assert first == second and hash(first) == hash(second)
    assert first.options == (("special", "on"), ("variant", "taktik"))
    assert first.option_map() == {"special": "on", "variant": "taktik"}
    assert first.seats[0].strength == "normal"  # the strength of a take-over for humans


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"game": "schach"}, "there is no game 'schach'"),
        ({"seats": (Seat("Anna"),)}, "2 to 4 players, not 1"),
        ({"seats": tuple(Seat(f"P{n}") for n in range(5))}, "2 to 4 players, not 5"),
        ({"seats": (Seat("Bot", "computer"), Seat("Bob", "computer"))}, "at least one seat"),
        ({"seats": (Seat("Anna"), Seat("Bert", "computer", "genius"))}, "cannot play 'genius'"),
        ({"seats": (Seat("Anna"), Seat("Bert", "robot"))}, "cannot be 'robot'"),
        ({"seats": (Seat("Anna"), Seat("Anna", "computer"))}, "two seats are called 'Anna'"),
        ({"seats": (Seat("Anna"), Seat("  ", "computer"))}, "seat 1 needs a name"),
        ({"options": {"variant": "blitz"}}, "cannot be 'blitz'"),
        ({"options": {"colour": "red"}}, "has no option 'colour'"),
        ({"turn_seconds": 45}, "time per turn cannot be 45"),
        ({"turn_seconds": 30.0}, "time per turn cannot be 30.0"),
        ({"turn_seconds": True}, "time per turn cannot be True"),
        ({"tempo": "rasant"}, "there is no tempo 'rasant'"),
        ({"seed": "7"}, "seed must be a whole number"),
    ],
)
def test_unplayable_setups_are_refused_in_words(changes: dict[str, Any], words: str) -> None:
    """Each fault gets an OptionError that names it."""
    fields = {
        "game": "speedstocks",
        "seats": (Seat("Anna"), Seat("Bert", "computer")),
        "options": {},
        "seed": 1,
        "turn_seconds": 120,
        "tempo": "normal",
    }
    fields.update(changes)
    with pytest.raises(OptionError, match=words):
        TableSetup(**fields).validate()


@pytest.mark.parametrize("turn_seconds", [30, 60, 90, 120, None])
def test_every_bedenkzeit_of_the_rules_is_allowed(turn_seconds: int | None) -> None:
    """30 s, 60 s, 90 s, 2 minutes and "ohne" (None)."""
    setup(turn_seconds=turn_seconds).validate()


def test_setup_round_trips_through_json() -> None:
    """to_dict, JSON and from_dict give the same setup back."""
    original = setup(
        ("human", "computer", "computer"),
        strengths=("normal", "easy", "strong"),
        turn_seconds=None,
        options={"special": "on"},
    )
    loaded = TableSetup.from_dict(json.loads(json.dumps(original.to_dict())))
    assert loaded == original
    assert loaded.turn_seconds is None


@pytest.mark.parametrize(
    ("mangle", "words"),
    [
        (lambda data: [], "must be a mapping"),
        (lambda data: data.pop("seed"), "lacks seed"),
        (lambda data: data.update(seats="Anna"), "seats must be a list"),
        (lambda data: data["seats"].append(7), "seat 3 must be a mapping"),
        (lambda data: data["seats"][0].update(name=3), "must be words"),
        (lambda data: data.update(options={"variant": 1}), "options must map"),
        (lambda data: data.update(seed=1.5), "seed must be a whole number"),
        (lambda data: data.update(turn_seconds="60"), "whole seconds or none"),
        (lambda data: data.update(turn_seconds=45), "cannot be played: the time per turn"),
        (lambda data: data.update(game="go"), "cannot be played: there is no game 'go'"),
        (lambda data: data.update(tempo=None), "tempo must be a word"),
    ],
)
def test_malformed_saved_setups_are_refused_in_words(mangle: Any, words: str) -> None:
    """A SaveError names what is wrong with the saved setup."""
    data = setup(("human", "computer", "computer")).to_dict()
    result = mangle(data)
    with pytest.raises(SaveError, match=words):
        TableSetup.from_dict(result if isinstance(result, list) else data)
