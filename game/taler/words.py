"""Stakes and pots in the reader's language."""

from __future__ import annotations

from game.net.protocol import PotSettled
from game.texts import text


def taler_text(amount: int) -> str:
    """An amount of Taler: "250 Taler"."""
    return text("taler.amount", amount=amount)


def stake_text(stake: int) -> str:
    """A table's stake: "Einsatz 250 Taler"."""
    return text("taler.stake", amount=stake)


def pot_words(pot: PotSettled) -> str:
    """Who won how much of a server table's pot: "Topf 500 Taler – Ada gewinnt 500 Taler"."""
    return won_words(pot.pot, [(share.name, share.won) for share in pot.shares])


def won_words(pot: int, won: list[tuple[str, int]]) -> str:
    """Who won how much of a pot of this size (those who won nothing are not named)."""
    winners = ", ".join(
        text("taler.won", name=name, amount=amount) for name, amount in won if amount
    )
    return text("taler.pot", pot=pot, won=winners)
