"""The independent referee replays recorded classic Speedstocks games and agrees with the engine."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.ai.benchmark import available_strengths

from .speedstocks_referee import RefereeError, bears, check_record, main, place_turn

REPOSITORY = Path(__file__).resolve().parents[2]


def recorded_games(
    tmp_path: Path, players: int, bots: str, options: str, games: int, *extra: str
) -> list[dict[str, Any]]:
    """Plays a small series with tools/simulate.py and returns its record lines."""
    path = tmp_path / "games.jsonl"
    run = subprocess.run(
        [
            sys.executable,
            "tools/simulate.py",
            "--game",
            "speedstocks",
            "--players",
            str(players),
            "--games",
            str(games),
            "--seed",
            "11",
            "--bots",
            bots,
            "--options",
            options,
            "--record",
            str(path),
            "--json",
            *extra,
        ],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_bears_as_the_rules_text_counts_them() -> None:
    assert [bears(stock) for stock in (55, 11, 99, 10, 100, 5, 85, 1, 104)] == [
        7,
        5,
        5,
        3,
        3,
        2,
        2,
        1,
        1,
    ]


def test_the_rules_text_example_places_47_at_33_and_90_at_81() -> None:
    rows = [[12], [33], [50], [81]]
    taken = [0, 0]
    place_turn(rows, [47, 90], [], taken, "example")
    assert rows == [[12], [33, 47], [50], [81, 90]]
    assert taken == [0, 0]


def test_the_sixth_stock_takes_the_five_and_opens_the_row() -> None:
    rows = [[1, 2, 3, 4, 55], [60], [70], [80]]
    taken = [0, 0]
    place_turn(rows, [56, 90], [], taken, "margin call")
    assert rows == [[56], [60], [70], [80, 90]] and taken == [11, 0]


def test_a_kurssturz_takes_the_chosen_row() -> None:
    rows = [[10], [20, 22], [30], [40]]
    taken = [0, 0]
    place_turn(rows, [5, 33], [{"player": 0, "stock": 5, "row": 1}], taken, "kurssturz")
    assert rows == [[10], [5], [30, 33], [40]] and taken == [8, 0]  # 20: 3 bears, 22: 5
    with pytest.raises(RefereeError, match="no Kurssturz choice"):
        place_turn([[10], [20], [30], [40]], [5, 33], [], [0, 0], "missing choice")


@pytest.mark.parametrize(
    ("players", "bots", "options", "games"),
    [
        (4, "random,random,random,random", "variant=klassisch", 40),
        (3, "random,random,random", "variant=klassisch", 20),
        (2, "random,random", "variant=klassisch", 20),
        (4, "random,random,random,random", "variant=taktik", 40),
        (3, "random,random,random", "variant=taktik", 20),
        (2, "random,random", "variant=taktik", 20),
    ],
)
def test_random_games_pass_the_referee(
    tmp_path: Path, players: int, bots: str, options: str, games: int
) -> None:
    records = recorded_games(tmp_path, players, bots, options, games)
    assert len(records) == games
    assert sum(check_record(record) for record in records) >= games


@pytest.mark.parametrize("options", ["variant=klassisch", "variant=taktik"])
def test_bot_games_pass_the_referee(tmp_path: Path, options: str) -> None:
    present, missing = available_strengths("speedstocks")
    if missing:
        pytest.skip(f"Speedstocks has no {', '.join(missing)} bot yet")
    records = recorded_games(tmp_path, 4, "easy,normal,strong,easy", options, 3, "--think-ms", "10")
    for record in records:
        check_record(record)


def tampered(record: dict[str, Any], change: str) -> dict[str, Any]:
    """A copy of a record with one fact changed, as an engine bug would change it."""
    wrong = copy.deepcopy(record)
    first = wrong["rounds"][0]
    if change == "bears":
        first["bears"][0] += 1
    elif change == "kurssturz_row":
        turn = next(
            turn for entry in wrong["rounds"] for turn in entry["turns"] if turn["kurssturz"]
        )
        choice = turn["kurssturz"][0]
        choice["row"] = (choice["row"] + 1) % 4
    elif change == "chosen":
        turn = first["turns"][0]
        turn["chosen"][0], turn["chosen"][1] = turn["chosen"][1], turn["chosen"][0]
    elif change == "scores":
        wrong["scores"][-1] -= 1
    elif change == "extra_round":
        wrong["rounds"].append(copy.deepcopy(wrong["rounds"][-1]))
    return wrong


@pytest.mark.parametrize("change", ["bears", "kurssturz_row", "chosen", "scores", "extra_round"])
def test_the_referee_catches_a_changed_record(tmp_path: Path, change: str) -> None:
    records = recorded_games(tmp_path, 4, "random,random,random,random", "variant=klassisch", 5)
    caught = 0
    for record in records:
        check_record(record)
        try:
            check_record(tampered(record, change))
        except RefereeError:
            caught += 1
    assert caught == len(records)


def test_the_referee_refuses_games_with_special_rules(tmp_path: Path) -> None:
    record = recorded_games(tmp_path, 2, "random,random", "special=on", 1)[0]
    with pytest.raises(RefereeError, match="only classic games"):
        check_record(record)


def test_the_referee_checks_record_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = recorded_games(tmp_path, 3, "random,random,random", "variant=taktik", 3)
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    good.write_text("".join(json.dumps(record) + "\n" for record in records))
    bad.write_text(json.dumps(tampered(records[0], "bears")) + "\n")
    assert main([str(good)]) == 0
    assert "3 games" in capsys.readouterr().out
    assert main([str(good), str(bad)]) == 1
    assert "the record says" in capsys.readouterr().err
