"""The money modules of Speedtycoon: Devisenbüro, Heimatmarkt, Wechselkurse, Insidertipp and
Kredite (with our own determinations)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.rules.core import IllegalMoveError
from game.rules.speedtycoon import SpeedtycoonState
from game.rules.speedtycoon.catalogue import (
    BUILDINGS,
    DEVISEN_MONEY,
    PLAIN_MONEY,
    STARTUP,
    TWO_PLAYER_MONEY,
    card_text,
)
from game.rules.speedtycoon.scorings import scoring_of
from game.rules.speedtycoon.tables import IPO_SCORING, STARTUP_SCORING, VENTURE_SCORING
from tests.rules.speedtycoon.scenario import (
    building,
    cards,
    hand_texts,
    legal,
    legal_starting,
    new,
    of_kind,
    play,
    reloaded,
    table,
)

NEW_YORK, FRANKFURT, SHANGHAI, TOKYO = range(4)
DOLLAR, EURO, YUAN, YEN = range(4)
# One building of price 4 for each of three trading places and one of price 5.
PRICE_4 = (building("logistik", 4, "ES"), building("industrie", 4, "WN"))
PRICE_4_ENERGIE = building("energie", 4, "NES")
PRICE_5 = building("logistik", 5, "N")


def money_of(state: SpeedtycoonState) -> list[int]:
    """Every money card of a game: hands, Kapital, deck and discard pile."""
    found = [card for hand in state.hands for card in hand]
    found += [card for card in state.kapital if card is not None]
    found += [card for card in state.deck if card < STARTUP]
    return sorted(found + state.discard)


# ---- Devisenbüro ---------------------------------------------------------------------------------


def test_the_eight_devisen_cards_are_two_per_neighbouring_pair_worth_4_and_7() -> None:
    """Eigene Festlegung: $/€, €/元, 元/¥ and ¥/$, each once worth 4 and once worth 7."""
    assert [card_text(card) for card in DEVISEN_MONEY] == [
        "$/€4",
        "$/€7",
        "€/元4",
        "€/元7",
        "元/¥4",
        "元/¥7",
        "¥/$4",
        "¥/$7",
    ]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_devisen_cards_join_the_money_deck(players: int) -> None:
    """Devisenbüro: the eight cards come into the money deck besides the plain money (also in a
    game of two); without the module there are none."""
    plain = sorted(TWO_PLAYER_MONEY if players == 2 else PLAIN_MONEY)
    with_office = new(players, 5, {"devisenbuero": "on"})
    assert money_of(with_office) == sorted(plain + list(DEVISEN_MONEY))
    assert money_of(new(players, 5)) == plain


def test_a_devisen_card_pays_at_both_trading_places_of_its_currencies() -> None:
    """A $/€ card pays in New York and in Frankfurt, not in Shanghai or Tokyo."""
    state = table(
        options={"devisenbuero": "on"},
        hands={0: ["$/€4"]},
        market=[*PRICE_4, PRICE_4_ENERGIE, PRICE_5],
    )
    assert legal_starting(state, "buy") == ["buy 1 $/€4", "buy 2 $/€4"]
    events = play(state, "buy 2 $/€4")
    assert of_kind(events, "building_bought")[0].exact
    assert state.to_place == [PRICE_4[1]]


# ---- Heimatmarkt ---------------------------------------------------------------------------------


def test_the_home_trading_places_of_the_six_seats() -> None:
    """Eigene Festlegung: seats 1–6 have New York, Frankfurt, Shanghai, Tokyo, New York and
    Frankfurt as home; there everything costs 1 less, elsewhere nothing changes."""
    state = table(6, options={"heimatmarkt": "on"}, market=[*PRICE_4, PRICE_4_ENERGIE, PRICE_5])
    homes = [NEW_YORK, FRANKFURT, SHANGHAI, TOKYO, NEW_YORK, FRANKFURT]
    for player, home in enumerate(homes):
        prices = [state.price(player, place) for place in range(4)]
        assert prices == [4 - (home == 0), 4 - (home == 1), 4 - (home == 2), 5 - (home == 3)]
    without = table(6, market=[*PRICE_4, PRICE_4_ENERGIE, PRICE_5])
    assert [without.price(0, place) for place in range(4)] == [4, 4, 4, 5]


def test_the_home_discount_makes_a_payment_exact() -> None:
    """Seat 2 (Frankfurt) pays a 5 building there with €4 exactly and may act again."""
    price_5_frankfurt = building("industrie", 5, "NS")
    state = table(
        options={"heimatmarkt": "on"},
        current=1,
        hands={1: ["€4a"]},
        market=[PRICE_5, price_5_frankfurt, PRICE_4_ENERGIE, PRICE_4[0]],
    )
    assert legal_starting(state, "buy") == ["buy 2 €4a"]
    play(state, "buy 2 €4a")
    assert state.bonus and "end" in legal(state)


# ---- Wechselkurse --------------------------------------------------------------------------------


def _after_startup(
    hands: dict[int, list[str]], before: tuple[int, int] = (YEN, YUAN), **options: str
) -> tuple[SpeedtycoonState, list[Any]]:
    """Player 1 takes the ¥1a from the Kapital; refilling it reveals the Startup, after which the
    rates are set anew. Before, ¥ is strong and 元 weak unless told otherwise. Returns the state
    and the events of the rates being set."""
    state = table(
        options={"wechselkurse": "on", **options},
        current=0,
        hands=hands,
        kapital=["¥1a", "¥9a", "¥9b", "¥9c"],
        deck_top=["startup", "$1c"],
    )
    state.strong, state.weak = before
    state = reloaded(state)
    events = play(state, "take 1")
    assert of_kind(events, "scoring_held")[0].scoring == STARTUP_SCORING
    return state, of_kind(events, "exchange_rates_set")


def test_after_a_scoring_the_least_held_currency_is_strong_and_the_most_held_weak() -> None:
    """Money in all hands together after the Startup: $18, €1, 元6, ¥1+5 = 6: € is strong (1 less
    in Frankfurt), $ is weak (1 more in New York)."""
    state, (rates,) = _after_startup(
        {0: ["$9a", "$9b"], 1: ["€1a", "¥5a"], 2: ["元6a"]},
    )
    assert (rates.strong, rates.weak) == (EURO, DOLLAR)
    assert (state.strong, state.weak) == (EURO, DOLLAR)
    base = [BUILDINGS[number].price for number in state.market if number is not None]
    assert [state.price(1, place) for place in range(4)] == [
        base[0] + 1,
        base[1] - 1,
        base[2],
        base[3],
    ]


def test_devisen_cards_do_not_count_for_the_rates() -> None:
    """Eigene Festlegung: a $/€7 in a hand counts for neither currency; counted, € (8) would no
    longer be the strong currency."""
    state, (rates,) = _after_startup(
        {0: ["$9a", "$9b"], 1: ["€1a", "¥5a", "$/€7"], 2: ["元6a"]},
        devisenbuero="on",
    )
    assert (rates.strong, rates.weak) == (EURO, DOLLAR)


@pytest.mark.parametrize(
    ("hands", "strong", "weak"),
    [
        ({0: ["$1b"], 1: ["€1a"], 2: ["元1b"]}, DOLLAR, EURO),  # $1 €1 元1 ¥1
        ({0: ["$5a"], 1: ["€1a"], 2: ["元1b"]}, EURO, DOLLAR),  # $5 €1 元1 ¥1
        ({0: ["$5a"], 1: ["€1a"], 2: ["¥4a"]}, YUAN, DOLLAR),  # $5 €1 元0 ¥5
    ],
)
def test_ties_go_by_the_order_dollar_euro_yuan_yen(
    hands: dict[int, list[str]], strong: int, weak: int
) -> None:
    """Eigene Festlegung: of several currencies held least the first in the order $ € 元 ¥ is
    strong, of several held most the first of the others is weak (player 0's ¥1 from the Kapital
    counts too)."""
    state, (rates,) = _after_startup(hands)
    assert (rates.strong, rates.weak) == (strong, weak)


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_rates_are_set_at_the_start_by_the_dealt_money(seed: int) -> None:
    """At the start the dealt hands decide the rates, the same way as after a scoring."""
    state = new(4, seed, {"wechselkurse": "on"})
    held = [0, 0, 0, 0]
    for hand in state.hands:
        for number in hand:
            text = card_text(number)
            held["$€元¥".index(text[0])] += int(text[1])
    strong = min(range(4), key=lambda currency: (held[currency], currency))
    others = [currency for currency in range(4) if currency != strong]
    weak = max(others, key=lambda currency: (held[currency], -currency))
    assert (state.strong, state.weak) == (strong, weak)
    assert (new(4, seed).strong, new(4, seed).weak) == (-1, -1)


def test_the_rates_change_after_venture_capital_too() -> None:
    """The Venture Capital scoring sets the rates anew as well."""
    state = table(
        options={"wechselkurse": "on"},
        hands={0: ["¥9a", "¥9b"], 1: ["€9a"], 2: ["元9a"]},
        kapital=["$1a", "$9a", "$9b", "$9c"],
        deck_top=["venture", "$1c"],
    )
    state.strong, state.weak = EURO, YUAN
    state = reloaded(state)
    events = play(state, "take 1")
    assert [event.scoring for event in of_kind(events, "scoring_held")] == [VENTURE_SCORING]
    (rates,) = of_kind(events, "exchange_rates_set")
    assert (rates.strong, rates.weak) == (DOLLAR, YEN)  # held: $1, €9, 元9, ¥18


def test_the_rates_change_even_where_the_money_held_would_keep_them() -> None:
    """Eigene Festlegung: € strong and $ weak before, and by the money held ($18, €1, 元6, ¥6)
    they would stay so; but the rates change after every scoring: of $, 元 and ¥ the least held,
    元 (before ¥ by the order), becomes strong, of € and ¥ the most held, ¥, weak."""
    state, (rates,) = _after_startup(
        {0: ["$9a", "$9b"], 1: ["€1a", "¥5a"], 2: ["元6a"]}, before=(EURO, DOLLAR)
    )
    assert (rates.strong, rates.weak) == (YUAN, YEN)
    assert (state.strong, state.weak) == (YUAN, YEN)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_scoring_changes_both_rates_over_many_seeds(players: int) -> None:
    """Random games in the Modern mode: at the Startup and at Venture Capital the rates are set
    anew, and each time the strong currency and the weak one both differ from before."""
    for seed in range(1, 13):
        state = new(players, seed, {"mode": "modern"})
        chooser = random.Random(seed)
        before = (state.strong, state.weak)
        changes = 0
        while not state.is_terminal():
            player = state.acting
            moves = state.legal_moves(player)
            for event in of_kind(state.play(player, chooser.choice(moves)), "exchange_rates_set"):
                assert event.strong != before[0] and event.weak != before[1], (seed, before)
                assert event.strong != event.weak
                before = (event.strong, event.weak)
                changes += 1
        assert changes == 2, seed


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_rates_event_tells_the_rates_and_nothing_of_the_money_held(seed: int) -> None:
    """Every seat and spectator sees the events; the amounts held per currency would tell what
    the others hold in secret, so the event names only the strong and the weak currency."""
    state = new(4, seed, {"mode": "modern"})
    chooser = random.Random(seed)
    seen = []
    while not state.is_terminal():
        player = state.acting
        events = state.play(player, chooser.choice(state.legal_moves(player)))
        seen += [event.to_dict() for event in of_kind(events, "exchange_rates_set")]
    assert seen and all(set(event) == {"kind", "strong", "weak"} for event in seen)


def test_another_players_hidden_money_does_not_change_the_events() -> None:
    """Player 2 holds 元6 in one game, 元7 in the other: the rates come out the same, and so must
    the event that sets them – nothing in it may tell the two hidden hands apart."""
    _, first = _after_startup({0: ["$9a", "$9b"], 1: ["€1a", "¥5a"], 2: ["元6a"]})
    _, second = _after_startup({0: ["$9a", "$9b"], 1: ["€1a", "¥5a"], 2: ["元7a"]})
    assert [event.to_dict() for event in first] == [event.to_dict() for event in second]


def test_every_price_change_adds_up_and_no_price_falls_below_1() -> None:
    """Heimatmarkt, strong currency and Börsenrally together take 3 off a 2 building: it costs 1.
    Ölkrise, weak currency and Börsenrally on an Energie 6 building: 6 + 2 + 1 − 1 = 8, at home
    7."""
    cheapest = building("logistik", 2, "NES")
    energie_6 = building("energie", 6, "ES")
    state = table(
        4, options={"mode": "modern"}, market=[cheapest, *PRICE_4[1:], energie_6, PRICE_5]
    )
    state.strong, state.weak = DOLLAR, YUAN
    state.news = {"boersenrally": 2, "oelkrise": 2}
    state = reloaded(state)
    assert state.price(0, NEW_YORK) == 1  # 2 − 1 − 1 − 1 = −1, but never below 1
    assert state.price(1, NEW_YORK) == 1  # 2 − 1 − 1
    assert state.price(0, SHANGHAI) == 8
    assert state.price(2, SHANGHAI) == 7
    assert state.price(1, FRANKFURT) == 4 - 1 - 1  # home, rally; € is neither strong nor weak


# ---- Insidertipp ---------------------------------------------------------------------------------


def test_a_tip_takes_exactly_one_card_more_than_allowed_of_any_value() -> None:
    """Kapital $9, $3, $2, €4: without a tip one card or 3 + 2; with a tip every set that would be
    allowed with its biggest card left out – but not one allowed anyway."""
    state = table(options={"insidertipp": "on"}, kapital=["$9a", "$3a", "$2a", "€4a"])
    assert legal_starting(state, "take") == [
        "take 1",
        "take 2",
        "take 3",
        "take 4",
        "take 2,3",
        "take 1,2 tip",
        "take 1,3 tip",
        "take 1,4 tip",
        "take 2,4 tip",
        "take 3,4 tip",
        "take 1,2,3 tip",
        "take 2,3,4 tip",
    ]
    before = list(state.hands[0])
    events = play(state, "take 1,2,3 tip")
    assert of_kind(events, "money_taken")[0].tip
    assert sorted(set(state.hands[0]) - set(before)) == cards(["$2a", "$3a", "$9a"])
    assert state.tips == [1, 2, 2]


def test_a_tip_is_refused_where_the_cards_may_be_taken_without_one() -> None:
    """Cards worth 5 together need no tip, so none is offered or accepted."""
    state = table(options={"insidertipp": "on"}, kapital=["$1a", "$1b", "$2a", "€1a"])
    assert not [text for text in legal(state) if text.endswith("tip")]
    with pytest.raises(IllegalMoveError, match="without an Insidertipp"):
        play(state, "take 1,2,3,4 tip")
    assert state.tips == [2, 2, 2]


def test_every_player_has_two_tips_and_no_more() -> None:
    """Two Insidertipps each; with none left the tip moves are gone and refused in words."""
    assert new(4, 2, {"insidertipp": "on"}).tips == [2, 2, 2, 2]
    assert new(4, 2).tips == [0, 0, 0, 0]
    state = table(options={"insidertipp": "on"}, kapital=["$9a", "$9b", "€9a", "€9b"])
    state.tips = [0, 2, 2]
    state = reloaded(state)
    assert not [text for text in legal(state) if text.endswith("tip")]
    with pytest.raises(IllegalMoveError, match="no Insidertipp is left"):
        play(state, "take 1,2 tip")


# ---- Kredite -------------------------------------------------------------------------------------


def test_a_loan_draws_cards_until_they_are_worth_at_least_8() -> None:
    """3 + 4 + 1 = 8: three cards, the 9 below stays in the deck; the loan is the turn's action."""
    state = table(options={"kredite": "on"}, hands={0: []}, deck_top=["$3a", "€4a", "¥1a", "元9a"])
    events = play(state, "loan")
    assert hand_texts(state, 0) == ["$3a", "€4a", "¥1a"]
    assert state.loans == [1, 0, 0]
    (taken,) = of_kind(events, "loan_taken")
    assert (taken.player, taken.cards_drawn, taken.loans) == (0, 3, 1)
    assert state.current == 1 and state.deck[-1] == cards(["元9a"])[0]


def test_a_scoring_card_drawn_for_a_loan_waits_for_the_next_refill() -> None:
    """The Startup drawn on the way is set aside and held when the Kapital is refilled."""
    state = table(options={"kredite": "on"}, hands={0: []}, deck_top=["$3a", "startup", "€5a"])
    events = play(state, "loan")
    assert hand_texts(state, 0) == ["$3a", "€5a"]
    assert [event.scoring for event in of_kind(events, "scoring_held")] == [STARTUP_SCORING]
    assert events.index(of_kind(events, "loan_taken")[0]) < events.index(
        of_kind(events, "scoring_held")[0]
    )


def test_repaying_costs_no_action_and_takes_12_without_a_spare_card() -> None:
    """Any currencies, worth at least 12, no card that could be left out; afterwards the player
    still has his action."""
    state = table(options={"kredite": "on"}, hands={0: ["$9a", "€3a", "元1a", "¥5a"]})
    state.loans = [1, 0, 0]
    state = reloaded(state)
    assert set(legal_starting(state, "repay")) == {"repay $9a,€3a", "repay $9a,¥5a"}
    with pytest.raises(IllegalMoveError, match="none of them spare"):
        play(state, "repay $9a,€3a,元1a")
    events = play(state, "repay $9a,¥5a")
    assert of_kind(events, "loan_repaid")[0].loans == 0
    assert state.loans == [0, 0, 0]
    assert hand_texts(state, 0) == ["€3a", "元1a"]
    assert (state.phase, state.current) == ("action", 0)
    assert legal_starting(state, "take") and not legal_starting(state, "repay")


def test_a_loan_is_repaid_while_an_action_may_be_chosen() -> None:
    """After an exact payment (another action or 'end') a repayment is offered; while the bought
    building waits to be placed it is not."""
    state = table(
        options={"kredite": "on"},
        hands={0: ["$5a", "€9a", "€3a"]},
        market=[PRICE_5, *PRICE_4, PRICE_4_ENERGIE],
    )
    state.loans = [1, 0, 0]
    state = reloaded(state)
    play(state, "buy 1 $5a")
    assert state.bonus and legal_starting(state, "repay") == ["repay €3a,€9a"]
    play(state, "repay €3a,€9a", "end")
    assert state.loans == [0, 0, 0] and state.phase == "place"
    state.loans = [1, 0, 0]
    state.hands[0] = cards(["€9a", "€3a"])
    state.discard = [number for number in state.discard if number not in state.hands[0]]
    state = reloaded(state)
    assert state.phase == "place" and not legal_starting(state, "repay")
    with pytest.raises(IllegalMoveError, match="while an action may be chosen"):
        play(state, "repay €3a,€9a")


def test_at_most_two_loans_at_once() -> None:
    """With two open loans no third; repaying one makes room again."""
    state = table(options={"kredite": "on"}, hands={0: ["$9a", "€3a"]})
    state.loans = [1, 0, 0]
    assert "loan" in legal(reloaded(state))
    state.loans = [2, 0, 0]
    state = reloaded(state)
    assert "loan" not in legal(state)
    with pytest.raises(IllegalMoveError, match="at most 2 loans"):
        play(state, "loan")
    play(state, "repay $9a,€3a")
    assert "loan" in legal(state)
    assert "loan" not in legal(table())


def test_no_loan_without_money_in_the_deck_or_the_discard_pile() -> None:
    """With the deck holding no money and the discard pile empty there is nothing to draw; one
    card on the discard pile is enough (it is shuffled into a new deck)."""
    state = table(options={"kredite": "on"})
    money = [card for card in state.deck if card < STARTUP]
    state.hands[1] += money + state.discard
    state.hands[1].sort()
    state.deck = [card for card in state.deck if card >= STARTUP]
    state.discard = []
    state = reloaded(state)
    assert "loan" not in legal(state)
    state.discard = [state.hands[1].pop()]
    state = reloaded(state)
    assert "loan" in legal(state)


def test_every_open_loan_costs_6_points_at_the_ipo_only() -> None:
    """Two open loans −12, one −6, none 0; the Startup and Venture Capital scorings take
    nothing."""
    state = table(options={"kredite": "on"})
    state.loans = [2, 1, 0]
    state = reloaded(state)
    assert [part.loans for part in scoring_of(state, IPO_SCORING).players] == [-12, -6, 0]
    for scoring in (STARTUP_SCORING, VENTURE_SCORING):
        assert [part.loans for part in scoring_of(state, scoring).players] == [0, 0, 0]
    totals = [part.total for part in scoring_of(state, IPO_SCORING).players]
    state.loans = [0, 0, 0]
    assert [part.total for part in scoring_of(state, IPO_SCORING).players] == [
        totals[0] + 12,
        totals[1] + 6,
        totals[2],
    ]
