"""What a building or a money card means for the viewer now, in the info windows' words (the
rules' insight answers; this puts them into sentences): whether he can pay a market building
(exactly), how it would change his count of its branch and who leads there; how much money he
would hold with a card and where it would pay exactly. Also a money card's own info window."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.building_info import place_name
from game.client.scenes.tables.speedtycoon.money_look import card_words, draw_money_card
from game.client.widgets.info import InfoContent
from game.rules.speedtycoon.catalogue import BRANCHES, CURRENCIES, MONEY
from game.rules.speedtycoon.insight import building_meaning, card_meaning
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import text

# Where a money card lies, with the catalogue keys of that place's rules.
CARD_PLACES: dict[str, tuple[str, ...]] = {
    "kapital": ("speedtycoon.money.kapital_rule", "speedtycoon.money.take_rule"),
    "depot": ("speedtycoon.money.depot_rule",),
}
CARD_PICTURE = (96, 136)


def joined(words: list[str]) -> str:
    """Words joined as a list in the current language ('A, B und C')."""
    if len(words) < 2:
        return "".join(words)
    return text("list.and", first=", ".join(words[:-1]), last=words[-1])


def building_for_you(
    state: SpeedtycoonState, player: int, building: int, names: list[str]
) -> list[str]:
    """What a building means for the player now: at the Weltmarkt whether he can pay it
    (exactly); for a branch building his count with it and who leads that branch (names: the
    seats' names; with two players the Staatsfonds leads as well)."""
    meaning = building_meaning(state, player, building)
    lines: list[str] = []
    if meaning.place >= 0:
        if meaning.place == state.closed_place:
            lines.append(text("speedtycoon.meaning.closed"))
        elif meaning.can_pay_exactly:
            lines.append(text("speedtycoon.meaning.pay_exact"))
        elif meaning.can_pay:
            lines.append(text("speedtycoon.meaning.pay_over"))
        else:
            lines.append(text("speedtycoon.meaning.pay_none", currency=CURRENCIES[meaning.place]))
    if meaning.branch is None:
        return lines
    branch = text(f"speedtycoon.branches.{BRANCHES[meaning.branch]}.name")
    if meaning.in_empire:
        lines.append(
            text("speedtycoon.meaning.count_standing", branch=branch, now=meaning.count_now)
        )
    else:
        lines.append(
            text(
                "speedtycoon.meaning.count_change",
                branch=branch,
                now=meaning.count_now,
                with_it=meaning.count_with_it,
            )
        )
    lines.append(_leaders_line(state, meaning.branch, meaning.leaders, names))
    return lines


def _leaders_line(
    state: SpeedtycoonState, branch: int, leaders: tuple[int, ...], names: list[str]
) -> str:
    """Who leads the branch with how many (the Staatsfonds after the players), or nobody."""
    name = text(f"speedtycoon.branches.{BRANCHES[branch]}.name")
    if not leaders:
        return text("speedtycoon.meaning.nobody", branch=name)
    first = leaders[0]
    counts = state.branch_counts(first) if first < state.players else state.fund_counts()
    who = [
        names[seat] if seat < state.players else text("speedtycoon.fund.name") for seat in leaders
    ]
    key = "speedtycoon.meaning.leader" if len(who) == 1 else "speedtycoon.meaning.leaders"
    return text(key, branch=name, names=joined(who), count=counts[branch])


def card_for_you(state: SpeedtycoonState, player: int, card: int) -> list[str]:
    """What a money card means for the player now: his money in its currencies with it, and
    the market buildings it would let him pay exactly."""
    meaning = card_meaning(state, player, card)
    lines = [
        text("speedtycoon.meaning.card_held", amount=amount, currency=CURRENCIES[currency])
        for currency, amount in zip(meaning.currencies, meaning.held_with_it)
    ]
    if meaning.exact_with_it:
        places = joined([place_name(place) for place in meaning.exact_with_it])
        lines.append(text("speedtycoon.meaning.card_exact", places=places))
    return lines


def card_title(card: int) -> str:
    """A money card's name: its value and currency ('7 €', '4 $/€')."""
    value, currency = card_words(card)
    return text("speedtycoon.market.price", price=value, currency=currency)


def money_card_info(
    card: int,
    where: str,
    for_you: list[str] | None = None,
    clear_of: tuple[pygame.Rect, ...] = (),
) -> InfoContent:
    """The info window of a money card in the Kapital or the Depot: its value and currency,
    the rule of such a card and of where it lies, a picture of it, and what it means for the
    viewer now."""
    if where not in CARD_PLACES:
        raise ValueError(f"'{where}' is not a place of money cards ({', '.join(CARD_PLACES)})")
    if not 0 <= card < len(MONEY):
        raise ValueError(f"there is no money card {card} (cards 0 to {len(MONEY) - 1})")
    devisen = len(MONEY[card].currencies) > 1
    rule = [text("speedtycoon.money.devisen_rule" if devisen else "speedtycoon.money.card_rule")]
    rule += [text(key) for key in CARD_PLACES[where]]
    picture = pygame.Surface(CARD_PICTURE, pygame.SRCALPHA)
    draw_money_card(picture, picture.get_rect(), card)
    return InfoContent(card_title(card), rule, list(for_you or ()), picture, clear_of)
