"""The rules reader: every game's rules in both languages, chosen by tap or key; scrolling."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.menu import MainMenu
from game.client.scenes.rules_scene import RulesScene, layout_rules
from game.texts import LANGUAGES, language
from game.texts.rules import RULES_GAMES, rules_blocks
from tests.client.conftest import FakeTime
from tests.client.menus_driving import FRAME, click, click_widget, drag, press, wheel


@pytest.fixture
def reader(app: App) -> RulesScene:
    """The rules of Speedstocks above the main menu, after one frame."""
    app.push(MainMenu(app))
    scene = RulesScene(app, "speedstocks")
    app.push(scene)
    app.frame(FRAME)
    return scene


def visible_texts(scene: RulesScene) -> list[str]:
    """The texts of the lines in view now."""
    top = round(scene.scroll)
    return [line.text for line in scene.page.lines_between(top, top + scene.view_rect().height)]


@pytest.mark.parametrize("game", RULES_GAMES)
def test_every_game_shows_its_rules_in_both_languages(
    app: App, reader: RulesScene, fake_time: FakeTime, game: str
) -> None:
    click_widget(app, fake_time, reader.game_buttons[game])
    assert reader.game == game and reader.game_buttons[game].primary
    for code in LANGUAGES:
        reader.choose_language(code)
        app.frame(FRAME)
        blocks = rules_blocks(game, code)
        shown = visible_texts(reader)
        assert shown[0] == blocks[0].text  # the title, at the top
        assert len(shown) > 10
        # Wrapped lines joined again give back every block's whole text, in order.
        everything = " ".join(reader.page.texts())
        position = 0
        for block in blocks:
            found = everything.find(" ".join(block.text.split()), position)
            assert found >= position, f"missing on the page: {block.text[:60]}"
            position = found
    assert language() == "de"  # the rules' language never changed the UI's


def test_the_rules_follow_the_ui_language_and_switch_on_their_own(
    app: App, fake_time: FakeTime
) -> None:
    app.change_settings(language="en")
    scene = RulesScene(app, "speedpipe")
    app.push(scene)
    app.frame(FRAME)
    assert scene.rules_language == "en"
    assert visible_texts(scene)[0] == rules_blocks("speedpipe", "en")[0].text
    assert scene.language_choice is not None
    german = scene.language_choice.row_rect(0)
    click(app, fake_time, german.center)
    assert scene.rules_language == "de" and app.settings.language == "en"
    assert visible_texts(scene)[0] == rules_blocks("speedpipe", "de")[0].text
    press(app, pygame.K_l)  # the language key flips back
    assert scene.rules_language == "en"


def test_games_are_chosen_by_keys(app: App, reader: RulesScene) -> None:
    press(app, pygame.K_3)
    assert reader.game == RULES_GAMES[2]
    press(app, pygame.K_RIGHT)
    assert reader.game == RULES_GAMES[3]
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert reader.game == RULES_GAMES[1]
    press(app, pygame.K_1)
    press(app, pygame.K_LEFT)  # wraps around
    assert reader.game == RULES_GAMES[-1]


def test_arrow_keys_scroll_and_stop_at_both_ends(app: App, reader: RulesScene) -> None:
    assert reader.scroll == 0 and reader.max_scroll > 0
    press(app, pygame.K_UP)
    assert reader.scroll == 0
    first_lines = visible_texts(reader)
    press(app, pygame.K_DOWN)
    assert reader.scroll > 0 and visible_texts(reader) != first_lines
    for _ in range(400):
        press(app, pygame.K_DOWN)
        if reader.scroll == reader.max_scroll:
            break
    assert reader.scroll == reader.max_scroll
    last_line = reader.page.lines[-1].text
    assert last_line in visible_texts(reader)
    press(app, pygame.K_DOWN)
    assert reader.scroll == reader.max_scroll
    thumb, track = reader.thumb_rect(), reader.track_rect()
    assert thumb.bottom == track.bottom
    for _ in range(400):
        press(app, pygame.K_UP)
        if reader.scroll == 0:
            break
    assert reader.scroll == 0 and reader.thumb_rect().top == track.top


def test_the_wheel_scrolls_up_for_zoom_in_and_down_for_zoom_out(
    app: App, reader: RulesScene
) -> None:
    middle = reader.view_rect().center
    wheel(app, middle, -3)
    after_down = reader.scroll
    assert after_down > 0
    wheel(app, middle, 1)
    assert 0 < reader.scroll < after_down
    wheel(app, middle, 50)
    assert reader.scroll == 0
    reader.handle(Intent(IntentKind.ZOOM, pos=middle, factor=1e-9))
    assert reader.scroll == reader.max_scroll


def test_dragging_the_page_or_the_bar_scrolls(
    app: App, reader: RulesScene, fake_time: FakeTime
) -> None:
    view = reader.view_rect()
    drag(app, fake_time, (view.centerx, view.bottom - 20), (view.centerx, view.top + 80))
    dragged = reader.scroll
    assert dragged > 0
    drag(app, fake_time, (view.centerx, view.top + 80), (view.centerx, view.bottom))
    assert reader.scroll == 0  # dragged further than the top: it stops there
    thumb, track = reader.thumb_rect(), reader.track_rect()
    drag(app, fake_time, thumb.center, (thumb.centerx, track.bottom + 300))
    assert reader.scroll == reader.max_scroll
    click(app, fake_time, (track.centerx, track.top + 2))  # a tap on the track jumps there
    assert reader.scroll == 0


def test_space_pages_down_and_a_new_game_starts_at_its_top(app: App, reader: RulesScene) -> None:
    press(app, pygame.K_SPACE)
    assert reader.scroll == min(reader.max_scroll, reader.page_step())
    press(app, pygame.K_2)
    assert reader.scroll == 0


def test_escape_returns_and_an_unknown_game_is_refused(app: App, reader: RulesScene) -> None:
    menu = app.scenes[0]
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu
    with pytest.raises(ValueError, match="no rules for the game 'chess'"):
        RulesScene(app, "chess")
    with pytest.raises(ValueError, match="no rules"):
        reader.choose_game("chess")
    assert reader.game == "speedstocks"


def test_the_page_is_laid_out_once_per_game_language_and_width(app: App) -> None:
    first = layout_rules("tycoon", "de", 1000)
    assert layout_rules("tycoon", "de", 1000) is first
    narrow = layout_rules("tycoon", "de", 600)
    assert narrow.height > first.height
    assert all(line.left >= 0 for line in narrow.lines)
    tops = [line.top for line in narrow.lines]
    assert tops == sorted(tops)


@pytest.mark.parametrize("code", ["de", "en"])
def test_two_letter_items_keep_their_text_in_line_with_one_letter_items(
    app: App, code: str
) -> None:
    page = layout_rules("speedtycoon", code, 1000)
    labels = {line.top: line for line in page.lines if line.text in ("z)", "aa)")}
    assert len(labels) == 2
    starts = {
        label.text: next(line.left for line in page.lines if line.top == top and line is not label)
        for top, label in labels.items()
    }
    assert starts["z)"] == starts["aa)"]
    assert starts["aa)"] > max(label.left for label in labels.values())
