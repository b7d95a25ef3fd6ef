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
    """Who won how much of a pot: "Topf 500 Taler: Ada gewinnt 500 Taler"."""
    winners = [share for share in pot.shares if share.won]
    won = ", ".join(text("taler.won", name=share.name, amount=share.won) for share in winners)
    return text("taler.pot", pot=pot.pot, won=won)
