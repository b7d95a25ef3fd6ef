"""The table kit's tests draw on plain surfaces: pygame started with the dummy drivers."""

from __future__ import annotations

import pygame
import pytest


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()
