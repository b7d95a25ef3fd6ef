"""The Depot cards chosen to pay with (a building, a loan's repayment): cards of one kind pay
alike, so the choice keeps how many of each kind are chosen and marks the lowest-numbered ones
of the hand, the cards the engine's payments name, whichever twin was tapped."""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.speedtycoon.money import CARD_CURRENCIES, CARD_VALUES

Kind = tuple[int, tuple[int, ...]]


def card_kind(card: int) -> Kind:
    """Cards of the same value and currencies pay alike: their kind."""
    return (CARD_VALUES[card], CARD_CURRENCIES[card])


class ChosenCards:
    """How many cards of each kind are chosen."""

    def __init__(self) -> None:
        self._counts: dict[Kind, int] = {}

    def choose(self, cards: Iterable[int]) -> None:
        """Chooses exactly these cards (none for an empty choice)."""
        self._counts = {}
        for card in cards:
            self._counts[card_kind(card)] = self._counts.get(card_kind(card), 0) + 1

    def toggle(self, card: int, hand: Iterable[int]) -> None:
        """Adds a card of the hand, or takes it out where it is chosen already."""
        kind = card_kind(card)
        count = self._counts.get(kind, 0)
        self._counts[kind] = count - 1 if card in self.of(hand) else count + 1

    def of(self, hand: Iterable[int]) -> tuple[int, ...]:
        """The chosen cards of the hand: per kind the lowest-numbered ones, sorted."""
        cards = sorted(hand)
        chosen: list[int] = []
        for kind, count in self._counts.items():
            chosen += [card for card in cards if card_kind(card) == kind][:count]
        return tuple(sorted(chosen))
