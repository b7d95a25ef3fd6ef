"""The settings: language, full screen, sound, hand-card magnification and lift, tempo."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.pictures import calm_background
from game.client.sample_hand import sample_hand
from game.client.scene import Scene
from game.client.settings import MAGNIFICATION_RANGE, TEMPOS
from game.client.text_layout import draw_keys_hint, draw_screen_title, draw_text
from game.client.theme import THEME
from game.client.widgets import (
    Button,
    ChoiceList,
    InfoContent,
    Slider,
    Toggle,
    Widget,
    WidgetGroup,
)
from game.client.widgets.card_view import card_surface
from game.client.widgets.layout import stack_vertical
from game.client.widgets.paint import draw_panel, draw_shadow
from game.texts import LANGUAGES, text

if TYPE_CHECKING:
    from game.client.app import App

# Layout on the logical 1920×1080 canvas.
TITLE_TOP = 36
CONTROLS_LEFT = 140
CONTROLS_TOP = 160
CONTROLS_WIDTH = 940
CONTROL_HEIGHT = 88
SLIDER_HEIGHT = 116
CONTROL_GAP = 16
PREVIEW_RECT = pygame.Rect(1160, CONTROLS_TOP, 620, 724)
BACK_RECT = pygame.Rect(CONTROLS_LEFT, 912, 360, THEME.button_height + 8)
# Event mode is switched on below the preview (it is switched off only at its PIN pad).
EVENT_RECT = pygame.Rect(PREVIEW_RECT.x, 912, PREVIEW_RECT.width, THEME.button_height + 8)
MAGNIFICATION_STEP = 5

# The preview hand: three cards of a card game (sample_hand), as large as a hand card at the table.
PREVIEW_CARD_SIZE: tuple[int, int] = (150, 218)
PREVIEW_CARD_GAP = 14
PREVIEW_LIFT = 24
# After the magnification changed, the middle card shows it this long without hovering.
PREVIEW_DEMO_SECONDS = 1.6


class HandPreview(Widget):
    """A small hand of cards: the card under the pointer grows by the chosen share and lifts.

    Touch has no hover, so a tap (or long press) on a card keeps it enlarged until the next tap;
    after a change of the magnification the middle card shows it for a moment by itself.
    """

    def __init__(self, rect: pygame.Rect, magnification: int, lift: bool) -> None:
        super().__init__(rect, focusable=False)
        self.magnification = magnification
        self.lift = lift
        self.faces = sample_hand()
        self.hovered_card: int | None = None
        self.pinned_card: int | None = None
        self.demo_left = 0.0

    def card_rects(self) -> list[pygame.Rect]:
        """Where the cards lie when none is enlarged: side by side near the panel's bottom."""
        width, height = PREVIEW_CARD_SIZE
        count = len(self.faces)
        total = count * width + (count - 1) * PREVIEW_CARD_GAP
        left = self.rect.centerx - total // 2
        top = self.rect.bottom - THEME.spacing.huge - height
        return [
            pygame.Rect(left + index * (width + PREVIEW_CARD_GAP), top, width, height)
            for index in range(count)
        ]

    def card_at(self, pos: tuple[float, float] | None) -> int | None:
        """The card whose resting place is under pos, or None."""
        if pos is None:
            return None
        for index, rect in enumerate(self.card_rects()):
            if rect.collidepoint(pos):
                return index
        return None

    @property
    def enlarged_card(self) -> int | None:
        """The card shown enlarged now: the hovered one, else the tapped one, else the demo."""
        if self.hovered_card is not None:
            return self.hovered_card
        if self.pinned_card is not None:
            return self.pinned_card
        if self.demo_left > 0:
            return len(self.faces) // 2
        return None

    def shown_rect(self, index: int) -> pygame.Rect:
        """Where a card is drawn: the enlarged one grown around its bottom centre and lifted."""
        rect = self.card_rects()[index]
        if index != self.enlarged_card:
            return rect
        factor = 1 + self.magnification / 100
        grown = pygame.Rect(0, 0, round(rect.width * factor), round(rect.height * factor))
        grown.midbottom = rect.midbottom
        if self.lift:
            grown.move_ip(0, -PREVIEW_LIFT)
        return grown

    def show_change(self, magnification: int, lift: bool) -> None:
        """Takes the new settings and shows them on the middle card for a moment."""
        self.magnification = magnification
        self.lift = lift
        self.demo_left = PREVIEW_DEMO_SECONDS

    def handle(self, intent: Intent) -> bool:
        """Follows the pointer over the cards; a tap or long press pins a card enlarged."""
        if intent.kind is IntentKind.HOVER:
            self.hovered_card = self.card_at(intent.pos)
        return super().handle(intent)

    def react(self, intent: Intent) -> bool:
        """A tap or long press on a card pins it (or unpins it when it was pinned)."""
        if intent.kind not in (IntentKind.TAP, IntentKind.LONG_PRESS):
            return False
        card = self.card_at(intent.pos)
        if card is None:
            return False
        self.pinned_card = None if card == self.pinned_card else card
        return True

    def update(self, dt: float) -> None:
        """Lets the demo after a change run out."""
        self.demo_left = max(0.0, self.demo_left - dt)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel with its heading and hint, the resting cards, then the enlarged one."""
        palette = THEME.colours
        draw_panel(surface, self.rect, palette.panel, palette.panel_border)
        inner = self.rect.inflate(-2 * THEME.spacing.large, -2 * THEME.spacing.large)
        covered = draw_text(
            surface,
            text("settings_screen.preview"),
            inner.topleft,
            THEME.fonts.heading,
            palette.text,
            True,
            box=inner,
        )
        draw_text(
            surface,
            text("settings_screen.preview_hint"),
            (inner.left, covered.bottom + THEME.spacing.small),
            THEME.fonts.small,
            palette.text_muted,
            max_width=inner.width,
            box=inner,
        )
        enlarged = self.enlarged_card
        order = [index for index in range(len(self.faces)) if index != enlarged]
        if enlarged is not None:
            order.append(enlarged)
        for index in order:
            rect = self.shown_rect(index)
            radius = max(4, min(rect.size) // 10)
            draw_shadow(surface, rect, radius)
            surface.blit(card_surface(self.faces[index], rect.width, rect.height), rect)


class SettingsScene(Scene):
    """Every setting as a control; each change is applied and saved at once."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.group = WidgetGroup()
        self.background = calm_background()
        self.built_language = ""
        self.controls: dict[str, Widget] = {}
        settings = app.settings
        self.preview = HandPreview(PREVIEW_RECT, settings.hand_magnification, settings.hand_lift)

    # -- building --------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Lays the screen out in the current language (again, if it changed meanwhile)."""
        if self.built_language != self.app.settings.language:
            self.build()

    def build(self) -> None:
        """Makes every control from the current settings, keeping the keyboard focus."""
        focused = next(
            (name for name, widget in self.controls.items() if widget is self.group.focus.focused),
            None,
        )
        settings = self.app.settings
        self.built_language = settings.language
        heights = [CONTROL_HEIGHT] * 4 + [SLIDER_HEIGHT] + [CONTROL_HEIGHT] * 2
        rects = iter(
            stack_vertical(CONTROLS_LEFT, CONTROLS_TOP, CONTROLS_WIDTH, heights, CONTROL_GAP)
        )
        low, high = MAGNIFICATION_RANGE
        self.controls = {
            "language": ChoiceList(
                next(rects),
                text("settings_screen.language"),
                [(code, text(f"settings_screen.language_names.{code}")) for code in LANGUAGES],
                settings.language,
                self.change_language,
                info=self._info("language"),
            ),
            "fullscreen": Toggle(
                next(rects),
                text("settings_screen.fullscreen"),
                self.app.wants_fullscreen,
                self._setter("fullscreen"),
                info=self._info("fullscreen"),
                # In event mode the screen stays full whatever this says.
                enabled=not self.app.event.active,
            ),
            "sound": Toggle(
                next(rects),
                text("settings_screen.sound"),
                settings.sound,
                self._setter("sound"),
                info=self._info("sound"),
            ),
            "background_sound": Toggle(
                next(rects),
                text("settings_screen.background_sound"),
                settings.background_sound,
                self._setter("background_sound"),
                info=self._info("background_sound"),
            ),
            "hand_magnification": Slider(
                next(rects),
                text("settings_screen.hand_magnification"),
                low,
                high,
                MAGNIFICATION_STEP,
                settings.hand_magnification,
                self._setter("hand_magnification"),
                unit="%",
                info=self._info("hand_magnification"),
            ),
            "hand_lift": Toggle(
                next(rects),
                text("settings_screen.hand_lift"),
                settings.hand_lift,
                self._setter("hand_lift"),
                info=self._info("hand_lift"),
            ),
            "tempo": ChoiceList(
                next(rects),
                text("settings_screen.tempo"),
                [(tempo, text(f"settings_screen.tempos.{tempo}")) for tempo in TEMPOS],
                settings.tempo,
                self._setter("tempo"),
                info=self._info("tempo"),
            ),
            "back": Button(BACK_RECT, text("settings_screen.back"), self.back),
            "event_mode": Button(
                EVENT_RECT,
                text("event_mode.settings_button"),
                self.start_event_mode,
                visible=not self.app.event.active,
                info=InfoContent(
                    text("event_mode.settings_button"), [text("event_mode.settings_info")]
                ),
            ),
        }
        self.group.set_widgets([*self.controls.values(), self.preview])
        widget = self.controls.get(focused) if focused is not None else None
        if widget is not None:
            self.group.focus.focus(widget)

    def _info(self, setting: str) -> InfoContent:
        """The info window of a setting: what it changes."""
        return InfoContent(
            text(f"settings_screen.{setting}"), [text(f"settings_screen.explain.{setting}")]
        )

    # -- changes ---------------------------------------------------------------------------

    def _setter(self, setting: str) -> Callable[[object], None]:
        """The on_change of a control: applies and saves that one setting."""

        def change(value: object) -> None:
            """Applies the new value at once."""
            self.app.change_settings(**{setting: value})
            if setting in ("hand_magnification", "hand_lift"):
                settings = self.app.settings
                self.preview.show_change(settings.hand_magnification, settings.hand_lift)

        return change

    def change_language(self, language: object) -> None:
        """Switches the language; the screen is laid out again in it after this intent."""
        self.app.change_settings(language=language)

    def start_event_mode(self) -> None:
        """Veranstaltungsmodus: the organiser sets its PIN on the PIN pad, then it is on."""
        from game.client.event_mode.pin_pad import PinPadScene

        self.app.push(PinPadScene(self.app, PinPadScene.SET, self.app.event.switch_on))

    def back(self) -> None:
        """Returns to the screen below (the main menu when there is none)."""
        if len(self.app.scenes) > 1:
            self.app.pop()
            return
        self.app.navigator.to_menu()

    # -- the frame -------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """The controls first (an info window above them); Esc goes back."""
        used = self.group.handle(intent)
        if self.built_language != self.app.settings.language:
            self.build()
        if not used and intent.kind is IntentKind.CANCEL:
            self.back()

    def update(self, dt: float) -> None:
        """Advances the widgets; follows full screen switched by F11 meanwhile."""
        fullscreen = self.controls.get("fullscreen")
        if isinstance(fullscreen, Toggle):
            fullscreen.value = self.app.wants_fullscreen
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, controls, preview and the key hint; an info window on top."""
        surface.blit(self.background, (0, 0))
        draw_screen_title(surface, text("settings_screen.title"), TITLE_TOP)
        draw_keys_hint(surface, text("settings_screen.keys_hint"))
        self.group.draw(surface)
