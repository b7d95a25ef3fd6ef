"""The names of Speedpipe's card kinds and route paints in the player's language, and a payment
in words ('2 × Rot + 1 Schweißtrupp')."""

from __future__ import annotations

from game.rules.speedpipe.catalogue import JOKER, card_kind_key
from game.texts import text


def kind_name(kind: int) -> str:
    """A paint, 'Grau', 'Schweißtrupp' or the leak card by its kind number."""
    return text(f"speedpipe.paints.{card_kind_key(kind)}")


def payment_words(count: int, paint: int, jokers: int) -> str:
    """count cards paid as (paint, jokers): '3 × Rot', '2 × Rot + 1 × Schweißtrupp' or
    '2 × Schweißtrupp'."""
    if paint == JOKER or jokers >= count:
        return text("speedpipe.pay.cards", count=count, kind=kind_name(JOKER))
    painted = text("speedpipe.pay.cards", count=count - jokers, kind=kind_name(paint))
    if not jokers:
        return painted
    return text(
        "speedpipe.pay.with_jokers",
        cards=painted,
        jokers=text("speedpipe.pay.cards", count=jokers, kind=kind_name(JOKER)),
    )
