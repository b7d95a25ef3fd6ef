"""The headless layers import neither pygame nor moderngl, not even in one of their modules."""

from __future__ import annotations

import pkgutil

import game.ai
import game.rules


def test_rules_and_ai_import_with_pygame_and_moderngl_blocked(run_headless) -> None:
    """Every module of game.rules and game.ai (and of table and store, once they exist) imports."""
    result = run_headless()
    assert result.returncode == 0, result.stderr or result.stdout
    checked = set(result.stdout.split())
    expected = {"game.rules", "game.ai"}
    for package in (game.rules, game.ai):
        expected.update(
            info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
        )
    assert expected <= checked, f"modules not checked: {sorted(expected - checked)}"


def test_the_blocker_catches_an_import(run_headless) -> None:
    """The same check fails when a module the rules do use is blocked (so it can fail at all)."""
    result = run_headless(packages=("game.rules",), forbidden=("json",))
    assert result.returncode != 0
    assert "headless code imported json" in result.stderr
