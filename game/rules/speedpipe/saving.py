"""Saving and loading a Speedpipe state; a save loads only when it is consistent in itself."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.rules.core import Game, SaveError
from game.rules.randomness import rng_from_data, rng_to_data
from game.rules.save_reader import SaveReader, ints_of, read_table
from game.rules.speedpipe.catalogue import HAND_KINDS, JOKER, LEAK, LEAK_CARDS, new_deck
from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.payments import is_payment
from game.rules.speedpipe.tables import (
    CONTRACTS_DRAWN,
    DISPLAY_SIZE,
    FOERDER_BONUS,
    MOUNTAIN_REVEAL,
    OIL_PRICES,
    OPENING_KEEP,
    OPENING_LONG,
    OPENING_SHORT,
    REFINERY_BONUS,
    REFINERY_PIPELINES,
    STATIONS,
    TERMINALS,
    start_points,
)

if TYPE_CHECKING:
    from game.rules.speedpipe.state import SpeedpipeState

SAVE_FORMAT = 1
MOST_CARDS = 200
MOST_POINTS = 100_000
MOST_ROUNDS = 100_000


def state_to_dict(state: SpeedpipeState) -> dict[str, Any]:
    """The whole state, RNG included, as JSON-ready data."""
    return {
        "game": "speedpipe",
        "format": SAVE_FORMAT,
        "players": state.players,
        "options": dict(state.options),
        "rng": rng_to_data(state.rng),
        "hands": [list(hand) for hand in state.hands],
        "pile": list(state.pile),
        "contracts": [list(held) for held in state.contracts],
        "fulfilled": [
            [[c, price] for c, price in sorted(done.items())] for done in state.fulfilled
        ],
        "short_pile": list(state.short_pile),
        "removed": list(state.removed),
        "dealt": [list(dealt) for dealt in state.dealt],
        "chosen": [None if choice is None else list(choice) for choice in state.chosen],
        "drawn": list(state.drawn),
        **open_table(state),
    }


def open_table(state: SpeedpipeState) -> dict[str, Any]:
    """Everything on the table that every company sees (saves and views share it)."""
    mountain = None
    if state.pending is not None:
        route, paint, jokers = state.pending
        mountain = {
            "route": route,
            "paint": paint,
            "jokers": jokers,
            "reveal": list(state.reveal),
            "extra": state.extra,
        }
    return {
        "phase": state.phase,
        "current": state.current,
        "start_company": state.start_company,
        "round": state.round,
        "oil_price": state.oil_price,
        "display": list(state.display),
        "discard": list(state.discard),
        "leaks_gone": state.leaks_gone,
        "owners": list(state.owners),
        "blocked": list(state.blocked),
        "segments": list(state.segments),
        "points": list(state.points),
        "stations": list(state.stations),
        "terminals": [list(ports) for ports in state.terminals],
        "mountain": mountain,
        "refinery_race": [list(entry) for entry in state.refinery_race],
        "foerder_race": [list(entry) for entry in state.foerder_race],
        "turns_left": state.turns_left,
        "pass_streak": state.pass_streak,
        "end_reason": state.end_reason,
    }


def state_from_dict(game: Game, data: Any, pipe_map: PipeMap | None = None) -> SpeedpipeState:
    """A state from saved data; SaveError in words when anything is missing or inconsistent."""
    from game.rules.speedpipe.state import ALL_PASSED, LAST_ROUND, PHASES, SpeedpipeState

    read = SaveReader(data)
    players, resolved = read_table(read, game, SAVE_FORMAT)
    rng = rng_from_data(read.value("rng"))
    try:
        state = SpeedpipeState(game, players, resolved, rng, pipe_map)
    except ValueError as error:
        raise SaveError(f"the map of the save cannot be loaded: {error}") from None
    board = state.board
    routes = board.route_count
    places = board.place_count
    deals = len(state.map.contracts)
    last = players - 1
    state.phase = read.str("phase", PHASES)
    state.current = read.int("current", 0, last)
    state.start_company = read.int("start_company", 0, last)
    state.round = read.int("round", 0, MOST_ROUNDS)
    state.oil_price = read.int("oil_price", min(OIL_PRICES), max(OIL_PRICES))
    if state.oil_price not in OIL_PRICES:
        raise SaveError(f"the oil price is one of {', '.join(map(str, OIL_PRICES))} %")
    state.hands = read.lists("hands", players, 0, MOST_CARDS)
    state.pile = read.ints("pile", None, 0, LEAK)
    state.discard = read.ints("discard", HAND_KINDS, 0, MOST_CARDS)
    state.display = read.ints("display", DISPLAY_SIZE, -1, JOKER)
    state.leaks_gone = read.int("leaks_gone", 0, LEAK_CARDS)
    state.owners = read.ints("owners", routes, -1, last)
    state.blocked = read.ints("blocked", routes, -1, last)
    state.segments = read.ints("segments", players, 0, state.map.segments)
    state.points = read.ints("points", players, -MOST_POINTS, MOST_POINTS)
    state.stations = read.ints("stations", places, -1, last)
    state.terminals = read.lists("terminals", players, 0, places - 1)
    state.contracts = read.lists("contracts", players, 0, deals - 1)
    state.fulfilled = _fulfilled(read, players, deals)
    state.short_pile = read.ints("short_pile", None, 0, deals - 1)
    state.removed = read.ints("removed", None, 0, deals - 1)
    state.dealt = read.lists("dealt", players, 0, deals - 1)
    state.chosen = _chosen(read, players, deals)
    state.drawn = read.ints("drawn", None, 0, deals - 1)
    _mountain(read, state)
    state.refinery_race = _race(read, "refinery_race", players, places, len(REFINERY_BONUS))
    state.foerder_race = _race(read, "foerder_race", players, places, len(FOERDER_BONUS))
    state.turns_left = read.int("turns_left", -1, players)
    state.pass_streak = read.int("pass_streak", 0, players)
    state.end_reason = read.str("end_reason", ("", LAST_ROUND, ALL_PASSED))
    if any(len(hand) != HAND_KINDS for hand in state.hands):
        raise SaveError(f"a hand must count {HAND_KINDS} kinds of cards")
    state.rebuild()
    _check_cards(state)
    _check_contracts(state)
    _check_routes(state)
    _check_extras(state)
    _check_phase(state)
    return state


def _fulfilled(read: SaveReader, players: int, deals: int) -> list[dict[int, int]]:
    """Per company: fulfilled contracts with the oil price they count at."""
    value = read.value("fulfilled")
    if not isinstance(value, list) or len(value) != players:
        raise SaveError(f"'fulfilled' must hold {players} lists")
    result = []
    for entries in value:
        if not isinstance(entries, list):
            raise SaveError("'fulfilled' must list [contract, price] pairs")
        done: dict[int, int] = {}
        for entry in entries:
            contract, price = ints_of(entry, "a fulfilled contract", 2, 0, max(OIL_PRICES))
            if contract >= deals or price not in OIL_PRICES or contract in done:
                raise SaveError(f"the fulfilled contract {entry!r} is not valid")
            done[contract] = price
        result.append(done)
    return result


def _chosen(read: SaveReader, players: int, deals: int) -> list[tuple[int, ...] | None]:
    """Per company: its opening choice (None: not made)."""
    value = read.value("chosen")
    if not isinstance(value, list) or len(value) != players:
        raise SaveError(f"'chosen' must hold {players} entries")
    return [
        None if choice is None else tuple(ints_of(choice, "an opening choice", None, 0, deals - 1))
        for choice in value
    ]


def _mountain(read: SaveReader, state: SpeedpipeState) -> None:
    """The mountain being laid: route, payment, revealed cards and the extra they ask."""
    value = read.value("mountain")
    if value is None:
        return
    mountain = SaveReader(value, "the mountain")
    route = mountain.int("route", 0, state.board.route_count - 1)
    paint = mountain.int("paint", 0, JOKER)
    jokers = mountain.int("jokers", 0, MOST_CARDS)
    state.pending = (route, paint, jokers)
    state.reveal = mountain.ints("reveal", None, 0, JOKER)
    state.extra = mountain.int("extra", 1, MOUNTAIN_REVEAL)


def _race(
    read: SaveReader, key: str, players: int, places: int, length: int
) -> list[tuple[int, int]]:
    """A bonus race: [company, place] pairs in the order they were won."""
    value = read.value(key)
    if not isinstance(value, list) or len(value) > length:
        raise SaveError(f"'{key}' must list at most {length} winners")
    race = [
        tuple(ints_of(entry, f"an entry of '{key}'", 2, 0, max(players, places) - 1))
        for entry in value
    ]
    if any(company >= players or place >= places for company, place in race):
        raise SaveError(f"'{key}' names a company or place that does not exist")
    if len({company for company, _place in race}) != len(race):
        raise SaveError(f"'{key}' names a company twice")
    return [(company, place) for company, place in race]


def _check_cards(state: SpeedpipeState) -> None:
    """Every pipe card of the game exactly once: hands, pile, discard, display, reveal."""
    expected = Counter(new_deck(state.leaks))
    seen: Counter[int] = Counter(state.pile)
    seen.update(card for card in state.display if card >= 0)
    seen.update(state.reveal)
    for kind in range(HAND_KINDS):
        seen[kind] += state.discard[kind] + sum(hand[kind] for hand in state.hands)
    seen[LEAK] += state.leaks_gone
    if +seen != expected:
        raise SaveError("the pipe cards are not each in the game exactly once")
    if not state.leaks and state.leaks_gone:
        raise SaveError("leak cards are gone without the Leck-und-Wartung rule")


def _check_contracts(state: SpeedpipeState) -> None:
    """Every contract exactly once; long ones only dealt, held or out of the game."""
    table = state.map.contracts
    places: list[int] = state.short_pile + state.removed + state.drawn
    for held, dealt in zip(state.contracts, state.dealt):
        places += held + dealt
    if sorted(places) != list(range(len(table))):
        raise SaveError("the contracts are not each in the game exactly once")
    if any(table[c].long for c in state.short_pile + state.drawn):
        raise SaveError("a long contract lies in the short pile")
    if any(not table[c].long for c in state.removed):
        raise SaveError("only long contracts leave the game")
    for company, held in enumerate(state.contracts):
        if held != sorted(held):
            raise SaveError(f"the contracts of company {company} must be sorted")
        done = state.fulfilled[company]
        for contract in held:
            deal = table[contract]
            joined = state.connected(company, deal.a, deal.b)
            if joined != (contract in done):
                raise SaveError(
                    f"contract {contract} of company {company} is "
                    + ("joined but not fulfilled" if joined else "fulfilled but not joined")
                )
        if not set(done) <= set(held):
            raise SaveError(f"company {company} fulfilled a contract it does not hold")
        if not state.oil and any(price != 100 for price in done.values()):
            raise SaveError("an oil price other than 100 % without the Ölpreis rule")


def _check_routes(state: SpeedpipeState) -> None:
    """Segments, points, twins, blocks and stations agree with the laid routes."""
    board = state.board
    length_of = board.lengths
    for company in range(state.players):
        own = state.routes_of(company)
        if state.segments[company] != state.map.segments - sum(length_of[r] for r in own):
            raise SaveError(f"the segments of company {company} do not fit its routes")
        bonus = sum(
            points[index]
            for race, points in (
                (state.refinery_race, REFINERY_BONUS),
                (state.foerder_race, FOERDER_BONUS),
            )
            for index, (winner, _place) in enumerate(race)
            if winner == company
        )
        bonus += start_points(company, state.start_company, state.players)
        if state.points[company] != sum(board.points[r] for r in own) + bonus:
            raise SaveError(f"the points of company {company} do not fit its routes and bonuses")
        if state.stations_built[company] > STATIONS:
            raise SaveError(f"company {company} has more than {STATIONS} pump stations")
    for route, owner in enumerate(state.owners):
        twin = board.twins[route]
        if owner >= 0 and twin >= 0 and state.owners[twin] >= 0:
            if state.owners[twin] == owner or state.players <= 3:
                raise SaveError(f"both strands of the double route {route} are laid")
        if state.blocked[route] >= 0 and owner >= 0:
            raise SaveError(f"route {route} is laid and blocked at once")
    if not state.leaks and any(holder >= 0 for holder in state.blocked):
        raise SaveError("a blocked route without the Leck-und-Wartung rule")
    if sum(holder >= 0 for holder in state.blocked) > state.leaks_gone:
        raise SaveError("more routes are blocked than leak cards have come")


def _check_extras(state: SpeedpipeState) -> None:
    """Terminals and bonus races only with their rules, and only where they were earned."""
    routes_at = state.map.routes_at
    kinds = [place.kind for place in state.map.places]
    for company, ports in enumerate(state.terminals):
        if ports and not state.terminals_on:
            raise SaveError("terminals without the Tankerterminals rule")
        if len(ports) > TERMINALS or ports != sorted(set(ports)):
            raise SaveError(f"company {company} has its terminals wrong")
        for port in ports:
            own = any(state.owners[route] == company for route in routes_at[port])
            if kinds[port] != "port" or not own:
                raise SaveError(f"a terminal of company {company} stands where it may not")
    if state.refinery_race and not state.refinery:
        raise SaveError("a Raffinerie-Bonus without its rule")
    for company, place in state.refinery_race:
        own = sum(state.owners[route] == company for route in routes_at[place])
        if kinds[place] != "refinery" or own < REFINERY_PIPELINES:
            raise SaveError(f"company {company} did not earn its Raffinerie-Bonus")
    if state.foerder_race and not state.terminals_on:
        raise SaveError("a Förderrecht without the Tankerterminals rule")
    for company, place in state.foerder_race:
        own = any(state.owners[route] == company for route in routes_at[place])
        if place not in state.board.sources or not own:
            raise SaveError(f"company {company} did not earn its Förderrecht")
    if not state.oil and state.oil_price != 100:
        raise SaveError("an oil price other than 100 % without the Ölpreis rule")


def _check_phase(state: SpeedpipeState) -> None:
    """The phase fits what waits: opening choices, drawn contracts, a mountain, the end."""
    from game.rules.speedpipe.state import CONTRACTS, MOUNTAIN, OPENING, OVER

    phase = state.phase
    table = state.map.contracts
    if phase == OPENING:
        if any(state.contracts) or state.round or any(owner >= 0 for owner in state.owners):
            raise SaveError("in the opening nobody holds contracts or has laid a route")
        if all(choice is not None for choice in state.chosen):
            raise SaveError("the opening is over once every company has chosen")
        for company, dealt in enumerate(state.dealt):
            longs = sum(table[c].long for c in dealt)
            if len(dealt) != OPENING_LONG + OPENING_SHORT or longs > OPENING_LONG:
                raise SaveError(f"company {company} was not dealt 1 long and 3 short contracts")
            if dealt != sorted(dealt):
                raise SaveError(f"the dealt contracts of company {company} must be sorted")
            choice = state.chosen[company]
            if choice is not None and (
                len(choice) < OPENING_KEEP
                or not set(choice) <= set(dealt)
                or list(choice) != sorted(set(choice))
            ):
                raise SaveError(f"the opening choice of company {company} is not valid")
        if state.current != state.start_company:
            raise SaveError("in the opening the start company waits to begin")
    elif any(state.dealt) or any(choice is not None for choice in state.chosen):
        raise SaveError("dealt contracts wait only in the opening")
    if (phase == CONTRACTS) != bool(state.drawn) or len(state.drawn) > CONTRACTS_DRAWN:
        raise SaveError("drawn contracts belong to the contracts phase, and only there")
    if (phase == MOUNTAIN) != (state.pending is not None):
        raise SaveError("a mountain being laid belongs to the mountain phase, and only there")
    if state.pending is not None:
        _check_pending(state)
    if (phase == OVER) != bool(state.end_reason):
        raise SaveError("a finished game needs a reason to end, and only a finished one")
    if phase != OVER and (state.pass_streak >= state.players or state.turns_left == 0):
        raise SaveError("a game that should be over is still running")
    if phase != OPENING and phase != OVER and state.round == 0:
        raise SaveError("a turn is played in a round")


def _check_pending(state: SpeedpipeState) -> None:
    """The mountain: a mountain route open to the company, paid with cards it holds, and the
    extra the reveal asks for."""
    route, paint, jokers = state.pending  # type: ignore[misc]
    board = state.board
    length = board.lengths[route]
    player = state.current
    if not board.mountains[route] or not state.may_lay(player, route):
        raise SaveError(f"route {route} is no mountain route the company may lay now")
    if paint != JOKER and board.paints[route] >= 0 and paint != board.paints[route]:
        raise SaveError("the mountain is paid in a paint it does not take")
    if not is_payment(length, paint, jokers, state.hands[player]):
        raise SaveError("the company does not hold the cards it pays for the mountain")
    if paint == JOKER:
        extra = state.reveal.count(JOKER)
    else:
        extra = sum(card in (paint, JOKER) for card in state.reveal)
    if extra != state.extra or len(state.reveal) > MOUNTAIN_REVEAL:
        raise SaveError("the extra cards do not fit the revealed cards")
