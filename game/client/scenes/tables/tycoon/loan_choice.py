"""The loan choice of a person at a Tycoon payday: how many of his loan cards to redeem now.

`LoanChoice(state, seat, on_submit)` is active while the seat must choose (payday, his turn in
the payday's order). It offers one button per count 0..n with its cost ("Keine", "1 für 11",
"2 für 22"); counts the cash does not cover stand greyed and cannot be chosen. Keys 0–3 (the
buttons' hotkeys, shown as key caps) or a tap choose a count; Enter (`confirm()`, the scene's
main button of the moment) or "Bestätigen" sends the Repay move to on_submit. It says what is
due now and what stays turned (due at the next payday for 12 each), and the cash afterwards.
The count proposed first is the most the cash allows: a card redeemed now costs 11, turned it
costs 12 next time.

The payday panel takes it (`PaydayPanel.set_choice`), places it at its foot
(`place(choice_rect(panel))`), draws its words (`draw(surface)`) and lists its buttons among
its widgets; a digit typed goes to `key(key)`. The clock and the hot-seat curtain are the
table scene's base's: a choice is made only for the seat shown, once its person sees it. Each
count's button explains itself in an info window (`info(count)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.text_layout import draw_text, fit_size, line_height, lines_of
from game.client.theme import THEME
from game.client.widgets import InfoContent
from game.client.widgets.paint import draw_panel
from game.rules.core import Move
from game.rules.tycoon.board import MAX_LOANS_HELD
from game.rules.tycoon.moves import REPAYS, Repay
from game.rules.tycoon.payday import redemption_cost
from game.rules.tycoon.state import PAYDAY, TycoonState
from game.texts import text

KEY = "tycoon.payday.loan."
# What a card costs when redeemed at the payday that offers the choice, and turned at the next.
COST_NOW = redemption_cost(1)
COST_LATER = redemption_cost(2)
PAD = 14
TITLE_SIZE = 22
WORDS_SIZE = 17
SMALLEST = 12
BUTTON_HEIGHT = 46
BUTTON_GAP = 8
CONFIRM_WIDTH = 240
# The height the choice takes at the foot of the payday panel.
CHOICE_HEIGHT = 214
# Room between the choice and the payday panel's edge.
INSET = 8


def choice_rect(panel: pygame.Rect) -> pygame.Rect:
    """Where the choice lies: the foot of the payday panel."""
    height = min(CHOICE_HEIGHT, panel.height - 2 * INSET)
    return pygame.Rect(
        panel.x + INSET, panel.bottom - INSET - height, panel.width - 2 * INSET, height
    )


class LoanChoice:
    """The seat's choice about his loan cards at a payday, by taps and keys."""

    def __init__(
        self,
        state: TycoonState,
        seat: int,
        on_submit: Callable[[Move], None] | None = None,
        names: tuple[str, ...] = (),
    ) -> None:
        self.seat = seat
        self.on_submit = on_submit
        self.name = names[seat] if 0 <= seat < len(names) else text("tycoon.payday.name")
        self.active = (
            state.phase == PAYDAY
            and state.acting == seat
            and bool(state.payday_queue)
            and state.payday_queue[0] == seat
        )
        self.cards = len(state.loans[seat]) if self.active else 0
        # The payday's round and board, for a panel that opens with the choice (a table
        # loaded while the choice waits has shown none of the payday's events).
        self.payday_view: dict[str, Any] = {
            "round": state.round,
            "players": state.players,
            "chains": [chain[:] for chain in state.chains],
            "chain_end": state.chain_end[:],
            "factories": [sites[:] for sites in state.factories],
        }
        self.cash = state.cash[seat]
        legal = set(state.legal_moves(seat)) if self.active else set()
        self.affordable = tuple(count for count in range(self.cards + 1) if REPAYS[count] in legal)
        # Most cards the cash allows: redeemed now a card costs less than turned.
        self.chosen = max(self.affordable) if self.affordable else 0
        self.submitted = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[PanelButton] = []
        for count in range(MAX_LOANS_HELD + 1):
            button = PanelButton(
                "",
                lambda count=count: self.choose(count),
                hotkey=str(count),
                visible=False,
                info=lambda count=count: self.info(count),
            )
            self.buttons.append(button)
        self.confirm_button = PanelButton(
            text(KEY + "confirm"), self.confirm, primary=True, cap="Enter", visible=self.active
        )
        self.relabel()
        self._mark()

    # ---- choosing --------------------------------------------------------------------------

    def cost(self, count: int) -> int:
        """What redeeming this many cards costs now."""
        return count * COST_NOW

    def choose(self, count: int) -> str:
        """Chooses a count; refused in words (nothing changes) when there is no choice now,
        the seat holds fewer cards, or the cash does not cover it."""
        if not self.active or self.submitted:
            return text(KEY + "not_now")
        if not 0 <= count <= self.cards:
            return text(KEY + "no_such", count=self.cards)
        if count not in self.affordable:
            return text(KEY + "too_dear", count=count, cost=self.cost(count), cash=self.cash)
        self.chosen = count
        self._mark()
        return ""

    def key(self, key: str) -> str | None:
        """A key typed: a digit chooses that count (its refusal, or ''); None for other keys."""
        if len(key) == 1 and key.isdigit():
            return self.choose(int(key))
        return None

    def move(self) -> Repay | None:
        """The Repay move of the chosen count (None when there is no choice now)."""
        if not self.active or self.submitted:
            return None
        return REPAYS[self.chosen]

    def confirm(self) -> Move | None:
        """Sends the chosen count (once) to on_submit; the move, or None when none went."""
        move = self.move()
        if move is None:
            return None
        self.submitted = True
        self._mark()
        if self.on_submit is not None:
            self.on_submit(move)
        return move

    # ---- words -----------------------------------------------------------------------------

    def title(self) -> str:
        """'Anna: Darlehen einlösen oder verlängern'."""
        return text(KEY + "title", name=self.name)

    def held_words(self) -> str:
        """The cards held, what redeeming costs now and what a turned card costs next time."""
        key = "held_one" if self.cards == 1 else "held_many"
        return text(KEY + key, count=self.cards, cost=COST_NOW, due=COST_LATER)

    def chosen_words(self, count: int | None = None) -> str:
        """What the chosen count (or this one) does: paid now, cash afterwards, cards turned
        and due."""
        count = self.chosen if count is None else count
        turned = self.cards - count
        cash = self.cash - self.cost(count)
        due = turned * COST_LATER
        if turned == 0:
            return text(KEY + "chosen_all", count=count, cost=self.cost(count), cash=cash)
        if count == 0:
            return text(KEY + "chosen_none", turned=turned, due=due, cash=cash)
        return text(
            KEY + "chosen_some",
            count=count,
            cost=self.cost(count),
            cash=cash,
            turned=turned,
            due=due,
        )

    def info(self, count: int) -> InfoContent:
        """A count's info window: the rule of the choice, and what this count would do now
        (or why the cash does not cover it)."""
        if count in self.affordable:
            for_you = self.chosen_words(count)
        else:
            for_you = text(KEY + "too_dear", count=count, cost=self.cost(count), cash=self.cash)
        return InfoContent(self.option_label(count), [text(KEY + "rule")], [for_you])

    def status(self) -> str:
        """What to do, for the status line ('' when there is no choice now)."""
        if not self.active or self.submitted:
            return ""
        return text(KEY + "status", most=self.cards)

    def option_label(self, count: int) -> str:
        """A count's button: 'Keine', '2 für 22'."""
        if count == 0:
            return text(KEY + "option_zero")
        return text(KEY + "option", count=count, cost=self.cost(count))

    def relabel(self) -> None:
        """The buttons' words in the current language."""
        for count, button in enumerate(self.buttons):
            button.label = self.option_label(count)
        self.confirm_button.label = text(KEY + "confirm")

    # ---- laying out and drawing ------------------------------------------------------------

    def widgets(self) -> list[PanelButton]:
        """The count buttons and Bestätigen, in keyboard order (none when there is no choice)."""
        if not self.active:
            return []
        return [*self.buttons[: self.cards + 1], self.confirm_button]

    def place(self, rect: pygame.Rect) -> None:
        """Lays the choice out in rect: the count buttons in a row, Bestätigen at the foot."""
        self.rect = pygame.Rect(rect)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        counts = self.cards + 1
        width = min(160, (inner.width - (counts - 1) * BUTTON_GAP) // max(1, counts))
        top = inner.y + self._words_height(inner.width) + BUTTON_GAP
        for count, button in enumerate(self.buttons):
            button.visible = self.active and count <= self.cards
            button.rect = pygame.Rect(
                inner.x + count * (width + BUTTON_GAP), top, width, BUTTON_HEIGHT
            )
        self.confirm_button.visible = self.active
        self.confirm_button.rect = pygame.Rect(
            inner.right - CONFIRM_WIDTH, inner.bottom - BUTTON_HEIGHT, CONFIRM_WIDTH, BUTTON_HEIGHT
        )
        self._mark()

    def _words_height(self, width: int) -> int:
        """The height of the title and the held words above the buttons."""
        title = line_height(self._title_size(width), True)
        return title + line_height(WORDS_SIZE) * len(
            lines_of(self.held_words(), WORDS_SIZE, False, width)
        )

    def _title_size(self, width: int) -> int:
        """The title's size, smaller for a long name."""
        return fit_size(self.title(), max(1, width), TITLE_SIZE, True, SMALLEST)

    def _mark(self) -> None:
        """The chosen count's button marked; counts the cash does not cover greyed."""
        for count, button in enumerate(self.buttons):
            button.marked = count == self.chosen
            button.enabled = count in self.affordable and not self.submitted
        self.confirm_button.enabled = self.active and not self.submitted

    def draw(self, surface: pygame.Surface) -> None:
        """The choice's panel: title, what the cards cost now and later, the cash, the count
        buttons, what the chosen count does, and Bestätigen (the widgets draw the buttons; the
        scene draws them with its widgets, this draws the words)."""
        if not self.active:
            return
        palette = THEME.colours
        draw_panel(surface, self.rect, palette.panel, palette.accent, THEME.small_radius)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        size = self._title_size(inner.width)
        cash = text(KEY + "cash", cash=self.cash)
        cash_size = fit_size(cash, inner.width // 3, WORDS_SIZE + 2, True, SMALLEST)
        cash_box = draw_text(
            surface,
            cash,
            (inner.right, inner.y),
            cash_size,
            palette.accent,
            True,
            "right",
            box=inner,
        )
        title_room = pygame.Rect(inner.x, inner.y, cash_box.left - inner.x - BUTTON_GAP, 0)
        size = fit_size(self.title(), max(1, title_room.width), TITLE_SIZE, True, SMALLEST)
        drawn = draw_text(surface, self.title(), inner.topleft, size, palette.text, True, box=inner)
        top = inner.y + max(line_height(self._title_size(inner.width), True), drawn.height)
        draw_text(
            surface,
            self.held_words(),
            (inner.x, top),
            WORDS_SIZE,
            palette.text_muted,
            max_width=inner.width,
            box=inner,
        )
        below = self.confirm_button.rect.top
        room = pygame.Rect(
            inner.x,
            below,
            self.confirm_button.rect.left - inner.x - BUTTON_GAP,
            inner.bottom - below,
        )
        words = self.chosen_words()
        words_size = WORDS_SIZE
        while (
            words_size > SMALLEST
            and line_height(words_size, True) * len(lines_of(words, words_size, True, room.width))
            > room.height
        ):
            words_size -= 1
        draw_text(
            surface,
            words,
            (room.x, room.centery),
            words_size,
            palette.text,
            True,
            max_width=max(1, room.width),
            valign="middle",
            box=room,
        )
