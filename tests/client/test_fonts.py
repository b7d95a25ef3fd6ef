"""The shipped font: built Speed Sans files that hold every glyph the games draw."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

# The dummy drivers must be chosen before pygame starts anything.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame.freetype
import pytest

from game.client.fonts import BOLD, REGULAR, font

REPOSITORY = Path(__file__).resolve().parents[2]
FACES = {"Regular": REGULAR, "Bold": BOLD}
# Texts the player sees in the game: the catalogues and the in-game rules.
TEXT_FILES: tuple[tuple[str, str], ...] = (
    ("game/texts", "*.toml"),
    ("game/texts/rules", "*.md"),
    ("docs/rules", "*.md"),
)
# The characters the font must have whatever the texts say (the client's own signs).
REQUIRED = (
    "".join(chr(code) for code in range(0x20, 0x7F))
    + "".join(chr(code) for code in range(0xA0, 0x100))
    + "äöüÄÖÜß€¥元$▲▼⟷↕„“”‚‘’–—•×→·%…−"
)
# A private-use character: the font has no glyph for it, so it draws the missing-glyph box.
ABSENT = "\ue000"
# The full DejaVu Sans is about 740 kB; the subset is about a tenth of that.
MOST_BYTES = 256 * 1024
HINT = "run tools/build_font.py to rebuild assets/fonts"


@pytest.fixture(scope="module", autouse=True)
def font_modules() -> None:
    """Starts pygame's two font modules once for this file."""
    pygame.font.init()
    pygame.freetype.init()


def missing_glyphs(path: Path, characters: str) -> list[str]:
    """The characters for which the font file has no glyph of its own.

    pygame.font's metrics() reports the missing-glyph box's metrics for such characters (SDL_ttf
    falls back to glyph 0), so it cannot tell; pygame.freetype's get_metrics() gives None instead.
    """
    face = pygame.freetype.Font(path, size=24)
    face.ucs4 = True  # characters beyond the BMP count as one, not as a surrogate pair
    ordered = sorted(set(characters))
    metrics = face.get_metrics("".join(ordered))
    return [character for character, metric in zip(ordered, metrics) if metric is None]


def text_characters() -> dict[str, str]:
    """Every drawn character of the game's texts, with the first file that uses it."""
    found: dict[str, str] = {}
    for folder, pattern in TEXT_FILES:
        for path in sorted((REPOSITORY / folder).glob(pattern)):
            for character in path.read_text(encoding="utf-8"):
                drawn = unicodedata.category(character) != "Cc" and character != "\ufeff"
                if drawn:
                    found.setdefault(character, str(path.relative_to(REPOSITORY)))
    return found


def describe(characters: list[str], origins: dict[str, str] | None = None) -> str:
    """Missing characters as a reader can find them: code point, name and where they are used."""
    lines = []
    for character in characters:
        where = f" in {origins[character]}" if origins else ""
        lines.append(f"U+{ord(character):04X} {unicodedata.name(character, '?')}{where}")
    return "; ".join(lines)


def pixels(surface: pygame.Surface) -> bytes:
    """A rendered text's size and pixels, to compare two renderings."""
    return bytes(str(surface.get_size()), "ascii") + pygame.image.tobytes(surface, "RGBA")


def test_the_glyph_check_tells_present_from_missing() -> None:
    """The check used below finds a glyph that exists and misses one that does not."""
    assert missing_glyphs(REGULAR, "A" + ABSENT) == [ABSENT]
    assert missing_glyphs(BOLD, ABSENT + "元 ") == [ABSENT]


@pytest.mark.parametrize("style", FACES)
def test_every_required_glyph_is_in_the_font(style: str) -> None:
    """Latin-1, the currency signs, the board arrows and the typography all have glyphs."""
    missing = missing_glyphs(FACES[style], REQUIRED)
    assert not missing, f"{style} lacks {describe(missing)}; {HINT}"


@pytest.mark.parametrize("style", FACES)
def test_every_character_of_the_texts_is_in_the_font(style: str) -> None:
    """Every character of the catalogues and the in-game rules has a glyph."""
    origins = text_characters()
    assert "ä" in origins and "€" in origins  # the texts were found and read
    missing = missing_glyphs(FACES[style], "".join(origins))
    assert not missing, f"{style} lacks {describe(missing, origins)}; {HINT}"


@pytest.mark.parametrize(("style", "bold"), [("Regular", False), ("Bold", True)])
def test_the_loader_gives_the_built_speed_sans(style: str, bold: bool) -> None:
    """The loader's fonts are the built family, not the DejaVu sources they are made from."""
    loaded = font(24, bold=bold)
    assert loaded.name == "Speed Sans"
    assert loaded.style_name == style
    assert pygame.freetype.Font(FACES[style]).name == "Speed Sans"


@pytest.mark.parametrize("path", FACES.values(), ids=FACES.keys())
def test_the_font_files_are_subsets(path: Path) -> None:
    """Each shipped file is cut down to what the games use, not a whole source font."""
    assert 20_000 < path.stat().st_size < MOST_BYTES


@pytest.mark.parametrize("bold", [False, True])
def test_the_loader_draws_yuan_and_not_the_missing_glyph_box(bold: bool) -> None:
    """What the client draws with (pygame.font) shows a real 元, unlike a missing character."""
    loaded = font(32, bold=bold)
    yuan = loaded.render("元", True, (0, 0, 0), (255, 255, 255))
    box = loaded.render(ABSENT, True, (0, 0, 0), (255, 255, 255))
    assert pixels(yuan) != pixels(box)
    # 元 is a full-width ideograph: wider than a Latin letter drawn at the same size.
    assert yuan.get_width() > loaded.size("n")[0]
