"""The panel right of the site: companies, stacks, action points, cards and the action buttons.

From top to bottom: the company bar (one row per company in its seat colour: score, what a
scoring now would bring, foremen on the site and in reserve, cards, in Profi the city order's
progress; an info window tells who gets how many points in which house), the city order,
"Deine Stapel" (keys 1–4), the action points with what the turn did, the hand cards and the
action buttons. The panel only reads the scene (its view, legal moves and selection) and calls
the scene's actions; it never changes the game.

This module puts the panel together: it owns the widgets, reads the scene, lays the parts out
from the top down and paints them; the parts' words, info windows and painting live in
speedchicago_panel_companies (company bar, city order), speedchicago_panel_turn (stacks, action
points, status) and speedchicago_panel_hand (cards, action buttons).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.speedchicago import panel_companies as companies
from game.client.scenes.tables.speedchicago import panel_hand as hand_part
from game.client.scenes.tables.speedchicago import panel_turn as turn_part
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.panel_sizes import (
    DETAIL_SIZE,
    GAP,
    HEADING_SIZE,
    MOST_STACKS,
    PADDING,
    PANEL_RECT,
    ROW_GAP,
    STACK_GAP,
    STACK_HEIGHT,
)
from game.client.scenes.tables.speedchicago.panel_widgets import (
    CardButton,
    CompanyRow,
    StackButton,
)
from game.client.scenes.tables.speedchicago.words import card_name
from game.client.text_layout import line_height, lines_of
from game.client.theme import THEME, Colour
from game.client.widgets import Widget
from game.client.widgets.paint import draw_panel
from game.rules.speedchicago.moves import DRAW, END_TURN, LEAVE_PHOTOGRAPHER, UNDO, Insert, PlayCard
from game.rules.speedchicago.tables import ACTION_POINTS, CARDS, EXTRA_ACTION_POINTS
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

ENTER_KEY = "enter"


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


class ChicagoPanel:
    """Everything right of the site."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self.rect = PANEL_RECT.copy()
        count = len(scene.table.setup.seats)
        self.rows = [
            CompanyRow(company, companies.company_info_source(self, company))
            for company in range(count)
        ]
        self.stack_buttons = [
            StackButton(index, self._stack_chooser(index)) for index in range(MOST_STACKS)
        ]
        self.card_buttons = [CardButton(self._choose_card) for _ in CARDS]
        self.insert_button = PanelButton(
            "", lambda: self.scene.start_insert(), "e", info=hand_part.action_info("insert")
        )
        self.draw_button = PanelButton(
            "", lambda: self.scene.draw_card(), "k", info=hand_part.action_info("draw")
        )
        self.undo_button = PanelButton(
            "", lambda: self.scene.undo(), "z", info=hand_part.action_info("undo")
        )
        # Enter reaches the primary button as a confirmation; the key cap only says so.
        self.end_button = PanelButton(
            "",
            lambda: self.scene.end_turn(),
            primary=True,
            cap=ENTER_KEY,
            info=hand_part.action_info("end"),
        )
        self.photo_button = PanelButton(
            "", lambda: self.scene.leave_photographer(), primary=True, visible=False
        )
        self.layout = PanelLayout()
        self._picture: pygame.Surface | None = None
        # The hand as the last refresh showed it.
        self.shown_hand: list[str] = []

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

    def profi(self) -> bool:
        """Whether the game is played in the Profi variant."""
        view = self.view
        return bool(view and view["options"].get("variant") == "profi")

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
        return hand_part.in_card_order(view["hands"][you] or [])

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

    # ---- the parts' words ---------------------------------------------------------------------

    def row_lines(self, company: int, detailed: bool) -> list[tuple[str, Colour]]:
        """The lines of a company's row below its name."""
        return companies.row_lines(self, company, detailed)

    def status_text(self) -> str:
        """What the turn did, or what to do now (set-up, photographer, a lifted floor)."""
        return turn_part.status_text(self)

    def points_label(self) -> str:
        """'Deine Aktionspunkte' or 'Aktionspunkte · Rot'."""
        return turn_part.points_label(self)

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
        self.shown_hand = hand
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
            button.set_info(turn_part.stack_info(self, index))
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
            button.set_info(hand_part.card_info(self, card) if card else None)
        profi = self.profi()
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
            height = companies.row_height(self, row.company, detailed, inner.width)
            row.rect = pygame.Rect(inner.x, y, inner.width, height)
            y += height + ROW_GAP
        y += GAP - ROW_GAP
        if view is not None and view["city_order"]:
            height = companies.order_height(view, inner.width)
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
            height = turn_part.points_height(self, inner.width)
            layout.points = pygame.Rect(inner.x, y, inner.width, height)
            y += layout.points.height + THEME.spacing.tiny
        status = self.status_text()
        layout.status_lines = lines_of(status, DETAIL_SIZE, False, inner.width) if status else []
        if layout.status_lines:
            height = len(layout.status_lines) * line_height(DETAIL_SIZE)
            layout.status = pygame.Rect(inner.x, y, inner.width, height)
            y += height + GAP
        bottom = hand_part.place_actions(self, inner)
        return hand_part.place_cards(self, inner, y, bottom)

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
        view = self.view
        if view is None:
            return picture
        for row in self.rows:
            companies.paint_row(self, picture, row, row.rect.move(offset))
        layout = self.layout
        if layout.order is not None:
            companies.paint_order(view, picture, layout.order.move(offset))
        if layout.stacks_heading is not None:
            turn_part.paint_stacks_heading(self, picture, layout.stacks_heading.move(offset))
        if layout.points is not None:
            turn_part.paint_points(self, picture, layout.points.move(offset))
        if layout.status is not None:
            colour = (
                palette.accent
                if view["phase"] != "turn" or (view["turn"]["lifted"] >= 0)
                else palette.text_muted
            )
            turn_part.paint_lines(picture, layout.status_lines, layout.status.move(offset), colour)
        if layout.cards_heading is not None:
            hand_part.paint_cards_heading(self, picture, layout.cards_heading.move(offset))
        return picture
