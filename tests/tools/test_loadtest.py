"""tools/loadtest.py as a user runs it: it starts its own server, plays a few tables and prints
its figures as one JSON object."""

from __future__ import annotations

import json

from tests.tools.cli import run_tool


def test_a_short_load_plays_moves_without_errors_or_gaps() -> None:
    """Three tables for four seconds: moves made and answered, no error, no version gap, the
    latencies and the server's peak memory reported."""
    result = run_tool("loadtest", "--tables", "3", "--seconds", "4", "--json")
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["tables"] == 3
    assert figures["moves"] > 0 and figures["answered"] > 0
    assert figures["errors"] == 0 and figures["version_gaps"] == 0, figures["problems"]
    assert 0 < figures["p50_ms"] <= figures["p95_ms"] <= figures["p99_ms"]
    assert figures["peak_rss_mb"] > 0
