"""The Mehrheiten overlay: from random games its numbers are scoring_preview's (counts, places
with ties, points, ring, zones, Nachhaltigkeit, loans, totals), the Staatsfonds has its column in
a game of two, and every text is drawn whole in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.speedtycoon.majorities_overlay import (
    draw_majorities,
    overlay_table,
)
from game.client.text_recording import recording_texts
from game.rules.speedtycoon.insight import scoring_preview
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import set_language
from tests.client.speedtycoon.positions import random_positions
from tests.client.text_fit import findings

AREA = pygame.Rect(120, 100, 1400, 820)
NAMES = ("Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi")


def names_for(state: SpeedtycoonState) -> tuple[str, ...]:
    """A short name per player."""
    return NAMES[: state.players]


def check_numbers(state: SpeedtycoonState) -> None:
    """The overlay's cells say what scoring_preview says, participant by participant."""
    preview = scoring_preview(state)
    shown = overlay_table(preview, tuple(state.modules), names_for(state))
    assert len(shown.columns) == state.players + (state.players == 2)
    for branch, row in zip(preview.branches, shown.rows):
        assert row.branch == branch.branch
        assert "/".join(str(points) for points in branch.paid) in row.label
        placed = {who: standing for standing in branch.standings for who in standing.participants}
        for who, cell in enumerate(row.cells):
            parts = cell.split(" · ")
            assert parts[0] == str(branch.counts[who])
            standing = placed.get(who)
            if standing is None:
                assert len(parts) == 1
                continue
            first, many = standing.place + 1, len(standing.participants)
            where = f"{first}." if many == 1 else f"{first}.–{first + many - 1}."
            assert parts[1].split(" → ")[0] == where
            if who < state.players:
                assert parts[1].split(" → ")[1] == str(branch.points[who])
            else:
                assert "→" not in parts[1]
            assert row.bold[who] == (standing.place == 0)
    tail = shown.rows[len(preview.branches) :]
    expected = [[part.ring for part in preview.players]]
    if "sonderzonen" in state.modules:
        expected.append([part.zones for part in preview.players])
    if "nachhaltigkeit" in state.modules:
        expected.append([part.sustainability for part in preview.players])
    if preview.scoring == 2 and "kredite" in state.modules:
        expected.append([part.loans for part in preview.players])
    expected.append(list(preview.totals))
    assert len(tail) == len(expected)
    for row, values in zip(tail, expected):
        assert row.cells[: state.players] == tuple(str(value) for value in values)
        assert row.cells[state.players :] == (("–",) if state.players == 2 else ())


@pytest.mark.parametrize("seed", range(6))
def test_the_overlay_shows_scoring_previews_numbers_in_random_games(seed: int) -> None:
    set_language("de")
    seen = 0
    for count, (state, _player) in enumerate(random_positions(seed)):
        if count % 7 == 0:
            check_numbers(state)
            seen += 1
    assert seen > 5


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seed", [0, 1, 5])
def test_every_text_is_drawn_whole_in_both_languages(language: str, seed: int) -> None:
    set_language(language)
    for count, (state, _player) in enumerate(random_positions(seed)):
        if count % 25:
            continue
        surface = pygame.Surface((1920, 1080))
        with recording_texts() as recording:
            shown = draw_majorities(surface, AREA, state, names_for(state))
        assert findings(recording.texts, frozenset()) == []
        lines = {drawn.line for drawn in recording.texts}
        assert shown.title in lines and set(shown.columns) <= lines
        for row in shown.rows:
            assert row.label in lines and set(row.cells) <= lines


def test_the_title_names_the_scoring_it_previews() -> None:
    set_language("de")
    titles = set()
    for state, _player in random_positions(4):
        titles.add(overlay_table(scoring_preview(state), (), names_for(state)).title)
    assert "Mehrheiten: so ginge die Startup-Bewertung jetzt aus" in titles
    assert "Mehrheiten: so ginge die IPO-Bewertung jetzt aus" in titles


def test_wrong_names_are_refused_in_words() -> None:
    state, _player = next(random_positions(0))
    with pytest.raises(ValueError, match="needs 4 player names, not 2"):
        overlay_table(scoring_preview(state), (), ("Anna", "Ben"))
