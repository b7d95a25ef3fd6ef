"""Scenario fixtures: Speedpipe positions on a small test map ('Testküste'), built from a new
game by moving cards, contracts and pipelines where a test wants them, and steps played on them.

The test map (place ids in brackets):

    Nordfeld [0] oil field, Südfeld [1] oil field, Raffinerie A [2], Raffinerie B [3],
    Hafen West [4] port, Hafen Ost [5] port, Plattform [6] platform, Hafen Nord [7] port,
    Ostfeld [8] oil field, Raffinerie C [9].
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from game.rules import Event, get_game
from game.rules.speedpipe.catalogue import HAND_KINDS, LEAK, paint_of_key
from game.rules.speedpipe.game import Speedpipe
from game.rules.speedpipe.maps import PipeMap, pipe_map_from_dict
from game.rules.speedpipe.state import TURN, SpeedpipeState
from game.rules.speedpipe.tables import start_points

GAME: Speedpipe = get_game("speedpipe")  # type: ignore[assignment]

PLACES = [
    ("nordfeld", "Nordfeld", "oil_field"),
    ("suedfeld", "Südfeld", "oil_field"),
    ("raffinerie_a", "Raffinerie A", "refinery"),
    ("raffinerie_b", "Raffinerie B", "refinery"),
    ("hafen_west", "Hafen West", "port"),
    ("hafen_ost", "Hafen Ost", "port"),
    ("plattform", "Plattform", "platform"),
    ("hafen_nord", "Hafen Nord", "port"),
    ("ostfeld", "Ostfeld", "oil_field"),
    ("raffinerie_c", "Raffinerie C", "refinery"),
]
# (a, b, length, paint, kind, buoys, twin) by route id.
ROUTES = [
    (0, 2, 2, "rot", "plain", 0, None),  # 0
    (2, 4, 3, "gruen", "plain", 0, 2),  # 1  double route with 2
    (2, 4, 3, "gelb", "plain", 0, 1),  # 2
    (4, 6, 2, "grey", "underwater", 1, None),  # 3
    (2, 3, 4, "schwarz", "mountain", 0, None),  # 4
    (3, 1, 1, "grey", "plain", 0, None),  # 5
    (1, 5, 5, "weiss", "plain", 0, None),  # 6
    (5, 3, 6, "orange", "plain", 0, None),  # 7
    (3, 7, 8, "violett", "plain", 0, None),  # 8
    (7, 0, 3, "grey", "mountain", 0, None),  # 9
    (2, 8, 1, "blau", "plain", 0, None),  # 10
    (2, 9, 2, "grey", "plain", 0, None),  # 11
    (9, 5, 4, "rot", "plain", 0, None),  # 12
    (8, 7, 2, "grey", "plain", 0, 14),  # 13 double route with 14
    (8, 7, 2, "grey", "plain", 0, 13),  # 14
    (6, 5, 3, "blau", "underwater", 2, None),  # 15
]
# (a, b, value, long) by contract id.
CONTRACTS = [
    (0, 4, 5, False),  # 0
    (1, 2, 6, False),  # 1
    (0, 5, 20, True),  # 2
    (6, 3, 21, True),  # 3
    (8, 3, 7, False),  # 4
    (7, 9, 8, False),  # 5
    (4, 5, 9, False),  # 6
    (0, 2, 4, False),  # 7
    (1, 7, 10, False),  # 8
    (9, 6, 11, False),  # 9
    (8, 4, 6, False),  # 10
    (2, 3, 5, False),  # 11
    (5, 0, 12, False),  # 12
    (1, 8, 7, False),  # 13
    (7, 2, 5, False),  # 14
    (3, 4, 9, False),  # 15
    (6, 0, 13, False),  # 16
    (9, 1, 8, False),  # 17
    (5, 8, 6, False),  # 18
    (9, 7, 20, True),  # 19
]


def fixture_data(segments: int = 45) -> dict[str, Any]:
    """The test map in the data-file layout."""
    return {
        "key": "main",
        "name": {"de": "Testküste", "en": "Test Coast"},
        "segments": segments,
        "places": [
            {"key": key, "name": name, "kind": kind, "x": 0.1 * i, "y": 0.05 * i}
            for i, (key, name, kind) in enumerate(PLACES)
        ],
        "routes": [
            {
                "a": PLACES[a][0],
                "b": PLACES[b][0],
                "length": length,
                "paint": paint,
                "kind": kind,
                "buoys": buoys,
                "twin": twin,
            }
            for a, b, length, paint, kind, buoys, twin in ROUTES
        ],
        "contracts": [
            {"a": PLACES[a][0], "b": PLACES[b][0], "value": value, "long": long}
            for a, b, value, long in CONTRACTS
        ],
    }


@cache
def fixture_map(segments: int = 45) -> PipeMap:
    """The test map with this many segments per company (made once each)."""
    return pipe_map_from_dict(fixture_data(segments))


def kind(word: str) -> int:
    """A card kind from its key: 'rot' … 'violett', 'joker' or 'leak'."""
    return LEAK if word == "leak" else paint_of_key(word)


def hand_of(cards: Mapping[str, int]) -> list[int]:
    """Hand counts from {'rot': 2, 'joker': 1}."""
    hand = [0] * HAND_KINDS
    for word, count in cards.items():
        hand[kind(word)] += count
    return hand


def new(
    players: int = 3,
    seed: int = 1,
    options: Mapping[str, str] | None = None,
    map_segments: int = 45,
) -> SpeedpipeState:
    """A new game on the test map, in the opening."""
    return GAME.new_state_on(fixture_map(map_segments), players, seed, options)


def opened(
    players: int = 3,
    seed: int = 1,
    options: Mapping[str, str] | None = None,
    map_segments: int = 45,
) -> SpeedpipeState:
    """A new game on the test map after every company kept all its dealt contracts."""
    state = new(players, seed, options, map_segments)
    for company in range(players):
        state.play(company, state.legal_moves(company)[-1])
    return state


def at_start(state: SpeedpipeState, company: int) -> int:
    """The points the company started the game with (one for each company before it)."""
    return start_points(company, state.start_company, state.players)


def table(
    players: int = 3,
    *,
    seed: int = 1,
    options: Mapping[str, str] | None = None,
    current: int = 0,
    hands: Mapping[int, Mapping[str, int]] | None = None,
    display: Sequence[str | None] | None = None,
    pile_top: Sequence[str] | None = None,
    owners: Mapping[int, int] | None = None,
    contracts: Mapping[int, Sequence[int]] | None = None,
    map_segments: int = 45,
    stations: Mapping[int, int] | None = None,
    contract_top: Sequence[int] | None = None,
    empty_pile: bool = False,
) -> SpeedpipeState:
    """A position at the start of a company's turn on the test map, made from an opened game.

    hands: company -> its cards ({'rot': 2, 'joker': 1}); display: the five open cards (None:
    empty); pile_top: the cards drawn next, first drawn first ('leak' allowed with the leaks
    rule); owners: route -> company (laid without paying, points counted); contracts: company
    -> the contracts it holds; map_segments: the segments each company starts with; stations:
    place -> company; contract_top: the short contracts drawn next, first drawn first;
    empty_pile: every card not placed goes onto the discard pile.
    Cards and contracts are taken from wherever they lie; what they replace goes to the discard
    pile or the bottom of the contract pile. The position is saved and loaded once, so that it
    is known to be consistent.
    """
    state = opened(players, seed, options, map_segments)
    if contracts is not None:
        for company, wanted in contracts.items():
            _release_contracts(state, state.contracts[company])
            state.contracts[company] = []
            _take_contracts(state, wanted)
            state.contracts[company] = sorted(wanted)
    if contract_top is not None:
        _take_contracts(state, contract_top)
        state.short_pile.extend(reversed(contract_top))
    given = set(hands or ())
    if hands is not None:
        for company, cards in hands.items():
            _release_cards(state, state.hands[company])
            state.hands[company] = [0] * HAND_KINDS
            wanted = hand_of(cards)
            _take_cards(state, wanted, given)
            state.hands[company] = wanted
    if display is not None:
        for card in state.display:
            if card >= 0:
                state.discard[card] += 1
        state.display = [-1] * len(state.display)
        wanted_display = [-1 if word is None else kind(word) for word in display]
        _take_cards(state, _counts(card for card in wanted_display if card >= 0), given)
        state.display = wanted_display
    if empty_pile:
        for card in state.pile:
            if card != LEAK:
                state.discard[card] += 1
        state.pile = [card for card in state.pile if card == LEAK]
    if pile_top is not None:
        wanted_top = [kind(word) for word in pile_top]
        leaks = wanted_top.count(LEAK)
        for _ in range(leaks):
            state.pile.remove(LEAK)
        _take_cards(
            state, _counts(card for card in wanted_top if card != LEAK), given, display is not None
        )
        state.pile.extend(reversed(wanted_top))
    for route, company in (owners or {}).items():
        state.owners[route] = company
        state.segments[company] -= state.board.lengths[route]
        state.points[company] += state.board.points[route]
    for place, company in (stations or {}).items():
        state.stations[place] = company
    state.current = current
    state.phase = TURN
    state.rebuild()
    for company in range(players):
        state.fulfilled[company] = {}
        state._check_fulfilled(company, state.contracts[company])
    return reloaded(state)


def _counts(cards: Iterable[int]) -> list[int]:
    """Counts per kind of some cards."""
    counts = [0] * HAND_KINDS
    for card in cards:
        counts[card] += 1
    return counts


def _release_cards(state: SpeedpipeState, counts: list[int]) -> None:
    """Cards leaving their place go onto the discard pile."""
    for card, count in enumerate(counts):
        state.discard[card] += count


def _take_cards(
    state: SpeedpipeState, counts: list[int], kept: Iterable[int] = (), keep_display: bool = False
) -> None:
    """Takes the cards from wherever they lie: pile, discard pile, hands (not the kept ones),
    the open display (unless kept)."""
    kept = set(kept)
    emptied = []
    for card, count in enumerate(counts):
        for _ in range(count):
            if card in state.pile:
                state.pile.remove(card)
                continue
            if state.discard[card]:
                state.discard[card] -= 1
                continue
            holder = next(
                (
                    hand
                    for company, hand in enumerate(state.hands)
                    if company not in kept and hand[card]
                ),
                None,
            )
            if holder is not None:
                holder[card] -= 1
            elif card in state.display and not keep_display:
                slot = state.display.index(card)
                state.display[slot] = -1
                emptied.append(slot)
            else:
                raise ValueError(f"no card of kind {card} is left to take")
    # Open slots emptied here are filled from the bottom of the pile.
    for slot in emptied:
        state.display[slot] = state.pile.pop(0)


def _release_contracts(state: SpeedpipeState, released: Sequence[int]) -> None:
    """Contracts leaving a company: short ones under the pile, long ones out of the game."""
    table_ = state.map.contracts
    state.short_pile[:0] = [c for c in released if not table_[c].long]
    state.removed = sorted(state.removed + [c for c in released if table_[c].long])


def _take_contracts(state: SpeedpipeState, wanted: Sequence[int]) -> None:
    """Takes each contract from wherever it lies."""
    for contract in wanted:
        for pile in (state.short_pile, state.removed, *state.contracts):
            if contract in pile:
                pile.remove(contract)
                break
        else:
            raise ValueError(f"contract {contract} is not in this game")


def saved(state: SpeedpipeState) -> dict[str, Any]:
    """The state's save as plain JSON data."""
    return json.loads(json.dumps(state.to_dict()))


def reloaded(state: SpeedpipeState) -> SpeedpipeState:
    """The state through a save and a load (on the map it is played on)."""
    return GAME.state_from_dict(saved(state), state.map)


def play(state: SpeedpipeState, text: str, company: int | None = None) -> list[Event]:
    """Plays a move given as text for the company (default: the one whose turn it is)."""
    player = state.current if company is None else company
    return state.play(player, GAME.parse_move(text))


def legal(state: SpeedpipeState, company: int | None = None) -> list[str]:
    """The company's legal moves as texts."""
    player = state.current if company is None else company
    return [move.text() for move in state.legal_moves(player)]


def kinds(events: Sequence[Event]) -> list[str]:
    """The kinds of some events, in order."""
    return [event.kind for event in events]
