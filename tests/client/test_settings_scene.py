"""The settings screen: each control changes and saves its setting at once; the live preview."""

from __future__ import annotations

import json

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.menu import MainMenu
from game.client.scenes.settings_scene import PREVIEW_LIFT, SettingsScene
from game.client.settings import SettingsStore
from game.client.widgets import ChoiceList, Slider, Toggle
from game.texts import language, text
from tests.client.conftest import FakeTime
from tests.client.menus_driving import FRAME, click, click_widget, drag, focus_with_tab, press


@pytest.fixture
def screen(app: App) -> SettingsScene:
    """The settings above the main menu, after one frame."""
    app.push(MainMenu(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(FRAME)
    return scene


def saved(app: App) -> dict[str, object]:
    """The settings file as it is on disk now."""
    data = json.loads(app.settings_store.path.read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def slider(screen: SettingsScene) -> Slider:
    """The hand-card magnification slider."""
    control = screen.controls["hand_magnification"]
    assert isinstance(control, Slider)
    return control


def test_every_setting_has_a_touch_sized_control_reachable_by_tab(
    app: App, screen: SettingsScene
) -> None:
    names = set(screen.controls)
    assert {"language", "fullscreen", "sound", "background_sound"} <= names
    assert {"hand_magnification", "hand_lift", "tempo", "back"} <= names
    for control in screen.controls.values():
        assert control.rect.height >= 72
        focus_with_tab(app, screen.group.focus, control)


def test_the_language_switches_at_once_relays_the_screen_and_is_saved(
    app: App, screen: SettingsScene, fake_time: FakeTime
) -> None:
    choice = screen.controls["language"]
    assert isinstance(choice, ChoiceList)
    _, following = choice.arrow_rects()
    click(app, fake_time, following.center)
    assert app.settings.language == "en" and language() == "en"
    assert text("settings_screen.title") == "Settings"
    relaid = screen.controls["language"]
    assert isinstance(relaid, ChoiceList) and relaid.label == "Language"
    assert relaid.selected == "en"
    assert screen.controls["back"].label == "Back"
    assert saved(app)["language"] == "en"
    assert SettingsStore(app.settings_store.path.parent).load()[0].language == "en"
    # By keyboard: the focus stays on the language after the new layout, left goes back.
    focus_with_tab(app, screen.group.focus, screen.controls["language"])
    press(app, pygame.K_LEFT)
    assert app.settings.language == "de" and language() == "de"
    assert screen.group.focus.focused is screen.controls["language"]
    assert screen.controls["back"].label == "Zurück"
    assert saved(app)["language"] == "de"


def test_the_slider_sets_the_magnification_within_0_to_80_in_steps_of_5(
    app: App, screen: SettingsScene, fake_time: FakeTime
) -> None:
    control = slider(screen)
    track = control.track_rect()
    click(app, fake_time, (track.right + 40, track.centery))
    assert app.settings.hand_magnification == 80 and saved(app)["hand_magnification"] == 80
    click(app, fake_time, (track.left - 40, track.centery))
    assert app.settings.hand_magnification == 0 and saved(app)["hand_magnification"] == 0
    drag(app, fake_time, (track.left, track.centery), (track.centerx + 3, track.centery))
    assert app.settings.hand_magnification in (40, 45)
    focus_with_tab(app, screen.group.focus, control)
    before = app.settings.hand_magnification
    press(app, pygame.K_RIGHT)
    assert app.settings.hand_magnification == before + 5
    for _ in range(20):
        press(app, pygame.K_RIGHT)
    assert app.settings.hand_magnification == 80
    for _ in range(20):
        press(app, pygame.K_LEFT)
    assert app.settings.hand_magnification == 0
    assert saved(app)["hand_magnification"] == 0


def test_the_full_screen_switch_sets_the_setting_and_follows_f11(
    app: App, screen: SettingsScene, fake_time: FakeTime
) -> None:
    switch = screen.controls["fullscreen"]
    assert isinstance(switch, Toggle) and not switch.value
    click_widget(app, fake_time, switch)
    assert app.settings.fullscreen and saved(app)["fullscreen"] is True
    press(app, pygame.K_F11)
    assert not app.settings.fullscreen and not switch.value
    assert saved(app)["fullscreen"] is False


@pytest.mark.parametrize("setting", ["sound", "background_sound", "hand_lift"])
def test_each_switch_flips_and_saves_its_setting(
    app: App, screen: SettingsScene, fake_time: FakeTime, setting: str
) -> None:
    before = getattr(app.settings, setting)
    click_widget(app, fake_time, screen.controls[setting])
    assert getattr(app.settings, setting) is (not before)
    assert saved(app)[setting] is (not before)
    focus_with_tab(app, screen.group.focus, screen.controls[setting])
    press(app, pygame.K_SPACE)
    assert getattr(app.settings, setting) is before


def test_the_tempo_switches_between_normal_and_fast(
    app: App, screen: SettingsScene, fake_time: FakeTime
) -> None:
    choice = screen.controls["tempo"]
    assert isinstance(choice, ChoiceList) and choice.shown == "Normal"
    click_widget(app, fake_time, choice)
    assert app.settings.tempo == "schnell" and choice.shown == "Schnell"
    assert saved(app)["tempo"] == "schnell"


def test_back_and_escape_return_to_the_menu(
    app: App, screen: SettingsScene, fake_time: FakeTime
) -> None:
    menu = app.scenes[0]
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu
    app.push(SettingsScene(app))
    app.frame(FRAME)
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    click_widget(app, fake_time, scene.controls["back"])
    assert app.scene is menu


def test_alone_on_the_stack_back_leads_to_the_main_menu(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    scene.handle(Intent(IntentKind.CANCEL))
    assert isinstance(app.scene, MainMenu) and len(app.scenes) == 1


def test_the_preview_card_grows_by_the_chosen_share_and_lifts_when_hovered(
    app: App, screen: SettingsScene, fake_time: FakeTime
) -> None:
    preview = screen.preview
    resting = preview.card_rects()
    middle = resting[1]
    screen.handle(Intent(IntentKind.HOVER, pos=middle.center))
    assert preview.enlarged_card == 1
    grown = preview.shown_rect(1)
    magnification = app.settings.hand_magnification
    assert grown.width == round(middle.width * (1 + magnification / 100))
    assert grown.bottom == middle.bottom - PREVIEW_LIFT
    assert preview.shown_rect(0) == resting[0]
    click_widget(app, fake_time, slider(screen))  # the middle of the track: 40 %
    assert preview.magnification == 40
    assert preview.shown_rect(1).height == round(middle.height * 1.4)
    click_widget(app, fake_time, screen.controls["hand_lift"])
    assert not app.settings.hand_lift
    assert preview.shown_rect(1).bottom == middle.bottom
    screen.handle(Intent(IntentKind.HOVER, pos=(10, 10)))
    for _ in range(200):
        app.frame(FRAME)  # the short show after a change runs out
    assert preview.enlarged_card is None and preview.shown_rect(1) == middle


def test_a_tap_pins_a_preview_card_for_touch(app: App, screen: SettingsScene) -> None:
    preview = screen.preview
    first = preview.card_rects()[0]
    screen.handle(Intent(IntentKind.TAP, pos=first.center, touch=True))
    assert preview.pinned_card == 0 and preview.enlarged_card == 0
    screen.handle(Intent(IntentKind.TAP, pos=first.center, touch=True))
    assert preview.pinned_card is None
