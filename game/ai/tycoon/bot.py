"""What every Tycoon bot shares: a whole turn planned at once and then played step by step, and
the payday's loan choice.

The first decision of a turn plans the turn (loan, purchases, flights, build, end) and keeps the
plan; each later decision checks that the position is the one the plan expects and plays the
next step, or plans anew from the position as it is.
"""

from __future__ import annotations

from abc import abstractmethod

from game.ai.base import GuardedBot
from game.ai.tycoon.plans import TurnPlan
from game.rules.core import Move, State
from game.rules.tycoon.moves import END_TURN
from game.rules.tycoon.state import PAYDAY, TycoonState

Signature = tuple[object, ...]


def turn_signature(state: TycoonState, player: int) -> Signature:
    """What a planned step depends on: the turn, the player's money, tickets and plane, the
    open tickets and the chains."""
    return (
        state.phase,
        state.acting,
        state.round,
        state.loan_taken,
        state.flown,
        state.built,
        state.cash[player],
        state.hotels_left[player],
        state.factories_left[player],
        state.plane_city[player],
        state.plane_place[player],
        tuple(state.tickets[player]),
        tuple(state.open_charter),
        tuple(state.open_scheduled),
        tuple(state.chain_end),
    )


class TycoonBot(GuardedBot):
    """A Tycoon opponent: turns by a kept plan, the loan choice at payday."""

    state_kind = TycoonState

    def __init__(
        self,
        seed: int = 0,
        think_ms: float | None = None,
        max_iterations: int | None = None,
    ) -> None:
        super().__init__(seed, think_ms, max_iterations)
        self._player = -1
        self._steps: list[Move] = []
        self._expected: list[Signature] = []
        self.last_plan: TurnPlan | None = None

    def pick(self, state: State, player: int, moves: tuple[Move, ...]) -> Move:
        """The payday choice, or the next step of the turn's plan."""
        assert isinstance(state, TycoonState)
        if state.phase == PAYDAY:
            return self.repay(state, player, moves)
        return self.next_step(state, player, moves)

    @abstractmethod
    def repay(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> Move:
        """How many unturned loan cards to redeem at this payday."""

    @abstractmethod
    def plan_turn(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> TurnPlan:
        """A fresh plan for the rest of the turn, from this position."""

    def advised_steps(self, state: TycoonState, player: int) -> tuple[Move, ...]:
        """The Rat: the whole rest of the turn the bot would play from here (loan, purchases,
        flights, the build, the end); at payday the loan choice alone; () when not to act.

        The plan is kept, so that the bot then plays it if nothing changes meanwhile.
        """
        moves = state.legal_moves(player)
        if not moves:
            return ()
        if state.phase == PAYDAY:
            return (self.repay(state, player, moves),)
        if not self._follows(state, player) or self._steps[0] not in moves:
            self._replan(state, player, moves)
        return tuple(self._steps)

    # ---- following a plan ---------------------------------------------------------------------

    def next_step(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> Move:
        """The plan's next step if the position is the one it expects; else a fresh plan's."""
        if not self._follows(state, player) or self._steps[0] not in moves:
            self._replan(state, player, moves)
        if not self._steps:
            return END_TURN if END_TURN in moves else moves[-1]
        step = self._steps.pop(0)
        self._expected.pop(0)
        if step not in moves:
            # A sound plan never gets here; ending the turn keeps the game going.
            self._steps.clear()
            self._expected.clear()
            return END_TURN if END_TURN in moves else moves[-1]
        return step

    def _follows(self, state: TycoonState, player: int) -> bool:
        """Whether a kept plan goes on from exactly this position."""
        return (
            self._player == player
            and bool(self._steps)
            and self._expected[0] == turn_signature(state, player)
        )

    def _replan(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> None:
        """Plans the rest of the turn and notes the position expected before each step."""
        plan = self.plan_turn(state, player, moves)
        self.last_plan = plan
        self._player = player
        self._steps = list(plan.steps)
        self._expected = []
        twin = state.copy()
        for step in plan.steps:
            self._expected.append(turn_signature(twin, player))
            if step == END_TURN:
                break
            twin.apply(player, step)
