"""The client in a real X window: what the program draws must reach the screen.

Each scenario runs the real client on Xvfb (SDL's x11 driver, Mesa's llvmpipe) with posted
events; the pixels are read back from the X server, not from the canvas, and compared with the
canvas the program drew. A scene that is drawn but never shown fails here.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest

from game.client.scenes.online.chat_panel import PANEL as CHAT_PANEL
from game.client.scenes.tables.speedchicago.scene import SITE_RECT
from game.client.scenes.tables.speedpipe.layout import (
    CONTRACT_CHOICE_RECT,
    DISPLAY_RECT,
    HAND_RECT,
)
from game.client.scenes.tables.speedpipe.layout import MAP_RECT as PIPE_MAP_RECT
from game.client.scenes.tables.speedtycoon.branch_look import HEADQUARTERS_COLOUR
from game.client.scenes.tables.speedtycoon.layout import EMPIRE_RECT, KAPITAL_RECT, MARKET_RECT
from game.client.scenes.tables.tycoon import layout as tycoon_layout
from game.client.scenes.tables.tycoon.city_paint import RED as TYCOON_RED
from tests.window.conftest import SCREEN_SIZE, Shot, play_scenario

# Mean difference per channel between screen and canvas: the GPU's scaling and smoothscale
# differ by a few levels; a screen showing another scene differs by tens.
SAME_PICTURE = 6.0
# A flat fill and the view buttons over it stay far below this many colours; the lit site with
# its streets, facades and shadows shows thousands.
SHADED_COLOURS = 1000


@pytest.fixture(scope="module", params=["as players get it", "no plain surface"])
def chicago(
    x_display: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> dict[str, Shot]:
    """The menu, then a Speedchicago table opened from it, turned, and a built-up site: in the
    window players get, and where no plain surface opens (the GL window takes over)."""
    refuse = "surface" if request.param == "no plain surface" else None
    return play_scenario(
        x_display, "speedchicago", tmp_path_factory.mktemp("speedchicago"), refuse=refuse
    )


@pytest.fixture(scope="module")
def stocks(x_display: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """A Speedstocks table opened from the menu."""
    return play_scenario(x_display, "speedstocks", tmp_path_factory.mktemp("speedstocks"))


@pytest.fixture(scope="module")
def tycoon(x_display: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """A Speedtycoon table opened from the menu, then a Kapital card chosen with a click."""
    return play_scenario(x_display, "speedtycoon", tmp_path_factory.mktemp("speedtycoon"))


@pytest.fixture(scope="module")
def pipe(x_display: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """A Speedpipe table opened from the menu, then an offered contract kept with a click."""
    return play_scenario(x_display, "speedpipe", tmp_path_factory.mktemp("speedpipe"))


@pytest.fixture(scope="module", params=[("de", "1280x720"), ("en", "1920x1080")])
def tycoon_table(
    x_display: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> dict[str, Shot]:
    """A Tycoon table opened from the menu, then an open ticket bought with a click: in German
    in the players' window and in English at full HD."""
    language, size = request.param
    return play_scenario(
        x_display, "tycoon", tmp_path_factory.mktemp("tycoon"), language=language, size=size
    )


@pytest.fixture(scope="module", params=["surface", "opengl"])
def resized(
    x_display: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> dict[str, Shot]:
    """The menu resized from outside, in full screen and back, in both kinds of window."""
    return play_scenario(
        x_display, "resize", tmp_path_factory.mktemp("resize"), screen=request.param
    )


def assert_on_screen(shot: Shot, what: str) -> None:
    """The window shows the canvas the program drew, and it is not blank."""
    difference = shot.difference()
    assert difference < SAME_PICTURE, (
        f"{what}: the screen differs from the drawn canvas by {difference:.1f} per channel "
        f"({shot.facts['scene']} drawn, {shot.facts['screen_kind']} window)"
    )
    assert shot.screen.std() > 20, f"{what}: the window is blank"


def colours_in(pixels: np.ndarray) -> int:
    """How many different colours a picture shows."""
    return len(np.unique(pixels.reshape(-1, 3), axis=0))


def test_the_window_is_of_the_kind_asked_for(chicago: dict[str, Shot]) -> None:
    assert chicago["menu"].facts["screen_kind"] == chicago["menu"].facts["asked_for"]


def test_the_main_menu_is_on_screen(chicago: dict[str, Shot]) -> None:
    assert_on_screen(chicago["menu"], "the main menu")


def test_the_speedchicago_site_is_on_screen(chicago: dict[str, Shot]) -> None:
    site = chicago["site"]
    assert site.facts["scene"] == "SpeedchicagoScene"
    assert_on_screen(site, "the Speedchicago table")
    part = site.screen_part(SITE_RECT)
    assert colours_in(part) > SHADED_COLOURS, "the site's lit 3D picture is not on screen"
    assert site.difference(SITE_RECT) < SAME_PICTURE


def test_a_built_up_site_shows_its_houses_on_screen(chicago: dict[str, Shot]) -> None:
    late, early = chicago["late"], chicago["site"]
    assert_on_screen(late, "the built-up site")
    assert late.difference(SITE_RECT) < SAME_PICTURE
    # Houses and plates change the picture where the empty site showed ground and sky.
    changed = (
        np.abs(late.screen_part(SITE_RECT).astype(np.int16) - early.screen_part(SITE_RECT)).sum(
            axis=2
        )
        > 60
    )
    assert changed.mean() > 0.1


def test_turning_the_camera_changes_the_site_on_screen(chicago: dict[str, Shot]) -> None:
    before, after = chicago["site"], chicago["turned"]
    assert_on_screen(after, "the turned site")
    moved = np.abs(
        after.screen_part(SITE_RECT).astype(np.int16) - before.screen_part(SITE_RECT)
    ).mean()
    assert moved > 2.0, "turning the camera did not change the picture on screen"


def test_the_speedstocks_table_shows_its_rows(stocks: dict[str, Shot]) -> None:
    table = stocks["table"]
    assert table.facts["scene"] == "SpeedstocksScene"
    assert_on_screen(table, "the Speedstocks table")
    # The cards of the rows and the hand are white faces on the dark table.
    card_faces = (table.screen.min(axis=2) > 225).mean()
    assert card_faces > 0.02


def test_the_speedtycoon_table_shows_its_market_money_and_imperium(
    tycoon: dict[str, Shot],
) -> None:
    table = tycoon["table"]
    assert table.facts["scene"] == "SpeedtycoonScene"
    assert_on_screen(table, "the Speedtycoon table")
    for rect in (MARKET_RECT, KAPITAL_RECT, EMPIRE_RECT):
        assert table.difference(rect) < SAME_PICTURE
        assert table.screen_part(rect).std() > 20, f"nothing drawn at {rect} on screen"
    # The Konzernzentrale's light tile stands in the middle of the Imperium.
    empire = table.screen_part(EMPIRE_RECT).astype(np.int16)
    headquarters = (np.abs(empire - np.array(HEADQUARTERS_COLOUR)).sum(axis=2) < 24).mean()
    assert headquarters > 0.02


def test_a_clicked_kapital_card_shows_chosen_on_screen(tycoon: dict[str, Shot]) -> None:
    before, after = tycoon["table"], tycoon["chosen"]
    assert_on_screen(after, "the Speedtycoon table with a chosen card")
    changed = np.abs(
        after.screen_part(KAPITAL_RECT).astype(np.int16) - before.screen_part(KAPITAL_RECT)
    ).mean()
    assert changed > 2.0, "choosing a Kapital card did not change the picture on screen"


def test_the_speedpipe_table_shows_its_map_hand_and_rohrlager(pipe: dict[str, Shot]) -> None:
    table = pipe["table"]
    assert table.facts["scene"] == "SpeedpipeScene"
    assert_on_screen(table, "the Speedpipe table")
    for rect in (PIPE_MAP_RECT, HAND_RECT, DISPLAY_RECT):
        assert table.difference(rect) < SAME_PICTURE
        assert table.screen_part(rect).std() > 20, f"nothing drawn at {rect} on screen"


def test_a_clicked_contract_shows_kept_on_screen(pipe: dict[str, Shot]) -> None:
    before, after = pipe["table"], pipe["chosen"]
    assert_on_screen(after, "the Speedpipe table with a kept contract")
    changed = np.abs(
        after.screen_part(CONTRACT_CHOICE_RECT).astype(np.int16)
        - before.screen_part(CONTRACT_CHOICE_RECT)
    ).mean()
    assert changed > 0.5, "keeping a contract did not change the picture on screen"


def test_the_tycoon_table_shows_its_board_banks_and_panels(
    tycoon_table: dict[str, Shot],
) -> None:
    table = tycoon_table["table"]
    assert table.facts["scene"] == "TycoonScene"
    assert_on_screen(table, "the Tycoon table")
    for rect in (
        tycoon_layout.BANKS_RECT,
        tycoon_layout.TICKETS_RECT,
        tycoon_layout.ACTIONS_RECT,
        tycoon_layout.DISTRIBUTION_RECT,
        *(tycoon_layout.city_rect(city) for city in range(9)),
    ):
        assert table.difference(rect) < SAME_PICTURE
        assert table.screen_part(rect).std() > 20, f"nothing drawn at {rect} on screen"
    # Every city's chain shows its red fields (their red frames and corners) on screen.
    for city in range(9):
        chain = table.screen_part(tycoon_layout.city_rect(city)).astype(np.int16)
        red = (np.abs(chain - np.array(TYCOON_RED)).sum(axis=2) < 40).mean()
        assert red > 0.002, f"no red fields of city {city} on screen"


def test_a_ticket_bought_by_a_click_goes_to_the_own_tickets_on_screen(
    tycoon_table: dict[str, Shot],
) -> None:
    before, after = tycoon_table["table"], tycoon_table["bought"]
    assert_on_screen(after, "the Tycoon table with a bought ticket")
    for rect in (tycoon_layout.TICKETS_RECT, tycoon_layout.HELD_RECT):
        assert after.difference(rect) < SAME_PICTURE
        changed = np.abs(after.screen_part(rect).astype(np.int16) - before.screen_part(rect)).mean()
        assert changed > 1.0, f"buying a ticket did not change {rect} on screen"


def test_a_window_resized_from_outside_is_letterboxed_on_screen(
    resized: dict[str, Shot],
) -> None:
    shot = resized["resized"]
    assert tuple(shot.facts["window_size"]) == (1000, 760)
    assert shot.area == pygame.Rect(0, 99, 1000, 562)
    assert_on_screen(shot, "the resized window")
    bars = shot.screen[:99]
    assert bars.max() < 8, "the bars above the canvas are not black"


def test_full_screen_and_back_show_the_canvas(resized: dict[str, Shot]) -> None:
    full = resized["fullscreen"]
    assert tuple(full.facts["window_size"]) == SCREEN_SIZE
    assert_on_screen(full, "full screen")
    assert_on_screen(resized["windowed"], "back from full screen")


def test_the_tour_in_both_languages_and_sizes_reaches_the_screen(
    x_display: str, tmp_path: Path
) -> None:
    shots = play_scenario(x_display, "tour", tmp_path / "en", language="en", size="1920x1080")
    for name, shot in shots.items():
        assert shot.facts["language"] == "en"
        assert_on_screen(shot, f"{name} in English at full HD")


@pytest.fixture(scope="module")
def online(x_display: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """Online against a server of its own: sign-in, lobby, a table with its chat."""
    return play_scenario(x_display, "online", tmp_path_factory.mktemp("online"))


def test_the_online_screens_and_the_chat_are_on_screen(online: dict[str, Shot]) -> None:
    expected = {
        "sign_in": "SignInScene",
        "lobby": "LobbyScene",
        "chat": "SpeedstocksScene",
        "table": "SpeedstocksScene",
    }
    for name, scene in expected.items():
        assert online[name].facts["scene"] == scene
        assert_on_screen(online[name], f"the online {name}")
    # The open chat panel covers part of the table that the closed one shows.
    panel = CHAT_PANEL
    assert online["chat"].difference(panel) < SAME_PICTURE
    changed = np.abs(
        online["chat"].screen_part(panel).astype(np.int16) - online["table"].screen_part(panel)
    ).sum(axis=2)
    assert (changed > 60).mean() > 0.2
