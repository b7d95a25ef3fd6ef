"""What a company (or a spectator) may see of a Speedchicago game, as JSON-ready data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.speedchicago.orders import ORDER_BY_ID
from game.rules.speedchicago.scoring import company_scoring
from game.rules.speedchicago.tables import CARD_RANK, YEARS

if TYPE_CHECKING:
    from game.rules.speedchicago.state import SpeedchicagoState


def hand_is_open(state: SpeedchicagoState, viewer: int | None, company: int) -> bool:
    """Whether the viewer sees this company's hand: his own, open cards, or Profi (all known)."""
    return viewer == company or state.open_cards or state.profi


def view_of(state: SpeedchicagoState, viewer: int | None) -> dict[str, Any]:
    """The site, the stacks, the scores and the turn for everyone; hands only where open."""
    houses = state.houses
    progress = [state.order_progress(company) for company in range(state.players)]
    # The scoring without the city order, whose points follow from the progress just measured,
    # so that no company's crew is measured twice per view.
    order_points = ORDER_BY_ID[state.city_order].points if state.city_order else 0
    scoring = [
        company_scoring(
            company, state.year, state.photographer, "", state.figures, state.heights, houses
        )
        for company in range(state.players)
    ]
    city = [order_points if item is not None and item.fulfilled else 0 for item in progress]
    return {
        "game": "speedchicago",
        "players": state.players,
        "options": dict(state.options),
        "you": viewer,
        "phase": state.phase,
        "acting": list(state.to_act()),
        "year": YEARS[state.year],
        "year_index": state.year,
        "round": state.round,
        "rounds": state.rounds,
        "order": list(state.order),
        "turn_index": state.turn_index,
        "year_start": state.year_start,
        "heights": list(state.heights),
        "figures": list(state.figures),
        "photographer": state.photographer,
        "foundations": list(state.foundations),
        "house_of": list(houses.house_of),
        "areas": list(houses.area),
        "supply": state.supply,
        "stacks": [list(stacks) for stacks in state.stacks],
        "leftover": list(state.leftover),
        "reserve": list(state.reserve),
        "scores": list(state.scores),
        "hands": [
            sorted(state.hands[company], key=CARD_RANK.__getitem__)
            if hand_is_open(state, viewer, company)
            else None
            for company in range(state.players)
        ],
        "hand_sizes": [len(hand) for hand in state.hands],
        "piles": [len(pile) for pile in state.piles],
        "played": [list(played) for played in state.played],
        "turn": {
            "action_points": state.ap,
            "stack": state.turn_stack,
            "drawn": state.drawn,
            "card_played": state.card_played,
            "lifted": state.lifted,
            "steps": len(state.undo_steps),
        },
        "changed_last_turn": list(state.last_changes),
        "changed_this_turn": sorted(set(state.turn_changes)),
        "city_order": state.city_order or None,
        "order_progress": [None if item is None else [item.have, item.need] for item in progress],
        "scoring_now": [
            {
                "houses": [
                    [house.house, house.area, house.floor, house.points] for house in result.houses
                ],
                "photographer": result.photographer,
                "city_order": points,
                "total": result.total + points,
            }
            for result, points in zip(scoring, city)
        ],
    }
