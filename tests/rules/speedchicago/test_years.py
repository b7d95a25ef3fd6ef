"""Ablauf: three years of rounds, the stacks of each year, a short supply, leftover floors, and the
stack a turn uses up (determinations B, the end of a turn in C, and the years of F)."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules import Event, IllegalMoveError, SaveError
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.tables import STACKS, largest_stack

from .scenario import GAME, legal_starting, of_kind, play, play_out, position, set_up

# The stack table of determination c, written out here rather than read from the engine.
STACK_TABLE = {
    2: ([4, 3, 3, 3], [4, 4, 4, 3], [4, 4, 4, 4]),
    3: ([3, 3, 3, 2], [4, 3, 3], [4, 4, 3]),
    4: ([3, 2, 2, 1], [3, 2, 1], [3, 2, 2]),
}
ROUNDS = {2: (4, 4, 4), 3: (4, 3, 3), 4: (4, 3, 3)}


def _whole_game(players: int, options: dict[str, str] | None = None) -> list[Event]:
    """Every event of a game in which every turn is ended at once."""
    state = GAME.new_state(players, 7, options)
    events = set_up(state)
    events += play_out(state)
    return events


@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_years_of_4_3_3_rounds_or_4_4_4_for_two(players: int) -> None:
    """Zu dritt und zu viert 4, 3, 3 Runden, zu zweit je 4; in jeder Runde ist jeder einmal dran."""
    events = _whole_game(players)
    turns = of_kind(events, "turn_started")
    for year, rounds in zip((1891, 1892, 1893), ROUNDS[players]):
        in_year = [turn for turn in turns if turn.year == year]
        assert [turn.round for turn in in_year] == [
            round_number for round_number in range(rounds) for _ in range(players)
        ]
        for round_number in range(rounds):
            movers = [turn.company for turn in in_year if turn.round == round_number]
            assert sorted(movers) == list(range(players))
    assert [scored.year for scored in of_kind(events, "company_scored")] == [
        year for year in (1891, 1892, 1893) for _ in range(players)
    ]
    assert of_kind(events, "game_over")


@pytest.mark.parametrize("players", [3, 4])
def test_whoever_moved_last_in_a_round_begins_the_next(players: int) -> None:
    """The year's start player begins the year; whoever moved last in a round begins the next
    (determination l), so at four each company begins one round of 1891 and ends one."""
    events = _whole_game(players)
    starts = {year.year: year.start_company for year in of_kind(events, "year_started")}
    turns = of_kind(events, "turn_started")
    for year, rounds in zip((1891, 1892, 1893), ROUNDS[players]):
        for round_number in range(rounds):
            movers = [
                turn.company for turn in turns if (turn.year, turn.round) == (year, round_number)
            ]
            first = (starts[year] - round_number) % players
            assert movers == [(first + offset) % players for offset in range(players)]
    assert starts[1891] == 0


def test_two_companies_take_the_rounds_a_b_b_a_b_a_a_b() -> None:
    """Zu zweit (determination l): the start player A begins the year, the second half mirrors
    the first – A B, B A, B A, A B – so each company moves twice in a row once a year, A first
    and B last; the company last on the score track begins 1892 and 1893 the same way."""
    events = _whole_game(2)
    starts = {year.year: year.start_company for year in of_kind(events, "year_started")}
    turns = of_kind(events, "turn_started")
    for year in (1891, 1892, 1893):
        a = starts[year]
        b = 1 - a
        movers = [turn.company for turn in turns if turn.year == year]
        assert movers == [a, b, b, a, b, a, a, b], year
    assert starts[1891] == 0


def test_a_save_with_a_round_out_of_turn_is_refused() -> None:
    """A save whose round does not begin one seat further than the one before is refused."""
    state = position(round_number=1, acting=1, stacks={1: [3, 2, 2]})
    data = state.to_dict()
    data["order"] = [0, 1, 2, 3]
    data["turn_index"] = 1
    with pytest.raises(SaveError, match="round's order"):
        GAME.state_from_dict(data)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_year_deals_the_stack_table(players: int) -> None:
    """So viele Stapel wie Runden, nach der Tabelle (leftovers lapsing, so the raw table shows)."""
    events = _whole_game(players, {"leftover": "lapse"})
    started = of_kind(events, "year_started")
    assert [item.year for item in started] == [1891, 1892, 1893]
    for item, table in zip(started, STACK_TABLE[players]):
        assert [list(stacks) for stacks in item.stacks] == [table] * players
        assert item.rounds == len(table)
        assert item.fewer_each == 0
    assert all(
        size <= (3 if players == 4 else 4) for table in STACK_TABLE[players] for size in table
    )


def test_the_stack_table_totals() -> None:
    """Zu zweit 44 je Firma (88), zu dritt 32 (96), zu viert 21 (84): two and three companies
    are asked more than the 84 floors, since floors they do not build come back to the supply."""
    for players, per_company in ((2, 44), (3, 32), (4, 21)):
        assert [list(year) for year in STACKS[players]] == list(STACK_TABLE[players])
        assert sum(map(sum, STACKS[players])) == per_company
        assert players * per_company >= 84
    assert largest_stack(2) == largest_stack(3) == 4 and largest_stack(4) == 3


def _after_1892(players: int, supply: int, **kwargs: Any) -> SpeedchicagoState:
    """The photographer decision after the 1892 scoring, with this many floors in the supply."""
    state = position(players, phase="photo", year=1, **kwargs)
    state.supply = supply
    return state


def test_a_short_supply_gives_every_company_alike_fewer() -> None:
    """Reicht der Vorrat nicht, bekommt jeder gleich viel weniger: 4 companies ask 28 in 1893;
    24 in the supply make 4 missing, 1 fewer each, from the largest stack: 3·2·2 → 2·2·2."""
    state = _after_1892(4, 24)
    events = play(state, "photo stay")
    (started,) = of_kind(events, "year_started")
    assert started.year == 1893 and started.fewer_each == 1
    assert [list(stacks) for stacks in state.stacks] == [[2, 2, 2]] * 4
    assert state.supply == 0


def test_the_missing_floors_are_rounded_up_and_alike_for_all() -> None:
    """2 missing among 4: every company gets 1 fewer (not some 0 and some 1); the rest stays."""
    state = _after_1892(4, 26)
    events = play(state, "photo stay")
    assert of_kind(events, "year_started")[0].fewer_each == 1
    assert [list(stacks) for stacks in state.stacks] == [[2, 2, 2]] * 4
    assert state.supply == 2


def test_one_floor_fewer_comes_off_the_first_largest_stack() -> None:
    """3 companies, 31 of 33: one fewer each, taken from the first of the equal largest stacks."""
    state = _after_1892(3, 31)
    play(state, "photo stay")
    assert [list(stacks) for stacks in state.stacks] == [[3, 4, 3]] * 3
    assert state.supply == 1


def test_leftover_floors_go_onto_the_new_stacks_at_most_three_each() -> None:
    """Übrige Steine vom Vorjahr kommen auf die neuen Stapel (höchstens 3 je Stapel), Stein für
    Stein auf den kleinsten; what does not fit goes back to the supply."""
    state = position(4, phase="photo", year=0, acting=2, scores=[4, 3, 0, 5], leftover=[3, 5, 0, 1])
    supply = state.supply
    events = play(state, "photo stay")
    assert [list(stacks) for stacks in state.stacks] == [[3, 3, 3], [3, 3, 3], [3, 2, 1], [3, 2, 2]]
    assert of_kind(events, "leftover_floors") == [
        ev.LeftoverFloors(0, 3, 0),
        ev.LeftoverFloors(1, 3, 2),
        ev.LeftoverFloors(3, 1, 0),
    ]
    assert state.leftover == [0, 0, 0, 0]
    assert state.supply == supply - 4 * 6 + 2


def test_leftover_floors_are_set_aside_before_a_short_supply_is_dealt() -> None:
    """Zuerst beiseite, dann geben, dann verteilen: 24 in the supply still mean 1 fewer each, and
    company 0's 3 leftover floors then fill its 2·2·2 up to 3·3·3."""
    state = position(4, phase="photo", year=1, leftover=[3, 0, 0, 0])
    state.supply = 24
    play(state, "photo stay")
    assert [list(stacks) for stacks in state.stacks] == [[3, 3, 3], [2, 2, 2], [2, 2, 2], [2, 2, 2]]
    assert state.supply == 0


def test_house_rule_leftover_floors_lapse_back_to_the_supply() -> None:
    """Reststeine verfallen: they go back to the supply instead of onto the new stacks."""
    state = position(
        4,
        phase="photo",
        year=0,
        acting=2,
        scores=[4, 3, 0, 5],
        leftover=[3, 5, 0, 1],
        options={"leftover": "lapse"},
    )
    supply = state.supply
    events = play(state, "photo stay")
    assert [list(stacks) for stacks in state.stacks] == [[3, 2, 1]] * 4
    assert [
        (item.company, item.onto_stacks, item.to_supply)
        for item in of_kind(events, "leftover_floors")
    ] == [(0, 0, 3), (1, 0, 5), (3, 0, 1)]
    assert state.supply == supply + 9 - 4 * 6


def test_house_rule_lapse_returns_leftovers_before_a_short_supply_is_dealt() -> None:
    """With lapsing leftovers the 3 floors count for everyone: 27 of 28, still 1 fewer each."""
    state = position(4, phase="photo", year=1, leftover=[3, 0, 0, 0], options={"leftover": "lapse"})
    state.supply = 24
    play(state, "photo stay")
    assert [list(stacks) for stacks in state.stacks] == [[2, 2, 2]] * 4
    assert state.supply == 3


def test_the_turns_stack_is_used_up_and_its_rest_spread() -> None:
    """Hast du nicht alle Steine verbaut, verteilt sich der Rest auf deine anderen Stapel: one of
    3 built, 2 left go one at a time onto the smallest other stack."""
    state = position(stacks={0: [3, 2, 2, 1]})
    events = play(state, "build 1 e2", "end")
    assert state.stacks[0] == [3, 2, 2]
    assert of_kind(events, "turn_ended") == [ev.TurnEnded(0, 0, 2, 0, 0, 4)]


def test_a_rest_that_does_not_fit_goes_back_to_the_supply() -> None:
    """Höchstens 3 je Stapel, Überzähliges zurück in den Vorrat."""
    state = position(2, stacks={0: [3, 3, 3, 2]})
    supply = state.supply
    events = play(state, "build 4 e2", "end")
    assert state.stacks[0] == [3, 3, 3]
    assert of_kind(events, "turn_ended")[0].rest_returned == 1
    assert state.supply == supply + 1


def test_a_turn_without_building_uses_up_the_smallest_stack() -> None:
    """Hast du gar nicht gebaut, verbraucht der Zug deinen kleinsten Stapel."""
    state = position(stacks={0: [3, 2, 2, 1]})
    events = play(state, "end")
    assert state.stacks[0] == [3, 3, 2]
    assert of_kind(events, "turn_ended")[0].stack == 3


def test_of_equal_smallest_stacks_the_first_is_used_up() -> None:
    """[3, 2, 2]: the first 2 goes; its 2 floors fill the other 2 up to 3, one goes back."""
    state = position(round_number=1, stacks={0: [3, 2, 2]})
    supply = state.supply
    events = play(state, "end")
    assert state.stacks[0] == [3, 3]
    assert of_kind(events, "turn_ended") == [ev.TurnEnded(0, 1, 1, 1, 0, 5)]
    assert state.supply == supply + 1


def test_one_stack_per_turn() -> None:
    """All floors of a turn come from one stack: the first build fixes it."""
    state = position(stacks={0: [3, 2, 2, 1]})
    assert {text.split()[1] for text in legal_starting(state, "build")} == {"1", "2", "3", "4"}
    play(state, "build 2 e2")
    assert {text.split()[1] for text in legal_starting(state, "build")} == {"2"}
    with pytest.raises(IllegalMoveError, match="stack 2 only"):
        play(state, "build 1 d3")
    play(state, "build 2 d3")
    assert state.stacks[0] == [3, 0, 2, 1]
    assert legal_starting(state, "build") == []  # the turn's stack is empty


def test_the_rest_of_the_years_last_stack_is_kept_for_next_year() -> None:
    """Im letzten Zug des Jahres gibt es keinen anderen Stapel: der Rest bleibt als Reststein."""
    state = position(round_number=3, acting=0, stacks={0: [3]})
    supply = state.supply
    events = play(state, "build 1 e2", "end")
    assert of_kind(events, "turn_ended") == [ev.TurnEnded(0, 0, 0, 0, 2, 4)]
    assert state.leftover == [2, 0, 0, 0]
    assert state.supply == supply
    assert state.phase == "photo"


def test_in_the_last_year_the_rest_goes_back_to_the_supply() -> None:
    """After 1893 there is no next year: the last stack's rest returns to the supply."""
    state = position(year=2, round_number=2, acting=1, stacks={1: [2]})
    supply = state.supply
    events = play(state, "end")
    assert of_kind(events, "turn_ended") == [ev.TurnEnded(1, 0, 0, 2, 0, 5)]
    assert state.leftover == [0, 0, 0, 0] and state.supply == supply + 2
    assert state.is_terminal()
