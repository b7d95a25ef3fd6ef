"""tools/bench.py as other tools use it: one JSON object with every figure, or a clear error."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.ai.arena import Decision, Match, seat_bots
from game.ai.benchmark import (
    Rollouts,
    TurnTimes,
    available_strengths,
    bot_latency,
    percentile,
    speedchicago_turn,
    speedtycoon_allowed_fields,
)
from game.cores import usable_cores
from game.rules import get_game
from tests.tools.cli import run_tool


def bench(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Runs tools/bench.py as a user does."""
    return run_tool("bench", *arguments)


def report_of(*arguments: str) -> dict[str, Any]:
    """The JSON object of a run that must succeed."""
    run = bench(*arguments, "--json")
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_client_gives_cold_start_and_frame_times_of_the_menus() -> None:
    report = report_of("--client", "--frame-scale", "0.1")
    assert set(report) == {"client"}
    client = report["client"]
    assert 0 < client["cold_start_s"] < 30
    window = client["window"]  # a real window where a display is set, else the reason
    assert set(window) in ({"skipped"}, {"speedchicago"})
    assert {"menu", "setup", "speedchicago"} <= set(client["scenes"])
    for figures in client["scenes"].values():
        assert 0 < figures["p50_ms"] <= figures["p95_ms"]
    tap = client["speedchicago_tap"]
    for kind in ("pick_", "tap_", "tap_frame_"):
        assert 0 < tap[f"{kind}p50_ms"] <= tap[f"{kind}p95_ms"]


def test_site_gives_the_3d_sites_own_frames_and_picks() -> None:
    report = report_of("--site", "--frame-scale", "0.05")
    assert set(report) == {"site"}
    site = report["site"]
    assert site["size"] == [1280, 720] and site["frames"] == 8
    assert site["renderer"]  # which OpenGL renderer drew them: llvmpipe here, a GPU elsewhere
    assert 0 < site["frame_p50_ms"] <= site["frame_p95_ms"]
    assert site["pick_p95_ms"] > 0


def test_the_site_bench_on_its_own_refuses_a_count_below_one_in_words() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "game.client.site3d.site_bench", "--frames", "0"],
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert "--frames must be at least 1, not 0" in run.stderr


def test_one_game_gives_throughput_and_bot_latency() -> None:
    report = report_of("--game", "speedstocks", "--seconds", "0.3", "--decision-scale", "0.02")
    assert set(report) == {"speedstocks"}
    figures = report["speedstocks"]
    assert figures["processes"] == usable_cores()
    assert figures["players"] == 4
    for name in (
        "random_games_per_s",
        "moves_per_s",
        "random_games_per_s_one_process",
        "moves_per_s_one_process",
    ):
        assert figures[name] > 0
    # A Speedstocks game has dozens of moves.
    assert figures["moves_per_s"] > 20 * figures["random_games_per_s"]
    present, missing = available_strengths("speedstocks")
    assert sorted(figures["bots"]) == sorted(present)
    for latency in figures["bots"].values():
        assert 0 < latency["p50_ms"] <= latency["p95_ms"] <= latency["max_ms"]
        assert latency["decisions"] >= 1
    assert ("note" in figures) == bool(missing)
    assert figures["bot_latency_per"] == "decision"
    listing = figures["legal_moves"]
    assert 0 < listing["p50_ms"] <= listing["p95_ms"] <= listing["max_ms"]
    assert listing["positions"] > 100  # mid-game positions of several random games


def test_speedchicago_bots_are_timed_per_whole_turn() -> None:
    report = report_of("--game", "speedchicago", "--seconds", "0.2", "--decision-scale", "0.01")
    figures = report["speedchicago"]
    assert figures["bot_latency_per"] == "turn"
    assert figures["random_games_per_s"] > 0 and figures["players"] == 4
    present, missing = available_strengths("speedchicago")
    assert sorted(figures["bots"]) == sorted(present)
    assert ("note" in figures) == bool(missing)
    for latency in figures["bots"].values():
        assert 0 < latency["p50_ms"] <= latency["p95_ms"] <= latency["max_ms"]


def test_turn_times_add_up_one_seats_decisions_within_each_turn() -> None:
    decisions = [
        Decision(0, 0.5, "a"),
        Decision(0, 0.25, "a"),
        Decision(1, 2.0, "b"),
        Decision(0, 1.0, "c"),
        Decision(0, 1.0, "d"),
        Decision(0, 0.5, "d"),
    ]
    times = TurnTimes(0)
    times.take(decisions[:2])
    assert times.finished(over=False) == []  # seat 0 may still go on with turn "a"
    times.take(decisions)
    assert times.seconds == [0.75, 1.0, 1.5]
    assert times.finished(over=False) == [0.75, 1.0]
    assert times.finished(over=True) == [0.75, 1.0, 1.5]
    untimed = TurnTimes(0)
    untimed.take([Decision(0, 0.5), Decision(0, 0.25), Decision(1, 2.0)])
    assert untimed.finished(over=False) == [0.5, 0.25]  # per decision: each one alone


def test_a_speedchicago_match_times_every_turn_of_a_seat_as_one() -> None:
    """Every turn ends with 'end'; the set-up placements and photographer choices are turns of
    their own: as many turn times as those moves, summing all the seat's decision times."""
    match = Match(
        get_game("speedchicago"),
        3,
        4,
        seat_bots("speedchicago", ["random"] * 3, 4),
        turn_key=speedchicago_turn,
    )
    result = match.run()
    assert result.finished
    assert [decision.seat for decision in match.decisions] == [seat for seat, _ in result.moves]
    for seat in range(3):
        times = TurnTimes(seat)
        times.take(match.decisions)
        turns = [
            text
            for player, text in result.moves
            if player == seat and (text == "end" or text.split()[0] in ("place", "photo"))
        ]
        assert len(times.finished(over=True)) == len(turns)
        assert sum(times.seconds) == pytest.approx(sum(match.decision_seconds[seat]))


def test_bad_arguments_give_one_line_and_exit_code_2() -> None:
    for arguments in (
        ["--game", "chess"],
        ["--game", "speedstocks", "--client"],
        ["--seconds", "0"],
        ["--decision-scale", "-1"],
    ):
        run = bench(*arguments, "--json")
        assert run.returncode == 2 and run.stdout == ""
        lines = run.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("bench: error:"), run.stderr


def test_percentiles_are_nearest_rank() -> None:
    values = [float(value) for value in range(1, 101)]
    assert (percentile(values, 0.5), percentile(values, 0.95), percentile(values, 1.0)) == (
        50.0,
        95.0,
        100.0,
    )
    assert percentile([3.0], 0.95) == 3.0


def test_speedtycoon_times_the_allowed_fields_in_25_building_empires() -> None:
    figures = speedtycoon_allowed_fields(empires=2)
    assert figures["fewest_buildings"] >= 25
    assert 0 < figures["p50_ms"] <= figures["p95_ms"] <= figures["max_ms"]


def test_rollouts_per_second_come_from_the_bots_own_count() -> None:
    class Counting:
        rollouts_done = 300

    rollouts = Rollouts()
    rollouts.take(object(), [1.0])  # a bot without a count adds nothing
    assert not rollouts.counted and rollouts.per_second() is None
    rollouts.take(Counting(), [0.5, 0.25, 0.25])
    rollouts.take(Counting(), [2.0])
    assert rollouts.per_second() == 200.0


@pytest.mark.parametrize("game_name", ["speedstocks", "speedpipe", "speedtycoon", "tycoon"])
def test_every_strong_bot_counts_its_play_outs(game_name: str) -> None:
    figures = bot_latency(game_name, "strong", 2, "random", max_seconds=5.0)
    assert figures["rollouts_per_s"] > 0
    assert "rollouts_per_s" not in bot_latency(game_name, "easy", 2, "random")


def test_speedchicago_strong_counts_its_weighed_positions() -> None:
    bot = seat_bots("speedchicago", ["strong"], 3, max_iterations=60)[0]
    match = Match(get_game("speedchicago"), 2, 3, [bot, *seat_bots("speedchicago", ["random"], 4)])
    while not match.over and not bot.rollouts_done:  # type: ignore[attr-defined]
        match.step()
    assert 0 < bot.rollouts_done <= 60  # type: ignore[attr-defined]
