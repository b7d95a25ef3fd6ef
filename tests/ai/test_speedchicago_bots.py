"""The Speedchicago bots: legal in every game form, deterministic, following and renewing their
plans, sensible in clear positions, and ranked by strength."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from game.ai import make_bot
from game.ai.arena import Match
from game.ai.base import Bot
from game.ai.speedchicago import EasyBot, NormalBot, StrongBot
from game.ai.speedchicago.bot import SpeedchicagoBot
from game.ai.speedchicago.evaluation import Evaluator, floors_kept
from game.ai.speedchicago.planner import Budget, Plan, TurnPlanner
from game.ai.speedchicago.profiles import NORMAL
from game.ai.speedchicago.reading import points_now
from game.rules.core import IllegalMoveError
from game.rules.registry import get_game
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.moves import (
    DRAW,
    END_TURN,
    LEAVE_PHOTOGRAPHER,
    UNDO,
    DropFloor,
    PlayCard,
    SendPhotographer,
    Walk,
    parse_move,
    play_card,
)
from game.rules.speedchicago.site import FIELD_NAMES, GRUNDSPIEL_FOUNDATIONS, parse_field
from game.rules.speedchicago.state import PHOTO, TURN
from game.rules.speedchicago.tables import CARDS, FLOORS_IN_SUPPLY, FOREMEN_PER_COMPANY
from tests.ai.matches import checked_game, hero_against_easy

GAME = "speedchicago"
STRENGTHS = ("easy", "normal", "strong")
PHOTOGRAPHER = 4
# Positions weighed per plan in the quick games: enough for sensible turns, fast to play.
QUICK_ITERATIONS = 60
# The statistical test: strong at a modest cap against three easy bots, seats rotated (it won
# all 12 games when this was written).
STRONG_ITERATIONS = 400
STRONG_GAMES = 12
# Normal against three easy bots at a tenth of its own 3,000 positions a plan (at its own budget
# it won 399 of 400 such games, docs: Messungen).
NORMAL_ITERATIONS = 300
NORMAL_GAMES = 8


def quick_bot(strength: str, seed: int) -> Bot:
    """A bot of the strength with a small iteration cap and no clock."""
    return make_bot(GAME, strength, seed=seed, max_iterations=QUICK_ITERATIONS)


def played_game(
    strengths: Sequence[str], seed: int, options: Mapping[str, str] | None = None
) -> Match:
    """A whole game of quick bots, every move checked by the rules."""
    return checked_game(GAME, strengths, seed, options, QUICK_ITERATIONS)


def at(name: str) -> int:
    """The field of a name such as 'd4'."""
    return parse_field(name)


def arranged(
    floors: Mapping[str, int],
    foremen: Mapping[str, int],
    photographer: str = "h4",
    players: int = 2,
    hand: Sequence[str] = (),
    played: Sequence[str] = (),
    changes: Mapping[str, Any] | None = None,
) -> SpeedchicagoState:
    """Company 0 to act at the start of a turn of 1891 on this site (stones height 1 unless
    given), with this hand and these cards played, loaded through a save so that the rules check
    that it all fits together."""
    game = get_game(GAME)
    data = game.new_state(players, 3).to_dict()
    heights = [0] * 64
    for stone in GRUNDSPIEL_FOUNDATIONS:
        heights[stone] = 1
    for name, height in floors.items():
        heights[at(name)] = height
    figures = [-1] * 64
    for name, company in foremen.items():
        figures[at(name)] = company
    figures[at(photographer)] = PHOTOGRAPHER
    stacks = [[3, 2, 2, 1] for _ in range(players)]
    gone = set(hand) | set(played)
    piles = [[card for card in data["piles"][0] if card not in gone]]
    piles += data["piles"][1:players]
    data.update(
        phase=TURN,
        acting=0,
        setup_step=0,
        heights=heights,
        figures=figures,
        photographer=at(photographer),
        reserve=[FOREMEN_PER_COMPANY - figures.count(company) for company in range(players)],
        supply=FLOORS_IN_SUPPLY + 8 - sum(heights) - 8 * players,
        stacks=stacks,
        hands=[list(hand)] + [[] for _ in range(players - 1)],
        piles=piles,
        played=[list(played)] + [[] for _ in range(players - 1)],
        order=list(range(players)),
        turn_index=0,
        ap=5,
    )
    data.update(changes or {})
    return game.state_from_dict(data)  # type: ignore[return-value]


def bot_turn(bot: Bot, state: SpeedchicagoState, player: int) -> list[str]:
    """Lets the bot play until its turn ends or it draws a card; the steps' texts."""
    texts: list[str] = []
    while state.phase == TURN and state.acting == player:
        move = bot.choose(state, player)
        state.play(player, move)
        texts.append(move.text())
        if move in (END_TURN, DRAW):
            break
    return texts


# ---- whole games -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "options",
    [
        {"variant": "grundspiel"},
        {"variant": "profi"},
        {"card_pile": "shared", "leftover": "lapse", "open_cards": "on"},
    ],
    ids=["grundspiel", "profi", "house-rules"],
)
def test_every_strength_plays_whole_legal_games(players: int, options: dict[str, str]) -> None:
    """Every move of every strength is checked by the rules, and the game reaches its end."""
    strengths = [STRENGTHS[seat % 3] for seat in range(players)]
    match = played_game(strengths, players * 7, options)
    assert match.result.error is None
    assert match.state.is_terminal()
    assert any(text.startswith("build") for _, text in match.result.moves)
    assert all(score >= 0 for score in match.state.scores)


def test_bots_are_registered_in_three_strengths() -> None:
    """make_bot gives the Speedchicago bots by strength, with their seeds and caps."""
    for strength, kind in zip(STRENGTHS, (EasyBot, NormalBot, StrongBot)):
        bot = make_bot(GAME, strength, seed=4, max_iterations=9)
        assert type(bot) is kind and bot.strength == strength and bot.max_iterations == 9


def test_same_seed_same_game() -> None:
    """With an iteration cap and no clock, the bots' games depend only on the seeds."""
    first = played_game(["easy", "normal", "strong"], 11)
    second = played_game(["easy", "normal", "strong"], 11)
    assert first.result.moves == second.result.moves
    assert first.state.scores == second.state.scores


def test_a_bot_refuses_a_company_that_is_not_there() -> None:
    """A seat outside the table and a foreign state are errors in words."""
    state = arranged({}, {"b2": 0, "f2": 1})
    bot = make_bot(GAME, "easy")
    with pytest.raises(IllegalMoveError, match="no company 5"):
        bot.choose(state, 5)
    with pytest.raises(IllegalMoveError, match="nothing to do"):
        bot.choose(state, 1)


# ---- following and renewing the plan -----------------------------------------------------------


class CountingBot(NormalBot):
    """A normal bot that counts its plans."""

    def __init__(self, seed: int = 0, max_iterations: int | None = None) -> None:
        super().__init__(seed, None, max_iterations)
        self.plans = 0

    def make_plan(self, state: SpeedchicagoState, player: int) -> Plan:
        """Counts, then plans as usual."""
        self.plans += 1
        return super().make_plan(state, player)


def roomy_turn() -> SpeedchicagoState:
    """A turn with a clear plan of several steps: build up next to the foreman and climb (the
    pile used up, so that no card draw cuts the plan short)."""
    return arranged(
        {"a1": 1, "b1": 1, "c1": 1, "a2": 1, "c2": 2, "a3": 1, "b3": 1},
        {"b2": 0, "f2": 1},
        played=CARDS,
    )


def test_a_turn_is_planned_once_and_played_step_by_step() -> None:
    """Without interference the whole turn comes from one plan, each step legal in turn."""
    state = roomy_turn()
    bot = CountingBot(seed=1, max_iterations=400)
    planned = bot.advised_steps(state, 0)
    assert planned[-1] in (END_TURN, DRAW) and len(planned) >= 3
    played = bot_turn(bot, state, 0)
    assert played == [move.text() for move in planned]
    assert bot.plans == 1


def test_the_plan_is_renewed_after_an_undo() -> None:
    """After a human's Zurück the bot sees the changed position and plans again."""
    state = roomy_turn()
    bot = CountingBot(seed=1, max_iterations=400)
    first = bot.choose(state, 0)
    state.play(0, first)
    state.play(0, UNDO)
    again = bot.choose(state, 0)
    assert bot.plans == 2
    assert again in state.legal_moves(0)
    assert again == first  # the same position, the same seed-free plan


def test_the_plan_is_renewed_after_a_foreign_step() -> None:
    """A step the plan did not foresee (a table took over mid-turn) leads to a fresh plan."""
    state = roomy_turn()
    bot = CountingBot(seed=1, max_iterations=400)
    planned = bot.advised_steps(state, 0)
    foreign = next(
        move
        for move in state.legal_moves(0)
        if move not in planned and move.text() != "draw" and move.text().startswith("build")
    )
    state.play(0, foreign)
    move = bot.choose(state, 0)
    assert bot.plans == 2
    assert move in state.legal_moves(0)
    rest = bot_turn(bot, state, 0)
    assert rest  # the turn goes on to its end or a draw from the new plan


def test_a_plan_stops_at_a_card_draw() -> None:
    """A plan that draws ends with the draw; after it the turn is planned with the card known.

    One action point is left, and a floor next to the lone foreman brings one point only.
    """
    state = arranged({}, {"b2": 0, "f2": 1}, changes={"ap": 1})
    bot = make_bot(GAME, "normal", seed=2, max_iterations=300)
    assert isinstance(bot, SpeedchicagoBot)
    planned = bot.advised_steps(state, 0)
    assert DRAW in planned
    assert planned == (DRAW,)
    state.play(0, bot.choose(state, 0))
    assert len(state.hands[0]) == 1
    later = bot.advised_steps(state, 0)
    assert DRAW not in later and later[-1] == END_TURN


def test_a_lifted_floor_is_set_first() -> None:
    """Taking over in the middle of an Abrisstrupp, the bot's first step sets the floor."""
    state = arranged(
        {"a1": 1, "b1": 1, "c1": 1, "a2": 1, "c2": 2, "a3": 1, "b3": 1},
        {"b2": 0, "f2": 1},
        hand=["abrisstrupp"],
    )
    state.play(0, play_card("abrisstrupp", at("a3")))
    for strength in STRENGTHS:
        bot = make_bot(GAME, strength, seed=3, max_iterations=200)
        move = bot.choose(state, 0)
        assert isinstance(move, DropFloor) and move in state.legal_moves(0)


# ---- clear positions ---------------------------------------------------------------------------


@pytest.mark.parametrize("strength", STRENGTHS)
def test_the_bot_climbs_onto_the_tall_house(strength: str) -> None:
    """A step up onto the third floor of a house of nine fields beats everything else."""
    state = arranged(
        {"a1": 1, "b1": 1, "c1": 1, "a2": 1, "b2": 3, "c2": 2, "a3": 1, "b3": 1, "c3": 1},
        {"c2": 0, "f2": 1},
    )
    before = points_now(state)[0]
    bot = make_bot(GAME, strength, seed=5, max_iterations=400)
    assert isinstance(bot, SpeedchicagoBot)
    planned = bot.advised_steps(state, 0)
    assert Walk(at("c2"), at("b2")) in planned
    bot_turn(bot, state, 0)
    assert points_now(state)[0] >= before + 9


def test_a_plan_with_the_doppelschicht_stays_in_the_beam_on_every_layer() -> None:
    """The Doppelschicht costs at once (its hand value and the rest) and pays only in later
    steps: the best plan that played it keeps a place of its own on every layer of the search,
    even in a beam of width 1 (before, only as the first step; it fell out on the next layer)."""
    state = arranged(
        {"a1": 1, "b1": 1, "c1": 1, "a2": 1, "b2": 3, "c2": 1, "a3": 1, "b3": 1, "c3": 1},
        {"c7": 0, "f2": 1},
        hand=["doppelschicht", "hebebuehne"],
        played=["ueberstunden"],
    )
    expanded: list[tuple[int, str]] = []

    class Watching(TurnPlanner):
        def expand(self, node: Any, children: Any, seen: Any) -> None:
            expanded.append((len(node.steps), node.state.card_played))
            super().expand(node, children, seen)

    profile = dataclasses.replace(NORMAL, widths=(1,))
    evaluator = Evaluator(state, 0, profile.weights)
    Watching(state, 0, profile, evaluator, Budget(100_000, None), random.Random(1)).plan()
    steps_with_it = {steps for steps, card in expanded if card == "doppelschicht"}
    assert {1, 2, 3} <= steps_with_it


@pytest.mark.parametrize("strength", STRENGTHS)
def test_the_bot_plays_the_hebebuehne_under_its_top_foreman(strength: str) -> None:
    """A free floor under the foreman high in the big house is worth its whole base area."""
    state = arranged(
        {"a1": 1, "b1": 1, "c1": 1, "a2": 1, "b2": 2, "c2": 1, "a3": 1, "b3": 1, "c3": 1},
        {"b2": 0, "f2": 1},
        hand=["hebebuehne"],
        changes={"ap": 0},
    )
    bot = make_bot(GAME, strength, seed=6, max_iterations=200)
    assert bot.choose(state, 0) == play_card("hebebuehne", at("b2"))


def test_the_photographer_goes_where_only_the_own_company_can_smile() -> None:
    """After a scoring the last-placed company sends him to its own foreman's floor of next year.

    Company 0 stands on the second floor of the house at b2 (next year's wanted floor); company
    1 stands far off on the house at g7 only.
    """
    state = arranged(
        {"a1": 1, "b1": 1, "c1": 2, "a2": 1, "b2": 2, "c2": 2, "g8": 1, "h7": 1},
        {"b2": 0, "g7": 1},
    )
    state.phase = PHOTO
    state.scores = [3, 40]
    for strength in STRENGTHS:
        bot = make_bot(GAME, strength, seed=7, max_iterations=50)
        move = bot.choose(state, 0)
        assert isinstance(move, SendPhotographer), (strength, move)
        assert state.houses.house_of[move.field] == state.houses.house_of[at("b2")]


def test_the_photographer_stays_where_he_helps_the_own_company() -> None:
    """He already stands in the own house of the right floor: leaving him costs nothing."""
    state = arranged(
        {"a1": 1, "b1": 1, "c1": 2, "a2": 1, "b2": 2, "c2": 2},
        {"b2": 0, "g7": 1},
        photographer="a1",
    )
    state.phase = PHOTO
    state.scores = [3, 40]
    bot = make_bot(GAME, "normal", seed=7)
    assert bot.choose(state, 0) == LEAVE_PHOTOGRAPHER


def test_the_first_foreman_takes_the_roomiest_stone_and_the_photographer_comes_near() -> None:
    """Set-up: an inner stone before a corner one; the photographer near the own foreman."""
    game = get_game(GAME)
    state = game.new_state(2, 5)
    bot = make_bot(GAME, "normal", seed=8)
    first = bot.choose(state, 0)
    assert first.text() not in ("place a5", "place h4")
    state.play(0, first)
    other = make_bot(GAME, "easy", seed=9)
    state.play(1, other.choose(state, 1))
    photo = other.choose(state, 1)
    assert isinstance(photo, SendPhotographer)
    mine = state.foremen_of(1)[0]
    distances = [
        abs(stone % 8 - mine % 8) + abs(stone // 8 - mine // 8)
        for stone in GRUNDSPIEL_FOUNDATIONS
        if state.figures[stone] == -1
    ]
    chosen = abs(photo.field % 8 - mine % 8) + abs(photo.field // 8 - mine // 8)
    assert chosen == min(distances)


def test_profi_stones_keep_their_spacing_and_have_room() -> None:
    """Profi set-up: every stone a bot lays is legal, and the first is not on the edge."""
    game = get_game(GAME)
    state = game.new_state(3, 6, {"variant": "profi"})
    bots = [make_bot(GAME, strength, seed=seat) for seat, strength in enumerate(STRENGTHS)]
    first = bots[0].choose(state, 0)
    column, row = first.field % 8, first.field // 8  # type: ignore[attr-defined]
    assert 0 < column < 7 and 0 < row < 7
    while state.phase == "stones":
        (seat,) = state.to_act()
        state.play(seat, bots[seat].choose(state, seat))
    assert len(state.foundations) == 8


# ---- the figures the bots read -------------------------------------------------


@pytest.mark.parametrize("variant", ["grundspiel", "profi"])
def test_the_fast_reading_counts_as_the_scoring_does(variant: str) -> None:
    """Points now by the bots' one-pass reading equal the rules' scoring, step by step."""
    match = played_game(["easy", "easy", "easy"], 21, {"variant": variant})
    state = get_game(GAME).new_state(3, 21, {"variant": variant})
    compared = 0
    for seat, text in match.result.moves:
        if state.phase == TURN:
            assert points_now(state) == [state.points_now(company) for company in range(3)]
            compared += 1
        state.play(seat, parse_move(text))
    assert compared > 50


def test_floors_kept_follow_the_spreading_rule() -> None:
    """Floors left on the stacks after the turn, as the engine spreads a stack's rest."""
    state = roomy_turn()
    assert floors_kept(state, 0) == 8  # nothing built: the smallest stack's floor spreads
    state.play(0, parse_move("build 1 b1"))
    assert floors_kept(state, 0) == 7  # 2 + 2 + 1 left, and the stack's other 2 spread
    state.stacks[0] = [3, 3, 3, 1]
    assert floors_kept(state, 0) == 9  # 3 + 3 + 1 and of the rest 3 only 2 find room


# ---- strength ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_strong_beats_three_easy_bots() -> None:
    """Strong against three easy bots, seats rotated: it wins two games of three at least (a
    fair seat would win one of four)."""
    wins = 0
    for hero, outcome in hero_against_easy(
        GAME, "strong", STRONG_GAMES, 1000, 500, STRONG_ITERATIONS
    ):
        wins += hero in outcome.winners
    assert wins * 3 >= STRONG_GAMES * 2


@pytest.mark.slow
def test_normal_beats_three_easy_bots() -> None:
    """Normal against three easy bots, seats rotated: it wins two games of three at least (the
    target is 35 %)."""
    wins = 0
    for hero, outcome in hero_against_easy(
        GAME, "normal", NORMAL_GAMES, 2000, 600, NORMAL_ITERATIONS
    ):
        wins += hero in outcome.winners
    assert wins * 3 >= NORMAL_GAMES * 2


def test_field_names_in_plans_are_readable() -> None:
    """A plan's steps have their text form (the Rat shows them as numbered steps)."""
    state = roomy_turn()
    bot = make_bot(GAME, "easy", seed=1, max_iterations=100)
    assert isinstance(bot, SpeedchicagoBot)
    for step in bot.advised_steps(state, 0):
        assert parse_move(step.text()) == step
        if isinstance(step, PlayCard) and step.target >= 0:
            assert FIELD_NAMES[step.target] in step.text()
