"""Choosing money to take from the Kapital by taps: only legal takes, every legal take reachable,
the rule of 5 refused in words, the Insidertipp's card one more and marked."""

from __future__ import annotations

import random

import pytest

from game.client.scenes.tables.speedtycoon.take_choice import TakeChoice
from game.rules.speedtycoon.money import CARD_VALUES
from game.rules.speedtycoon.moves import TakeMoney
from game.texts import set_language
from tests.client.speedtycoon.positions import random_positions
from tests.rules.speedtycoon.scenario import table


@pytest.fixture(autouse=True)
def german() -> None:
    set_language("de")


def kapital_table(kapital: list[str | None], options: dict[str, str] | None = None) -> TakeChoice:
    """A take choice for player 0 on turn with this Kapital."""
    state = table(3, options=options or {"mode": "klassisch"}, kapital=kapital)
    return TakeChoice(state, 0)


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_take_comes_from_taps_and_every_tapped_take_is_legal(seed: int) -> None:
    rng = random.Random(seed)
    seen = 0
    for state, player in random_positions(seed):
        legal = [move for move in state.legal_moves(player) if isinstance(move, TakeMoney)]
        for move in legal:
            choice = TakeChoice(state, player)
            # Taps in the largest card last: every part of a take is allowed on the way.
            for slot in sorted(move.slots, key=lambda slot: CARD_VALUES[state.kapital[slot]]):
                assert not choice.tap(slot).refused
            assert choice.move() == move
            if len(move.slots) == 1 and not move.tip:
                assert TakeChoice(state, player).double_tap(move.slots[0]).move == move
        choice = TakeChoice(state, player)
        for _tap in range(8):
            slot = rng.randrange(4)
            before = list(choice.chosen)
            answer = choice.double_tap(slot) if rng.random() < 0.1 else choice.tap(slot)
            if answer.refused:
                assert choice.chosen == before
            made = answer.move or choice.move()
            if made is not None:
                assert made in legal
                seen += 1
            if answer.move is not None:
                choice.clear()
    assert seen > 50


def test_several_cards_up_to_5_together_and_beyond_refused_in_words() -> None:
    choice = kapital_table(["$2a", "€3a", "¥1a", "元8a"])
    assert not choice.tap(0).refused and not choice.tap(1).refused
    assert choice.move() == TakeMoney((0, 1)) and choice.total == 5
    answer = choice.tap(2)
    assert answer.refusal == (
        "Zusammen wären das 6; mehrere Karten dürfen zusammen höchstens 5 wert sein."
    )
    assert choice.chosen == [0, 1]
    # The 8 alone may be taken, whatever its value; with others it may not.
    assert choice.tap(3).refused
    assert not choice.tap(0).refused and not choice.tap(1).refused
    assert not choice.tap(3).refused and choice.move() == TakeMoney((3,))


def test_a_double_tap_takes_one_card_at_once_whatever_its_value() -> None:
    choice = kapital_table(["$2a", "€3a", "¥1a", "元8a"])
    choice.tap(0)
    assert choice.double_tap(3).move == TakeMoney((3,))
    assert kapital_table(["$2a", "€3a", None, "元8a"]).double_tap(2).refusal == (
        "Dieser Platz im Kapital ist leer."
    )


def test_the_insidertipp_allows_one_card_more_and_marks_it() -> None:
    choice = kapital_table(["$2a", "€3a", "¥9a", "元8a"], {"mode": "tycoon"})
    assert choice.state.tips[0] == 2
    choice.tap(0)
    choice.tap(1)
    assert not choice.uses_tip and choice.tip_slot is None
    assert not choice.tap(2).refused
    assert choice.move() == TakeMoney((0, 1, 2), True)
    assert choice.uses_tip and choice.tip_slot == 2
    assert "Insidertipp" in choice.status()
    # Only one card more: the 8 as well is refused, and the words say why.
    answer = choice.tap(3)
    assert answer.refused and "nur eine Karte mehr" in answer.refusal
    assert choice.move() == TakeMoney((0, 1, 2), True)
    # Letting the extra card go leaves a take without the tip.
    choice.tap(2)
    assert choice.move() == TakeMoney((0, 1))


def test_two_large_cards_need_the_tip_and_without_tips_are_refused() -> None:
    choice = kapital_table(["$7a", "€9a", "¥1a", "元8a"], {"mode": "tycoon"})
    choice.tap(1)
    choice.tap(0)
    assert choice.move() == TakeMoney((0, 1), True) and choice.tip_slot == 0
    choice.state.tips[0] = 0
    choice.state._legal = None
    plain = TakeChoice(choice.state, 0)
    plain.tap(1)
    assert plain.tap(0).refused and plain.move() == TakeMoney((1,))


def test_nothing_is_taken_outside_the_own_turn_in_english() -> None:
    set_language("en")
    state = table(3, options={"mode": "klassisch"}, kapital=["$2a", "€3a", "¥1a", "元8a"])
    choice = TakeChoice(state, 1)
    assert not choice.can_take
    assert choice.tap(0).refusal == "You cannot take money now."
    assert choice.status() == ""
