"""tools/bench.py as other tools use it: one JSON object with every figure, or a clear error."""

from __future__ import annotations

import json
import os
import subprocess
from typing import Any

from game.ai.benchmark import available_strengths, percentile
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
    report = report_of("--client")
    assert set(report) == {"client"}
    client = report["client"]
    assert 0 < client["cold_start_s"] < 30
    assert {"menu", "setup"} <= set(client["scenes"])
    for figures in client["scenes"].values():
        assert 0 < figures["p50_ms"] <= figures["p95_ms"]


def test_one_game_gives_throughput_and_bot_latency() -> None:
    report = report_of("--game", "speedstocks", "--seconds", "0.3", "--decision-scale", "0.02")
    assert set(report) == {"speedstocks"}
    figures = report["speedstocks"]
    assert figures["processes"] == (os.cpu_count() or 1)
    assert figures["players"] == 4
    for name in ("random_games_per_s", "moves_per_s", "random_games_per_s_one_process",
                 "moves_per_s_one_process"):
        assert figures[name] > 0
    # A Speedstocks game has dozens of moves.
    assert figures["moves_per_s"] > 20 * figures["random_games_per_s"]
    present, missing = available_strengths("speedstocks")
    assert sorted(figures["bots"]) == sorted(present)
    for latency in figures["bots"].values():
        assert 0 < latency["p50_ms"] <= latency["p95_ms"] <= latency["max_ms"]
        assert latency["decisions"] >= 1
    assert ("note" in figures) == bool(missing)


def test_bad_arguments_give_one_line_and_exit_code_2() -> None:
    for arguments in (["--game", "chess"], ["--game", "speedstocks", "--client"],
                      ["--seconds", "0"], ["--decision-scale", "-1"]):
        run = bench(*arguments, "--json")
        assert run.returncode == 2 and run.stdout == ""
        lines = run.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("bench: error:"), run.stderr


def test_percentiles_are_nearest_rank() -> None:
    values = [float(value) for value in range(1, 101)]
    assert (percentile(values, 0.5), percentile(values, 0.95), percentile(values, 1.0)) == (
        50.0, 95.0, 100.0)
    assert percentile([3.0], 0.95) == 3.0
