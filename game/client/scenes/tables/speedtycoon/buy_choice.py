"""Choosing how to pay by taps: a building at the Weltmarkt comes with its best payment chosen;
Depot cards are added or removed; the choice says whether it is short, exact, over or holds a
card not needed, and gives the purchase only when the engine accepts it."""

from __future__ import annotations

from game.client.scenes.tables.speedtycoon.answer import ACCEPTED, Answer
from game.client.scenes.tables.speedtycoon.chosen_cards import ChosenCards
from game.rules.speedtycoon.catalogue import CURRENCIES, PLACES
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.money import CARD_VALUES, counts_in, is_payment
from game.rules.speedtycoon.moves import Buy, LobbyBuy
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState
from game.texts import text

# How the chosen cards meet the price.
NOTHING, SHORT, EXACT, OVER, SURPLUS = "nothing", "short", "exact", "over", "surplus"


class BuyChoice:
    """The building a player has tapped at the Weltmarkt and the Depot cards he pays with.

    Cards of one kind pay alike (ChosenCards): the payment marks the lowest-numbered ones, as
    the engine lists it, whichever twin was tapped.
    """

    def __init__(self, state: SpeedtycoonState, player: int) -> None:
        self.state = state
        self.player = player
        self.place: int | None = None
        self._cards = ChosenCards()
        self._legal = {
            move for move in state.legal_moves(player) if isinstance(move, (Buy, LobbyBuy))
        }
        on_turn = player == state.acting and state.phase == ACTION
        self.lobby = not on_turn and any(isinstance(move, LobbyBuy) for move in self._legal)
        self.may_buy = on_turn or self.lobby

    # ---- taps -----------------------------------------------------------------------------

    def tap_building(self, place: int) -> Answer:
        """Chooses the building at a trading place with its best payment (tapping the chosen
        one again lets it go); an empty or closed place is refused in words."""
        if not self.may_buy:
            return Answer(refusal=text("speedtycoon.buy.not_now"))
        if not 0 <= place < len(self.state.market) or self.state.market[place] is None:
            return Answer(refusal=text("speedtycoon.buy.empty_place"))
        if place == self.state.closed_place:
            return Answer(refusal=text("speedtycoon.buy.closed", place=PLACES[place]))
        if place == self.place:
            self.clear()
            return ACCEPTED
        self.place = place
        self._cards.choose(best_payment(self.state, self.player, place) or ())
        return ACCEPTED

    def tap_card(self, card: int) -> Answer:
        """Adds a Depot card to the payment, or takes a chosen one out; a card of another
        currency is refused in words."""
        if self.place is None:
            return Answer(refusal=text("speedtycoon.buy.building_first"))
        if card not in self.state.hands[self.player]:
            return Answer(refusal=text("speedtycoon.buy.not_in_depot"))
        if not counts_in(card, self.place):
            place = self.place
            return Answer(
                refusal=text(
                    "speedtycoon.buy.wrong_currency",
                    place=PLACES[place],
                    currency=CURRENCIES[place],
                )
            )
        self._cards.toggle(card, self.state.hands[self.player])
        return ACCEPTED

    def clear(self) -> None:
        """Lets the building and the cards go."""
        self.place = None
        self._cards.choose(())

    # ---- what the choice comes to ---------------------------------------------------------

    @property
    def chosen(self) -> tuple[int, ...]:
        """The chosen cards: per kind the lowest-numbered ones, sorted."""
        if self.place is None:
            return ()
        return self._cards.of(self.state.hands[self.player])

    @property
    def price(self) -> int:
        """What the chosen building costs the player now (0 when none is chosen)."""
        return 0 if self.place is None else self.state.price(self.player, self.place)

    @property
    def paid(self) -> int:
        """What the chosen cards are worth at the chosen place's currency."""
        return sum(CARD_VALUES[card] for card in self.chosen)

    @property
    def verdict(self) -> str:
        """NOTHING (no building), SHORT, EXACT (another action follows), OVER (no change is
        given), or SURPLUS (a card is not needed: the engine refuses such a payment)."""
        if self.place is None:
            return NOTHING
        paid, price = self.paid, self.price
        if paid < price:
            return SHORT
        if paid == price:
            return EXACT
        return OVER if is_payment(self.chosen, price) else SURPLUS

    def move(self) -> Buy | LobbyBuy | None:
        """The purchase with the chosen cards when the engine accepts it, else None."""
        if self.place is None:
            return None
        kind = LobbyBuy if self.lobby else Buy
        move = kind(self.place, self.chosen)
        return move if move in self._legal else None

    def status(self) -> str:
        """The payment in words for the line under the Depot."""
        if self.place is None:
            return text("speedtycoon.buy.hint") if self.may_buy else ""
        values = {
            "paid": self.paid,
            "price": self.price,
            "currency": CURRENCIES[self.place],
            "missing": self.price - self.paid,
            "over": self.paid - self.price,
        }
        verdict = self.verdict
        if verdict == SHORT and not self.chosen:
            return text("speedtycoon.buy.cannot_pay", **values)
        if verdict == EXACT and self.lobby:
            return text("speedtycoon.buy.exact_lobby", **values)
        return text(f"speedtycoon.buy.{verdict}", **values)
