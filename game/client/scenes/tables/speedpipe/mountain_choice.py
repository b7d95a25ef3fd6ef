"""The mountain's decision (Gebirgsleitung): the three revealed cards, how many more cards they
ask for, the ways the hand pays them (the fewest jokers chosen first), or the abort that keeps
every card."""

from __future__ import annotations

from game.client.scenes.tables.speedpipe.card_names import payment_words
from game.rules.core import Move
from game.rules.speedpipe.catalogue import JOKER
from game.rules.speedpipe.moves import ABORT, PayExtra
from game.rules.speedpipe.state import MOUNTAIN, SpeedpipeState
from game.texts import text


class MountainChoice:
    """The company's mountain decision now: what was revealed, the extra cards, and the way of
    paying them that is chosen."""

    def __init__(self, state: SpeedpipeState, player: int) -> None:
        self.state = state
        self.player = player
        self.active = state.phase == MOUNTAIN and state.current == player
        pending = state.pending or (-1, JOKER, 0)
        self.route, self.paint, self.jokers = pending
        self.reveal: tuple[int, ...] = tuple(state.reveal)
        self.extra = state.extra
        legal = state.legal_moves(player) if self.active else ()
        self.ways: tuple[int, ...] = tuple(
            sorted(move.jokers for move in legal if isinstance(move, PayExtra))
        )
        self.index = 0

    @property
    def can_pay(self) -> bool:
        """Whether the hand pays the extra cards at all."""
        return bool(self.ways)

    def step(self, by: int) -> None:
        """Another way of paying the extra cards (more or fewer jokers)."""
        if self.ways:
            self.index = (self.index + by) % len(self.ways)

    def move(self) -> Move | None:
        """Paying the extra cards the chosen way, or None when the hand cannot."""
        if not self.active or not self.ways:
            return None
        return PayExtra(self.ways[self.index])

    def abort(self) -> Move | None:
        """Breaking off: every card stays in the hand (None when no mountain waits)."""
        return ABORT if self.active else None

    def words(self) -> str:
        """The extra payment chosen in words, or why it cannot be paid."""
        if not self.ways:
            return text("speedpipe.mountain.cannot_pay", extra=self.extra)
        return payment_words(self.extra, self.paint, self.ways[self.index])
