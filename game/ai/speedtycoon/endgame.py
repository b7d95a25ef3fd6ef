"""Strong's look at the end of the game: near Handelsschluss a move is judged by playing the
game to its end on a drawn world, every seat by the quick greedy player, and counting the final
points (the IPO majorities and the Handelsschluss awards decide most games there, and they are
exact at the end where the evaluation can only guess them).

Measured (issue 21, 4 seats, seats rotated, seeds 1-100, 400 games each against three normal
computers): strong without play-outs won 29.3 % and ended 1.1 points a game above the others'
mean; with play-outs from 12 buildings left (4 and 2 a player), 32.6 % and 3.1 points above
them. Starting at 4 and 4 a player with 5 finalists and a win worth 20 did worse (23.8 % of 200),
as did playing out only one round of the others (24.2 % of 200).
"""

from __future__ import annotations

from game.ai.speedtycoon.greedy import Greedy
from game.ai.speedtycoon.settling import settle
from game.ai.speedtycoon.timing import Outlook
from game.rules.core import Move
from game.rules.speedtycoon.moves import PASS
from game.rules.speedtycoon.state import OVER, SpeedtycoonState
from game.rules.speedtycoon.tables import MARKET_SIZE

# Play-outs start once this many buildings per player (beyond the Weltmarkt's) are left.
PLAYOUT_BUILDINGS_PER_PLAYER = 2
# The best few moves by the evaluation are played out.
FINALISTS = 4
# A won play-out counts this many points on top of the points (shared wins split), so that
# strong plays for the win rather than for a good second place.
WIN = 10.0
# The final points are set against the others' like the evaluation's worth: their mean and best.
AGAINST_MEAN = 0.5
AGAINST_BEST = 0.5


def near_handelsschluss(state: SpeedtycoonState, outlook: Outlook) -> bool:
    """Whether the game is near enough its end for play-outs to judge the moves."""
    return outlook.buildings_left <= MARKET_SIZE + PLAYOUT_BUILDINGS_PER_PLAYER * state.players


def played_out(world: SpeedtycoonState, player: int, move: Move, outlook: Outlook) -> float:
    """The move played on a copy of the world, the own turn settled, the rest of the game by the
    greedy player for every seat: the player's final points against the others', with the win."""
    twin = world.copy()
    if move != PASS:
        twin.apply(player, move)
    settle(twin, player, outlook)
    greedy = Greedy(_no_noise)
    while twin.phase != OVER:
        acting = twin.acting
        twin.apply(acting, greedy.move(twin, acting))
    return final_worth(twin, player)


def final_worth(state: SpeedtycoonState, player: int) -> float:
    """A finished game's worth to the player: points less a blend of the others' mean and best,
    and the share of the win."""
    points = state.points
    others = [score for seat, score in enumerate(points) if seat != player]
    worth = float(points[player])
    if others:
        worth -= AGAINST_MEAN * sum(others) / len(others) + AGAINST_BEST * max(others)
    outcome = state.outcome()
    if outcome is not None and outcome.places[player] == 1:
        worth += WIN / outcome.places.count(1)
    return worth


def _no_noise() -> float:
    """The greedy player's random source when it plays without noise (never asked)."""
    return 0.0
