"""A turn: taking money, paying without change and without spare cards, the bonus action after
an exact payment, ending the turn, refilling with the special cards of the deck, and illegal
moves refused in words."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedtycoon.catalogue import STARTUP

from .scenario import (
    GAME,
    building,
    card,
    cards,
    hand_texts,
    kinds,
    legal,
    legal_starting,
    of_kind,
    play,
    reloaded,
    saved,
    table,
)

LOGISTIK_7 = building("logistik", 7, "S")
FINANZEN_11 = building("finanzen", 11)
ENERGIE_10 = building("energie", 10)
FREE_MARKET = [LOGISTIK_7, FINANZEN_11, ENERGIE_10, building("industrie", 9)]


# ---- d. taking money and paying ---------------------------------------------------------------


def test_take_one_card_of_any_value_or_several_worth_at_most_5() -> None:
    """A single card may be worth anything; two or more must add up to at most 5."""
    state = table(kapital=["$9a", "€2a", "¥3a", "$1a"])
    assert legal_starting(state, "take") == [
        "take 1",
        "take 2",
        "take 3",
        "take 4",
        "take 2,3",
        "take 2,4",
        "take 3,4",
    ]
    events = play(state, "take 2,3")
    assert set(cards(["€2a", "¥3a"])) <= set(state.hands[0])
    assert of_kind(events, "money_taken")[0].cards == tuple(cards(["€2a", "¥3a"]))
    assert state.kapital[1] is not None  # refilled at the end of the turn


def test_three_cards_worth_6_are_refused() -> None:
    """One card over the limit of 5 is too much (without an Insidertipp)."""
    state = table(kapital=["$1a", "€2a", "¥3a", "$4a"])
    assert "take 1,2,3" not in legal(state)
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="worth at most 5"):
        play(state, "take 1,2,3")
    assert saved(state) == before


def test_only_payments_without_a_spare_card_are_offered() -> None:
    """Price 7 with $5, $4, $3, $2 in hand: every set that reaches 7 where no card could be left
    out ($5+$2, $5+$3, $5+$4, $4+$3); $4+$3+$2 has the $2 to spare."""
    state = table(hands={0: ["$5a", "$4a", "$3a", "$2a"]}, market=FREE_MARKET)
    assert sorted(legal_starting(state, "buy 1")) == sorted(
        ["buy 1 $2a,$5a", "buy 1 $3a,$5a", "buy 1 $4a,$5a", "buy 1 $3a,$4a"]
    )
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="not needed"):
        play(state, "buy 1 $2a,$3a,$4a")
    with pytest.raises(IllegalMoveError, match="costs 7"):
        play(state, "buy 1 $2a,$3a")
    assert saved(state) == before


def test_a_single_card_may_pay_more_than_the_price_without_change() -> None:
    """There is no change: a $9 pays a price of 7 and is gone."""
    state = table(hands={0: ["$9a", "€1a"]}, market=FREE_MARKET)
    events = play(state, "buy 1 $9a")
    bought = of_kind(events, "building_bought")[0]
    assert (bought.price, bought.exact, bought.building) == (7, False, LOGISTIK_7)
    assert hand_texts(state, 0) == ["€1a"] and card("$9a") in state.discard


def test_a_trading_place_takes_only_its_own_currency() -> None:
    """New York takes dollars only: euros do not pay there, whatever they are worth."""
    state = table(hands={0: ["€9a", "€8a"]}, market=FREE_MARKET)
    assert not legal_starting(state, "buy 1")
    with pytest.raises(IllegalMoveError, match=r"takes only \$"):
        play(state, "buy 1 €9a")


def test_no_price_falls_below_1() -> None:
    """A Logistik building of price 2 at the buyer's home place in the strong currency would cost
    0 after both discounts; it costs 1."""
    options = {"mode": "eigene", "heimatmarkt": "on", "wechselkurse": "on"}
    state = table(
        options=options,
        hands={0: ["$1a", "€5a"]},
        market=[building("logistik", 2, "NES"), *FREE_MARKET[1:]],
    )
    state.strong, state.weak = 0, 1
    state._legal = None
    assert state.price(0, 0) == 1 and state.price(1, 0) == 1
    assert "buy 1 $1a" in legal(state)


# ---- e. the bonus action and the end of a turn -------------------------------------------------


def test_an_exact_payment_gives_another_action_or_the_end_of_the_turn() -> None:
    """Paid exactly: the action phase goes on and 'end' becomes legal; a second action (here
    taking money) ends it, and the bought building waits to be placed."""
    state = table(
        hands={0: ["$7a", "€6a", "€5a"]}, market=FREE_MARKET, kapital=["¥1a", "¥1b", "¥1c", "¥2a"]
    )
    assert "end" not in legal(state)
    events = play(state, "buy 1 $7a")
    assert of_kind(events, "building_bought")[0].exact
    assert state.phase == "action" and state.bonus and "end" in legal(state)
    assert state.market[0] is None  # refilled only at the end of the turn
    play(state, "take 1")
    assert state.phase == "place" and state.to_place == [LOGISTIK_7]


def test_exact_payments_may_follow_each_other() -> None:
    """Each exact payment gives one more action: three buildings in one turn."""
    state = table(
        hands={0: ["$7a", "€6a", "€5a", "元6a", "元4a"]},
        market=FREE_MARKET,
    )
    play(state, "buy 1 $7a", "buy 2 €5a,€6a", "buy 3 元4a,元6a")
    assert state.phase == "action" and state.bonus
    play(state, "end")
    assert state.phase == "place" and state.to_place == [LOGISTIK_7, FINANZEN_11, ENERGIE_10]


def test_paying_more_than_the_price_ends_the_actions() -> None:
    """Over-paid: no bonus; the turn goes straight on to placing the building."""
    state = table(hands={0: ["$8a", "€6a"]}, market=FREE_MARKET)
    play(state, "buy 1 $8a")
    assert state.phase == "place" and not state.bonus
    assert not legal_starting(state, "take") and "end" not in legal(state)


def test_end_is_refused_before_the_one_action() -> None:
    """A turn is one action: 'end' alone is not allowed while something can be done."""
    state = table()
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="exactly one action"):
        play(state, "end")
    assert saved(state) == before


def test_a_player_without_any_possible_action_ends_his_turn() -> None:
    """Empty Kapital, deck and discard pile, no money, nothing to restructure: 'end' is his only
    move, and the next player follows; the Kapital stays empty."""
    state = table(market=FREE_MARKET)
    spare = [c for c in state.kapital if c is not None] + state.deck + state.discard
    state.hands[1] += [c for c in spare if c < STARTUP] + state.hands[0]
    state.hands[1].sort()
    state.hands[0] = []
    state.deck = [c for c in state.deck if c >= STARTUP]
    state.discard = []
    state.kapital = [None] * 4
    state = reloaded(state)
    assert legal(state) == ["end"]
    events = play(state, "end")
    assert kinds(events)[0] == "turn_ended" and state.current == 1
    assert state.kapital == [None] * 4  # no card anywhere to refill it


# ---- i. refilling and the special cards ---------------------------------------------------------


def test_a_scoring_card_acts_at_once_and_the_refill_goes_on() -> None:
    """The Kapital refills after the turn: Startup comes up, is scored at once, and the next
    card fills the slot; only then is the Weltmarkt refilled."""
    state = table(
        hands={0: ["$7a"]},
        kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
        deck_top=["startup", "€5a"],
        market=FREE_MARKET,
    )
    play(state, "buy 1 $7a", "take 1")
    events = play(state, f"build {LOGISTIK_7} 1,0")
    order = kinds(events)
    assert order[order.index("turn_ended") :][:4] == [
        "turn_ended",
        "scoring_held",
        "kapital_refilled",
        "market_refilled",
    ]
    assert of_kind(events, "kapital_refilled")[0].card == card("€5a")
    assert state.scorings == 1 and STARTUP not in state.deck


def test_special_cards_drawn_outside_a_refill_wait_for_the_next_refill() -> None:
    """A loan draws past the Startup card: it is set aside while the turn goes on (the bought
    building is still to be placed) and scored at the refill after the turn."""
    state = table(
        options={"mode": "eigene", "kredite": "on"},
        hands={0: ["$7a"]},
        market=FREE_MARKET,
        deck_top=["$5a", "startup", "€4a"],
    )
    play(state, "buy 1 $7a", "loan")
    assert hand_texts(state, 0) == ["$5a", "€4a"]
    assert state.phase == "place" and state.set_aside == [STARTUP] and state.scorings == 0
    events = play(state, f"plan {LOGISTIK_7}")
    order = kinds(events)
    assert order.index("turn_ended") < order.index("scoring_held") < order.index("market_refilled")
    assert state.scorings == 1 and not state.set_aside


def test_an_empty_deck_is_refilled_from_the_shuffled_discard_pile() -> None:
    """When the deck runs out, the discard pile becomes the new deck, shuffled."""
    state = table(kapital=["¥1a", "¥2a", "¥3a", "¥4a"])
    money = [c for c in state.deck if c < STARTUP]
    state.hands[1] = sorted(state.hands[1] + money[:-5])
    state.discard += money[-5:]
    state.deck = []
    state = reloaded(state)
    pile = list(state.discard)
    assert len(pile) >= 5
    play(state, "take 1")
    assert state.kapital[0] in pile and not state.discard
    assert sorted(state.deck + [state.kapital[0]]) == sorted(pile)
    # Unshuffled, the pile's top card would have come up and the rest lain as before.
    assert state.deck + [state.kapital[0]] != pile


# ---- illegal moves -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ("take 1,2,3,4", "worth at most 5"),
        ("buy 1 €9a", "not all of these cards"),
        ("build 7 1,0", "not in the Planung"),
        ("plan 7", "waiting to be placed"),
        ("teardown 0,0", "headquarters is never torn down"),
        ("teardown 3,3", "no building stands"),
        ("loan", "Kredite"),
        ("pass", "Lobbyist"),
        ("fund 7", "waiting to be placed"),
        ("lobby 1 $7a", "Lobbyist"),
        ("repay $7a", "no loan"),
    ],
)
def test_illegal_moves_are_refused_in_words_and_change_nothing(move: str, words: str) -> None:
    """Each refused move raises with the reason in words; the state stays as it was."""
    state = table(hands={0: ["$7a"]}, kapital=["$9a", "€9a", "¥9a", "元9a"], market=FREE_MARKET)
    before = saved(state)
    with pytest.raises(IllegalMoveError, match=words):
        play(state, move)
    assert saved(state) == before


def test_moves_of_the_wrong_player_or_after_the_end_are_refused() -> None:
    """Only the acting player moves; a finished game takes no move; nonsense is no move."""
    state = table()
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="turn"):
        state.play(1, GAME.parse_move("take 1"))
    with pytest.raises(IllegalMoveError, match="no player"):
        state.play(7, GAME.parse_move("take 1"))
    with pytest.raises(IllegalMoveError, match="no Speedtycoon move"):
        state.play(0, "take 1")  # type: ignore[arg-type]
    for text in ("", "take 5", "buy 9 $1a", "build x 1,0", "take 1 now", "build 3 1;0"):
        with pytest.raises(IllegalMoveError):
            GAME.parse_move(text)
    assert saved(state) == before
