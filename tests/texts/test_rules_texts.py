"""The rules texts of all five games: complete in German, translated in full, parsed into blocks."""

from __future__ import annotations

import re
import string
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from game.texts import LANGUAGES
from game.texts.rules import RULES_GAMES, RulesBlock, parse_rules, rules_blocks, rules_text

REPOSITORY = Path(__file__).resolve().parents[2]
SEEDS = REPOSITORY.parent / "shared" / "seeds"
DOCS_RULES = REPOSITORY / "docs" / "rules"
# The games whose docs page lists our own determinations, with how many each has at least.
DETERMINATION_GAMES = {
    "speedstocks": 15,  # a) to o) when this was written; more may follow
    "speedchicago": 11,  # at least one for each of the lead engineer's determinations A to K
    "speedtycoon": 26,  # a) to z): material, turns, scorings, the end, and the thirteen modules
    "speedpipe": 25,  # a) to y): material, maps, turns, the end, extra rules, clock, info
    "tycoon": 24,  # a) to x): board, tickets, turns, payday, loans, the end, view, clock
}
DETERMINATIONS_HEADING = {"de": "Eigene Festlegungen", "en": "Our own determinations"}

_HEADING_MARKER = re.compile(r"^#+ ")
_SPACE_INSIDE_BRACKETS = re.compile(r"(?<=[(„]) | (?=[)“])")


def normalised(line: str) -> str:
    """A line without heading markers, its whitespace collapsed and none just inside brackets."""
    collapsed = " ".join(_HEADING_MARKER.sub("", line.strip()).split())
    return _SPACE_INSIDE_BRACKETS.sub("", collapsed)


def german_lines_before_determinations(game: str) -> list[str]:
    """The normalised non-empty lines of the German rules up to our own determinations."""
    lines: list[str] = []
    for line in rules_text(game, "de").splitlines():
        if line == f"## {DETERMINATIONS_HEADING['de']}":
            break
        if line.strip():
            lines.append(normalised(line))
    return lines


def seed_lines(game: str) -> list[str]:
    """The normalised non-empty lines of the game's German rules text (the specification)."""
    if not SEEDS.is_dir():
        pytest.skip(f"the rules texts are not here: {SEEDS} is absent in this checkout")
    text = (SEEDS / f"{game}.txt").read_text("utf-8")
    return [normalised(line) for line in text.splitlines() if line.strip()]


def docs_determinations(game: str) -> dict[str, str]:
    """Our own determinations of a game from its docs page: letter to text, tests dropped."""
    page = (DOCS_RULES / f"{game}.md").read_text("utf-8")
    section = page.split("## Eigene Festlegungen", 1)[1]
    items: dict[str, str] = {}
    letter = ""
    for line in section.splitlines():
        if (start := re.match(r"^([a-z]{1,2})\. (.*)$", line)) is not None:
            letter = start[1]
            items[letter] = start[2]
        elif letter and line.startswith(" "):
            items[letter] += " " + line.strip()
    return {
        letter: re.split(r" Tests?: ", text)[0].replace("**", "") for letter, text in items.items()
    }


def item_letter(index: int) -> str:
    """The letter of the index-th determination: a to z, then aa, ab and on."""
    letters = string.ascii_lowercase
    if index < len(letters):
        return letters[index]
    return letters[index // len(letters) - 1] + letters[index % len(letters)]


def lettered_items(game: str, language: str) -> dict[str, str]:
    """The lettered items (a), b), …) of a rules text: label to text."""
    return {
        block.label: block.text
        for block in rules_blocks(game, language)
        if block.kind == "numbered" and block.label[0].isalpha()
    }


def test_the_games_are_listed_in_menu_order() -> None:
    assert RULES_GAMES == ("speedstocks", "speedtycoon", "speedpipe", "speedchicago", "tycoon")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", RULES_GAMES)
def test_every_game_has_rules_in_both_languages_with_a_title_first(
    game: str, language: str
) -> None:
    blocks = rules_blocks(game, language)
    assert rules_text(game, language).startswith("# ")
    assert blocks[0].kind == "title"
    assert [block.kind for block in blocks].count("title") == 1
    assert sum(block.kind == "heading" for block in blocks) >= 3


@pytest.mark.parametrize("game", RULES_GAMES)
def test_the_german_rules_hold_every_line_of_the_rules_text(game: str) -> None:
    german = german_lines_before_determinations(game)
    missing = [line for line in seed_lines(game) if not any(line in own for own in german)]
    assert missing == []


@pytest.mark.parametrize("game", RULES_GAMES)
def test_the_german_rules_add_nothing_to_the_rules_text_but_our_determinations(game: str) -> None:
    seed = set(seed_lines(game))
    german = german_lines_before_determinations(game)
    # The title line merges the text's page header with its title ("Speedstocks – Spielregeln").
    added = [line for line in german[1:] if line not in seed]
    assert added == []
    assert any(german[0] in line for line in seed)


@pytest.mark.parametrize("game", DETERMINATION_GAMES)
def test_the_game_shows_every_own_determination_of_its_docs_page(game: str) -> None:
    expected = {f"{letter})": text for letter, text in docs_determinations(game).items()}
    assert len(expected) >= DETERMINATION_GAMES[game]
    # Lettered a), b), …, z), aa), ab), … without a gap, so that a lost item cannot hide.
    assert list(expected) == [f"{item_letter(index)})" for index in range(len(expected))]
    assert lettered_items(game, "de") == expected
    assert set(lettered_items(game, "en")) == set(expected)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", DETERMINATION_GAMES)
def test_the_determinations_stand_in_their_own_last_section(game: str, language: str) -> None:
    blocks = rules_blocks(game, language)
    headings = [block.text for block in blocks if block.kind == "heading"]
    assert headings[-1] == DETERMINATIONS_HEADING[language]
    assert "Test" not in rules_text(game, language).split(headings[-1])[1]


@pytest.mark.parametrize("game", RULES_GAMES)
def test_the_english_rules_have_the_german_sections_and_blocks(game: str) -> None:
    german = rules_blocks(game, "de")
    english = rules_blocks(game, "en")
    assert sum(block.kind == "heading" for block in english) == sum(
        block.kind == "heading" for block in german
    )
    # A faithful translation keeps every block: same kinds, nesting and labels, in order.
    assert [(block.kind, block.level, block.label) for block in english] == [
        (block.kind, block.level, block.label) for block in german
    ]
    assert english != german


def test_empty_sections_stay_empty_in_both_languages() -> None:
    for language, empty, following in (
        ("de", "Die Aktionskarten", "Wertung am Ende jedes Jahres"),
        ("en", "The action cards", "Scoring at the end of every year"),
    ):
        blocks = rules_blocks("speedchicago", language)
        index = blocks.index(RulesBlock("heading", empty))
        assert blocks[index + 1] == RulesBlock("heading", following)


def test_the_parser_tells_every_kind_of_block_apart() -> None:
    markdown = (
        "# Game – Rules\n"
        "\n"
        "A paragraph that runs\n"
        "over two lines.\n"
        "\n"
        "## Empty section\n"
        "\n"
        "## A turn\n"
        "\n"
        "1. Choose a card.\n"
        "2. Place it.\n"
        "   Example: a 47 goes to the 33.\n"
        "• a bullet\n"
        "  • nested once\n"
        "    • nested twice\n"
        "a) A lettered item.\n"
        "\n"
        "Closing words.\n"
    )
    assert parse_rules(markdown) == [
        RulesBlock("title", "Game – Rules"),
        RulesBlock("paragraph", "A paragraph that runs over two lines."),
        RulesBlock("heading", "Empty section"),
        RulesBlock("heading", "A turn"),
        RulesBlock("numbered", "Choose a card.", 0, "1."),
        RulesBlock("numbered", "Place it. Example: a 47 goes to the 33.", 0, "2."),
        RulesBlock("bullet", "a bullet", 0, "•"),
        RulesBlock("bullet", "nested once", 1, "•"),
        RulesBlock("bullet", "nested twice", 2, "•"),
        RulesBlock("numbered", "A lettered item.", 0, "a)"),
        RulesBlock("paragraph", "Closing words."),
    ]


def test_a_real_rules_text_parses_into_the_right_blocks() -> None:
    blocks = rules_blocks("speedstocks", "de")
    assert blocks[0] == RulesBlock("title", "Speedstocks – Spielregeln")
    turn = blocks.index(RulesBlock("heading", "Ein Zug"))
    steps = blocks[turn + 1 : turn + 6]
    assert [(block.kind, block.label) for block in steps] == [
        ("numbered", f"{number}.") for number in range(1, 6)
    ]
    assert steps[2].text.endswith(
        "Beispiel: Die Tafeln enden auf 12, 33, 50 und 81 – eine 47 "
        "kommt an die 33, eine 90 an die 81."
    )
    assert blocks[turn + 6] == RulesBlock("heading", "Runde und Spielende")
    tycoon = rules_blocks("tycoon", "en")
    majority = tycoon.index(RulesBlock("bullet", "majority", 2, "•"))
    assert tycoon[majority + 1].level == 3


def test_blocks_come_as_a_fresh_list_each_time() -> None:
    blocks = rules_blocks("tycoon", "de")
    blocks.clear()
    assert rules_blocks("tycoon", "de") != []


@pytest.mark.parametrize(
    ("game", "language", "message"),
    [
        ("monopoly", "de", "no rules for the game 'monopoly'"),
        ("Speedstocks", "de", "no rules for the game 'Speedstocks'"),
        ("speedstocks", "fr", "no rules in the language 'fr'"),
        ("", "en", "no rules for the game ''"),
    ],
)
def test_an_unknown_game_or_language_is_refused_in_words(
    game: str, language: str, message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        rules_text(game, language)
    with pytest.raises(ValueError, match=re.escape(message)):
        rules_blocks(game, language)


def test_the_rules_loader_stays_headless(
    run_headless: Callable[..., subprocess.CompletedProcess[str]],
) -> None:
    result = run_headless(packages=("game.texts",))
    assert result.returncode == 0, result.stderr
    assert "game.texts.rules" in result.stdout.split()
