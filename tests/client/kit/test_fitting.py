"""Names and lines fitted to a table's narrow places: shrunk first, then cut with '…'."""

from __future__ import annotations

import pytest

from game.client.scenes.tables.kit.fitting import elided, fitted_name
from game.client.text_layout import measure

LARGEST = 30
SMALLEST = 20


def test_a_name_that_fits_keeps_its_size_and_words() -> None:
    assert fitted_name("Anna", 400, LARGEST, SMALLEST) == (LARGEST, "Anna")


def test_a_longer_name_shrinks_but_stays_whole() -> None:
    name = "Maximiliane Mustermann"
    room = measure(name, LARGEST - 4, True)[0]
    size, words = fitted_name(name, room, LARGEST, SMALLEST)
    assert SMALLEST <= size < LARGEST
    assert words == name
    assert measure(words, size, True)[0] <= room


@pytest.mark.parametrize("room", [60, 160, 300])
def test_a_name_too_long_even_at_the_smallest_size_is_cut_with_an_ellipsis(room: int) -> None:
    name = "Karl-Theodor Maria Nikolaus Johann Jacob Philipp Franz Joseph Sylvester"
    size, words = fitted_name(name, room, LARGEST, SMALLEST)
    assert size == SMALLEST
    assert words.endswith("…") and name.startswith(words[:-1])
    assert measure(words, size, True)[0] <= room


def test_no_room_at_all_still_gives_the_ellipsis_rather_than_an_error() -> None:
    size, words = fitted_name("Anna", 0, LARGEST, SMALLEST)
    assert size == SMALLEST and words == "…"


def test_elided_cuts_at_the_width_and_drops_a_dangling_comma() -> None:
    words = "Kletterseil, Hebebühne, Sonderlieferung"
    assert elided(words, 17, 1000) == words
    room = measure("Kletterseil, ", 17)[0] + measure("…", 17)[0]
    cut = elided(words, 17, room)
    assert cut == "Kletterseil…"
    assert measure(cut, 17)[0] <= room
