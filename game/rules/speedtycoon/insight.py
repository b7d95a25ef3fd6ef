"""What a building or a money card means for a player now, how the next scoring would end, and
which cards to pay with or repay a loan with: the answers behind the client's info windows, its
'Mehrheiten' view and its preselected payment and repayment (the computer opponents pay and
repay the same way)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.speedtycoon.catalogue import BUILDINGS, MONEY, SIDE_LETTERS
from game.rules.speedtycoon.majorities import leaders
from game.rules.speedtycoon.money import (
    CARD_CURRENCIES,
    CARD_VALUES,
    hand_value,
    money_in,
    payments,
)
from game.rules.speedtycoon.payment_choice import choose_payment, exact_prices
from game.rules.speedtycoon.scorings import Scoring, next_scoring, scoring_of
from game.rules.speedtycoon.tables import IPO_SCORING, LOAN_REPAY

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState


@dataclass(frozen=True)
class BuildingMeaning:
    """A building for one player: where it lies and what it costs him, whether he can pay
    (exactly), and how it would change his count of its branch and who leads there (a building
    already standing in his empire is counted in both counts once: it changes nothing)."""

    building: int
    branch: int | None
    zone: str | None
    highways: str
    place: int
    price: int
    can_pay: bool
    can_pay_exactly: bool
    count_now: int
    count_with_it: int
    leaders: tuple[int, ...]
    ordered: bool
    in_empire: bool


@dataclass(frozen=True)
class CardMeaning:
    """A money card for one player: what he would hold in each of its currencies with it and
    which market buildings he could then pay exactly.

    held_now / held_with_it: his money in the card's currencies now and with the card (the same
    for a card he holds). without_it / with_it: his money in each of the four currencies
    (Dollar, Euro, Yuan, Yen: the trading places' order) without and with the card, whether it
    lies in his hand or in the Kapital; total_without / total_with: his money counting every
    card once. A Devisen card (two currencies) adds its whole value to both its currencies'
    sums, but in one payment it counts in one of them only.
    """

    card: int
    value: int
    currencies: tuple[int, ...]
    held_now: tuple[int, ...]
    held_with_it: tuple[int, ...]
    exact_with_it: tuple[int, ...]
    in_hand: bool
    without_it: tuple[int, ...]
    with_it: tuple[int, ...]
    total_without: int
    total_with: int

    @property
    def either_currency(self) -> bool:
        """Whether the card is a Devisen card: in a payment it counts in either currency."""
        return len(self.currencies) > 1


def scoring_preview(state: SpeedtycoonState, scoring: int | None = None) -> Scoring:
    """How a scoring would end if it came now: the next one (Startup, Venture Capital or IPO;
    the IPO once the game is over) or a named one still to come (0, 1, 2). Per branch the
    counts, the standings with ties split and the points of each place (doubled by a boom),
    the Staatsfonds in a game of two as the last participant (it takes a place, never points),
    each branch's Unicorn holder and threshold (shown only: it paid when it was won), and per
    player the branch points, ring, zones, Nachhaltigkeit and loans with their total.

    Worked out by the very function the scoring itself calls, from what lies open on the table
    (empires, Staatsfonds, Staatsaufträge, loans, booms, Unicorns): it reads no hand, so every
    seat sees the same preview and nobody's hidden money enters it.
    """
    upcoming = next_scoring(state)
    if scoring is None:
        scoring = upcoming
    elif not upcoming <= scoring <= IPO_SCORING:
        names = ", ".join(str(number) for number in range(upcoming, IPO_SCORING + 1))
        raise ValueError(
            f"scoring {scoring} is not still to come (the scorings still to come: {names})"
        )
    return scoring_of(state, scoring)


def majorities_now(state: SpeedtycoonState) -> Scoring:
    """How the next scoring would end if it came now (participants index the Staatsfonds after
    the players)."""
    return scoring_preview(state)


def best_payment(
    state: SpeedtycoonState, player: int, place: int, quick: bool = False
) -> tuple[int, ...] | None:
    """The cards the player best pays the building at a trading place with now (an exact
    payment where his hand makes one); None when he cannot pay, the place is empty or closed.

    quick: a cheaper choice for the bots' play-outs (see payment_choice.choose_payment).
    """
    if not 0 <= place < len(state.market):
        raise ValueError(f"there is no trading place {place} (places 0 to {len(state.market) - 1})")
    if state.market[place] is None or place == state.closed_place:
        return None
    return choose_payment(state.hands[player], place, state.price(player, place), quick)


def best_repayment(state: SpeedtycoonState, player: int) -> tuple[int, ...] | None:
    """The cards the player best repays one loan with now (sorted): worth at least 12 in any
    currencies with none of them spare, giving the least value away and, among those, keeping
    the hand that pays the most prices exactly; None when he has no loan open or his cards are
    not worth 12 together."""
    if not 0 <= player < state.players:
        raise ValueError(f"there is no player {player} (players 0 to {state.players - 1})")
    if not state.loans[player]:
        return None
    hand = state.hands[player]
    options = payments(hand, LOAN_REPAY)
    if not options:
        return None
    return min(
        options,
        key=lambda cards: (
            sum(CARD_VALUES[card] for card in cards),
            -exact_prices([card for card in hand if card not in cards]),
        ),
    )


def building_meaning(state: SpeedtycoonState, player: int, building: int) -> BuildingMeaning:
    """What a building (in the market or anywhere) means for the player now."""
    tile = BUILDINGS[building]
    place = state.market.index(building) if building in state.market else -1
    price = state.price(player, place) if place >= 0 else tile.price
    cards = [card for card in state.hands[player] if place in CARD_CURRENCIES[card]]
    ways = payments(cards, price) if place >= 0 and place != state.closed_place else ()
    exact = any(sum(CARD_VALUES[card] for card in way) == price for way in ways)
    counts_now = count_with = 0
    standing: tuple[int, ...] = ()
    ordered = building in state.orders[player]
    # A building that already stands is in the count now; counting it again would show a gain.
    in_empire = building in state.empires[player].fields.values()
    if tile.branch is not None:
        branch = tile.branch
        rows = [state.branch_counts(other)[branch] for other in range(state.players)]
        if state.players == 2:
            rows.append(state.fund_counts()[branch])
        counts_now = rows[player]
        count_with = counts_now if in_empire else counts_now + (2 if ordered else 1)
        standing = leaders(rows)
    letters = "".join(letter for letter, side in SIDE_LETTERS.items() if tile.highways & side)
    return BuildingMeaning(
        building,
        tile.branch,
        tile.zone,
        letters,
        place,
        price,
        bool(ways),
        exact,
        counts_now,
        count_with,
        standing,
        ordered,
        in_empire,
    )


def card_meaning(state: SpeedtycoonState, player: int, card: int) -> CardMeaning:
    """What a money card (in the Kapital, or anywhere) means for the player now."""
    if not 0 <= card < len(MONEY):
        raise ValueError(f"there is no money card {card} (cards 0 to {len(MONEY) - 1})")
    money = MONEY[card]
    hand = state.hands[player]
    in_hand = card in hand
    with_it = hand if in_hand else [*hand, card]
    without = [other for other in hand if other != card]
    held_now = tuple(money_in(hand, currency) for currency in money.currencies)
    held_with = tuple(money_in(with_it, currency) for currency in money.currencies)
    exact: list[int] = []
    for place, building in enumerate(state.market):
        if building is None or place not in money.currencies or place == state.closed_place:
            continue
        price = state.price(player, place)
        usable = [other for other in with_it if place in CARD_CURRENCIES[other]]
        ways = payments(usable, price)
        if any(card in way and sum(CARD_VALUES[c] for c in way) == price for way in ways):
            exact.append(place)
    return CardMeaning(
        card,
        money.value,
        money.currencies,
        held_now,
        held_with,
        tuple(exact),
        in_hand,
        tuple(money_in(without, currency) for currency in range(len(state.market))),
        tuple(money_in(with_it, currency) for currency in range(len(state.market))),
        hand_value(without),
        hand_value(with_it),
    )
