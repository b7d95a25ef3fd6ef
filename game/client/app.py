"""The client's main loop: a stack of scenes drawn on the logical canvas at up to 60 frames/s."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.canvas import LOGICAL_SIZE, Letterbox
from game.client.event_mode.guard import EventGuard
from game.client.input import InputMapper
from game.client.intents import Intent, IntentKind
from game.client.navigator import Navigator
from game.client.scene import Scene
from game.client.settings import SettingsStore
from game.client.site3d.renderer import ContextSource
from game.client.sound import SoundBoard
from game.client.widgets import Toasts
from game.client.widgets.feedback import set_feedback
from game.client.window import open_screen
from game.store.saves import SaveStore
from game.table.bots import BotService
from game.texts import set_language, text

if TYPE_CHECKING:
    from game.net.online_client import OnlineClient

log = logging.getLogger(__name__)

FRAMES_PER_SECOND = 60
WINDOW_SIZE: tuple[int, int] = (1280, 720)
FULLSCREEN_KEY = "f11"
QUIT_KEY = "ctrl+q"


@dataclass
class Services:
    """What scenes share beyond the screen: saved tables, the computer players, the time."""

    saves: SaveStore
    bots: BotService
    now: Callable[[], float] = time.monotonic


class App:
    """Owns the window, the canvas, the input mapping and the stack of scenes."""

    def __init__(
        self,
        settings_store: SettingsStore,
        services: Services,
        window_size: tuple[int, int] = WINDOW_SIZE,
        event_mode: bool = False,
    ) -> None:
        self.settings_store = settings_store
        self.settings, settings_problem = settings_store.load()
        self.services = services
        self.windowed_size = window_size
        self.letterbox = Letterbox()
        self.scenes: list[Scene] = []
        self.navigator = Navigator(self)
        self.toasts = Toasts()
        # The link to a table server, once the player went online (game.client.online_access).
        self.online: OnlineClient | None = None
        self.running = True
        self.frames = 0
        # Event mode (a setting, or the start option for this run): see game/client/event_mode.
        self.event = EventGuard(self, started=event_mode)
        set_language(self.settings.language)
        _prepare_display()
        self.screen = open_screen(
            self.letterbox, window_size, self.wants_fullscreen, text("client.window_title")
        )
        # After SDL started, whose own handlers would make the stop signals a refused quit event.
        self.event.take_signals()
        pygame.font.init()
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self.input = InputMapper(self.letterbox.to_logical, pygame.display.get_window_size)
        self.clock = pygame.time.Clock()
        self.sounds = SoundBoard()
        self.sounds.apply(self.settings.sound, self.settings.background_sound)
        set_feedback(self.sounds.play)
        if settings_problem:
            self.toasts.push(text("client.settings_damaged"), 6.0)

    # -- the stack of scenes ---------------------------------------------------------------

    @property
    def scene(self) -> Scene:
        """The scene on top: the one that gets the intents."""
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        """Puts a scene on top of the current one."""
        if self.scenes:
            self.scene.on_exit()
        self.input.cancel_gesture()
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> None:
        """Removes the top scene and returns to the one below (the last one is never removed)."""
        if len(self.scenes) <= 1:
            return
        self.scenes.pop().on_exit()
        self.input.cancel_gesture()
        self.scene.on_enter()

    def replace(self, scene: Scene) -> None:
        """Swaps the top scene for another."""
        if self.scenes:
            self.scenes.pop().on_exit()
        self.input.cancel_gesture()
        self.scenes.append(scene)
        scene.on_enter()

    def reset(self, scene: Scene) -> None:
        """Leaves every scene and starts again from this one (back to the main menu)."""
        while self.scenes:
            self.scenes.pop().on_exit()
        self.input.cancel_gesture()
        self.scenes.append(scene)
        scene.on_enter()

    # -- settings and window -----------------------------------------------------------------

    def change_settings(self, **changes: object) -> None:
        """Applies and saves changed settings (language and full screen take effect at once)."""
        before = self.settings
        self.settings = self.settings.with_changes(**changes)
        if self.settings.language != before.language:
            set_language(self.settings.language)
            pygame.display.set_caption(text("client.window_title"))
        if self.settings.fullscreen != before.fullscreen:
            self.screen_follows_settings()
        self.sounds.apply(self.settings.sound, self.settings.background_sound)
        self.save_settings()

    def save_settings(self) -> None:
        """Writes the settings; a disk problem is shown as a toast, never a crash."""
        try:
            self.settings_store.save(self.settings)
        except OSError as error:
            log.warning("The settings could not be saved: %s", error)
            self.toasts.push(text("client.settings_not_saved"), 6.0)

    def toggle_fullscreen(self) -> None:
        """Full screen on or off (F11), remembered in the settings; never in event mode."""
        if self.event.active:
            self.event.refuse()
            return
        self.change_settings(fullscreen=not self.settings.fullscreen)

    @property
    def wants_fullscreen(self) -> bool:
        """Whether the window fills the screen: as the settings say, and always in event mode."""
        return self.settings.fullscreen or self.event.active

    def screen_follows_settings(self) -> None:
        """Opens the window anew when it is not as wants_fullscreen says."""
        if pygame.display.is_fullscreen() != self.wants_fullscreen:
            self.screen.open(self.windowed_size, self.wants_fullscreen)

    @property
    def window(self) -> pygame.Surface:
        """The window's surface (drawn on only without OpenGL; see game/client/window.py)."""
        return self.screen.surface

    @window.setter
    def window(self, surface: pygame.Surface) -> None:
        self.screen.surface = surface

    def site_contexts(self) -> ContextSource:
        """Where a 3D view gets its GL context: the window's own, or a standalone one."""
        return self.screen.site_contexts()

    # -- the loop --------------------------------------------------------------------------

    def run(self, first: Scene) -> int:
        """Runs the main loop from this scene until the player quits; returns the exit status."""
        self.push(first)
        try:
            while self.running:
                dt = self.clock.tick(FRAMES_PER_SECOND) / 1000.0
                self.frame(dt)
        finally:
            self.shutdown()
        return 0

    def frame(self, dt: float) -> None:
        """One frame: events to intents, the top scene updates and draws, the canvas is shown."""
        now = self.services.now()
        for event in pygame.event.get():
            self.handle_event(event, now)
        for intent in self.input.poll(now):
            self.deliver(intent)
        if not self.running or not self.scenes:
            return
        if self.online is not None:
            self.online.pump()
        self.scene.update(dt)
        # After the scene, so that a screen the scene moved to (the end table) counts from now.
        self.event.update(now)
        self.toasts.update(dt)
        self.draw()
        self.frames += 1
        if self.frames == 1:
            # After the first interactive frame, so the worker's start never delays the menu.
            self.services.bots.warm_up()

    def draw(self) -> None:
        """Draws the visible scenes and the toasts onto the canvas and shows it in the window."""
        first_visible = len(self.scenes) - 1
        while first_visible > 0 and not self.scenes[first_visible].covers_screen:
            first_visible -= 1
        for scene in self.scenes[first_visible:]:
            scene.draw(self.canvas)
        self.toasts.draw(self.canvas)
        self.screen.present(self.canvas)

    def handle_event(self, event: pygame.event.Event, now: float) -> None:
        """One raw event: window matters here, everything else through the input mapping."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            self.screen.refit()
            return
        for intent in self.input.feed(event, now):
            self.deliver(intent)

    def deliver(self, intent: Intent) -> None:
        """Event mode's guard first, then global keys (full screen, quit), then the top scene."""
        screened = self.event.screen(intent, self.services.now())
        if screened is None:
            return
        intent = screened
        if intent.kind is IntentKind.SHORTCUT and intent.key == FULLSCREEN_KEY:
            self.toggle_fullscreen()
        elif intent.kind is IntentKind.SHORTCUT and intent.key == QUIT_KEY:
            self.quit()
        elif self.scenes:
            self.scene.handle(intent)

    def quit(self) -> None:
        """Ends the loop after this frame; the scenes get on_exit so tables are saved. Refused in
        event mode until the organiser's PIN unlocked it (the window's close button and Alt+F4
        come here too)."""
        if self.event.locks_quit:
            self.event.refuse()
            return
        self.running = False

    def shutdown(self) -> None:
        """Leaves every scene, stops the computer players and closes the window."""
        while self.scenes:
            self.scenes.pop().on_exit()
        if self.online is not None:
            self.online.link.close()
        self.services.bots.close()
        set_feedback(None)
        self.sounds.close()
        self.screen.close()
        self.event.give_back_signals()
        pygame.display.quit()


def _prepare_display() -> None:
    """Window hints that must be set before the display starts."""
    # Sharp on high-DPI Windows screens instead of blurry OS scaling.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
