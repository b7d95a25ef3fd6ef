"""Choosing contracts to keep by taps or keys: in the opening one long and three short ones dealt
(keep at least two), after 'Aufträge ziehen' the three drawn (keep at least one). Nothing is
chosen at first; the choice gives its Keep move only when the rules list it."""

from __future__ import annotations

from game.rules.speedpipe.moves import Keep
from game.rules.speedpipe.state import CONTRACTS, OPENING, SpeedpipeState
from game.rules.speedpipe.tables import CONTRACTS_KEPT, OPENING_KEEP
from game.texts import text


class ContractChoice:
    """The contracts offered to the company now and those it has chosen to keep."""

    def __init__(self, state: SpeedpipeState, player: int) -> None:
        self.state = state
        self.player = player
        self.opening = state.phase == OPENING
        offered: list[int] = []
        if self.opening and state.chosen[player] is None:
            offered = list(state.dealt[player])
        elif state.phase == CONTRACTS and player == state.current:
            offered = sorted(state.drawn)
        self.offered: tuple[int, ...] = tuple(offered)
        self.least = OPENING_KEEP if self.opening else CONTRACTS_KEPT
        self.kept: set[int] = set()

    @property
    def active(self) -> bool:
        """Whether contracts wait to be chosen."""
        return bool(self.offered)

    def toggle(self, contract: int) -> str:
        """Keeps a contract, or lets a kept one go; one not offered is refused in words."""
        if contract not in self.offered:
            return text("speedpipe.contracts.not_offered")
        if contract in self.kept:
            self.kept.discard(contract)
        else:
            self.kept.add(contract)
        return ""

    def toggle_at(self, index: int) -> str:
        """Toggles the offered contract at this place (0 first; keys 1 to 4)."""
        if not 0 <= index < len(self.offered):
            return text("speedpipe.contracts.no_such", number=index + 1)
        return self.toggle(self.offered[index])

    def move(self) -> Keep | None:
        """Keeping the chosen contracts, when the rules list it now."""
        if not self.active:
            return None
        move = Keep(tuple(sorted(self.kept)))
        return move if move in self.state.legal_moves(self.player) else None

    def refusal(self) -> str:
        """Why the chosen contracts cannot be kept yet, in words ('' when they can)."""
        if self.move() is not None:
            return ""
        return text("speedpipe.contracts.too_few", least=self.least, kept=len(self.kept))

    def status(self) -> str:
        """What to do, in words, for the status line."""
        key = "opening_hint" if self.opening else "drawn_hint"
        return text(f"speedpipe.contracts.{key}", least=self.least, kept=len(self.kept))
