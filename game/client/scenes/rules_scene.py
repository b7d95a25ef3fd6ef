"""The rules reader: each game's rules laid out as a scrollable page, in German or English."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.client.fonts import font
from game.client.games import game_entry
from game.client.intents import Intent, IntentKind
from game.client.pictures import calm_background
from game.client.scene import Scene
from game.client.text_layout import blit_text, draw_text, line_height, render_text, wrap
from game.client.theme import THEME, Colour
from game.client.widgets import Button, ChoiceList, Widget, WidgetGroup
from game.client.widgets.layout import stack_vertical
from game.client.widgets.paint import draw_panel, lighter
from game.client.widgets.scrolling import SCROLLBAR_WIDTH, ScrollArea, ScrollSteps
from game.texts import LANGUAGES, text
from game.texts.rules import RULES_GAMES, RulesBlock, rules_blocks

if TYPE_CHECKING:
    from game.client.app import App

# Layout on the logical 1920×1080 canvas: the choices on the left, the page on the right.
SIDE_LEFT = 48
SIDE_WIDTH = 400
HEADING_TOP = 52
GAMES_TOP = 150
GAME_BUTTON_GAP = 14
LANGUAGE_TOP = 640
LANGUAGE_HEIGHT = 216
BACK_RECT = pygame.Rect(SIDE_LEFT, 920, SIDE_WIDTH, THEME.button_height)
PAGE_RECT = pygame.Rect(496, 40, 1376, 960)
PAGE_PADDING_X = 44
PAGE_PADDING_Y = 28
HINT_TOP = PAGE_RECT.bottom + 14
SCROLLBAR_MARGIN = 18
SMALLEST_THUMB = 72

# How far one step of each kind of scrolling moves the page, in logical pixels.
WHEEL_STEP = 110
ARROW_STEP = 90
# A page step keeps this much of the last page in view, so the reader does not lose the line.
PAGE_OVERLAP = 80

GAME_KEYS: tuple[str, ...] = ("1", "2", "3", "4", "5")
LANGUAGE_KEY = "l"


@dataclass(frozen=True)
class BlockStyle:
    """How one kind of block looks: its font, colour and the space around it."""

    size: int
    bold: bool
    colour: Colour
    space_before: int
    space_after: int


BLOCK_STYLES: dict[str, BlockStyle] = {
    "title": BlockStyle(THEME.fonts.title, True, THEME.colours.accent, 0, 20),
    "heading": BlockStyle(THEME.fonts.heading, True, THEME.colours.text, 30, 12),
    "paragraph": BlockStyle(THEME.fonts.body, False, THEME.colours.text, 0, 16),
    "bullet": BlockStyle(THEME.fonts.body, False, THEME.colours.text, 0, 8),
    "numbered": BlockStyle(THEME.fonts.body, False, THEME.colours.text, 0, 10),
}
# Each nesting level of a list moves its text this far to the right.
LEVEL_INDENT = 44
# Lists hang their text after the marker; numbers and letters get a column this wide.
BULLET_COLUMN = 34
LABEL_COLUMN = 60
# Space between a numbered item's label and its text.
LABEL_GAP = 12
BULLET_RADIUS = 6


@dataclass(frozen=True)
class PageLine:
    """One line of text on the page: where it starts (page coordinates) and how it looks."""

    top: int
    left: int
    text: str
    size: int
    bold: bool
    colour: Colour


@dataclass(frozen=True)
class PageDot:
    """A bullet's dot on the page: its centre; hollow for nested lists."""

    centre: tuple[int, int]
    filled: bool


@dataclass(frozen=True)
class RulesPage:
    """A rules text laid out for one width: its lines in order from the top, and its height."""

    lines: tuple[PageLine, ...]
    dots: tuple[PageDot, ...]
    height: int
    width: int
    # The lines' tops in order and the tallest line's height, to find the visible lines fast.
    tops: tuple[int, ...]
    tallest: int

    def lines_between(self, top: float, bottom: float) -> list[PageLine]:
        """The lines that show at least partly between two heights of the page."""
        first = bisect_left(self.tops, top - self.tallest)
        last = bisect_right(self.tops, bottom)
        return [
            line
            for line in self.lines[first:last]
            if line.top + line_height(line.size, line.bold) > top
        ]

    def dots_between(self, top: float, bottom: float) -> list[PageDot]:
        """The bullet dots between two heights of the page."""
        reach = BULLET_RADIUS
        return [dot for dot in self.dots if top - reach <= dot.centre[1] <= bottom + reach]

    def texts(self) -> list[str]:
        """Every line's text, in order (what a reader sees, without the dots)."""
        return [line.text for line in self.lines]


def label_columns(blocks: Sequence[RulesBlock]) -> list[int]:
    """For each block, where a numbered item's text starts: after the widest label of its list
    (the run of numbered items it belongs to), so that "aa)" does not push its text out of line
    with "z)"."""
    columns = [0] * len(blocks)
    start = 0
    while start < len(blocks):
        end = start
        while end < len(blocks) and blocks[end].kind == "numbered":
            end += 1
        if end == start:
            start += 1
            continue
        widest = LABEL_COLUMN
        for block in blocks[start:end]:
            size = BLOCK_STYLES[block.kind].size
            widest = max(widest, font(size, True).size(block.label)[0] + LABEL_GAP)
        columns[start:end] = [widest] * (end - start)
        start = end
    return columns


@lru_cache(maxsize=24)
def layout_rules(game: str, language: str, width: int) -> RulesPage:
    """The rules of a game in a language laid out in lines for a page this wide (kept)."""
    lines: list[PageLine] = []
    dots: list[PageDot] = []
    y = 0
    previous: RulesBlock | None = None
    blocks = rules_blocks(game, language)
    columns = label_columns(blocks)
    for index, block in enumerate(blocks):
        style = BLOCK_STYLES[block.kind]
        step = line_height(style.size, style.bold)
        if previous is not None:
            y += style.space_before
            # A list after a paragraph needs a breath; items of one list stay together.
            if block.kind in ("bullet", "numbered") and previous.kind not in ("bullet", "numbered"):
                y += 4
        left = 0
        if block.kind in ("bullet", "numbered"):
            indent = block.level * LEVEL_INDENT
            if block.kind == "bullet":
                left = indent + BULLET_COLUMN
                dots.append(PageDot((indent + BULLET_RADIUS + 4, y + step // 2), block.level == 0))
            else:
                left = indent + columns[index]
                lines.append(
                    PageLine(y, indent, block.label, style.size, True, THEME.colours.accent)
                )
        for line in wrap(block.text, font(style.size, style.bold), width - left):
            lines.append(PageLine(y, left, line, style.size, style.bold, style.colour))
            y += step
        y += style.space_after
        previous = block
    lines.sort(key=lambda line: line.top)
    tallest = max((line_height(line.size, line.bold) for line in lines), default=0)
    tops = tuple(line.top for line in lines)
    return RulesPage(tuple(lines), tuple(dots), y, width, tops, tallest)


class RulesScene(ScrollArea, Scene):
    """Choose one of the five games, read its rules; the rules' language is chosen here too."""

    STEPS = ScrollSteps(WHEEL_STEP, ARROW_STEP, PAGE_OVERLAP, SMALLEST_THUMB)

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        if game is not None and game not in RULES_GAMES:
            raise ValueError(f"there are no rules for the game '{game}' ({', '.join(RULES_GAMES)})")
        last = app.settings.last_game
        self.game = game or (last if last in RULES_GAMES else RULES_GAMES[0])
        self.rules_language = app.settings.language
        self.built_language = ""
        self.scroll = 0.0
        self.dragging: str | None = None
        self.group = WidgetGroup()
        self.game_buttons: dict[str, Button] = {}
        self.language_choice: ChoiceList[str] | None = None
        self.background = calm_background()
        self.page = self._layout()

    # -- geometry --------------------------------------------------------------------------

    @staticmethod
    def view_rect() -> pygame.Rect:
        """Where the page's text shows: the page panel less its padding and the scroll bar."""
        return pygame.Rect(
            PAGE_RECT.x + PAGE_PADDING_X,
            PAGE_RECT.y + PAGE_PADDING_Y,
            PAGE_RECT.width - 2 * PAGE_PADDING_X - SCROLLBAR_MARGIN - SCROLLBAR_WIDTH,
            PAGE_RECT.height - 2 * PAGE_PADDING_Y,
        )

    @staticmethod
    def track_rect() -> pygame.Rect:
        """The scroll bar's track along the right edge of the page panel."""
        return pygame.Rect(
            PAGE_RECT.right - SCROLLBAR_MARGIN - SCROLLBAR_WIDTH,
            PAGE_RECT.y + PAGE_PADDING_Y,
            SCROLLBAR_WIDTH,
            PAGE_RECT.height - 2 * PAGE_PADDING_Y,
        )

    def drag_area(self) -> pygame.Rect:
        """A drag anywhere on the page panel moves the page."""
        return PAGE_RECT

    @property
    def content_height(self) -> int:
        """The height of the laid-out page."""
        return self.page.height

    # -- building --------------------------------------------------------------------------

    def _layout(self) -> RulesPage:
        """The page of the chosen game in the chosen language (laid out once, then kept)."""
        return layout_rules(self.game, self.rules_language, self.view_rect().width)

    def on_enter(self) -> None:
        """Lays the screen out in the UI language; the rules follow a changed UI language."""
        language = self.app.settings.language
        if self.built_language == language:
            return
        if self.built_language:
            self.rules_language = language
            self.page = self._layout()
            self.scroll_to(0)
        self.build()

    def build(self) -> None:
        """Makes the game buttons, the language choice and the back button."""
        focused = self.group.focus.focused
        focused_name = next(
            (name for name, button in self.game_buttons.items() if button is focused), None
        )
        self.built_language = self.app.settings.language
        height = THEME.button_height
        rects = stack_vertical(
            SIDE_LEFT, GAMES_TOP, SIDE_WIDTH, [height] * len(RULES_GAMES), GAME_BUTTON_GAP
        )
        self.game_buttons = {
            game: Button(
                rect,
                game_entry(game).title,
                lambda chosen=game: self.choose_game(chosen),
                hotkey=key,
                primary=game == self.game,
            )
            for rect, game, key in zip(rects, RULES_GAMES, GAME_KEYS)
        }
        self.language_choice = ChoiceList(
            pygame.Rect(SIDE_LEFT, LANGUAGE_TOP, SIDE_WIDTH, LANGUAGE_HEIGHT),
            text("rules_screen.language"),
            [(code, text(f"settings_screen.language_names.{code}")) for code in LANGUAGES],
            self.rules_language,
            self.choose_language,
            vertical=True,
            hotkey=LANGUAGE_KEY,
        )
        back = Button(BACK_RECT, text("rules_screen.back"), self.back)
        widgets: list[Widget] = [*self.game_buttons.values(), self.language_choice, back]
        self.group.set_widgets(widgets)
        if focused_name is not None:
            self.group.focus.focus(self.game_buttons[focused_name])
        elif focused is not None and focused in widgets:
            self.group.focus.focus(focused)

    # -- choosing --------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Shows the rules of this game from their top."""
        if game not in RULES_GAMES:
            raise ValueError(f"there are no rules for the game '{game}'")
        self.game = game
        for name, button in self.game_buttons.items():
            button.primary = name == game
        self.page = self._layout()
        self.scroll_to(0)

    def step_game(self, by: int) -> None:
        """Moves to the next (or previous) game's rules, wrapping around."""
        index = RULES_GAMES.index(self.game)
        self.choose_game(RULES_GAMES[(index + by) % len(RULES_GAMES)])

    def choose_language(self, language: str) -> None:
        """Shows the rules in this language (the UI keeps its own), from their top."""
        if language not in LANGUAGES:
            raise ValueError(f"there are no rules in the language '{language}'")
        self.rules_language = language
        if self.language_choice is not None and self.language_choice.selected != language:
            self.language_choice.select(language)
        self.page = self._layout()
        self.scroll_to(0)

    def back(self) -> None:
        """Returns to the screen below (the main menu when there is none)."""
        if len(self.app.scenes) > 1:
            self.app.pop()
            return
        self.app.navigator.to_menu()

    # -- the frame -------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Scrolling first, then left/right between games, the controls, and Esc to go back."""
        if self.group.dialog is None and not self.group.info.visible:
            if self.scroll_intent(intent):
                return
            if intent.kind is IntentKind.NAVIGATE and intent.key in ("left", "right"):
                self.step_game(1 if intent.key == "right" else -1)
                return
        if self.group.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.back()

    def update(self, dt: float) -> None:
        """Advances the buttons and the info window's wait."""
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The choices on the left, the page in view with its scroll bar on the right."""
        palette = THEME.colours
        surface.blit(self.background, (0, 0))
        draw_text(
            surface,
            text("rules_screen.title"),
            (SIDE_LEFT, HEADING_TOP),
            THEME.fonts.heading,
            palette.text,
            True,
        )
        draw_panel(surface, PAGE_RECT, palette.panel, palette.panel_border)
        self._draw_page(surface)
        self._draw_scrollbar(surface)
        draw_text(
            surface,
            text("rules_screen.keys_hint"),
            (PAGE_RECT.centerx, HINT_TOP),
            THEME.fonts.tiny,
            palette.text_muted,
            align="center",
        )
        self.group.draw(surface)

    def _draw_page(self, surface: pygame.Surface) -> None:
        """Blits only the lines in view, clipped to the page's window."""
        view = self.view_rect()
        offset = round(self.scroll)
        top, bottom = offset, offset + view.height
        previous_clip = surface.get_clip()
        surface.set_clip(view)
        for line in self.page.lines_between(top, bottom):
            rendered = render_text(line.text, line.size, line.colour, line.bold)
            at = (view.x + line.left, view.y + line.top - offset)
            blit_text(surface, rendered, at, line.text, line.size, line.bold)
        for dot in self.page.dots_between(top, bottom):
            centre = (view.x + dot.centre[0], view.y + dot.centre[1] - offset)
            width = 0 if dot.filled else 2
            pygame.draw.circle(surface, THEME.colours.accent, centre, BULLET_RADIUS, width)
        surface.set_clip(previous_clip)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """The track and, when the page is longer than the window, the thumb."""
        track = self.track_rect()
        palette = THEME.colours
        pygame.draw.rect(surface, palette.background, track, 0, track.width // 2)
        if self.max_scroll == 0:
            return
        colour = lighter(palette.panel_border, 0.3) if self.dragging else palette.panel_border
        pygame.draw.rect(surface, colour, self.thumb_rect(), 0, track.width // 2)
