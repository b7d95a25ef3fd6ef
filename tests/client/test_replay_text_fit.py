"""No text of the replay viewer or the list of records is cut or overlaps another, in German and
English, with three and with six seats, a review's mark and a take-over in words, the result on
the seats' buttons, and a refused file told on the list."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest

from game.client.app import App
from game.client.replays import record_shelf
from game.client.scenes.replay.records import ReplaysScene
from game.client.scenes.replay.viewer import ReplayScene
from game.client.text_recording import recording_texts
from game.replay import DecisionMark, GameRecord, Replay, record_from_table
from game.texts import set_language
from tests.client.text_fit import findings
from tests.replay.played import play_game


@pytest.fixture(scope="module")
def records() -> list[GameRecord]:
    """Speedpipe at three seats; Speedtycoon at six with take-overs; both ended in September, so
    that they are told with their date (the longest way of telling when)."""
    ended = datetime.datetime(2026, 9, 30, 18, 0, tzinfo=datetime.UTC)
    return [
        record_from_table(play_game("speedpipe", seed=2).table, "pipe", ended),
        record_from_table(
            play_game("speedtycoon", seed=3, players=6, turn_seconds=30, wait=45.0).table,
            "six",
            ended,
        ),
    ]


@pytest.fixture(params=("de", "en"))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each language, German again afterwards."""
    yield request.param
    set_language("de")


def problems_of(app: App, name: str) -> list[str]:
    """The findings among the texts drawn on the canvas in the next frames."""
    with recording_texts() as recording:
        for _ in range(3):
            recording.next_frame()
            app.frame(1 / 60)
        drawn = [text for text in recording.latest() if text.surface is app.canvas]
    assert drawn, f"{name}: no text was drawn"
    return [f"{name}: {finding.describe()}" for finding in findings(drawn, frozenset())]


def test_no_replay_text_is_cut_or_overlaps(
    app: App, language: str, records: list[GameRecord]
) -> None:
    """The viewer at a marked move (a take-over where there is one) and at the end; the list."""
    app.change_settings(language=language)
    problems: list[str] = []
    for record in records:
        scene = ReplayScene(app, Replay(record))
        app.push(scene)
        index = next((i for i, move in enumerate(record.moves) if move.take_over), 20)
        better = "; ".join(move.move for move in record.moves[index : index + 3])
        scene.set_marks({index: DecisionMark("inaccurate", better, 2.5)})
        scene.go_to(index + 1)
        problems += problems_of(app, f"{record.game} mark ({language})")
        scene.go_to(scene.replay.length)
        problems += problems_of(app, f"{record.game} end ({language})")
        app.pop()
        record_shelf(app).add(record)
    listing = ReplaysScene(app)
    app.push(listing)
    listing.open_file(app.services.saves.folder)  # a folder: refused in words on the list
    assert listing.problem
    problems += problems_of(app, f"list ({language})")
    assert not problems, "\n".join(dict.fromkeys(problems))
