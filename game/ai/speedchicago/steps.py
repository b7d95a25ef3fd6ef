"""The steps a planner tries from a position: the legal ones worth trying, in the engine's order.

They are gathered from the state's own queries (green, blue and yellow fields, card targets), as
its legal_moves gathers them, with the checks of the turn (action points, reserve, the turn's
stack, one card a turn): every step tried is legal. The Abrisstrupp's lift is asked for only
early in a plan, since finding the liftable floors costs as much as all other steps together.
"""

from __future__ import annotations

from game.ai.speedchicago.reading import WITHIN_TWO
from game.rules.core import Move
from game.rules.speedchicago.houses import NO_HOUSE
from game.rules.speedchicago.moves import BUILD, DRAW, DROP, INSERT, NOWHERE, WALK, PlayCard
from game.rules.speedchicago.site import FIELDS, NEIGHBOURS
from game.rules.speedchicago.state import SpeedchicagoState
from game.rules.speedchicago.tables import BUILD_COST, CARD_RANK, INSERT_COST

ABRISSTRUPP = "abrisstrupp"
SONDERLIEFERUNG = "sonderlieferung"
PRESSEFOTO = "pressefoto"


class Ground:
    """Where a new floor can matter to a company: within two steps of one of its foremen, or on
    or next to a house it stands in (the house grows, and so do its points)."""

    def __init__(self, state: SpeedchicagoState, player: int) -> None:
        figures = state.figures
        self.house_of = state.houses.house_of
        self.heights = state.heights
        self.near: set[int] = set()
        self.houses: set[int] = set()
        for field in range(FIELDS):
            if figures[field] == player:
                self.near.update(WITHIN_TWO[field])
                self.houses.add(self.house_of[field])
        self.houses.discard(NO_HOUSE)

    def __contains__(self, field: int) -> bool:
        """Whether a floor on this field can matter."""
        if field in self.near:
            return True
        house_of = self.house_of
        if self.heights[field]:
            return house_of[field] in self.houses
        return any(house_of[neighbour] in self.houses for neighbour in NEIGHBOURS[field])


def planning_steps(
    state: SpeedchicagoState, player: int, first: bool, cards: bool = True, lifts: bool = True
) -> list[Move]:
    """Legal steps worth trying, in the engine's order.

    Left out: Zurück and the end; walks that end on the ground; floors set where they cannot
    matter to the company (see Ground); all but one stack of each size for the first build
    (equal stacks are alike); the photographer sent to more than one field of a house; a card
    draw but as the first step (a draw first costs no more than a draw later and makes the card
    known for the rest of the turn); without cards no card played or drawn; without lifts no
    Abrisstrupp.
    """
    if state.lifted != NOWHERE:
        drops = sorted(state.drop_targets())
        ground = Ground(state, player)
        return [DROP[field] for field in drops if field in ground] or [
            DROP[field] for field in drops
        ]
    chosen: list[Move] = []
    ap = state.ap
    heights = state.heights
    ground: Ground | None = None
    if ap:
        for origin in state.foremen_of(player):
            walks = WALK[origin]
            reach = state.reachable_from(origin)
            chosen.extend(walks[target] for target in sorted(reach) if heights[target])
        if ap >= INSERT_COST and state.reserve[player]:
            chosen.extend(INSERT[field] for field in state.insert_fields(player))
        stacks = state.stacks[player]
        if state.turn_stack >= 0:
            usable = [state.turn_stack] if stacks[state.turn_stack] else []
        else:
            sizes: dict[int, int] = {}
            for index, size in enumerate(stacks):
                if size:
                    sizes.setdefault(size, index)
            usable = sorted(sizes.values())
        if usable and ap >= BUILD_COST:
            ground = Ground(state, player)
            sites = [site for site in sorted(state.build_sites()) if site in ground]
            for stack in usable:
                builds = BUILD[stack]
                chosen.extend(builds[site] for site in sites)
        if first and cards and state.can_draw(player):
            chosen.append(DRAW)
    if cards and not state.card_played:
        for card in sorted(set(state.hands[player]), key=CARD_RANK.__getitem__):
            if card == ABRISSTRUPP and not lifts:
                continue
            moves = state.card_moves(player, card)
            if card == SONDERLIEFERUNG:
                if ground is None:
                    ground = Ground(state, player)
                moves = [move for move in moves if move.target in ground]
            elif card == PRESSEFOTO:
                moves = one_field_per_house(state, moves)
            chosen.extend(moves)
    return chosen


def one_field_per_house(state: SpeedchicagoState, moves: list[PlayCard]) -> list[PlayCard]:
    """The Pressefoto's targets, one per house other than his own: the bonus depends on the
    house only, and his lowest field there is the least likely step up for anyone."""
    house_of = state.houses.house_of
    heights = state.heights
    own = house_of[state.photographer] if state.photographer != NOWHERE else NO_HOUSE
    best: dict[int, PlayCard] = {}
    for move in moves:
        house = house_of[move.target]
        if house == own:
            continue
        kept = best.get(house)
        if kept is None or heights[move.target] < heights[kept.target]:
            best[house] = move
    return sorted(best.values(), key=lambda move: move.target)


def is_lift(move: Move) -> bool:
    """Whether the step lifts a floor with the Abrisstrupp (its drop follows as a second step)."""
    return type(move) is PlayCard and move.card == ABRISSTRUPP  # type: ignore[attr-defined]
