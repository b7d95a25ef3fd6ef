"""Scenario fixtures: Speedtycoon positions built from a new game by moving cards and buildings
where a test wants them, and steps played on them."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from game.rules import Event, get_game
from game.rules.speedtycoon.catalogue import (
    BRANCHES,
    BUILDING_TABLE,
    BUILDINGS,
    CARD_BY_TEXT,
    HEADQUARTERS,
    NEWS_CARDS,
    STARTUP,
    VENTURE_CAPITAL,
    card_text,
    news_name,
)
from game.rules.speedtycoon.empire import Empire, new_empire
from game.rules.speedtycoon.state import SpeedtycoonState

GAME = get_game("speedtycoon")
Field = tuple[int, int]
# A card of the deck is written as money text ('$7a', '$/€4'), 'startup', 'venture' or a news.
SPECIAL_WORDS: dict[str, int] = {"startup": STARTUP, "venture": VENTURE_CAPITAL}


def card(text: str) -> int:
    """The number of a card written as in the move texts: '$7a', '€3b', '$/€4', 'startup' …"""
    if text in SPECIAL_WORDS:
        return SPECIAL_WORDS[text]
    if text in CARD_BY_TEXT:
        return CARD_BY_TEXT[text]
    return next(number for number in NEWS_CARDS if news_name(number) == text)


def cards(texts: Iterable[str]) -> list[int]:
    """The numbers of several cards written as text."""
    return [card(text) for text in texts]


def building(branch: str, price: int, sides: str = "") -> int:
    """The number of the building of a branch with this price and these highway sides ('NE';
    the letters in any order)."""
    first = 1 + sum(len(BUILDING_TABLE[name]) for name in BRANCHES[: BRANCHES.index(branch)])
    for offset, (cost, letters) in enumerate(BUILDING_TABLE[branch]):
        if cost == price and sorted(letters) == sorted(sides):
            return first + offset
    raise ValueError(f"no {branch} building costs {price} with highways {sides!r}")


# A ring of buildings around a courtyard of two empty fields, (1,1) and (2,1), every inner side
# a highway and every outer side free: everything walks round on free sides.
COURTYARD = {
    (1, 0): building("logistik", 7, "S"),
    (2, 0): building("industrie", 8, "S"),
    (3, 0): building("logistik", 8),
    (0, 1): building("logistik", 6, "E"),
    (3, 1): building("energie", 9, "W"),
    (0, 2): building("industrie", 9),
    (1, 2): building("logistik", 5, "N"),
    (2, 2): building("industrie", 6, "N"),
    (3, 2): building("energie", 10),
}


def empire_of(fields: Mapping[Field, int]) -> Empire:
    """An empire: the headquarters on 0,0 and these buildings."""
    empire = new_empire()
    empire.fields.update(fields)
    return empire


def new(
    players: int = 3, seed: int = 1, options: Mapping[str, str] | None = None
) -> SpeedtycoonState:
    """A new game as dealt (options: 'mode' and module switches, the rest at their defaults)."""
    return GAME.new_state(players, seed, options)  # type: ignore[return-value]


def table(
    players: int = 3,
    *,
    seed: int = 1,
    options: Mapping[str, str] | None = None,
    current: int = 0,
    hands: Mapping[int, Sequence[str]] | None = None,
    kapital: Sequence[str | None] | None = None,
    deck_top: Sequence[str] | None = None,
    market: Sequence[int | None] | None = None,
    bag_top: Sequence[int] | None = None,
    empires: Mapping[int, Mapping[Field, int]] | None = None,
    planning: Mapping[int, Sequence[int]] | None = None,
    fund: Sequence[int] | None = None,
    points: Sequence[int] | None = None,
) -> SpeedtycoonState:
    """A position at the start of a player's action, made from a new game.

    hands: player -> his cards (others keep theirs); kapital: the four slots (None: empty);
    deck_top: the cards drawn next, the first drawn first (special cards are taken out of their
    places); market: the four trading places (None: empty); bag_top: the buildings drawn next,
    first drawn first; empires: player -> field -> building around his headquarters; planning,
    fund: buildings. Cards and buildings are taken from wherever they lie; what they replace goes
    to the discard pile (cards) or the bottom of the bag (buildings); Kapital or market slots
    emptied that way (when not given) are filled from the bottom of the deck or bag. The position
    is saved and loaded once, so that it is known to be consistent.
    """
    state = new(players, seed, options)
    for player, texts in (hands or {}).items():
        _release_cards(state, state.hands[player])
        state.hands[player] = []
        wanted = cards(texts)
        _take_cards(state, wanted)
        state.hands[player] = sorted(wanted)
    if kapital is not None:
        _release_cards(state, [c for c in state.kapital if c is not None])
        state.kapital = [None] * len(state.kapital)
        wanted_slots = [None if text is None else card(text) for text in kapital]
        _take_cards(state, [c for c in wanted_slots if c is not None])
        state.kapital = wanted_slots
    if deck_top is not None:
        wanted = cards(deck_top)
        _take_cards(state, wanted)
        state.deck.extend(reversed(wanted))
    if market is not None:
        _release_buildings(state, [b for b in state.market if b is not None])
        state.market = [None] * len(state.market)
        _take_buildings(state, [b for b in market if b is not None])
        state.market = list(market)
    for player, fields in (empires or {}).items():
        _release_buildings(state, [b for b in state.empires[player].fields.values() if b])
        state.empires[player] = new_empire()
        _take_buildings(state, list(fields.values()))
        state.empires[player] = empire_of(fields)
    for player, planned in (planning or {}).items():
        _release_buildings(state, state.planning[player])
        state.planning[player] = []
        _take_buildings(state, list(planned))
        state.planning[player] = sorted(planned)
    if fund is not None:
        _release_buildings(state, state.fund)
        state.fund = []
        _take_buildings(state, list(fund))
        state.fund = sorted(fund)
    if bag_top is not None:
        _take_buildings(state, list(bag_top))
        state.bag.extend(reversed(bag_top))
    if points is not None:
        state.points = list(points)
    if kapital is None:
        _fill_from_bottom(state.kapital, state.deck, lambda number: number < STARTUP)
    if market is None:
        _fill_from_bottom(state.market, state.bag, lambda number: True)
    state.current = current
    state._legal = None
    return reloaded(state)


def _fill_from_bottom(
    slots: list[int | None], pile: list[int], fits: Callable[[int], bool]
) -> None:
    """Fills slots a fixture emptied from the bottom of a pile (its top stays as chosen)."""
    for slot, there in enumerate(slots):
        if there is None:
            number = next(number for number in pile if fits(number))
            pile.remove(number)
            slots[slot] = number


def _release_cards(state: SpeedtycoonState, released: Sequence[int]) -> None:
    """Cards leaving their place go onto the discard pile."""
    state.discard.extend(released)


def _take_cards(state: SpeedtycoonState, wanted: Sequence[int]) -> None:
    """Takes each card from wherever it lies now (hand, Kapital, deck, discard pile)."""
    for number in wanted:
        for pile in (state.deck, state.discard, state.set_aside, *state.hands):
            if number in pile:
                pile.remove(number)
                break
        else:
            if number not in state.kapital:
                raise ValueError(f"card {number} is not in this game")
            state.kapital[state.kapital.index(number)] = None


def _release_buildings(state: SpeedtycoonState, released: Sequence[int]) -> None:
    """Buildings leaving their place go to the bottom of the bag."""
    state.bag[:0] = [number for number in released if number != HEADQUARTERS]


def _take_buildings(state: SpeedtycoonState, wanted: Sequence[int]) -> None:
    """Takes each building from wherever it lies now (bag, market, cities, Planung, fund)."""
    for number in wanted:
        if number in state.market:
            state.market[state.market.index(number)] = None
            continue
        for pile in (state.bag, state.gone, state.fund, *state.planning):
            if number in pile:
                pile.remove(number)
                break
        else:
            for empire in state.empires:
                spot = [field for field, there in empire.fields.items() if there == number]
                if spot:
                    del empire.fields[spot[0]]
                    empire.forget()
                    break
            else:
                raise ValueError(f"building {number} ({BUILDINGS[number]}) is not in this game")


def saved(state: SpeedtycoonState) -> dict[str, Any]:
    """The state's save as plain JSON data."""
    return json.loads(json.dumps(state.to_dict()))


def reloaded(state: SpeedtycoonState) -> SpeedtycoonState:
    """The state saved and loaded again (the loader checks that it is consistent)."""
    return GAME.state_from_dict(saved(state))  # type: ignore[return-value]


def play(state: SpeedtycoonState, *moves: str) -> list[Event]:
    """The acting player plays these moves in their text form; the events of all of them."""
    events: list[Event] = []
    for text in moves:
        events += state.play(state.acting, GAME.parse_move(text))
    return events


def play_as(state: SpeedtycoonState, player: int, *moves: str) -> list[Event]:
    """This player (on turn or not) plays these moves in their text form; all their events."""
    events: list[Event] = []
    for text in moves:
        events += state.play(player, GAME.parse_move(text))
    return events


def legal(state: SpeedtycoonState) -> list[str]:
    """The acting player's legal moves in their text form."""
    return [move.text() for move in state.legal_moves(state.acting)]


def legal_starting(state: SpeedtycoonState, prefix: str) -> list[str]:
    """The acting player's legal moves whose text starts with the prefix."""
    return [text for text in legal(state) if text.startswith(prefix)]


def of_kind(events: Sequence[Event], kind: str) -> list[Any]:
    """The events of one kind, in order."""
    return [event for event in events if event.kind == kind]


def kinds(events: Sequence[Event]) -> list[str]:
    """The events' kinds in order."""
    return [event.kind for event in events]


def hand_texts(state: SpeedtycoonState, player: int) -> list[str]:
    """A player's hand as card texts, in hand order."""
    return [card_text(number) for number in state.hands[player]]
