"""Scenario fixtures: Speedchicago positions built as save dicts, and steps played on them."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import Event, get_game
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.site import FIELD_NAMES, GRUNDSPIEL_FOUNDATIONS, parse_field
from game.rules.speedchicago.state import round_start
from game.rules.speedchicago.tables import CARDS, FLOORS_IN_SUPPLY, FOREMEN_PER_COMPANY, STACKS

GAME = get_game("speedchicago")
# The photographer's mark among the figures.
PHOTOGRAPHER = 4


def at(name: str) -> int:
    """The field of a name such as 'd4'."""
    return parse_field(name)


def names(fields: Sequence[int]) -> list[str]:
    """Field names of fields, in the given order."""
    return [FIELD_NAMES[field] for field in fields]


def position(
    players: int = 4,
    *,
    floors: Mapping[str, int] | None = None,
    foremen: Mapping[str, int] | None = None,
    photographer: str = "g7",
    acting: int | None = None,
    year: int = 0,
    round_number: int = 0,
    year_start: int = 0,
    stacks: Mapping[int, Sequence[int]] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    piles: Mapping[int, Sequence[str]] | None = None,
    played: Mapping[int, Sequence[str]] | None = None,
    scores: Sequence[int] | None = None,
    leftover: Sequence[int] | None = None,
    options: Mapping[str, str] | None = None,
    city_order: str = "",
    foundations: Sequence[str] | None = None,
    phase: str = "turn",
) -> SpeedchicagoState:
    """A position at the start of a turn (or after a scoring with phase='photo'), from a save dict.

    floors: field -> height (foundation stones have height 1 unless given); foremen: field ->
    company; stacks: company -> its stacks (default: the year's table, as many as rounds are left
    for it); hands/piles/played: company -> cards (own piles default to the ten cards less hand and
    played, in the order of CARDS, top = end). The supply is whatever the site, the stacks and the
    leftovers leave of the 84 floors; the loader checks that everything fits together.
    """
    chosen = {"variant": "grundspiel", "card_pile": "own", "open_cards": "off", "leftover": "keep"}
    chosen.update(options or {})
    profi = chosen["variant"] == "profi"
    data: dict[str, Any] = GAME.new_state(players, 1, chosen).to_dict()
    stones = [at(name) for name in foundations] if foundations else list(GRUNDSPIEL_FOUNDATIONS)
    heights = [0] * 64
    for stone in stones:
        heights[stone] = 1
    for name, height in (floors or {}).items():
        heights[at(name)] = height
    figures = [-1] * 64
    for name, company in (foremen or {}).items():
        figures[at(name)] = company
    figures[at(photographer)] = PHOTOGRAPHER
    points = list(scores or [0] * players)
    if acting is None:
        around = [(year_start + offset) % players for offset in range(players)]
        acting = 0 if phase == "turn" else min(reversed(around), key=points.__getitem__)
    reserve = [FOREMEN_PER_COMPANY - figures.count(company) for company in range(players)]
    order: list[int] = []
    turn_index = 0
    rounds = (4, 4, 4) if players == 2 else (4, 3, 3)
    if phase == "turn":
        # Whoever moved last in a round begins the next one; two take A B, B A, B A, A B.
        start = round_start(year_start, round_number, players)
        order = [(start + offset) % players for offset in range(players)]
        if profi:
            order.sort(key=lambda company: -points[company])
        turn_index = order.index(acting)
    table = STACKS[players][year]
    left = rounds[year] - round_number
    all_stacks: list[list[int]] = []
    for company in range(players):
        if stacks is not None and company in stacks:
            all_stacks.append(list(stacks[company]))
        elif phase != "turn":
            all_stacks.append([])
        else:
            done = company in order[:turn_index]
            all_stacks.append(list(table[: left - 1 if done else left]))
    kept = list(leftover or [0] * players)
    all_hands = [list((hands or {}).get(company, [])) for company in range(players)]
    all_played = [list((played or {}).get(company, [])) for company in range(players)]
    all_piles: list[list[str]] = []
    if profi:
        all_hands = [
            [card for card in CARDS if card not in all_played[company]]
            for company in range(players)
        ]
    elif chosen["card_pile"] == "shared":
        pool = [card for card in CARDS for _ in range(players)]
        for card in [card for company in range(players) for card in all_hands[company]]:
            pool.remove(card)
        for card in [card for company in range(players) for card in all_played[company]]:
            pool.remove(card)
        all_piles = [list((piles or {}).get(0, pool))]
    else:
        for company in range(players):
            if piles is not None and company in piles:
                all_piles.append(list(piles[company]))
            else:
                gone = set(all_hands[company]) | set(all_played[company])
                all_piles.append([card for card in CARDS if card not in gone])
    supply = FLOORS_IN_SUPPLY + len(stones) - sum(heights) - sum(map(sum, all_stacks)) - sum(kept)
    assert supply >= 0, "the fixture uses more floors than there are"
    data.update(
        phase=phase,
        acting=acting,
        setup_step=0,
        heights=heights,
        figures=figures,
        foundations=stones,
        photographer=at(photographer),
        reserve=reserve,
        supply=supply,
        stacks=all_stacks,
        leftover=kept,
        hands=all_hands,
        piles=all_piles,
        played=all_played,
        scores=points,
        year=year,
        round=round_number,
        order=order,
        turn_index=turn_index,
        year_start=year_start,
        ap=5 if phase == "turn" else 0,
        turn_stack=-1,
        drawn=False,
        card_played="",
        lifted=-1,
        undo_base=None,
        undo_steps=[],
        turn_changes=[],
        last_changes=[],
        city_order=city_order if profi else "",
    )
    if profi and not city_order:
        data["city_order"] = "hoch_hinaus"
    return GAME.state_from_dict(json.loads(json.dumps(data)))


def play(state: SpeedchicagoState, *moves: str) -> list[Event]:
    """The acting company plays these moves in their text form; the events of all of them."""
    events: list[Event] = []
    for text in moves:
        (company,) = state.to_act()
        events += state.play(company, GAME.parse_move(text))
    return events


def legal(state: SpeedchicagoState) -> list[str]:
    """The acting company's legal moves in their text form."""
    (company,) = state.to_act()
    return [move.text() for move in state.legal_moves(company)]


def legal_starting(state: SpeedchicagoState, prefix: str) -> list[str]:
    """The acting company's legal moves whose text starts with the prefix."""
    return [text for text in legal(state) if text.startswith(prefix)]


def targets(state: SpeedchicagoState, prefix: str) -> set[str]:
    """The last word (a field) of every legal move starting with the prefix."""
    return {text.split()[-1] for text in legal_starting(state, prefix)}


def saved(state: SpeedchicagoState) -> dict[str, Any]:
    """The state's save as plain JSON data."""
    return json.loads(json.dumps(state.to_dict()))


def of_kind(events: Sequence[Event], kind: str) -> list[Any]:
    """The events of one kind, in order."""
    return [event for event in events if event.kind == kind]


def kinds(events: Sequence[Event]) -> list[str]:
    """The events' kinds in order."""
    return [event.kind for event in events]


def end_turns(state: SpeedchicagoState, count: int) -> list[Event]:
    """Ends this many turns in a row without doing anything."""
    events: list[Event] = []
    for _ in range(count):
        events += play(state, "end")
    return events


def play_out(state: SpeedchicagoState) -> list[Event]:
    """Plays to the end, every turn ended at once and the photographer always left standing."""
    events: list[Event] = []
    while not state.is_terminal():
        events += play(state, "photo stay" if state.phase == "photo" else "end")
    return events


def set_up(state: SpeedchicagoState) -> list[Event]:
    """Plays the set-up with the first legal placement each time (Profi: the stones first); the
    events up to the first turn."""
    events: list[Event] = []
    while state.phase != "turn":
        (company,) = state.to_act()
        events += state.play(company, state.legal_moves(company)[0])
    return events


def started(
    players: int = 4, seed: int = 1, options: Mapping[str, str] | None = None
) -> SpeedchicagoState:
    """A new game past its set-up: every company on the first free foundation stone, the
    photographer on the next free one."""
    state = GAME.new_state(players, seed, options)
    set_up(state)
    return state
