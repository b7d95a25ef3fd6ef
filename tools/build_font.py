"""Builds the shipped font Speed Sans (assets/fonts) from DejaVu Sans and an open CJK font.

A build-time tool only: it needs fontTools (``pip install fonttools``, best in a throwaway
virtual environment), which playing never needs. The sources are open fonts that Debian ships:
DejaVu Sans Regular and Bold (package fonts-dejavu-core) for everything they cover, and Droid Sans
Fallback (package fonts-droid-fallback, Apache 2.0) for the glyphs DejaVu lacks, such as 元.

The font is subset to the characters the suite needs: a fixed list (Latin-1, currency signs, the
arrows and triangles of the game boards, typographic punctuation), every character found in the
text catalogues, the in-game rules, docs/rules and the rules texts (read at build time), and a
curated list of handy extras that is taken only where a source has it. Glyphs missing from DejaVu
are copied from the CJK font, scaled to DejaVu's units per em (emboldened for the bold face), the
family is renamed to "Speed Sans", and the result is written to assets/fonts/SpeedSans-Regular.ttf
and assets/fonts/SpeedSans-Bold.ttf. Run it again whenever a text gains a new character:

    python tools/build_font.py [--source-dir DIR] [--cjk-font FILE] [--seeds-dir DIR]
                               [--output-dir DIR]

It fails in words when a source font or a needed glyph is missing, and writes nothing then.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

try:
    from fontTools import subset
    from fontTools.pens.recordingPen import DecomposingRecordingPen
    from fontTools.pens.transformPen import TransformPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import TTFont
    from fontTools.ttLib.tables._g_l_y_f import Glyph, flagOverlapSimple
except ImportError:  # pragma: no cover - depends on the build machine
    sys.exit(
        "tools/build_font.py needs fontTools, a build-time tool only: "
        "pip install fonttools (a throwaway virtual environment will do)."
    )

REPOSITORY = Path(__file__).resolve().parents[1]
FAMILY = "Speed Sans"
# Where Debian installs its fonts; both sources are searched for below it.
SYSTEM_FONT_ROOT = Path("/usr/share/fonts")
DEJAVU_PACKAGE = "fonts-dejavu-core"
CJK_PACKAGE = "fonts-droid-fallback"
CJK_FILE_NAMES = ("DroidSansFallbackFull.ttf", "DroidSansFallback.ttf")
DEFAULT_SEEDS = REPOSITORY.parent / "shared" / "seeds"
DEFAULT_OUTPUT = REPOSITORY / "assets" / "fonts"

# The text files whose every character the font must have: (folder, pattern), relative to the
# repository; the rules texts (seeds) come from --seeds-dir.
TEXT_SOURCES: tuple[tuple[str, str], ...] = (
    ("game/texts", "*.toml"),
    ("game/texts/rules", "*.md"),
    ("docs/rules", "*.md"),
)
SEED_PATTERN = "*.txt"


def _characters(*parts: str | tuple[int, int]) -> frozenset[str]:
    """The characters of these strings and inclusive code point ranges."""
    found: set[str] = set()
    for part in parts:
        if isinstance(part, tuple):
            found.update(chr(code) for code in range(part[0], part[1] + 1))
        else:
            found.update(part)
    return frozenset(found)


# Every one of these must be in the font, or the build fails.
REQUIRED_CHARACTERS = _characters(
    (0x20, 0x7E),  # ASCII
    (0xA0, 0xFF),  # the rest of Latin-1
    "äöüÄÖÜß€¥元$▲▼⟷↕",  # the boards' and the prices' signs
    "„“”‚‘’–—•×→·%…−",  # the rules texts' typography
)

# Handy for the interface and for players' names; taken where a source has them, else left out.
OPTIONAL_CHARACTERS = _characters(
    (0x0100, 0x017F),  # Latin Extended-A: names such as Łukasz, Đorđe, Şahin
    (0x0391, 0x03A1),  # Greek capitals (U+03A2 is unassigned)
    (0x03A3, 0x03A9),
    (0x03B1, 0x03C9),  # Greek small letters
    (0x2002, 0x200B),  # typographic spaces
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    "₡₣₤₦₧₩₪₫₭₮₱₲₴₵₸₹₺₽",  # currency signs
    "\u202f‰′″‹›⁄™№⅓⅔⅛",
    "←↑→↓↔↕↖↗↘↙⇐⇒⇔↺↻⟵⟶⟷",
    "±÷≤≥≈≠∞√∑∆∅∈∙⋅≡∓∼",
    "▲△▼▽▶▷◀◁●○◆◇■□▪▫◉◯",
    "★☆♠♣♥♦♤♧♡♢⚑⚐⚠☐☑☒⏸",
    "✓✔✗✘✕✖",
)

# Horizontal and vertical stroke growth of CJK glyphs in the bold face, as a share of the em:
# about the stem difference between DejaVu Sans and DejaVu Sans Bold.
BOLD_GROWTH = 0.035


class BuildError(Exception):
    """The font cannot be built; the message says why and what to do."""


@dataclass(frozen=True)
class Face:
    """One face of the family: its DejaVu source, its output file and its names."""

    style: str
    dejavu_file: str
    output_file: str
    embolden: bool


FACES: tuple[Face, ...] = (
    Face("Regular", "DejaVuSans.ttf", "SpeedSans-Regular.ttf", embolden=False),
    Face("Bold", "DejaVuSans-Bold.ttf", "SpeedSans-Bold.ttf", embolden=True),
)


def is_drawn(character: str) -> bool:
    """Whether a character of a text needs a glyph (line ends, tabs and byte-order marks do not)."""
    return unicodedata.category(character) != "Cc" and character != "\ufeff"


def text_files(repository: Path, seeds_dir: Path) -> list[Path]:
    """The text files whose characters the font must have, in a stable order."""
    if not seeds_dir.is_dir():
        raise BuildError(
            f"The rules texts folder {seeds_dir} does not exist: pass --seeds-dir with the folder "
            "that holds the rules texts (*.txt)."
        )
    files: list[Path] = []
    for folder, pattern in TEXT_SOURCES:
        files.extend(sorted((repository / folder).glob(pattern)))
    files.extend(sorted(seeds_dir.glob(SEED_PATTERN)))
    return files


def text_characters(files: Iterable[Path]) -> dict[str, Path]:
    """Every drawn character of these UTF-8 files, with the first file that uses it."""
    found: dict[str, Path] = {}
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as error:
            raise BuildError(f"{path} is not UTF-8 text: {error}") from error
        for character in text:
            if is_drawn(character):
                found.setdefault(character, path)
    return found


def find_font(file_names: Sequence[str], root: Path) -> Path | None:
    """The first font file with one of these names (in this order of preference) below root."""
    for name in file_names:
        matches = sorted(root.rglob(name)) if root.is_dir() else []
        if matches:
            return matches[0]
    return None


def describe(character: str) -> str:
    """A character as a reader can find it: itself, its code point and its Unicode name."""
    name = unicodedata.name(character, "unnamed")
    return f"{character!r} (U+{ord(character):04X} {name})"


def check_coverage(
    required: dict[str, str],
    faces: dict[Face, set[int]],
    cjk_codes: set[int],
    cjk_path: Path,
) -> None:
    """Fails in words when a required character is in neither a face's DejaVu nor the CJK font."""
    problems: list[str] = []
    for character, origin in sorted(required.items()):
        code = ord(character)
        lacking = [face.style for face, codes in faces.items() if code not in codes]
        if lacking and code not in cjk_codes:
            problems.append(
                f"{describe(character)}, needed by {origin}: neither DejaVu Sans "
                f"({', '.join(lacking)}) nor {cjk_path.name} has a glyph for it"
            )
    if problems:
        raise BuildError("Glyphs are missing:\n  " + "\n  ".join(problems))


def subset_dejavu(path: Path, codes: set[int]) -> TTFont:
    """DejaVu Sans cut down to these code points, with hinting and layout features kept."""
    options = subset.Options()
    options.name_IDs = ["*"]
    options.notdef_outline = True  # missing characters show a box, not nothing
    options.drop_tables += ["MATH", "FFTM"]
    options.recalc_bounds = True
    font = subset.load_font(str(path), options, dontLoadGlyphNames=False, lazy=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    return font


def cjk_glyph(cjk: TTFont, code: int, scale: float, growth: int) -> tuple[Glyph, int]:
    """The CJK font's glyph for a code point, decomposed and scaled, and its advance width."""
    glyph_set = cjk.getGlyphSet()
    source_name = cjk.getBestCmap()[code]
    outline = DecomposingRecordingPen(glyph_set)
    glyph_set[source_name].draw(outline)
    pen = TTGlyphPen(None)
    # Bold: overlapping copies, shifted right and up by the growth, thicken every stroke; the
    # whole is lowered by half the growth so that it stays on the same middle line.
    shifts = [(0, 0)] if growth == 0 else [(0, 0), (growth, 0), (0, growth), (growth, growth)]
    for dx, dy in shifts:
        outline.replay(TransformPen(pen, (scale, 0, 0, scale, dx, dy - growth // 2)))
    glyph = pen.glyph()
    if growth:
        glyph.flags[0] |= flagOverlapSimple
    advance = round(cjk["hmtx"][source_name][0] * scale) + growth
    return glyph, advance


def add_glyph(font: TTFont, code: int, glyph: Glyph, advance: int) -> None:
    """Adds a glyph for a code point to a font: outline, metrics and every Unicode cmap."""
    name = f"uni{code:04X}" if code <= 0xFFFF else f"u{code:05X}"
    if name in font.getGlyphOrder():
        raise BuildError(f"The font already has a glyph named {name}.")
    glyph_table = font["glyf"]
    glyph_table[name] = glyph  # appends the name to the glyph order
    glyph.recalcBounds(glyph_table)
    font["hmtx"][name] = (advance, glyph.xMin if glyph.numberOfContours else 0)
    mapped = False
    for table in font["cmap"].tables:
        if table.isUnicode() and (code <= 0xFFFF or table.format in (12, 13)):
            table.cmap[code] = name
            mapped = True
    if not mapped:
        raise BuildError(f"The font has no character map that can hold U+{code:04X}.")


def rename(font: TTFont, face: Face, cjk: TTFont) -> None:
    """Gives the font its own family name and credits both sources (as their licences ask)."""
    name_table = font["name"]
    dejavu_copyright = name_table.getDebugName(0) or ""
    dejavu_licence = name_table.getDebugName(13) or ""
    dejavu_version = (name_table.getDebugName(5) or "").removeprefix("Version ")
    cjk_copyright = cjk["name"].getDebugName(0) or ""
    full_name = FAMILY if face.style == "Regular" else f"{FAMILY} {face.style}"
    names = {
        0: f"{dejavu_copyright.strip()}\n{cjk_copyright.strip()} (glyphs from Droid Sans Fallback)",
        1: FAMILY,
        2: face.style,
        3: f"{full_name}: DejaVu Sans {dejavu_version} with Droid Sans Fallback",
        4: full_name,
        5: f"Version {dejavu_version}",
        6: f"SpeedSans-{face.style}",
        13: (
            "Speed Sans is built by tools/build_font.py of the Speed games from DejaVu Sans and "
            "Droid Sans Fallback; see assets/fonts/LICENSE.md.\n\n"
            "Glyphs from Droid Sans Fallback: Licensed under the Apache License, Version 2.0, "
            "http://www.apache.org/licenses/LICENSE-2.0\n\n"
            f"DejaVu Sans: {dejavu_licence}"
        ),
    }
    keep = {8, 11, 14}  # the DejaVu team and the licence address still describe the file
    # One set of Windows English names only, so that every reader finds the same family.
    name_table.names = [
        record
        for record in name_table.names
        if record.nameID in keep and (record.platformID, record.langID) == (3, 0x409)
    ]
    for name_id, value in names.items():
        name_table.setName(value, name_id, 3, 1, 0x409)
    font["post"].formatType = 3.0  # no glyph names: smaller, and nothing of them is used


def build_face(
    face: Face,
    dejavu_path: Path,
    cjk: TTFont,
    required: set[int],
    optional: set[int],
) -> TTFont:
    """One face of Speed Sans: DejaVu subset plus the CJK glyphs it lacks, renamed."""
    dejavu_codes = set(TTFont(str(dejavu_path), lazy=True).getBestCmap())
    cjk_codes = set(cjk.getBestCmap())
    wanted = required | {code for code in optional if code in dejavu_codes or code in cjk_codes}
    font = subset_dejavu(dejavu_path, wanted & dejavu_codes)
    units = font["head"].unitsPerEm
    scale = units / cjk["head"].unitsPerEm
    growth = round(BOLD_GROWTH * units) if face.embolden else 0
    for code in sorted(wanted - dejavu_codes):
        glyph, advance = cjk_glyph(cjk, code, scale, growth)
        add_glyph(font, code, glyph, advance)
    rename(font, face, cjk)
    font["OS/2"].recalcUnicodeRanges(font)
    font["OS/2"].recalcAvgCharWidth(font)
    return font


@dataclass(frozen=True)
class BuildResult:
    """What a build wrote, and the optional characters that no source has."""

    written: list[Path]
    left_out: list[str]


def build(
    source_dir: Path,
    cjk_path: Path,
    seeds_dir: Path,
    output_dir: Path,
    repository: Path = REPOSITORY,
) -> BuildResult:
    """Builds both faces into output_dir."""
    dejavu_paths = {face: source_dir / face.dejavu_file for face in FACES}
    for face, path in dejavu_paths.items():
        if not path.is_file():
            raise BuildError(
                f"DejaVu Sans {face.style} ({face.dejavu_file}) is not in {source_dir}: install "
                f"the Debian package {DEJAVU_PACKAGE} or pass --source-dir."
            )
    if not cjk_path.is_file():
        raise BuildError(
            f"The CJK font {cjk_path} does not exist: install the Debian package {CJK_PACKAGE} "
            "or pass --cjk-font."
        )
    found = text_characters(text_files(repository, seeds_dir))
    required = {character: "the fixed list" for character in REQUIRED_CHARACTERS}
    required.update({c: str(path) for c, path in found.items() if c not in REQUIRED_CHARACTERS})
    cjk = TTFont(str(cjk_path))
    cjk_codes = set(cjk.getBestCmap())
    coverage = {
        face: set(TTFont(str(path), lazy=True).getBestCmap()) for face, path in dejavu_paths.items()
    }
    check_coverage(required, coverage, cjk_codes, cjk_path)
    required_codes = {ord(character) for character in required}
    optional_codes = {ord(character) for character in OPTIONAL_CHARACTERS}
    fonts = {
        face: build_face(face, dejavu_paths[face], cjk, required_codes, optional_codes)
        for face in FACES
    }
    output_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for face, font in fonts.items():
        target = output_dir / face.output_file
        font.save(str(target))
        written.append(target)
    left_out = sorted(
        character
        for character in OPTIONAL_CHARACTERS
        if ord(character) not in cjk_codes
        and any(ord(character) not in codes for codes in coverage.values())
    )
    return BuildResult(written, left_out)


def parse_arguments(arguments: Sequence[str] | None) -> argparse.Namespace:
    """The command line: source fonts, rules texts and output folder, with Debian's defaults."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--source-dir",
        type=Path,
        help="folder with DejaVuSans.ttf and DejaVuSans-Bold.ttf (default: searched for below "
        f"{SYSTEM_FONT_ROOT})",
    )
    parser.add_argument(
        "--cjk-font",
        type=Path,
        help=f"the CJK font for glyphs DejaVu lacks (default: {CJK_FILE_NAMES[0]} below "
        f"{SYSTEM_FONT_ROOT})",
    )
    parser.add_argument(
        "--seeds-dir",
        type=Path,
        default=DEFAULT_SEEDS,
        help="folder with the rules texts (*.txt) (default: shared/seeds beside the repository)",
    )
    parser.add_argument(
        "--output-dir", type=Path, default=DEFAULT_OUTPUT, help="where the fonts are written"
    )
    return parser.parse_args(arguments)


def main(arguments: Sequence[str] | None = None) -> int:
    """Builds the fonts and reports what was written; 1 with a reason when it cannot."""
    options = parse_arguments(arguments)
    try:
        source_dir = options.source_dir
        if source_dir is None:
            regular = find_font([FACES[0].dejavu_file], SYSTEM_FONT_ROOT)
            if regular is None:
                raise BuildError(
                    f"DejaVu Sans was not found below {SYSTEM_FONT_ROOT}: install the Debian "
                    f"package {DEJAVU_PACKAGE} or pass --source-dir."
                )
            source_dir = regular.parent
        cjk_path = options.cjk_font or find_font(CJK_FILE_NAMES, SYSTEM_FONT_ROOT)
        if cjk_path is None:
            raise BuildError(
                f"Droid Sans Fallback was not found below {SYSTEM_FONT_ROOT}: install the Debian "
                f"package {CJK_PACKAGE} or pass --cjk-font."
            )
        result = build(source_dir, cjk_path, options.seeds_dir, options.output_dir)
    except BuildError as error:
        print(f"build_font: {error}", file=sys.stderr)
        return 1
    for path in result.written:
        print(f"{path}: {path.stat().st_size} bytes")
    if result.left_out:
        print("left out, no source has them: " + " ".join(describe(c) for c in result.left_out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
