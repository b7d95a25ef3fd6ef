"""What the player has chosen on the site and what each field would do when tapped now.

Pure logic over a position rebuilt from the view and the table's legal moves, so that the
colours of the rules text follow from the rules: green fields a selected foreman reaches (with
the AP price), blue insert fields, yellow build sites (with the new floor), card targets, and
"+N" where a step brings N more points at a scoring now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.client.site3d.palette import (
    BLUE_PLATE,
    GREEN_PLATE,
    ORANGE_PLATE,
    VIOLET_PLATE,
    WHITE_PLATE,
    YELLOW_PLATE,
    PlateLook,
)
from game.rules.core import Move
from game.rules.speedchicago.moves import (
    NOWHERE,
    Build,
    DropFloor,
    Insert,
    LayStone,
    PlaceForeman,
    PlayCard,
    SendPhotographer,
    Walk,
)
from game.rules.speedchicago.moves import TARGET_ONLY as TARGET_ONLY_CARDS
from game.rules.speedchicago.state import SpeedchicagoState

IDLE = "idle"
FOREMAN = "foreman"
INSERTING = "insert"
BUILDING = "build"
CARD_SOURCE = "card_source"
CARD_TARGET = "card_target"

WALK, INSERT, BUILD, CARD, SOURCE, DROP, PHOTO, SETUP = (
    "walk",
    "insert",
    "build",
    "card",
    "source",
    "drop",
    "photo",
    "setup",
)
# The plates of the rules text: green, blue, yellow; cards violet, sources white (their tones,
# inks and patterns are in site3d.palette).
PLATE_LOOKS: dict[str, PlateLook] = {
    WALK: GREEN_PLATE,
    INSERT: BLUE_PLATE,
    BUILD: YELLOW_PLATE,
    DROP: YELLOW_PLATE,
    CARD: VIOLET_PLATE,
    SOURCE: WHITE_PLATE,
    PHOTO: ORANGE_PLATE,
    SETUP: ORANGE_PLATE,
}
# The plates' colours (RGBA), for the marks drawn in 2D beside the site.
PLATE_COLOURS: dict[str, tuple[float, float, float, float]] = {
    kind: look.rgba() for kind, look in PLATE_LOOKS.items()
}


@dataclass(frozen=True)
class Selection:
    """The player's current choice: a foreman, Einsetzen, a stack, or a card (and its source)."""

    mode: str = IDLE
    foreman: int = NOWHERE
    stack: int = -1
    card: str = ""
    source: int = NOWHERE


@dataclass(frozen=True)
class Target:
    """A field that does something when tapped now: its kind, the move, and its label."""

    field: int
    kind: str
    move: Move
    label: str
    gain: int


def card_needs_source(card: str) -> bool:
    """Whether a card is aimed at a foreman or stone first (else at a target, or at nothing)."""
    return card not in TARGET_ONLY_CARDS and card not in ("ueberstunden", "doppelschicht")


def card_sources(legal: Sequence[Move], card: str) -> list[int]:
    """The foremen or stones a card can be played on."""
    return sorted({m.source for m in legal if isinstance(m, PlayCard) and m.card == card})


def card_without_aim(legal: Sequence[Move], card: str) -> PlayCard | None:
    """The card's move when it needs neither source nor target (Überstunden, Doppelschicht) or
    only a source (Hebebühne, the Abrisstrupp's lift) and that source is given elsewhere."""
    for move in legal:
        if isinstance(move, PlayCard) and move.card == card and move.target == NOWHERE:
            if move.source == NOWHERE:
                return move
    return None


def targets(
    position: SpeedchicagoState,
    legal: Sequence[Move],
    selection: Selection,
    company: int,
    with_gains: bool = True,
) -> dict[int, Target]:
    """Every field that does something when tapped in this selection."""
    found: dict[int, Target] = {}

    def add(field: int, kind: str, move: Move, label: str) -> None:
        gain = position.gain_of(company, move) if with_gains else 0
        found[field] = Target(field, kind, move, f"+{gain}" if gain > 0 else label, gain)

    if position.lifted != NOWHERE:
        for move in legal:
            if isinstance(move, DropFloor):
                add(move.field, DROP, move, str(position.heights[move.field] + 1))
        return found
    for move in legal:
        if isinstance(move, (SendPhotographer, PlaceForeman, LayStone)):
            kind = PHOTO if position.phase == "photo" else SETUP
            found[move.field] = Target(move.field, kind, move, "", 0)
    if found:
        return found
    mode = selection.mode
    if mode == FOREMAN:
        prices = position.reachable_from(selection.foreman)
        for move in legal:
            if isinstance(move, Walk) and move.origin == selection.foreman:
                add(move.target, WALK, move, f"{prices.get(move.target, 0)}")
    elif mode == INSERTING:
        for move in legal:
            if isinstance(move, Insert):
                add(move.field, INSERT, move, "2")
    elif mode == BUILDING:
        for move in legal:
            if isinstance(move, Build) and move.stack == selection.stack:
                add(move.field, BUILD, move, str(position.heights[move.field] + 1))
    elif mode == CARD_SOURCE:
        for field in card_sources(legal, selection.card):
            move = next(
                m
                for m in legal
                if isinstance(m, PlayCard) and m.card == selection.card and m.source == field
            )
            kind = SOURCE
            if move.target == NOWHERE:
                # Hebebühne and the Abrisstrupp's lift: tapping the source plays the card.
                add(field, CARD, move, "")
            else:
                found[field] = Target(field, kind, move, "", 0)
    elif mode == CARD_TARGET:
        for move in legal:
            if (
                isinstance(move, PlayCard)
                and move.card == selection.card
                and move.source == selection.source
                and move.target != NOWHERE
            ):
                # The special delivery builds: its sites are yellow like every building site.
                if move.card == "sonderlieferung":
                    add(move.target, DROP, move, str(position.heights[move.target] + 1))
                else:
                    add(move.target, CARD, move, "")
    return found


def own_foremen(position: SpeedchicagoState, company: int) -> list[int]:
    """The fields of the company's foremen (what a tap may select)."""
    return position.foremen_of(company)
