"""Labels over the Speedchicago site at every zoom and the scoring view's plaques: prices, gains
and floors keep a readable size zoomed out and do not grow into banners zoomed in, stay inside
the site and do not cover each other; one plaque per house with the companies' points in a row,
no two plaques overlapping; the base area written at the house on request."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.client.app import App
from game.client.scene_keys import SceneRequest, build_scene
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.label_layout import (
    LARGEST_LABEL,
    MOST_COVERED,
    SMALLEST_LABEL,
    covered_share,
    pushed_apart,
    readable_size,
    thinned,
)
from game.client.scenes.tables.speedchicago.labels import house_labels
from game.client.scenes.tables.speedchicago.plaques import PHOTOGRAPHER, Plaque, placed_plaques
from game.client.scenes.tables.speedchicago.scene import SITE_RECT, SpeedchicagoScene
from game.client.site3d.camera import MIN_DISTANCE
from game.client.text_layout import line_height
from game.rules.speedchicago.houses import find_houses
from game.texts import text

WINDOWS = ((1280, 720), (1920, 1080))


def late_scene(app: App) -> SpeedchicagoScene:
    """The screenshot's late game in 1893, its foreman with the most reach selected."""
    scene = build_scene(app, SceneRequest("speedchicago", seed=1))
    assert isinstance(scene, SpeedchicagoScene)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def zoomed(app: App, scene: SpeedchicagoScene, nearest: bool) -> None:
    """The camera as near as it goes, or as far."""
    camera = scene.site.camera
    camera.distance = MIN_DISTANCE if nearest else camera.max_distance()
    scene.follow.user_moved()
    app.frame(1 / 60)


def overlapping(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The pairs of rectangles that overlap."""
    return [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]


# ---- pure layout ----------------------------------------------------------------------------


def test_the_label_size_follows_the_field_within_the_readable_range() -> None:
    assert readable_size(5.0) == SMALLEST_LABEL
    assert readable_size(2000.0) == LARGEST_LABEL
    assert SMALLEST_LABEL < readable_size(80.0) < LARGEST_LABEL
    assert readable_size(float("nan")) == SMALLEST_LABEL


def test_crowded_labels_are_thinned_in_order_of_importance() -> None:
    first = pygame.Rect(0, 0, 40, 30)
    hidden = pygame.Rect(5, 0, 40, 30)
    touching = pygame.Rect(36, 0, 40, 30)  # a tenth covered: kept
    apart = pygame.Rect(200, 0, 40, 30)
    assert thinned([first, hidden, touching, apart]) == [True, False, True, True]
    assert covered_share(touching, [first]) <= MOST_COVERED


def test_plaques_pushed_apart_never_overlap_and_stay_inside() -> None:
    bounds = pygame.Rect(0, 0, 800, 600)
    # Eight plaques wanted on nearly the same spot, one off the edge.
    wanted = [pygame.Rect(300 + 7 * index, 300 + 5 * index, 180, 36) for index in range(7)]
    wanted.append(pygame.Rect(780, 590, 180, 36))
    placed = pushed_apart(wanted, bounds)
    assert overlapping(placed) == []
    assert all(bounds.contains(rect) for rect in placed)
    assert placed[0] == wanted[0]  # the first keeps its place
    assert [rect.size for rect in placed] == [rect.size for rect in wanted]


def test_plaques_of_houses_keep_their_order_of_places() -> None:
    plaques = [Plaque(house, house, "", ((0, "12"), (1, "9"))) for house in range(3)]
    anchors = [(400.0, 300.0), (410.0, 305.0), (100.0, 100.0)]
    rects = placed_plaques(plaques, anchors, pygame.Rect(0, 0, 800, 600))
    assert overlapping(rects) == []
    assert rects[1].center == (410, 305)  # the front one (lowest) keeps its place
    assert rects[2].center == (100, 100)  # alone: where it was wanted


# ---- the late game on screen ----------------------------------------------------------------


@pytest.mark.parametrize("nearest", [False, True])
def test_prices_and_floors_stay_readable_inside_and_apart_at_every_zoom(
    app: App, nearest: bool
) -> None:
    scene = late_scene(app)
    scene.floors_on_roofs = True
    assert scene.selection.mode == sel.FOREMAN and scene.targets
    zoomed(app, scene, nearest)
    labels = scene.overlay.drawn_labels + scene.overlay.drawn_floors
    assert scene.overlay.drawn_labels
    for label in labels:
        assert SMALLEST_LABEL <= label.size <= LARGEST_LABEL + 4
        assert label.rect.height >= line_height(SMALLEST_LABEL, True)
        assert SITE_RECT.contains(label.rect)
    rects = [label.rect for label in labels]
    for index, rect in enumerate(rects):
        assert covered_share(rect, rects[:index] + rects[index + 1 :]) <= 0.5
    if not nearest:
        return
    # Close up every lit field in the picture keeps its price, and they stand clear of each other.
    shown = {label.field for label in scene.overlay.drawn_labels}
    on_site = {
        field
        for field, target in scene.targets.items()
        if target.label
        and SITE_RECT.collidepoint(scene.site.field_on_screen(field, scene.board.heights, 0.05))
    }
    assert on_site <= shown


def test_zoomed_out_labels_are_no_smaller_and_zoomed_in_no_larger_than_the_range(
    app: App,
) -> None:
    scene = late_scene(app)
    sizes = []
    for nearest in (False, True):
        zoomed(app, scene, nearest)
        sizes.append({label.size for label in scene.overlay.drawn_labels})
    far, near = sizes
    assert min(far) >= SMALLEST_LABEL and max(near) <= LARGEST_LABEL + 4
    assert max(far) <= min(near)  # nearer, the labels grow (within the range)


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("turn", range(4))
def test_the_scoring_view_has_one_plaque_per_house_none_overlapping(
    app: App, window: tuple[int, int], turn: int
) -> None:
    app.letterbox.fit(window)
    scene = late_scene(app)
    for _ in range(turn):
        scene.site.camera.quarter_turn(1)
    scene.select(sel.Selection())
    scene.scoring_view = True
    app.frame(1 / 60)
    assert scene.view_data is not None
    scoring = {label.house for label in house_labels(scene.view_data)}
    drawn = scene.overlay.drawn_scoring
    houses = [plaque.plaque.house for plaque in drawn if plaque.plaque.house != PHOTOGRAPHER]
    assert sorted(houses) == sorted(scoring) and len(scoring) >= 4
    for plaque in drawn:
        companies = [company for company, _words in plaque.plaque.entries]
        assert companies == sorted(set(companies))
    rects = [plaque.rect for plaque in drawn]
    assert overlapping(rects) == []
    assert all(SITE_RECT.contains(rect) for rect in rects)


def test_the_base_area_is_written_at_the_selected_house_and_at_all_with_the_floors(
    app: App,
) -> None:
    scene = late_scene(app)
    houses = find_houses(scene.board.heights, scene.board.foundations)
    foreman = scene.selection.foreman
    house = houses.house_of[foreman]
    assert house >= 0
    expected = text("chicago_overlay.base_area", area=houses.area[house])
    assert [label.words for label in scene.overlay.drawn_base_areas] == [expected]
    scene.select(sel.Selection())
    scene.hover_field = -1
    app.frame(1 / 60)
    assert scene.overlay.drawn_base_areas == []
    scene.overlay.toggle_floors()
    app.frame(1 / 60)
    words = sorted(label.words for label in scene.overlay.drawn_base_areas)
    every = sorted(text("chicago_overlay.base_area", area=area) for area in houses.area if area > 0)
    assert words == every
    assert all(SITE_RECT.contains(label.rect) for label in scene.overlay.drawn_base_areas)
