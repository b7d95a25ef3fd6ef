"""Shared test set-up: Hypothesis settings and the headless import check of the game packages."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

REPOSITORY = Path(__file__).resolve().parent.parent

# The packages that must run without a display or a GPU (see the layers in DESIGN.md); later
# layers are checked as soon as they exist.
HEADLESS_PACKAGES: tuple[str, ...] = (
    "game.rules",
    "game.ai",
    "game.table",
    "game.store",
    "game.narration",
    "game.net",
    "game.replay",
    "game.review",
)
# Modules the headless packages must never import, not even indirectly.
FORBIDDEN_MODULES: tuple[str, ...] = ("pygame", "moderngl")

# Examples are derandomised so that a red run is red again on the next try; deadlines are off
# because the two-core test machines are shared.
settings.register_profile(
    "speed", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
# HYPOTHESIS_PROFILE=explore: fresh random examples on every run, for a deeper look by hand.
settings.register_profile("explore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "speed"))

_HEADLESS_SCRIPT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import importlib.util
    import pkgutil
    import sys

    FORBIDDEN = {forbidden!r}
    PACKAGES = {packages!r}


    class Blocker(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in FORBIDDEN:
                raise ImportError("headless code imported " + name)
            return None


    sys.meta_path.insert(0, Blocker())
    checked = []
    for package in PACKAGES:
        if importlib.util.find_spec(package) is None:
            continue
        module = importlib.import_module(package)
        checked.append(package)
        for info in pkgutil.walk_packages(module.__path__, package + "."):
            importlib.import_module(info.name)
            checked.append(info.name)
    leaked = sorted(name for name in sys.modules if name.split(".")[0] in FORBIDDEN)
    if leaked:
        raise SystemExit("forbidden modules were imported: " + ", ".join(leaked))
    print("\\n".join(checked))
    """
)


def headless_script(
    packages: tuple[str, ...] = HEADLESS_PACKAGES,
    forbidden: tuple[str, ...] = FORBIDDEN_MODULES,
) -> str:
    """Python code that imports every module of the packages with the forbidden modules blocked."""
    return _HEADLESS_SCRIPT.format(packages=packages, forbidden=forbidden)


@pytest.fixture
def run_headless() -> Callable[..., subprocess.CompletedProcess[str]]:
    """Runs headless_script() in a fresh interpreter from the repository root."""

    def run(
        packages: tuple[str, ...] = HEADLESS_PACKAGES,
        forbidden: tuple[str, ...] = FORBIDDEN_MODULES,
    ) -> subprocess.CompletedProcess[str]:
        environment = dict(os.environ, PYTHONPATH=str(REPOSITORY))
        return subprocess.run(
            [sys.executable, "-c", headless_script(packages, forbidden)],
            cwd=REPOSITORY,
            env=environment,
            capture_output=True,
            text=True,
            timeout=120,
        )

    return run


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Runs the slow statistical tests first, each file's order kept."""
    # The workers share out the queue from its end: with the long games first, the run ends on
    # short tests instead of one worker finishing a long game while the other waits.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
