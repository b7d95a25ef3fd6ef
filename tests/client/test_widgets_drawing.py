"""Every widget draws in every state; the theme is frozen, readable data; layouts add up."""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.theme import THEME, Colour
from game.client.widgets import (
    Button,
    CardFace,
    CardView,
    ChoiceList,
    Dialog,
    Mark,
    Slider,
    TileView,
    Toggle,
    Widget,
    WidgetGroup,
    canvas_rect,
    centered,
    column,
    grid,
    row,
    stack_horizontal,
    stack_vertical,
)
from game.client.widgets.card_view import card_surface

Kind = IntentKind
FELT = THEME.colours.background
RECT = pygame.Rect(300, 300, 600, 120)
CARD_RECT = pygame.Rect(300, 300, 140, 200)


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def picture() -> pygame.Surface:
    """A small test picture."""
    surface = pygame.Surface((64, 48), pygame.SRCALPHA)
    surface.fill((200, 80, 40, 255))
    return surface


def ignore(value: object) -> None:
    """A change callback that does nothing."""


WIDGETS: dict[str, Callable[[], Widget]] = {
    "button": lambda: Button(RECT, "Neues Spiel", lambda: None, hotkey="n"),
    "primary button": lambda: Button(RECT, "Spielen", lambda: None, primary=True, icon=picture()),
    "long label": lambda: Button(RECT, "Ein sehr langer Knopftext, der kaum passt", lambda: None),
    "toggle on": lambda: Toggle(RECT, "Sonderregeln", True, lambda value: None),
    "toggle off": lambda: Toggle(RECT, "Sonderregeln", False, lambda value: None),
    "choice row": lambda: ChoiceList(RECT, "Gegner", [(1, "Einer"), (2, "Zwei")], 1, ignore),
    "choice list": lambda: ChoiceList(
        pygame.Rect(300, 300, 500, 360),
        "Stärke",
        [(0, "leicht"), (1, "normal"), (2, "stark")],
        1,
        lambda value: None,
        vertical=True,
    ),
    "slider": lambda: Slider(RECT, "Lautstärke", 0, 100, 5, 40, ignore),
    "card": lambda: CardView(
        CARD_RECT,
        CardFace(55, "Crash", 7, THEME.symbols.margin_call, ("▲", Mark("▼", THEME.symbols.long))),
        on_press=lambda: None,
    ),
    "card with many bears": lambda: CardView(
        CARD_RECT, CardFace(55, "IPO", 35, THEME.symbols.ipo, pulse=THEME.symbols.ipo)
    ),
    "card back": lambda: CardView(CARD_RECT, CardFace(None, hidden=True)),
    "card without number": lambda: CardView(
        CARD_RECT, CardFace(None, "Hotel", highlighted=THEME.symbols.split)
    ),
    "tile": lambda: TileView(
        pygame.Rect(300, 300, 360, 320),
        "Speedstocks",
        "Das Börsen-Kartenspiel " * 3,
        THEME.symbols.split,
        on_press=lambda: None,
    ),
    "tile with picture": lambda: TileView(
        pygame.Rect(300, 300, 360, 320), "Tycoon", "Flieg um die Welt", THEME.seats[1], picture()
    ),
}

STATES = ("plain", "focused", "hovered", "disabled", "pressed")
# Cards on the table and tiles without an action are shown, not operated.
NOT_FOCUSABLE = ("card back", "card with many bears", "card without number", "tile with picture")


def put_in_state(widget: Widget, state: str) -> bool:
    """Brings a widget into a state; returns whether it is drawn focused."""
    if state == "hovered":
        widget.handle(Intent(Kind.HOVER, pos=widget.rect.center))
        assert widget.hovered
    elif state == "disabled":
        widget.enabled = False
    elif state == "pressed":
        if isinstance(widget, Slider):
            widget.handle(Intent(Kind.DRAG_START, pos=widget.track_rect().center))
        else:
            widget.handle(Intent(Kind.TAP, pos=widget.rect.center))
    return state == "focused"


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_every_widget_draws_in_every_state(name: str, state: str) -> None:
    canvas = pygame.Surface((1920, 1080))
    canvas.fill(FELT)
    widget = WIDGETS[name]()
    focused = put_in_state(widget, state)
    widget.update(0.05)
    widget.draw(canvas, focused=focused)
    changed = _changed_area(canvas)
    assert changed.colliderect(widget.rect), "the widget drew nothing where it is"
    assert canvas_rect().contains(changed)


def _changed_area(canvas: pygame.Surface) -> pygame.Rect:
    """The bounding box of every pixel that is no longer the felt colour."""
    mask = pygame.mask.from_threshold(canvas, FELT, (1, 1, 1, 255))
    mask.invert()
    boxes = mask.get_bounding_rects()
    assert boxes, "nothing was drawn"
    return boxes[0].unionall(boxes[1:])


@pytest.mark.parametrize("name", sorted(set(WIDGETS) - set(NOT_FOCUSABLE)))
def test_the_focus_ring_is_drawn_outside_the_widget_only_when_focused(name: str) -> None:
    widget = WIDGETS[name]()
    plain, focused = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    plain.fill(FELT)
    focused.fill(FELT)
    widget.draw(plain)
    widget.draw(focused, focused=True)
    probe = (widget.rect.centerx, widget.rect.top - THEME.focus_gap - THEME.focus_width // 2 - 1)
    assert focused.get_at(probe)[:3] == THEME.colours.focus
    assert plain.get_at(probe)[:3] != THEME.colours.focus


def test_a_whole_screen_with_a_dialog_draws() -> None:
    group = WidgetGroup([factory() for factory in WIDGETS.values()])
    group.open_dialog(Dialog("Frage", "Wirklich?", [("Ja", lambda: None), ("Nein", lambda: None)]))
    canvas = pygame.Surface((1920, 1080))
    canvas.fill(FELT)
    group.update(0.1)
    group.draw(canvas)
    # Everything behind the dialog is dimmed.
    corner = canvas.get_at((5, 5))[:3]
    assert sum(corner) < sum(FELT)


def test_card_faces_are_drawn_once_per_look_and_size() -> None:
    face = CardFace(34, "", 1, THEME.colours.panel_border, ("▲",))
    first = card_surface(face, 140, 200)
    assert card_surface(dataclasses.replace(face, pulse=(255, 0, 0)), 140, 200) is first
    assert card_surface(face, 70, 100) is not first
    assert card_surface(dataclasses.replace(face, bears=2), 140, 200) is not first
    assert CardFace(3, marks=("▲",)).mark_list() == (Mark("▲"),)


def test_shown_only_widgets_do_not_take_the_focus() -> None:
    assert not any(WIDGETS[name]().focusable for name in NOT_FOCUSABLE)


def test_a_card_with_on_press_is_pressed_and_focusable_and_one_without_is_not() -> None:
    presses: list[int] = []
    hand = CardView(CARD_RECT, CardFace(12), on_press=lambda: presses.append(12))
    table = CardView(CARD_RECT, CardFace(12))
    assert hand.focusable and not table.focusable
    assert hand.handle(Intent(Kind.TAP, pos=CARD_RECT.center))
    assert not table.handle(Intent(Kind.TAP, pos=CARD_RECT.center))
    assert presses == [12]
    hand.update(0.1)
    assert 0.0 <= hand.pulse_strength() <= 1.0


def test_a_tile_presses_by_tap_and_hotkey() -> None:
    presses: list[str] = []
    tile = TileView(
        pygame.Rect(0, 0, 300, 300),
        "Speedpipe",
        "",
        (0, 0, 0),
        on_press=lambda: presses.append("tap"),
        hotkey="3",
    )
    assert tile.handle(Intent(Kind.TAP, pos=(150, 150)))
    assert tile.handle(Intent(Kind.SHORTCUT, key="3"))
    assert not tile.handle(Intent(Kind.SHORTCUT, key="4"))
    assert presses == ["tap", "tap"]


# Theme ----------------------------------------------------------------------------------------


def contrast(first: Colour, second: Colour) -> float:
    """The WCAG contrast ratio of two colours."""

    def luminance(colour: Colour) -> float:
        """The relative luminance of a colour."""
        channels = []
        for value in colour:
            share = value / 255
            channels.append(share / 12.92 if share <= 0.03928 else ((share + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    bright, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (bright + 0.05) / (dark + 0.05)


def test_the_theme_is_frozen_touch_friendly_and_readable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        THEME.radius = 3  # type: ignore[misc]
    assert THEME.button_height >= 72
    palette = THEME.colours
    for background in (palette.background, palette.panel, palette.panel_raised):
        assert contrast(palette.text, background) >= 7.0
        assert contrast(palette.text_muted, background) >= 4.5
        assert contrast(palette.focus, background) >= 4.5
    assert contrast(palette.text_on_accent, palette.accent) >= 7.0
    assert contrast(palette.card_text, palette.card_face) >= 7.0
    assert THEME.fonts.title > THEME.fonts.heading > THEME.fonts.body > THEME.fonts.small


def test_symbol_and_seat_colours_are_all_different() -> None:
    symbols = [
        THEME.symbols.of(name)
        for name in ("split", "long", "short", "ipo", "black_swan", "margin_call", "kurssturz")
    ]
    assert len(set(symbols)) == len(symbols)
    assert len(set(THEME.seats)) == len(THEME.seats) >= 4
    assert THEME.seat(len(THEME.seats)) == THEME.seat(0)
    with pytest.raises(ValueError, match="no symbol colour named 'hausse'"):
        THEME.symbols.of("hausse")


# Layout ---------------------------------------------------------------------------------------


def test_stacks_columns_rows_and_grids_add_up() -> None:
    rects = stack_vertical(100, 50, 400, [80, 120, 80], 20)
    assert [(rect.y, rect.height) for rect in rects] == [(50, 80), (150, 120), (290, 80)]
    assert all(rect.x == 100 and rect.width == 400 for rect in rects)
    across = stack_horizontal(10, 20, 80, [100, 200], 16)
    assert [rect.x for rect in across] == [10, 126]
    middle = centered(400, 200)
    assert middle.center == (960, 540)
    assert centered(10, 10, pygame.Rect(0, 0, 100, 100)).center == (50, 50)
    buttons = column(4, 500, 80, 24)
    assert buttons[0].top - 0 == 1080 - buttons[-1].bottom
    assert all(button.centerx == 960 for button in buttons)
    tiles = row(3, 300, 300, 40)
    assert tiles[0].left == 1920 - tiles[-1].right
    cells = grid(pygame.Rect(0, 0, 1000, 500), 5, 2, 10)
    assert len(cells) == 10 and cells[5].topleft == (0, 255)
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1 :])
    with pytest.raises(ValueError, match="at least one column and one row"):
        grid(pygame.Rect(0, 0, 10, 10), 0, 1, 0)
