"""The other players' column: the numbers shown are the view's (counted here from the state), a
hidden hand never shows, the modules' parts come only with their module, a tap names the row's
seat, every part has an info window, and both languages fit at two and six players."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.client.scenes.tables.speedtycoon.players_panel import (
    FUND,
    PlayersPanel,
    Row,
    panel_height,
)
from game.client.text_recording import DrawnText, recording_texts
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS
from game.rules.speedtycoon.hidden import resample_hidden
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.view import view_of
from game.texts import set_language, text
from tests.client.speedtycoon.positions import random_positions
from tests.client.text_fit import findings
from tests.rules.speedtycoon.scenario import new

WIDTH = 440
NAMES = ("Anna", "Bernhard von Hohenzollern-Sigmaringen", "Cem", "Dörte", "Emil", "Fatima")
MODULE_PARTS = {"tunnels": "tunnel", "tips": "insidertipp", "loans": "kredite", "lobby": "lobbyist"}


def sampled(seed: int, every: int = 12) -> Iterator[tuple[SpeedtycoonState, int]]:
    """Every so many positions of a random game at the seed's table."""
    for count, (state, player) in enumerate(random_positions(seed)):
        if count % every == 0:
            yield state, player


def draw(
    state: SpeedtycoonState, viewer: int, thinking: frozenset[int] = frozenset()
) -> tuple[PlayersPanel, list[DrawnText], pygame.Surface]:
    """The panel drawn for the viewer; returns it, its texts and the picture."""
    view = view_of(state, viewer)
    surface = pygame.Surface((WIDTH + 40, panel_height(view, WIDTH) + 40))
    panel = PlayersPanel(lambda seat: None)
    with recording_texts() as recording:
        panel.draw(
            surface,
            pygame.Rect(20, 20, WIDTH, surface.get_height() - 40),
            view,
            NAMES[: state.players],
            thinking,
        )
    return panel, recording.texts, surface


def chip_words(row: Row) -> dict[tuple[object, ...], str]:
    """The row's chips' words by key."""
    return {spot.chip.key: spot.chip.words for spot in row.chips}


def branch_counts(buildings: list[int]) -> list[int]:
    """Buildings per branch, counted here from the state's tiles."""
    counts = [0] * len(BRANCHES)
    for building in buildings:
        if BUILDINGS[building].branch is not None:
            counts[BUILDINGS[building].branch] += 1  # type: ignore[index]
    return counts


@pytest.mark.parametrize("seed", [0, 1, 3, 5])
def test_the_numbers_shown_are_the_states_for_every_other_seat(seed: int) -> None:
    set_language("de")
    for state, viewer in sampled(seed, 4):
        panel, texts, _surface = draw(state, viewer)
        lines = {drawn.line for drawn in texts}
        seats = [row.seat for row in panel.rows]
        assert sorted(seat for seat in seats if seat != FUND) == sorted(
            set(range(state.players)) - {viewer}
        )
        assert (FUND in seats) == (state.players == 2)
        for row in panel.rows:
            words = chip_words(row)
            if row.seat == FUND:
                counts = branch_counts(state.fund)
                assert [words[(FUND, "branch", b)] for b in range(6)] == [str(c) for c in counts]
                continue
            seat = row.seat
            counts = branch_counts(list(state.empires[seat].fields.values()))
            assert [words[(seat, "branch", b)] for b in range(6)] == [str(c) for c in counts]
            assert words[(seat, "cards")] == f"Karten {len(state.hands[seat])}"
            assert words[(seat, "planning")] == f"Planung {len(state.planning[seat])}"
            placing = state.phase == "place" and state.placer == seat and state.to_place
            assert words.get((seat, "to_build")) == (
                f"Zu bauen {len(state.to_place)}" if placing else None
            )
            if "tunnel" in state.modules:
                assert words[(seat, "tunnels")] == f"Tunnel {state.tunnels_left[seat]}"
            if "kredite" in state.modules:
                assert words[(seat, "loans")] == f"Kredite {state.loans[seat]}"
            unicorns = {key[2] for key in words if key[1] == "unicorn"}
            assert unicorns == {b for b, owner in enumerate(state.unicorns) if owner == seat}
            assert f"{state.points[seat]} P." in lines
            for spot in row.chips:
                assert row.rect.contains(spot.rect)


@pytest.mark.parametrize("seed", [1, 5])
def test_a_hidden_hand_never_shows_redealt_hands_draw_the_same(seed: int) -> None:
    set_language("de")
    rng = random.Random(seed)
    for state, viewer in sampled(seed, 20):
        twin = resample_hidden(state, viewer, rng)
        _panel, texts, surface = draw(state, viewer)
        _twin_panel, twin_texts, twin_surface = draw(twin, viewer)
        assert [drawn.line for drawn in texts] == [drawn.line for drawn in twin_texts]
        assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(twin_surface, "RGB")


def parts_of(panel: PlayersPanel) -> set[str]:
    """The kinds of chips the panel shows."""
    return {str(spot.chip.key[1]) for row in panel.rows for spot in row.chips}


def test_module_parts_come_only_with_their_module() -> None:
    set_language("de")
    classic, _texts, _surface = draw(new(4, 3, {"mode": "klassisch"}), 0)
    assert not parts_of(classic) & set(MODULE_PARTS)
    tycoon, _texts, _surface = draw(new(4, 3, {"mode": "tycoon"}), 0)
    assert set(MODULE_PARTS) <= parts_of(tycoon)
    for part, module in MODULE_PARTS.items():
        only = new(3, 2, {"mode": "eigene", module: "on"})
        panel, _texts, _surface = draw(only, 0)
        assert parts_of(panel) & set(MODULE_PARTS) == {part}


def test_the_status_tells_on_turn_thinking_and_a_ready_lobbyist() -> None:
    set_language("de")
    state = new(3, 4, {"mode": "tycoon"})
    viewer = (state.current + 1) % 3
    other = (state.current + 2) % 3
    _panel, texts, _surface = draw(state, viewer)
    lines = [drawn.line for drawn in texts]
    assert lines.count("ist dran") == 1 and lines.count("Lobbyist bereit") >= 1
    _panel, texts, _surface = draw(state, viewer, frozenset({state.current}))
    lines = [drawn.line for drawn in texts]
    assert "überlegt …" in lines and "ist dran" not in lines
    state.lobby_rest[other] = 2
    _panel, texts, _surface = draw(state, viewer)
    lines = [drawn.line for drawn in texts]
    assert "Lobbyist ruht (2)" in lines


def test_a_tap_on_a_row_calls_back_with_its_seat_and_not_for_the_fund() -> None:
    set_language("de")
    for players in (2, 5):
        state = new(players, 7, {"mode": "tycoon"})
        view = view_of(state, 1)
        tapped: list[int] = []
        panel = PlayersPanel(tapped.append)
        surface = pygame.Surface((WIDTH, panel_height(view, WIDTH)))
        panel.draw(surface, surface.get_rect(), view, NAMES[:players])
        for row in panel.rows:
            hit = panel.tap((row.rect.centerx, row.rect.bottom - 2))
            assert hit == (row.seat != FUND)
        assert tapped == [row.seat for row in panel.rows if row.seat != FUND]
        assert 1 not in tapped
        assert not panel.tap((WIDTH + 5, 5)) and len(tapped) == players - 1


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_part_has_an_info_window_kept_while_the_pointer_stays(language: str) -> None:
    set_language(language)
    state = new(2, 9, {"mode": "tycoon"})
    state.unicorns[2] = 1
    state.loans[1] = 1
    view = view_of(state, 0)
    panel = PlayersPanel(lambda seat: None)
    surface = pygame.Surface((WIDTH, panel_height(view, WIDTH)))
    panel.draw(surface, surface.get_rect(), view, NAMES[:2])
    for row in panel.rows:
        for spot in row.chips:
            found = panel.info_at(spot.rect.center)
            assert found is not None
            target, content = found
            assert content.title and content.rule and all(content.rule)
            assert panel.info_at(spot.rect.center)[0] is target  # type: ignore[index]
    cards = panel.info_at(panel.rows[0].chips[0].rect.center)
    assert cards is not None
    assert text("speedtycoon.money.depot_rule") in cards[1].rule
    assert str(len(state.hands[1])) in cards[1].for_you[0]
    loans = next(spot for spot in panel.rows[0].chips if spot.chip.key[1] == "loans")
    assert "6" in panel.info_at(loans.rect.center)[1].for_you[0]  # type: ignore[index]
    assert panel.info_at((WIDTH + 50, 0)) is None


def test_names_must_match_the_players() -> None:
    view = view_of(new(3, 1), 0)
    with pytest.raises(ValueError, match="2 names for 3 players"):
        PlayersPanel(lambda seat: None).draw(
            pygame.Surface((10, 10)), pygame.Rect(0, 0, 10, 10), view, NAMES[:2]
        )


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seed", [1, 5])
def test_both_languages_fit_at_two_and_six_players(language: str, seed: int) -> None:
    set_language(language)
    for state, viewer in sampled(seed, 8):
        _panel, texts, _surface = draw(state, viewer, frozenset({state.current}))
        assert findings(texts, frozenset(NAMES)) == []


def test_a_short_column_shrinks_the_chips_until_every_row_fits() -> None:
    set_language("de")
    view = view_of(new(6, 3, {"mode": "tycoon"}), 0)
    roomy = panel_height(view, WIDTH, names=NAMES)
    short = panel_height(view, WIDTH, 14, names=NAMES)
    assert short < roomy
    panel = PlayersPanel(lambda seat: None)
    area = pygame.Rect(0, 0, WIDTH, short)
    with recording_texts() as recording:
        rows = panel.draw(pygame.Surface(area.size), area, view, NAMES)
    assert rows[-1].rect.bottom <= area.bottom
    assert {spot.size for row in rows for spot in row.chips} <= {14, 13, 12, 11}
    assert findings(recording.texts, frozenset(NAMES)) == []


def test_a_branch_count_tells_the_viewers_own_count_beside_the_others() -> None:
    set_language("de")
    state = new(2, 9, {"mode": "tycoon"})
    tech = next(tile.number for tile in BUILDINGS if tile.branch == 4)
    state.empires[0].fields[(1, 0)] = tech
    view = view_of(state, 0)
    panel = PlayersPanel(lambda seat: None)
    surface = pygame.Surface((WIDTH, panel_height(view, WIDTH)))
    panel.draw(surface, surface.get_rect(), view, NAMES[:2])
    for row in panel.rows:
        spot = next(spot for spot in row.chips if spot.chip.key == (row.seat, "branch", 4))
        found = panel.info_at(spot.rect.center)
        assert found is not None
        assert found[1].for_you[-1] == "Du hast 1 davon in deinem Imperium."
        assert found[1].rule[0] == text("speedtycoon.branches.technologie.rule")


def test_the_column_is_kept_as_a_picture_until_what_it_shows_changes() -> None:
    set_language("de")
    state = new(4, 3, {"mode": "tycoon"})
    view = view_of(state, 0)
    area = pygame.Rect(20, 20, WIDTH, panel_height(view, WIDTH, names=NAMES[:4]))
    surface = pygame.Surface((WIDTH + 40, area.height + 40))
    panel = PlayersPanel(lambda seat: None)
    panel.draw(surface, area, view, NAMES[:4])
    first = pygame.image.tobytes(surface, "RGB")
    # Drawn over by something else, the same column comes back from the kept picture.
    surface.fill((255, 0, 255), area)
    panel.draw(surface, area, view, NAMES[:4])
    assert pygame.image.tobytes(surface, "RGB") == first
    # Another row shown, or other points, draws the column anew.
    panel.draw(surface, area, view, NAMES[:4], shown=2)
    assert pygame.image.tobytes(surface, "RGB") != first
    scored = dict(view, points=[points + 7 for points in view["points"]])
    panel.draw(surface, area, scored, NAMES[:4], shown=2)
    fresh = pygame.Surface(surface.get_size())
    PlayersPanel(lambda seat: None).draw(fresh, area, scored, NAMES[:4], shown=2)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")
