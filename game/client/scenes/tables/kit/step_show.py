"""A panel over the table that shows its steps one by one at the table's tempo, then Weiter (a
scoring, the final accounts): a tap or Enter shows the rest at once; once all is shown, Enter
or a tap on Weiter calls back once. What the steps say and how they look each table draws."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.widgets.base import Widget


class StepShow(Widget):
    """Steps standing seconds[i] each, then the Weiter button (worded weiter) that calls
    on_continue once. A table's show draws the panel and places the button (button_rect);
    stepped() is told whenever time or a press may have brought up a step."""

    def __init__(
        self,
        rect: pygame.Rect,
        seconds: Sequence[float],
        weiter: str,
        on_continue: Callable[[], None] | None,
    ) -> None:
        super().__init__(rect)
        if not seconds:
            raise ValueError("a show needs at least one step")
        if any(not step > 0 for step in seconds):
            raise ValueError(f"every step must stand above 0 seconds, not {list(seconds)}")
        self.on_continue = on_continue
        self.elapsed = 0.0
        self.has_pressed = False
        # When each step comes up.
        self._starts: list[float] = []
        start = 0.0
        for step in seconds:
            self._starts.append(start)
            start += step
        self._end = start
        self.button = PanelButton(weiter, self._continue, primary=True, cap="Enter")
        self.button.rect = self.button_rect()
        self.button.visible = False

    @property
    def shown(self) -> int:
        """How many steps stand on the panel now (one at first, then one more each step)."""
        return sum(start <= self.elapsed for start in self._starts)

    @property
    def complete(self) -> bool:
        """Whether every step has come up (and its time passed), so Weiter is offered."""
        return self.elapsed >= self._end

    def button_rect(self) -> pygame.Rect:
        """Where Weiter lies on the panel."""
        raise NotImplementedError(f"{type(self).__name__} places no Weiter button")

    def stepped(self) -> None:
        """Called when time passed or the rest was shown (the map lit for the newest step)."""

    def finish(self) -> None:
        """Shows every step at once."""
        self.elapsed = max(self.elapsed, self._end)
        self._offer()
        self.stepped()

    def update(self, dt: float) -> None:
        """The steps come up one by one; Weiter once all are shown."""
        self.elapsed += dt
        self._offer()
        self.stepped()
        self.button.update(dt)

    def react(self, intent: Intent) -> bool:
        """Enter or a tap on the panel shows the rest at once; when all is shown, Enter or a tap
        on Weiter presses it. Taps elsewhere on the panel are kept from the table below."""
        if intent.kind is IntentKind.CONFIRM:
            if not self.complete:
                self.finish()
            else:
                self.button.press()
            return True
        if intent.kind is IntentKind.TAP and self.contains(intent.pos):
            if not self.complete:
                self.finish()
            elif self.button.contains(intent.pos):
                self.button.press()
            return True
        return False

    def _offer(self) -> None:
        """Weiter is shown once every step is, and pressed only once."""
        self.button.visible = self.complete
        self.button.enabled = not self.has_pressed

    def _continue(self) -> None:
        """Weiter pressed: tell the table, once."""
        if self.has_pressed:
            return
        self.has_pressed = True
        self._offer()
        if self.on_continue is not None:
            self.on_continue()
