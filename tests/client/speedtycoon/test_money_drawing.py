"""The Weltmarkt, the Kapital and the Depot drawn: every text through the catalogues in both
languages and none cut, overflowing its box or overlapping another; chosen cards lifted, the
Insidertipp's card marked, prices with the marks that changed them, crowded Depot rows tappable."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.speedtycoon.buy_choice import BuyChoice
from game.client.scenes.tables.speedtycoon.market_panel import draw_market, market_height
from game.client.scenes.tables.speedtycoon.money_look import LIFT
from game.client.scenes.tables.speedtycoon.money_panel import (
    card_at,
    depot_height,
    draw_depot,
    draw_kapital,
    kapital_rects,
    kapital_size,
)
from game.client.scenes.tables.speedtycoon.take_choice import TakeChoice
from game.client.text_recording import DrawnText, recording_texts
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import set_language
from tests.client.speedtycoon.positions import random_positions
from tests.client.text_fit import findings
from tests.rules.speedtycoon.scenario import building, card, cards, table

MARKET = pygame.Rect(20, 20, 1100, market_height())
KAPITAL_AT = (20, MARKET.bottom + 20)
DEPOT_AT = (400, MARKET.bottom + 20)
DEPOT_WIDTH = 760
# Fourteen Euro cards and every Devisen card: a crowded row and the Devisen row.
BIG_HAND = [
    *(f"€{value}{copy}" for value in range(1, 8) for copy in "ab"),
    "$2a",
    "$9c",
    "¥5b",
    "$/€4",
    "€/元7",
]


def busy_table() -> SpeedtycoonState:
    """Player 0 on turn at a Tycoon table with every price mark at once, a closed place, the
    strong and weak currencies, news of both kinds and a crowded Depot."""
    state = table(
        3,
        options={"mode": "tycoon"},
        hands={0: BIG_HAND},
        kapital=["$2a", "€3c", "¥9a", "元8a"],
        market=[
            building("energie", 6, "ES"),
            building("energie", 4, "NES"),
            building("logistik", 3, "NE"),
            None,
        ],
    )
    state.strong, state.weak = 1, 0
    state.news.update({"oelkrise": 1, "boersenrally": 1})
    state.closed_place = 2
    state._legal = None
    return state


def draw_all(
    state: SpeedtycoonState, player: int, take: TakeChoice, buy: BuyChoice
) -> tuple[list[DrawnText], tuple[pygame.Rect, ...], dict[int, pygame.Rect]]:
    """Draws market, Kapital and Depot on one canvas; returns the texts, Kapital slots and
    Depot card boxes."""
    surface = pygame.Surface((1920, 1080))
    depot = pygame.Rect(*DEPOT_AT, DEPOT_WIDTH, depot_height(state, player))
    with recording_texts() as recording:
        draw_market(surface, MARKET, state, player, buy.place)
        slots = draw_kapital(surface, pygame.Rect(*KAPITAL_AT, *kapital_size()), state, take)
        boxes = draw_depot(surface, depot, state, player, buy)
    return recording.texts, slots, boxes


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_busy_table_draws_every_text_whole_in_both_languages(language: str) -> None:
    set_language(language)
    state = busy_table()
    take, buy = TakeChoice(state, 0), BuyChoice(state, 0)
    for slot in (0, 1, 2):
        assert not take.tap(slot).refused
    assert not buy.tap_building(1).refused
    texts, _slots, _boxes = draw_all(state, 0, take, buy)
    assert findings(texts, frozenset()) == []
    lines = [drawn.line for drawn in texts]
    home = "Heimatmarkt −1" if language == "de" else "home market −1"
    weak = "schwache Währung +1" if language == "de" else "weak currency +1"
    assert home in lines and weak in lines and "Ölkrise +2" in lines and "Börsenrally −1" in lines
    assert ("gesperrt" if language == "de" else "closed") in lines
    assert ("Tipp" if language == "de" else "Tip") in lines
    assert "Devisen" in lines and "Σ 67" in lines  # 56 in Euro cards, 4 and 7 in Devisen cards


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_positions_draw_without_texts_overflowing(language: str, seed: int) -> None:
    set_language(language)
    for count, (state, player) in enumerate(random_positions(seed)):
        if count % 15:
            continue
        take, buy = TakeChoice(state, player), BuyChoice(state, player)
        if take.can_take:
            take.tap(0)
        for place in range(4):
            if not buy.tap_building(place).refused:
                break
        texts, _slots, _boxes = draw_all(state, player, take, buy)
        assert findings(texts, frozenset()) == []


def test_chosen_cards_are_lifted_and_the_tip_card_is_marked_above_it() -> None:
    set_language("de")
    state = busy_table()
    take, buy = TakeChoice(state, 0), BuyChoice(state, 0)
    take.tap(0)
    take.tap(2)
    buy.tap_building(1)
    texts, slots, boxes = draw_all(state, 0, take, buy)
    rows = kapital_rects(pygame.Rect(*KAPITAL_AT, *kapital_size()))
    assert slots == rows
    tip = next(drawn for drawn in texts if drawn.line == "Tipp")
    assert tip.ink.bottom <= rows[2].top - LIFT and rows[2].left <= tip.ink.centerx <= rows[2].right
    # The chosen Depot cards rise by LIFT above their unchosen neighbours.
    chosen = buy.chosen
    assert chosen and all(boxes[paying].y == boxes[card("€7a")].y - LIFT for paying in chosen)


def test_a_crowded_depot_row_hits_the_upper_card_and_keeps_every_value_readable() -> None:
    set_language("de")
    state = busy_table()
    texts, _slots, boxes = draw_all(state, 0, TakeChoice(state, 0), BuyChoice(state, 0))
    euros = sorted(cards([words for words in BIG_HAND if words[0] == "€" and "/" not in words]))
    first, second = boxes[euros[0]], boxes[euros[1]]
    assert second.x - first.x < first.width  # the row is crowded
    overlap = (second.x + 2, second.centery)
    assert first.collidepoint(overlap)
    assert card_at(boxes, overlap) == euros[1]
    assert card_at(boxes, (0, 0)) is None
    # The first card's value stands in the middle of the strip left of the next card.
    value = next(drawn for drawn in texts if drawn.line == "1" and first.contains(drawn.ink))
    assert value.ink.right <= second.x
    assert abs(value.ink.centerx - (first.x + (second.x - first.x) // 2)) <= 3
