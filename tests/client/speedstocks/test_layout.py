"""Nothing overlaps at the Speedstocks table: the prompt line keeps its margins and stays clear of
magnified hand cards, badges and the plaque; an info window covers neither its card nor the
prompt; and an info window closes when its card leaves the hand."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedstocks.scene import STATUS_BAND, SpeedstocksScene, row_rect
from game.client.scenes.tables.speedstocks.status import lay_out_status
from game.client.theme import THEME
from game.client.widgets.info import HOVER_DELAY, RECHECK_SECONDS
from game.texts import set_language, text
from tests.client.speedstocks.test_scene import kurssturz_table, show
from tests.client.stocks_positions import card_of, hover, set_up_state, show_position
from tests.client.table_driving import digit_key, press, until_can_act

CANVAS = pygame.Rect(0, 0, 1920, 1080)


@pytest.fixture(params=["de", "en"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each test runs in German and in English."""
    set_language(request.param)
    yield request.param
    set_language("de")


def assert_apart(first: list[pygame.Rect], second: list[pygame.Rect], what: str) -> None:
    """No rectangle of the first list meets one of the second."""
    for one in first:
        for other in second:
            assert not one.colliderect(other), f"{what}: {one} meets {other}"


def kurssturz_scene(app: App) -> SpeedstocksScene:
    """The person must take an exchange now; hand cards magnify by the most the settings allow."""
    app.change_settings(hand_magnification=80, hand_lift=True)
    scene = show(app, kurssturz_table(app, seed=3))
    until_can_act(app, scene)
    assert scene.own_kurssturz()
    return scene


def test_the_prompt_band_lies_between_rows_log_and_hand_with_margins() -> None:
    assert STATUS_BAND.left >= THEME.spacing.huge
    assert CANVAS.right - STATUS_BAND.right >= THEME.spacing.huge
    assert STATUS_BAND.top > row_rect(4).bottom
    assert STATUS_BAND.bottom < 866  # the top of a hand card at rest
    # Two lines of the smallest text size fit, for prompts beside a magnified card.
    assert STATUS_BAND.height >= 2 * (THEME.fonts.tiny + 4)


def test_the_kurssturz_prompt_keeps_its_margins(app: App, language: str) -> None:
    scene = kurssturz_scene(app)
    words, _colour = scene.status_line()
    assert words.startswith(text("stocks_screen.kurssturz_own"))
    layout = scene.status_layout()
    assert " ".join(line for line, _ in layout.lines) == " ".join(words.split())
    for rect in layout.rects:
        assert STATUS_BAND.contains(rect)
        assert rect.left >= THEME.spacing.huge and rect.right <= CANVAS.right - THEME.spacing.huge
    assert layout.size >= THEME.fonts.small  # with nothing in the way it needs no tiny text


def test_a_magnified_card_never_covers_the_prompt_nor_its_info_window(
    app: App, language: str
) -> None:
    scene = kurssturz_scene(app)
    for index in range(len(scene.hand_cards)):
        card = scene.hand_cards[index]
        hover(app, (card.rect.centerx, card.rect.bottom - 20))
        assert card.raised
        shown = card.shown_rect()
        assert shown.top < STATUS_BAND.bottom  # it does reach into the prompt's band
        layout = scene.status_layout()
        assert layout.size >= THEME.fonts.tiny
        assert_apart(layout.rects, scene.panels.over_the_hand(), f"card {card.stock}")
        assert all(STATUS_BAND.contains(rect) for rect in layout.rects)
        app.frame(HOVER_DELAY + 0.05)
        window = scene.widgets.info.window
        assert scene.widgets.info.visible and window.content is not None
        assert window.content.title == text("stocks_panels.hand_card_title", stock=card.stock)
        assert CANVAS.contains(window.rect)
        assert_apart([window.rect], card.covered(), f"window of {card.stock}")
        assert_apart([window.rect], [STATUS_BAND], f"window of {card.stock}")
        hover(app, (960, 40))  # away, so that the next card's window waits again
        assert not scene.widgets.info.visible


def test_a_marked_card_and_its_plaque_push_the_prompt_aside(app: App, language: str) -> None:
    scene, _table = show_position(app, set_up_state())
    # Pre-selected (as while the stocks are placed): a badge over the card, the plaque above it.
    # No frame runs, or the open choosing would play the card at once.
    scene.marked = 90
    scene._refresh_hand()
    card = next(card for card in scene.hand_cards if card.stock == 90)
    assert card.badge == text("stocks_screen.marked_badge")
    assert scene.panels.plaque_spot() is not None
    words, _colour = scene.status_line()
    assert words
    covers = scene.panels.over_the_hand()
    assert any(cover.colliderect(STATUS_BAND) for cover in covers)
    assert_apart(scene.status_layout().rects, covers, "marked card")


def test_the_layout_moves_the_words_beside_what_covers_the_band() -> None:
    words = "Kurssturz! Übernimm eine Börse: antippen oder Taste 1–4. Tipp: New York hat die "
    words += "wenigsten Bären."
    free = lay_out_status(words, STATUS_BAND, [], THEME.fonts.body)
    middle = pygame.Rect(830, 640, 260, 420)
    beside = lay_out_status(words, STATUS_BAND, [middle], THEME.fonts.body)
    assert any(rect.colliderect(middle) for rect in free.rects)
    assert_apart(beside.rects, [middle.inflate(2, 2)], "beside")
    assert beside.size <= free.size
    assert " ".join(line for line, _ in beside.lines) == " ".join(words.split())


# ---- the info window leaves with its card ----


def test_the_info_window_of_a_played_hand_card_closes(app: App) -> None:
    scene, table = show_position(app, set_up_state())
    stock = 47
    hover(app, card_of(scene, stock).center)
    app.frame(HOVER_DELAY + 0.05)
    info = scene.widgets.info
    assert info.visible and info.window.content is not None
    assert info.window.content.title == text("stocks_panels.hand_card_title", stock=stock)
    position = [card.stock for card in scene.hand_cards].index(stock) + 1
    press(app, digit_key(position))
    assert stock not in [card.stock for card in scene.hand_cards]
    assert not info.visible
    # Another card lies under the resting pointer now: its window waits for the pointer to move.
    app.frame(1.0)
    assert not info.visible
    assert table.log  # the card was really played


def test_the_info_window_of_a_hand_card_closes_with_the_new_hand(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    hover(app, card_of(scene, 90).center)
    app.frame(HOVER_DELAY + 0.05)
    info = scene.widgets.info
    assert info.visible
    # A new round deals another hand: the same places hold other stocks.
    scene.board.round += 1
    scene.board.hand = [{"stock": stock, "bears": 1, "symbol": None} for stock in (1, 2, 3, 4)]
    app.frame(RECHECK_SECONDS)
    assert not info.visible


def test_a_row_cards_window_closes_when_its_row_is_taken(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    slot = scene.panels._slot_rect(3, 5)
    hover(app, slot.center)
    app.frame(HOVER_DELAY + 0.05)
    info = scene.widgets.info
    assert info.visible and info.window.content is not None
    assert not info.window.rect.colliderect(slot)
    scene.board.rows[3] = scene.board.rows[3][:1]  # a Margin Call took the row
    app.frame(RECHECK_SECONDS)
    assert not info.visible
