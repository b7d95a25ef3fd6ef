"""The rules of every game as light Markdown per language, and a parser into layout blocks.

The files in `rules/` use a small subset of Markdown, one idea per block, blocks separated by
blank lines:

- `# Title` once at the top, `## Heading` for each section (a section may be empty);
- `• text` a bullet, indented by two spaces per nesting level;
- `1. text` or `a) text` a numbered (or lettered) item;
- a line indented deeper than the item above it continues that item;
- any other lines form a paragraph, its lines joined with spaces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

from game.texts.catalogue import LANGUAGES

RULES_GAMES: tuple[str, ...] = ("speedstocks", "speedtycoon", "speedpipe", "speedchicago", "tycoon")

RulesBlockKind = Literal["title", "heading", "paragraph", "bullet", "numbered"]

_RULES_FOLDER = "rules"
_BULLET = "•"
_INDENT_PER_LEVEL = 2
_TITLE = re.compile(r"^# (?P<text>.+)$")
_HEADING = re.compile(r"^## (?P<text>.+)$")
_ITEM = re.compile(r"^(?P<indent> *)(?P<label>•|\d+\.|[a-z]{1,2}\)) (?P<text>.+)$")


@dataclass(frozen=True, slots=True)
class RulesBlock:
    """One block of a rules text, ready to lay out: its kind, its text and list details."""

    kind: RulesBlockKind
    text: str
    level: int = 0  # nesting depth of a bullet or item; 0 is the outermost
    label: str = ""  # what stands before an item: "•", "3." or "a)"; empty for other kinds


def _check(game: str, language: str) -> None:
    """Fails in words unless the game and the language have rules texts."""
    if game not in RULES_GAMES:
        raise ValueError(
            f"there are no rules for the game '{game}'; known games: {', '.join(RULES_GAMES)}"
        )
    if language not in LANGUAGES:
        raise ValueError(
            f"there are no rules in the language '{language}'; known languages: "
            f"{', '.join(LANGUAGES)}"
        )


@cache
def rules_text(game: str, language: str) -> str:
    """The rules of this game in this language ('de' or 'en'), as light Markdown."""
    _check(game, language)
    folder = resources.files(__package__).joinpath(_RULES_FOLDER)
    return folder.joinpath(f"{game}.{language}.md").read_text("utf-8")


def rules_blocks(game: str, language: str) -> list[RulesBlock]:
    """The rules of this game in this language, split into blocks for the client to lay out."""
    return list(_parsed_blocks(game, language))


@cache
def _parsed_blocks(game: str, language: str) -> tuple[RulesBlock, ...]:
    """The parsed blocks, kept once per text; callers get a fresh list to change as they like."""
    return tuple(parse_rules(rules_text(game, language)))


def parse_rules(markdown: str) -> list[RulesBlock]:
    """Splits a light-Markdown rules text into title, heading, paragraph and list blocks."""
    blocks: list[RulesBlock] = []
    paragraph: list[str] = []
    # The item that an indented line may continue, with the column its marker starts at.
    open_item: tuple[RulesBlock, int] | None = None

    def close_paragraph() -> None:
        if paragraph:
            blocks.append(RulesBlock("paragraph", " ".join(paragraph)))
            paragraph.clear()

    for raw_line in markdown.splitlines():
        line = raw_line.rstrip()
        stripped = line.strip()
        if not stripped:
            close_paragraph()
            open_item = None
            continue
        indent = len(line) - len(line.lstrip(" "))
        if open_item is not None and indent > open_item[1] and not _ITEM.match(line):
            item, column = open_item
            blocks[-1] = RulesBlock(item.kind, f"{item.text} {stripped}", item.level, item.label)
            open_item = (blocks[-1], column)
            continue
        open_item = None
        if (title := _TITLE.match(line)) is not None:
            close_paragraph()
            blocks.append(RulesBlock("title", title["text"].strip()))
        elif (heading := _HEADING.match(line)) is not None:
            close_paragraph()
            blocks.append(RulesBlock("heading", heading["text"].strip()))
        elif (item := _ITEM.match(line)) is not None:
            close_paragraph()
            label = item["label"]
            kind: RulesBlockKind = "bullet" if label == _BULLET else "numbered"
            level = len(item["indent"]) // _INDENT_PER_LEVEL
            blocks.append(RulesBlock(kind, item["text"].strip(), level, label))
            open_item = (blocks[-1], len(item["indent"]))
        else:
            paragraph.append(stripped)
    close_paragraph()
    return blocks
