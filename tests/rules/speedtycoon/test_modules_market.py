"""The market modules of Speedtycoon: Blitz and Wirtschaftsnachrichten (with our own
determinations); the Lobbyist has a file of its own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from game.rules.core import IllegalMoveError
from game.rules.speedtycoon import SpeedtycoonState
from game.rules.speedtycoon.catalogue import (
    BRANCH_BUILDINGS,
    NEWS_CARDS,
    STARTUP,
    TECHNOLOGIE,
    VENTURE_CAPITAL,
    WOLKENKRATZER,
)
from game.rules.speedtycoon.scorings import scoring_of
from game.rules.speedtycoon.tables import STARTUP_SCORING
from tests.rules.speedtycoon.scenario import (
    building,
    card,
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

# ---- Blitz ---------------------------------------------------------------------------------------

BLITZ_OUT = [
    building(branch, price, sides)
    for branch, price, sides in (
        ("logistik", 3, "NE"),
        ("logistik", 5, "N"),
        ("logistik", 7, "S"),
        ("industrie", 4, "WN"),
        ("industrie", 6, "N"),
        ("industrie", 8, "S"),
        ("energie", 5, "NE"),
        ("energie", 6, "SW"),
        ("energie", 8, "E"),
        ("finanzen", 6, "NS"),
        ("finanzen", 7, "NE"),
        ("finanzen", 9, "S"),
        ("technologie", 7, "SW"),
        ("technologie", 8, "NS"),
        ("technologie", 9, "S"),
        ("wolkenkratzer", 8, "ES"),
        ("wolkenkratzer", 9, "WN"),
        ("wolkenkratzer", 10, "N"),
    )
]


@pytest.mark.parametrize("players", [2, 4])
def test_blitz_takes_out_the_second_fourth_and_sixth_cheapest_of_every_branch(
    players: int,
) -> None:
    """Eigene Festlegung: of equal prices the one listed first counts as cheaper; the 18 lie
    out of the game, the other 36 are in the bag, on the market or with the fund."""
    state = new(players, 4, {"blitz": "on"})
    assert state.gone == sorted(BLITZ_OUT)
    in_play = state.bag + [b for b in state.market if b is not None] + state.fund
    assert sorted(in_play) == sorted(set(BRANCH_BUILDINGS) - set(BLITZ_OUT))
    assert new(players, 4).gone == []


def _depths(state: SpeedtycoonState) -> tuple[int, int, int]:
    """The money deck's length after dealing and how many money cards lay above the Startup and
    the Venture Capital card then (the four of the Kapital included)."""
    money_above = [0, 0]
    above = 4
    for number in reversed(state.deck):
        if number == STARTUP:
            money_above[0] = above
        elif number == VENTURE_CAPITAL:
            money_above[1] = above
        elif number < STARTUP:
            above += 1
    length = 4 + sum(1 for number in state.deck if number < STARTUP)
    return length, money_above[0], money_above[1]


@pytest.mark.parametrize("blitz", ["off", "on"])
def test_the_scoring_cards_lie_in_the_second_and_fourth_fifth_of_the_counted_deck(
    blitz: str,
) -> None:
    """The rest of the deck after dealing is cut into fifths – with Blitz counted two thirds as
    long – and the Startup lies in the second, Venture Capital in the fourth."""
    for seed in range(1, 26):
        length, startup, venture = _depths(new(3, seed, {"blitz": blitz}))
        counted = length * 2 // 3 if blitz == "on" else length
        fifth = counted / 5
        assert int(fifth) <= startup < int(2 * fifth)
        assert int(3 * fifth) <= venture < int(4 * fifth)


CHEAP_MARKET = [
    building("logistik", 2, "NES"),
    building("industrie", 3, "SWN"),
    building("energie", 4, "NES"),
    building("logistik", 3, "NE"),
]
RICH = ["$9a", "$9b", "€9a", "€9b", "元9a", "元9b", "¥9a", "¥9b"]


# ---- Wirtschaftsnachrichten ----------------------------------------------------------------------


def test_the_seven_news_are_shuffled_anywhere_into_the_deck_after_dealing() -> None:
    """Every news card is in the deck at most once (one may come up at the first refill of the
    Kapital); over many games they lie near the top as well as near the bottom."""
    depths: list[float] = []
    for seed in range(1, 31):
        state = new(3, seed, {"nachrichten": "on"})
        in_deck = [number for number in state.deck if number in NEWS_CARDS]
        assert len(in_deck) == len(set(in_deck)) >= 5
        depths += [
            (len(state.deck) - state.deck.index(number)) / len(state.deck) for number in in_deck
        ]
        assert all(hand and max(hand) < STARTUP for hand in state.hands)
    assert min(depths) < 0.1 and max(depths) > 0.9
    assert not [number for number in new(3, 1).deck if number in NEWS_CARDS]


def _news_table(
    players: int = 3,
    current: int = 0,
    deck_top: Sequence[str] = (),
    hands: Mapping[int, Sequence[str]] | None = None,
    market: Sequence[int | None] | None = None,
) -> SpeedtycoonState:
    """A position with the Wirtschaftsnachrichten where only the news on the deck's top are
    left in the game (the others are taken out, so that chance plays no part)."""
    state = table(
        players,
        options={"nachrichten": "on"},
        current=current,
        hands=hands,
        kapital=["$1a", "$1b", "$1c", "€1a"],
        deck_top=list(deck_top),
        market=market,
    )
    wanted = set(cards(deck_top))
    state.deck = [n for n in state.deck if n not in NEWS_CARDS or n in wanted]
    return reloaded(state)


def test_a_round_news_lasts_until_the_revealing_players_next_turn_is_over() -> None:
    """Börsenrally revealed at the end of player 1's turn: 1 cheaper in the turns of players 2,
    0 and 1; it ends with player 1's next turn."""
    state = _news_table(current=1, deck_top=["boersenrally", "$2a"], market=CHEAP_MARKET)
    events = play(state, "take 1")
    assert of_kind(events, "news_revealed")[0].news == "boersenrally"
    for mover in (2, 0, 1):
        assert state.current == mover
        assert state.price(mover, SHANGHAI) == 3
        events = play(state, "take 1")
        assert [event.news for event in of_kind(events, "news_ended")] == (
            ["boersenrally"] if mover == 1 else []
        )
    assert state.news == {} and state.price(2, SHANGHAI) == 4


def test_a_round_news_revealed_at_the_start_lasts_the_first_round() -> None:
    """Revealed while the Kapital is first laid out, it lasts one turn of every player, from the
    start player on."""
    seed = next(seed for seed in range(1, 100) if new(3, seed, {"nachrichten": "on"}).news)
    state = new(3, seed, {"nachrichten": "on"})
    (news,) = state.news
    movers = []
    while news in state.news:
        movers.append(state.current)
        play(state, "take 1")
    start = state.start_player
    assert movers == [start, (start + 1) % 3, (start + 2) % 3]


def test_the_oelkrise_makes_energie_2_dearer_for_a_round() -> None:
    """Only Energie buildings, for every player."""
    state = _news_table(current=1, deck_top=["oelkrise", "$2a"], market=CHEAP_MARKET)
    play(state, "take 1")
    assert [state.price(2, place) for place in range(4)] == [2, 3, 6, 3]
    assert [state.price(0, place) for place in range(4)] == [2, 3, 6, 3]


def test_the_hafenstreik_closes_a_trading_place_drawn_by_lot() -> None:
    """The closed place is drawn at random: over a dozen games at least three places close."""
    closed = set()
    for seed in range(1, 13):
        if card("hafenstreik") not in new(3, seed, {"nachrichten": "on"}).deck:
            continue  # revealed by the first refill already
        state = table(
            options={"nachrichten": "on"},
            seed=seed,
            kapital=["$1a", "$1b", "$1c", "€1a"],
            deck_top=["hafenstreik", "$2a"],
            hands={1: RICH},
            market=CHEAP_MARKET,
        )
        events = play(state, "take 1")
        (revealed,) = of_kind(events, "news_revealed")
        assert state.closed_place == revealed.place >= 0
        closed.add(revealed.place)
        assert not legal_starting(state, f"buy {revealed.place + 1} ")
        assert len({text.split()[1] for text in legal_starting(state, "buy")}) == 3
    assert len(closed) >= 3


def test_a_closed_place_is_refused_in_words_and_opens_after_the_round() -> None:
    """Player 1 may not buy at the closed place; after player 0's next turn (he revealed the
    Hafenstreik) it is open again."""
    state = _news_table(deck_top=["hafenstreik", "$2a"], hands={1: RICH}, market=CHEAP_MARKET)
    play(state, "take 1")
    place = state.closed_place
    buy = f"buy {place + 1} {RICH[2 * place]}"
    with pytest.raises(IllegalMoveError, match="closed by the Hafenstreik"):
        play(state, buy)
    play(state, "take 1", "take 1")
    assert (state.current, state.closed_place) == (0, place)
    events = play(state, "take 1")
    assert [event.news for event in of_kind(events, "news_ended")] == ["hafenstreik"]
    assert state.closed_place == -1 and state.news == {}
    assert buy in legal(state)


@pytest.mark.parametrize(
    ("news", "branch"), [("tech_boom", TECHNOLOGIE), ("bauboom", WOLKENKRATZER)]
)
def test_a_boom_doubles_its_branch_at_the_next_scoring_only(news: str, branch: int) -> None:
    """The boom revealed just before the Startup: player 0's single building of the branch brings
    twice the points there, the next scoring counts normally again."""
    own = building("technologie", 12) if branch == TECHNOLOGIE else building("wolkenkratzer", 13)
    state = table(
        options={"nachrichten": "on"},
        kapital=["$1a", "$1b", "$1c", "€1a"],
        deck_top=[news, "startup", "$2a"],
        empires={0: {(1, 0): own}},
        points=[0, 0, 0],
    )
    state.deck = [n for n in state.deck if n not in NEWS_CARDS or n == card(news)]
    state = reloaded(state)
    plain = scoring_of(state, STARTUP_SCORING).players[0].branches[branch]
    assert plain == branch + 1
    events = play(state, "take 1")
    (held,) = of_kind(events, "scoring_held")
    assert held.branches[0][branch] == 2 * plain
    assert state.booms == []
    assert scoring_of(state, STARTUP_SCORING).players[0].branches[branch] == plain


def test_at_the_zinswende_everybody_gives_up_his_smallest_card() -> None:
    """From the player whose turn it is: player 1 gives up the €1 he just took, player 2 has no
    money, player 0 the first of his two 2s in hand order ($ before €)."""
    state = _news_table(
        current=1,
        deck_top=["zinswende", "$2a"],
        hands={0: ["€2b", "$2b", "$5a"], 1: ["€3a", "元3b"], 2: []},
    )
    events = play(state, "take 4")
    given = of_kind(events, "card_given_up")
    assert [(event.player, event.card) for event in given] == [
        (1, card("€1a")),
        (0, card("$2b")),
    ]
    assert hand_texts(state, 1) == ["€3a", "元3b"]
    assert hand_texts(state, 0) == ["$5a", "€2b"]
    assert hand_texts(state, 2) == []
    assert card("$2b") in state.discard and card("€1a") in state.discard


def test_the_konjunkturpaket_gives_everybody_a_card_from_the_player_whose_turn_it_is() -> None:
    """From player 1 (whose turn it is) on: 1, 2, 0 draw one card each from the deck, after the
    card drawn for the Kapital."""
    state = _news_table(
        current=1,
        deck_top=["konjunkturpaket", "$2a", "$3a", "$4a", "$5a"],
        hands={0: [], 1: [], 2: []},
    )
    events = play(state, "take 4")
    assert [event.player for event in of_kind(events, "card_granted")] == [1, 2, 0]
    assert hand_texts(state, 1) == ["$3a", "€1a"]
    assert hand_texts(state, 2) == ["$4a"]
    assert hand_texts(state, 0) == ["$5a"]
    assert state.kapital[3] == card("$2a")
