"""The Speedpipe bots: planning finds the shortest useful paths, every strength plays whole
games legally on both maps with every extra rule, decisions repeat with the seed, the bots act
sensibly in clear positions, and strong is ahead of easy."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from game.ai import make_bot
from game.ai.speedpipe import EasyBot, NormalBot, StrongBot
from game.ai.speedpipe.outlook import chance, rounds_left
from game.ai.speedpipe.planning import (
    plan_for,
    plan_of,
    route_costs,
)
from game.ai.speedpipe.situation import situation_of
from game.ai.speedpipe.tactics import block_worth
from game.rules.registry import get_game
from game.rules.speedpipe.catalogue import JOKER, PAINT_KEYS
from game.rules.speedpipe.moves import ABORT, DRAW_CONTRACTS, Keep, Lay, PayExtra, Station
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.state import CONTRACTS, MOUNTAIN, SpeedpipeState
from tests.ai.matches import assert_bots_guard_their_seat, checked_game, hero_against_easy
from tests.rules.speedpipe import scenario

GAME = "speedpipe"
STRENGTHS = ("easy", "normal", "strong")
ALL_EXTRAS = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}
# Worlds per strong decision in the quick games.
QUICK_WORLDS = 1
# The statistical test: strong at a modest cap against three easy bots, seats rotated.
STRONG_WORLDS = 4
STRONG_GAMES = 24

ROT, BLAU, GRUEN, GELB, SCHWARZ = (PAINT_KEYS.index(key) for key in PAINT_KEYS[:5])


def bot(strength: str, seed: int = 3) -> EasyBot | NormalBot | StrongBot:
    """A bot of the strength, strong capped at a few worlds (no clock)."""
    made = make_bot(GAME, strength, seed=seed, max_iterations=3)
    assert isinstance(made, (EasyBot, NormalBot, StrongBot))
    return made


def position(**arrangement: object) -> SpeedpipeState:
    """A position on the test map, company 0 to move, three companies."""
    return scenario.table(3, **arrangement)  # type: ignore[arg-type]


# ---- planning ------------------------------------------------------------------------------


def test_the_plan_takes_the_shortest_way_and_the_strand_the_hand_can_pay() -> None:
    """Nordfeld–Hafen West goes over Raffinerie A: the red route, then the green strand of the
    double route when the hand holds green (the yellow one when it holds yellow)."""
    green = position(contracts={0: [0]}, hands={0: {"gruen": 3}})
    plan = plan_of(green, 0)
    assert plan.routes == (0, 1) and plan.fields == 5 and plan.unreachable == ()
    yellow = position(contracts={0: [0]}, hands={0: {"gelb": 3}})
    assert plan_of(yellow, 0).routes == (0, 2)


def test_own_routes_cost_nothing_and_closed_strands_force_a_detour() -> None:
    """An own route is not wanted again; with three companies a strand laid by another closes
    its twin, and the plan goes round under water."""
    own = position(contracts={0: [0]}, hands={0: {"gruen": 3}}, owners={0: 0})
    assert plan_of(own, 0).routes == (1,)
    cut = position(contracts={0: [0]}, owners={1: 1})
    plan = plan_of(cut, 0)
    assert 1 not in plan.routes and 2 not in plan.routes
    assert 3 in plan.routes and 15 in plan.routes


def test_contracts_sharing_a_path_are_planned_together() -> None:
    """Nordfeld–Raffinerie A lies on the way Nordfeld–Hafen West: one path serves both."""
    state = position(contracts={0: [0, 7]}, hands={0: {"gruen": 3}})
    plan = plan_of(state, 0)
    assert set(plan.routes) == {0, 1}
    assert plan.contracts[0] == 7  # the cheaper one first


def test_a_contract_without_any_way_left_is_unreachable() -> None:
    """Every route at Nordfeld laid by others: its contracts cannot be planned."""
    state = position(contracts={0: [7]}, owners={0: 1, 9: 2})
    plan = plan_of(state, 0)
    assert plan.unreachable == (7,) and plan.routes == ()


def test_cards_missing_count_paints_grey_and_buoys() -> None:
    """Needs: a painted route its paint, a grey route one paint, buoys jokers; jokers to
    spare fill the gaps."""
    state = position(contracts={0: [0]})
    board = state.board
    hand = [0] * 9
    hand[ROT] = 1
    hand[JOKER] = 1
    need = card_needs(board, (0, 3), hand)  # red 2, grey underwater 2 with a buoy
    assert need[ROT] == 2 and sum(need[:JOKER]) == 3 and need[JOKER] == 1
    assert missing_cards(need, hand) == 2
    hand[JOKER] = 3
    assert missing_cards(need, hand) == 0


def test_closed_routes_and_penalties_in_the_costs() -> None:
    """Own routes cost 0, others' routes are closed, a mountain costs more than its fields."""
    state = position(owners={0: 0, 5: 1}, hands={0: {"schwarz": 4}})
    costs = route_costs(state, 0)
    assert costs[0] == 0.0 and costs[5] is None
    assert costs[4] is not None and costs[4] > 4
    assert costs[10] is not None and costs[10] > 1  # no blue card in hand


def test_chances_fall_as_the_turns_run_out() -> None:
    """Work of few turns is likely done in time, work of many turns is not."""
    assert chance(2, 20) > 0.95 and chance(20, 2) < 0.05
    state = position()
    assert rounds_left(state) > 10
    short = position(map_segments=5)
    assert rounds_left(short) < rounds_left(state)


# ---- whole games ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("strengths", "options"),
    [
        (("easy", "easy"), {}),
        (("normal", "normal"), {"map": "petronia"}),
        (("strong", "easy"), {"map": "petronia", **ALL_EXTRAS}),
        (("easy", "normal", "easy"), {"map": "petronia"}),
        (("normal", "easy", "normal"), ALL_EXTRAS),
        (("strong", "normal", "easy"), {}),
        (("easy", "normal", "easy", "normal", "easy"), {"map": "petronia", **ALL_EXTRAS}),
        (("normal", "easy", "normal", "easy", "normal"), {}),
        (("strong", "easy", "normal", "easy", "easy"), {"map": "petronia"}),
    ],
)
def test_every_strength_finishes_games_with_legal_moves(
    strengths: tuple[str, ...], options: Mapping[str, str]
) -> None:
    """Whole seeded games, every move checked by the rules: no error, no stray move."""
    match = checked_game(GAME, strengths, 11, options, QUICK_WORLDS)
    assert match.result.error is None
    assert match.result.outcome is not None
    assert len(match.result.outcome.scores) == len(strengths)
    assert all(bot.strays == 0 for bot in match.bots)  # type: ignore[attr-defined]
    verbs = {text.split()[0] for _seat, text in match.result.moves}
    assert {"keep", "lay"} <= verbs


def test_the_bots_use_the_extra_rules_moves() -> None:
    """With every extra rule on, normal bots draw new contracts, lay mountains and build
    terminals somewhere in a game."""
    match = checked_game(GAME, ("normal", "normal", "normal"), 5, ALL_EXTRAS, QUICK_WORLDS)
    assert match.result.error is None
    texts = [text for _seat, text in match.result.moves]
    assert "contracts" in texts
    assert any(text.startswith("terminal") for text in texts)
    assert all(bot.strays == 0 for bot in match.bots)  # type: ignore[attr-defined]


@pytest.mark.parametrize("strength", STRENGTHS)
def test_decisions_repeat_with_the_same_seed(strength: str) -> None:
    """The same seeds give the same game, move by move."""
    first = checked_game(GAME, (strength, "easy"), 8, {"map": "petronia"}, QUICK_WORLDS)
    second = checked_game(GAME, (strength, "easy"), 8, {"map": "petronia"}, QUICK_WORLDS)
    assert first.result.moves == second.result.moves


def test_the_bots_are_registered_and_refuse_other_games_and_seats() -> None:
    """make_bot knows all three; a seat that does not exist or is not to act is refused."""
    other = get_game("speedtycoon").new_state(3, 1)
    assert_bots_guard_their_seat(GAME, (EasyBot, NormalBot, StrongBot), position(), other)


def test_every_strength_makes_the_opening_choice_for_every_company() -> None:
    """In the simultaneous opening each company's choice is one of its own Keep moves."""
    state = scenario.new(4, seed=2)
    for strength in STRENGTHS:
        for company in range(4):
            move = bot(strength).choose(state, company)
            assert move in state.legal_moves(company)


def test_strong_stops_at_its_iteration_cap_and_its_clock() -> None:
    """Capped: worlds only; with a clock: that many seconds."""
    capped = make_bot(GAME, "strong", seed=1, max_iterations=3)
    assert isinstance(capped, StrongBot)
    assert capped.budget() == (None, 3)
    clocked = make_bot(GAME, "strong", seed=1, think_ms=30)
    assert isinstance(clocked, StrongBot)
    seconds, worlds = clocked.budget()
    assert seconds == pytest.approx(0.03) and worlds > 3
    state = position(contracts={0: [0]}, hands={0: {"rot": 1}})
    assert clocked.choose(state, 0) in state.legal_moves(0)


# ---- clear positions -----------------------------------------------------------------------


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_route_that_completes_a_contract_is_laid(strength: str) -> None:
    """Nordfeld–Raffinerie A with two red cards in hand: lay the red route."""
    state = position(contracts={0: [7]}, hands={0: {"rot": 2, "blau": 1}})
    assert bot(strength).choose(state, 0) == Lay(0, ROT, 0)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_wanted_open_card_is_taken(strength: str) -> None:
    """The red route is wanted and a red card lies open among unwanted ones."""
    state = position(
        contracts={0: [7]},
        hands={0: {"blau": 1}},
        display=["weiss", "orange", "rot", "violett", "weiss"],
    )
    assert bot(strength).choose(state, 0).text() == "open 2"


def mountain_position(cards: Mapping[str, int]) -> SpeedpipeState:
    """Company 0 starts laying the black mountain route (Raffinerie A–B, 4 fields) for its
    contract between them; the reveal shows two blacks and a joker: three extra cards."""
    state = position(
        contracts={0: [11]}, hands={0: cards}, pile_top=["schwarz", "schwarz", "joker"]
    )
    scenario.play(state, "lay 4 schwarz 0")
    assert state.phase == MOUNTAIN and state.extra == 3
    return state


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_mountain_it_cannot_pay_is_aborted(strength: str) -> None:
    """Four black cards pay the route but not the three extra: abort, cards kept."""
    state = mountain_position({"schwarz": 4})
    assert bot(strength).choose(state, 0) == ABORT


def test_a_wanted_mountain_is_paid_and_a_useless_one_aborted() -> None:
    """Normal pays three extra cards for the route its contract needs, with the fewest jokers;
    without the contract it keeps its cards."""
    state = mountain_position({"schwarz": 6, "joker": 2})
    assert bot("normal").choose(state, 0) == PayExtra(1)
    useless = position(
        contracts={0: [6]},
        hands={0: {"schwarz": 6, "joker": 2}},
        pile_top=["schwarz", "schwarz", "joker"],
    )
    scenario.play(useless, "lay 4 schwarz 0")
    assert bot("normal").choose(useless, 0) == ABORT


def drawn_contracts() -> SpeedpipeState:
    """Company 0 holds Nordfeld–Hafen West and has drawn three new contracts to choose from."""
    state = position(contracts={0: [0]}, contract_top=[7, 16, 17], hands={0: {"gruen": 2}})
    state.play(0, DRAW_CONTRACTS)
    assert state.phase == CONTRACTS
    return state


@pytest.mark.parametrize("strength", STRENGTHS)
def test_drawn_contracts_that_share_the_path_are_kept(strength: str) -> None:
    """Holding Nordfeld–Hafen West and drawing Nordfeld–Raffinerie A (on the way), Plattform–
    Nordfeld and Raffinerie C–Südfeld: the contract on the way is kept."""
    move = bot(strength).choose(drawn_contracts(), 0)
    assert isinstance(move, Keep) and 7 in move.contracts


def test_normal_keeps_few_contracts_when_the_game_is_short() -> None:
    """With few segments left, normal keeps only the contract on its way."""
    state = position(
        contracts={0: [0]}, contract_top=[7, 16, 17], hands={0: {"gruen": 2}}, map_segments=6
    )
    state.play(0, DRAW_CONTRACTS)
    assert bot("normal").choose(state, 0) == Keep((7,))


@pytest.mark.parametrize("strength", ("normal", "strong"))
def test_a_station_is_built_when_the_only_path_is_cut(strength: str) -> None:
    """Every route at Nordfeld belongs to others: a station at either end of the red route
    borrows it for Hafen Ost–Nordfeld (12 points)."""
    state = position(contracts={0: [12]}, owners={0: 1, 9: 2}, hands={0: {"rot": 1, "blau": 1}})
    assert situation_of(state, 0).full_plan.unreachable == (12,)
    move = bot(strength).choose(state, 0)
    assert isinstance(move, Station) and move.place in (0, 2)


def test_no_station_while_a_way_is_open() -> None:
    """With the red route free, normal does not build a station."""
    state = position(contracts={0: [12]}, owners={9: 2}, hands={0: {"rot": 1, "blau": 1}})
    assert not isinstance(bot("normal").choose(state, 0), Station)


def test_new_contracts_only_when_the_old_ones_are_done() -> None:
    """Normal draws contracts once its only contract is fulfilled and the game is young, not
    while a contract is open."""
    done = position(contracts={0: [7]}, owners={0: 0}, hands={0: {"blau": 1}})
    assert bot("normal").choose(done, 0) == DRAW_CONTRACTS
    open_ = position(contracts={0: [0]}, hands={0: {"blau": 1}})
    assert bot("normal").choose(open_, 0) != DRAW_CONTRACTS


def test_a_route_an_opponent_obviously_needs_is_worth_blocking() -> None:
    """Company 1 has pipelines at both Raffinerie A and Raffinerie C; the short grey route
    between them joins its network, and the way round is long. Nobody needs the route when
    company 1 reaches only one of its places."""
    needed = position(owners={0: 1, 12: 1})
    assert block_worth(needed, 0, 11) >= 4
    alone = position(owners={0: 1})
    assert block_worth(alone, 0, 11) == 0


def test_plans_respect_the_segments_left() -> None:
    """A route longer than the segments left is closed to the planner."""
    state = position(contracts={0: [0]}, map_segments=2)
    plan = plan_for(state, 0, [0])
    assert plan.unreachable == (0,)


# ---- strength ------------------------------------------------------------------------------


@pytest.mark.slow
def test_strong_beats_three_easy_bots() -> None:
    """Strong against three easy bots on the main map, four seats, its seat rotating: it wins
    clearly more than the quarter a fair seat would."""
    wins = 0
    for hero, outcome in hero_against_easy(GAME, "strong", STRONG_GAMES, 2000, 700, STRONG_WORLDS):
        wins += hero in outcome.winners
    assert wins >= STRONG_GAMES * 0.4


def test_strong_plays_to_the_end_from_five_own_turns_left(monkeypatch: pytest.MonkeyPatch) -> None:
    """With at most five own turns left (NEAR_END) strong's play-outs run on for END_ROUNDS
    rounds and mostly reach the game's end; with more turns left they stop after ROUNDS rounds."""
    from game.ai.arena import Match
    from game.ai.speedpipe import strong as strong_module
    from game.rules.speedpipe.state import TURN

    played: list[tuple[float, int, int]] = []
    real_play_on = strong_module.play_on

    def spied(state: SpeedpipeState, player: int, plans: object, rounds: int) -> None:
        left = rounds_left(state)
        real_play_on(state, player, plans, rounds)  # type: ignore[arg-type]
        played.append((left, rounds, int(state.is_terminal())))

    monkeypatch.setattr(strong_module, "play_on", spied)
    hero = bot("strong", seed=5)
    assert isinstance(hero, StrongBot)

    def normal_game(seed: int) -> Match:
        return Match(get_game(GAME), 4, seed, [make_bot(GAME, "normal", seed=s) for s in range(4)])

    match = normal_game(32)
    while not match.over:
        state = match.state
        assert isinstance(state, SpeedpipeState)
        if state.phase == TURN and 1.0 < rounds_left(state) <= strong_module.NEAR_END:
            hero.choose(state, state.acting)
        match.step()
    assert any(left > 3.0 for left, _rounds, _end in played), "none between 3 and 5 turns left"
    assert {rounds for _left, rounds, _end in played} == {strong_module.END_ROUNDS}
    assert sum(end for _left, _rounds, end in played) >= 0.8 * len(played)
    played.clear()
    early = normal_game(31)
    while not played:
        state = early.state
        assert isinstance(state, SpeedpipeState)
        assert state.round < 4, "no early turn with two moves worth searching"
        if state.phase == TURN:
            assert rounds_left(state) > strong_module.NEAR_END
            hero.choose(state, state.acting)
        early.step()
    assert {rounds for _left, rounds, _end in played} == {strong_module.ROUNDS}


def test_strong_plays_on_normals_best_keeps_for_new_contracts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """New contracts: strong plays normal's best KEEPS keeps, normal's own choice first, on
    for KEEP_ROUNDS rounds on the share KEEP_WORLDS of its worlds, and keeps one of them."""
    from game.ai.speedpipe import strong as strong_module
    from game.ai.speedpipe.choices import best_keep, ranked_keeps

    state = drawn_contracts()
    moves = state.legal_moves(0)
    searched: list[tuple[list[object], int | None, int | None]] = []
    real_search = StrongBot.search

    def spied(self: StrongBot, *args: object, **kwargs: object) -> list[list[float]]:
        values = real_search(self, *args, **kwargs)  # type: ignore[arg-type]
        _state, _player, keeps, _started, rounds, worlds = args
        searched.append((list(keeps), rounds, worlds))  # type: ignore[call-overload]
        return values

    monkeypatch.setattr(StrongBot, "search", spied)
    hero = make_bot(GAME, "strong", seed=3, max_iterations=8)
    move = hero.choose(state, 0)
    assert len(searched) == 1
    keeps, rounds, worlds = searched[0]
    assert keeps == ranked_keeps(state, 0, moves)[: strong_module.KEEPS]
    assert keeps[0] == best_keep(state, 0, moves)
    assert len(keeps) == strong_module.KEEPS < len(moves)
    assert (rounds, worlds) == (strong_module.KEEP_ROUNDS, int(8 * strong_module.KEEP_WORLDS))
    assert move in keeps


def test_strong_leaves_normals_keep_only_for_a_surely_better_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Strong keeps what normal keeps unless another keep gains surely on the same worlds."""
    from game.ai.speedpipe.choices import ranked_keeps

    state = drawn_contracts()
    keeps = ranked_keeps(state, 0, state.legal_moves(0))
    sure = [[10.0, 12.0, 11.0, 9.0], [10.0, 12.0, 11.0, 9.0], [16.0, 18.0, 17.5, 15.5]]
    noisy = [[10.0, 12.0, 11.0, 9.0], [10.0, 12.0, 11.0, 9.0], [30.0, 2.0, 25.0, 0.0]]
    for values, expected in ((sure, keeps[2]), (noisy, keeps[0])):
        monkeypatch.setattr(StrongBot, "search", lambda *args, v=values, **kw: v)
        assert bot("strong").choose(state, 0) == expected
