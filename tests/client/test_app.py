"""The app: letterboxed canvas, scene stack, global keys, window events and a clean quit."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.canvas import LOGICAL_SIZE, Letterbox
from game.client.intents import Intent, IntentKind
from game.client.scene import Scene


class Recorder(Scene):
    """A scene that remembers what happened to it."""

    def __init__(self, app: App, covers_screen: bool = True) -> None:
        super().__init__(app)
        self.covers_screen = covers_screen
        self.calls: list[str] = []
        self.intents: list[Intent] = []

    def on_enter(self) -> None:
        self.calls.append("enter")

    def on_exit(self) -> None:
        self.calls.append("exit")

    def handle(self, intent: Intent) -> None:
        self.intents.append(intent)

    def update(self, dt: float) -> None:
        self.calls.append("update")

    def draw(self, surface: pygame.Surface) -> None:
        self.calls.append("draw")


def test_the_letterbox_keeps_the_aspect_ratio_and_maps_both_ways() -> None:
    box = Letterbox()
    box.fit((1280, 1024))  # taller than 16:9: bars above and below
    assert box.area.width == 1280 and box.area.height == 720
    assert box.area.top == (1024 - 720) // 2
    assert box.to_logical((640, box.area.top + 360)) == pytest.approx((960, 540))
    assert box.to_window(box.to_logical((100, 400))) == pytest.approx((100, 400))
    box.fit((3000, 1080))  # wider: bars left and right
    assert box.area.size == LOGICAL_SIZE and box.area.left == (3000 - 1920) // 2


def test_the_canvas_is_shown_scaled_into_the_window(app: App) -> None:
    app.canvas.fill((200, 10, 10))
    app.letterbox.present(app.canvas, app.window)
    assert app.letterbox.area.size == (1280, 720)
    shown = app.window.get_at((640, 360))[:3]
    assert all(abs(got - wanted) <= 4 for got, wanted in zip(shown, (200, 10, 10)))


def test_a_mouse_click_reaches_the_top_scene_in_logical_coordinates(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1))
    app.frame(1 / 60)
    taps = [intent for intent in scene.intents if intent.kind is IntentKind.TAP]
    assert len(taps) == 1 and taps[0].pos == pytest.approx((960, 540))
    assert "update" in scene.calls and "draw" in scene.calls


def test_the_scene_stack_enters_and_leaves_in_order(app: App) -> None:
    first, second = Recorder(app), Recorder(app)
    app.push(first)
    app.push(second)
    assert first.calls == ["enter", "exit"] and second.calls == ["enter"]
    app.pop()
    assert second.calls == ["enter", "exit"] and first.calls[-1] == "enter"
    app.pop()  # the last scene is never removed
    assert app.scene is first
    third = Recorder(app)
    app.reset(third)
    assert app.scenes == [third] and first.calls[-1] == "exit"


def test_a_curtain_scene_lets_the_scene_below_draw_first(app: App) -> None:
    below, above = Recorder(app), Recorder(app, covers_screen=False)
    app.push(below)
    app.push(above)
    below.calls.clear()
    app.frame(1 / 60)
    assert "draw" in below.calls and "update" not in below.calls
    covering = Recorder(app)
    app.push(covering)
    below.calls.clear()
    app.frame(1 / 60)
    assert "draw" not in below.calls


def test_f11_switches_full_screen_and_remembers_it(app: App) -> None:
    app.push(Recorder(app))
    app.deliver(Intent(IntentKind.SHORTCUT, key="f11"))
    assert app.settings.fullscreen
    assert app.settings_store.load()[0].fullscreen
    app.deliver(Intent(IntentKind.SHORTCUT, key="f11"))
    assert not app.settings.fullscreen
    assert app.window.get_size() == (1280, 720)


def test_closing_the_window_quits_cleanly_and_every_scene_leaves(app: App) -> None:
    first, second = Recorder(app), Recorder(app)
    app.push(first)
    app.push(second)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running
    app.shutdown()
    assert first.calls[-1] == "exit" and second.calls[-1] == "exit"
    assert app.scenes == []


def test_ctrl_q_quits_from_any_scene(app: App) -> None:
    app.push(Recorder(app))
    app.deliver(Intent(IntentKind.SHORTCUT, key="ctrl+q"))
    assert not app.running


def test_a_resized_window_is_letterboxed_anew(app: App) -> None:
    app.push(Recorder(app))
    app.window = pygame.display.set_mode((800, 800), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 800), w=800, h=800))
    app.frame(1 / 60)
    assert app.letterbox.area.size == (800, 450)
    assert app.letterbox.area.top == (800 - 450) // 2


def test_the_language_setting_switches_every_text(app: App) -> None:
    from game.texts import language, text

    app.change_settings(language="en")
    assert language() == "en" and text("games.speedpipe.line").startswith("Lay pipelines")
    app.change_settings(language="de")
    assert language() == "de"


def test_only_the_bands_that_changed_are_scaled_again(app: App) -> None:
    from game.client.canvas import BANDS

    app.canvas.fill((10, 20, 30))
    app.letterbox.present(app.canvas, app.window)
    assert app.letterbox.bands_scaled == BANDS  # the first frame is scaled whole
    app.letterbox.present(app.canvas, app.window)
    assert app.letterbox.bands_scaled == 0  # nothing changed: nothing to scale
    app.canvas.fill((250, 250, 0), (100, 100, 200, 40))  # inside the first band
    app.letterbox.present(app.canvas, app.window)
    assert app.letterbox.bands_scaled == 1
    inside = app.letterbox.to_window((200, 120))
    shown = app.window.get_at((round(inside[0]), round(inside[1])))[:3]
    assert all(abs(got - wanted) <= 4 for got, wanted in zip(shown, (250, 250, 0)))
    app.letterbox.refit(app.window.get_size())
    app.letterbox.present(app.canvas, app.window)
    assert app.letterbox.bands_scaled == BANDS  # a new window surface is drawn whole


def test_settings_that_cannot_be_saved_say_so_in_one_sentence(
    app: App, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from game.texts import text

    def full_disk(_settings: object) -> None:
        raise OSError(28, "No space left on device", "/somewhere/settings.json")

    monkeypatch.setattr(app.settings_store, "save", full_disk)
    app.change_settings(sound=not app.settings.sound)
    assert app.toasts.messages == [text("client.settings_not_saved")]
    assert "No space left" in caplog.text  # the details go to the log, not on screen
