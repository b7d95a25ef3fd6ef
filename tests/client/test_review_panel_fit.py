"""The review's texts are never cut: the end table's lines stay clear of the review panel beside
the standings (the panel is drawn after them, so a line running under it was cut, as Tycoon's
German "what counts" line once was, "…in den Ketten"), and the longest turns in words fit the
review's cards. In German and English; the canvas is the same at every window size, so one
size shows it (tests/client/test_text_fit.py checks every review screen at both sizes)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.client.headless import headless_app
from game.client.scene_keys import SceneRequest
from game.client.scenes import review_panel
from game.client.scenes.end_scene import EndScene
from game.client.scenes.review_keys import reviewed_table
from game.client.scenes.review_panel import PANEL_RECT
from game.client.scenes.review_scene import CARDS_BOTTOM, ReviewScene, cards_layout
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.review import ReviewStatus
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.review_text_fit_states import GAMES, words
from tests.client.text_fit import findings
from tests.client.text_fit_states import LONG_NAME


class Underway:
    """A review still under way: the panel shows its bar (what it shows does not matter here,
    and a real review of every game would make the test slow)."""

    def poll(self) -> ReviewStatus:
        """Twelve decisions of forty appraised."""
        return ReviewStatus(12, 40)

    def cancel(self) -> None:
        """Nothing to stop."""


def test_no_line_of_the_end_table_runs_under_the_review_panel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(review_panel, "start_review", lambda *_: Underway())
    time = FakeTime()
    app = headless_app(tmp_path / "home", now=time)
    hidden: list[str] = []
    try:
        tables = [reviewed_table(app, SceneRequest("review_end", game, 3)) for game in GAMES]
        for language in ("de", "en"):
            app.change_settings(language=language)
            for table in tables:
                with recording_texts() as recording:
                    app.navigator.to_end(table)
                    scene = app.scene
                    assert isinstance(scene, EndScene) and scene.review_panel.offered
                    panel_at: list[int] = []
                    plain = scene.review_panel.draw

                    def draw(surface: pygame.Surface, plain=plain, panel_at=panel_at) -> None:
                        panel_at.append(len(recording.texts))
                        plain(surface)

                    scene.review_panel.draw = draw  # type: ignore[method-assign]
                    start = len(recording.texts)
                    app.frame(0.0)
                    assert panel_at and len(recording.texts) > panel_at[0], "no panel drawn"
                    hidden += [
                        f"{table.setup.game} ({language}): {drawn.line!r} at {tuple(drawn.ink)}"
                        for drawn in recording.texts[start : panel_at[0]]
                        if drawn.ink.colliderect(PANEL_RECT)
                    ]
    finally:
        app.shutdown()
    assert not hidden, "\n".join(hidden)


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_longest_turns_in_words_fit_their_cards(tmp_path: Path, language: str) -> None:
    """Three cards whose turns in words are twice as long as Tycoon's longest seen (14 steps
    against 7), for two people with long names: the words wrap and get smaller, the cards grow,
    all above the buttons, and no text is cut or overlaps."""
    time = FakeTime()
    app = headless_app(tmp_path / "home", now=time)
    try:
        app.change_settings(language=language)
        words(GAMES[-1], lambda app, scene: app.push(scene))(app, time)
        scene = app.scene
        assert isinstance(scene, ReviewScene) and len(scene.lines) == 3
        steps = [
            text("review.verb.tycoon.buy", rest="74"),
            text("review.verb.tycoon.fly", rest="74 aurelia 0"),
        ]
        turn = text("review.steps_separator").join(steps * 7)
        scene.lines = [
            replace(
                card,
                heading=f"{LONG_NAME} · {card.heading}",
                played=text("review.played", move=turn),
                better=text("review.better", move=turn),
            )
            for card in scene.lines
        ]
        scene.layout = cards_layout(scene.lines)
        with recording_texts() as recording:
            app.frame(0.0)
        problems = [finding.describe() for finding in findings(recording.texts, frozenset())]
        assert not problems, "\n".join(problems)
        last = scene.card_rect(2)
        assert last.bottom <= CARDS_BOTTOM < scene.back_button.rect.top
        assert scene.layout.size < THEME.fonts.small  # smaller than usual, to fit
    finally:
        app.shutdown()
