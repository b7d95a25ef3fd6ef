"""Speedchicago's events and state in words: the log line of each event and the header."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from game.rules.core import Event, IllegalMoveError
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.moves import Build, DropFloor, Insert, PlayCard, Walk, parse_move
from game.rules.speedchicago.site import FIELD_NAMES
from game.table.seats import Seat
from game.texts import text

# The set-up phases and the words the header names them with.
SETUP_HEADERS = {
    "stones": "chicago_words.header.stones",
    "foremen": "chicago_words.header.foremen",
    "photographer": "chicago_words.header.photographer",
}
# The floors these cards bring are told by the card's own line (which names the field); a walk
# or an insert by a card is told there too. The Abrisstrupp's drop is a step of its own.
TOLD_BY_THE_CARD = frozenset({"hebebuehne", "sonderlieferung"})


def card_name(card: str) -> str:
    """An action card's name ('Kletterseil')."""
    return text(f"speedchicago.cards.{card}.name")


def field_name(field: int) -> str:
    """A field's name ('d4'), or '–' for no field."""
    return FIELD_NAMES[field] if 0 <= field < len(FIELD_NAMES) else "–"


def house_name(house: int, foundations: Sequence[int]) -> str:
    """A house is named after the field of its foundation stone ('d4')."""
    return field_name(foundations[house]) if 0 <= house < len(foundations) else "–"


def names_joined(names: Sequence[str]) -> str:
    """'Anna', 'Anna und Rot', 'Anna, Rot und Blau'."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return text("list.and", first=", ".join(names[:-1]), last=names[-1])


def header_line(view: dict[str, Any], seats: Sequence[Seat], addressed: bool = True) -> str:
    """'1891 · Runde 2 von 4 · Rot ist dran' (or the set-up, the photographer, game over);
    'Du bist dran' for the view's own company unless nobody is addressed (a watched table)."""
    acting = view["acting"]
    name = seats[acting[0]].name if acting else ""
    phase = view["phase"]
    if phase == "over":
        return text("chicago.header.over")
    if phase in SETUP_HEADERS:
        return text(SETUP_HEADERS[phase], name=name)
    if phase == "photo":
        return text("chicago_words.header.photo", year=view["year"], name=name)
    you = view.get("you") if addressed else None
    key = "chicago_words.header.you" if acting and acting[0] == you else "chicago.header.turn"
    return text(
        key,
        year=view["year"],
        round=view["round"] + 1,
        rounds=view["rounds"],
        name=name,
    )


def _gain(points: int) -> str:
    """' – bei einer Wertung jetzt +5' after a step that brings points, else ''."""
    return text("chicago_words.gain", points=points) if points > 0 else ""


def _card_effect(event: ev.CardPlayed) -> str:
    """What a played card does, with its fields."""
    return text(
        f"chicago_words.effect.{event.card}",
        source=field_name(event.source),
        target=field_name(event.target),
    )


def _step_words(step: str) -> str:
    """A step's text form ('build 1 d4') in words ('Bauen auf d4')."""
    try:
        move = parse_move(step)
    except IllegalMoveError:
        return step
    if isinstance(move, Walk):
        return text(
            "chicago_words.step.walk",
            origin=field_name(move.origin),
            target=field_name(move.target),
        )
    if isinstance(move, Insert):
        return text("chicago_words.step.insert", field=field_name(move.field))
    if isinstance(move, Build):
        return text("chicago_words.step.build", field=field_name(move.field))
    if isinstance(move, DropFloor):
        return text("chicago_words.step.drop", field=field_name(move.field))
    if isinstance(move, PlayCard):
        return text("chicago_words.step.card", card=card_name(move.card))
    return step


def _parts(items: Sequence[tuple[str, int]]) -> str:
    """The non-zero parts ('3 auf die anderen Stapel, 1 zurück in den Vorrat')."""
    return ", ".join(text(key, count=count) for key, count in items if count > 0)


def _stacks_words(stacks: Sequence[int]) -> str:
    """A company's stacks ('3/2/2/1'), or 'keine' when it has none."""
    return "/".join(str(size) for size in stacks) if stacks else text("chicago_words.no_stacks")


def _year_line(event: ev.YearStarted, who: Callable[[int], str]) -> str:
    """The year, its rounds and starter, the stacks dealt and whether the supply ran short."""
    sentences = [
        text(
            "chicago_words.year",
            year=event.year,
            rounds=event.rounds,
            name=who(event.start_company),
        )
    ]
    stacks = event.stacks
    if stacks and all(tuple(line) == tuple(stacks[0]) for line in stacks):
        sentences.append(text("chicago_words.year_stacks_same", stacks=_stacks_words(stacks[0])))
    elif stacks:
        each = "; ".join(
            text("chicago_words.year_stacks_of", name=who(company), stacks=_stacks_words(line))
            for company, line in enumerate(stacks)
        )
        sentences.append(text("chicago_words.year_stacks", stacks=each))
    if event.fewer_each > 0:
        key = (
            "chicago_words.year_fewer_one" if event.fewer_each == 1 else "chicago_words.year_fewer"
        )
        sentences.append(text(key, count=event.fewer_each))
    return " ".join(sentences)


def _scored_line(event: ev.CompanyScored, who: Callable[[int], str]) -> str:
    """'Rot bekommt 27 Punkte (Häuser 17, Fotograf 10) und steht jetzt bei 41.'"""
    name = who(event.company)
    if event.points <= 0:
        return text("chicago_words.scored_none", name=name, score=event.score)
    houses = sum(house.points for house in event.houses)
    listed = [text("chicago_words.part_houses", points=houses)] if houses else []
    if event.photographer:
        listed.append(text("chicago_words.part_photo", points=event.photographer))
    if event.city_order:
        listed.append(text("chicago_words.part_order", points=event.city_order))
    # The parts are told when there is more than the houses.
    parts = text("chicago_words.parts", parts=", ".join(listed)) if len(listed) > 1 else ""
    points = text(
        "chicago_words.points_one" if event.points == 1 else "chicago_words.points",
        points=event.points,
    )
    key = "chicago_words.scored_bumped" if event.bumped > 0 else "chicago_words.scored"
    return text(key, name=name, points=points, parts=parts, score=event.score)


def _game_over_line(event: ev.GameOver, who: Callable[[int], str]) -> str:
    """'Die Baustelle schließt: Anna gewinnt mit 87 Punkten.'"""
    winners = [company for company, place in enumerate(event.places) if place == 1]
    if not winners:
        return text("chicago.header.over")
    score = event.scores[winners[0]]
    key = "chicago_words.game_over" if len(winners) == 1 else "chicago_words.game_over_shared"
    return text(key, names=names_joined([who(company) for company in winners]), score=score)


def _turn_ended_line(event: ev.TurnEnded, who: Callable[[int], str], shown: int | None) -> str:
    """'Rot beendet den Zug.' and, for the shown company, where the stack's rest went."""
    line = text("chicago.log.turn_ended", name=who(event.company))
    if event.company != shown:
        return line
    rest = _parts(
        (
            ("chicago_words.rest_spread", event.rest_spread),
            ("chicago_words.rest_returned", event.rest_returned),
            ("chicago_words.rest_kept", event.rest_kept),
        )
    )
    if rest:
        line += " " + text("chicago_words.rest", parts=rest)
    if event.lapsed_points > 0:
        line += " " + text("chicago_words.lapsed", count=event.lapsed_points)
    return line


def log_lines(events: Iterable[Event], seats: Sequence[Seat], shown: int | None) -> list[str]:
    """The log lines of many events in order, as the log told them one by one: the whole log
    of a resumed table."""
    return [line for line in (event_line(event, seats, shown) for event in events) if line]


def event_line(event: Event, seats: Sequence[Seat], shown: int | None) -> str:
    """One line for the log, or '' for events another line already tells."""

    def who(company: int) -> str:
        return seats[company].name if 0 <= company < len(seats) else "–"

    if isinstance(event, ev.ForemanMoved):
        if event.card:
            return ""
        return text(
            "chicago_words.walk",
            name=who(event.company),
            origin=field_name(event.path[0]),
            target=field_name(event.path[-1]),
            cost=event.cost,
            gain=_gain(event.gain),
        )
    if isinstance(event, ev.FloorBuilt):
        if event.card == "abrisstrupp":
            return text(
                "chicago_words.drop",
                name=who(event.company),
                field=field_name(event.field),
                floor=event.floor,
                gain=_gain(event.gain),
            )
        if event.card in TOLD_BY_THE_CARD:
            return ""
        return text(
            "chicago_words.build",
            name=who(event.company),
            field=field_name(event.field),
            floor=event.floor,
            gain=_gain(event.gain),
        )
    if isinstance(event, ev.ForemanInserted):
        if event.card:
            return ""
        return text(
            "chicago_words.insert",
            name=who(event.company),
            field=field_name(event.field),
            cost=event.cost,
            gain=_gain(event.gain),
        )
    if isinstance(event, ev.FloorLifted):
        return text(
            "chicago_words.lift",
            name=who(event.company),
            field=field_name(event.field),
            floor=event.floor,
        )
    if isinstance(event, ev.CardPlayed):
        return text(
            "chicago_words.card",
            name=who(event.company),
            card=card_name(event.card),
            effect=_card_effect(event),
        )
    if isinstance(event, ev.ActionPointsAdded):
        return text(
            "chicago_words.action_points", name=who(event.company), count=event.action_points
        )
    if isinstance(event, ev.CardDrawn):
        return text("chicago_words.drew", name=who(event.company), left=event.cards_left)
    if isinstance(event, ev.StepTakenBack):
        return text("chicago_words.undo", name=who(event.company), step=_step_words(event.step))
    if isinstance(event, ev.TurnStarted):
        return text(
            "chicago_words.turn_started", name=who(event.company), count=event.action_points
        )
    if isinstance(event, ev.TurnEnded):
        return _turn_ended_line(event, who, shown)
    if isinstance(event, ev.StoneLaid):
        return text("chicago_words.stone", name=who(event.company), field=field_name(event.field))
    if isinstance(event, ev.ForemanPlaced):
        return text("chicago_words.placed", name=who(event.company), field=field_name(event.field))
    if isinstance(event, ev.PhotographerSent):
        if event.origin < 0:
            return text(
                "chicago_words.photo_first", name=who(event.company), field=field_name(event.field)
            )
        return text(
            "chicago_words.photo_sent",
            name=who(event.company),
            origin=field_name(event.origin),
            field=field_name(event.field),
        )
    if isinstance(event, ev.PhotographerStays):
        return text(
            "chicago_words.photo_stays", name=who(event.company), field=field_name(event.field)
        )
    if isinstance(event, ev.YearStarted):
        return _year_line(event, who)
    if isinstance(event, ev.LeftoverFloors):
        parts = _parts(
            (
                ("chicago_words.leftover_onto", event.onto_stacks),
                ("chicago_words.leftover_back", event.to_supply),
            )
        )
        return text("chicago_words.leftover", name=who(event.company), parts=parts) if parts else ""
    if isinstance(event, ev.CompanyScored):
        return _scored_line(event, who)
    if isinstance(event, ev.GameOver):
        return _game_over_line(event, who)
    return ""
