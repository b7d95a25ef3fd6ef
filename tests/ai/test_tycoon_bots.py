"""The Tycoon bots: the income model agrees with the rules, the routes they plan fly legally,
the valuation sees majorities, red fields and the longest chain, every strength plays whole
games legally at 2 to 5 players, decisions repeat with the seed, the bots act sensibly in clear
positions, the styles are all in play, and strong is ahead of easy."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.base import RandomBot
from game.ai.tycoon import EasyBot, NormalBot, StrongBot
from game.ai.tycoon.builds import FACTORY, HOTEL, Build
from game.ai.tycoon.economy import Economy, economy_of
from game.ai.tycoon.normal import NORMAL_JUDGEMENT
from game.ai.tycoon.styles import lineup_of, style_tournament
from game.ai.tycoon.travel import routes
from game.ai.tycoon.valuation import Judge
from game.ai.tycoon.weights import PLAIN, STYLES
from game.rules.registry import get_game
from game.rules.tycoon.board import CITIES, LOAN_AMOUNT
from game.rules.tycoon.insight import payday_income
from game.rules.tycoon.moves import BUILD_HOTEL, RENOVATE, TAKE_LOAN, Buy, Fly, Repay
from game.rules.tycoon.state import TycoonState
from tests.ai.matches import assert_bots_guard_their_seat, checked_game, hero_against_easy
from tests.rules.tycoon import scenario

GAME = "tycoon"
STRENGTHS = ("easy", "normal", "strong")
# Worlds per strong turn plan in the quick games and the clear positions.
QUICK_WORLDS = 1
CLEAR_WORLDS = 3
# The statistical test: strong at a modest cap against three easy bots, seats rotated.
STRONG_WORLDS = 4
STRONG_GAMES = 20

CITY = scenario.CITY
AURELIA, BRISA, CORVENTO = CITY["aurelia"], CITY["brisa"], CITY["corvento"]
ESTRELA, GRANVIK = CITY["estrela"], CITY["granvik"]


def bot(strength: str, seed: int = 3) -> EasyBot | NormalBot | StrongBot:
    """A bot of the strength, strong capped at a few worlds (no clock)."""
    made = make_bot(GAME, strength, seed=seed, max_iterations=CLEAR_WORLDS)
    assert isinstance(made, (EasyBot, NormalBot, StrongBot))
    return made


def positions(seed: int, players: int, every: int = 1) -> list[TycoonState]:
    """Copies of the positions of a random game (every few moves), to its end."""
    state = get_game(GAME).new_state(players, seed)
    assert isinstance(state, TycoonState)
    player = RandomBot(seed)
    found: list[TycoonState] = []
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            found.append(state.copy())
        seat = state.acting
        state.apply(seat, player.choose(state, seat))
        step += 1
    return found


def quiet_open_rows(*away_from: str) -> dict[str, list[int]]:
    """Open rows that take the plane nowhere from these cities: charters between other cities
    and scheduled flights to the first of them."""
    far = [c.key for c in CITIES if c.key not in away_from]
    pairs = [(a, b) for i, a in enumerate(far) for b in far[i + 1 :]]
    return {
        "open_charter": [scenario.charter(a, b) for a, b in pairs[:6]],
        "open_scheduled": [scenario.scheduled_to(away_from[0], copy) for copy in (0, 1)],
    }


# ---- the income model and the routes ---------------------------------------------------------


def test_the_income_model_agrees_with_the_rules() -> None:
    """At every position of random games the bots' payday income equals the rules' own."""
    for seed, players in ((1, 2), (2, 4), (3, 5)):
        for state in positions(seed, players, every=3):
            assert economy_of(state).income() == payday_income(state)


def test_a_change_in_one_city_equals_the_incomes_worked_out_anew() -> None:
    """The quick change of one city's chain (a hotel of any player there) equals the difference
    of the incomes worked out from scratch: majorities, distribution and longest chains."""
    for state in positions(4, 4, every=7):
        economy = economy_of(state)
        before = economy.income()
        for city in range(len(CITIES)):
            end = state.chain_end[city]
            if end >= len(state.chains[city]):
                continue
            for player in range(state.players):
                chain = list(state.chains[city])
                chain[end] = player
                chains = [list(c) for c in state.chains]
                chains[city] = chain
                ends = list(state.chain_end)
                ends[city] = end + 1
                after = Economy(state.players, chains, ends, state.factories).income()
                change = economy.change(city, chain, end + 1)
                for p in range(state.players):
                    assert change.total(p) == after[p] - before[p]


def test_every_planned_route_flies_legally() -> None:
    """Every route the planner finds (two flights, two tickets bought) is played move by move
    through the rules and lands the plane where the route says."""
    played = 0
    for state in positions(5, 4, every=2):
        if state.phase != "turn" or state.flown or state.built:
            continue
        player = state.acting
        for city, route in routes(state, player, state.cash[player], 2, 2, 0.4).items():
            twin = state.copy()
            for step in route.steps:
                twin.play(player, step)
            assert twin.plane_city[player] == city
            assert twin.plane_place[player] == route.place >= 0
            played += 1
    assert played > 100


# ---- the valuation ---------------------------------------------------------------------------


def judge(state: TycoonState, player: int = 0) -> Judge:
    """The normal judgement without a style's leaning."""
    return Judge(state, player, PLAIN, NORMAL_JUDGEMENT)


def test_a_majority_flip_is_worth_more_than_a_hopeless_chain() -> None:
    """A hotel that ties Corvento 2–2 with the earlier hotel (the majority changes hands) is
    worth more than one in Brisa, where a rival leads 3–1 and stays ahead."""
    state = scenario.table(3, chains={"corvento": [0, 1, 1], "brisa": [2, 2, 2, 0]})
    seen = judge(state)
    flip = Build(HOTEL, CORVENTO, 4)
    hopeless = Build(HOTEL, BRISA, 3)
    change = seen.economy.change(CORVENTO, [0, 1, 1, 0] + [-1] * 10, 4)
    assert change.majority[0] > 0 > change.majority[1]
    assert seen.worth(flip) > seen.worth(hopeless) + 3


def test_a_red_field_sends_the_oldest_hotel_to_renovation_in_the_valuation() -> None:
    """Estrela's field 5 is red: a hotel there sends the oldest hotel away. When it is the
    leading rival's, the player takes the majority; when it is the player's own, the rival keeps
    it; on a plain field the rival keeps it too."""
    build = Build(HOTEL, ESTRELA, 4)
    rival_oldest = scenario.table(3, chains={"estrela": [1, 1, 1, 0, 0]})
    flip = judge(rival_oldest).changes(build)[0]
    assert flip.majority[0] > 0 > flip.majority[1]
    for chain in ([0, 0, 1, 1, 1], [1, 1, 1, 0]):
        kept = judge(scenario.table(3, chains={"estrela": chain})).changes(build)[0]
        assert kept.majority[1] >= 0
        assert kept.majority[0] < flip.majority[0]
    plain = scenario.table(3, chains={"estrela": [1, 1, 1, 0]})
    assert judge(rival_oldest).worth(build) > judge(plain).worth(build)


def test_a_factory_in_the_longest_chain_city_pays_the_first_amount() -> None:
    """Corvento has the longest chain: its factory pays the first amount, a factory in Granvik
    (two hotels) the second; the Corvento factory is worth more despite its higher price."""
    state = scenario.table(3, chains={"corvento": [1, 1, 2, 2, 1], "granvik": [1, 2]})
    economy = economy_of(state)
    corvento = economy.change(CORVENTO, sites=[0, -1])
    granvik = economy.change(GRANVIK, sites=[0, -1])
    assert corvento.factory[0] == CITIES[CORVENTO].chain.first[5]
    assert granvik.factory[0] == CITIES[GRANVIK].chain.second[2]
    seen = judge(state)
    assert seen.worth(Build(FACTORY, CORVENTO, 7, 0)) > seen.worth(Build(FACTORY, GRANVIK, 6, 0))


# ---- whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "strengths",
    [
        ("easy", "easy"),
        ("normal", "strong"),
        ("strong", "easy"),
        ("easy", "normal", "strong"),
        ("normal", "normal", "easy"),
        ("strong", "easy", "normal", "easy"),
        ("easy", "normal", "easy", "normal", "easy"),
        ("normal", "strong", "easy", "normal", "strong"),
    ],
)
def test_every_strength_finishes_games_with_legal_moves(strengths: tuple[str, ...]) -> None:
    """Whole seeded games, every move checked by the rules: no error, no stray move, and the
    bots fly, buy and build."""
    match = checked_game(GAME, strengths, 11, None, QUICK_WORLDS)
    assert match.result.error is None
    assert match.result.outcome is not None
    assert len(match.result.outcome.scores) == len(strengths)
    assert all(bot.strays == 0 for bot in match.bots)  # type: ignore[attr-defined]
    verbs = {text.split()[0] for _seat, text in match.result.moves}
    assert {"buy", "fly", "hotel", "end"} <= verbs


@pytest.mark.parametrize("strength", STRENGTHS)
def test_decisions_repeat_with_the_same_seed(strength: str) -> None:
    """The same seeds give the same game, move by move."""
    first = checked_game(GAME, (strength, "easy", "normal"), 8, None, QUICK_WORLDS)
    second = checked_game(GAME, (strength, "easy", "normal"), 8, None, QUICK_WORLDS)
    assert first.result.moves == second.result.moves


def test_the_bots_are_registered_and_refuse_other_games_and_seats() -> None:
    """make_bot knows all three; a seat that does not exist or is not to act is refused, and so
    is another game's state."""
    other = get_game("speedpipe").new_state(3, 1)
    assert_bots_guard_their_seat(GAME, (EasyBot, NormalBot, StrongBot), scenario.table(3), other)


def test_strong_stops_at_its_iteration_cap_and_its_clock() -> None:
    """Capped: worlds only; with a clock: that many seconds."""
    capped = make_bot(GAME, "strong", seed=1, max_iterations=3)
    assert isinstance(capped, StrongBot)
    assert capped.budget() == (None, 3)
    clocked = make_bot(GAME, "strong", seed=1, think_ms=30)
    assert isinstance(clocked, StrongBot)
    seconds, worlds = clocked.budget()
    assert seconds == pytest.approx(0.03) and worlds > 3
    state = scenario.table(4, seed=2)
    assert clocked.choose(state, 0) in state.legal_moves(0)


def test_a_turn_is_planned_once_and_played_step_by_step() -> None:
    """The plan of the turn's first decision is kept: the later steps follow it without
    planning anew."""
    state = scenario.table(3, seed=4)
    player = bot("strong")
    made = []
    plans = []
    while state.acting == 0 and state.phase == "turn":
        move = player.choose(state, 0)
        made.append(move)
        plans.append(player.last_plan)
        state.play(0, move)
    assert plans[0] is not None and tuple(made) == plans[0].steps
    assert all(plan is plans[0] for plan in plans)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_an_airborne_plane_flies_on_or_goes_home(strength: str) -> None:
    """Over Estrela with both landing places taken, every strength makes a legal move."""
    state = scenario.table(
        3,
        planes={0: ("estrela", -1), 1: ("estrela", 0), 2: ("estrela", 1)},
        tickets={0: [scenario.charter("estrela", "brisa")]},
        flown=True,
    )
    move = bot(strength).choose(state, 0)
    assert move in state.legal_moves(0)


# ---- clear positions -------------------------------------------------------------------------


@pytest.mark.parametrize("strength", STRENGTHS)
def test_the_hotel_that_takes_a_majority_is_built(strength: str) -> None:
    """In Corvento with one hotel on the first field against a rival's two: the hotel ties the
    count and the earlier hotel wins, so the majority changes hands; the bot builds it rather
    than fly to Brisa, where a rival leads 4–1."""
    state = scenario.table(
        3,
        cash={0: 30},
        planes={0: ("corvento", 0), 1: ("isola", 0), 2: ("halcyon", 0)},
        chains={"corvento": [0, 1, 1], "brisa": [2, 2, 2, 0, 2]},
        factories={"brisa": [2, 2], "corvento": [1, 2]},
        tickets={0: [scenario.charter("corvento", "brisa")]},
        **quiet_open_rows("corvento", "brisa"),
    )
    assert bot(strength).choose(state, 0) == BUILD_HOTEL


def held_or_open(held: bool) -> TycoonState:
    """Player 0 in Aurelia (where he leads alone); in Estrela a hotel takes the majority. The
    charter Aurelia–Estrela is held, or lies open."""
    ticket = scenario.charter("aurelia", "estrela")
    rows = quiet_open_rows("aurelia", "estrela")
    if not held:
        rows["open_charter"] = [ticket] + rows["open_charter"][:5]
    return scenario.table(
        3,
        cash={0: 30},
        planes={0: ("aurelia", 0)},
        chains={"estrela": [0, 1, 1], "aurelia": [0]},
        factories={"estrela": [1, 2], "aurelia": [1, 2]},
        tickets={0: [ticket] if held else []},
        **rows,
    )


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_held_ticket_flies_to_the_wanted_city(strength: str) -> None:
    """The held charter takes the plane to Estrela's cheap landing place, then the hotel."""
    state = held_or_open(held=True)
    player = bot(strength)
    ticket = scenario.charter("aurelia", "estrela")
    assert player.choose(state, 0) == Fly(ticket, ESTRELA, 0)
    assert player.last_plan is not None and BUILD_HOTEL in player.last_plan.steps


@pytest.mark.parametrize("strength", STRENGTHS)
def test_the_ticket_it_needs_is_bought(strength: str) -> None:
    """The charter to Estrela lies open: the bot buys it, then flies it."""
    state = held_or_open(held=False)
    player = bot(strength)
    ticket = scenario.charter("aurelia", "estrela")
    assert player.choose(state, 0) == Buy(ticket)
    plan = player.last_plan
    assert plan is not None and plan.steps[1] == Fly(ticket, ESTRELA, 0)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_its_own_hotel_is_renovated_when_the_plane_is_there(strength: str) -> None:
    """In Granvik the player's hotel waits for renovation: putting it back (free) beats a new
    hotel at the landing place's price."""
    state = scenario.table(
        3,
        planes={0: ("granvik", 0)},
        chains={"granvik": [-1, 1, 1, 1, 1, 1]},
        renovation={"granvik": [0]},
        factories={"granvik": [1, 1]},
    )
    assert BUILD_HOTEL in state.legal_moves(0)
    assert bot(strength).choose(state, 0) == RENOVATE


@pytest.mark.parametrize("strength", STRENGTHS)
def test_loans_are_redeemed_when_the_cash_is_plenty(strength: str) -> None:
    """At the first payday with 40 in cash the unturned card is redeemed."""
    state = scenario.table(3, phase="payday", payday_queue=[0], cash={0: 40}, loans={0: [0]})
    assert bot(strength).choose(state, 0) == Repay(1)


@pytest.mark.parametrize("strength", ("normal", "strong"))
def test_a_loan_is_turned_when_the_next_round_needs_the_cash(strength: str) -> None:
    """With 12 in cash after round 1, redeeming would leave 1: normal turns the card (one
    million more at the next payday) and keeps the cash for round 2's builds."""
    state = scenario.table(3, phase="payday", payday_queue=[0], cash={0: 12}, loans={0: [0]})
    assert Repay(1) in state.legal_moves(0)
    assert bot(strength).choose(state, 0) == Repay(0)


def loan_position(cash: int) -> TycoonState:
    """Player 0 at the home bank holding a scheduled flight to Corvento, where a hotel takes
    the majority."""
    return scenario.table(
        3,
        cash={0: cash},
        chains={"corvento": [0, 1, 1]},
        tickets={0: [scenario.scheduled_to("corvento")]},
    )


@pytest.mark.parametrize("strength", ("normal", "strong"))
def test_a_loan_is_taken_at_home_when_a_profitable_build_waits_and_cash_is_short(
    strength: str,
) -> None:
    """With 1 in cash nothing can be built; the loan pays for the hotel of this very turn."""
    state = loan_position(1)
    player = bot(strength)
    assert player.choose(state, 0) == TAKE_LOAN
    plan = player.last_plan
    assert plan is not None and plan.build is not None and plan.build.price <= 1 + LOAN_AMOUNT


def test_normal_does_not_borrow_while_the_cash_suffices() -> None:
    """With 18 in cash (Corvento's factory at 12 and a hotel next turn) the same position needs
    no loan."""
    for seed in range(4):
        assert make_bot(GAME, "normal", seed=seed).choose(loan_position(18), 0) != TAKE_LOAN


def test_no_loan_in_the_last_round_that_the_payday_could_not_redeem() -> None:
    """In round 3, broke and without income, normal takes no loan (it could not redeem it)."""
    state = scenario.table(
        3, round=3, cash={0: 1}, tickets={0: [scenario.scheduled_to("corvento")]}
    )
    assert make_bot(GAME, "normal", seed=1).choose(state, 0) != TAKE_LOAN


# ---- styles ----------------------------------------------------------------------------------


def test_the_style_comes_from_the_seed_or_by_name() -> None:
    """Normal and strong draw a style from their seed (all three occur), or take the one named;
    an unknown name is refused in words."""
    drawn = {NormalBot(seed=seed).style.key for seed in range(30)}
    assert drawn == set(STYLES)
    assert NormalBot(seed=1, style="fabrik").style.key == "fabrik"
    assert StrongBot(seed=1, style="kette").style.key == "kette"
    with pytest.raises(ValueError, match="no Tycoon style"):
        NormalBot(style="gold")


def test_the_style_tournament_seats_every_style_and_counts_every_game() -> None:
    """Every style sits at every table; a short tournament counts one win per game."""
    for index in range(12):
        assert set(lineup_of(index, 4)) == set(STYLES)
    result = style_tournament(3, seed=2, players=3)
    assert set(result) == set(STYLES)
    assert sum(entry["wins"] for entry in result.values()) == pytest.approx(3)
    assert all(entry["seats"] == 3 for entry in result.values())


# ---- strength --------------------------------------------------------------------------------


@pytest.mark.slow
def test_strong_beats_three_easy_bots() -> None:
    """Strong against three easy bots, four seats, its seat rotating: it wins clearly more than
    the quarter a fair seat would."""
    wins = 0
    for hero, outcome in hero_against_easy(GAME, "strong", STRONG_GAMES, 2000, 700, STRONG_WORLDS):
        wins += hero in outcome.winners
    assert wins >= STRONG_GAMES * 0.4
