"""What every Speedchicago bot shares: a whole turn planned at once, then played step by step.

The first call of a turn plans the turn and keeps the plan; each later call checks that the
position is the one the plan expects (nobody took a step back, no table took over, no card
was drawn) and plays the next step, or plans anew from the position as it is.
"""

from __future__ import annotations

from game.ai.base import Bot, moves_to_choose_from
from game.ai.speedchicago.evaluation import Evaluator, turns_after
from game.ai.speedchicago.photographer import photographer_move
from game.ai.speedchicago.planner import Budget, Plan, TurnPlanner
from game.ai.speedchicago.profiles import CARD_VALUES, SELF_ONLY, Profile
from game.ai.speedchicago.setup import best_start, best_stone, first_photographer
from game.rules.core import Move, State
from game.rules.speedchicago.moves import LAY_STONE, PLACE_FOREMAN, SEND_PHOTOGRAPHER
from game.rules.speedchicago.state import (
    FOREMEN,
    PHOTO,
    SETUP_PHOTOGRAPHER,
    STONES,
    TURN,
    SpeedchicagoState,
)
from game.rules.speedchicago.tables import CARDS

Signature = tuple[object, ...]


def turn_signature(state: SpeedchicagoState, player: int) -> Signature:
    """What a planned step depends on: the turn, the site, the action points and the hand."""
    return (
        state.phase,
        state.acting,
        state.year,
        state.round,
        state.turn_index,
        state.ap,
        state.drawn,
        state.card_played,
        state.lifted,
        state.turn_stack,
        len(state.undo_steps),
        tuple(state.heights),
        tuple(state.figures),
        tuple(state.stacks[player]),
        tuple(state.hands[player]),
        state.reserve[player],
    )


class SpeedchicagoBot(Bot):
    """A Speedchicago opponent of one strength, given by its profile."""

    profile: Profile

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
        self.last_plan: Plan | None = None

    # ---- the protocol -------------------------------------------------------------------------

    def choose(self, state: State, player: int) -> Move:
        """The next move for the company; an error in words when it has nothing to do now."""
        moves = moves_to_choose_from(state, player, SpeedchicagoState, "company")
        phase = state.phase
        if phase == TURN:
            return self.next_step(state, player, moves)
        if len(moves) == 1:
            return moves[0]
        if phase == STONES:
            fields = [move.field for move in moves]  # type: ignore[attr-defined]
            return LAY_STONE[best_stone(fields, state.foundations, self.rng)]
        if phase == FOREMEN:
            fields = [move.field for move in moves]  # type: ignore[attr-defined]
            return PLACE_FOREMAN[best_start(fields, state.foundations, self.rng)]
        if phase == SETUP_PHOTOGRAPHER:
            fields = [move.field for move in moves]  # type: ignore[attr-defined]
            field = first_photographer(fields, state.figures, player, state.players, self.rng)
            return SEND_PHOTOGRAPHER[field]
        if phase == PHOTO:
            return photographer_move(state, player, self.profile.weights.against != SELF_ONLY)
        return moves[0]

    def advised_steps(self, state: SpeedchicagoState, player: int) -> tuple[Move, ...]:
        """The Rat: the steps the bot would take from here, to 'end' or up to a card draw.

        The plan is kept, so that the bot then plays it if nothing changes meanwhile.
        """
        if state.phase != TURN or state.acting != player:
            return ()
        if not self._follows(state, player):
            self._replan(state, player)
        return tuple(self._steps)

    # ---- planning and following a plan --------------------------------------------------------

    def next_step(self, state: SpeedchicagoState, player: int, moves: tuple[Move, ...]) -> Move:
        """The plan's next step if the position is the one it expects; else a fresh plan's."""
        if not self._follows(state, player) or self._steps[0] not in moves:
            self._replan(state, player)
        step = self._steps.pop(0)
        self._expected.pop(0)
        if step not in moves:
            # Cannot happen with a sound plan; the last legal move (the end, or Zurück while a
            # floor is lifted) keeps the game going.
            self._steps.clear()
            self._expected.clear()
            return moves[-1]
        return step

    def _follows(self, state: SpeedchicagoState, player: int) -> bool:
        """Whether a kept plan goes on from exactly this position."""
        return (
            self._player == player
            and bool(self._steps)
            and self._expected[0] == turn_signature(state, player)
        )

    def _replan(self, state: SpeedchicagoState, player: int) -> None:
        """Plans the rest of the turn and notes the position expected before each step."""
        plan = self.make_plan(state, player)
        self.last_plan = plan
        self._player = player
        self._steps = list(plan.steps)
        self._expected = []
        twin = state.copy()
        for step in plan.steps:
            self._expected.append(turn_signature(twin, player))
            twin.apply(player, step)

    def make_plan(self, state: SpeedchicagoState, player: int) -> Plan:
        """A fresh plan for the rest of the turn, within this bot's budget."""
        planner = TurnPlanner(
            state,
            player,
            self.profile,
            self.evaluator(state, player),
            self.budget(),
            self.rng,
            self.draw_value(state, player),
        )
        return planner.plan()

    def evaluator(self, state: SpeedchicagoState, player: int) -> Evaluator:
        """How this strength weighs the positions of a plan."""
        return Evaluator(state, player, self.profile.weights)

    def budget(self) -> Budget:
        """The budget for one plan (see limits)."""
        iterations, seconds = self.limits()
        return Budget(iterations, seconds)

    def limits(self) -> tuple[int, float | None]:
        """Positions and seconds for one plan: the caps given, else the strength's own (None:
        no clock). With an iteration cap and no clock a plan depends only on the position and
        the seed."""
        profile = self.profile
        if self.think_ms is None:
            if self.max_iterations is None:
                return profile.iterations, profile.think_ms / 1000.0
            return max(1, self.max_iterations), None
        iterations = max(1, self.max_iterations or profile.iterations)
        return iterations, max(0.0, self.think_ms) / 1000.0

    def draw_value(self, state: SpeedchicagoState, player: int) -> float:
        """What drawing a card is worth: the mean value of the cards that may come, counted for
        the turns left to play it (this one included)."""
        weight = self.profile.weights.cards
        if not weight:
            return 0.0
        if state.shared_pile:
            coming = list(CARDS)
        else:
            known = state.hands[player] + state.played[player]
            coming = [card for card in CARDS if card not in known]
        if not coming:
            return 0.0
        mean = sum(CARD_VALUES[card] for card in coming) / len(coming)
        playable = min(1.0, (turns_after(state) + 1) / (len(state.hands[player]) + 1))
        return weight * playable * mean
