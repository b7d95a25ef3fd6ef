"""simulate --rotate: every seed in every rotation of the seat list, and the shares by strength
and by start position with their intervals."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.ai.arena import seat_bots
from game.ai.series import SeriesPlan, SeriesSummary, play_series, rotated
from game.ai.shares import SeatShares, mean_interval, wilson_interval
from game.rules import get_game
from game.rules.core import Outcome
from tests.tools.test_simulate import simulate, summary


def rotate_run(game: str, players: int, bots: str, games: int, *extra: str) -> list[str]:
    """Arguments of a small rotated run."""
    return [
        "--game",
        game,
        "--players",
        str(players),
        "--games",
        str(games),
        "--seed",
        "11",
        "--bots",
        bots,
        "--rotate",
        *extra,
    ]


def test_every_seed_is_played_in_every_rotation(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    run = simulate(
        *rotate_run("speedstocks", 4, "easy,random,random,random", 3, "--record", str(path)),
        "--json",
    )
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert (report["games"], report["seeds"], report["rotations"]) == (12, 3, [0, 1, 2, 3])
    assert report["rotate"] is True and report["bots"] == ["easy", "random", "random", "random"]
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert [record["seed"] for record in records] == [11] * 4 + [12] * 4 + [13] * 4
    assert [record["rotation"] for record in records] == [0, 1, 2, 3] * 3
    # The easy bot sits on every seat once per seed.
    assert Counter(record["bots"].index("easy") for record in records) == {0: 3, 3: 3, 2: 3, 1: 3}
    game = get_game("speedstocks")
    for record in records:
        assert record["start_player"] == game.new_state(4, record["seed"]).first_player


def test_all_parts_of_the_json_agree_with_the_records(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    run = simulate(
        *rotate_run("tycoon", 3, "easy,random,random", 4, "--record", str(path)), "--json"
    )
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert report["games"] == len(records) == 12 and report["errors"] == 0
    # The start player of Tycoon is drawn by lot: not always seat 0.
    assert len({record["start_player"] for record in records}) > 1
    wins: Counter[str] = Counter()
    by_position = [0.0] * 3
    scores: dict[str, list[int]] = {"easy": [], "random": []}
    for record in records:
        winners = [seat for seat, place in enumerate(record["places"]) if place == 1]
        for seat in winners:
            wins[record["bots"][seat]] += 1 / len(winners)
            by_position[(seat - record["start_player"]) % 3] += 1 / len(winners)
        for seat, score in enumerate(record["scores"]):
            scores[record["bots"][seat]].append(score)
    strength = report["wins_by_strength"]
    assert strength["easy"]["seat_games"] == 12 and strength["random"]["seat_games"] == 24
    for name in ("easy", "random"):
        assert strength[name]["wins"] == pytest.approx(wins[name], abs=1e-3)
        entry = report["mean_score_by_strength"][name]
        assert entry["mean"] == pytest.approx(sum(scores[name]) / len(scores[name]), abs=1e-3)
        assert entry["low"] <= entry["mean"] <= entry["high"]
    positions = report["wins_by_start_position"]
    assert [entry["position"] for entry in positions] == [1, 2, 3]
    assert [entry["wins"] for entry in positions] == pytest.approx(by_position, abs=1e-3)
    assert sum(entry["wins"] for entry in positions) == pytest.approx(12)
    for entry in [*positions, *strength.values()]:
        assert entry["low"] <= entry["share"] <= entry["high"]


def test_rotations_that_give_the_same_seat_list_are_played_once() -> None:
    def plan(bots: tuple[str, ...], rotate: bool = True) -> SeriesPlan:
        return SeriesPlan("speedstocks", len(bots), 5, 1, bots, rotate=rotate)

    assert plan(("normal",) * 4).rotations == (0,)
    assert plan(("easy", "random", "easy", "random")).rotations == (0, 1)
    assert plan(("easy", "random", "random")).rotations == (0, 1, 2)
    assert plan(("easy", "random", "random"), rotate=False).rotations == (0,)
    assert plan(("easy", "random", "easy", "random")).total == 10
    assert rotated(("a", "b", "c"), 1) == ("b", "c", "a")


def test_a_seat_may_carry_its_own_iteration_cap() -> None:
    # Twice the budget at one table: each seat keeps its own cap, the others the common one.
    bots = seat_bots("speedstocks", ["strong@24", "strong@12", "normal", "strong"], 3, None, 7)
    assert [bot.max_iterations for bot in bots] == [24, 12, 7, 7]
    report = summary(
        *rotate_run("speedstocks", 2, "strong@2,strong@1", 2, "--options", "variant=taktik")
    )
    shares = report["wins_by_strength"]
    assert set(shares) == {"strong@2", "strong@1"}
    assert shares["strong@2"]["seat_games"] == shares["strong@1"]["seat_games"] == 4
    assert shares["strong@2"]["wins"] + shares["strong@1"]["wins"] == pytest.approx(4)


def test_without_rotate_the_series_is_as_before() -> None:
    plan = SeriesPlan("speedstocks", 2, 3, 5, ("easy", "random"))
    results = list(play_series(plan))
    assert [result.seed for result in results] == [5, 6, 7]
    assert all(result.bots == ["easy", "random"] and result.rotation == 0 for result in results)
    summary = SeriesSummary(plan)
    for result in results:
        summary.add(result)
    report = summary.to_dict(0.0, {})
    assert (report["games"], report["seeds"], report["rotate"]) == (3, 3, False)
    assert report["wins_by_strength"]["easy"]["seat_games"] == 3


def outcome(scores: tuple[int, ...]) -> Outcome:
    """An outcome where most points win."""
    places = tuple(1 + sum(other > score for other in scores) for score in scores)
    return Outcome(scores, places, False)


def test_shared_firsts_are_split_among_those_sharing() -> None:
    shares = SeatShares(4, ("strong", "normal", "normal", "normal"))
    shares.add(("strong", "normal", "normal", "normal"), 2, outcome((10, 10, 3, 2)))
    shares.add(("normal", "strong", "normal", "normal"), 0, outcome((1, 9, 9, 9)))
    report: dict[str, Any] = shares.to_dict()
    strong, normal = report["wins_by_strength"]["strong"], report["wins_by_strength"]["normal"]
    # The JSON rounds wins to three places.
    assert (strong["wins"], strong["seat_games"]) == (pytest.approx(0.5 + 1 / 3, abs=1e-3), 2)
    assert (normal["wins"], normal["seat_games"]) == (pytest.approx(0.5 + 2 / 3, abs=1e-3), 6)
    # Game 1: start player seat 2, so seats 0 and 1 are positions 3 and 4.
    positions = [entry["wins"] for entry in report["wins_by_start_position"]]
    assert positions == pytest.approx([0, 1 / 3, 0.5 + 1 / 3, 0.5 + 1 / 3], abs=1e-3)
    means = report["mean_score_by_strength"]
    assert means["strong"]["mean"] == 9.5 and means["normal"]["mean"] == pytest.approx(
        34 / 6, abs=1e-3
    )


def test_wilson_interval_of_known_shares() -> None:
    low, high = wilson_interval(5, 10)
    assert (low, high) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    low, high = wilson_interval(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)
    low, high = wilson_interval(100, 400)
    assert low == pytest.approx(0.2101, abs=1e-4) and high == pytest.approx(0.2947, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_mean_interval_by_the_normal_approximation() -> None:
    values = [2, 4, 4, 4, 5, 5, 7, 9]
    mean, low, high = mean_interval(sum(values), sum(v * v for v in values), len(values))
    # Sample standard deviation 2.138; standard error 0.756.
    assert mean == 5 and high - mean == pytest.approx(1.959964 * 2.13809 / 8**0.5, abs=1e-4)
    assert mean - low == pytest.approx(high - mean)
    assert mean_interval(3, 9, 1) == (3, 3, 3)


def test_rotated_series_in_two_processes_gives_what_one_gives(tmp_path: Path) -> None:
    reports = []
    for jobs in ("1", "2"):
        path = tmp_path / f"games{jobs}.jsonl"
        run = simulate(
            *rotate_run("speedpipe", 3, "easy,random,random", 2, "--record", str(path)),
            "--jobs",
            jobs,
            "--json",
        )
        assert run.returncode == 0, run.stderr
        report = json.loads(run.stdout)
        report.pop("seconds")
        reports.append((report, path.read_text()))
    assert reports[0] == reports[1]
