"""Planning a whole turn: a beam search over sequences of steps, each tried on a planning copy.

Every position a plan passes through is also a possible end of the turn, so the best position
seen on any layer is the plan. A drawn card is unknown while planning: the twin that draws puts
the card aside and the plan is worth the card's expected value instead; such a plan stops at
the draw, and the turn is planned anew once the card is known. A judge, where given, weighs the
best few ends once more (strong: after the others have answered) and has the last word.
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from game.ai.speedchicago.profiles import Profile
from game.ai.speedchicago.steps import is_lift, planning_steps
from game.rules.core import Move
from game.rules.speedchicago.moves import DRAW, END_TURN, NOWHERE, UNDO, DrawCard
from game.rules.speedchicago.state import SpeedchicagoState
from game.rules.speedchicago.tables import ACTION_POINTS, EXTRA_ACTION_POINTS

# The Abrisstrupp is tried as one of the first steps only: finding what it may lift is dear.
LIFT_STEPS = 2
# Places in the beam kept on every layer for the plans that played each shift card (see beam).
SHIFT_PLACES = 1
# A judge weighs an end of the turn once more; None when the clock ran out meanwhile.
Judge = Callable[[SpeedchicagoState], "float | None"]


@dataclass(frozen=True)
class Plan:
    """A planned turn: its steps (ending with 'end', or with 'draw' when a card is drawn), the
    worth of the position it reaches, and how many positions were weighed for it."""

    steps: tuple[Move, ...]
    value: float
    weighed: int
    # The whole line of the best end, past a draw too (its card put aside): what it is worth.
    line: tuple[Move, ...] = ()


class Budget:
    """How long a plan may take: positions weighed at most, and a clock (None: no clock)."""

    def __init__(self, iterations: int, seconds: float | None) -> None:
        self.left = iterations
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.weighed = 0

    def spend(self) -> None:
        """Counts one position weighed."""
        self.left -= 1
        self.weighed += 1

    @property
    def spent(self) -> bool:
        """Whether the planner must stop now."""
        return self.left <= 0 or self.out_of_time

    @property
    def out_of_time(self) -> bool:
        """Whether the clock has run out."""
        return self.deadline is not None and time.perf_counter() >= self.deadline


@dataclass(slots=True)
class _Node:
    """A position on the way: its worth, the steps that lead there, the card value drawn."""

    value: float
    state: SpeedchicagoState
    steps: tuple[Move, ...]
    bonus: float
    order: int = field(default=0)


def position_key(state: SpeedchicagoState) -> tuple[object, ...]:
    """What tells two positions of one turn apart (the same position reached by other steps)."""
    return (
        tuple(state.heights),
        tuple(state.figures),
        state.ap,
        state.card_played,
        state.turn_stack,
        state.drawn,
        state.lifted,
    )


class TurnPlanner:
    """Plans one company's turn from a position with one strength's profile and evaluation.

    evaluate weighs a position of the turn; draw_value is what an unknown card is worth; cards:
    whether cards may be played or drawn; finalists and judge: how many of the best ends the
    judge weighs once more.
    """

    def __init__(
        self,
        root: SpeedchicagoState,
        player: int,
        profile: Profile,
        evaluate: Callable[[SpeedchicagoState], float],
        budget: Budget,
        rng: random.Random,
        draw_value: float = 0.0,
        cards: bool = True,
        finalists: int = 0,
        judge: Judge | None = None,
    ) -> None:
        self.root = root
        self.player = player
        self.profile = profile
        self.evaluate = evaluate
        self.budget = budget
        self.rng = rng
        self.draw_value = draw_value
        self.cards = cards
        self.finalists = finalists if judge is not None else 0
        self.judge = judge
        # The best ends seen so far, as a heap of (worth, order) with their nodes.
        self.leaders: list[tuple[float, int, _Node]] = []
        self.created = 0
        self.lifting = True
        # A plan as deep as the profile says; one that may spend every action point (normal and
        # strong) reaches as deep as the points left, a shift card's included, and its own step.
        self.depth = profile.depth
        if profile.depth > ACTION_POINTS:
            shift = 0
            if cards and not root.card_played:
                hand = root.hands[player]
                shift = max((EXTRA_ACTION_POINTS.get(card, 0) for card in hand), default=0)
            self.depth = max(profile.depth, root.ap + shift + 1)

    def plan(self) -> Plan:
        """The best plan found within the budget, one pass per beam width of the profile."""
        root = self.root
        lifted = root.lifted != NOWHERE
        start = _Node(self.evaluate(root), root, (), 0.0)
        best: _Node | None = None if lifted else start
        if best is not None:
            self.note(start)
        widths = self.profile.widths
        for index, width in enumerate(widths):
            # A first, narrow pass is the plan ready early: it leaves out the dear Abrisstrupp.
            self.lifting = index > 0 or len(widths) == 1
            found = self.beam(start, width)
            if found is not None and (best is None or found.value > best.value):
                best = found
            if self.budget.spent:
                break
        if best is None:
            # Only when a lifted floor has nowhere to go, which the rules rule out.
            return Plan((UNDO,), start.value, self.budget.weighed)
        best = self.judged(best)
        steps = best.steps
        if steps and type(steps[0]) is DrawCard:
            return Plan((DRAW,), best.value, self.budget.weighed, steps)
        return Plan((*steps, END_TURN), best.value, self.budget.weighed, steps)

    def judged(self, best: _Node) -> _Node:
        """The judge's pick among the best ends (the beam's own best if the clock runs out)."""
        if not self.finalists:
            return best
        ranked = sorted(self.leaders, key=lambda item: (-item[0], -item[1]))
        choice: _Node | None = None
        choice_value = 0.0
        for _, _, node in ranked:
            value = self.judge(node.state)  # type: ignore[misc]
            if value is None:
                return best
            value += node.bonus
            if choice is None or value > choice_value:
                choice, choice_value = node, value
        return choice if choice is not None else best

    def note(self, node: _Node) -> None:
        """Keeps the node among the best ends if it is one of them."""
        if not self.finalists:
            return
        self.created += 1
        node.order = self.created
        item = (node.value, -node.order, node)
        if len(self.leaders) < self.finalists:
            heapq.heappush(self.leaders, item)
        elif item[:2] > self.leaders[0][:2]:
            heapq.heapreplace(self.leaders, item)

    def beam(self, start: _Node, width: int) -> _Node | None:
        """The best node of a beam search of this width (None when no step was tried)."""
        frontier = [start]
        seen = {position_key(start.state)}
        best: _Node | None = None
        for _ in range(self.depth):
            children: list[_Node] = []
            for node in frontier:
                self.expand(node, children, seen)
                if self.budget.spent:
                    break
            if not children:
                break
            children.sort(key=_worth, reverse=True)
            frontier = children[:width]
            # A shift card weighs its loss from the hand (and a Doppelschicht its rest) at once,
            # while what its action points pay for shows only steps later: the best plan that
            # played each shift card keeps a place of its own in the beam on every layer.
            shifted = {card: 0 for card in EXTRA_ACTION_POINTS}
            for node in frontier:
                if node.state.card_played in shifted:
                    shifted[node.state.card_played] += 1
            for child in children[width:]:
                card = child.state.card_played
                if card in shifted and shifted[card] < SHIFT_PLACES:
                    shifted[card] += 1
                    frontier.append(child)
            if best is None or frontier[0].value > best.value:
                best = frontier[0]
            if self.budget.spent:
                break
        return best

    def expand(self, node: _Node, children: list[_Node], seen: set[tuple[object, ...]]) -> None:
        """Adds every new position one step (an Abrisstrupp: lift and drop) from the node."""
        player = self.player
        lifted: list[_Node] = []
        lifts = self.lifting and bool(self.profile.abrisstrupp) and len(node.steps) < LIFT_STEPS
        for move in planning_steps(node.state, player, not node.steps, self.cards, lifts):
            if is_lift(move):
                lifted.append(self.halfway(node, move))
                continue
            child = self.child(node, move, seen)
            if child is not None:
                children.append(child)
            if self.budget.spent:
                return
        if lifted:
            lifted.sort(key=_worth, reverse=True)
            for halfway in lifted[: self.profile.abrisstrupp]:
                for drop in planning_steps(halfway.state, player, False):
                    child = self.child(halfway, drop, seen)
                    if child is not None:
                        children.append(child)
                    if self.budget.spent:
                        return

    def child(self, node: _Node, move: Move, seen: set[tuple[object, ...]]) -> _Node | None:
        """The position after one more step, weighed; None when it was reached before."""
        twin = node.state.copy()
        twin.apply(self.player, move)
        bonus = node.bonus
        if type(move) is DrawCard:
            # The drawn card is unknown when planning: it is put aside and its value counted.
            twin.hands[self.player].pop()
            bonus += self.draw_value
        key = position_key(twin)
        if key in seen:
            return None
        seen.add(key)
        child = self.weighed(node, move, twin, bonus)
        self.note(child)
        return child

    def halfway(self, node: _Node, lift: Move) -> _Node:
        """The position with the Abrisstrupp's floor lifted: weighed, but no end of a turn."""
        twin = node.state.copy()
        twin.apply(self.player, lift)
        return self.weighed(node, lift, twin, node.bonus)

    def weighed(self, node: _Node, move: Move, twin: SpeedchicagoState, bonus: float) -> _Node:
        """The node of a position one step on, with its worth (and the strength's noise)."""
        self.budget.spend()
        value = self.evaluate(twin) + bonus
        if self.profile.noise:
            value += self.rng.random() * self.profile.noise
        return _Node(value, twin, (*node.steps, move), bonus)


def _worth(node: _Node) -> float:
    """Sort key: the node's worth."""
    return node.value
