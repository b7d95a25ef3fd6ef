"""The Bestenliste points of each game's text as scenarios: Speedstocks' rounds, place bonus, −10
and 2-minute rule; Speedchicago's points, bonus, open cards and −10 with other people; the
silent games as docs/rules sets down; shared places; computers never count."""

from __future__ import annotations

import pytest

from game.rules import get_game
from game.standings import FinishedGame, finished_game, from_table, leaderboard_points, rounds_of
from game.table import InlineBotService, Table
from game.table.seats import COMPUTER, Seat, TableSetup

PEOPLE_4 = (True, True, True, True)
YOU_AND_3 = (True, False, False, False)


def stocks(
    rounds: tuple[tuple[int, ...], ...],
    humans: tuple[bool, ...] = PEOPLE_4,
    turn_seconds: int | None = 120,
    left: tuple[int | None, ...] = (),
) -> FinishedGame:
    """A finished Speedstocks game with these bears per round (places from the totals)."""
    totals = tuple(sum(line[seat] for line in rounds) for seat in range(len(humans)))
    places = tuple(sorted(totals).index(total) + 1 for total in totals)
    return FinishedGame("speedstocks", humans, (), turn_seconds, totals, places, rounds, left or ())


def game_of(
    game: str,
    scores: tuple[int, ...],
    places: tuple[int, ...],
    humans: tuple[bool, ...] = PEOPLE_4,
    options: tuple[tuple[str, str], ...] = (),
    left: tuple[int | None, ...] = (),
    turn_seconds: int | None = 60,
) -> FinishedGame:
    """A finished game of a points game (higher is better)."""
    return FinishedGame(game, humans, options, turn_seconds, scores, places, (), left or ())


# ---- Speedstocks ----------------------------------------------------------------------------


def test_speedstocks_gives_12_minus_each_rounds_bears_never_below_0_and_the_place_bonus() -> None:
    # Round 1: 3, 10, 20, 12 bears; round 2: 0, 14, 50, 12 -> totals 3, 24, 70, 24.
    game = stocks(((3, 10, 20, 12), (0, 14, 50, 12)))
    assert game.places == (1, 2, 4, 2)
    # 9 + 12 + 30 | 2 + 0 + 15 | 0 + 0 (place 4: no bonus) | 0 + 0 + 15 (shared 2nd)
    assert leaderboard_points(game) == (51, 17, 0, 15)


def test_speedstocks_bonus_for_2nd_only_from_three_players_and_3rd_only_at_four() -> None:
    two = stocks(((5, 8),), humans=(True, True))
    assert leaderboard_points(two) == (7 + 30, 4)
    three = stocks(((5, 8, 9),), humans=(True, True, True))
    assert leaderboard_points(three) == (7 + 30, 4 + 15, 3)
    four = stocks(((5, 8, 9, 11),))
    assert leaderboard_points(four) == (7 + 30, 4 + 15, 3 + 5, 1)


def test_speedstocks_leaving_early_costs_10_and_keeps_the_rounds_played() -> None:
    rounds = ((2, 4, 6, 8), (1, 30, 1, 1), (1, 40, 1, 1))
    game = stocks(rounds, left=(None, 1, None, None))
    # Seat 1 left after round 1: 12 - 4 = 8, minus 10, no place bonus.
    assert leaderboard_points(game)[1] == 8 - 10
    # Against computers alone it costs the same: the text names no other people.
    alone = stocks(rounds, humans=YOU_AND_3, left=(1, None, None, None))
    assert leaderboard_points(alone) == (10 - 10, None, None, None)


@pytest.mark.parametrize("seconds", [30, 60, 90])
def test_speedstocks_place_bonus_and_the_minus_10_need_a_clock_of_two_minutes(
    seconds: int,
) -> None:
    rounds = ((2, 4, 6, 8), (1, 30, 1, 1))
    quick = stocks(rounds, turn_seconds=seconds, left=(None, 1, None, None))
    assert leaderboard_points(quick) == (10 + 11, 8, 6 + 11, 4 + 11)
    counted = stocks(rounds, turn_seconds=120, left=(None, 1, None, None))
    assert leaderboard_points(counted) == (10 + 11 + 30, 8 - 10, 6 + 11 + 15, 4 + 11 + 5)


def test_speedstocks_without_a_clock_counts_as_a_game_of_at_least_two_minutes() -> None:
    game = stocks(((2, 4, 6, 8),), turn_seconds=None)
    assert leaderboard_points(game) == (10 + 30, 8 + 15, 6 + 5, 4)


def test_speedstocks_points_from_a_real_finished_table() -> None:
    seats = (Seat("Anna"), *(Seat(f"C{n}", COMPUTER, "easy") for n in (2, 3, 4)))
    table = Table(TableSetup("speedstocks", seats, {}, 11, 120), InlineBotService())
    for _ in range(3000):
        if table.is_over:
            break
        table.update()
        for seat in table.humans_to_act():
            table.submit(seat, table.legal_moves(seat)[0])
    assert table.is_over
    finished = from_table(table)
    history = rounds_of(table.state)
    assert finished.rounds == history and len(history) >= 1
    assert finished.humans == YOU_AND_3
    outcome = table.outcome()
    assert outcome is not None
    earned = sum(max(0, 12 - line[0]) for line in history)
    bonus = {1: 30, 2: 15, 3: 5}.get(outcome.places[0], 0)
    assert leaderboard_points(finished) == (earned + bonus, None, None, None)


# ---- Speedchicago ---------------------------------------------------------------------------


def test_speedchicago_gives_the_points_at_least_0_plus_30_15_5() -> None:
    game = game_of("speedchicago", (230, 180, -4, 90), (1, 2, 4, 3))
    assert leaderboard_points(game) == (260, 195, 0, 95)


def test_speedchicago_bonus_for_second_also_at_two() -> None:
    game = game_of("speedchicago", (100, 80), (1, 2), humans=(True, True))
    assert leaderboard_points(game) == (130, 95)


def test_speedchicago_with_open_cards_never_counts() -> None:
    game = game_of(
        "speedchicago", (230, 180, 100, 90), (1, 2, 3, 4), options=(("open_cards", "on"),)
    )
    assert leaderboard_points(game) == (None, None, None, None)
    closed = game_of(
        "speedchicago", (230, 180, 100, 90), (1, 2, 3, 4), options=(("open_cards", "off"),)
    )
    assert leaderboard_points(closed) == (260, 195, 105, 90)


def test_speedchicago_leaving_costs_10_only_with_other_people() -> None:
    people = game_of("speedchicago", (230, 180, 100, 90), (1, 2, 3, 4), left=(None, None, 0, None))
    assert leaderboard_points(people) == (260, 195, -10, 90)
    alone = game_of(
        "speedchicago",
        (230, 180, 100, 90),
        (1, 2, 3, 4),
        humans=YOU_AND_3,
        left=(0, None, None, None),
    )
    assert leaderboard_points(alone) == (None, None, None, None)


def test_speedchicago_has_no_two_minute_rule() -> None:
    game = game_of("speedchicago", (50, 40), (1, 2), humans=(True, True), turn_seconds=30)
    assert leaderboard_points(game) == (80, 55)


# ---- shared places --------------------------------------------------------------------------


def test_a_shared_place_gives_each_sharer_that_places_full_bonus() -> None:
    chicago = game_of("speedchicago", (200, 200, 150, 100), (1, 1, 3, 4))
    assert leaderboard_points(chicago) == (230, 230, 155, 100)
    # Speedstocks: a shared 2nd at three players, and a shared 3rd at three gets nothing.
    second = stocks(((1, 5, 5),), humans=(True, True, True))
    assert leaderboard_points(second) == (11 + 30, 7 + 15, 7 + 15)
    third = stocks(((1, 1, 5),), humans=(True, True, True))
    assert third.places == (1, 1, 3)
    assert leaderboard_points(third) == (11 + 30, 11 + 30, 7)


# ---- the silent games -----------------------------------------------------------------------


@pytest.mark.parametrize("game", ["speedtycoon", "speedpipe", "tycoon"])
def test_the_silent_games_give_points_at_least_0_and_the_bonus_for_finishing_ahead(
    game: str,
) -> None:
    four = game_of(game, (110, 95, -3, 80), (1, 2, 4, 3))
    assert leaderboard_points(four) == (140, 110, 0, 85)
    two = game_of(game, (110, 95), (1, 2), humans=(True, True))
    assert leaderboard_points(two) == (140, 95)
    three = game_of(game, (110, 95, 80), (1, 2, 3), humans=(True, True, True))
    assert leaderboard_points(three) == (140, 110, 80)
    six = game_of(game, (9, 8, 7, 6, 5, 4), (1, 2, 3, 4, 5, 6), humans=(True,) * 6)
    assert leaderboard_points(six) == (39, 23, 12, 6, 5, 4)


@pytest.mark.parametrize("game", ["speedtycoon", "speedpipe", "tycoon"])
def test_the_silent_games_cost_10_for_leaving_with_other_people_at_any_clock(game: str) -> None:
    people = game_of(game, (110, 95, 90, 80), (1, 2, 3, 4), left=(None, 0, None, None))
    assert leaderboard_points(people) == (140, -10, 95, 80)
    alone = game_of(
        game, (110, 95, 90, 80), (1, 2, 3, 4), humans=YOU_AND_3, left=(0, None, None, None)
    )
    assert leaderboard_points(alone) == (None, None, None, None)


# ---- who counts -----------------------------------------------------------------------------


def test_computers_never_count_and_people_at_a_hot_seat_table_each_do() -> None:
    game = game_of(
        "speedchicago", (100, 90, 80, 70), (1, 2, 3, 4), humans=(False, True, False, True)
    )
    assert leaderboard_points(game) == (None, 105, None, 70)
    assert game.with_other_people


def test_a_game_without_a_list_and_malformed_games_are_refused_in_words() -> None:
    with pytest.raises(ValueError, match="no Bestenliste"):
        leaderboard_points(game_of("schach", (1, 0), (1, 2), humans=(True, True)))
    with pytest.raises(ValueError, match="each seat"):
        FinishedGame("speedpipe", (True, True), (), None, (1,), (1, 2))
    with pytest.raises(ValueError, match="rounds that were played"):
        stocks(((1, 2),), humans=(True, True), left=(2, None))


def test_a_game_still_going_on_is_no_finished_game() -> None:
    state = get_game("speedstocks").new_state(2, 1, {})
    with pytest.raises(ValueError, match="finished games only"):
        finished_game("speedstocks", (True, True), {}, 120, state)
