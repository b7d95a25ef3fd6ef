"""The hand of cards the settings show to preview the card magnification: the cards of a card
game, which its client package registers."""

from __future__ import annotations

from collections.abc import Callable

from game.client.widgets import CardFace

SampleHand = Callable[[], tuple[CardFace, ...]]
_HANDS: list[SampleHand] = []


def register_sample_hand(hand: SampleHand) -> None:
    """Offers this hand for the preview; the first game that registers one is shown."""
    _HANDS.append(hand)


def sample_hand() -> tuple[CardFace, ...]:
    """The cards of the preview; ValueError in words when no game registered a hand."""
    if not _HANDS:
        raise ValueError("no game has registered a hand of cards to preview")
    return _HANDS[0]()
