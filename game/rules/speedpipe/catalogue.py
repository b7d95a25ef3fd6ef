"""Speedpipe's material: the pipe card kinds with their paints, and the pipe card deck."""

from __future__ import annotations

# Card kinds: the eight paints, the Schweißtrupp (joker) and the Leck event card.
PAINT_KEYS: tuple[str, ...] = (
    "rot",
    "blau",
    "gruen",
    "gelb",
    "schwarz",
    "weiss",
    "orange",
    "violett",
)
PAINT_NAMES: dict[str, tuple[str, ...]] = {
    "de": ("Rot", "Blau", "Grün", "Gelb", "Schwarz", "Weiß", "Orange", "Violett"),
    "en": ("Red", "Blue", "Green", "Yellow", "Black", "White", "Orange", "Violet"),
}
PAINTS = len(PAINT_KEYS)
JOKER = PAINTS  # 8: the Schweißtrupp fits every paint
LEAK = PAINTS + 1  # 9: an event card of Leck und Wartung
HAND_KINDS = PAINTS + 1  # a hand counts paints and jokers
# A grey route takes any one paint.
GREY = -1
GREY_KEY = "grey"

# The deck as in the model game: 12 cards of each paint and 14 Schweißtrupps (110 cards); the
# Leck-und-Wartung rule shuffles three event cards in.
CARDS_PER_PAINT = 12
JOKERS = 14
LEAK_CARDS = 3


def card_kind_key(kind: int) -> str:
    """The key of a card kind or route paint: a paint key, 'joker', 'leak' or 'grey'."""
    if kind == GREY:
        return GREY_KEY
    if 0 <= kind < PAINTS:
        return PAINT_KEYS[kind]
    if kind == JOKER:
        return "joker"
    if kind == LEAK:
        return "leak"
    raise ValueError(f"{kind!r} is no card kind or paint")


def paint_of_key(key: str) -> int:
    """The paint (0–7, GREY or JOKER) a key names; ValueError in words for an unknown key."""
    if key == GREY_KEY:
        return GREY
    if key == "joker":
        return JOKER
    if key in PAINT_KEYS:
        return PAINT_KEYS.index(key)
    raise ValueError(f"'{key}' is no paint (paints: {', '.join(PAINT_KEYS)}, grey, joker)")


def new_deck(leaks: bool) -> list[int]:
    """The pipe cards of a new game, unshuffled."""
    deck = [paint for paint in range(PAINTS) for _copy in range(CARDS_PER_PAINT)]
    deck += [JOKER] * JOKERS
    if leaks:
        deck += [LEAK] * LEAK_CARDS
    return deck
