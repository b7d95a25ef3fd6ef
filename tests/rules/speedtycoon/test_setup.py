"""The material and the start of a game: buildings, coordinates, the deal, the start player, the
Kapital and Weltmarkt, the scoring cards in the deck, and which modules a mode brings."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules.speedtycoon.catalogue import (
    BRANCH_BUILDINGS,
    BUILDINGS,
    HEADQUARTERS,
    MONEY,
    PLAIN_MONEY,
    STARTUP,
    TWO_PLAYER_MONEY,
    VENTURE_CAPITAL,
)
from game.rules.speedtycoon.money import CARD_VALUES
from game.rules.speedtycoon.tables import MODULES

from .scenario import building, legal_starting, new, play, table

# The buildings as the rules page lists them: per branch (price, highway sides), cheapest first.
DOCUMENTED_BUILDINGS: dict[str, list[tuple[int, str]]] = {
    "logistik": [(2, "NES"), (3, "NE"), (4, "ES"), (5, "N"), (6, "E"), (7, "S"), (8, "")],
    "industrie": [(3, "NSW"), (4, "NW"), (5, "NS"), (6, "N"), (7, "E"), (8, "S"), (9, "")],
    "energie": [
        *[(4, "NES"), (5, "NE"), (6, "ES"), (6, "SW"), (7, "N"), (8, "E"), (8, "S"), (9, "W")],
        (10, ""),
    ],
    "finanzen": [
        *[(5, "NSW"), (6, "NS"), (7, "EW"), (7, "NE"), (8, "E"), (9, "S"), (9, "W"), (10, "N")],
        (11, ""),
    ],
    "technologie": [
        *[(6, "NES"), (7, "SW"), (7, "NW"), (8, "NS"), (8, "EW"), (9, "S"), (10, "W")],
        *[(10, "N"), (11, "E"), (11, "S"), (12, "")],
    ],
    "wolkenkratzer": [
        *[(7, "NSW"), (8, "ES"), (8, "SW"), (9, "NW"), (9, "NS"), (10, "N"), (11, "E")],
        *[(11, "S"), (12, "W"), (12, "N"), (13, "")],
    ],
}
SIDE_BITS = {"N": 1, "E": 2, "S": 4, "W": 8}


def _value(hand: list[int]) -> int:
    return sum(CARD_VALUES[card] for card in hand)


# ---- a. the buildings and the coordinates ----------------------------------------------------


def test_the_54_buildings_are_the_documented_table_branch_by_branch() -> None:
    """Numbers 1–54 run branch by branch, cheapest first, with the documented price and sides."""
    number = 1
    for branch, (name, rows) in enumerate(DOCUMENTED_BUILDINGS.items()):
        for price, sides in rows:
            tile = BUILDINGS[number]
            mask = sum(SIDE_BITS[letter] for letter in sides)
            assert (tile.branch, tile.price, tile.highways) == (branch, price, mask), (name, number)
            assert building(name, price, sides) == number
            number += 1
    assert number - 1 == len(BRANCH_BUILDINGS) == 54
    assert [len(rows) for rows in DOCUMENTED_BUILDINGS.values()] == [7, 7, 9, 9, 11, 11]


def test_the_headquarters_stands_on_0_0_without_highways() -> None:
    """Every empire begins with the headquarters alone on 0,0; it has no highway and no branch."""
    state = new(4, 5)
    for empire in state.empires:
        assert empire.fields == {(0, 0): HEADQUARTERS}
    assert BUILDINGS[HEADQUARTERS].highways == 0 and BUILDINGS[HEADQUARTERS].branch is None


def test_x_grows_to_the_east_and_y_to_the_south() -> None:
    """A building with a highway to the north fits north of the headquarters (0,-1) but not
    south of it (0,1), where its highway would meet the headquarters' free side."""
    north_only = building("logistik", 5, "N")
    east_only = building("logistik", 6, "E")
    state = table(market=[north_only, east_only, None, None], hands={0: ["$5a", "€6a"]})
    play(state, "buy 1 $5a", "buy 2 €6a", "end")
    assert state.phase == "place"
    assert {text.split()[-1] for text in legal_starting(state, f"build {north_only} ")} == {
        "0,-1",
        "1,0",
        "-1,0",
    }
    assert {text.split()[-1] for text in legal_starting(state, f"build {east_only} ")} == {
        "0,-1",
        "1,0",
        "0,1",
    }


# ---- c. the deal, the start player, Kapital and Weltmarkt, the order of turns ------------------


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 7), (4, 11), (6, 2)])
def test_money_is_dealt_card_by_card_from_seat_1_until_20(players: int, seed: int) -> None:
    """Dealt round after round from the first seat, one card each, until a hand is worth 20;
    then the next four cards fill the Kapital slots 1 to 4 in order."""
    rng = random.Random(seed)
    money = list(TWO_PLAYER_MONEY if players == 2 else PLAIN_MONEY)
    rng.shuffle(money)
    hands: list[list[int]] = [[] for _ in range(players)]
    dealing = list(range(players))
    while dealing:
        for seat in list(dealing):
            hands[seat].append(money.pop())
            if _value(hands[seat]) >= 20:
                dealing.remove(seat)
    state = new(players, seed)
    assert state.hands == [sorted(hand) for hand in hands]
    assert state.kapital == [money.pop() for _ in range(4)]


def test_the_start_player_has_the_fewest_cards_then_the_smaller_sum() -> None:
    """Fewest cards first; among equal counts the smaller sum; the first turn is his."""
    for seed in range(60):
        state = new(3, seed)
        keys = [(len(hand), _value(hand)) for hand in state.hands]
        assert keys[state.start_player] == min(keys)
        assert state.current == state.start_player and state.phase == "action"


def test_a_tie_left_after_count_and_sum_is_decided_by_lot() -> None:
    """Where several have the same count and sum, each of them can become start player."""
    chosen_positions = set()
    ties = 0
    for seed in range(400):
        state = new(3, seed)
        keys = [(len(hand), _value(hand)) for hand in state.hands]
        tied = [seat for seat, key in enumerate(keys) if key == min(keys)]
        if len(tied) > 1:
            ties += 1
            assert state.start_player in tied
            chosen_positions.add(tied.index(state.start_player))
    assert ties >= 10 and {0, 1} <= chosen_positions


def test_two_players_play_with_72_money_cards() -> None:
    """Two of each currency and value at a table of two, three of each from three seats on."""
    for players, copies in ((2, 2), (3, 3), (5, 3)):
        state = new(players, 8)
        every = [card for hand in state.hands for card in hand] + state.deck + state.kapital
        money = [card for card in every if card is not None and card < STARTUP]
        kinds = Counter((MONEY[card].currencies, MONEY[card].value) for card in money)
        assert len(money) == 36 * copies and set(kinds.values()) == {copies}


def test_kapital_and_weltmarkt_are_laid_out_full() -> None:
    """Four money cards and four buildings lie open; the rest of the 54 lies in the bag."""
    state = new(3, 2)
    assert all(card is not None and card < STARTUP for card in state.kapital)
    assert all(tile is not None for tile in state.market)
    assert len(state.bag) == 50 and not state.fund


def test_turns_go_round_from_the_start_player() -> None:
    """After the start player comes the next seat, around the table."""
    state = new(4, 3)
    seats = []
    for _ in range(6):
        seats.append(state.current)
        play(state, legal_starting(state, "take")[0])
    first = state.start_player
    assert seats == [(first + step) % 4 for step in range(6)]


# ---- i. the scoring cards in the money deck ----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 6])
def test_startup_lies_in_the_second_fifth_and_venture_in_the_fourth(players: int) -> None:
    """The deck left after dealing is cut into fifths (counted from the top): Startup lies
    among the second, Venture Capital among the fourth; both places vary from game to game."""
    startup_depths, venture_depths = set(), set()
    for seed in range(40):
        state = new(players, seed)
        dealt = sum(len(hand) for hand in state.hands)
        fifth = (len(TWO_PLAYER_MONEY if players == 2 else PLAIN_MONEY) - dealt) / 5
        top_down = state.deck[::-1]
        # The Kapital took the first four cards: they were above both.
        startup = 4 + sum(card < STARTUP for card in top_down[: top_down.index(STARTUP)])
        venture = 4 + sum(card < STARTUP for card in top_down[: top_down.index(VENTURE_CAPITAL)])
        assert int(fifth) <= startup < int(2 * fifth)
        assert int(3 * fifth) <= venture < int(4 * fifth)
        startup_depths.add(startup)
        venture_depths.add(venture)
    assert len(startup_depths) > 3 and len(venture_depths) > 3


# ---- m. game modes ------------------------------------------------------------------------------


def test_eigene_auswahl_is_klassisch_with_the_modules_switched_on() -> None:
    """'Eigene' alone is the base game; each module switched on is played, and only those."""
    assert new(3, 1, {"mode": "eigene"}).modules == frozenset()
    assert new(3, 1, {"mode": "klassisch"}).modules == frozenset()
    chosen = {"mode": "eigene", "unicorn": "on", "kredite": "on", "blitz": "off"}
    assert new(3, 1, chosen).modules == {"unicorn", "kredite"}


def test_a_module_switched_on_joins_modern_and_tycoon() -> None:
    """Modern brings Wechselkurse, Heimatmarkt and Wirtschaftsnachrichten, Tycoon every module
    but Blitz; a module switched on comes on top (Blitz too)."""
    modern = {"wechselkurse", "heimatmarkt", "nachrichten"}
    assert new(3, 1, {"mode": "modern"}).modules == modern
    assert new(3, 1, {"mode": "modern", "lobbyist": "on"}).modules == modern | {"lobbyist"}
    assert new(3, 1, {"mode": "tycoon"}).modules == set(MODULES) - {"blitz"}
    assert new(3, 1, {"mode": "tycoon", "blitz": "on"}).modules == set(MODULES)
    # Switching a mode's module 'off' does not take it out of the mode.
    assert new(3, 1, {"mode": "modern", "heimatmarkt": "off"}).modules == modern
