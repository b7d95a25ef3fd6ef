"""The Verbreitung table and the round: each player's count of cities agrees with what a payday
now would pay him, the round's words name the start player and who ends the round and why, the
columns and the round are found under a point, and the texts are drawn whole."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.tycoon import distribution_panel as panel
from game.client.scenes.tables.tycoon.layout import DISTRIBUTION_RECT
from game.client.scenes.tables.tycoon.spots import DISTRIBUTION, ROUND, TableSpot
from game.rules.tycoon.board import DISTRIBUTION as PAYS
from tests.client.tycoon.panel_views import (
    LANGUAGES,
    LONG_NAMES,
    NAMES,
    drawn_texts,
    language,
    position,
    view_of,
)


@pytest.mark.parametrize("moves", [0, 40, 120, 250])
def test_each_players_count_is_what_the_payday_now_pays_for_distribution(moves: int) -> None:
    view = view_of(position(4, moves))
    counts = panel.present_counts(view)
    assert [PAYS[count] for count in counts] == [parts[0] for parts in view["income_now"]]
    if moves:
        assert any(counts)


def test_the_round_names_its_number_and_start_player_and_who_ends_it() -> None:
    view = view_of(position(3, 10))
    view["round"], view["start_player"], view["closing"] = 2, 1, False
    with language("de"):
        assert panel.round_words(view, NAMES) == "Runde 2 von 3 · Startspieler Ben"
        words = panel.closing_words(view, NAMES)
    assert "Anna" in words and "letztes Hotel" in words
    with language("en"):
        assert panel.round_words(view, NAMES) == "Round 2 of 3 · start player Ben"


def test_a_closing_round_tells_who_built_all_hotels_and_whose_turn_ends_it() -> None:
    view = view_of(position(3, 10))
    view.update(phase="turn", start_player=0, closing=True, acting=0)
    view["hotels_left"] = [3, 0, 2]
    with language("de"):
        words = panel.closing_words(view, NAMES)
        assert words == "Ben hat alle Hotels gebaut: Die Runde endet mit dem Zug von Carla."
        view["hotels_left"] = [0, 0, 2]
        assert panel.closing_words(view, NAMES).startswith("Anna und Ben haben")
        view["acting"] = 2
        assert panel.closing_words(view, NAMES).endswith("Dies ist der letzte Zug der Runde.")
        view["hotels_left"] = [1, 1, 2]
        view["acting"] = 1
        assert panel.closing_words(view, NAMES) == (
            "Eine Runde ohne Bau: Die Runde endet mit dem Zug von Carla."
        )
        # RoundClosing's reason decides where the event is known.
        view["hotels_left"] = [0, 1, 2]
        assert panel.closing_words(view, NAMES, "quiet").startswith("Eine Runde ohne Bau")
        view["phase"] = "payday"
        assert "Zahltag" in panel.round_words(view, NAMES)
        view["phase"] = "over"
        assert panel.closing_words(view, NAMES) == "Das Spiel ist aus."


def test_the_columns_and_the_round_are_found_under_a_point() -> None:
    view = view_of(position(3, 10))
    columns = [panel.cell_rect(DISTRIBUTION_RECT, cities) for cities in range(10)]
    assert all(DISTRIBUTION_RECT.contains(column) for column in columns)
    assert all(a.right < b.x for a, b in zip(columns, columns[1:]))
    for cities, column in enumerate(columns):
        spot = TableSpot(DISTRIBUTION, index=cities)
        assert panel.spot_at(column.center, view) == spot
        assert panel.spot_rect(spot, view) == column
    line = panel.round_rect(DISTRIBUTION_RECT)
    assert panel.spot_at(line.center, view) == TableSpot(ROUND)
    title = (DISTRIBUTION_RECT.x + 20, DISTRIBUTION_RECT.y + 16)
    assert panel.spot_at(title, view) == TableSpot(DISTRIBUTION)
    assert panel.spot_at((0, 0), view) is None


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [2, 5])
def test_the_panel_draws_its_texts_whole(lang: str, players: int) -> None:
    view = view_of(position(players, 200))
    with language(lang):
        for names in (NAMES, LONG_NAMES):
            for closing, acting in ((False, 0), (True, 0), (True, view["start_player"] - 1)):
                view["closing"] = closing
                view["acting"] = acting % players
                view["hotels_left"][1] = 0
                texts = drawn_texts(
                    lambda surface, names=names: panel.draw(
                        surface, DISTRIBUTION_RECT, view, names[:players], 0
                    )
                )
                assert "25" in texts


def test_the_kept_panel_is_drawn_anew_when_the_round_or_a_count_changes() -> None:
    view = view_of(position(3, 30))

    def picture() -> bytes:
        surface = pygame.Surface((1920, 1080))
        panel.draw(surface, DISTRIBUTION_RECT, view, NAMES, 0)
        return pygame.image.tobytes(surface.subsurface(DISTRIBUTION_RECT), "RGB")

    for change in (
        lambda: view.__setitem__("round", 3),
        lambda: view.__setitem__("closing", not view["closing"]),
        lambda: view["chains"][8].__setitem__(13, 2),
    ):
        before = picture()
        assert picture() == before
        change()
        assert picture() != before
