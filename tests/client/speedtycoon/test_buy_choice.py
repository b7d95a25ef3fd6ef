"""Choosing how to pay by taps: the best payment preselected, Depot cards added and removed,
short, exact, over and a card not needed told apart, only legal purchases, every legal purchase
reachable, prices as they are for the player now."""

from __future__ import annotations

import random

import pytest

from game.client.scenes.tables.speedtycoon.buy_choice import (
    EXACT,
    NOTHING,
    OVER,
    SHORT,
    SURPLUS,
    BuyChoice,
)
from game.client.scenes.tables.speedtycoon.market_prices import offers
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.moves import Buy, LobbyBuy
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import set_language
from tests.client.speedtycoon.positions import random_positions
from tests.rules.speedtycoon.scenario import building, card, cards, table


@pytest.fixture(autouse=True)
def german() -> None:
    set_language("de")


def produce(choice: BuyChoice, place: int, wanted: tuple[int, ...]) -> None:
    """Taps the building, takes every preselected card out and taps the wanted ones in."""
    assert not choice.tap_building(place).refused
    while choice.chosen:
        # Re-read after each tap: twins are marked lowest-numbered first.
        assert not choice.tap_card(choice.chosen[-1]).refused
    for paying in wanted:
        assert not choice.tap_card(paying).refused


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_purchase_comes_from_taps_and_every_tapped_one_is_legal(seed: int) -> None:
    rng = random.Random(seed)
    made = 0
    for state, player in random_positions(seed):
        legal = [m for m in state.legal_moves(player) if isinstance(m, (Buy, LobbyBuy))]
        for move in legal:
            choice = BuyChoice(state, player)
            produce(choice, move.place, move.cards)
            assert choice.move() == move
        choice = BuyChoice(state, player)
        for place in range(4):
            if not choice.tap_building(place).refused:
                best = best_payment(state, player, place)
                assert choice.chosen == (best or ())
                assert (choice.move() is not None) == (best is not None)
                break
        hand = list(state.hands[player])
        for _tap in range(10):
            if rng.random() < 0.3 or not hand:
                answer = choice.tap_building(rng.randrange(4))
            else:
                before = choice.chosen
                answer = choice.tap_card(rng.choice(hand))
                if answer.refused:
                    assert choice.chosen == before
            move = choice.move()
            if move is not None:
                assert move in legal
                made += 1
    assert made > 30


def market_table(
    hand: list[str], options: dict[str, str] | None = None, current: int = 0
) -> SpeedtycoonState:
    """A table where player 0 holds this hand and an Energie building for 6 lies in Frankfurt."""
    market = [
        building("logistik", 3, "NE"),
        building("energie", 6, "ES"),
        building("industrie", 5, "NS"),
        None,
    ]
    return table(
        3,
        options=options or {"mode": "klassisch"},
        current=current,
        hands={0: hand},
        market=market,
    )


def test_the_best_payment_is_preselected_and_an_exact_one_says_so() -> None:
    choice = BuyChoice(market_table(["€4a", "€2a", "€5a", "$3a"]), 0)
    assert choice.verdict == NOTHING and choice.move() is None
    # Tapping the chosen building again lets it go.
    choice.tap_building(1)
    choice.tap_building(1)
    assert choice.place is None and choice.chosen == ()
    choice.tap_building(1)
    assert choice.chosen == tuple(sorted(cards(["€4a", "€2a"]))) and choice.verdict == EXACT
    assert choice.status() == "Passend: 6 € – danach darfst du gleich noch eine Aktion machen."
    assert choice.move() == Buy(1, tuple(sorted(cards(["€4a", "€2a"]))))


def test_adding_and_removing_cards_tells_short_over_and_a_card_not_needed() -> None:
    choice = BuyChoice(market_table(["€4a", "€2a", "€5a", "$3a"]), 0)
    choice.tap_building(1)
    choice.tap_card(card("€2a"))
    assert choice.verdict == SHORT and choice.move() is None
    assert choice.status() == "4 von 6 € gewählt – es fehlen 2."
    choice.tap_card(card("€5a"))
    assert choice.verdict == OVER and choice.paid == 9
    assert choice.status() == "9 € für 6 – 3 zu viel, Wechselgeld gibt es nicht."
    assert choice.move() == Buy(1, tuple(sorted(cards(["€4a", "€5a"]))))
    choice.tap_card(card("€2a"))
    assert choice.verdict == SURPLUS and choice.move() is None
    refusal = choice.tap_card(card("$3a")).refusal
    assert refusal == "Frankfurt nimmt nur €."
    assert choice.paid == 11


def test_a_twin_card_tapped_marks_the_one_the_engine_lists() -> None:
    choice = BuyChoice(market_table(["€5a", "€5b", "€1a"]), 0)
    choice.tap_building(1)
    assert choice.chosen == tuple(sorted(cards(["€5a", "€1a"])))
    choice.tap_card(card("€1a"))
    choice.tap_card(card("€5b"))
    assert choice.chosen == tuple(sorted(cards(["€5a", "€5b"])))
    assert choice.move() == Buy(1, choice.chosen)


def test_devisen_cards_pay_in_the_place_s_currency() -> None:
    state = market_table(["$/€4", "€2a", "¥1a"], {"mode": "klassisch", "devisenbuero": "on"})
    choice = BuyChoice(state, 0)
    choice.tap_building(1)
    assert choice.chosen == tuple(sorted(cards(["$/€4", "€2a"]))) and choice.verdict == EXACT
    choice.tap_building(0)
    assert choice.chosen == (card("$/€4"),) and choice.verdict == OVER
    assert choice.move() == Buy(0, (card("$/€4"),))


def test_prices_are_the_player_s_own_with_their_marks() -> None:
    state = market_table(["€4a", "€1a", "$1a"], {"mode": "modern"})
    state.strong, state.weak = 1, 0
    state.news["oelkrise"] = 1
    state._legal = None
    frankfurt = offers(state, 0)[1]
    assert (frankfurt.printed, frankfurt.price) == (6, 7)
    assert [mark.words() for mark in frankfurt.marks] == ["starke Währung −1", "Ölkrise +2"]
    new_york = offers(state, 0)[0]
    # Player 0's home is New York: one less, the weak Dollar one more.
    assert new_york.price == 3
    assert [mark.words() for mark in new_york.marks] == ["Heimatmarkt −1", "schwache Währung +1"]
    choice = BuyChoice(state, 0)
    choice.tap_building(1)
    assert choice.price == 7 and choice.verdict == SHORT and choice.chosen == ()
    assert choice.status() == "Dir fehlen €-Karten: Es kostet 7 €."
    choice.tap_card(card("€4a"))
    choice.tap_card(card("€1a"))
    assert choice.status() == "5 von 7 € gewählt – es fehlen 2."


def test_a_closed_or_empty_place_and_a_foreign_turn_are_refused() -> None:
    state = market_table(["€4a", "€2a"])
    state.closed_place = 1
    state._legal = None
    choice = BuyChoice(state, 0)
    assert choice.tap_building(1).refusal == "Frankfurt ist gesperrt (Hafenstreik)."
    assert choice.tap_building(3).refusal == "An diesem Handelsplatz liegt kein Gebäude."
    assert choice.tap_card(card("€4a")).refusal == "Tippe zuerst ein Gebäude am Weltmarkt an."
    other = BuyChoice(state, 1)
    assert other.tap_building(0).refusal == "Kaufen kannst du jetzt nicht."


def test_the_lobbyist_buys_out_of_turn_without_a_bonus() -> None:
    set_language("en")
    state = market_table(["€4a", "€2a"], {"mode": "klassisch", "lobbyist": "on"}, current=1)
    choice = BuyChoice(state, 0)
    assert choice.lobby
    choice.tap_building(1)
    assert choice.move() == LobbyBuy(1, choice.chosen)
    assert choice.status() == "Exact: 6 € (the Lobbyist buys without a bonus action)."
