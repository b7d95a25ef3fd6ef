"""The panel right of the site: companies, stacks, action points, cards and the action buttons.

From top to bottom: the company bar (one row per company in its seat colour: score, what a
scoring now would bring, foremen on the site and in reserve, cards, in Profi the city order's
progress; an info window tells who gets how many points in which house), the city order,
"Deine Stapel" (keys 1–4), the action points with what the turn did, the hand cards and the
action buttons. The panel only reads the scene (its view, legal moves and selection) and calls
the scene's actions; it never changes the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client.scenes.tables import speedchicago_selection as sel
from game.client.scenes.tables.speedchicago_words import card_name, house_name
from game.client.text_layout import (
    draw_text,
    fit_size,
    line_height,
    lines_of,
    measure,
    render_text,
)
from game.client.theme import THEME, Colour
from game.client.widgets import Button, InfoContent, Widget
from game.client.widgets.button import draw_key_cap, key_label
from game.client.widgets.paint import darker, draw_focus_ring, draw_panel, mix
from game.rules.speedchicago.moves import DRAW, END_TURN, LEAVE_PHOTOGRAPHER, UNDO, Insert, PlayCard
from game.rules.speedchicago.tables import (
    ACTION_POINTS,
    CARD_RANK,
    CARDS,
    EXTRA_ACTION_POINTS,
    PHOTO_BONUS,
    PHOTO_FLOOR,
    ROUNDS,
)
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

PANEL_RECT = pygame.Rect(1440, 104, 456, 960)
PADDING = 12
GAP = 12
ROW_GAP = 6
STRIP_WIDTH = 10
NAME_SIZE = 22
DETAIL_SIZE = 17
ORDER_SIZE = 16
ORDER_PADDING = 6
HEADING_SIZE = 22
SMALLEST_SIZE = 14
STACK_HEIGHT = 52
STACK_GAP = 8
MOST_STACKS = max(max(rounds) for rounds in ROUNDS.values())
CARD_HEIGHT = (38, 56)
CARD_GAP = 6
ACTION_HEIGHT = 50
ACTION_GAP = 8
UNDO_SHARE = 0.4
PIP_RADIUS = 9
PIP_STEP = 24
BLOCK_SIZE = (34, 12)
BLOCK_GAP = 3
MARK_WIDTH = 3
# The floors' colour in the panel: the orange of the floors on the site.
FLOOR_COLOUR: Colour = (236, 146, 62)
SETUP_HINTS = {
    "stones": "chicago_panel.hint_stones",
    "foremen": "chicago_panel.hint_foremen",
    "photographer": "chicago_panel.hint_photographer",
}
ENTER_KEY = "enter"
# How each card is played, as its info window tells it (the rest: tap, then the target).
CARD_HOW = {
    "kletterseil": "chicago_panel.info.card_walk",
    "schraegzug": "chicago_panel.info.card_walk",
    "treppenhaus": "chicago_panel.info.card_walk",
    "hebebuehne": "chicago_panel.info.card_lift",
    "abrisstrupp": "chicago_panel.info.card_demolish",
    "ueberstunden": "chicago_panel.info.card_at_once",
    "doppelschicht": "chicago_panel.info.card_at_once",
}
BUTTON_PADDING = 10


@dataclass
class PanelLayout:
    """Where the panel's drawn parts lie (the widgets carry their own rectangles)."""

    order: pygame.Rect | None = None
    stacks_heading: pygame.Rect | None = None
    points: pygame.Rect | None = None
    status: pygame.Rect | None = None
    cards_heading: pygame.Rect | None = None
    detailed_rows: bool = True
    status_lines: list[str] = field(default_factory=list)


# ---- the panel's widgets ----------------------------------------------------------------------


class CompanyRow(Widget):
    """One company's row in the company bar: it draws nothing itself (the panel paints the bar)
    and is there for its info window on hover and long press."""

    def __init__(self, company: int, info: Callable[[], InfoContent | None]) -> None:
        super().__init__((0, 0, 0, 0), focusable=False, info=info)
        self.company = company
        self.acting = False


class PanelButton(Button):
    """A button of the narrow panel: little padding, the label shrunk to fit, an optional key
    cap (its hotkey, or a key that reaches it otherwise, such as Enter), and a marked look."""

    def __init__(
        self,
        label: str,
        on_press: Callable[[], None],
        hotkey: str | None = None,
        primary: bool = False,
        *,
        cap: str | None = None,
        visible: bool = True,
        info: Callable[[], InfoContent | None] | None = None,
    ) -> None:
        super().__init__((0, 0, 0, 0), label, on_press, hotkey, primary, visible=visible, info=info)
        self.cap = cap if cap is not None else hotkey
        self.marked = False
        # A size shared with neighbouring buttons (the hand cards), else each label fits itself.
        self.label_size: int | None = None

    def largest_size(self) -> int:
        """The largest label size the button's height allows."""
        return min(THEME.fonts.small, self.rect.height // 2)

    def label_room(self) -> int:
        """How wide the label may be (without a key cap)."""
        return max(1, self.rect.width - 2 * BUTTON_PADDING)

    def look(self) -> tuple[Colour, Colour, Colour | None]:
        """Fill, text and border colour; marked buttons in the accent."""
        palette = THEME.colours
        if self.marked:
            return palette.accent, palette.text_on_accent, palette.accent_pressed
        return self.colours()

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The face, the label fitted to the room left by the key cap, the focus ring."""
        if not self.visible:
            return
        fill, text_colour, border = self.look()
        face = self.rect.move(0, 2) if self.pressed else self.rect
        draw_panel(
            surface,
            face,
            fill,
            border,
            THEME.small_radius,
            shadow=self.enabled and not self.pressed,
            border_width=MARK_WIDTH if self.marked else None,
        )
        content = face.inflate(-2 * BUTTON_PADDING, 0)
        if self.cap:
            cap_width = (
                render_text(key_label(self.cap), THEME.fonts.tiny, text_colour, True).get_width()
                + THEME.spacing.medium
            )
            cap_colour = (
                text_colour
                if self.primary or not self.enabled or self.marked
                else THEME.colours.text_muted
            )
            draw_key_cap(
                surface, self.cap, (content.right - cap_width // 2, face.centery), cap_colour
            )
            content.width -= cap_width + THEME.spacing.small
        size = self.label_size or fit_size(
            self.label, max(1, content.width), self.largest_size(), True, SMALLEST_SIZE
        )
        draw_text(
            surface,
            _elided(self.label, size, content.width, True),
            content.center,
            size,
            text_colour,
            True,
            "center",
            valign="middle",
        )
        if focused:
            draw_focus_ring(surface, self.rect, THEME.small_radius)


class StackButton(Button):
    """One of the shown company's stacks: its floors as little blocks, its key 1–4."""

    def __init__(self, index: int, on_press: Callable[[], None]) -> None:
        super().__init__((0, 0, 0, 0), "", on_press, hotkey=str(index + 1), visible=False)
        self.index = index
        self.floors = 0
        self.marked = False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The button with its blocks; marked (chosen this turn or selected) in the accent."""
        if not self.visible:
            return
        palette = THEME.colours
        fill, _, border = self.colours()
        if self.marked:
            fill, border = mix(palette.panel_raised, palette.accent, 0.22), palette.accent
        face = self.rect.move(0, 2) if self.pressed else self.rect
        draw_panel(
            surface,
            face,
            fill,
            border,
            THEME.small_radius,
            shadow=self.enabled and not self.pressed,
            border_width=MARK_WIDTH if self.marked else None,
        )
        block_colour = FLOOR_COLOUR if self.enabled or self.marked else darker(FLOOR_COLOUR, 0.45)
        width, height = BLOCK_SIZE
        cap_colour = palette.accent if self.marked else palette.text_muted
        cap_width = (
            render_text(
                key_label(self.hotkey or ""), THEME.fonts.tiny, cap_colour, True
            ).get_width()
            + THEME.spacing.medium
        )
        room = face.width - cap_width - BUTTON_PADDING
        left = face.x + max(BUTTON_PADDING, (room - width) // 2)
        bottom = face.bottom - (face.height - 3 * height - 2 * BLOCK_GAP) // 2
        for level in range(min(self.floors, 3)):
            block = pygame.Rect(
                left, bottom - (level + 1) * height - level * BLOCK_GAP, width, height
            )
            pygame.draw.rect(surface, block_colour, block, 0, 3)
            pygame.draw.rect(surface, darker(block_colour, 0.35), block, 2, 3)
        if self.floors == 0:
            empty = pygame.Rect(left, bottom - height, width, height)
            pygame.draw.rect(surface, palette.text_muted, empty, 1, 3)
        if self.hotkey:
            draw_key_cap(
                surface,
                self.hotkey,
                (face.right - BUTTON_PADDING - cap_width // 2, face.centery),
                cap_colour,
            )
        if focused:
            draw_focus_ring(surface, self.rect, THEME.small_radius)


class CardButton(PanelButton):
    """A hand card: its name; marked while it is being played."""

    def __init__(self, on_press: Callable[[str], None]) -> None:
        super().__init__("", self._pressed_card, visible=False)
        self.card = ""
        self._on_card = on_press

    def _pressed_card(self) -> None:
        """Tells the panel which card was pressed."""
        self._on_card(self.card)


# ---- the panel --------------------------------------------------------------------------------


class ChicagoPanel:
    """Everything right of the site."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self.rect = PANEL_RECT.copy()
        companies = len(scene.table.setup.seats)
        self.rows = [
            CompanyRow(company, self._company_info_of(company)) for company in range(companies)
        ]
        self.stack_buttons = [
            StackButton(index, self._stack_chooser(index)) for index in range(MOST_STACKS)
        ]
        self.card_buttons = [CardButton(self._choose_card) for _ in CARDS]
        self.insert_button = PanelButton(
            "", lambda: self.scene.start_insert(), "e", info=self._action_info("insert")
        )
        self.draw_button = PanelButton(
            "", lambda: self.scene.draw_card(), "k", info=self._action_info("draw")
        )
        self.undo_button = PanelButton(
            "", lambda: self.scene.undo(), "z", info=self._action_info("undo")
        )
        # Enter reaches the primary button as a confirmation; the key cap only says so.
        self.end_button = PanelButton(
            "",
            lambda: self.scene.end_turn(),
            primary=True,
            cap=ENTER_KEY,
            info=self._action_info("end"),
        )
        self.photo_button = PanelButton(
            "", lambda: self.scene.leave_photographer(), primary=True, visible=False
        )
        self.layout = PanelLayout()
        self._picture: pygame.Surface | None = None
        self._hand: list[str] = []

    # ---- what the panel reads -----------------------------------------------------------------

    @property
    def view(self) -> dict[str, Any] | None:
        """The rules view the scene shows."""
        return self.scene.view_data

    @property
    def you(self) -> int | None:
        """The shown company."""
        return self.scene.shown_seat

    def name_of(self, company: int) -> str:
        """A company's name (its seat's)."""
        return self.scene.table.setup.seats[company].name

    def acting_company(self) -> int | None:
        """The company to act now, or None."""
        view = self.view
        if view is None or not view["acting"]:
            return None
        acting: int = view["acting"][0]
        return acting

    def hand(self) -> list[str]:
        """The shown company's hand cards in the cards' own order."""
        view = self.view
        you = self.you
        if view is None or you is None:
            return []
        cards = view["hands"][you] or []
        return sorted(cards, key=lambda card: CARD_RANK.get(card, len(CARD_RANK)))

    def stacks(self) -> list[int]:
        """The shown company's stacks (used-up stacks are gone)."""
        view = self.view
        you = self.you
        if view is None or you is None or you >= len(view["stacks"]):
            return []
        return list(view["stacks"][you])

    def foremen_on_site(self, company: int) -> int:
        """How many of a company's foremen stand on the site."""
        view = self.view
        return 0 if view is None else sum(figure == company for figure in view["figures"])

    def action_points_total(self) -> int:
        """The turn's action points: 5, or more with Überstunden or Doppelschicht."""
        view = self.view
        if view is None:
            return ACTION_POINTS
        card = view["turn"]["card_played"]
        return max(ACTION_POINTS + EXTRA_ACTION_POINTS.get(card, 0), view["turn"]["action_points"])

    def in_turn(self) -> bool:
        """Whether the game is in its turns (not set-up, photographer decision or over)."""
        return self.view is not None and self.view["phase"] == "turn"

    def card_playable(self, card: str) -> bool:
        """Whether a hand card has a legal move now."""
        return any(isinstance(move, PlayCard) and move.card == card for move in self.scene.legal)

    def stack_marked(self, index: int) -> bool:
        """The stack chosen this turn, or the one selected to build from."""
        view = self.view
        selection = self.scene.selection
        if view is not None and view["turn"]["stack"] == index and self.you in view["acting"]:
            return True
        return selection.mode == sel.BUILDING and selection.stack == index

    # ---- following the scene ------------------------------------------------------------------

    def widgets(self) -> list[Widget]:
        """The panel's widgets in keyboard order: stacks, cards, actions (rows take no focus)."""
        return [
            *self.rows,
            *self.stack_buttons,
            *self.card_buttons,
            self.insert_button,
            self.draw_button,
            self.undo_button,
            self.photo_button,
            self.end_button,
        ]

    def refresh(self) -> None:
        """The view or the selection changed: every widget's state and the layout anew."""
        scene = self.scene
        legal = scene.legal
        view = self.view
        hand = self.hand()
        grown = len(hand) > len(self.card_buttons)
        while len(self.card_buttons) < len(hand):
            self.card_buttons.append(CardButton(self._choose_card))
        self._hand = hand
        acting = self.acting_company()
        for row in self.rows:
            row.acting = row.company == acting
        stacks = self.stacks() if self.in_turn() else []
        for index, button in enumerate(self.stack_buttons):
            button.visible = index < len(stacks)
            button.floors = stacks[index] if index < len(stacks) else 0
            button.marked = button.visible and self.stack_marked(index)
            button.enabled = button.visible and any(
                getattr(move, "stack", -1) == index for move in legal
            )
            button.set_info(self._stack_info(index))
        selection = scene.selection
        show_cards = (
            view is not None and self.you is not None and view["phase"] in ("turn", "photo")
        )
        for index, button in enumerate(self.card_buttons):
            card = hand[index] if show_cards and index < len(hand) else ""
            button.visible = bool(card)
            button.card = card
            button.label = card_name(card) if card else ""
            button.enabled = bool(card) and self.card_playable(card)
            button.marked = (
                bool(card)
                and selection.card == card
                and selection.mode in (sel.CARD_SOURCE, sel.CARD_TARGET)
            )
            button.set_info(self._card_info(card) if card else None)
        profi = bool(view and view["options"].get("variant") == "profi")
        in_turn = self.in_turn() and self.you is not None
        photo = scene.photo_decision
        self.insert_button.visible = in_turn
        self.insert_button.enabled = any(isinstance(move, Insert) for move in legal)
        self.draw_button.visible = in_turn and not profi
        self.draw_button.enabled = DRAW in legal
        self.undo_button.visible = in_turn
        self.undo_button.enabled = UNDO in legal
        self.end_button.visible = in_turn
        self.end_button.enabled = END_TURN in legal
        self.photo_button.visible = photo
        self.photo_button.enabled = photo and LEAVE_PHOTOGRAPHER in legal
        self._relabel_buttons()
        self._lay_out()
        self._picture = None
        if grown:
            scene.refresh_widgets()

    def relabel(self) -> None:
        """The language changed: labels, wrapped texts and the layout anew."""
        self.refresh()

    def _relabel_buttons(self) -> None:
        """The action buttons' labels in the current language."""
        self.insert_button.label = text("chicago_panel.insert")
        self.draw_button.label = text("chicago_panel.draw")
        self.undo_button.label = text("chicago_panel.undo")
        self.end_button.label = text("chicago_panel.end_turn")
        self.photo_button.label = text("chicago_panel.photo_stay")

    # ---- actions ------------------------------------------------------------------------------

    def _stack_chooser(self, index: int) -> Callable[[], None]:
        """The press of stack button index: build from that stack."""

        def choose() -> None:
            self.scene.choose_stack(index)

        return choose

    def _choose_card(self, card: str) -> None:
        """A card button was pressed."""
        if card:
            self.scene.choose_card(card)

    # ---- layout -------------------------------------------------------------------------------

    def row_lines(self, company: int, detailed: bool) -> list[tuple[str, Colour]]:
        """The lines of a company's row below its name: crew and cards, order progress, the
        open hand (with detailed)."""
        view = self.view
        palette = THEME.colours
        if view is None:
            return []
        lines = [
            (
                text(
                    "chicago_panel.crew",
                    site=self.foremen_on_site(company),
                    reserve=view["reserve"][company],
                    cards=view["hand_sizes"][company],
                ),
                palette.text_muted,
            )
        ]
        progress = view["order_progress"][company] if view["city_order"] else None
        if progress is not None:
            have, need = progress
            words = text(f"speedchicago.orders.{view['city_order']}.progress", have=have, need=need)
            lines.append((words, palette.success if have >= need else palette.text))
        if detailed and company != self.you:
            hand_line = self._open_hand_line(company)
            if hand_line:
                lines.append((hand_line, palette.text_muted))
        return lines

    def _open_hand_line(self, company: int) -> str:
        """Another company's open hand ('Hand: Kletterseil, Hebebühne'); in Profi, where every
        hand starts with all ten, the cards it has played instead."""
        view = self.view
        assert view is not None
        hand = view["hands"][company]
        if hand is None:
            return ""
        if view["options"].get("variant") == "profi":
            played = view["played"][company]
            if not played:
                return ""
            return text("chicago_panel.played", cards=", ".join(card_name(card) for card in played))
        if not hand:
            return text("chicago_panel.hand_empty")
        ordered = sorted(hand, key=lambda card: CARD_RANK.get(card, len(CARD_RANK)))
        return text("chicago_panel.hand", cards=", ".join(card_name(card) for card in ordered))

    def row_height(self, company: int, detailed: bool) -> int:
        """A company row's height: the name line and its detail lines."""
        lines = len(self.row_lines(company, detailed))
        return (
            2 * THEME.spacing.small
            + line_height(NAME_SIZE, True)
            + lines * line_height(DETAIL_SIZE)
        )

    def _lay_out(self) -> None:
        """Places rows, sections and buttons from the top down, actions at the bottom; the
        cards take what is left (the open hands' lines go first when room runs short)."""
        for detailed in (True, False):
            if self._place_all(detailed) or not detailed:
                return

    def _place_all(self, detailed: bool) -> bool:
        """One try at the layout; False when the cards would not fit."""
        view = self.view
        layout = PanelLayout(detailed_rows=detailed)
        self.layout = layout
        inner = self.rect.inflate(-2 * PADDING, -2 * PADDING)
        y = inner.top
        for row in self.rows:
            height = self.row_height(row.company, detailed)
            row.rect = pygame.Rect(inner.x, y, inner.width, height)
            y += height + ROW_GAP
        y += GAP - ROW_GAP
        if view is not None and view["city_order"]:
            height = self._order_height(inner.width)
            layout.order = pygame.Rect(inner.x, y, inner.width, height)
            y += height + GAP
        heading = line_height(HEADING_SIZE, True)
        if any(button.visible for button in self.stack_buttons) or (
            self.in_turn() and self.you is not None
        ):
            layout.stacks_heading = pygame.Rect(inner.x, y, inner.width, heading)
            y += heading + THEME.spacing.tiny
            width = (inner.width - (MOST_STACKS - 1) * STACK_GAP) // MOST_STACKS
            for index, button in enumerate(self.stack_buttons):
                button.rect = pygame.Rect(
                    inner.x + index * (width + STACK_GAP), y, width, STACK_HEIGHT
                )
            y += STACK_HEIGHT + GAP
        if self.in_turn():
            layout.points = pygame.Rect(inner.x, y, inner.width, 2 * PIP_RADIUS + 8)
            y += layout.points.height + THEME.spacing.tiny
        status = self.status_text()
        layout.status_lines = lines_of(status, DETAIL_SIZE, False, inner.width) if status else []
        if layout.status_lines:
            height = len(layout.status_lines) * line_height(DETAIL_SIZE)
            layout.status = pygame.Rect(inner.x, y, inner.width, height)
            y += height + GAP
        bottom = self._place_actions(inner)
        return self._place_cards(inner, y, bottom)

    def _place_actions(self, inner: pygame.Rect) -> int:
        """The action buttons at the bottom; returns the top of the action area."""
        half = (inner.width - ACTION_GAP) // 2
        lower = pygame.Rect(inner.x, inner.bottom - ACTION_HEIGHT, inner.width, ACTION_HEIGHT)
        upper = lower.move(0, -(ACTION_HEIGHT + ACTION_GAP))
        self.photo_button.rect = lower.copy()
        if self.photo_button.visible and not self.end_button.visible:
            return lower.top
        # Zug beenden gets the larger part: its label and the Enter cap need the room.
        undo_width = round((inner.width - ACTION_GAP) * UNDO_SHARE)
        self.undo_button.rect = pygame.Rect(lower.x, lower.y, undo_width, ACTION_HEIGHT)
        self.end_button.rect = pygame.Rect(
            lower.x + undo_width + ACTION_GAP,
            lower.y,
            inner.width - undo_width - ACTION_GAP,
            ACTION_HEIGHT,
        )
        self.insert_button.rect = pygame.Rect(upper.x, upper.y, half, ACTION_HEIGHT)
        self.draw_button.rect = pygame.Rect(upper.right - half, upper.y, half, ACTION_HEIGHT)
        if not self.draw_button.visible:
            # Profi draws no cards: Einsetzen takes the whole upper row.
            self.insert_button.rect = upper.copy()
        if not self.insert_button.visible:
            return lower.top
        return upper.top

    def _place_cards(self, inner: pygame.Rect, top: int, bottom: int) -> bool:
        """The hand cards in two (or three) columns between top and bottom."""
        layout = self.layout
        shown = [button for button in self.card_buttons if button.visible]
        if not shown and not (self.you is not None and self.in_turn()):
            return True
        heading = line_height(HEADING_SIZE, True)
        layout.cards_heading = pygame.Rect(inner.x, top, inner.width, heading)
        grid_top = top + heading + THEME.spacing.tiny
        room = bottom - GAP - grid_top
        low, high = CARD_HEIGHT
        for columns in (2, 3):
            rows = max(1, math.ceil(len(shown) / columns))
            height = min(high, (room - (rows - 1) * CARD_GAP) // rows)
            if height >= low or columns == 3:
                break
        height = max(height, low)
        width = (inner.width - (columns - 1) * CARD_GAP) // columns
        for index, button in enumerate(shown):
            row, column = divmod(index, columns)
            button.rect = pygame.Rect(
                inner.x + column * (width + CARD_GAP),
                grid_top + row * (height + CARD_GAP),
                width,
                height,
            )
        # One label size for the whole hand, so that the cards look alike.
        sizes = [
            fit_size(button.label, button.label_room(), button.largest_size(), True, SMALLEST_SIZE)
            for button in shown
        ]
        for button in shown:
            button.label_size = min(sizes)
        fits = grid_top + rows * height + (rows - 1) * CARD_GAP <= bottom - GAP + 1
        return fits or columns == 3 and not layout.detailed_rows

    def _order_height(self, width: int) -> int:
        """The city order block: its name and its goal, wrapped."""
        view = self.view
        assert view is not None
        goal = text(f"speedchicago.orders.{view['city_order']}.goal")
        lines = len(lines_of(goal, ORDER_SIZE, False, width - 2 * ORDER_PADDING))
        return 2 * ORDER_PADDING + line_height(DETAIL_SIZE, True) + lines * line_height(ORDER_SIZE)

    # ---- words --------------------------------------------------------------------------------

    def status_text(self) -> str:
        """What the turn did, or what to do now (set-up, photographer, a lifted floor)."""
        view = self.view
        if view is None:
            return ""
        phase = view["phase"]
        mine = self.you is not None and self.you in view["acting"]
        if phase in SETUP_HINTS:
            return text(SETUP_HINTS[phase]) if mine else ""
        if phase == "photo":
            if self.scene.photo_decision:
                return text("chicago_panel.photo_hint")
            acting = self.acting_company()
            return (
                text("chicago_panel.photo_other", name=self.name_of(acting))
                if acting is not None
                else ""
            )
        if phase != "turn":
            return ""
        turn = view["turn"]
        if mine and turn["lifted"] >= 0:
            return text("chicago_panel.hint_lifted")
        done = []
        if turn["card_played"]:
            done.append(text("chicago_panel.did_card", card=card_name(turn["card_played"])))
        if turn["drawn"]:
            done.append(text("chicago_panel.did_draw"))
        return " · ".join(done)

    def points_label(self) -> str:
        """'Deine Aktionspunkte' or 'Aktionspunkte · Rot'."""
        acting = self.acting_company()
        if acting is None or acting == self.you:
            return text("chicago_panel.points_own")
        return text("chicago_panel.points_other", name=self.name_of(acting))

    # ---- info windows -------------------------------------------------------------------------

    def _company_info_of(self, company: int) -> Callable[[], InfoContent | None]:
        """The info source of one company's row."""

        def info() -> InfoContent | None:
            return self.company_info(company)

        return info

    def company_info(self, company: int) -> InfoContent | None:
        """Who gets how many points in which house, the photographer and the city order."""
        view = self.view
        if view is None:
            return None
        now = view["scoring_now"][company]
        foundations = view["foundations"]
        rule = [
            text(
                "chicago_panel.info.house",
                house=house_name(house, foundations),
                area=area,
                floor=floor,
                points=points,
            )
            for house, area, floor, points in now["houses"]
        ]
        if not rule:
            rule.append(text("chicago_panel.info.no_house"))
        rule.append(self._photographer_words(now["photographer"]))
        if view["city_order"]:
            order_name = text(f"speedchicago.orders.{view['city_order']}.name")
            if now["city_order"]:
                rule.append(
                    text("chicago_panel.info.order_yes", name=order_name, points=now["city_order"])
                )
            else:
                have, need = view["order_progress"][company]
                progress = text(
                    f"speedchicago.orders.{view['city_order']}.progress", have=have, need=need
                )
                rule.append(text("chicago_panel.info.order_no", name=order_name, progress=progress))
        for_you = [
            text("chicago_panel.info.total", points=now["total"]),
            text(
                "chicago_panel.info.crew",
                site=self.foremen_on_site(company),
                reserve=view["reserve"][company],
            ),
        ]
        hand = view["hands"][company]
        if hand is None and view["hand_sizes"][company]:
            for_you.append(
                text("chicago_panel.info.hand_hidden", count=view["hand_sizes"][company])
            )
        elif hand:
            ordered = sorted(hand, key=lambda card: CARD_RANK.get(card, len(CARD_RANK)))
            for_you.append(
                text(
                    "chicago_panel.info.hand", cards=", ".join(card_name(card) for card in ordered)
                )
            )
        else:
            for_you.append(text("chicago_panel.hand_empty"))
        title = text(
            "chicago_panel.info.company", name=self.name_of(company), score=view["scores"][company]
        )
        return InfoContent(title, rule, for_you)

    def _photographer_words(self, bonus: int) -> str:
        """The photographer's bonus for a company, or what it would take."""
        view = self.view
        assert view is not None
        year = min(max(view["year_index"], 0), len(PHOTO_FLOOR) - 1)
        field_of = view["photographer"]
        if field_of < 0 or view["house_of"][field_of] < 0:
            return text("chicago_panel.info.photo_away")
        house = house_name(view["house_of"][field_of], view["foundations"])
        if bonus:
            return text(
                "chicago_panel.info.photo_yes", house=house, floor=PHOTO_FLOOR[year], points=bonus
            )
        return text(
            "chicago_panel.info.photo_no",
            house=house,
            floor=PHOTO_FLOOR[year],
            points=PHOTO_BONUS[year],
        )

    def _card_info(self, card: str) -> Callable[[], InfoContent | None]:
        """The info source of a hand card: its effect and whether and how it can be played."""

        def info() -> InfoContent | None:
            view = self.view
            lines: list[str] = []
            if view is not None and self.in_turn() and self.you in view["acting"]:
                if view["turn"]["card_played"]:
                    lines.append(text("chicago_panel.info.card_done"))
                elif not self.card_playable(card):
                    lines.append(text("chicago_panel.info.card_blocked"))
                else:
                    lines.append(text(CARD_HOW.get(card, "chicago_panel.info.card_target")))
            return InfoContent(card_name(card), [text(f"speedchicago.cards.{card}.effect")], lines)

        return info

    def _stack_info(self, index: int) -> Callable[[], InfoContent | None]:
        """The info source of a stack button."""

        def info() -> InfoContent | None:
            stacks = self.stacks()
            if index >= len(stacks):
                return None
            view = self.view
            lines: list[str] = []
            if view is not None and view["turn"]["stack"] >= 0 and self.you in view["acting"]:
                if view["turn"]["stack"] != index:
                    lines.append(
                        text("chicago_panel.info.stack_other", number=view["turn"]["stack"] + 1)
                    )
            return InfoContent(
                text("chicago_panel.info.stack_title", number=index + 1, floors=stacks[index]),
                [
                    text("chicago_panel.info.stack_rule", number=index + 1),
                    text("chicago_panel.info.stack_end"),
                ],
                lines,
            )

        return info

    def _action_info(self, action: str) -> Callable[[], InfoContent | None]:
        """The info source of an action button."""

        def info() -> InfoContent | None:
            return InfoContent(
                text(f"chicago_panel.{action if action != 'end' else 'end_turn'}"),
                [text(f"chicago_panel.info.action_{action}")],
            )

        return info

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the panel (its buttons draw themselves with the scene's widgets)."""
        if self._picture is None:
            self._picture = self._paint()
        surface.blit(self._picture, self.rect)

    def _paint(self) -> pygame.Surface:
        """The panel's background, company bar, city order, headings, points and words."""
        palette = THEME.colours
        picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        offset = (-self.rect.x, -self.rect.y)
        draw_panel(picture, picture.get_rect(), palette.panel, palette.panel_border)
        if self.view is None:
            return picture
        for row in self.rows:
            self._paint_row(picture, row, row.rect.move(offset))
        layout = self.layout
        if layout.order is not None:
            self._paint_order(picture, layout.order.move(offset))
        if layout.stacks_heading is not None:
            self._paint_stacks_heading(picture, layout.stacks_heading.move(offset))
        if layout.points is not None:
            self._paint_points(picture, layout.points.move(offset))
        if layout.status is not None:
            colour = (
                palette.accent
                if self.view["phase"] != "turn" or (self.view["turn"]["lifted"] >= 0)
                else palette.text_muted
            )
            self._paint_lines(picture, layout.status_lines, layout.status.move(offset), colour)
        if layout.cards_heading is not None:
            self._paint_cards_heading(picture, layout.cards_heading.move(offset))
        return picture

    def _paint_row(self, picture: pygame.Surface, row: CompanyRow, rect: pygame.Rect) -> None:
        """One company: seat strip, name, score and 'jetzt +N', then its detail lines."""
        view = self.view
        assert view is not None
        palette = THEME.colours
        company = row.company
        draw_panel(
            picture,
            rect,
            palette.panel_raised if row.acting else palette.background_light,
            palette.accent if row.acting else None,
            THEME.small_radius,
            border_width=MARK_WIDTH,
        )
        strip = pygame.Rect(rect.x, rect.y, STRIP_WIDTH, rect.height)
        pygame.draw.rect(
            picture, THEME.seat(company), strip, 0, -1, THEME.small_radius, 0, THEME.small_radius, 0
        )
        left = rect.x + STRIP_WIDTH + THEME.spacing.small
        right = rect.right - THEME.spacing.small
        top = rect.y + THEME.spacing.small
        now = view["scoring_now"][company]["total"]
        now_words = text("chicago_panel.now", points=now)
        now_rect = draw_text(
            picture,
            now_words,
            (right, top + 2),
            DETAIL_SIZE,
            palette.success if now > 0 else palette.text_muted,
            True,
            "right",
        )
        score_words = text("chicago_panel.score", score=view["scores"][company])
        score_rect = draw_text(
            picture,
            score_words,
            (now_rect.left - THEME.spacing.small, top),
            NAME_SIZE,
            palette.text,
            True,
            "right",
        )
        name = self.name_of(company)
        if company == self.you:
            name = text("chicago_panel.you", name=name)
        room = max(1, score_rect.left - THEME.spacing.small - left)
        draw_text(
            picture,
            name,
            (left, top),
            fit_size(name, room, NAME_SIZE, True, SMALLEST_SIZE),
            THEME.seat(company),
            True,
        )
        y = top + line_height(NAME_SIZE, True)
        for words, colour in self.row_lines(company, self.layout.detailed_rows):
            size = fit_size(words, right - left, DETAIL_SIZE, False, SMALLEST_SIZE)
            draw_text(picture, _elided(words, size, right - left), (left, y), size, colour)
            y += line_height(DETAIL_SIZE)

    def _paint_order(self, picture: pygame.Surface, rect: pygame.Rect) -> None:
        """The city order: 'Sonderauftrag der Stadt: Alle oben' and its goal."""
        view = self.view
        assert view is not None
        palette = THEME.colours
        order = view["city_order"]
        draw_panel(
            picture, rect, palette.background_light, palette.panel_border, THEME.small_radius
        )
        inner = rect.inflate(-2 * ORDER_PADDING, -2 * ORDER_PADDING)
        title = text("chicago_panel.order", name=text(f"speedchicago.orders.{order}.name"))
        size = fit_size(title, inner.width, DETAIL_SIZE, True, SMALLEST_SIZE)
        draw_text(picture, title, inner.topleft, size, palette.accent, True)
        goal = text(f"speedchicago.orders.{order}.goal")
        draw_text(
            picture,
            goal,
            (inner.x, inner.y + line_height(DETAIL_SIZE, True)),
            ORDER_SIZE,
            palette.text,
            max_width=inner.width,
        )

    def _paint_stacks_heading(self, picture: pygame.Surface, rect: pygame.Rect) -> None:
        """'Deine Stapel' and the supply."""
        view = self.view
        assert view is not None
        palette = THEME.colours
        draw_text(
            picture, text("chicago_panel.stacks"), rect.topleft, HEADING_SIZE, palette.text, True
        )
        supply = text("chicago_panel.supply", count=view["supply"])
        draw_text(
            picture,
            supply,
            (rect.right, rect.y + 2),
            DETAIL_SIZE,
            palette.text_muted,
            align="right",
        )
        if not any(button.visible for button in self.stack_buttons):
            draw_text(
                picture,
                text("chicago_panel.no_stacks"),
                (rect.x, rect.bottom + THEME.spacing.medium),
                DETAIL_SIZE,
                palette.text_muted,
            )

    def _paint_points(self, picture: pygame.Surface, rect: pygame.Rect) -> None:
        """The action points left as pips ('●●●○○'), with their label and count."""
        view = self.view
        assert view is not None
        palette = THEME.colours
        left_points = view["turn"]["action_points"]
        total = self.action_points_total()
        label = self.points_label()
        count = text("chicago_panel.points_count", left=left_points, total=total)
        count_rect = draw_text(
            picture,
            count,
            (rect.right, rect.centery),
            DETAIL_SIZE,
            palette.text,
            True,
            "right",
            valign="middle",
        )
        pips_width = total * PIP_STEP
        pips_left = count_rect.left - THEME.spacing.medium - pips_width
        room = max(1, pips_left - THEME.spacing.small - rect.x)
        size = fit_size(label, room, HEADING_SIZE, True, SMALLEST_SIZE)
        draw_text(
            picture,
            _elided(label, size, room, True),
            (rect.x, rect.centery),
            size,
            palette.text,
            True,
            valign="middle",
        )
        for pip in range(total):
            centre = (pips_left + pip * PIP_STEP + PIP_STEP // 2, rect.centery)
            if pip < left_points:
                pygame.draw.circle(picture, palette.accent, centre, PIP_RADIUS)
            else:
                pygame.draw.circle(picture, palette.text_muted, centre, PIP_RADIUS, 2)

    def _paint_cards_heading(self, picture: pygame.Surface, rect: pygame.Rect) -> None:
        """'Deine Karten', or that there are none yet."""
        palette = THEME.colours
        draw_text(
            picture, text("chicago_panel.cards"), rect.topleft, HEADING_SIZE, palette.text, True
        )
        if not self._hand:
            view = self.view
            profi = bool(view and view["options"].get("variant") == "profi")
            words = text("chicago_panel.no_cards_profi" if profi else "chicago_panel.no_cards")
            draw_text(
                picture,
                words,
                (rect.x, rect.bottom + THEME.spacing.small),
                DETAIL_SIZE,
                palette.text_muted,
                max_width=rect.width,
            )

    @staticmethod
    def _paint_lines(
        picture: pygame.Surface, lines: Sequence[str], rect: pygame.Rect, colour: Colour
    ) -> None:
        """Wrapped lines, one under the other."""
        step = line_height(DETAIL_SIZE)
        for index, line in enumerate(lines):
            draw_text(picture, line, (rect.x, rect.y + index * step), DETAIL_SIZE, colour)


def _elided(words: str, size: int, width: int, bold: bool = False) -> str:
    """The words, cut with '…' where they would run past width."""
    if measure(words, size, bold)[0] <= width:
        return words
    cut = words
    while cut and measure(cut + "…", size, bold)[0] > width:
        cut = cut[:-1]
    return cut.rstrip(" ,·") + "…"
