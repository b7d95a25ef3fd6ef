"""Choosing money to take from the Kapital by taps: several cards up to 5 together, one card of
any value, with an Insidertipp one card more; a double tap takes one card at once."""

from __future__ import annotations

from game.client.scenes.tables.speedtycoon.answer import ACCEPTED, Answer
from game.rules.speedtycoon.money import CARD_VALUES, is_take
from game.rules.speedtycoon.moves import TakeMoney
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import TAKE_LIMIT
from game.texts import text


class TakeChoice:
    """The Kapital slots a player has chosen to take, in the order he tapped them."""

    def __init__(self, state: SpeedtycoonState, player: int) -> None:
        self.state = state
        self.player = player
        self.chosen: list[int] = []
        self._legal = {move for move in state.legal_moves(player) if isinstance(move, TakeMoney)}

    @property
    def can_take(self) -> bool:
        """Whether the player may take money now at all."""
        return bool(self._legal)

    def clear(self) -> None:
        """Forgets the chosen cards."""
        self.chosen.clear()

    def tap(self, slot: int) -> Answer:
        """Chooses a Kapital card, or unchooses a chosen one; a card that would break the rule
        of 5 is refused in words (the choice stays as it was)."""
        refusal = self._slot_refusal(slot)
        if refusal:
            return Answer(refusal=refusal)
        if slot in self.chosen:
            # Any part of an allowed take is allowed too, so unchoosing never breaks the rule.
            self.chosen.remove(slot)
            return ACCEPTED
        wanted = [*self.chosen, slot]
        if self._move_for(wanted) is None:
            return Answer(refusal=self._over_limit(wanted))
        self.chosen.append(slot)
        return ACCEPTED

    def double_tap(self, slot: int) -> Answer:
        """Takes this one card at once (one card may always be taken, whatever its value)."""
        refusal = self._slot_refusal(slot)
        if refusal:
            return Answer(refusal=refusal)
        move = self._move_for([slot])
        if move is None:
            return Answer(refusal=text("speedtycoon.take.not_now"))
        self.chosen = [slot]
        return Answer(move=move)

    def move(self) -> TakeMoney | None:
        """The take of the chosen cards (a legal move), or None while none is chosen."""
        return self._move_for(self.chosen) if self.chosen else None

    @property
    def uses_tip(self) -> bool:
        """Whether the chosen cards need an Insidertipp."""
        move = self.move()
        return move is not None and move.tip

    @property
    def tip_slot(self) -> int | None:
        """The card taken beyond the rule with the Insidertipp (marked so): the last one tapped
        without which the rest would be an allowed take."""
        if not self.uses_tip:
            return None
        for slot in reversed(self.chosen):
            rest = [other for other in self.chosen if other != slot]
            if is_take(self.state.kapital, rest, False):
                return slot
        # Without its largest card a take that needs the tip is always allowed: never reached.
        return self.chosen[-1]

    @property
    def total(self) -> int:
        """What the chosen cards are worth together."""
        return sum(CARD_VALUES[self.state.kapital[slot]] for slot in self.chosen)  # type: ignore[index]

    def status(self) -> str:
        """The choice in words for the line under the Kapital."""
        if not self.can_take:
            return ""
        if not self.chosen:
            return text("speedtycoon.take.hint")
        key = "speedtycoon.take.chosen_tip" if self.uses_tip else "speedtycoon.take.chosen"
        return text(key, count=len(self.chosen), total=self.total)

    def _slot_refusal(self, slot: int) -> str:
        """Why this slot cannot be tapped now ('' when it can)."""
        if not self.can_take:
            return text("speedtycoon.take.not_now")
        if not 0 <= slot < len(self.state.kapital) or self.state.kapital[slot] is None:
            return text("speedtycoon.take.empty")
        return ""

    def _move_for(self, slots: list[int]) -> TakeMoney | None:
        """The legal take of these slots (without a tip where none is needed), or None."""
        ordered = tuple(sorted(slots))
        for move in (TakeMoney(ordered), TakeMoney(ordered, True)):
            if move in self._legal:
                return move
        return None

    def _over_limit(self, slots: list[int]) -> str:
        """Why these cards may not be taken together, in words."""
        total = sum(CARD_VALUES[self.state.kapital[slot]] for slot in slots)  # type: ignore[index]
        if self.state.tips[self.player]:
            return text("speedtycoon.take.over_tip", total=total, limit=TAKE_LIMIT)
        return text("speedtycoon.take.over", total=total, limit=TAKE_LIMIT)
