"""The Speedstocks bots: legal in every game form, deterministic, sensible, ranked by strength."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.base import Bot
from game.ai.speedstocks import EasyBot, NormalBot, StrongBot
from game.ai.speedstocks.knowledge import at_least, count_stocks
from game.ai.speedstocks.landing import SWALLOWED, landing
from game.ai.speedstocks.normal import card_risk
from game.ai.speedstocks.playout import fewest_bears, place_turn
from game.ai.speedstocks.search import play_out_cards, win_share
from game.ai.speedstocks.worlds import seat_view
from game.rules.core import IllegalMoveError
from game.rules.registry import get_game
from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW, TakeRow
from game.rules.speedstocks.state import CHOOSING, KURSSTURZ, SpeedstocksState
from game.rules.speedstocks.stocks import (
    BEARS,
    BLACK_SWAN,
    IPO,
    IPO_ROW,
    LONG_AFTER,
    LONG_BEFORE,
    ROW_PLACES,
    SHORT_AFTER,
    SHORT_BEFORE,
    SPLIT,
    STOCK_BITS,
)

GAME = "speedstocks"
STRENGTHS = ("easy", "normal", "strong")
# Small budgets keep whole games with strong seats to a second or so.
QUICK_WORLDS = 2


def quick_bot(strength: str, seed: int) -> Bot:
    """A bot of the strength, strong ones capped to a few worlds and no clock."""
    return make_bot(GAME, strength, seed=seed, max_iterations=QUICK_WORLDS)


def arranged(
    rows: list[list[int]],
    hand: list[int],
    players: int = 4,
    symbols: dict[int, int] | None = None,
    seed: int = 5,
) -> SpeedstocksState:
    """A consistent state in the choosing phase: these rows, this hand for seat 0, the rest dealt.

    The other hands and the pile are drawn from the stocks on neither the rows nor the hand.
    """
    special = "on" if symbols else "off"
    state = get_game(GAME).new_state(players, seed, {"special": special})
    assert isinstance(state, SpeedstocksState)
    on_rows = [entry & STOCK_BITS for row in rows for entry in row]
    taken = set(on_rows) | set(hand)
    rest = [stock for stock in range(1, 105) if stock not in taken]
    random.Random(seed).shuffle(rest)
    state.rows = [row[:] for row in rows]
    state.capacity = [ROW_PLACES] * len(rows)
    state.hands[0] = sorted(hand)
    for player in range(1, players):
        state.hands[player] = sorted(rest[: len(hand)])
        del rest[: len(hand)]
    state.deck = rest
    state.played = sorted(set(on_rows))
    state.symbols = [0] * 105
    for stock, symbol in (symbols or {}).items():
        state.symbols[stock] = symbol
    state.turn = 11 - len(hand)
    return state


# ---- every strength, every game form -----------------------------------------------------------


@pytest.mark.parametrize("variant", ["klassisch", "taktik"])
@pytest.mark.parametrize("special", ["off", "on"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_legal_moves_through_whole_games(
    variant: str, special: str, players: int
) -> None:
    strengths = ("strong", "normal", "easy", "strong")[:players]
    seed = {"klassisch": 0, "taktik": 1}[variant] * 10 + players + (special == "on") * 100
    bots = [quick_bot(strength, seed + seat) for seat, strength in enumerate(strengths)]
    state = get_game(GAME).new_state(players, seed, {"variant": variant, "special": special})
    kurssturz_choices = 0
    while not state.is_terminal():
        for player in state.to_act():
            move = bots[player].choose(state, player)
            assert move in state.legal_moves(player)
            kurssturz_choices += isinstance(move, TakeRow)
            state.play(player, move)  # checked: an illegal move would raise here
    assert state.outcome() is not None
    assert kurssturz_choices > 0


def test_every_strength_is_registered_and_made_by_the_registry() -> None:
    kinds = {"easy": EasyBot, "normal": NormalBot, "strong": StrongBot}
    for strength, kind in kinds.items():
        bot = make_bot(GAME, strength, seed=3, think_ms=10, max_iterations=4)
        assert type(bot) is kind
        assert bot.strength == strength
        assert (bot.think_ms, bot.max_iterations) == (10, 4)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_seat_with_nothing_to_do_is_refused_in_words(strength: str) -> None:
    state = arranged([[10], [30], [50], [70]], [12, 40])
    bot = quick_bot(strength, 1)
    state.apply(0, CHOOSE[12])
    with pytest.raises(IllegalMoveError, match="nothing to choose"):
        bot.choose(state, 0)
    with pytest.raises(IllegalMoveError, match="no player 7"):
        bot.choose(state, 7)
    with pytest.raises(TypeError, match="cannot play"):
        bot.choose("a table", 0)  # type: ignore[arg-type]


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_single_card_is_played_at_once(strength: str) -> None:
    state = arranged([[10], [30], [50], [70]], [44])
    assert quick_bot(strength, 2).choose(state, 0) == CHOOSE[44]


# ---- determinism and budgets -------------------------------------------------------------------


def _game_moves(strengths: tuple[str, ...], seed: int, options: dict[str, str]) -> list[str]:
    """Every move of a whole seeded game between freshly made bots, as text."""
    bots = [
        make_bot(GAME, strength, seed=seed + seat, max_iterations=QUICK_WORLDS)
        for seat, strength in enumerate(strengths)
    ]
    state = get_game(GAME).new_state(len(bots), seed, options)
    moves = []
    while not state.is_terminal():
        for player in state.to_act():
            move = bots[player].choose(state, player)
            moves.append(f"{player}:{move.text()}")
            state.play(player, move)
    return moves


def test_same_seeds_and_caps_give_the_same_game() -> None:
    strengths = ("strong", "normal", "easy")
    options = {"special": "on"}
    first = _game_moves(strengths, 21, options)
    assert first == _game_moves(strengths, 21, options)
    assert first != _game_moves(strengths, 22, options)


def test_strong_plays_exactly_its_world_cap_without_a_clock() -> None:
    state = arranged([[10], [30], [50], [70]], [12, 33, 52, 90])
    results = play_out_cards(state, 0, random.Random(4), None, 5)
    assert (results.worlds, results.playouts, len(results.totals)) == (5, 20, 4)
    assert play_out_cards(state, 0, random.Random(4), None, 5).totals == results.totals
    bot = StrongBot(seed=4, max_iterations=5)
    bot.choose(state, 0)
    assert bot.rollouts_done == 20  # four cards on each of five worlds


def test_a_win_counts_only_where_the_round_brings_boersenschluss() -> None:
    assert win_share([60, 50, 40, 30], [0, 0, 0, 0], 3) == 0.0  # nobody at 66: no end
    assert win_share([60, 50, 40, 30], [6, 0, 0, 0], 3) == 1.0
    assert win_share([60, 50, 40, 30], [6, 0, 0, 0], 2) == 0.0
    assert win_share([60, 30, 40, 30], [6, 0, 0, 0], 1) == 0.5  # a shared first place
    assert win_share([60, 30, 40, 30], [6, 5, 0, 0], 3) == 1.0


def test_the_last_round_is_played_for_the_win() -> None:
    """The win's worth changes the results only where the round can bring Börsenschluss."""
    early = arranged([[10], [30], [50], [70]], [12, 33, 52, 90])
    plain = play_out_cards(early, 0, random.Random(4), None, 20).totals
    assert play_out_cards(early, 0, random.Random(4), None, 20, 15.0).totals == plain
    late = arranged([[10], [30], [50], [70]], [12, 33, 52, 90])
    late.bears_total = [40, 45, 64, 50]
    plain = play_out_cards(late, 0, random.Random(4), None, 20).totals
    played_to_win = play_out_cards(late, 0, random.Random(4), None, 20, 15.0).totals
    # Seat 0 holds the fewest bears: every world where seat 2 passes 66 and seat 0 stays lowest
    # is a win, worth 15 bears less for its card.
    assert all(win <= bears for win, bears in zip(played_to_win, plain))
    assert played_to_win != plain


def test_strong_stops_after_one_world_when_its_time_is_up() -> None:
    state = arranged([[10], [30], [50], [70]], [12, 33, 52, 90])
    assert play_out_cards(state, 0, random.Random(4), 0.0, 50).worlds == 1
    special = arranged([[10], [30], [50], [70]], [12, 33, 52, 90], symbols={33: SPLIT})
    bot = StrongBot(seed=4, think_ms=0, max_iterations=50)
    bot.choose(special, 0)
    assert bot.rollouts_done == 4  # one world through the engine, four cards


def test_strong_without_limits_has_a_clock_and_a_cap() -> None:
    seconds, worlds = StrongBot().budget()
    assert seconds is not None and 0 < seconds < 1
    assert worlds > 0
    assert StrongBot(max_iterations=9).budget() == (None, 9)


def test_the_strong_search_leaves_the_state_untouched() -> None:
    state = arranged([[10], [30], [50], [70]], [12, 33, 52, 90], symbols={33: SPLIT})
    before = state.to_dict()
    StrongBot(seed=1, max_iterations=3).choose(state, 0)
    assert state.to_dict() == before


@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_heuristic_bots_see_no_hidden_stock(strength: str) -> None:
    # Redrawing what seat 0 cannot see (other hands, pile, hidden symbols) changes nothing.
    state = arranged(
        [[10, 12], [30, 31, 33, 34], [50], [70, 75]],
        [13, 35, 52, 60, 99],
        symbols={35: LONG_BEFORE, 60: SPLIT, 88: IPO},
    )
    choices = set()
    for redraw in range(8):
        world = state.resample_hidden(0, random.Random(redraw))
        choices.add(make_bot(GAME, strength, seed=6).choose(world, 0))
    assert len(choices) == 1


# ---- the Kurssturz row -------------------------------------------------------------------------


def kurssturz_state() -> SpeedstocksState:
    """Seat 0's stock 3 fell below every row; London holds one bear, the others eight and more."""
    state = arranged([[44, 55], [60, 66, 70], [81], [90, 99]], [3, 17, 28, 64, 95])
    state.hands[0].remove(3)
    revealed = {0: 3, 1: state.hands[1].pop(), 2: state.hands[2].pop(), 3: state.hands[3].pop()}
    state.chosen = [revealed[player] for player in range(4)]
    state.waiting = 0
    state.played = sorted(state.played + list(revealed.values()))
    state.queue = sorted(
        ((stock, player) for player, stock in revealed.items() if player), reverse=True
    )
    state.phase = KURSSTURZ
    state.kurssturz = (3, 0)
    return state


@pytest.mark.parametrize("strength", STRENGTHS)
def test_the_kurssturz_takes_the_row_with_the_fewest_bears(strength: str) -> None:
    state = kurssturz_state()
    assert [state.row_bears(row) for row in range(4)] == [12, 11, 1, 8]
    bot = make_bot(GAME, strength, seed=8, max_iterations=30)
    assert bot.choose(state, 0) == TAKE_ROW[2]


# ---- sensible card choices ---------------------------------------------------------------------


@pytest.mark.parametrize("strength", ["normal", "strong"])
def test_no_sixth_stock_on_a_full_row_when_a_safe_one_exists(strength: str) -> None:
    # 47 would be the sixth stock on New York (13 bears); 72 lies safely next to Tokio's 71.
    state = arranged([[5], [20, 22, 30, 41, 45], [60], [71]], [47, 72])
    bot = make_bot(GAME, strength, seed=9, max_iterations=30)
    assert bot.choose(state, 0) == CHOOSE[72]


@pytest.mark.parametrize("strength", ["normal", "strong"])
def test_a_short_vorher_that_would_hit_its_own_row_is_avoided(strength: str) -> None:
    # Plain, 36 would lie fifth on London right behind its 35, the surest card in hand. As a
    # Short vorher it moves London's Margin Call to the fifth place first and takes 9 bears.
    rows = [[5], [12], [31, 33, 34, 35], [80, 81]]
    plain = arranged(rows, [36, 86])
    counting = count_stocks(plain, 0)
    assert card_risk(plain, 0, 36, counting) < card_risk(plain, 0, 86, counting)
    state = arranged(rows, [36, 86], symbols={36: SHORT_BEFORE})
    bot = make_bot(GAME, strength, seed=10, max_iterations=30)
    assert bot.choose(state, 0) == CHOOSE[86]


def test_easy_sees_a_symbol_trap_but_sometimes_misses() -> None:
    rows = [[5], [12], [31, 33, 34, 35], [80, 81]]
    state = arranged(rows, [36, 86], symbols={36: SHORT_BEFORE})
    assert EasyBot.immediate_bears(state, 0, 36) == 9
    assert EasyBot.immediate_bears(state, 0, 86) == 0
    picks = [EasyBot(seed=seed).choose(state, 0) for seed in range(200)]
    trapped = picks.count(CHOOSE[36])
    assert 0 < trapped < 60


def test_normal_weighs_a_row_about_to_fill_by_the_stocks_still_out_there() -> None:
    # 26 would lie fifth on New York: one stock of the others in 24 or 25 makes it the sixth.
    # 61 lies second on London behind a wider gap, with room to spare: the full row is the risk.
    state = arranged([[5], [20, 21, 22, 23], [55], [90]], [26, 61])
    counting = count_stocks(state, 0)
    assert card_risk(state, 0, 26, counting) > card_risk(state, 0, 61, counting)
    assert NormalBot(seed=1).choose(state, 0) == CHOOSE[61]


def test_counting_skips_every_stock_the_seat_has_seen() -> None:
    state = arranged([[5], [20, 21], [55], [90]], [26, 61], players=2)
    counting = count_stocks(state, 0)
    assert counting.between(19, 27) == (4, 5 + 1 + 1 + 2)  # 22 to 25; 20, 21 and 26 are seen
    assert counting.between(20, 22) == (0, 0)
    unseen = 104 - 5 - 2
    assert counting.chance == pytest.approx(1 / unseen)
    assert counting.others == 1


def test_the_chance_of_enough_hits_is_the_binomial_tail() -> None:
    assert at_least(3, 0.5, 0) == 1.0
    assert at_least(3, 0.5, 4) == 0.0
    assert at_least(3, 0.5, 1) == pytest.approx(1 - 0.125)
    assert at_least(3, 0.5, 2) == pytest.approx(0.5)
    assert at_least(2, 0.1, 2) == pytest.approx(0.01)


# ---- the landing model against the engine ------------------------------------------------------


def engine_landing(state: SpeedstocksState, stock: int) -> tuple[int, int, int, bool]:
    """What the engine does with seat 0's stock placed alone: row, place, bears, Kurssturz."""
    twin = state.copy()
    twin.hands[0].remove(stock)
    twin.turn = 1  # no round end (and new deal) after a Kurssturz row choice
    before = twin.bears_round[0]
    twin.place_alone(0, stock)  # the engine's own placement of one revealed stock
    kurssturz = twin.phase == KURSSTURZ
    if kurssturz:
        twin.apply(0, TAKE_ROW[twin.fewest_bears_row()])
    bears = twin.bears_round[0] - before
    for index, row in enumerate(twin.rows):
        for place, entry in enumerate(row, start=1):
            if entry == stock:
                return index, place, bears, kurssturz
    return SWALLOWED, 0, bears, kurssturz


def test_the_landing_model_follows_the_engine_for_every_symbol() -> None:
    checked: set[int] = set()
    for seed in range(60):
        state = get_game(GAME).new_state(4, seed, {"special": "on"})
        bots = [make_bot(GAME, "easy", seed=seat) for seat in range(4)]
        for _ in range(seed % 9):
            for player in state.to_act():
                state.apply(player, bots[player].choose(state, player))
            while state.phase == KURSSTURZ:
                player = state.to_act()[0]
                state.apply(player, bots[player].choose(state, player))
        if state.phase != CHOOSING or state.round != 1:
            continue
        for stock in state.hands[0]:
            symbol = state.symbols[stock]
            model = landing(state.rows, state.capacity, stock, symbol)
            assert (model.row, model.place, model.bears, model.kurssturz) == engine_landing(
                state, stock
            ), (seed, stock, symbol)
            checked.add(symbol)
    every = {0, IPO, SPLIT, LONG_BEFORE, LONG_AFTER, SHORT_BEFORE, SHORT_AFTER, BLACK_SWAN}
    assert checked == every


def test_the_landing_model_knows_the_ipo_and_the_black_swan_and_split_rows() -> None:
    ipo_rows = [[5], [20], [40], [60], [30] + [30 | (2 << 7)] * 4]
    capacity = [5, 5, 5, 5, 5]
    burst = landing(ipo_rows, capacity, 33)
    assert (burst.row, burst.bears) == (SWALLOWED, 5 * BEARS[30] + BEARS[33])
    saved = landing(ipo_rows, capacity, 33, LONG_BEFORE)
    assert (saved.row, saved.place, saved.bears) == (IPO_ROW, 5, 0)
    split_rows = [[5, 6, 7], [20], [40], [60]]
    assert landing(split_rows, capacity, 8, SPLIT).bears == 2 + 1 + 1  # overflows: 7th place
    assert landing(split_rows, capacity, 21, SPLIT).place == 3
    own = landing([[5, 6, 7, 8], [20], [40], [60]], capacity, 9, SHORT_AFTER)
    assert (own.place, own.bears) == (1, 2 + 1 + 1 + 1)
    swan = landing(split_rows, capacity, 45, BLACK_SWAN)
    assert (swan.row, swan.place, swan.bears) == (2, 2, 0)
    fewest = landing(split_rows, capacity, 2)
    assert (fewest.kurssturz, fewest.row, fewest.bears) == (True, 1, 3)  # 20: a Zehner


# ---- the lean playout against the engine -------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_lean_playout_places_like_the_engine(players: int) -> None:
    # Whole seeded games of random choices: every turn placed on plain lists takes the same bears
    # and leaves the same row ends, stock counts and row bears as the engine.
    for seed in range(30):
        state = get_game(GAME).new_state(players, seed, {"variant": "klassisch"})
        rng = random.Random(seed)
        while not state.is_terminal():
            view = seat_view(state, 0)
            ends, counts, loads = list(view.ends), list(view.counts), list(view.loads)
            played = [hand[rng.randrange(len(hand))] for hand in state.hands]
            before = state.bears_round[:]
            taken = [0] * players
            place_turn(ends, counts, loads, played, taken, fewest_bears)
            for player, stock in enumerate(played):
                state.apply(player, CHOOSE[stock])
            if state.phase == KURSSTURZ:
                state.apply(state.kurssturz[1], TAKE_ROW[state.fewest_bears_row()])
            if state.turn == 1 or state.is_terminal():
                continue  # a new deal: the engine's rows are the next round's
            assert [now - then for now, then in zip(state.bears_round, before)] == taken
            after = seat_view(state, 0)
            assert (list(after.ends), list(after.counts), list(after.loads)) == (
                ends,
                counts,
                loads,
            )


def test_drawn_worlds_depend_only_on_what_the_seat_sees() -> None:
    state = arranged([[10, 12], [30, 31, 33], [50], [70, 75]], [13, 35, 52, 60, 99])
    state.apply(2, CHOOSE[state.hands[2][0]])  # a face-down choice goes back to its hand
    view = seat_view(state, 0)
    assert view.sizes == (0, 5, 5, 5)
    seen = set(state.played) | set(state.hands[0])
    assert set(view.unseen) == set(range(1, 105)) - seen
    for redraw in range(5):
        twin = state.resample_hidden(0, random.Random(redraw))
        assert seat_view(twin, 0) == view
    hands = view.deal(random.Random(3))
    assert hands[0] == [] and [len(hand) for hand in hands[1:]] == [5, 5, 5]
    assert hands == view.deal(random.Random(3))
