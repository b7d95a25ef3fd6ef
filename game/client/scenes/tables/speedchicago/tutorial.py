"""Erste Baustelle: five short steps through building, climbing, points and ending the turn.

On the player's first turn (until the setting says it was seen) a box in the strip under the site
tells what to try; each step goes on once the player has done it, or with "Weiter". It only
watches: every control of the table works as always, so the tutorial never blocks the game. The
box shows only while its step fits what the player does (nothing chosen, or the half of the step
already done); while the player plays a card, inserts, moves a lifted floor or waits, it steps
aside and the hint line under the site says what to do. Esc skips it (once no selection is left
to cancel), and it can be started again under Ansicht.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets import Button
from game.client.widgets.feedback import feedback
from game.client.widgets.paint import draw_panel
from game.rules.core import Event, Move
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.moves import NOWHERE, Build, EndTurn, PlayCard, Undo, Walk
from game.rules.speedchicago.state import TURN
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

BUILD, CLIMB, POINTS, UNDO, END = "build", "climb", "points", "undo", "end"
STEPS: tuple[str, ...] = (BUILD, CLIMB, POINTS, UNDO, END)
# What the step says once its first half is done (a stack chosen, a foreman selected).
HALF_DONE: dict[str, str] = {BUILD: sel.BUILDING, CLIMB: sel.FOREMAN}
# The whole strip under the site: while the tutorial speaks, the log and its hint can wait.
BOX_RECT = pygame.Rect(24, 912, 1400, 152)
BUTTON_WIDTH = 200
BUTTON_HEIGHT = 60
SCORING_VIEW_KEY = "w"


class Tutorial:
    """The guide on the player's first turn; it can be started again under Ansicht."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self.active = False
        self.step = 0
        # Steps the player has already done, also ahead of the one shown (then it is passed by).
        self.done: set[str] = set()
        # Started once at this table: it does not come back by itself after being closed.
        self.offered = False
        spacing = THEME.spacing
        left = BOX_RECT.right - spacing.medium - BUTTON_WIDTH
        self.next_button = Button(
            (left, BOX_RECT.y + spacing.medium, BUTTON_WIDTH, BUTTON_HEIGHT),
            "",
            self.next_step,
            primary=True,
        )
        self.skip_button = Button(
            (left, BOX_RECT.bottom - spacing.medium - BUTTON_HEIGHT, BUTTON_WIDTH, BUTTON_HEIGHT),
            "",
            self.skip,
        )

    # ---- the course of the steps ----------------------------------------------------------------

    @property
    def showing(self) -> bool:
        """Whether the box shows now: the tutorial runs, the player may act in a turn with
        nothing lifted, and nothing is chosen or what is chosen is the shown step's first half.
        Otherwise the hint line under the site describes the situation."""
        scene = self.scene
        view = scene.view_data
        if not self.active or view is None or view["phase"] != TURN or not scene.can_act():
            return False
        if view["turn"]["lifted"] != NOWHERE:
            return False
        mode = scene.selection.mode
        return mode == sel.IDLE or mode == HALF_DONE.get(self.step_name)

    @property
    def step_name(self) -> str:
        """The name of the step shown: build, climb, points, undo or end."""
        return STEPS[self.step]

    def start(self) -> None:
        """Starts from the first step."""
        self.active = True
        self.offered = True
        self.step = 0
        self.done = set()

    def restart(self) -> None:
        """Starts it again (from the Ansicht dialog), whether or not it was seen before."""
        self.start()

    def next_step(self) -> None:
        """Weiter: the next step; after the last one the tutorial is finished."""
        if not self.active:
            return
        if self.step + 1 >= len(STEPS):
            self.finish()
            return
        self.step += 1
        self._pass_done_steps()

    def skip(self) -> None:
        """Überspringen (or Esc): closed, and it does not come by itself again."""
        self.finish()

    def finish(self) -> None:
        """Closes the tutorial and remembers that it was seen."""
        self.active = False
        app = self.scene.app
        if not app.settings.chicago_tutorial_done:
            app.change_settings(chicago_tutorial_done=True)

    def _did(self, step: str) -> None:
        """The player did what a step asks: that step (and any done ahead) is passed."""
        if not self.active:
            return
        self.done.add(step)
        self._pass_done_steps()

    def _pass_done_steps(self) -> None:
        """Moves past every step already done; the last one ends only with the turn."""
        while self.step < len(STEPS) - 1 and STEPS[self.step] in self.done:
            self.step += 1

    # ---- what the scene tells ------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Taps on the box and Esc (with nothing selected) are the tutorial's; W is watched."""
        scene = self.scene
        if not self.active or scene.widgets.dialog is not None:
            return False
        kind = intent.kind
        if kind is IntentKind.SHORTCUT and intent.key == SCORING_VIEW_KEY:
            self._did(POINTS)
            return False
        if not self.showing:
            return False
        if kind is IntentKind.HOVER:
            for button in (self.next_button, self.skip_button):
                button.hovered = button.contains(intent.pos)
            return False
        if kind is IntentKind.TAP and intent.pos is not None and BOX_RECT.collidepoint(intent.pos):
            for button in (self.next_button, self.skip_button):
                if button.contains(intent.pos):
                    feedback("press")
                    button.on_press()
            return True
        if kind is IntentKind.CANCEL and scene.selection.mode == sel.IDLE:
            self.skip()
            return True
        return False

    def on_move(self, move: Move) -> None:
        """The player made a move: building, climbing and Zurück pass their steps; the turn's
        end finishes the tutorial."""
        if not self.active:
            return
        if isinstance(move, Build) or (
            isinstance(move, PlayCard) and move.card == "sonderlieferung"
        ):
            self._did(BUILD)
        elif isinstance(move, Walk):
            self._did(CLIMB)
        elif isinstance(move, Undo):
            self._did(UNDO)
        elif isinstance(move, EndTurn):
            self.finish()

    def on_event(self, event: Event) -> None:
        """The shown seat's turn ended another way (the clock ran out): the tutorial is over."""
        if not self.active:
            return
        if isinstance(event, ev.TurnEnded) and event.company == self.scene.shown_seat:
            self.finish()
        elif isinstance(event, ev.GameOver):
            self.active = False

    def ready(self) -> None:
        """The player may act: on the first own turn the tutorial starts; the scoring view
        switched on (W or +P) passes the points step."""
        scene = self.scene
        if self.active:
            if scene.scoring_view:
                self._did(POINTS)
            return
        if self.offered or scene.app.settings.chicago_tutorial_done:
            return
        view = scene.view_data
        if view is None or view["phase"] != TURN or not scene.can_act():
            return
        self.start()

    # ---- drawing --------------------------------------------------------------------------------

    def body(self) -> str:
        """What the shown step asks for, as far as the player has come with it."""
        name = self.step_name
        half = HALF_DONE.get(name)
        if half is not None and self.scene.selection.mode == half:
            return text(f"chicago_tutorial.{name}_then")
        return text(f"chicago_tutorial.{name}")

    def title(self) -> str:
        """'Erste Baustelle · 1 von 5: Bauen'."""
        return text(
            "chicago_tutorial.title",
            step=self.step + 1,
            steps=len(STEPS),
            name=text(f"chicago_tutorial.{self.step_name}_name"),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the current step's box (only while it fits what the player does)."""
        if not self.showing:
            return
        palette, spacing, fonts = THEME.colours, THEME.spacing, THEME.fonts
        draw_panel(surface, BOX_RECT, palette.panel_raised, palette.accent, shadow=True)
        left = BOX_RECT.x + spacing.large
        room = self.next_button.rect.x - spacing.large - left
        title = self.title()
        covered = draw_text(
            surface,
            title,
            (left, BOX_RECT.y + spacing.medium),
            fit_size(title, room, fonts.small, True),
            palette.accent,
            True,
        )
        draw_text(
            surface,
            self.body(),
            (left, covered.bottom + spacing.tiny),
            fonts.small,
            palette.text,
            max_width=room,
        )
        last = self.step == len(STEPS) - 1
        self.next_button.label = text(
            "chicago_tutorial.finish" if last else "chicago_tutorial.next"
        )
        self.skip_button.label = text("chicago_tutorial.skip")
        self.next_button.draw(surface)
        self.skip_button.draw(surface)
