"""A kept picture: drawn once, shown again while its key and area stay, drawn anew otherwise;
while texts are recorded it always draws."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.text_recording import recording_texts

AREA = pygame.Rect(10, 10, 40, 30)


def test_the_picture_comes_back_until_its_key_or_area_changes() -> None:
    surface = pygame.Surface((80, 60))
    kept: KeptPicture[str] = KeptPicture()
    painted: list[tuple[int, int, int]] = []

    def paint(colour: tuple[int, int, int]) -> str:
        painted.append(colour)
        surface.fill(colour, AREA)
        return f"drawn {colour}"

    assert kept.draw(surface, AREA, "red", lambda: paint((200, 0, 0))) == "drawn (200, 0, 0)"
    surface.fill((0, 0, 0))
    # Same key: the kept picture is shown and paint's answer comes back without painting.
    assert kept.draw(surface, AREA, "red", lambda: paint((0, 200, 0))) == "drawn (200, 0, 0)"
    assert surface.get_at(AREA.center)[:3] == (200, 0, 0)
    assert surface.get_at((0, 0))[:3] == (0, 0, 0)
    assert painted == [(200, 0, 0)]
    # Another key, or the same key elsewhere, paints anew.
    kept.draw(surface, AREA, "green", lambda: paint((0, 200, 0)))
    assert surface.get_at(AREA.center)[:3] == (0, 200, 0)
    kept.draw(surface, AREA.move(5, 5), "green", lambda: paint((0, 0, 200)))
    assert painted == [(200, 0, 0), (0, 200, 0), (0, 0, 200)]


def test_while_texts_are_recorded_it_always_paints() -> None:
    surface = pygame.Surface((80, 60))
    kept: KeptPicture[None] = KeptPicture()
    painted: list[int] = []
    kept.draw(surface, AREA, "same", lambda: painted.append(1))
    with recording_texts():
        kept.draw(surface, AREA, "same", lambda: painted.append(2))
    assert painted == [1, 2]
