"""No text is cut or overlaps another, on every screen, in German and English, in small and large
windows: every text drawn is recorded and checked against its surface, its box and its
neighbours."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.client import text_recording
from game.client.app import App
from game.client.headless import headless_app
from game.client.text_recording import TextRecording, begin_text_layer, recording_texts
from game.texts import set_language
from tests.client.conftest import FakeTime
from tests.client.text_fit import Finding, findings
from tests.client.text_fit_states import LONG_NAME, OTHER_LONG_NAME, STATES

LANGUAGES = ("de", "en")
WINDOW_SIZES = ((1280, 720), (1920, 1080))
# Texts that may be cut short with '…' where they do not fit: names the players type (up to 40
# characters). Every other text is a sentence or a label that must be shown whole.
MAY_ELLIPSIZE: frozenset[str] = frozenset({LONG_NAME, OTHER_LONG_NAME})


# Parts of a scene drawn over the rest of it on purpose (an opaque box, a floating plaque): their
# words lie over the words they hide, like a dialog's. (attribute of the scene, its drawing method)
OVERLAYS = (("tutorial", "draw"), ("panels", "draw_over"))


@dataclass(frozen=True)
class Known:
    """A finding another part of the work is fixing: it is reported, not failed, until then."""

    kind: str
    reason: str
    states: tuple[str, ...] = ()  # the states it shows in; () for every state
    lines: tuple[str, ...] = ()  # the text's line (or the other's, in an overlap); () for any
    inside: tuple[int, int, int, int] | None = None  # where on the canvas its ink starts

    def matches(self, state: str, finding: Finding) -> bool:
        """Whether finding in state is this known one."""
        drawn = finding.first
        return (
            finding.kind == self.kind
            and (not self.states or state in self.states)
            and (
                not self.lines
                or any(
                    other.line in self.lines
                    for other in (drawn, finding.second)
                    if other is not None
                )
            )
            and (self.inside is None or pygame.Rect(self.inside).collidepoint(drawn.ink.topleft))
        )


# Emptied as the owners fix them; a known finding that no longer shows fails the test, so that
# its entry is removed.
KNOWN: tuple[Known, ...] = ()


def _layered(drawer: object, method: str = "draw") -> None:
    """Makes drawer's drawing method draw its texts in a layer of their own: each scene of the
    stack (a curtain lies over the table below it on purpose) and each overlay of a scene."""
    marker = f"_text_fit_layered_{method}"
    if getattr(drawer, marker, False):
        return
    plain = getattr(drawer, method)

    def draw(surface: pygame.Surface, *more: object) -> None:
        begin_text_layer()
        plain(surface, *more)

    setattr(drawer, method, draw)
    setattr(drawer, marker, True)


def _counting_frames(app: App) -> None:
    """Starts a new frame of the recording with every frame of the app."""
    plain = app.frame

    def frame(dt: float) -> None:
        recording = text_recording.active
        if recording is not None:
            recording.next_frame()
        for scene in app.scenes:
            _layered(scene)
            for name, method in OVERLAYS:
                if hasattr(scene, name):
                    _layered(getattr(scene, name), method)
        plain(dt)

    app.frame = frame  # type: ignore[method-assign]


@pytest.fixture
def german_afterwards() -> Iterator[None]:
    """The catalogue is German again after the test."""
    yield
    set_language("de")


def _is_known(state: str, finding: Finding) -> Known | None:
    """The known entry this finding belongs to, if any."""
    return next((known for known in KNOWN if known.matches(state, finding)), None)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_cut_or_overlaps(tmp_path: Path, language: str, german_afterwards: None) -> None:
    # Each state is reached once and drawn in a window of every size, each drawing checked:
    # reaching the states is what costs, the sizes only change how the canvas is shown.
    time = FakeTime()
    first, *others = WINDOW_SIZES
    app = headless_app(tmp_path / "home", now=time, window_size=first)
    problems: list[str] = []
    seen_known: set[Known] = set()

    def check(name: str, recording: TextRecording, size: tuple[int, int]) -> None:
        drawn = recording.latest()
        assert drawn, f"{name} ({language}, {size[0]}×{size[1]}): no text was drawn"
        for finding in findings(drawn, MAY_ELLIPSIZE):
            known = _is_known(name, finding)
            if known is not None:
                seen_known.add(known)
                continue
            problems.append(f"{name} ({language}, {size[0]}×{size[1]}): {finding.describe()}")

    try:
        app.change_settings(language=language)
        _counting_frames(app)
        # The words are checked on the canvas; scaling it into the hidden window is not needed.
        app.screen.present = lambda canvas: None  # type: ignore[method-assign]
        for name, reach in STATES.items():
            # One recording for all sizes: what the layout noted (fitted, cut) stays known.
            with recording_texts() as recording:
                reach(app, time)
                check(name, recording, first)
                for size in others:
                    app.screen.open(size, False)
                    app.frame(0.0)
                    check(name, recording, size)
                    app.screen.open(first, False)
    finally:
        app.shutdown()
    for known in KNOWN:
        if known not in seen_known:
            problems.append(f"fixed, so remove it from KNOWN: {known}")
    # One message per problem, however many frames or surfaces showed it.
    assert not problems, "\n".join(dict.fromkeys(problems))
