"""Saving and loading a Speedtycoon state; a save loads only when it is consistent in itself."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.rules.core import Game, SaveError
from game.rules.randomness import rng_from_data, rng_to_data
from game.rules.save_reader import SaveReader, ints_of, read_table
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon.catalogue import (
    BRANCH_BUILDINGS,
    BRANCHES,
    BUILDINGS,
    DEVISEN_MONEY,
    HEADQUARTERS,
    MONEY,
    NEWS,
    PLAIN_MONEY,
    SPECIAL_CARDS,
    STARTUP,
    TWO_PLAYER_MONEY,
    ZONES,
)
from game.rules.speedtycoon.tables import (
    INSIDER_TIPS,
    KAPITAL_SIZE,
    LOANS_AT_ONCE,
    LOBBY_REST_TURNS,
    MARKET_SIZE,
    TUNNELS,
)

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState

# Format 2 tells how many money cards were dealt; a save of format 1 gets the usual deal.
SAVE_FORMAT = 2
OLD_FORMAT = 1
# No empire reaches further than this from its headquarters (there are only 58 tiles).
REACH = 60
# Money cards a seat is dealt on average (bot games): for saves that do not tell the deal.
USUAL_DEAL = 4.6
MOST_POINTS = 100_000
LAST_CARD = max(SPECIAL_CARDS)


def state_to_dict(state: SpeedtycoonState) -> dict[str, Any]:
    """The whole state, RNG included, as JSON-ready data."""
    return {
        "game": "speedtycoon",
        "format": SAVE_FORMAT,
        "players": state.players,
        "options": dict(state.options),
        "rng": rng_to_data(state.rng),
        "hands": [list(hand) for hand in state.hands],
        "deck": list(state.deck),
        "bag": list(state.bag),
        **open_table(state),
    }


def open_table(state: SpeedtycoonState) -> dict[str, Any]:
    """Everything on the table that every player sees (saves and views share it)."""
    return {
        "phase": state.phase,
        "current": state.current,
        "start_player": state.start_player,
        "dealt": state.dealt,
        "discard": list(state.discard),
        "set_aside": list(state.set_aside),
        "kapital": [-1 if card is None else card for card in state.kapital],
        "market": [-1 if building is None else building for building in state.market],
        "gone": list(state.gone),
        "empires": [
            [[x, y, building] for (x, y), building in sorted(empire.fields.items())]
            for empire in state.empires
        ],
        "tunnels": [
            sorted(sorted([list(field) for field in edge]) for edge in empire.tunnels)
            for empire in state.empires
        ],
        "planning": [list(planned) for planned in state.planning],
        "fund": list(state.fund),
        "points": list(state.points),
        "to_place": list(state.to_place),
        "placer": state.placer,
        "place_reason": state.place_reason,
        "awards": [list(award) for award in state.awards],
        "bonus": state.bonus,
        "scorings": state.scorings,
        "news": dict(sorted(state.news.items())),
        "closed_place": state.closed_place,
        "booms": list(state.booms),
        "orders": [list(orders) for orders in state.orders],
        "tips": list(state.tips),
        "tunnels_left": list(state.tunnels_left),
        "loans": list(state.loans),
        "lobby_pending": list(state.lobby_pending),
        "lobby_rest": list(state.lobby_rest),
        "unicorns": list(state.unicorns),
        "strong": state.strong,
        "weak": state.weak,
    }


def state_from_dict(game: Game, data: Any) -> SpeedtycoonState:
    """A state from saved data; SaveError in words when anything is missing or inconsistent."""
    from game.rules.speedtycoon.state import (
        ACTION,
        OLD_LOBBY,
        OVER,
        PHASES,
        PLACE,
        PLACE_REASONS,
        ROUND_NEWS,
        SpeedtycoonState,
    )

    old = isinstance(data, dict) and data.get("format") == OLD_FORMAT and "dealt" not in data
    if old:
        data = {**data, "format": SAVE_FORMAT}
    read = SaveReader(data)
    players, resolved = read_table(read, game, SAVE_FORMAT)
    state = SpeedtycoonState(game, players, resolved, rng_from_data(read.value("rng")))
    modules = state.modules
    last = players - 1
    state.phase = read.str("phase", (*PHASES, OLD_LOBBY))
    state.current = read.int("current", 0, last)
    state.start_player = read.int("start_player", 0, last)
    state.hands = [sorted(hand) for hand in read.lists("hands", players, 0, len(MONEY) - 1)]
    state.deck = read.ints("deck", None, 0, LAST_CARD)
    state.discard = read.ints("discard", None, 0, len(MONEY) - 1)
    state.set_aside = read.ints("set_aside", None, STARTUP, LAST_CARD)
    state.kapital = [
        None if card < 0 else card for card in read.ints("kapital", KAPITAL_SIZE, -1, LAST_CARD)
    ]
    state.market = [
        None if building < 0 else building
        for building in read.ints("market", MARKET_SIZE, -1, len(BUILDINGS) - 1)
    ]
    state.bag = read.ints("bag", None, 1, len(BUILDINGS) - 1)
    state.gone = read.ints("gone", None, 1, len(BUILDINGS) - 1)
    state.empires = _empires(read, players)
    state.planning = read.lists("planning", players, 1, len(BUILDINGS) - 1)
    state.fund = read.ints("fund", None, 1, len(BUILDINGS) - 1)
    state.points = read.ints("points", players, -MOST_POINTS, MOST_POINTS)
    state.to_place = read.ints("to_place", None, 1, len(BUILDINGS) - 1)
    state.placer = read.int("placer", 0, last)
    state.place_reason = read.str("place_reason", PLACE_REASONS)
    awards = read.value("awards")
    if not isinstance(awards, list):
        raise SaveError("'awards' must list the buildings awarded at Handelsschluss")
    state.awards = read.lists("awards", len(awards), 0, len(BUILDINGS) - 1)
    state.bonus = read.bool("bonus")
    state.scorings = read.int("scorings", 0, 3)
    state.news = _news(read.value("news"), players)
    state.closed_place = read.int("closed_place", -1, MARKET_SIZE - 1)
    state.booms = _words(read.value("booms"), "booms", ("tech_boom", "bauboom"))
    state.orders = read.lists("orders", players, 1, len(BUILDINGS) - 1)
    state.tips = read.ints("tips", players, 0, INSIDER_TIPS)
    state.tunnels_left = read.ints("tunnels_left", players, 0, TUNNELS)
    state.loans = read.ints("loans", players, 0, LOANS_AT_ONCE)
    state.lobby_pending = read.ints("lobby_pending", players, -1, len(BUILDINGS) - 1)
    state.lobby_rest = read.ints("lobby_rest", players, 0, LOBBY_REST_TURNS)
    # Saves from the time of the Lobbyist phase list whom it still had to ask.
    old_queue = read.ints("lobby_queue", None, 0, last) if "lobby_queue" in read.data else []
    state.unicorns = read.ints("unicorns", len(BRANCHES), -1, last)
    state.strong = read.int("strong", -1, MARKET_SIZE - 1)
    state.weak = read.int("weak", -1, MARKET_SIZE - 1)

    _check_money(state)
    state.dealt = _dealt(read, state, old)
    _check_buildings(state)
    for player, empire in enumerate(state.empires):
        problems = geometry.broken_rules(empire)
        if problems:
            raise SaveError(f"the empire of player {player} breaks a building rule: {problems[0]}")
        allowed = TUNNELS if "tunnel" in modules else 0
        if len(empire.tunnels) + state.tunnels_left[player] != allowed:
            raise SaveError(
                f"player {player} has {len(empire.tunnels)} tunnels set and "
                f"{state.tunnels_left[player]} left; together they must be {allowed}"
            )
    for award in state.awards:
        if len(award) != 2 or award[0] > last:
            raise SaveError("an award must name a player and a building")
    if any(orders for orders in state.orders) != ("staatsauftraege" in modules) or any(
        len(orders) not in (0, 2) for orders in state.orders
    ):
        raise SaveError("the Staatsaufträge do not fit the modules played")
    if "insidertipp" not in modules and any(state.tips):
        raise SaveError("Insidertipps without the module")
    if "kredite" not in modules and any(state.loans):
        raise SaveError("loans without the Kredite module")
    if "lobbyist" not in modules and (
        old_queue or any(building >= 0 for building in state.lobby_pending)
    ):
        raise SaveError("a Lobbyist at work without the module")
    if "unicorn" not in modules and any(owner >= 0 for owner in state.unicorns):
        raise SaveError("a Unicorn without the module")
    if "nachrichten" not in modules and (state.news or state.booms):
        raise SaveError("news in force without the Wirtschaftsnachrichten")
    if ("hafenstreik" in state.news) != (state.closed_place >= 0):
        raise SaveError("a closed trading place needs a Hafenstreik, and a Hafenstreik a place")
    rates = state.strong >= 0 and state.weak >= 0 and state.strong != state.weak
    if not rates and (state.strong, state.weak) != (-1, -1):
        raise SaveError("a strong and a weak currency need to differ")
    if ("wechselkurse" in modules) != rates:
        raise SaveError("the Wechselkurse need a strong and a different weak currency")
    if players != 2 and state.fund:
        raise SaveError("only a game of two has a Staatsfonds")
    if state.phase == PLACE:
        if not state.to_place:
            raise SaveError("the placing phase needs a building to place")
    elif state.to_place and not (state.phase == ACTION and state.bonus):
        raise SaveError(f"buildings wait to be placed in the '{state.phase}' phase")
    if (state.phase == OLD_LOBBY) != bool(old_queue):
        raise SaveError("a Lobbyist queue belongs to the Lobbyist phase, and only there")
    if state.phase != ACTION and state.bonus:
        raise SaveError("a bonus action belongs to the action phase")
    if state.phase == OVER and (state.scorings != 3 or any(state.market)):
        raise SaveError("a finished game has held all three scorings and closed the market")
    if state.phase != OVER and state.scorings > 2:
        raise SaveError("the IPO scoring ends the game")
    if state.place_reason != "award" and state.awards:
        raise SaveError("awards wait only while the awarded buildings are placed")
    for news in state.news:
        if news not in ROUND_NEWS:
            raise SaveError(f"the news '{news}' does not last a round")
    if state.phase == OLD_LOBBY:
        # The Lobbyists now buy during the others' turns: the saved pause after a turn ends,
        # and whoever was still to be asked may buy during the next one.
        state._begin_turn((state.current + 1) % players, None)
    return state


def _empires(read: SaveReader, players: int) -> list[geometry.Empire]:
    """The empires with their tunnels, as fields and edges."""
    raw = read.value("empires")
    tunnels = read.value("tunnels")
    if not isinstance(raw, list) or len(raw) != players:
        raise SaveError(f"'empires' must hold {players} empires")
    if not isinstance(tunnels, list) or len(tunnels) != players:
        raise SaveError(f"'tunnels' must hold {players} lists of tunnels")
    empires = []
    for player, (tiles, edges) in enumerate(zip(raw, tunnels)):
        empire = geometry.new_empire()
        empire.fields.clear()
        if not isinstance(tiles, list):
            raise SaveError(f"the empire of player {player} is no list of fields")
        for tile in tiles:
            x, y, building = ints_of(tile, "a field of an empire", 3, -REACH, len(BUILDINGS) - 1)
            if building < 0:
                raise SaveError("an empire field names no building")
            if (x, y) in empire.fields:
                raise SaveError(f"the field {x},{y} of player {player} holds two buildings")
            empire.fields[(x, y)] = building
        if empire.fields.get((0, 0)) != HEADQUARTERS:
            raise SaveError(f"the headquarters of player {player} must stand on 0,0")
        if not isinstance(edges, list):
            raise SaveError(f"the tunnels of player {player} are no list")
        for edge in edges:
            if not isinstance(edge, list) or len(edge) != 2:
                raise SaveError("a tunnel joins exactly two fields")
            first, second = (tuple(ints_of(f, "a tunnel field", 2, -REACH, REACH)) for f in edge)
            empire.tunnels.add(frozenset((first, second)))
        empires.append(empire)
    return empires


def _news(value: Any, players: int) -> dict[str, int]:
    """News in force with the turns they last."""
    if not isinstance(value, dict):
        raise SaveError("'news' must name news with the turns they last")
    for news, turns in value.items():
        if news not in NEWS or type(turns) is not int or not 1 <= turns <= players:
            raise SaveError(f"the news entry {news!r}: {turns!r} is not valid")
    return dict(value)


def _words(value: Any, key: str, allowed: tuple[str, ...]) -> list[str]:
    """A list of distinct known words."""
    if not isinstance(value, list) or not all(word in allowed for word in value):
        raise SaveError(f"'{key}' must list words out of {', '.join(allowed)}")
    if len(set(value)) != len(value):
        raise SaveError(f"'{key}' names something twice")
    return list(value)


def _check_money(state: SpeedtycoonState) -> None:
    """Every money card of the game exactly once, special cards at most once and never in
    a hand, the Kapital or the discard pile."""
    expected = list(TWO_PLAYER_MONEY if state.players == 2 else PLAIN_MONEY)
    if "devisenbuero" in state.modules:
        expected += DEVISEN_MONEY
    kapital = [card for card in state.kapital if card is not None]
    seen = Counter(kapital + state.deck + state.discard + state.set_aside)
    for hand in state.hands:
        seen.update(hand)
    money = Counter({card: count for card, count in seen.items() if card < STARTUP})
    if money != Counter(expected):
        raise SaveError("the money cards are not each in the game exactly once")
    specials = [card for card, count in seen.items() if card >= STARTUP for _ in range(count)]
    if any(count > 1 for card, count in seen.items() if card >= STARTUP):
        raise SaveError("a special card lies in the deck twice")
    if not set(specials) <= set(SPECIAL_CARDS) or any(card >= STARTUP for card in kapital):
        raise SaveError("a special card lies where only money may lie")
    if "nachrichten" not in state.modules and any(card > STARTUP + 1 for card in specials):
        raise SaveError("news cards without the Wirtschaftsnachrichten")


def _dealt(read: SaveReader, state: SpeedtycoonState, old: bool) -> int:
    """The money cards dealt at the start; saves from before it was kept get the usual deal
    (never more than the cards outside the deck)."""
    money = len(TWO_PLAYER_MONEY if state.players == 2 else PLAIN_MONEY)
    if "devisenbuero" in state.modules:
        money += len(DEVISEN_MONEY)
    if not old:
        return read.int("dealt", 0, money)
    in_deck = sum(card < STARTUP for card in state.deck)
    return min(round(USUAL_DEAL * state.players), money - in_deck)


def _check_buildings(state: SpeedtycoonState) -> None:
    """Every building of the game exactly once: bag, market, cities, Planung, fund, waiting."""
    expected = list(BRANCH_BUILDINGS)
    if "sonderzonen" in state.modules:
        expected += ZONES
    places: list[int] = state.bag + state.gone + state.fund + state.to_place
    places += [building for building in state.market if building is not None]
    places += [building for building in state.lobby_pending if building >= 0]
    places += [award[1] for award in state.awards]
    for empire, planned in zip(state.empires, state.planning):
        places += [building for building in empire.fields.values() if building != HEADQUARTERS]
        places += planned
    if Counter(places) != Counter(expected):
        raise SaveError("the buildings are not each in the game exactly once")
    if any(BUILDINGS[building].is_zone for building in state.fund):
        raise SaveError("the Staatsfonds never takes a Sonderwirtschaftszone")
