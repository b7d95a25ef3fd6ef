"""Speedchicago's conformance probes: malformed texts, illegal moves, a hidden twin, corrupt saves.

The illegal fields, the hidden twin and the corruptions are worked out from the rules, not with
the engine's helpers, so that the suite cross-checks the engine rather than repeating it; only
the aims of a card not in the hand are borrowed from the engine (any of them is illegal).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from game.rules import Move, State, get_game
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.houses import EMPTY, NO_HOUSE
from game.rules.speedchicago.moves import (
    BUILD,
    DRAW,
    DROP,
    END_TURN,
    INSERT,
    LAY_STONE,
    LEAVE_PHOTOGRAPHER,
    NOWHERE,
    PLACE_FOREMAN,
    SEND_PHOTOGRAPHER,
    UNDO,
    WALK,
    Build,
    DropFloor,
    Insert,
    LayStone,
    PlaceForeman,
    PlayCard,
    SendPhotographer,
    Walk,
    play_card,
)
from game.rules.speedchicago.site import DIAGONALS, FIELDS, NEIGHBOURS, SIDE
from game.rules.speedchicago.tables import CARDS, ROUNDS, largest_stack

PHOTOGRAPHER = 4
# Illegal moves of one kind listed per state, and how many of the list one state tries: a spread
# that moves on from state to state, so that a game reaches every kind while each state stays
# quick to check.
PER_KIND = 2
TRIED_PER_STATE = 24

BAD_TEXTS: tuple[str, ...] = (
    "move c3",
    "move c3 z9",
    "move c3 c4 c5",
    "move",
    "build 0 d4",
    "build 5 d4",
    "build x d4",
    "build 1",
    "build d4",
    "build 1 d4 e4",
    "insert",
    "insert d4 d5",
    "insert i1",
    "play",
    "play joker d4",
    "play kletterseil c3 c4 c5",
    "drop",
    "drop i9",
    "drop e5 e6",
    "photo",
    "photo d4 e5",
    "photo nobody",
    "stone",
    "stone a0",
    "place a0",
    "place",
    "undo 1",
    "end now",
    "draw 2",
    "d4",
    "walk c3 c4",
    "build -1 d4",
    "build 1.5 d4",
    "move a1 a9",
)


def has_secrets(state: State) -> bool:
    """Whether some company holds cards another cannot see and that could be other cards: never
    in Profi (all hands known) nor with open cards; else a hand and an unseen card to swap."""
    chicago: SpeedchicagoState = state  # type: ignore[assignment]
    if chicago.profi or chicago.open_cards:
        return False
    hands, piles = chicago.hands, chicago.piles
    for viewer in range(chicago.players):
        for company, hand in enumerate(hands):
            if company == viewer or not hand:
                continue
            if chicago.shared_pile:
                unseen = piles[0] + [
                    card
                    for other in range(chicago.players)
                    if other not in (viewer, company)
                    for card in hands[other]
                ]
            else:
                unseen = piles[company]
            if unseen and len(set(unseen) | set(hand)) > 1:
                return True
    return False


# ---- illegal moves ---------------------------------------------------------------------------


def _some(moves: Iterable[Move], count: int = PER_KIND) -> list[Move]:
    """The first few of the moves."""
    return list(itertools.islice(moves, count))


def _off_the_site() -> list[Move]:
    """Moves naming fields, stacks or cards that do not exist."""
    return [
        Walk(-1, 0),
        Walk(0, FIELDS),
        Insert(FIELDS),
        Insert(-1),
        Build(0, FIELDS),
        Build(-1, 0),
        Build(4, 0),
        DropFloor(FIELDS),
        LayStone(-1),
        LayStone(FIELDS),
        PlaceForeman(FIELDS),
        SendPhotographer(-2),
        PlayCard("kletterseil", 0, FIELDS),
        PlayCard("joker"),
        PlayCard("abrisstrupp", FIELDS),
        PlayCard("kletterseil"),
    ]


def _house_areas(state: SpeedchicagoState) -> tuple[list[int], list[int]]:
    """House label per field (by flood fill from the foundation stones) and base area per house."""
    heights = state.heights
    label = [NO_HOUSE] * FIELDS
    areas: list[int] = []
    for house, stone in enumerate(state.foundations):
        label[stone] = house
        frontier, count = [stone], 0
        while frontier:
            field = frontier.pop()
            count += 1
            for neighbour in NEIGHBOURS[field]:
                if heights[neighbour] and label[neighbour] == NO_HOUSE:
                    label[neighbour] = house
                    frontier.append(neighbour)
        areas.append(count)
    return label, areas


def _set_up_moves_elsewhere(state: SpeedchicagoState, free_house: list[int]) -> list[Move]:
    """Set-up placements of the kinds the current phase does not allow, or on the wrong fields."""
    heights, figures, phase = state.heights, state.figures, state.phase
    stones = state.foundations
    free_stones = [stone for stone in stones if figures[stone] == EMPTY]
    taken_stones = [stone for stone in stones if figures[stone] != EMPTY]
    ground = [field for field in range(FIELDS) if not heights[field] and figures[field] == EMPTY]
    moves: list[Move] = []
    if phase == "stones":
        # On a laid stone, or too close to one in its row or column.
        moves += [LAY_STONE[stone] for stone in stones[:PER_KIND]]
        moves += _some(
            LAY_STONE[field]
            for stone in stones
            for field in range(FIELDS)
            if field != stone
            and (
                field // SIDE == stone // SIDE
                and abs(field % SIDE - stone % SIDE) < 3
                or field % SIDE == stone % SIDE
                and abs(field // SIDE - stone // SIDE) < 3
            )
        )
    else:
        moves += [LAY_STONE[field] for field in ground[:PER_KIND]]
    if phase == "foremen":
        moves += [PLACE_FOREMAN[stone] for stone in taken_stones[:PER_KIND]]
        moves += [PLACE_FOREMAN[field] for field in ground[:PER_KIND]]
    else:
        moves += [PLACE_FOREMAN[stone] for stone in free_stones[:PER_KIND]]
    if phase == "photographer":
        # In the set-up the photographer goes onto a free foundation stone, and must go.
        moves += [SEND_PHOTOGRAPHER[field] for field in ground[:PER_KIND]]
        moves += [SEND_PHOTOGRAPHER[stone] for stone in taken_stones[:PER_KIND]]
        moves.append(LEAVE_PHOTOGRAPHER)
    elif phase == "photo":
        moves += [SEND_PHOTOGRAPHER[field] for field in ground[:PER_KIND]]
        moves += [SEND_PHOTOGRAPHER[field] for field in range(FIELDS) if figures[field] != EMPTY][
            :PER_KIND
        ]
    else:
        moves += [SEND_PHOTOGRAPHER[field] for field in free_house[:PER_KIND]]
        moves.append(LEAVE_PHOTOGRAPHER)
    return moves


def _turn_moves_outside_a_turn(state: SpeedchicagoState, player: int) -> list[Move]:
    """The steps of a turn while the set-up or the photographer's choice is due."""
    heights = state.heights
    own = [field for field in range(FIELDS) if state.figures[field] == player]
    moves: list[Move] = [END_TURN, UNDO, DRAW, play_card("ueberstunden")]
    moves += _some(WALK[origin][target] for origin in own for target in NEIGHBOURS[origin])
    moves += _some(BUILD[0][field] for field in range(FIELDS) if heights[field])
    moves += _some(DROP[field] for field in range(FIELDS) if heights[field])
    moves += _some(INSERT[field] for field in range(FIELDS) if heights[field])
    return moves


def _walks(state: SpeedchicagoState, player: int) -> list[Move]:
    """Walks onto occupied fields, beyond the action points, or of a foreman that is not there."""
    heights, figures, budget = state.heights, state.figures, state.ap
    moves: list[Move] = []
    for origin in [field for field in range(FIELDS) if figures[field] == player][:PER_KIND]:
        moves += _some(
            WALK[origin][field]
            for field in range(FIELDS)
            if field != origin and figures[field] != EMPTY
        )
        # Shortest walk over free fields, climbing at most one floor a step.
        cost = {origin: 0}
        frontier = [origin]
        while frontier:
            field = frontier.pop(0)
            for neighbour in NEIGHBOURS[field]:
                if (
                    neighbour not in cost
                    and figures[neighbour] == EMPTY
                    and heights[neighbour] <= heights[field] + 1
                ):
                    cost[neighbour] = cost[field] + 1
                    frontier.append(neighbour)
        moves += _some(
            WALK[origin][field]
            for field in range(FIELDS)
            if figures[field] == EMPTY and cost.get(field, budget + 1) > budget
        )
    moves += _some(
        WALK[field][neighbour]
        for field in range(FIELDS)
        if figures[field] != player
        for neighbour in NEIGHBOURS[field]
        if figures[neighbour] == EMPTY
    )
    return moves


def _inserts(state: SpeedchicagoState, player: int) -> list[Move]:
    """Inserts onto fields that are not blue (or any insert without 2 AP or a foreman left)."""
    heights, figures = state.heights, state.figures
    blue: set[int] = set()
    if state.ap >= 2 and state.reserve[player] and state.lifted == NOWHERE:
        for field in range(FIELDS):
            if figures[field] == player:
                blue.update(
                    neighbour
                    for neighbour in NEIGHBOURS[field]
                    if figures[neighbour] == EMPTY and 1 <= heights[neighbour] <= heights[field]
                )
    # Free house fields that are not blue, ground fields, and fields with a figure on them.
    return (
        _some(
            INSERT[field]
            for field in range(FIELDS)
            if heights[field] and figures[field] == EMPTY and field not in blue
        )
        + _some(INSERT[field] for field in range(FIELDS) if not heights[field])
        + _some(INSERT[field] for field in range(FIELDS) if figures[field] != EMPTY)
    )


def _builds(
    state: SpeedchicagoState, player: int, label: list[int], areas: list[int]
) -> list[Move]:
    """Builds from stacks that do not exist or are empty, on heads, merging houses, too high."""
    heights, figures = state.heights, state.figures
    stacks = state.stacks[player]
    moves: list[Move] = []
    moves += _some(BUILD[0][field] for field in range(FIELDS) if figures[field] != EMPTY)
    some_site = next(
        (field for field in range(FIELDS) if figures[field] == EMPTY and heights[field]), 0
    )
    moves += [BUILD[stack][some_site] for stack in range(len(stacks), 4)]
    moves += [BUILD[stack][some_site] for stack, size in enumerate(stacks) if size == 0]
    if state.turn_stack >= 0:
        moves += [
            BUILD[stack][some_site] for stack in range(len(stacks)) if stack != state.turn_stack
        ]
    merging, lonely, topped = [], [], []
    for field in range(FIELDS):
        if figures[field] != EMPTY:
            continue
        if heights[field]:
            if heights[field] >= areas[label[field]]:
                topped.append(field)
            continue
        touching = {label[neighbour] for neighbour in NEIGHBOURS[field] if heights[neighbour]}
        if len(touching) > 1:
            merging.append(field)
        elif not touching:
            lonely.append(field)
    for fields in (merging, lonely, topped):
        moves += [BUILD[0][field] for field in fields[:PER_KIND]]
        moves += [play_card("sonderlieferung", NOWHERE, field) for field in fields[:PER_KIND]]
    return moves


# A plausible aim for each card, used when the card is not in the hand.
_ANY_AIM: dict[str, tuple[int, ...]] = {
    "kletterseil": (27, 28),
    "schraegzug": (27, 36),
    "treppenhaus": (27, 28),
    "hebebuehne": (27,),
    "sonderlieferung": (NOWHERE, 28),
    "anwerbung": (NOWHERE, 27),
    "pressefoto": (NOWHERE, 27),
    "abrisstrupp": (27,),
}


def _cards(state: SpeedchicagoState, player: int) -> list[Move]:
    """Cards not in the hand, a second card in a turn, and cards aimed where they cannot go."""
    heights, figures = state.heights, state.figures
    hand = state.hands[player]
    moves: list[Move] = []
    for card in CARDS:
        if card not in hand:
            # Every way the card could be played if it were held.
            moves += state.card_moves(player, card)[:2]
            moves.append(play_card(card, *_ANY_AIM.get(card, ())))
        elif state.card_played:
            moves += state.card_moves(player, card)[:2]
    own = [field for field in range(FIELDS) if figures[field] == player]
    others = [field for field in range(FIELDS) if figures[field] not in (EMPTY, player)]
    free = [field for field in range(FIELDS) if figures[field] == EMPTY]
    moves += _some(
        play_card("kletterseil", origin, field)
        for origin in own
        for field in free
        if field not in NEIGHBOURS[origin]
    )
    moves += _some(
        play_card("schraegzug", origin, field)
        for origin in own
        for field in free
        if field not in DIAGONALS[origin]
    )
    moves += [play_card("hebebuehne", field) for field in others[:PER_KIND]]
    moves += _some(play_card("anwerbung", NOWHERE, field) for field in free if heights[field] != 1)
    moves += _some(play_card("pressefoto", NOWHERE, field) for field in free if not heights[field])
    moves += _some(
        play_card("abrisstrupp", field)
        for field in range(FIELDS)
        if figures[field] != EMPTY or not heights[field]
    )
    moves += _some(
        play_card("abrisstrupp", stone) for stone in state.foundations if heights[stone] == 1
    )
    return moves


def _in_a_turn(state: SpeedchicagoState, player: int) -> list[Move]:
    """Every illegal step of a turn the rules name."""
    label, areas = _house_areas(state)
    heights, figures = state.heights, state.figures
    free_house = [f for f in range(FIELDS) if heights[f] and figures[f] == EMPTY]
    moves = _walks(state, player) + _inserts(state, player)
    moves += _builds(state, player, label, areas) + _cards(state, player)
    if state.lifted == NOWHERE:
        moves += [DROP[field] for field in free_house[:PER_KIND]]
    else:
        # While a floor is lifted: only drop it (elsewhere) or undo.
        moves += [DROP[state.lifted], END_TURN, DRAW]
        moves += _some(
            BUILD[stack][field]
            for stack in range(len(state.stacks[player]))
            for field in free_house
        )
    if not state.undo_steps:
        moves.append(UNDO)
    pile = state.piles[0 if state.shared_pile else player] if state.piles else []
    if state.profi or state.drawn or state.ap < 1 or not pile or state.lifted != NOWHERE:
        moves.append(DRAW)
    return moves


def illegal_moves(state: State, player: int) -> list[Move]:
    """Fields off the site, occupied fields, missing stacks and cards, a drop without a lifted
    floor, set-up moves in a turn and turn steps in the set-up."""
    chicago: SpeedchicagoState = state  # type: ignore[assignment]
    heights, figures = chicago.heights, chicago.figures
    free_house = [f for f in range(FIELDS) if heights[f] and figures[f] == EMPTY]
    moves = _off_the_site() + _set_up_moves_elsewhere(chicago, free_house)
    if chicago.phase == "turn":
        moves += _in_a_turn(chicago, player)
    else:
        moves += _turn_moves_outside_a_turn(chicago, player)
    listed = list(dict.fromkeys(moves))
    stride = -(-len(listed) // TRIED_PER_STATE)
    turn = (sum(heights), chicago.ap, len(chicago.undo_steps), chicago.turn_index)
    return listed[sum(turn) % stride :: stride] + _wrongly_typed(chicago, player)


def _wrongly_typed(state: SpeedchicagoState, player: int) -> list[Move]:
    """Legal moves with a field or stack as a float or a bool: equal to it, but no field."""
    moves: list[Move] = []
    for move in state.legal_moves(player)[:3]:
        for name, value in vars(move).items():
            if type(value) is int and value >= 0:
                moves.append(dataclasses.replace(move, **{name: float(value)}))
                if value in (0, 1):
                    moves.append(dataclasses.replace(move, **{name: bool(value)}))
    return moves


# ---- the hidden twin -------------------------------------------------------------------------


def hidden_twin(state: State, player: int, rng: random.Random) -> State:
    """The same game for this company: hidden hands, every pile's order and the RNG drawn anew,
    the Zurück snapshot's hands and piles with them (through the save, not resample_hidden)."""
    data = state.to_dict()
    options, players = data["options"], data["players"]
    everything_open = options["variant"] == "profi" or options["open_cards"] == "on"
    hidden = [] if everything_open else [c for c in range(players) if c != player]
    hands, piles = data["hands"], data["piles"]
    if piles and options["card_pile"] == "shared":
        pool = piles[0] + [card for company in hidden for card in hands[company]]
        rng.shuffle(pool)
        for company in hidden:
            hands[company] = [pool.pop() for _ in hands[company]]
        piles[0] = pool
    else:
        for company, pile in enumerate(piles):
            pool = pile + (hands[company] if company in hidden else [])
            rng.shuffle(pool)
            if company in hidden:
                hands[company] = [pool.pop() for _ in hands[company]]
            piles[company] = pool
    base = data["undo_base"]
    if base is not None:
        # A turn's steps never draw: the snapshot's piles are today's. The acting company's hand
        # then also held the card it has played since; it goes in front, where playing takes the
        # first copy from.
        base["piles"] = [list(pile) for pile in piles]
        for company in hidden:
            since = data["played"][company][len(base["played"][company]) :]
            base["hands"][company] = since + hands[company]
    version, internal, gauss = random.Random(rng.random()).getstate()
    data["rng"] = [version, list(internal), gauss]
    return state.game.state_from_dict(json.loads(json.dumps(data)))


# ---- corrupt saves ---------------------------------------------------------------------------

Change = Callable[[dict[str, Any]], Any]


def _later_positions(
    data: dict[str, Any], wanted: dict[str, Callable[[SpeedchicagoState], bool]]
) -> dict[str, dict[str, Any]]:
    """The save of the first position after data that each test wants, in one game played on by
    a busy random builder (it plays cards, draws and builds rather than ending its turn)."""
    game = get_game("speedchicago")
    state: SpeedchicagoState = game.state_from_dict(data)  # type: ignore[assignment]
    rng = random.Random(len(json.dumps(data)))
    found: dict[str, dict[str, Any]] = {}
    while True:
        for name, test in wanted.items():
            if name not in found and test(state):
                found[name] = json.loads(json.dumps(state.to_dict()))
        if state.is_terminal() or len(found) == len(wanted):
            return found
        (player,) = state.to_act()
        legal = state.legal_moves(player)
        cards = [move for move in legal if isinstance(move, PlayCard)]
        steps = [move for move in legal if move not in (UNDO, END_TURN, DRAW)]
        if state.phase != "turn":
            move = legal[rng.randrange(len(legal))]
        elif cards and rng.random() < 0.5:
            move = cards[rng.randrange(len(cards))]
        elif DRAW in legal and rng.random() < 0.5:
            move = DRAW
        elif steps and (rng.random() < 0.8 or END_TURN not in legal):
            move = steps[rng.randrange(len(steps))]
        else:
            move = END_TURN
        state.apply(player, move)


def _situations(data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The given save and later positions of the same game that reach more of the checks."""
    yield "", data
    wanted: dict[str, Callable[[SpeedchicagoState], bool]] = {
        "mid-turn": lambda s: len(s.undo_steps) >= 2 and s.turn_stack >= 0,
        "a card in play": lambda s: bool(s.card_played) and bool(s.undo_steps),
        "a lifted floor": lambda s: s.lifted != NOWHERE,
        "after a scoring": lambda s: s.phase == "photo",
        "a later year": lambda s: s.phase == "turn" and s.year == 2 and bool(s.undo_steps),
        "the end": lambda s: s.phase == "over",
    }
    for name, later in _later_positions(data, wanted).items():
        yield f"{name}: ", later


def _empty_fields(data: dict[str, Any], ground: bool | None = None) -> list[int]:
    """Fields without a figure (only ground fields, or only house fields, when asked)."""
    return [
        field
        for field in range(FIELDS)
        if data["figures"][field] == EMPTY
        and (ground is None or (data["heights"][field] == 0) == ground)
    ]


def _merge_houses(data: dict[str, Any]) -> None:
    """Floors along a path from the first foundation stone to the second (the supply pays)."""
    first, second = data["foundations"][:2]
    path = [first // SIDE * SIDE + column for column in _between(first % SIDE, second % SIDE)]
    path += [row * SIDE + second % SIDE for row in _between(first // SIDE, second // SIDE)]
    for field in path:
        if not data["heights"][field]:
            data["heights"][field] = 1
            data["supply"] -= 1


def _between(start: int, end: int) -> range:
    """Every index from start to end, both included, in either direction."""
    return range(start, end + 1) if start <= end else range(start, end - 1, -1)


def _raise_too_high(data: dict[str, Any]) -> None:
    """The first foundation stone's tower one floor above its house's base area."""
    game = get_game("speedchicago")
    state: SpeedchicagoState = game.state_from_dict(data)  # type: ignore[assignment]
    stone = data["foundations"][0]
    area = state.houses.area[state.houses.house_of[stone]]
    data["supply"] -= area + 1 - data["heights"][stone]
    data["heights"][stone] = area + 1


def _cards_short(data: dict[str, Any]) -> None:
    """One card fewer than the game has."""
    if data["piles"] and data["piles"][0]:
        data["piles"][0].pop()
    elif data["hands"][0]:
        data["hands"][0].pop()
    else:
        data["played"][0].pop()


def _card_twice(data: dict[str, Any]) -> None:
    """A card of company 0 once more in its hand."""
    owned = data["hands"][0] + data["played"][0] + (data["piles"][0] if data["piles"] else [])
    data["hands"][0].append(owned[0])


def _general(data: dict[str, Any]) -> Iterator[tuple[str, Change | None]]:
    """Corruptions that fit every position (None where one does not apply)."""
    players = data["players"]
    ground = _empty_fields(data, ground=True)
    free_house = _empty_fields(data, ground=False)
    empty = _empty_fields(data)
    own = [field for field in range(FIELDS) if data["figures"][field] == 0]
    profi = data["options"]["variant"] == "profi"
    yield "floors not adding up", lambda d: d.update(supply=d["supply"] - 1)
    yield "a floor too many in the supply", lambda d: d.update(supply=d["supply"] + 1)
    yield "the photographer twice", lambda d: d["figures"].__setitem__(empty[0], PHOTOGRAPHER)
    yield "a foreman too many", lambda d: d["figures"].__setitem__(empty[0], 0)
    yield (
        "a foreman too many in the reserve",
        lambda d: d["reserve"].__setitem__(0, d["reserve"][0] + 1 if d["reserve"][0] < 6 else 5),
    )
    yield (
        "a foreman of a company not at the table",
        ((lambda d: d["figures"].__setitem__(empty[0], players)) if players < 4 else None),
    )
    yield (
        "a foreman gone from the site",
        ((lambda d: d["figures"].__setitem__(own[0], EMPTY)) if own else None),
    )
    yield "two houses merged", (_merge_houses if len(data["foundations"]) >= 2 else None)
    yield "a tower higher than its base area", (_raise_too_high if data["foundations"] else None)
    yield (
        "a foundation stone without its floor",
        (
            (
                lambda d: (
                    d["heights"].__setitem__(d["foundations"][0], 0),
                    d.update(supply=d["supply"] + 1),
                )
            )
            if data["foundations"]
            else None
        ),
    )
    yield (
        "a foundation stone twice",
        (
            (lambda d: d["foundations"].__setitem__(1, d["foundations"][0]))
            if len(data["foundations"]) >= 2
            else None
        ),
    )
    yield (
        "a Grundspiel stone moved",
        (
            None
            if profi
            else (
                lambda d: (
                    d["heights"].__setitem__(d["foundations"][0], 0),
                    d["heights"].__setitem__(0, 1),
                    d["foundations"].__setitem__(0, 0),
                )
            )
        ),
    )
    yield "cards not adding up", _cards_short
    yield "a card twice", _card_twice
    yield "an unknown city order", lambda d: d.update(city_order="moonshot")
    yield (
        "a city order in the Grundspiel" if not profi else "a Profi game without city order",
        (lambda d: d.update(city_order="" if profi else "treppe")),
    )
    yield "two markers on one score field", lambda d: d.update(scores=[7] * players)
    yield (
        "the wrong company to act",
        (
            None
            if data["phase"] == "over"
            else lambda d: d.update(acting=(d["acting"] + 1) % players)
        ),
    )
    yield "an unknown phase", lambda d: d.update(phase="lunch")
    yield (
        "a lifted floor without the Abrisstrupp",
        ((lambda d: d.update(lifted=ground[0], supply=d["supply"] - 1)) if ground else None),
    )
    yield (
        "leftover floors where none can be",
        (
            None
            if data["phase"] == "photo"
            # The acting company never keeps floors yet: it has a stack in hand or none was dealt.
            else lambda d: (
                d["leftover"].__setitem__(d["acting"], 1),
                d.update(supply=d["supply"] - 1),
            )
        ),
    )
    yield "a set-up step out of line", lambda d: d.update(setup_step=d["setup_step"] + 1)
    yield (
        "the game over too early",
        (None if data["phase"] == "over" else lambda d: d.update(phase="over")),
    )
    yield (
        "a stack above the table's largest",
        (
            (
                lambda d: next(stacks for stacks in d["stacks"] if stacks).__setitem__(
                    0, largest_stack(d["players"]) + 1
                )
            )
            if any(data["stacks"])
            else None
        ),
    )
    yield (
        "the photographer on the ground",
        (
            (
                lambda d: (
                    d["figures"].__setitem__(d["photographer"], EMPTY),
                    d["figures"].__setitem__(ground[0], PHOTOGRAPHER),
                    d.update(photographer=ground[0]),
                )
            )
            if data["photographer"] != NOWHERE and ground
            else None
        ),
    )
    yield (
        "the photographer on a house field in the set-up",
        (
            (
                lambda d: (
                    d["figures"].__setitem__(free_house[0], PHOTOGRAPHER),
                    d.update(photographer=free_house[0]),
                )
            )
            if data["phase"] in ("stones", "foremen") and free_house
            else None
        ),
    )


def _set_up(data: dict[str, Any]) -> Iterator[tuple[str, Change | None]]:
    """Corruptions of a position in the set-up."""
    if data["phase"] not in ("stones", "foremen", "photographer"):
        return
    stones = data["foundations"]
    beside = [
        field for stone in stones for field in NEIGHBOURS[stone] if not data["heights"][field]
    ]
    yield (
        "floors built before the game has begun",
        (
            (lambda d: (d["heights"].__setitem__(beside[0], 1), d.update(supply=d["supply"] - 1)))
            if beside
            else None
        ),
    )
    yield (
        "stacks before the game has begun",
        lambda d: (d["stacks"].__setitem__(0, [1]), d.update(supply=d["supply"] - 1)),
    )
    yield "a turn's action points in the set-up", lambda d: d.update(ap=3)
    yield (
        "a card played in the set-up",
        lambda d: (
            d["played"][0].append(d["hands"][0].pop())
            if d["hands"][0]
            else d["played"][0].append(d["piles"][0].pop())
        ),
    )
    placed = [field for field in range(FIELDS) if data["figures"][field] in range(4)]
    yield (
        "a foreman placed out of seat order",
        (
            (
                lambda d: (
                    d["figures"].__setitem__(placed[0], 1),
                    d["reserve"].__setitem__(0, 6),
                    d["reserve"].__setitem__(1, d["reserve"][1] - 1),
                )
            )
            if placed and data["figures"][placed[0]] == 0
            else None
        ),
    )
    yield (
        "a foreman placed off the foundation stones",
        (
            (
                lambda d: (
                    d["figures"].__setitem__(placed[0], EMPTY),
                    d["figures"].__setitem__(beside[0], 0),
                )
            )
            if placed and beside and data["figures"][placed[0]] == 0
            else None
        ),
    )
    if data["options"]["variant"] == "profi" and data["phase"] == "stones" and len(stones) >= 2:
        # The last stone moved two fields from the first in a row or column: no house grows
        # into another, but the stones are too close.
        heights = data["heights"]
        close = [
            field
            for field in range(FIELDS)
            if abs(field % SIDE - stones[0] % SIDE) + abs(field // SIDE - stones[0] // SIDE) == 2
            and (field % SIDE == stones[0] % SIDE or field // SIDE == stones[0] // SIDE)
            and not heights[field]
            and not any(
                heights[neighbour] for neighbour in NEIGHBOURS[field] if neighbour != stones[-1]
            )
        ]
        yield (
            "two foundation stones too close",
            (
                (
                    lambda d: (
                        d["heights"].__setitem__(stones[-1], 0),
                        d["heights"].__setitem__(close[0], 1),
                        d["foundations"].__setitem__(-1, close[0]),
                    )
                )
                if close
                else None
            ),
        )


def _turn(data: dict[str, Any]) -> Iterator[tuple[str, Change | None]]:
    """Corruptions of a position in a turn."""
    if data["phase"] != "turn":
        return
    players, acting = data["players"], data["acting"]
    rounds = ROUNDS[players][data["year"]]
    profi = data["options"]["variant"] == "profi"
    yield (
        "a stack too many",
        lambda d: (d["stacks"][acting].append(1), d.update(supply=d["supply"] - 1)),
    )
    yield (
        "a stack too few",
        (
            (lambda d: d.update(supply=d["supply"] + d["stacks"][acting].pop()))
            if data["stacks"][acting]
            else None
        ),
    )
    yield (
        "building from a stack that does not exist",
        lambda d: d.update(turn_stack=len(d["stacks"][acting])),
    )
    yield "more action points than a turn can have", lambda d: d.update(ap=9)
    yield (
        "a card drawn in Profi" if profi else "a card drawn twice",
        ((lambda d: d.update(drawn=True)) if profi else None),
    )
    played = data["played"][acting]
    unplayed = [card for card in CARDS if card not in played[-1:]]
    yield (
        "a card played this turn that was never played",
        lambda d: d.update(card_played=unplayed[0]),
    )
    yield "the round past the year", lambda d: d.update(round=rounds)
    yield "the turn past the round", lambda d: d.update(turn_index=players)
    yield "the round's order damaged", lambda d: d.update(order=list(reversed(d["order"])))
    yield "a company twice in the order", lambda d: d.update(order=[acting] * players)
    yield (
        "points before the first scoring",
        ((lambda d: d["scores"].__setitem__(0, 3)) if data["year"] == 0 else None),
    )
    yield (
        "steps of the turn without their snapshot",
        ((lambda d: d.update(undo_base=None)) if data["undo_steps"] else None),
    )
    if not data["undo_steps"]:
        return
    yield "a snapshot without its steps", lambda d: d.update(undo_steps=[])
    yield "a step lost", lambda d: d["undo_steps"].pop()
    yield "a step twice", lambda d: d["undo_steps"].append(d["undo_steps"][-1])
    yield "a set-up move among the steps", lambda d: d["undo_steps"].append("stone a1")
    yield "an end among the steps", lambda d: d["undo_steps"].append("end")
    yield "an undo among the steps", lambda d: d["undo_steps"].insert(0, "undo")
    yield "a draw among the steps", lambda d: d["undo_steps"].insert(0, "draw")
    yield "a step that is no move", lambda d: d["undo_steps"].__setitem__(0, "dance")
    yield (
        "a walk across the site among the steps",
        lambda d: d["undo_steps"].insert(0, "move a1 h8"),
    )
    yield (
        "a snapshot a floor short in the supply",
        lambda d: d["undo_base"].update(supply=d["undo_base"]["supply"] - 1),
    )
    yield "a snapshot with more action points", lambda d: d["undo_base"].update(ap=6)
    yield "a snapshot with an unknown part", lambda d: d["undo_base"].update(mood="tired")
    yield "a snapshot lacking a part", lambda d: d["undo_base"].pop("figures")
    yield "a snapshot with a lifted floor", lambda d: d["undo_base"].update(lifted=0)
    yield "a snapshot as a list", lambda d: d.update(undo_base=[d["undo_base"]])
    yield (
        "a snapshot with a card too many",
        lambda d: d["undo_base"]["hands"][acting].append("kletterseil"),
    )
    if data["lifted"] != NOWHERE:
        yield (
            "a lifted floor without the step that lifted it",
            lambda d: d.update(undo_base=None, undo_steps=[]),
        )
        yield "the lifted floor lost", lambda d: d.update(lifted=NOWHERE)


def _after_scoring(data: dict[str, Any]) -> Iterator[tuple[str, Change | None]]:
    """Corruptions of the photographer's choice after a scoring and of the end."""
    if data["phase"] not in ("photo", "over"):
        return
    players = data["players"]
    yield (
        "stacks after the scoring",
        lambda d: (d["stacks"].__setitem__(0, [1]), d.update(supply=d["supply"] - 1)),
    )
    yield "a round's order after the scoring", lambda d: d.update(order=list(range(players)))
    if data["phase"] == "photo":
        yield (
            "the photographer sent by the wrong company",
            lambda d: d.update(acting=(d["acting"] + 1) % players),
        )
        yield "the photographer's choice after the last year", lambda d: d.update(year=2)
    else:
        yield "the game over before 1893", lambda d: d.update(year=1)
        yield (
            "leftover floors after the end",
            lambda d: (d["leftover"].__setitem__(0, 1), d.update(supply=d["supply"] - 1)),
        )


def corrupt_saves(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Saves that are well-formed JSON but break the game's own consistency, in the given
    position and in later ones of the same game (a turn's steps, a lifted floor, a scoring)."""
    for prefix, situation in _situations(data):
        for group in (_general, _set_up, _turn, _after_scoring):
            for description, change in group(situation):
                if change is None:
                    continue
                twin = json.loads(json.dumps(situation))
                change(twin)
                yield prefix + description, twin
