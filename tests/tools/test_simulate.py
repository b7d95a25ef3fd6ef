"""tools/simulate.py as other tools use it: JSON out, exit codes, jobs, records that replay."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from game.ai.benchmark import available_strengths
from game.rules import get_game
from tests.tools.cli import REPOSITORY, run_tool

SUMMARY_FIELDS = {
    "game",
    "players",
    "games",
    "errors",
    "mean_score",
    "wins",
    "mean_moves",
    "seconds",
}


def simulate(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Runs tools/simulate.py as a user does."""
    return run_tool("simulate", *arguments)


def summary(*arguments: str) -> dict[str, Any]:
    """The JSON object of a run that must succeed."""
    run = simulate(*arguments, "--json")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == 1, run.stdout
    return json.loads(lines[0])


def random_run(games: int, players: int = 4, *extra: str) -> list[str]:
    """Arguments of a small random-bot run."""
    bots = ",".join(["random"] * players)
    return [
        "--game",
        "speedstocks",
        "--players",
        str(players),
        "--games",
        str(games),
        "--seed",
        "3",
        "--bots",
        bots,
        *extra,
    ]


def test_summary_has_the_contract_fields_per_seat() -> None:
    report = summary(*random_run(4, 3))
    assert SUMMARY_FIELDS <= set(report)
    assert (report["game"], report["players"], report["games"], report["errors"]) == (
        "speedstocks",
        3,
        4,
        0,
    )
    assert len(report["mean_score"]) == len(report["wins"]) == 3
    # Every game has at least one winner; shared first places count for each.
    assert sum(report["wins"]) >= 4
    assert report["mean_moves"] > 0
    assert max(report["mean_score"]) >= 66 / 3  # someone reached 66 in every game
    assert report["seconds"] >= 0


def test_without_json_prints_readable_lines() -> None:
    run = simulate(*random_run(2))
    assert run.returncode == 0, run.stderr
    assert "2 games, 0 errors" in run.stdout


def test_same_seed_same_results_and_other_seed_other_results() -> None:
    first = summary(*random_run(5))
    again = summary(*random_run(5))
    other = summary(*random_run(5)[:-2], "--bots", "random,random,random,random", "--seed", "4")
    for report in (first, again, other):
        report.pop("seconds")
    assert first == again
    assert first["mean_score"] != other["mean_score"]


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["--game", "chess"], "no game 'chess'"),
        (["--players", "5"], "2 to 4 players"),
        (["--players", "1", "--bots", "random"], "2 to 4 players"),
        (["--bots", "random,random"], "need 4 bots"),
        (["--bots", "random,random,random,genius"], "no bot strength 'genius'"),
        (["--bots", "random,random,random,strong@x"], "a cap of at least 1 iteration"),
        (["--bots", "random,random,random,strong@0"], "a cap of at least 1 iteration"),
        (["--bots", "random,random,random,genius@3"], "no bot strength 'genius'"),
        (["--options", "variant=blitz"], "cannot be 'blitz'"),
        (["--options", "speed=on"], "no option 'speed'"),
        (["--options", "variant"], "not of the form name=value"),
        (["--games", "0"], "at least 1"),
        (["--jobs", "0"], "at least 1"),
        (["--think-ms", "-5"], "above 0"),
        (["--players", "four"], "invalid int value"),
        (["--record", "no/such/folder/games.jsonl"], "cannot write the record file"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_code_2(arguments: list[str], words: str) -> None:
    base = {
        "--game": "speedstocks",
        "--players": "4",
        "--games": "2",
        "--seed": "1",
        "--bots": "random,random,random,random",
    }
    for name, value in zip(arguments[::2], arguments[1::2]):
        base[name] = value
    flat = [item for pair in base.items() for item in pair]
    run = simulate(*flat, "--json")
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("simulate: error:"), run.stderr
    assert words in lines[0]


def test_missing_required_argument_is_refused() -> None:
    run = simulate("--game", "speedstocks", "--json")
    assert run.returncode == 2
    assert len(run.stderr.strip().splitlines()) == 1


def test_jobs_2_gives_what_jobs_1_gives(tmp_path: Path) -> None:
    one = summary(*random_run(9, 4, "--jobs", "1", "--record", str(tmp_path / "one.jsonl")))
    two = summary(*random_run(9, 4, "--jobs", "2", "--record", str(tmp_path / "two.jsonl")))
    one.pop("seconds")
    two.pop("seconds")
    assert one == two
    assert (tmp_path / "one.jsonl").read_text() == (tmp_path / "two.jsonl").read_text()


def replay(record: dict[str, Any]) -> tuple[int, ...]:
    """Replays a record's moves through the engine's checked path; returns the final scores."""
    game = get_game(record["game"])
    state = game.new_state(record["players"], record["seed"], record["options"])
    for seat, text in record["moves"]:
        state.play(seat, game.parse_move(text))
    outcome = state.outcome()
    assert outcome is not None, "the replayed game did not end"
    return outcome.scores


@pytest.mark.parametrize(
    "options", ["variant=klassisch", "special=on", "variant=taktik,special=on"]
)
def test_records_replay_to_the_recorded_scores(tmp_path: Path, options: str) -> None:
    path = tmp_path / "games.jsonl"
    report = summary(*random_run(6, 4, "--options", options, "--record", str(path)))
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(records) == report["games"] == 6
    assert [record["seed"] for record in records] == [3, 4, 5, 6, 7, 8]
    for record in records:
        assert record["bots"] == ["random"] * 4 and record["error"] is None
        assert record["options"] == get_game("speedstocks").resolve_options(
            dict(item.split("=") for item in options.split(","))
        )
        assert list(replay(record)) == record["scores"]
        assert sum(record["rounds"][-1]["bears_total"]) == sum(record["scores"])


def test_special_records_carry_the_dealt_symbols(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    summary(*random_run(3, 3, "--options", "special=on", "--record", str(path)))
    for line in path.read_text().splitlines():
        for entry in json.loads(line)["rounds"]:
            dealt = {
                stock for hand in entry["hands"] + entry.get("hausse_hands", []) for stock in hand
            }
            assert {int(stock) for stock in entry["symbols"]} <= dealt
            assert not set(entry["openers"]) & {int(stock) for stock in entry["symbols"]}


FAULTY_BOT_RUN = textwrap.dedent(
    """
    import sys
    sys.argv[0] = "tools/simulate.py"
    sys.path.insert(0, "tools")
    from game.ai.arena import load_bots
    from game.ai.base import Bot
    from game.ai.registry import register_bot
    from game.rules.speedstocks import TakeRow
    import simulate

    class {name}(Bot):
        strength = "easy"

        def choose(self, state, player):
            {body}

    load_bots("speedstocks")  # the real bots first, so that the faulty one stays registered
    register_bot("speedstocks", "easy", {name})
    sys.exit(simulate.main({arguments!r}))
    """
)


@pytest.mark.parametrize(
    ("name", "body", "words", "seats_played"),
    [
        # Seat 0 chose before seat 1's move was refused.
        ("IllegalBot", "return TakeRow(0)", "no Kurssturz is waiting", [0]),
        # Seat 1 raised while deciding, before any move of the turn was played.
        ("RaisingBot", "raise RuntimeError('lost the thread')", "lost the thread", []),
    ],
)
def test_a_faulty_bot_counts_as_an_error_and_the_run_goes_on(
    tmp_path: Path, name: str, body: str, words: str, seats_played: list[int]
) -> None:
    path = tmp_path / "games.jsonl"
    arguments = [*random_run(3, 2)[:-2], "--bots", "random,easy", "--record", str(path), "--json"]
    script = FAULTY_BOT_RUN.format(name=name, body=body, arguments=arguments)
    run = subprocess.run(
        [sys.executable, "-c", script], cwd=REPOSITORY, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 1, run.stderr
    report = json.loads(run.stdout)
    assert (report["games"], report["errors"]) == (3, 3)
    assert all(words in failure["error"] for failure in report["failures"])
    assert run.stderr.count(words) == 3
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(records) == 3
    for record in records:
        assert record["scores"] is None and words in record["error"]
        assert [seat for seat, _ in record["moves"]] == seats_played


def bots_present(*strengths: str) -> bool:
    """Whether Speedstocks has bots of all these strengths yet."""
    present, _ = available_strengths("speedstocks")
    return all(strength in present for strength in strengths)


@pytest.mark.parametrize("options", ["variant=klassisch", "special=on", "variant=taktik"])
def test_every_strength_plays_without_errors(options: str) -> None:
    if not bots_present("easy", "normal", "strong"):
        pytest.skip("the Speedstocks bots easy, normal and strong do not all exist yet")
    report = summary(
        "--game",
        "speedstocks",
        "--players",
        "4",
        "--games",
        "2",
        "--seed",
        "1",
        "--bots",
        "easy,normal,strong,easy",
        "--think-ms",
        "10",
        "--options",
        options,
    )
    assert report["errors"] == 0 and report["games"] == 2
