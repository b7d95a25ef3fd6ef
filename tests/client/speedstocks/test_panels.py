"""The Speedstocks scene's panels: the preview plaque and lit row, info windows for row and hand
cards (copies too), the Börsenticker with its news, the price lines, the Bilanz and the murmur."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedstocks.bilanz import bilanz_lines
from game.client.scenes.tables.speedstocks.scene import (
    LOG_RECT,
    REVEAL_RECT,
    TICKER_RECT,
    row_rect,
    seat_rect,
    slot_rect,
)
from game.client.scenes.tables.speedstocks.ticker import news_for, price_line
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import BLACK_SWAN_COPY, IPO, IPO_COPY, SHORT_AFTER
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.stocks_positions import ROWS, card_of, hover, set_up_state, show_position
from tests.client.table_driving import FRAME, window_pos

# ---- the preview plaque ----


@pytest.mark.parametrize(
    ("stock", "words", "row", "place"),
    [
        (47, "→ New York, Platz 2", 1, 2),
        (20, "→ Frankfurt, Platz 2", 0, 2),
        (90, "Margin Call · +6 (Tokio)", 3, 6),
    ],
)
def test_hovering_a_hand_card_shows_its_plaque_and_lights_its_row(
    app: App, stock: int, words: str, row: int, place: int
) -> None:
    scene, _table = show_position(app, set_up_state())
    assert scene.panels.plaque_words() == ""
    hover(app, card_of(scene, stock).center)
    assert scene.panels.plaque_words() == words
    lit = scene.panels.lit_row()
    assert lit is not None and lit[:2] == (row, place)
    hover(app, (960, 600))
    assert scene.panels.plaque_words() == "" and scene.panels.lit_row() is None


def test_a_stock_below_every_row_shows_kurssturz_with_the_fewest_bears_tip(app: App) -> None:
    state = set_up_state(rows=[[12], [33], [50], [81, 82]])
    scene, _table = show_position(app, state)
    hover(app, card_of(scene, 5).center)
    # Frankfurt (12: one bear) is lighter than New York (5), London (3) and Tokio (2).
    assert scene.panels.plaque_words() == "Kurssturz (Tipp: Frankfurt, 1 Bär)"
    lit = scene.panels.lit_row()
    assert lit is not None and lit[:2] == (0, None)


def test_the_ipo_stock_previews_the_ipo_row(app: App) -> None:
    scene, _table = show_position(app, set_up_state(symbols={47: IPO}))
    hover(app, card_of(scene, 47).center)
    assert scene.panels.plaque_words() == text("preview.ipo")


def test_the_keyboard_focus_previews_too(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.frame(FRAME)
    focused = scene.widgets.focus.focused
    assert focused in scene.hand_cards
    assert scene.panels.plaque_words() != ""


# ---- info windows ----


def test_a_row_card_explains_bears_place_row_and_margin_call(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    found = scene.panels.card_under(slot_rect(3, 5).center)
    assert found is not None
    content = found[1]
    assert content.title == "Aktie 85 · Tokio, Platz 5"
    assert content.rule[0] == "Endziffer 5 – Fünfer: 2 Bären"
    assert "Tafelstand: 5 Aktien, 6 Bären." in content.rule
    assert text("stocks_panels.row_full") in content.rule
    assert "Das rote Feld (Margin Call) ist Platz 6." in content.rule
    assert "Kein Sonderzeichen." in content.rule
    assert content.for_you == ["Von deiner Hand käme jetzt 90 an diese Tafel."]
    # The same card is the same thing to the info host, so resting on it opens the window.
    assert scene.panels.card_under(slot_rect(3, 5).center)[0] is found[0]  # type: ignore[index]


def test_resting_on_a_row_card_opens_its_window(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    hover(app, slot_rect(1, 1).center)
    hover(app, slot_rect(1, 1).center, dt=0.5)
    window = scene.widgets.info.window
    assert window.visible and window.content is not None
    assert window.content.title == "Aktie 33 · New York, Platz 1"
    assert "Schnapszahl – Blase: 5 Bären" in window.content.rule


def test_a_row_moved_by_a_short_says_where_its_margin_call_is(app: App) -> None:
    state = set_up_state(rows=[[12], [33], [50, 51, 52], [81]], capacity=[5, 5, 4, 5])
    scene, _table = show_position(app, state)
    content = scene.panels.row_info(2, 2)
    assert "Noch 1 freier Platz bis zum Margin Call." in content.rule
    assert (
        "Das rote Feld (Margin Call) ist Platz 5 – durch Short nach links gerückt (sonst Platz 6)."
        in content.rule
    )


def test_an_ipo_copy_explains_what_it_is_and_counts(app: App) -> None:
    rows = [*ROWS, [44] + [44 | IPO_COPY] * 4]
    scene, _table = show_position(app, set_up_state(rows=rows, symbols={44: IPO}))
    found = scene.panels.card_under(slot_rect(4, 3).center)
    assert found is not None
    content = found[1]
    assert content.title == "Aktie 44 · IPO, Platz 3"
    assert content.rule[0].startswith("IPO-Kopie von 44")
    assert "Zählt hier 5 Bären." in content.rule
    assert text("stocks_panels.ipo_row") in content.rule
    assert any(line.startswith("Zeichen IPO: ") for line in content.rule)
    assert text("symbol_help.ipo") in " ".join(content.rule)


def test_a_black_swan_copy_explains_what_it_is_and_counts(app: App) -> None:
    rows = [[12], [33, 33 | BLACK_SWAN_COPY, 33 | BLACK_SWAN_COPY], [50], [81]]
    scene, _table = show_position(app, set_up_state(rows=rows))
    content = scene.panels.row_info(1, 3)
    assert content.title == "Aktie 33 · New York, Platz 3"
    assert content.rule[0].startswith("Black-Swan-Kopie von 33")
    assert "Zählt hier 5 Bären." in content.rule
    assert "Tafelstand: 3 Aktien, 15 Bären." in content.rule


def test_a_hand_card_with_a_symbol_explains_it_and_where_it_lands(app: App) -> None:
    scene, _table = show_position(app, set_up_state(symbols={47: SHORT_AFTER}))
    found = scene.panels.card_under(card_of(scene, 47).center)
    assert found is not None
    content = found[1]
    assert content.title == "Aktie 47 auf deiner Hand"
    assert content.rule[0] == "Standardwert: 1 Bär"
    expected = "Zeichen ▼ Short nachher: " + text("symbol_help.short_nachher")
    assert expected in content.rule
    assert content.for_you == ["Jetzt gelegt (als Erste): → New York, Platz 2"]


def test_info_texts_follow_the_language(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    try:
        set_language("en")
        assert scene.panels.row_info(3, 5).title == "Stock 85 · Tokyo, place 5"
        assert scene.panels.hand_info(90).for_you == [
            "Placed now (first of all): Margin Call · +6 (Tokyo)"
        ]
    finally:
        set_language("de")


# ---- ticker, prices, Bilanz ----


def test_the_ticker_lists_every_player_as_a_stock_and_breaking_news(app: App) -> None:
    scene, _table = show_position(app, set_up_state())
    names = scene.names()
    scene.show_event(ev.MarginCall(2, 90, 3, 6, (81, 82, 83, 84, 85), 6, "full"))
    scene.panels.update(0.0)
    words = [piece for piece, _colour in scene.panels.ticker.segments()]
    assert words[:4] == [f"{name} 66 ▼0" for name in names[:2]] + [
        f"{names[2]} 66 ▼6",
        f"{names[3]} 66 ▼0",
    ]
    assert words[4] == f"EILMELDUNG: Margin Call in Tokio – {names[2]} übernimmt 6 Bären."
    offset = scene.panels.ticker.offset
    app.frame(0.5)
    assert scene.panels.ticker.offset != offset  # it scrolls


def test_news_comes_from_margin_calls_kursstuerze_and_ipo_bursts_only() -> None:
    names = ("A", "B")
    assert news_for(ev.KurssturzTaken(1, 3, 2, (50,), 3), names) == (
        "Kurssturz! B übernimmt London mit 3 Bären."
    )
    assert news_for(ev.IpoBurst(0, 60, 4, (44,) * 5, 26), names) == (
        "Die IPO-Blase ist geplatzt – A schluckt 26 Bären."
    )
    assert news_for(ev.StockPlaced(0, 47, 1, 2), names) is None


def test_the_price_line_follows_the_rounds() -> None:
    history = [[3, 10], [0, 7], [12, 1]]
    assert price_line(history, 0) == [66, 63, 63, 51]
    assert price_line(history, 1) == [66, 56, 49, 48]
    assert price_line([], 0) == [66]


def test_the_bilanz_shows_after_a_round_and_a_tap_or_enter_goes_on(
    app: App, fake_time: FakeTime
) -> None:
    scene, _table = show_position(app, set_up_state())
    scored = ev.RoundScored(1, (3, 0, 7, 1), (3, 0, 7, 1))
    lines = bilanz_lines(scored, scene.names())
    assert [(line.this_round, line.total, line.price) for line in lines] == [
        (3, 3, 63),
        (0, 0, 66),
        (7, 7, 59),
        (1, 1, 65),
    ]
    for key in (None, pygame.K_RETURN):
        scene.enqueue([scored])
        app.frame(FRAME)
        assert scene.panels.bilanz_showing()
        assert scene.panels.history[-1] == [3, 0, 7, 1]
        if key is None:
            fake_time.advance(1.0)
            pos = window_pos(app, (700, 460))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="\r"))
        app.frame(FRAME)
        app.frame(FRAME)
        assert not scene.panels.bilanz_showing()
        assert scene.marked is None  # the tap went on; it did not pre-select a card


# ---- layout and sound ----


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_ticker_band_leaves_room_for_rows_seats_and_log(players: int) -> None:
    assert TICKER_RECT.bottom < row_rect(0).top
    assert TICKER_RECT.bottom < seat_rect(0).top
    assert TICKER_RECT.bottom < REVEAL_RECT.top
    assert seat_rect(players - 1).bottom < LOG_RECT.top
    assert row_rect(4).bottom < LOG_RECT.bottom
    for seat in range(players - 1):
        assert not seat_rect(seat).colliderect(seat_rect(seat + 1))


def test_the_murmur_is_asked_for_at_the_table_only(app: App) -> None:
    app.change_settings(sound=True, background_sound=True)
    sounds = app.sounds
    assert not sounds.murmur_wanted
    scene, _table = show_position(app, set_up_state())
    assert sounds.murmur_wanted
    if sounds.available:
        assert sounds.murmur_playing
    scene.leave_to_menu()
    assert not sounds.murmur_wanted and not sounds.murmur_playing
