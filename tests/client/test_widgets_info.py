"""The info window opens after resting or on a long press, stays on the canvas; toasts expire."""

from __future__ import annotations

import os
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.client.intents import Intent, IntentKind
from game.client.widgets import (
    Button,
    InfoContent,
    InfoHost,
    InfoWindow,
    Toasts,
    WidgetGroup,
    place_window,
)
from game.client.widgets.info import HOVER_DELAY, RECHECK_SECONDS
from game.texts import text

Kind = IntentKind
CANVAS = pygame.Rect(0, 0, 1920, 1080)

SPLIT = InfoContent(
    "Aktiensplit",
    [
        "Wird eine Split-Aktie an eine Tafel gelegt, zählen die dort schon liegenden Karten "
        "doppelt.",
        "Bei drei oder mehr Karten läuft die Tafel über.",
    ],
    ["Deine 34 würde an Tafel 2 die fünfte Karte – der Nächste bekommt den Margin Call."],
)


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def hover(x: float, y: float) -> Intent:
    """The mouse pointer at a logical position."""
    return Intent(Kind.HOVER, pos=(x, y))


def screen() -> tuple[WidgetGroup, Button, Button, list[str]]:
    """A group with an explained button, a plain one, and the presses."""
    pressed: list[str] = []
    explained = Button((100, 100, 400, 80), "Split", lambda: pressed.append("split"), info=SPLIT)
    plain = Button((100, 300, 400, 80), "Weiter", lambda: pressed.append("plain"))
    return WidgetGroup([explained, plain]), explained, plain, pressed


def test_the_window_opens_after_resting_on_a_widget_for_the_delay() -> None:
    group, explained, _, _ = screen()
    assert not group.handle(hover(*explained.rect.center))
    group.update(HOVER_DELAY * 0.75)
    assert not group.info.visible
    group.handle(hover(explained.rect.centerx + 5, explained.rect.centery))  # same widget
    group.update(HOVER_DELAY * 0.5)
    assert group.info.visible
    assert group.info.window.content == SPLIT


def test_moving_to_another_widget_restarts_the_wait_and_leaving_hides() -> None:
    group, explained, plain, _ = screen()
    group.handle(hover(*plain.rect.center))  # the plain button has no info
    group.update(1.0)
    assert not group.info.visible
    group.handle(hover(*explained.rect.center))
    group.update(HOVER_DELAY + 0.01)
    assert group.info.visible
    group.handle(hover(*plain.rect.center))
    assert not group.info.visible
    group.handle(hover(1500, 900))
    group.update(1.0)
    assert not group.info.visible


def test_a_long_press_opens_the_window_at_once_with_how_to_close_it() -> None:
    group, explained, _, pressed = screen()
    assert group.handle(Intent(Kind.LONG_PRESS, pos=explained.rect.center, touch=True))
    assert group.info.visible
    assert group.info.window.with_close_hint
    assert pressed == []
    assert not group.handle(Intent(Kind.LONG_PRESS, pos=(1500, 900), touch=True))
    assert not group.info.visible


def test_cancel_closes_the_window_and_is_used_up() -> None:
    group, explained, _, _ = screen()
    group.handle(Intent(Kind.LONG_PRESS, pos=explained.rect.center))
    assert group.handle(Intent(Kind.CANCEL))
    assert not group.info.visible
    assert not group.handle(Intent(Kind.CANCEL))  # the next Esc is the scene's


def test_a_tap_elsewhere_closes_the_window_and_still_acts() -> None:
    group, explained, plain, pressed = screen()
    group.handle(Intent(Kind.LONG_PRESS, pos=explained.rect.center, touch=True))
    assert group.handle(Intent(Kind.TAP, pos=plain.rect.center))
    assert not group.info.visible
    assert pressed == ["plain"]


def test_a_tap_on_the_window_only_closes_it() -> None:
    group, explained, _, pressed = screen()
    group.handle(Intent(Kind.LONG_PRESS, pos=explained.rect.center))
    window = group.info.window.rect
    assert group.handle(Intent(Kind.TAP, pos=window.center))
    assert not group.info.visible
    assert pressed == []


def test_a_pressed_button_does_not_open_its_window_until_the_pointer_comes_back() -> None:
    group, explained, plain, pressed = screen()
    group.handle(hover(*explained.rect.center))
    group.update(0.1)
    group.handle(Intent(Kind.TAP, pos=explained.rect.center))
    group.handle(hover(*explained.rect.center))
    group.update(1.0)
    assert pressed == ["split"]
    assert not group.info.visible
    group.handle(hover(*plain.rect.center))
    group.handle(hover(*explained.rect.center))
    group.update(HOVER_DELAY + 0.01)
    assert group.info.visible


def test_a_scene_can_explain_things_that_are_no_widgets() -> None:
    host = InfoHost()
    card = pygame.Rect(800, 500, 140, 200)
    host.add_source(lambda pos: ("card 34", SPLIT) if card.collidepoint(pos) else None)
    host.handle(hover(*card.center))
    host.update(HOVER_DELAY + 0.01)
    assert host.visible
    host.hide()
    host.show(InfoContent("Margin Call", ["Die sechste Karte nimmt die Tafel."]), (300, 300))
    assert host.visible and host.window.content is not None
    assert host.window.content.title == "Margin Call"


def test_the_window_is_wrapped_to_its_width_and_names_the_for_you_part() -> None:
    window = InfoWindow()
    long_rule = InfoContent("Regel", ["Ein sehr langer Satz, der umbrochen werden muss. " * 6])
    window.show(long_rule, (100, 100))
    assert window.rect.width <= 560
    assert window.rect.height > 150
    short = InfoContent("IPO")
    window.show(short, (100, 100))
    assert window.rect.width < 300
    assert text("widgets.for_you")


def test_the_window_stays_inside_the_canvas_at_the_right_and_bottom_edge() -> None:
    window = InfoWindow()
    for anchor in ((1915, 1075), (1915, 40), (40, 1075), (0, 0), (960, 540)):
        window.show(SPLIT, anchor)
        assert CANVAS.contains(window.rect), anchor
    window.show(SPLIT, (1900, 1060))
    # Near the right and bottom edges the window goes left of and above the pointer.
    assert window.rect.right <= 1900 and window.rect.bottom <= 1060


def test_the_window_goes_right_below_the_anchor_where_there_is_room() -> None:
    rect = place_window((400, 300), (200, 200))
    assert rect.left > 200 and rect.top > 200


@given(
    st.integers(min_value=50, max_value=1800),
    st.integers(min_value=50, max_value=1000),
    st.floats(min_value=-100, max_value=2100),
    st.floats(min_value=-100, max_value=1200),
)
def test_placed_windows_never_leave_the_canvas(width: int, height: int, x: float, y: float) -> None:
    assert CANVAS.contains(place_window((width, height), (x, y)))


def test_the_window_draws_with_a_picture() -> None:
    picture = pygame.Surface((800, 400))
    picture.fill((40, 120, 200))
    window = InfoWindow()
    window.show(InfoContent("Bild", ["Mit Bild."], ["Für dich."], picture), (1800, 1000))
    assert window.rect.width <= 560
    canvas = pygame.Surface((1920, 1080))
    window.draw(canvas)
    assert canvas.get_at(window.rect.center)[:3] != (0, 0, 0)


# The window follows what it describes --------------------------------------------------------


def opened_on(group: WidgetGroup, widget: Button) -> None:
    """Rests the pointer on widget until its window is open."""
    group.handle(hover(*widget.rect.center))
    group.update(HOVER_DELAY + 0.01)
    assert group.info.visible


def test_the_window_of_a_removed_widget_closes_at_once() -> None:
    group, explained, _, _ = screen()
    opened_on(group, explained)
    group.remove(explained)
    assert not group.info.visible
    other = Button((100, 500, 400, 80), "IPO", lambda: None, info=SPLIT)
    group.add(other)
    opened_on(group, other)
    group.set_widgets([explained])  # a new layout without the button explained now
    assert not group.info.visible


def test_the_window_of_a_hidden_widget_closes_and_stays_closed_while_the_pointer_rests() -> None:
    group, explained, _, _ = screen()
    opened_on(group, explained)
    explained.visible = False
    group.update(RECHECK_SECONDS)
    assert not group.info.visible
    explained.visible = True
    group.update(1.0)
    assert not group.info.visible  # it opens again only when the pointer comes to it again
    opened_on(group, explained)


def test_a_long_pressed_thing_that_leaves_closes_its_window() -> None:
    host = InfoHost()
    cards = {"Aktie 101": pygame.Rect(800, 800, 140, 200)}

    def card_under(pos: tuple[float, float]) -> tuple[object, InfoContent] | None:
        for name, rect in cards.items():
            if rect.collidepoint(pos):
                return name, InfoContent(f"{name} auf deiner Hand")
        return None

    host.add_source(card_under)
    host.handle(Intent(Kind.LONG_PRESS, pos=(870, 900), touch=True))
    assert host.visible
    host.update(RECHECK_SECONDS)
    assert host.visible  # still there
    # The card was played; another card lies where it was.
    cards = {"Aktie 7": pygame.Rect(800, 800, 140, 200)}
    host.update(RECHECK_SECONDS / 2)
    assert host.visible  # not asked yet
    host.update(RECHECK_SECONDS / 2)
    assert not host.visible


def test_new_words_about_the_same_thing_show_in_place_and_another_title_closes() -> None:
    words = {"title": "Aktie 47 auf deiner Hand", "for_you": "→ New York, Platz 2"}
    card = pygame.Rect(800, 800, 140, 200)
    thing = object()
    host = InfoHost([lambda pos: (thing, InfoContent(words["title"], [], [words["for_you"]]))])
    host.handle(hover(*card.center))
    host.update(HOVER_DELAY + 0.01)
    placed = host.window.rect.copy()
    words["for_you"] = "→ Tokio, Platz 6"
    host.update(RECHECK_SECONDS)
    assert host.visible and host.window.content is not None
    assert host.window.content.for_you == ["→ Tokio, Platz 6"]
    assert host.window.rect.topleft == placed.topleft
    words["title"] = "Aktie 48 auf deiner Hand"
    host.update(RECHECK_SECONDS)
    assert not host.visible


def test_a_window_about_a_thing_no_source_knows_stays_until_closed() -> None:
    host = InfoHost()
    host.show(InfoContent("Margin Call"), (300, 300))
    host.update(1.0)
    assert host.visible


def test_the_window_keeps_clear_of_the_thing_it_explains() -> None:
    card = pygame.Rect(840, 700, 252, 353)  # a magnified hand card at the bottom
    prompt = pygame.Rect(48, 804, 700, 40)
    rect = place_window((400, 300), card.center, (card, prompt))
    assert CANVAS.contains(rect)
    assert not rect.colliderect(card) and not rect.colliderect(prompt)
    window = InfoWindow()
    window.show(replace(SPLIT, clear_of=(card, prompt)), (900, 1000))
    assert not window.rect.colliderect(card) and not window.rect.colliderect(prompt)


@given(
    st.integers(min_value=100, max_value=560),
    st.integers(min_value=50, max_value=400),
    st.integers(min_value=0, max_value=1500),
    st.integers(min_value=0, max_value=700),
    st.integers(min_value=20, max_value=400),
    st.integers(min_value=20, max_value=380),
)
def test_a_kept_clear_rectangle_is_never_covered(
    width: int, height: int, left: int, top: int, card_width: int, card_height: int
) -> None:
    card = pygame.Rect(left, top, card_width, card_height)
    rect = place_window((width, height), card.center, (card,))
    assert CANVAS.contains(rect)
    assert not rect.colliderect(card)


# Toasts ---------------------------------------------------------------------------------------


def test_toasts_stack_fade_and_expire() -> None:
    toasts = Toasts()
    toasts.push("Margin Call für Anna!")
    toasts.push("Hausse!", seconds=1.0)
    assert toasts.messages == ["Margin Call für Anna!", "Hausse!"]
    canvas = pygame.Surface((1920, 1080))
    toasts.update(0.7)
    toasts.draw(canvas)
    first, second = toasts.toasts
    assert first.alpha == 255 and 0 < second.alpha < 255  # the short one is fading out
    assert first.surface is not None and second.surface is not None
    toasts.update(0.4)
    assert toasts.messages == ["Margin Call für Anna!"]
    toasts.update(2.0)
    assert toasts.messages == []


def test_toasts_keep_only_the_newest_few_and_refuse_no_time() -> None:
    toasts = Toasts()
    for number in range(9):
        toasts.push(f"Nachricht {number}")
    assert toasts.messages[-1] == "Nachricht 8"
    assert len(toasts.messages) == 5
    with pytest.raises(ValueError, match="must show for some time"):
        toasts.push("Nie", seconds=0)


def test_toasts_stack_up_to_a_bottom_line_when_a_screen_keeps_its_top_free() -> None:
    """At the top by default; with bottom set, the newest message ends just above it."""
    canvas = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    toasts = Toasts()
    toasts.push("Ein gespeicherter Tisch war beschädigt.")
    toasts.push("Noch einer.")
    toasts.update(0.5)
    toasts.draw(canvas)
    assert canvas.get_bounding_rect().top < 40
    canvas.fill((0, 0, 0, 0))
    toasts.bottom = 1000
    toasts.draw(canvas)
    covered = canvas.get_bounding_rect()
    assert covered.bottom <= 1000 and covered.bottom >= 990 and covered.top > 800
