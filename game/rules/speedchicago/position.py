"""A playable position rebuilt from a company's view, for the client's questions.

The client holds views, not states. Every step but drawing touches only what a view shows, so a
state rebuilt from the view answers exactly where a foreman can go, which fields are blue or
yellow, what a card can aim at, and how many points a step brings ("+N"). Piles a view hides
are filled with stand-in cards; drawing is never asked of such a position.
"""

from __future__ import annotations

import random
from typing import Any

from game.rules.core import Game
from game.rules.speedchicago.state import SpeedchicagoState
from game.rules.speedchicago.tables import CARDS


def position_from_view(game: Game, view: dict[str, Any]) -> SpeedchicagoState:
    """A state matching the view in everything it shows (hidden cards are stand-ins)."""
    players = view["players"]
    state = SpeedchicagoState(game, players, dict(view["options"]), random.Random(0))
    state.phase = view["phase"]
    acting = view["acting"]
    state.acting = acting[0] if acting else 0
    state.year = view["year_index"]
    state.round = view["round"]
    state.order = list(view["order"])
    state.turn_index = view["turn_index"]
    state.year_start = view["year_start"]
    state.heights = list(view["heights"])
    state.figures = list(view["figures"])
    state.photographer = view["photographer"]
    state.foundations = list(view["foundations"])
    state.supply = view["supply"]
    state.stacks = [list(stacks) for stacks in view["stacks"]]
    state.leftover = list(view["leftover"])
    state.reserve = list(view["reserve"])
    state.scores = list(view["scores"])
    state.hands = [
        list(hand) if hand is not None else [CARDS[0]] * size
        for hand, size in zip(view["hands"], view["hand_sizes"])
    ]
    state.piles = [[CARDS[0]] * size for size in view["piles"]]
    state.played = [list(played) for played in view["played"]]
    turn = view["turn"]
    state.ap = turn["action_points"]
    state.turn_stack = turn["stack"]
    state.drawn = turn["drawn"]
    state.card_played = turn["card_played"]
    state.lifted = turn["lifted"]
    state.city_order = view["city_order"] or ""
    state.last_changes = list(view["changed_last_turn"])
    state.turn_changes = list(view["changed_this_turn"])
    return state
