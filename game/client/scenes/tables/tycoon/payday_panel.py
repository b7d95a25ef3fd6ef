"""The payday panel over the Tycoon table's right column (layout.PAYDAY_RECT): the payday's
steps as they come, the person's loan choice at its foot, then Weiter.

On the panel: the title ("Zahltag nach Runde 2"), a table with a row per player (distribution
with its cities, majorities, factories, income, loans paid, fortune) filled in as the steps
come, and the steps' words, the newest bold on a mark in its player's colour above the earlier
ones. A tap on the panel or Enter while steps still come shows the rest at once (and on_hurry
asks the scene to show its waiting events). Once the payday's last event stands, Weiter (tap or
Enter) closes the panel and calls on_continue once.

How a scene wires it (each a line or two):
- make it: `PaydayPanel(layout.PAYDAY_RECT, names, self.tempo_share, on_hurry=self.finish_queue,
  on_continue=self.refresh_widgets)`;
- `event_seconds`: `payday_steps.event_seconds(event)` for payday events
  (`payday_steps.is_payday_event`), so that the city steps get their time;
- `show_event`: `panel.follow(event, view)` with the view as shown (before or after
  table_facts follows the event: a payday changes no chain);
- `sync`: `panel.set_choice(LoanChoice(state, seat, self.send, names))` while the shown seat
  may act (the choice is inactive, and set_choice drops it, unless it is that seat's turn to
  choose at a payday; a table loaded mid-payday opens its payday with the choice);
- `holding()`: `panel.holding()` (the whole payday stands until Weiter: no person's clock
  runs, no curtain and no end table come before it; computers' moves still play beside it);
- `game_widgets`: `panel.widgets()` while `panel.open`, instead of the held tickets, the action
  buttons and the preview it covers (draw_table leaves them out too);
- keys: Enter `panel.press_main()`; a digit `panel.choice.key(key)` (a refusal in words, or
  None for other keys) — a digit chooses, Enter confirms;
- `update`: `panel.update(dt)`; the board lights `panel.highlighted_city()`; the status line
  says `panel.status()` while open."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.kit.fitting import fitted_name
from game.client.scenes.tables.kit.scoring_pause import draw_pause_frame
from game.client.scenes.tables.tycoon.loan_choice import LoanChoice, choice_rect
from game.client.scenes.tables.tycoon.payday_steps import COLUMNS, KEY, PaydayStep, PaydaySteps
from game.client.text_layout import draw_text, fit_size, line_height, lines_of
from game.client.theme import THEME
from game.client.widgets.base import Widget
from game.rules.core import Event
from game.texts import text

PAD = 18
TITLE_SIZE = 28
HEADER_SIZE = 15
ROW_SIZE = 20
ROW_HEIGHT = 30
NAME_SHARE = 0.22
# The number columns' widths, in the order of payday_steps.COLUMNS (loans may say the most).
COLUMN_WEIGHTS = (1.0, 0.85, 0.85, 0.85, 1.25, 0.85)
CELL_GAP = 8
WORDS_SIZE = 18
OLDER_SIZE = 15
SMALLEST = 11
# A long name shrinks to this size, then is cut with '…'.
NAME_SMALLEST = 14
MARK = 6
SWATCH = 8
BUTTON_SIZE = (200, 46)


class PaydayPanel(Widget):
    """The payday shown step by step over the right column, then Weiter."""

    def __init__(
        self,
        rect: pygame.Rect,
        names: Sequence[str],
        share: float = 1.0,
        on_hurry: Callable[[], None] | None = None,
        on_continue: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(rect, visible=False)
        self.steps = PaydaySteps(names, share)
        self.on_hurry = on_hurry
        self.on_continue = on_continue
        self.choice: LoanChoice | None = None
        self.weiter = PanelButton(
            text(KEY + "weiter"), self.press_weiter, primary=True, cap="Enter", visible=False
        )
        self.weiter.rect = self.button_rect()

    # ---- the scene's questions -------------------------------------------------------------

    @property
    def open(self) -> bool:
        """Whether a payday is shown (from RoundEnded until Weiter)."""
        return self.steps.open

    @property
    def complete(self) -> bool:
        """Whether the payday's last event stands with all its steps."""
        return self.steps.complete

    def holding(self) -> bool:
        """Whether the scene should hold its people's side (clocks, curtain, end table): the
        payday is whole and waits for Weiter."""
        return self.open and self.complete

    def highlighted_city(self) -> int | None:
        """The city the newest step counts (None: none), for the board to light."""
        return self.steps.highlighted_city()

    def follow(self, event: Event, view: Mapping[str, Any]) -> bool:
        """Takes an event as the scene shows it with the shown view; whether it was a payday
        event (the panel opens with RoundEnded)."""
        taken = self.steps.follow(event, view)
        self._offer()
        return taken

    def set_choice(self, choice: LoanChoice | None, view: Mapping[str, Any] | None = None) -> None:
        """The person's loan choice shown at the panel's foot (None: none now). With no payday
        shown (a table loaded while the choice waits) its payday opens for it, from the view
        or else from the choice's own."""
        self.choice = choice if choice is not None and choice.active else None
        if self.choice is None:
            return
        if not self.open:
            self.steps.resume(view if view is not None else self.choice.payday_view)
            self._offer()
        self.choice.place(choice_rect(self.rect))

    def widgets(self) -> list[Widget]:
        """The panel, the loan choice's buttons and Weiter, in keyboard order (none while no
        payday is shown)."""
        if not self.open:
            return []
        found: list[Widget] = [self]
        if self.choice is not None:
            found.extend(self.choice.widgets())
        found.append(self.weiter)
        return found

    def main_button(self) -> PanelButton | None:
        """What Enter presses now: the choice's Bestätigen, Weiter, or nothing."""
        if not self.open:
            return None
        if self.choice is not None and self.choice.move() is not None:
            return self.choice.confirm_button
        if self.complete and self.weiter.enabled:
            return self.weiter
        return None

    def status(self) -> str:
        """The status line's words while the panel is open ('' when closed)."""
        if not self.open:
            return ""
        if self.choice is not None and self.choice.status():
            return self.choice.status()
        if self.complete:
            return text(KEY + ("hint_end" if self.steps.over else "hint_weiter"))
        return text(KEY + "hint")

    def relabel(self) -> None:
        """The button's words in the current language (the steps keep the words they had)."""
        self.weiter.label = text(KEY + "weiter")
        if self.choice is not None:
            self.choice.relabel()

    # ---- input and time --------------------------------------------------------------------

    def button_rect(self) -> pygame.Rect:
        """Where Weiter lies: bottom right of the panel."""
        button = pygame.Rect((0, 0), BUTTON_SIZE)
        button.bottomright = (self.rect.right - PAD, self.rect.bottom - PAD)
        return button

    def update(self, dt: float) -> None:
        """The steps come up as their time comes; Weiter once all stand."""
        self.steps.update(dt)
        self._offer()
        self.weiter.update(dt)
        if self.choice is not None:
            for button in self.choice.widgets():
                button.update(dt)

    def hurry(self) -> None:
        """Shows every step at once and asks the scene to show its waiting events."""
        self.steps.finish()
        if self.on_hurry is not None:
            self.on_hurry()
        self._offer()

    def press_weiter(self) -> None:
        """Weiter: the payday is read; the panel closes and calls on_continue once."""
        if not self.holding():
            return
        self.steps.close()
        self.choice = None
        self._offer()
        if self.on_continue is not None:
            self.on_continue()

    def press_main(self) -> bool:
        """Enter: the main button, or the rest shown at once; whether anything happened."""
        if not self.open:
            return False
        main = self.main_button()
        if main is not None:
            main.press()
            return True
        if not self.complete:
            self.hurry()
            return True
        return False

    def react(self, intent: Intent) -> bool:
        """A tap on the panel (not on its buttons) or Enter shows the rest at once; Enter
        presses the main button when there is one. Taps on the panel are kept from the table."""
        if not self.open:
            return False
        if intent.kind is IntentKind.CONFIRM:
            return self.press_main()
        if intent.kind is IntentKind.TAP and self.contains(intent.pos):
            if not self.complete:
                self.hurry()
            return True
        return False

    def _offer(self) -> None:
        """Shown while a payday is; Weiter once it is whole."""
        self.visible = self.open
        self.weiter.visible = self.open and self.complete
        self.weiter.enabled = self.weiter.visible

    # ---- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel: title, the players' table, the steps' words; the loan choice's words at
        the foot while one is made (the buttons are widgets of their own)."""
        if not self.open:
            return
        palette = THEME.colours
        draw_pause_frame(surface, self.rect)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        title = self.steps.title()
        size = fit_size(title, inner.width, TITLE_SIZE, True, SMALLEST)
        drawn = draw_text(surface, title, inner.topleft, size, palette.text, True, box=inner)
        top = self._draw_table(surface, inner, drawn.bottom + THEME.spacing.small)
        pygame.draw.line(
            surface, palette.panel_border, (inner.x, top), (inner.right, top), THEME.border_width
        )
        if self.choice is not None:
            bottom = self.choice.rect.top - THEME.spacing.small
        elif self.weiter.visible:
            bottom = self.weiter.rect.top - THEME.spacing.small
        else:
            bottom = inner.bottom
        words = pygame.Rect(inner.x, top + THEME.spacing.small, inner.width, 0)
        words.height = max(0, bottom - words.y)
        self._draw_words(surface, words)
        if self.choice is not None:
            self.choice.draw(surface)
        elif self.weiter.visible:
            hint = text(KEY + ("hint_end" if self.steps.over else "hint_weiter"))
            room = pygame.Rect(
                inner.x, self.weiter.rect.y, self.weiter.rect.left - inner.x - PAD, BUTTON_SIZE[1]
            )
            hint_size = fit_size(hint, max(1, room.width), WORDS_SIZE - 2, False, SMALLEST)
            draw_text(
                surface,
                hint,
                (room.x, room.centery),
                hint_size,
                palette.text_muted,
                valign="middle",
                max_width=max(1, room.width),
                box=room,
            )

    def _columns(self, inner: pygame.Rect) -> tuple[int, list[pygame.Rect]]:
        """The name column's width and each number column's span (x and width; the loans
        column is wider: it may tell a Restschuld and cards turned)."""
        name = int(inner.width * NAME_SHARE)
        unit = (inner.width - name) / sum(COLUMN_WEIGHTS)
        spans = []
        left = float(inner.x + name)
        for weight in COLUMN_WEIGHTS:
            spans.append(pygame.Rect(round(left) + 2, 0, round(weight * unit) - 4, 0))
            left += weight * unit
        return name, spans

    def _draw_table(self, surface: pygame.Surface, inner: pygame.Rect, top: int) -> int:
        """The header and a row per player with the cells the shown steps have filled;
        returns where the table ends."""
        palette = THEME.colours
        name_width, spans = self._columns(inner)
        headers = [text(f"{KEY}column.{key}") for key in COLUMNS]
        header_size = min(
            fit_size(words, span.width, HEADER_SIZE, True, SMALLEST)
            for words, span in zip(headers, spans)
        )
        for words, span in zip(headers, spans):
            right = span.right
            box = pygame.Rect(span.x, top, span.width, line_height(header_size, True) + 4)
            draw_text(
                surface,
                words,
                (right, top),
                header_size,
                palette.text_muted,
                True,
                "right",
                box=box,
            )
        top += line_height(header_size, True) + 2
        cells = self.steps.cells()
        newest = self.steps.newest()
        marked = newest.player if newest is not None else -1
        for player, name in enumerate(self.steps.names[: self.steps.players]):
            row = pygame.Rect(inner.x, top, inner.width, ROW_HEIGHT)
            if player == marked and not self.complete:
                pygame.draw.rect(surface, palette.panel, row, border_radius=THEME.small_radius)
            swatch = pygame.Rect(row.x + 2, row.y + 4, SWATCH, row.height - 8)
            pygame.draw.rect(surface, THEME.seat(player), swatch, border_radius=3)
            name_room = pygame.Rect(swatch.right + 6, row.y, name_width - SWATCH - 10, row.height)
            name_size, shown = fitted_name(name, name_room.width, ROW_SIZE, NAME_SMALLEST)
            draw_text(
                surface,
                shown,
                (name_room.x, row.centery),
                name_size,
                palette.text,
                True,
                valign="middle",
                box=name_room,
            )
            for index, key in enumerate(COLUMNS):
                words = cells.get((player, key), "")
                if not words:
                    continue
                span = spans[index]
                right = span.right
                # A cell keeps a gap to its left neighbour, which is right-aligned too.
                box = pygame.Rect(span.x + CELL_GAP, row.y, span.width - CELL_GAP, row.height)
                cell_size = fit_size(words, box.width, ROW_SIZE, key == "fortune", SMALLEST)
                colour = palette.accent if key == "fortune" else palette.text
                draw_text(
                    surface,
                    words,
                    (right, row.centery),
                    cell_size,
                    colour,
                    key == "fortune",
                    "right",
                    valign="middle",
                    box=box,
                )
            top = row.bottom + 2
        return top + THEME.spacing.small

    def _draw_words(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The shown steps' words, newest first (bold, on a mark, in its player's colour at the
        side), as many as the room holds; the newest shrinks to fit when it must."""
        palette = THEME.colours
        gap = THEME.spacing.small
        width = room.width - MARK - gap
        if width <= 0 or room.height <= 0:
            return
        y = room.y
        for index, step in enumerate(reversed(self.steps.shown)):
            newest = index == 0
            size = WORDS_SIZE if newest else OLDER_SIZE
            if newest:
                size = self._newest_size(step, width, room.height)
            lines = lines_of(step.words, size, newest, width)
            height = line_height(size, newest) * len(lines)
            if y + height > room.bottom:
                return
            if newest and not self.complete:
                entry = pygame.Rect(room.x, y, room.width, height).inflate(gap, gap // 2)
                entry.clamp_ip(room.inflate(gap, gap // 2))
                pygame.draw.rect(surface, palette.panel, entry, border_radius=THEME.small_radius)
            side = pygame.Rect(room.x, y + 2, MARK, max(1, height - 4))
            colour = THEME.seat(step.player) if step.player >= 0 else palette.accent
            if step.player >= 0 or newest:
                pygame.draw.rect(surface, colour, side, border_radius=2)
            box = pygame.Rect(room.x + MARK + gap, y, width, height)
            draw_text(
                surface,
                step.words,
                box.topleft,
                size,
                palette.text if newest else palette.text_muted,
                newest,
                max_width=width,
                box=box,
            )
            y += height + gap

    def _newest_size(self, step: PaydayStep, width: int, height: int) -> int:
        """The newest step's size: the usual, smaller where its words would not fit."""
        size = WORDS_SIZE
        while (
            size > SMALLEST
            and line_height(size, True) * len(lines_of(step.words, size, True, width)) > height
        ):
            size -= 1
        return size
