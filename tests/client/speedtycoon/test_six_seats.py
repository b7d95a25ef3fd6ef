"""Six seats at a Speedtycoon table: the right column shows the five other players (and, switched,
the table's state) inside its room, every text whole at a readable size in German and English;
with two seats the Staatsfonds' row is there."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.others_column import OthersColumn
from game.client.scenes.tables.speedtycoon.players_panel import FUND
from game.client.text_recording import DrawnText, recording_texts
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import MODULES
from game.rules.speedtycoon.view import view_of
from game.texts import set_language
from tests.client.text_fit import findings
from tests.rules.speedtycoon.scenario import new

NAMES = (
    "Anna",
    "Bernhard von Hohenzollern-Sigmaringen",
    "Cem",
    "Dörte Müller-Lüdenscheidt",
    "Wolfgang Amadeus Wilhelmina Wunderlich",
    "Fatima",
)
EVERY_MODULE = {"mode": "eigene", **{module: "on" for module in MODULES}}
# The smallest size the facts of five rows may step down to: 16 on the 1920×1080 canvas is about
# 11 pixels in a 1280×720 window, the least that still reads.
READABLE = 16
# Every so many moves of a random game a position is drawn.
EVERY = 15


def positions(players: int, seed: int) -> Iterator[SpeedtycoonState]:
    """Positions of a random game with every module, every so many moves, to its end."""
    state = new(players, seed, EVERY_MODULE)
    rng = random.Random(seed)
    count = 0
    while not state.is_terminal():
        if count % EVERY == 0:
            yield state
        mover = state.may_move()[0]
        state.play(mover, rng.choice(state.legal_moves(mover)))
        count += 1
    yield state


def drawn_column(
    state: SpeedtycoonState, viewer: int, showing_table: bool
) -> tuple[OthersColumn, list[DrawnText]]:
    """The column at its place on the canvas, drawn for the viewer; returns it and its texts."""
    column = OthersColumn(layout.OTHERS_RECT, lambda seat: None)
    if showing_table:
        column.toggle()
    view = view_of(state, viewer)
    column.show(view, NAMES[: state.players], frozenset({state.acting}))
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        column.switch.draw(surface)
        column.draw(surface)
    return column, recording.texts


@pytest.mark.parametrize("language", ["de", "en"])
def test_five_other_players_fit_the_column_readably(language: str) -> None:
    set_language(language)
    for seed in (2, 7):
        for state in positions(6, seed):
            viewer = seed % 6
            column, texts = drawn_column(state, viewer, showing_table=False)
            rows = column.players.rows
            assert [row.seat for row in rows] == [(viewer + step) % 6 for step in range(1, 6)]
            for row in rows:
                assert column.area.contains(row.rect), (row.seat, row.rect, column.area)
                for spot in row.chips:
                    assert row.rect.contains(spot.rect)
                    assert spot.size >= READABLE, spot.chip.words
            assert findings(texts, frozenset(NAMES)) == []


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_table_state_of_six_seats_fits_the_column(language: str) -> None:
    set_language(language)
    for state in positions(6, 4):
        column, texts = drawn_column(state, 0, showing_table=True)
        for part in column.table_state.laid:
            assert column.area.contains(part.heading_rect)
            for spot in part.chips:
                assert column.area.contains(spot.rect) and spot.size >= READABLE
        assert findings(texts, frozenset(NAMES)) == []


def test_two_seats_show_the_other_player_and_the_staatsfonds_larger() -> None:
    set_language("de")
    state = next(positions(2, 3))
    crowded, _texts = drawn_column(next(positions(6, 3)), 0, showing_table=False)
    column, texts = drawn_column(state, 0, showing_table=False)
    assert [row.seat for row in column.players.rows] == [1, FUND]
    assert all(column.area.contains(row.rect) for row in column.players.rows)
    # With room to spare the facts grow beyond a crowded table's.
    sizes = {spot.size for row in column.players.rows for spot in row.chips}
    crowded_sizes = {spot.size for row in crowded.players.rows for spot in row.chips}
    assert min(sizes) > max(crowded_sizes)
    assert findings(texts, frozenset(NAMES)) == []


def test_what_a_seat_does_now_leads_its_row_and_a_long_name_stays_readable() -> None:
    set_language("de")
    state = next(positions(6, 5))
    viewer = (state.acting + 1) % 6
    column, texts = drawn_column(state, viewer, showing_table=False)
    acting = next(row for row in column.players.rows if row.seat == state.acting)
    assert acting.status is not None and acting.status.chip.words == "überlegt …"
    assert acting.status.rect.top < min(spot.rect.top for spot in acting.chips) + 1
    assert all(row.status is None for row in column.players.rows if row is not acting)
    names = [
        drawn
        for drawn in texts
        if len(drawn.line) >= 3 and any(name.startswith(drawn.line[:3]) for name in NAMES)
    ]
    assert len(names) == 5 and all(drawn.size >= 18 for drawn in names)
