"""The client's house for several games: shared client modules never import a game's package by
name; each game's client package registers its scene, scene keys, modes and more itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.client.bench_scenes import bench_figures, bench_scenes
from game.client.games import GAMES
from game.client.leaderboards import leaderboard_of
from game.client.saved_table_words import progress_words_of
from game.client.scene_keys import SHARED_KEYS, register_scene_key, scene_keys
from game.client.solo_modes import modes_of
from game.client.table_scenes import has_table_scene

CLIENT = Path(__file__).resolve().parents[2] / "game" / "client"
# The shared modules: the client's own and its shared scenes (the games live in scenes/tables/).
SHARED_MODULES = sorted([*CLIENT.glob("*.py"), *(CLIENT / "scenes").glob("*.py")])
GAME_NAMES = {entry.name for entry in GAMES}


def imported_paths(source: str) -> list[str]:
    """Every dotted name a module imports, at its top or inside a function ('game.rules.x',
    and for 'from a import b' also 'a.b')."""
    paths: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            paths.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            paths.append(node.module)
            paths.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return paths


def names_a_game(path: str) -> bool:
    """Whether an imported dotted name reaches into one game's package."""
    return any(part in GAME_NAMES for part in path.split("."))


def test_the_scan_sees_imports_of_a_game_package_anywhere_in_a_module() -> None:
    source = (
        "from game.client.scenes.tables import speedstocks\n"
        "def later():\n"
        "    import game.rules.speedchicago.modes\n"
    )
    assert [names_a_game(path) for path in imported_paths(source)] == [False, True, True]
    assert not any(names_a_game(path) for path in imported_paths("import game.client.games\n"))


def test_no_shared_client_module_imports_a_game_package_by_name() -> None:
    assert len(SHARED_MODULES) > 20  # the scan reads the client, not an empty folder
    offenders = {
        module.relative_to(CLIENT).as_posix(): sorted(
            {path for path in imported_paths(module.read_text()) if names_a_game(path)}
        )
        for module in SHARED_MODULES
    }
    assert {module: paths for module, paths in offenders.items() if paths} == {}


def test_each_game_package_registers_what_it_brings() -> None:
    assert has_table_scene("speedstocks") and has_table_scene("speedchicago")
    keys = scene_keys()
    assert keys[: len(SHARED_KEYS)] == SHARED_KEYS
    assert {"speedstocks", "speedchicago", "speedchicago_side", "speedchicago_scoring"} <= set(keys)
    assert {"speedstocks", "speedchicago"} <= set(bench_scenes())
    assert bench_scenes()["speedchicago"].in_window and "speedchicago_tap" in bench_figures()
    assert list(modes_of("speedchicago")) == ["freie_partie", "rekordjagd", "tagesbaustelle"]
    assert list(modes_of("speedstocks")) == ["tagesbaustelle"]  # its daily challenge
    leaderboard = leaderboard_of("speedchicago")
    assert leaderboard is not None and leaderboard.place_bonus == (30, 15, 5)
    assert leaderboard_of("speedstocks") is None
    assert progress_words_of("speedstocks") is not None
    assert progress_words_of("speedchicago") is not None


def test_a_scene_key_cannot_be_taken_twice() -> None:
    with pytest.raises(ValueError, match="'menu' is taken"):
        register_scene_key("menu", lambda app, request: pytest.fail("never built"))
    with pytest.raises(ValueError, match="'speedstocks' is taken"):
        register_scene_key("speedstocks", lambda app, request: pytest.fail("never built"))
    assert "menu" in scene_keys()
