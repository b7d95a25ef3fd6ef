"""The plates' looks: apart from every company colour by a minimum colour distance, the rules
text's names kept (green, blue, yellow), a pattern each, and one colour source for 3D and 2D."""

from __future__ import annotations

import math

import pytest

from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.labels import plate_colour
from game.client.site3d.palette import (
    BLUE_PLATE,
    GREEN_PLATE,
    MAX_COMPANIES,
    MIN_PLATE_DISTANCE,
    PATTERN_PLAIN,
    PLATES,
    YELLOW_PLATE,
    PlateLook,
    company_colours,
    delta_e,
    lab,
    plain_plate,
)

# The plates a move lights: the three of the rules text and the others of the table.
MOVE_PLATES = (sel.WALK, sel.INSERT, sel.BUILD, sel.DROP, sel.CARD, sel.SOURCE, sel.PHOTO)


def hue(colour: tuple[float, float, float]) -> float:
    """The colour's hue angle in L*a*b* (degrees)."""
    _lightness, a, b = lab(colour)
    return math.degrees(math.atan2(b, a)) % 360.0


def test_lab_and_the_colour_distance_match_known_values() -> None:
    assert lab((1.0, 1.0, 1.0)) == pytest.approx((100.0, 0.0, 0.0), abs=0.1)
    assert lab((0.0, 0.0, 0.0)) == pytest.approx((0.0, 0.0, 0.0), abs=0.1)
    assert lab((1.0, 0.0, 0.0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.1)
    # Pure red and pure green lie about 170 apart; a colour is no distance from itself.
    assert delta_e((1.0, 0.0, 0.0), (0.0, 1.0, 0.0)) == pytest.approx(170.6, abs=0.2)
    assert delta_e((0.3, 0.5, 0.7), (0.3, 0.5, 0.7)) == 0.0
    assert 0.0 < delta_e((0.3, 0.5, 0.7), (0.3, 0.5, 0.71)) < 2.3  # below what the eye tells


@pytest.mark.parametrize("players", range(2, MAX_COMPANIES + 1))
def test_every_plate_colour_is_apart_from_every_company_colour(players: int) -> None:
    companies = company_colours(players)
    assert len(companies) == players
    for kind in MOVE_PLATES:
        look = sel.PLATE_LOOKS[kind]
        for shown in (look.tone, look.ink):
            for company, colour in enumerate(companies):
                distance = delta_e(shown, colour)
                assert distance >= MIN_PLATE_DISTANCE, (kind, shown, company, distance)


def test_the_old_plates_would_have_failed_the_distance() -> None:
    # Today's plates replace a green, blue and yellow as bright as the companies' own.
    old = {"green": (0.25, 0.80, 0.32), "blue": (0.25, 0.50, 0.95), "yellow": (0.97, 0.85, 0.20)}
    companies = company_colours(MAX_COMPANIES)
    for colour in old.values():
        assert min(delta_e(colour, company) for company in companies) < MIN_PLATE_DISTANCE


def test_the_plates_keep_the_rules_texts_names() -> None:
    assert sel.PLATE_LOOKS[sel.WALK] == GREEN_PLATE
    assert sel.PLATE_LOOKS[sel.INSERT] == BLUE_PLATE
    assert sel.PLATE_LOOKS[sel.BUILD] == sel.PLATE_LOOKS[sel.DROP] == YELLOW_PLATE
    # Green, blue and yellow by hue (pure green ~136, pure blue ~306, pure yellow ~102).
    for look, low, high in (
        (GREEN_PLATE, 130, 170),
        (BLUE_PLATE, 230, 310),
        (YELLOW_PLATE, 80, 110),
    ):
        assert low <= hue(look.tone) <= high
        assert low <= hue(look.ink) <= high


def test_green_blue_and_yellow_differ_in_pattern_too() -> None:
    patterns = {look.pattern for look in (GREEN_PLATE, BLUE_PLATE, YELLOW_PLATE)}
    assert len(patterns) == 3 and PATTERN_PLAIN not in patterns
    # Pattern and outline are drawn in an ink that stands out from the tone.
    for look in PLATES:
        assert delta_e(look.tone, look.ink) >= MIN_PLATE_DISTANCE


def test_each_plates_colour_is_its_looks_tone() -> None:
    for kind, look in sel.PLATE_LOOKS.items():
        colour = sel.PLATE_COLOURS[kind]
        assert colour[:3] == look.tone


def test_a_colour_of_no_plate_is_shown_plain_in_a_darker_frame() -> None:
    scored = (0.9, 0.3, 0.3, 0.5)  # a house lit in a company's colour by a scoring
    look = plain_plate(scored)
    assert look == PlateLook((0.9, 0.3, 0.3), look.ink, PATTERN_PLAIN, 0.5)
    assert all(ink < tone for ink, tone in zip(look.ink, look.tone))


def test_the_2d_marks_take_the_plates_tone() -> None:
    for kind in MOVE_PLATES:
        tone = sel.PLATE_LOOKS[kind].tone
        assert plate_colour(kind) == tuple(round(channel * 255) for channel in tone)
