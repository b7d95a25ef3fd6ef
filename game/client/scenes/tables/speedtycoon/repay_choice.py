"""Choosing the cards to repay a loan with by taps: "Tilgen" opens the choice with the cheapest
repayment proposed (the rules' insight chooses it, as the bots repay), Depot cards are added or
taken out, and the choice gives the repayment only when the engine accepts it."""

from __future__ import annotations

from game.client.scenes.tables.speedtycoon.answer import ACCEPTED, Answer
from game.client.scenes.tables.speedtycoon.chosen_cards import ChosenCards
from game.rules.speedtycoon.insight import best_repayment
from game.rules.speedtycoon.money import CARD_VALUES, is_payment
from game.rules.speedtycoon.moves import Repay
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState
from game.rules.speedtycoon.tables import LOAN_REPAY
from game.texts import text


class RepayChoice:
    """Whether the player is choosing cards to repay a loan with, and which.

    As with a payment, cards of one kind repay alike (ChosenCards): the repayment marks the
    lowest-numbered ones, the cards the engine's repayment lists name.
    """

    def __init__(self, state: SpeedtycoonState, player: int) -> None:
        self.state = state
        self.player = player
        self.active = False
        self._cards = ChosenCards()
        self._legal = {move for move in state.legal_moves(player) if isinstance(move, Repay)}

    # ---- opening, taps, closing -----------------------------------------------------------

    def open(self, cards: tuple[int, ...] | None = None) -> Answer:
        """Starts choosing with these cards, or with the cheapest repayment when none are
        given; refused in words (and nothing changes) without a loan, outside the own action
        or when the Depot is not worth 12."""
        state, player = self.state, self.player
        if not state.loans[player]:
            return Answer(refusal=text("speedtycoon.repay.no_loan"))
        if not (state.phase == ACTION and state.acting == player):
            return Answer(refusal=text("speedtycoon.repay.not_now"))
        proposal = best_repayment(state, player) if cards is None else cards
        if not proposal:
            total = sum(CARD_VALUES[card] for card in state.hands[player])
            return Answer(
                refusal=text("speedtycoon.repay.too_little", total=total, need=LOAN_REPAY)
            )
        hand = state.hands[player]
        if any(card not in hand for card in proposal):
            return Answer(refusal=text("speedtycoon.buy.not_in_depot"))
        self.active = True
        self._cards.choose(proposal)
        return ACCEPTED

    def tap_card(self, card: int) -> Answer:
        """Adds a Depot card to the repayment, or takes a chosen one out (any currency)."""
        if not self.active:
            return Answer(refusal=text("speedtycoon.repay.open_first"))
        if card not in self.state.hands[self.player]:
            return Answer(refusal=text("speedtycoon.buy.not_in_depot"))
        self._cards.toggle(card, self.state.hands[self.player])
        return ACCEPTED

    def close(self) -> None:
        """Stops choosing; the cards go back."""
        self.active = False
        self._cards.choose(())

    # ---- what the choice comes to ---------------------------------------------------------

    @property
    def chosen(self) -> tuple[int, ...]:
        """The chosen cards: per kind the lowest-numbered ones, sorted."""
        if not self.active:
            return ()
        return self._cards.of(self.state.hands[self.player])

    @property
    def total(self) -> int:
        """What the chosen cards are worth together."""
        return sum(CARD_VALUES[card] for card in self.chosen)

    def move(self) -> Repay | None:
        """The repayment with the chosen cards when the engine accepts it, else None."""
        if not self.active:
            return None
        move = Repay(self.chosen)
        return move if move in self._legal else None

    def status(self) -> str:
        """The repayment in words for the status line: ready (press again), short, or a card
        too many."""
        if not self.active:
            return ""
        chosen, total = self.chosen, self.total
        if total < LOAN_REPAY:
            return text("speedtycoon.repay.short", total=total, missing=LOAN_REPAY - total)
        if not is_payment(chosen, LOAN_REPAY):
            return text("speedtycoon.repay.surplus", total=total)
        return text("speedtycoon.repay.ready", count=len(chosen), total=total)
