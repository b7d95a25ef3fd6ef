"""The review on the end table, driven by posted events: after a game against computers the
costliest decisions come up beside the standings once the review is ready, 'Analyse ansehen'
(tap or A) shows them in words, Esc or Zurück returns, the replay shows every decision's mark;
no review between people alone."""

from __future__ import annotations

import pygame
import pytest

from game.ai.arena import load_bots
from game.ai.registry import make_bot
from game.client.app import App
from game.client.scenes.end_scene import EndScene
from game.client.scenes.replay.marked import MarkedReplayScene
from game.client.scenes.review_panel import ReviewPanel
from game.client.scenes.review_scene import ReviewScene
from game.replay import Replay, record_from_table
from game.review import GameReview, ReviewStatus
from game.review.words import choice_words, loss_words, place_words, replay_marks
from game.rules.registry import get_game
from game.table.move_log import BY_COMPUTER, BY_HUMAN, LogEntry
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.table_driving import press, tap

GAME = "speedstocks"


def finished_table(app: App, people: int = 1, seed: int = 41) -> Table:
    """A finished Speedstocks table: the first seats people (moving as easy computers would),
    the rest normal computers; its log says who made each move."""
    seats = [Seat(f"Spieler {seat + 1}") for seat in range(people)]
    seats += [Seat(f"Computer {seat + 1}", COMPUTER, "normal") for seat in range(people, 3)]
    setup = TableSetup(GAME, tuple(seats), seed=seed)
    load_bots(GAME)
    state = get_game(GAME).new_state(3, seed, {})
    bots = [
        make_bot(GAME, "easy" if seat < people else "normal", seat, max_iterations=2)
        for seat in range(3)
    ]
    log: list[LogEntry] = []
    while not state.is_terminal():
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        state.play(seat, move)
        log.append(
            LogEntry(seat, move.text(), BY_HUMAN if seat < people else BY_COMPUTER, False, ())
        )
    data = {
        "setup": setup.to_dict(),
        "state": state.to_dict(),
        "log": [entry.to_dict() for entry in log],
        "clocks": {},
        "over": True,
    }
    return Table.from_dict(data, app.services.bots, app.services.now)


def end_table(app: App, table: Table) -> EndScene:
    """The end table of this table on top of the app, one frame drawn."""
    scene = EndScene(app, table)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def test_the_costliest_decisions_come_up_and_open_in_words(app: App, fake_time: FakeTime) -> None:
    scene = end_table(app, finished_table(app))
    panel = scene.review_panel
    assert panel.offered and panel.review is not None
    costliest = panel.costliest()
    assert 1 <= len(costliest) <= 3
    assert panel.details.visible
    tap(app, fake_time, panel.details.rect.center)
    shown = app.scene
    assert isinstance(shown, ReviewScene)
    assert [line.decision for line in shown.lines] == list(costliest)
    unit = panel.review.unit
    first = shown.lines[0]
    assert first.cost == loss_words(costliest[0].loss, unit)
    assert first.heading.startswith(place_words(costliest[0]))
    assert first.played.startswith(text("review.played", move="").strip())
    press(app, pygame.K_ESCAPE)
    assert app.scene is scene
    # The key A opens it too; Zurück returns.
    press(app, pygame.K_a)
    assert isinstance(app.scene, ReviewScene)
    tap(app, fake_time, app.scene.back_button.rect.center)
    assert app.scene is scene


def test_the_review_speaks_english(app: App) -> None:
    set_language("en")
    scene = end_table(app, finished_table(app, seed=42))
    scene.review_panel.open_details()
    shown = app.scene
    assert isinstance(shown, ReviewScene)
    shown.on_enter()
    assert shown.lines and "bears" in shown.lines[0].cost
    assert shown.lines[0].better.startswith("Better: stock ")
    app.frame(1 / 60)


class SlowJob:
    """A review that reports progress for a few polls, then the review given."""

    def __init__(self, review: GameReview) -> None:
        self.review = review
        self.polls = 0
        self.cancelled = False

    def poll(self) -> ReviewStatus:
        self.polls += 1
        if self.polls < 3:
            return ReviewStatus(self.polls, 3)
        return ReviewStatus(3, 3, self.review)

    def cancel(self) -> None:
        self.cancelled = True


def test_progress_shows_until_the_review_is_ready(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = finished_table(app, seed=43)
    ready = EndScene(app, table).review_panel
    ready.update()
    assert ready.review is not None
    job = SlowJob(ready.review)
    monkeypatch.setattr("game.client.scenes.review_panel.start_review", lambda *args: job)
    scene = end_table(app, table)
    panel = scene.review_panel
    assert panel.status == ReviewStatus(1, 3) and not panel.details.visible
    # A tap where the button will be does nothing while the review runs.
    tap(app, fake_time, panel.details.rect.center)
    assert app.scene is scene and panel.status == ReviewStatus(2, 3)
    app.frame(1 / 60)
    assert panel.status.review is not None and panel.details.visible
    tap(app, fake_time, panel.details.rect.center)
    assert isinstance(app.scene, ReviewScene)


def test_leaving_the_end_table_stops_a_running_review(
    app: App, menu: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = finished_table(app, seed=44)
    job = SlowJob(GameReview(GAME, "bears", ()))
    monkeypatch.setattr("game.client.scenes.review_panel.start_review", lambda *args: job)
    scene = end_table(app, table)
    scene.main_menu()
    assert job.cancelled


def test_no_review_between_people_alone(app: App) -> None:
    table = finished_table(app, people=3, seed=45)
    scene = end_table(app, table)
    assert not scene.review_panel.offered
    assert not scene.review_panel.details.visible
    assert isinstance(scene.review_panel, ReviewPanel)


def test_the_review_opens_the_replay_with_every_decision_marked(
    app: App, fake_time: FakeTime
) -> None:
    scene = end_table(app, finished_table(app, seed=46))
    review = scene.review_panel.review
    assert review is not None
    scene.review_panel.open_details()
    words = app.scene
    assert isinstance(words, ReviewScene) and words.replay_button.visible
    tap(app, fake_time, words.replay_button.rect.center)
    viewer = app.scene
    assert isinstance(viewer, MarkedReplayScene)
    assert viewer.marks == replay_marks(review)
    costly = review.costliest()[0]
    viewer.go_to(costly.first_move + 1)
    mark = viewer.current_mark()
    assert mark is not None and mark.verdict == costly.mark and mark.cost == costly.loss
    assert mark.better == choice_words(GAME, costly.better)
    press(app, pygame.K_ESCAPE)
    assert app.scene is words


def test_a_kept_record_gets_its_marks_while_it_is_watched(app: App) -> None:
    table = finished_table(app, seed=47)
    viewer = MarkedReplayScene(app, Replay(record_from_table(table)))
    app.push(viewer)
    assert viewer.marks == {}
    app.frame(1 / 60)
    assert viewer.review is not None and viewer.marks == replay_marks(viewer.review)
    assert set(viewer.marks) == {decision.first_move for decision in viewer.review.decisions}
