"""The log of a table: the strip shows the newest lines whole, the panel every line, scrollable."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.text_layout import wrapped
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.client.widgets import WidgetGroup
from game.client.widgets.log_panel import (
    ARROW_STEP,
    GameLog,
    LogOpener,
    LogPanel,
    draw_log_strip,
)
from game.texts import set_language, text

Kind = IntentKind
LONG_LINE = (
    "Margin Call! Computer 3 legt 44 auf das rote Feld 6 von Tokio und übernimmt 3 Aktien "
    "(14, 23, 37) und 2 Split-Kopien (14, 23) – 3 Bären. Danach geht es bei einer Wette weiter."
)


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def many_lines(count: int = 120) -> list[str]:
    """A long game's log: numbered lines, every fifth one long enough to wrap."""
    return [
        f"Zeile {number}: " + (LONG_LINE if number % 5 == 0 else "kurz") for number in range(count)
    ]


def test_the_game_log_keeps_every_line_in_order_and_counts_its_changes() -> None:
    log = GameLog(["a", "", "b"])
    assert list(log) == ["a", "b"] and len(log) == 2 and "b" in log and log[-1] == "b"
    version = log.version
    log.extend(["c", "", "d"])
    log.replace_last("d, e")
    assert log.lines == ["a", "b", "c", "d, e"] and log.newest(2) == ["c", "d, e"]
    assert log.version == version + 3
    assert log.newest(0) == []


def test_the_strip_shows_the_newest_lines_whole_wrapped_at_word_boundaries() -> None:
    surface = pygame.Surface((1920, 1080))
    rect = pygame.Rect(24, 912, 472, 152)
    log = GameLog(["alt", "älter", LONG_LINE])
    drawn = draw_log_strip(surface, rect, log)
    # Every row ends at a word: joined again with spaces they are the line itself.
    assert len(drawn) > 1 and " ".join(drawn).endswith(LONG_LINE)


def test_a_newest_line_too_long_for_the_strip_ends_at_a_word_with_an_ellipsis() -> None:
    surface = pygame.Surface((1920, 1080))
    endless = " ".join([LONG_LINE] * 6)
    drawn = draw_log_strip(surface, pygame.Rect(24, 912, 472, 152), GameLog(["alt", endless]))
    assert drawn[-1].endswith("…")
    told = " ".join(drawn)[: -len("…")]
    assert endless.startswith(told) and endless[len(told)] == " "


def test_the_strip_draws_only_what_fits_newest_last() -> None:
    surface = pygame.Surface((1920, 1080))
    log = GameLog(many_lines(40))
    drawn = draw_log_strip(surface, pygame.Rect(0, 0, 996, 196), log)
    assert 1 < len(drawn) < 40
    assert drawn[-1] == log[-1]
    assert " ".join(drawn).endswith(" ".join(log.newest(len(drawn) - 2)))


def test_a_tap_on_the_strip_or_the_key_p_opens_the_log() -> None:
    opened: list[bool] = []
    opener = LogOpener(pygame.Rect(24, 912, 472, 152), lambda: opened.append(True))
    group = WidgetGroup([opener])
    assert not group.handle(Intent(Kind.TAP, pos=(10, 10)))
    assert group.handle(Intent(Kind.TAP, pos=(100, 950)))
    assert group.handle(Intent(Kind.SHORTCUT, key="p"))
    assert not group.handle(Intent(Kind.SHORTCUT, key="k"))
    assert len(opened) == 2
    assert not opener.focusable


def test_the_panel_opens_at_the_newest_line_and_scrolls_back_to_the_first() -> None:
    lines = many_lines()
    panel = LogPanel(lines)
    assert panel.max_scroll > 0 and panel.scroll == panel.max_scroll
    assert panel.visible_lines()[-1] == len(lines) - 1
    panel.handle(Intent(Kind.SHORTCUT, key="home"))
    assert panel.scroll == 0 and panel.visible_lines()[0] == 0
    panel.handle(Intent(Kind.NAVIGATE, key="down"))
    assert panel.scroll == ARROW_STEP
    panel.handle(Intent(Kind.NAVIGATE, key="up"))
    assert panel.scroll == 0
    panel.handle(Intent(Kind.SHORTCUT, key="pagedown"))
    assert panel.scroll == panel.page_step()
    panel.handle(Intent(Kind.SHORTCUT, key="pageup"))
    assert panel.scroll == 0
    panel.handle(Intent(Kind.ZOOM, pos=(900, 500), factor=1 / 1.1))  # the wheel turned down
    assert panel.scroll > 0
    turned = panel.scroll
    panel.handle(Intent(Kind.ZOOM, pos=(900, 500), factor=1.1))
    assert panel.scroll < turned
    panel.handle(Intent(Kind.SHORTCUT, key="end"))
    assert panel.scroll == panel.max_scroll
    assert panel.open


def test_dragging_the_lines_or_the_bar_scrolls() -> None:
    panel = LogPanel(many_lines())
    panel.scroll_to(0)
    inside = panel.view_rect().center
    assert panel.handle(Intent(Kind.DRAG_START, pos=inside))
    panel.handle(Intent(Kind.DRAG, pos=inside, delta=(0.0, -200.0)))
    assert panel.scroll == 200
    panel.handle(Intent(Kind.DRAG_END, pos=inside))
    assert panel.dragging is None
    thumb = panel.thumb_rect().center
    panel.handle(Intent(Kind.DRAG_START, pos=thumb))
    panel.handle(Intent(Kind.DRAG, pos=thumb, delta=(0.0, 5000.0)))
    assert panel.scroll == panel.max_scroll
    panel.handle(Intent(Kind.DRAG_END, pos=thumb))
    track = panel.track_rect()
    panel.handle(Intent(Kind.TAP, pos=(track.centerx, track.top)))
    assert panel.scroll == 0


@pytest.mark.parametrize(
    "closing",
    [
        Intent(Kind.CANCEL),
        Intent(Kind.SHORTCUT, key="p"),
        Intent(Kind.TAP, pos=(5, 5)),  # beside the panel
        Intent(Kind.CONFIRM),  # the close button has the focus
    ],
)
def test_esc_p_a_tap_beside_it_or_the_button_closes_the_panel(closing: Intent) -> None:
    closed: list[bool] = []
    panel = LogPanel(["eins", "zwei"], lambda: closed.append(True))
    group = WidgetGroup()
    group.open_dialog(panel)
    assert group.handle(closing)
    assert not panel.open and closed == [True] and group.dialog is None


def test_the_close_button_closes_on_a_tap() -> None:
    panel = LogPanel(["eins"])
    panel.handle(Intent(Kind.TAP, pos=panel.buttons[0].rect.center))
    assert not panel.open


def test_every_line_is_drawn_whole_once_scrolled_past() -> None:
    lines = many_lines()
    panel = LogPanel(lines)
    width = panel.view_rect().width
    rows = [row for row, _ in panel.rows()]
    assert rows == [row for line in lines for row in wrapped(line, THEME.fonts.small, width)]
    seen: set[int] = set()
    panel.scroll_to(0)
    while True:
        seen.update(panel.visible_lines())
        if panel.scroll == panel.max_scroll:
            break
        panel.handle(Intent(Kind.SHORTCUT, key="pagedown"))
    assert seen == set(range(len(lines)))


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_panel_and_the_strip_draw_in_both_languages(language: str) -> None:
    set_language(language)
    try:
        surface = pygame.Surface((1920, 1080))
        for lines in ([], many_lines(30)):
            panel = LogPanel(lines)
            panel.draw(surface)
            draw_log_strip(surface, pygame.Rect(900, 600, 996, 196), GameLog(lines))
            assert panel.title == text("log_panel.title_full")
        assert text("log_panel.strip_hint") != "log_panel.strip_hint"
    finally:
        set_language("de")


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_word_of_the_strip_or_the_panel_leaves_its_box_or_is_cut(language: str) -> None:
    set_language(language)
    try:
        surface = pygame.Surface((1920, 1080))
        lines = many_lines(60)
        with recording_texts() as recording:
            draw_log_strip(surface, pygame.Rect(24, 912, 776, 152), GameLog(lines))
            strip_layer = recording.layer
            panel = LogPanel(lines)
            panel.scroll_to(300)
            panel.draw(surface)
        drawn = recording.texts
        assert drawn and all(shown.box is not None for shown in drawn)
        for text_drawn in drawn:
            assert text_drawn.box is not None and text_drawn.box.contains(text_drawn.ink), (
                text_drawn.line
            )
            assert not text_drawn.truncated, text_drawn.line
        # The panel's words lie in a layer over the table's.
        assert max(shown.layer for shown in drawn) > strip_layer
    finally:
        set_language("de")
