"""The replay viewer: a finished game shown again with its own table scene, step by step.

The game's table scene draws the replayed position (a ReplayTable offers it the table interface),
scaled into the picture at the top left; the viewer adds the step bar, the buttons, whose cards
are shown (every hand: the game is over, nothing is hidden any more), where the game stands and
the review's mark of the move just made. A step forward lets the scene play that move's events
(at the chosen speed); a step back or a jump shows the position as it stands, in a fresh scene.

Marks: a review hands the viewer a mapping from a move's index in the record to its
DecisionMark (marks=..., or set_marks later); each is a symbol on the step bar and a line of
text while the move is the one just made.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.games import game_entry
from game.client.intents import Intent, IntentKind
from game.client.saved_table_words import when_words
from game.client.scene import Scene
from game.client.scenes.replay.seat_list import SeatList
from game.client.scenes.replay.step_bar import StepBar, mark_colour
from game.client.text_layout import (
    draw_keys_hint,
    draw_text,
    fit_size,
    line_height,
    lines_of,
)
from game.client.theme import THEME
from game.client.widgets import Button, Widget, WidgetGroup
from game.client.widgets.paint import draw_panel
from game.replay import DecisionMark, DecisionMarks, Replay
from game.replay.played_table import ReplayTable
from game.review.words import step_words
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scenes.table_scene import TableScene

# Layout on the logical 1920×1080 canvas: the game's own picture at 80 % top left, the column of
# the viewer right of it, the step bar and the buttons below.
PICTURE_SCALE = 0.8
PICTURE = pygame.Rect(0, 0, round(1920 * PICTURE_SCALE), round(1080 * PICTURE_SCALE))
EDGE = 16
COLUMN = pygame.Rect(
    PICTURE.right + EDGE, EDGE, 1920 - PICTURE.right - 2 * EDGE, PICTURE.bottom - EDGE
)
BAR = pygame.Rect(EDGE, PICTURE.bottom + 8, 1920 - 2 * EDGE, 68)
BUTTONS_TOP = BAR.bottom + 8
BUTTON_HEIGHT = 70
BUTTON_GAP = 10
# The seats' rows share this much of the column (four seats at their full height).
SEATS_ROOM = 4 * 58 + 3 * 8
# Playing: the pause after each move's events, at speed 1 (the events themselves take their own
# time, at the same speed).
STEP_PAUSE = 0.9
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
DEFAULT_SPEED = 1.0
SEAT_KEYS = ("1", "2", "3", "4", "5", "6")


class ReplayScene(Scene):
    """A recorded game to watch: forward, back, to a round or turn, played at a speed."""

    def __init__(self, app: App, replay: Replay, marks: DecisionMarks | None = None) -> None:
        super().__init__(app)
        self.replay = replay
        self.table = ReplayTable(replay)
        self.marks: DecisionMarks = dict(marks or {})
        self.group = WidgetGroup()
        self.playing = False
        self.speed = DEFAULT_SPEED
        self._wait = 0.0
        humans = [number for number, seat in enumerate(replay.record.setup.seats) if seat.is_human]
        self.shown_seat = humans[0] if humans else 0
        self.picture = pygame.Surface((1920, 1080))
        self.bar = StepBar(BAR, replay, self._seek, lambda: self.marks)
        self.buttons: dict[str, Button] = {}
        self._language = self.app.settings.language
        self._build()
        self.inner: TableScene = self._new_inner()

    # ---- the marks of a review ----------------------------------------------------------------

    def set_marks(self, marks: DecisionMarks) -> None:
        """Shows these marks from now on (a review that finished after the viewer opened)."""
        self.marks = dict(marks)

    def current_mark(self) -> DecisionMark | None:
        """The mark of the move that led to this position, if it has one."""
        position = self.replay.position
        return self.marks.get(position - 1) if position > 0 else None

    # ---- moving -------------------------------------------------------------------------------

    def step_forward(self) -> bool:
        """The next move, its events played by the game's scene; False at the end."""
        # What is still playing is shown at once; a scene that holds (a payday read) is left.
        self.inner.finish_queue()
        held = self.inner.holding()
        if not self.table.step_forward():
            self.playing = False
            return False
        if held:
            self.table.update()  # the held scene is replaced; its events are not played
            self.inner = self._new_inner()
        return True

    def step_back(self) -> None:
        """One move back."""
        self.go_to(self.replay.position - 1)

    def go_to(self, position: int) -> None:
        """A position shown as it stands (a fresh scene of the game draws it)."""
        target = max(0, min(self.replay.length, position))
        if target == self.replay.position:
            return
        if target == self.replay.position + 1:
            self.step_forward()
            return
        self.table.go_to(target)
        self.inner = self._new_inner()

    def turn(self, by: int) -> None:
        """To the start of the next turn (by=1), or of this one (by=-1; the one before when at
        its start already)."""
        chapter = self.replay.chapter()
        number = chapter.turn + by
        if by < 0 and self.replay.turn_start(chapter.turn) < self.replay.position:
            number = chapter.turn
        self._to_chapter(number, self.replay.turns, self.replay.turn_start)

    def round(self, by: int) -> None:
        """To the start of the next round, or of this one (the one before at its start)."""
        chapter = self.replay.chapter()
        number = chapter.round + by
        if by < 0 and self.replay.round_start(chapter.round) < self.replay.position:
            number = chapter.round
        self._to_chapter(number, self.replay.rounds, self.replay.round_start)

    def _to_chapter(self, number: int, count: int, start: Callable[[int], int]) -> None:
        """Goes to a round's or turn's start; past the last one to the end, before the first to
        the start."""
        if number < 1:
            self.go_to(0)
        elif number > count:
            self.go_to(self.replay.length)
        else:
            self.go_to(start(number))

    def toggle_play(self) -> None:
        """Plays on from here (from the start when at the end) or stops."""
        if self.playing:
            self.playing = False
        else:
            if self.replay.position == self.replay.length:
                self.go_to(0)
            self.playing = True
            self._wait = 0.0
        self._relabel_play()

    def change_speed(self, by: int) -> None:
        """One speed faster (by=1) or slower (by=-1), within SPEEDS."""
        index = SPEEDS.index(self.speed) + by
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, index))]
        self.buttons["speed"].label = self._speed_label()

    def cycle_speed(self) -> None:
        """The speed button: the next speed, after the fastest the slowest."""
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.buttons["speed"].label = self._speed_label()

    def show_seat(self, seat: int) -> None:
        """Shows this seat's cards (its view of the table)."""
        if not 0 <= seat < len(self.replay.record.setup.seats) or seat == self.shown_seat:
            return
        self.shown_seat = seat
        self.inner.show_seat(seat)

    def leave(self) -> None:
        """Back to where the viewer was opened from."""
        self.app.pop()

    # ---- the scene protocol -------------------------------------------------------------------

    def on_enter(self) -> None:
        """Lays the buttons and the game's scene out again when the language changed."""
        if self._language != self.app.settings.language:
            self._language = self.app.settings.language
            self._build()
            self.inner = self._new_inner()

    def on_exit(self) -> None:
        """Stops playing; the game's scene leaves too."""
        self.playing = False
        self.inner.on_exit()
        self.app.toasts.top = None

    def handle(self, intent: Intent) -> None:
        """The viewer's keys first, then its widgets; taps in the picture go to the game's scene
        (Weiter on a payday, a look at a card), moved into its coordinates."""
        if intent.kind is IntentKind.CANCEL:
            self.leave()
            return
        if intent.kind is IntentKind.NAVIGATE and self._navigate(intent.key):
            return
        if intent.kind is IntentKind.SHORTCUT and self._shortcut(intent.key.lower()):
            return
        if self.group.handle(intent):
            return
        if intent.pos is not None and PICTURE.collidepoint(intent.pos):
            x, y = intent.pos
            inner_pos = (x / PICTURE_SCALE, y / PICTURE_SCALE)
            delta = (intent.delta[0] / PICTURE_SCALE, intent.delta[1] / PICTURE_SCALE)
            self.inner.handle(
                Intent(intent.kind, inner_pos, delta, intent.factor, intent.key, intent.text)
            )

    def update(self, dt: float) -> None:
        """Plays on when playing; the game's scene runs at the chosen speed."""
        self.group.update(dt)
        self.inner.update(dt * self.speed)
        if self.playing and not self.inner.queue.playing:
            self._wait -= dt * self.speed
            if self._wait <= 0:
                self._wait = STEP_PAUSE
                if not self.step_forward():
                    self._relabel_play()
        self._update_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        """The game's picture, the column, the step bar and the buttons."""
        palette = THEME.colours
        surface.fill(palette.background)
        self.inner.draw(self.picture)
        surface.blit(pygame.transform.smoothscale(self.picture, PICTURE.size), PICTURE)
        pygame.draw.rect(surface, palette.panel_border, PICTURE, THEME.border_width)
        self._draw_column(surface)
        self.group.draw(surface)
        draw_keys_hint(surface, text("replay.keys_hint"))

    # ---- inside -------------------------------------------------------------------------------

    def _new_inner(self) -> TableScene:
        """A fresh scene of the game at the table's position, showing the chosen seat's cards;
        its own buttons (menu, advice) are hidden: the viewer has its own."""
        scene: TableScene = self.app.navigator.table_scene(self.table)  # type: ignore[arg-type,assignment]
        scene.menu_button.visible = False
        scene.advice_button.visible = False
        # Nobody acts at a replay: no chosen move goes, no first-game tutorial starts.
        scene.ready = _nothing  # type: ignore[method-assign]
        scene.on_enter()
        scene.show_seat(self.shown_seat)
        scene.update(0.0)
        return scene

    def _build(self) -> None:
        """The bottom buttons and the seat buttons in the current language."""
        names: list[tuple[str, str, Callable[[], object]]] = [
            ("first", text("replay.first_step"), self._by_hand(lambda: self.go_to(0))),
            ("round_back", text("replay.round_back"), self._by_hand(lambda: self.round(-1))),
            ("turn_back", text("replay.turn_back"), self._by_hand(lambda: self.turn(-1))),
            ("step_back", text("replay.step_back"), self._by_hand(self.step_back)),
            ("play", text("replay.play"), self.toggle_play),
            ("step_forward", text("replay.step_forward"), self._by_hand(self.step_forward)),
            ("turn_forward", text("replay.turn_forward"), self._by_hand(lambda: self.turn(1))),
            ("round_forward", text("replay.round_forward"), self._by_hand(lambda: self.round(1))),
            ("speed", self._speed_label(), self.cycle_speed),
            ("back", text("replay.back"), self.leave),
        ]
        # The first button (a symbol) is narrow, the speed and back buttons narrower than the
        # buttons that move; those share the rest alike.
        narrow = 110
        width = (BAR.width - 2 * narrow - (len(names) - 1) * BUTTON_GAP) // (len(names) - 2)
        widths = [narrow] + [width] * (len(names) - 3) + [narrow + 60, width - 60]
        x = BAR.x
        self.buttons = {}
        for (name, label, action), button_width in zip(names, widths):
            rect = pygame.Rect(x, BUTTONS_TOP, button_width, BUTTON_HEIGHT)
            self.buttons[name] = Button(rect, label, _done(action), primary=name == "play")
            x += button_width + BUTTON_GAP
        self._relabel_play()
        names = [seat.name for seat in self.replay.record.setup.seats]
        height = SeatList.height_for(len(names), SEATS_ROOM)
        self.seats = SeatList(
            pygame.Rect(COLUMN.x, self._seats_top(), COLUMN.width, height), names, self.show_seat
        )
        widgets: list[Widget] = [self.bar, *self.buttons.values(), self.seats]
        self.group.set_widgets(widgets)
        self.group.focus.focus(self.buttons["play"])

    def _by_hand(self, move: Callable[[], object]) -> Callable[[], None]:
        """A move through the game made by hand: playing stops first."""

        def moved() -> None:
            self.playing = False
            self._relabel_play()
            move()

        return moved

    def _seek(self, position: int) -> None:
        """A tap or a drag on the step bar: to that position, playing stopped."""
        self._by_hand(lambda: self.go_to(position))()

    def _seats_top(self) -> int:
        """Where the seats' rows begin: below the title, the game, when it was played (two
        lines at most) and the rows' heading."""
        return (
            COLUMN.y
            + line_height(THEME.fonts.heading, True)
            + line_height(THEME.fonts.small, True)
            + 2 * line_height(THEME.fonts.tiny)
            + 3 * THEME.spacing.small
            + line_height(THEME.fonts.small, True)
        )

    def _speed_label(self) -> str:
        """The speed button's words: 'Tempo 2×'."""
        shown = f"{self.speed:g}".replace(".", text("widgets.decimal_separator"))
        return text("replay.speed", speed=shown)

    def _relabel_play(self) -> None:
        """Abspielen or Anhalten."""
        if "play" in self.buttons:
            self.buttons["play"].label = text("replay.pause" if self.playing else "replay.play")

    def _update_buttons(self) -> None:
        """What cannot be done now is greyed out; the shown seat's row is lit, and at the end
        every row carries the seat's place and points."""
        position, length = self.replay.position, self.replay.length
        for name in ("first", "round_back", "turn_back", "step_back"):
            self.buttons[name].enabled = position > 0
        for name in ("step_forward", "turn_forward", "round_forward"):
            self.buttons[name].enabled = position < length
        result = self.replay.record.result
        self.seats.shown = self.shown_seat
        self.seats.result = tuple(zip(result.places, result.scores)) if position == length else None

    def _navigate(self, key: str) -> bool:
        """← → a step, ↑ ↓ a turn; Tab walks the buttons as everywhere."""
        actions: dict[str, Callable[[], object]] = {
            "left": self.step_back,
            "right": self.step_forward,
            "up": lambda: self.turn(-1),
            "down": lambda: self.turn(1),
        }
        if key not in actions:
            return False
        self._by_hand(actions[key])()
        return True

    def _shortcut(self, key: str) -> bool:
        """Space plays or stops, the page keys go by rounds, Pos1 and Ende to the start and the
        end, + and − change the speed, the digits show a seat's cards."""
        if key == "space":
            self.toggle_play()
            return True
        if key in SEAT_KEYS:
            self.show_seat(SEAT_KEYS.index(key))
            return True
        if key in ("+", "-"):
            self.change_speed(1 if key == "+" else -1)
            return True
        moves: dict[str, Callable[[], object]] = {
            "pageup": lambda: self.round(-1),
            "pagedown": lambda: self.round(1),
            "home": lambda: self.go_to(0),
            "end": lambda: self.go_to(self.replay.length),
        }
        if key not in moves:
            return False
        self._by_hand(moves[key])()
        return True

    def _draw_column(self, surface: pygame.Surface) -> None:
        """Title, game and date; whose cards; where the game stands, the last move, its mark;
        the result at the end."""
        palette = THEME.colours
        spacing = THEME.spacing
        record = self.replay.record
        x, width = COLUMN.x, COLUMN.width
        top = COLUMN.y
        heading = text("replay.title")
        size = fit_size(heading, width, THEME.fonts.heading, True, THEME.fonts.body)
        top = draw_text(surface, heading, (x, top), size, palette.text, True).bottom
        title = game_entry(record.game).title
        top = draw_text(
            surface, title, (x, top), THEME.fonts.small, game_entry(record.game).colour, True
        ).bottom
        # Two lines at most ("gespielt am 30. September 2026"): _seats_top leaves room for them.
        played = text("replay.played_on", when=_played_when(record.finished_at))
        draw_text(surface, played, (x, top), THEME.fonts.tiny, palette.text_muted, max_width=width)
        draw_text(
            surface,
            text("replay.view_of"),
            (x, self._seats_top() - line_height(THEME.fonts.small, True) - spacing.tiny),
            THEME.fonts.small,
            palette.text_muted,
            True,
        )
        top = self.seats.rect.bottom + spacing.medium
        panel = pygame.Rect(x, top, width, COLUMN.bottom - top)
        draw_panel(surface, panel, palette.panel, palette.panel_border)
        inside = panel.inflate(-2 * spacing.medium, -2 * spacing.medium)
        lines = self._position_lines()
        y = inside.y
        for line, colour, bold in lines:
            # A short line shrinks to stay on one line; a long one wraps. A line that would
            # not fit below the others is left out (the most important ones come first).
            size = fit_size(line, inside.width, THEME.fonts.small, bold, THEME.fonts.tiny)
            if (
                size < THEME.fonts.small
                and len(lines_of(line, THEME.fonts.small, bold, inside.width)) <= 2
            ):
                size = THEME.fonts.small
            height = len(lines_of(line, size, bold, inside.width)) * line_height(size, bold)
            if y + height > inside.bottom:
                break
            draw_text(surface, line, (inside.x, y), size, colour, bold, max_width=inside.width)
            y += height + spacing.small

    def _position_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The column's lines about the position: step, round and turn, the move, its mark, and
        the result at the end."""
        palette = THEME.colours
        replay = self.replay
        chapter = replay.chapter()
        turns = replay.turns_of_round(chapter.round)
        lines: list[tuple[str, tuple[int, int, int], bool]] = [
            (text("replay.step", step=replay.position, steps=replay.length), palette.text, True),
            (
                text(
                    "replay.chapter",
                    round=chapter.round,
                    rounds=replay.rounds,
                    turn=chapter.turn - turns.start + 1,
                    turns=len(turns),
                ),
                palette.text_muted,
                False,
            ),
        ]
        if replay.position == 0:
            lines.append((text("replay.start"), palette.text, False))
        else:
            move = replay.move(replay.position - 1)
            name = replay.record.setup.seats[move.seat].name
            words = step_words(replay.record.game, move.move)
            lines.append((text("replay.move", name=name, move=words), palette.text, False))
            mark = self.current_mark()
            if mark is not None:
                lines.append((mark_words(mark), mark_colour(mark.verdict), True))
            if move.take_over:
                lines.append((text("replay.take_over"), palette.accent, False))
            elif not move.by_human:
                lines.append((text("replay.by_computer"), palette.text_muted, False))
        if replay.position == replay.length:
            # The places and points stand in the seats' rows (see _update_buttons).
            lines.append((text("replay.result"), palette.text, True))
        return lines


def mark_words(mark: DecisionMark) -> str:
    """A mark in words: 'Fehler – besser: buy 3'."""
    verdict = text(f"replay.{mark.verdict}")
    if mark.better:
        return text("replay.mark_better", verdict=verdict, better=mark.better)
    return text("replay.mark_line", verdict=verdict)


def _played_when(moment: datetime.datetime) -> str:
    """When the game ended, in the device's time, in words."""
    now = datetime.datetime.now().astimezone()
    return when_words(moment.astimezone(), now)


def _nothing() -> None:
    """What the game's scene does once caught up in a replay: nothing."""


def _done(action: Callable[[], object]) -> Callable[[], None]:
    """A button's action (what the action returns is of no use to a button)."""

    def press() -> None:
        action()

    return press
