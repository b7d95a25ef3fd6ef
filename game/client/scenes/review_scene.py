"""The review in words: how the people's decisions were marked, and the three most costly ones,
each with its round and turn, what was played, what was better, and the expected difference.
A whole turn in words can be long (Tycoon's, Speedchicago's): a card's words wrap, the cards grow
to hold them, and where the page is too short for all three the words get smaller, never cut."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scene import Scene
from game.client.scenes.replay.marked import MarkedReplayScene
from game.client.text_layout import draw_text, fit_size, measure
from game.client.theme import THEME
from game.client.widgets import Button, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH
from game.client.widgets.paint import draw_panel
from game.replay import GameRecord, Replay
from game.review import GOOD, INACCURATE, MISTAKE, GameReview, ReviewedDecision
from game.review.words import (
    choice_words,
    difference_words,
    loss_words,
    mark_words,
    place_words,
)
from game.table.seats import TableSetup
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

PAGE_WIDTH = 1500
TITLE_TOP = 40
INTRO_TOP = 150
MARKS_TOP = 250
CARDS_TOP = 320
CARD_HEIGHT = 190  # the least height of a card
CARD_GAP = 20
CARD_PADDING = 24
COST_WIDTH = 360
BACK_TOP = 960
# Where the cards must end, and the least size their words shrink to on the way.
CARDS_BOTTOM = BACK_TOP - CARD_GAP
SMALLEST_WORDS = 14
BACK_WIDTH = 400
BUTTON_GAP = 40
REPLAY_WIDTH = 560


class ReviewScene(Scene):
    """The costliest decisions of a reviewed game in words; Zurück (Esc) returns, W shows the
    game again in the replay viewer with every decision marked."""

    def __init__(
        self, app: App, review: GameReview, setup: TableSetup, record: GameRecord | None = None
    ) -> None:
        super().__init__(app)
        self.review = review
        self.setup = setup
        self.record = record
        self.widgets = WidgetGroup()
        self._language = ""
        # Zurück in the middle; with a record beside the replay that shows every mark.
        left = (CANVAS_WIDTH - BACK_WIDTH) // 2
        if record is not None:
            left = (CANVAS_WIDTH - BACK_WIDTH - BUTTON_GAP - REPLAY_WIDTH) // 2
        self.back_button = Button(
            (left, BACK_TOP, BACK_WIDTH, THEME.button_height), "", self.app.pop, primary=True
        )
        self.replay_button = Button(
            (left + BACK_WIDTH + BUTTON_GAP, BACK_TOP, REPLAY_WIDTH, THEME.button_height),
            "",
            self.watch_replay,
            hotkey="w",
            visible=record is not None,
        )
        self.widgets.set_widgets([self.back_button, self.replay_button])
        self.lines: list[CardWords] = []
        self.layout = CardsLayout(THEME.fonts.small, ())

    def on_enter(self) -> None:
        """Lays the words out in the current language."""
        if self._language != language():
            self._language = language()
            self.back_button.label = text("review.back")
            self.replay_button.label = text("review.replay")
            self.lines = [self.card_words(decision) for decision in self.review.costliest()]
            self.layout = cards_layout(self.lines)

    def card_words(self, decision: ReviewedDecision) -> CardWords:
        """What a card says about one costly decision."""
        game = self.review.game
        place = place_words(decision)
        people = [seat for seat in range(len(self.setup.seats)) if self.setup.seats[seat].is_human]
        if len(people) > 1:
            place = f"{self.setup.seats[decision.seat].name} · {place}"
        return CardWords(
            decision,
            f"{place} · {mark_words(decision.mark)}",
            text("review.played", move=choice_words(game, decision.played)),
            text("review.better", move=choice_words(game, decision.better)),
            difference_words(decision, self.review.unit),
            loss_words(decision.loss, self.review.unit),
        )

    def watch_replay(self) -> None:
        """The game again in the replay viewer, every decision of the people marked."""
        if self.record is not None:
            self.app.push(MarkedReplayScene(self.app, Replay(self.record), self.review))

    def marks_line(self) -> str:
        """How many decisions got which mark."""
        marks = [decision.mark for decision in self.review.decisions]
        return text(
            "review.marks_line",
            good=marks.count(GOOD),
            inaccurate=marks.count(INACCURATE),
            mistakes=marks.count(MISTAKE),
        )

    def handle(self, intent: Intent) -> None:
        """Zurück by tap, focus and Enter, or Esc."""
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.app.pop()

    def update(self, dt: float) -> None:
        """Lets the button's presses show."""
        self.widgets.update(dt)

    def card_rect(self, index: int) -> pygame.Rect:
        """Where the index-th costly decision's card lies."""
        left = (CANVAS_WIDTH - PAGE_WIDTH) // 2
        heights = self.layout.heights
        top = CARDS_TOP + sum(heights[:index]) + index * CARD_GAP
        return pygame.Rect(left, top, PAGE_WIDTH, heights[index])

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the line of marks, one card per costly decision, Zurück."""
        palette = THEME.colours
        surface.fill(palette.background)
        middle = CANVAS_WIDTH // 2
        draw_text(
            surface,
            text("review.title"),
            (middle, TITLE_TOP),
            THEME.fonts.title,
            palette.text,
            True,
            "center",
            max_width=PAGE_WIDTH,
        )
        draw_text(
            surface,
            text("review.intro"),
            (middle, INTRO_TOP),
            THEME.fonts.small,
            palette.text_muted,
            align="center",
            max_width=PAGE_WIDTH,
        )
        marks = self.marks_line()
        draw_text(
            surface,
            marks,
            (middle, MARKS_TOP),
            fit_size(marks, PAGE_WIDTH, THEME.fonts.body, True, THEME.fonts.small),
            palette.accent,
            True,
            "center",
            max_width=PAGE_WIDTH,
        )
        if not self.lines:
            draw_text(
                surface,
                text("review.nothing"),
                (middle, CARDS_TOP),
                THEME.fonts.body,
                palette.success,
                align="center",
                max_width=PAGE_WIDTH,
            )
        for index, words in enumerate(self.lines):
            self._draw_card(surface, self.card_rect(index), words)
        self.widgets.draw(surface)

    def _draw_card(self, surface: pygame.Surface, card: pygame.Rect, words: CardWords) -> None:
        """One decision: where and its mark, what was played and what was better, the cost."""
        palette = THEME.colours
        colour = palette.danger if words.decision.mark == MISTAKE else palette.accent
        draw_panel(surface, card, palette.panel, colour)
        left = card.x + CARD_PADDING
        top = card.y + CARD_PADDING // 2
        shades = (palette.text_muted, palette.text, palette.success, palette.text_muted)
        for (line, size, bold), shade in zip(self.layout.lines(words), shades, strict=True):
            drawn = draw_text(
                surface,
                line,
                (left, top),
                size,
                shade,
                bold,
                max_width=WORDS_WIDTH,
                box=card,
            )
            top = drawn.bottom + THEME.spacing.tiny
        cost_box = pygame.Rect(card.right - COST_WIDTH, card.y, COST_WIDTH, card.height)
        draw_text(
            surface,
            words.cost,
            (cost_box.right - CARD_PADDING, cost_box.centery),
            fit_size(words.cost, COST_WIDTH - 2 * CARD_PADDING, THEME.fonts.heading, True),
            colour,
            True,
            "right",
            valign="middle",
            box=cost_box,
        )


# The width of a card's words, left of its cost.
WORDS_WIDTH = PAGE_WIDTH - 2 * CARD_PADDING - COST_WIDTH


@dataclass(frozen=True)
class CardsLayout:
    """The largest size of the cards' words, and each card's height."""

    size: int
    heights: tuple[int, ...]

    def lines(self, words: CardWords) -> tuple[tuple[str, int, bool], ...]:
        """A card's texts with their sizes and boldness, top to bottom: each line as large as
        it fits on one line, down to the size of the difference below; longer ones wrap."""
        detail = min(self.size, THEME.fonts.tiny)
        lines = ((words.heading, True), (words.played, False), (words.better, True))
        return (
            *(
                (line, fit_size(line, WORDS_WIDTH, self.size, bold, detail), bold)
                for line, bold in lines
            ),
            (words.difference, detail, False),
        )

    def height(self, words: CardWords) -> int:
        """The height a card needs for its words at these sizes (at least CARD_HEIGHT)."""
        lines = self.lines(words)
        needed = sum(measure(line, size, bold, WORDS_WIDTH)[1] for line, size, bold in lines)
        needed += (len(lines) - 1) * THEME.spacing.tiny + CARD_PADDING
        return max(CARD_HEIGHT, needed)


def cards_layout(cards: list[CardWords]) -> CardsLayout:
    """The largest sizes at which every card's words, wrapped, fit the page above the buttons."""
    room = CARDS_BOTTOM - CARDS_TOP - CARD_GAP * max(0, len(cards) - 1)
    size = THEME.fonts.small
    while True:
        layout = CardsLayout(size, ())
        heights = tuple(layout.height(words) for words in cards)
        if sum(heights) <= room or size <= SMALLEST_WORDS:
            return CardsLayout(size, heights)
        size -= 1


@dataclass(frozen=True)
class CardWords:
    """The words of one costly decision's card."""

    decision: ReviewedDecision
    heading: str
    played: str
    better: str
    difference: str
    cost: str
