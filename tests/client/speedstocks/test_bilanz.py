"""The Bilanz after a round says what happens: it goes on by itself after a countdown it shows,
and a tap or Enter goes on at once — in German and in English, at both tempos."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.scenes.table_scene import FAST_SHARE
from game.client.scenes.tables.speedstocks.bilanz import BILANZ_WIDTH, countdown_words
from game.client.scenes.tables.speedstocks.scene import EVENT_SECONDS
from game.client.text_layout import measure
from game.client.theme import THEME
from game.rules.speedstocks import events as ev
from game.texts import set_language
from tests.client.stocks_positions import set_up_state, show_position
from tests.client.table_driving import FRAME

SCORED = ev.RoundScored(1, (3, 0, 7, 1), (3, 0, 7, 1))


@pytest.mark.parametrize(
    ("language", "seconds", "words"),
    [
        ("de", 2.25, "Weiter in 3 s – antippen oder Enter: sofort weiter"),
        ("de", 0.2, "Weiter in 1 s – antippen oder Enter: sofort weiter"),
        ("en", 4.0, "Continues in 4 s – tap or Enter: continue now"),
        ("en", 0.0, "Continues in 1 s – tap or Enter: continue now"),
    ],
)
def test_the_countdown_says_when_the_game_goes_on_and_how_to_go_on_now(
    language: str, seconds: float, words: str
) -> None:
    set_language(language)
    try:
        assert countdown_words(seconds) == words
        width, _height = measure(words, THEME.fonts.small)
        assert width <= BILANZ_WIDTH - 2 * THEME.spacing.huge
    finally:
        set_language("de")


@pytest.mark.parametrize(("tempo", "share"), [("normal", 1.0), ("schnell", FAST_SHARE)])
def test_the_bilanz_counts_down_and_goes_on_by_itself(app: App, tempo: str, share: float) -> None:
    app.change_settings(tempo=tempo)
    scene, _table = show_position(app, set_up_state())
    scene.enqueue([SCORED])
    app.frame(FRAME)
    shown_for = EVENT_SECONDS[ev.RoundScored] * share
    assert scene.panels.bilanz_showing()
    bilanz = scene.panels.bilanz
    assert bilanz is not None
    assert bilanz.rect.contains(bilanz.countdown_rect) and bilanz.countdown_rect.width > 0
    # The frame drew the countdown of the seconds left after its update.
    first = countdown_words(scene.queue.left)
    assert first == countdown_words(shown_for - FRAME)
    assert bilanz.countdown_rect.width == measure(first, THEME.fonts.small)[0]
    app.frame(shown_for - 1.0)
    assert scene.panels.bilanz_showing()
    last = countdown_words(scene.queue.left)
    assert last == countdown_words(1.0)
    assert bilanz.countdown_rect.width == measure(last, THEME.fonts.small)[0]
    app.frame(1.0)
    assert not scene.panels.bilanz_showing()  # it went on by itself, as the countdown said
