"""Saving and loading a Tycoon state; a save loads only when it is consistent in itself."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.rules.core import Game, SaveError
from game.rules.randomness import rng_from_data, rng_to_data
from game.rules.save_reader import SaveReader, ints_of, read_table
from game.rules.tycoon.board import (
    CHAIN_LENGTH,
    CITIES,
    CITY_COUNT,
    FACTORIES_PER_PLAYER,
    HOTELS_PER_ROUND,
    MAX_LOANS_HELD,
    OPEN_CHARTER,
    OPEN_SCHEDULED,
    ROUNDS,
)
from game.rules.tycoon.flights import CHARTER, HOME, OVER, TICKET_COUNT

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState

SAVE_FORMAT = 1
MOST_MONEY = 1_000_000
# A quiet streak outlasts the closing round by at most one more round of turns.
QUIET_ROUNDS = 2


def state_to_dict(state: TycoonState) -> dict[str, Any]:
    """The whole state, RNG included, as JSON-ready data."""
    return {
        "game": "tycoon",
        "format": SAVE_FORMAT,
        "players": state.players,
        "options": dict(state.options),
        "rng": rng_to_data(state.rng),
        "charter_pile": list(state.charter_pile),
        "scheduled_pile": list(state.scheduled_pile),
        **open_table(state),
    }


def open_table(state: TycoonState) -> dict[str, Any]:
    """Everything on the table that every player sees (saves and views share it)."""
    return {
        "phase": state.phase,
        "round": state.round,
        "start_player": state.start_player,
        "acting": state.acting,
        "loan_taken": state.loan_taken,
        "flown": state.flown,
        "built": state.built,
        "closing": state.closing,
        "quiet_turns": state.quiet_turns,
        "cash": list(state.cash),
        "debt": list(state.debt),
        "hotels_left": list(state.hotels_left),
        "factories_left": list(state.factories_left),
        "loans": [list(cards) for cards in state.loans],
        "tickets": [list(held) for held in state.tickets],
        "plane_city": list(state.plane_city),
        "plane_place": list(state.plane_place),
        "landing": [list(places) for places in state.landing],
        "chains": [list(chain) for chain in state.chains],
        "chain_end": list(state.chain_end),
        "renovation": [list(waiting) for waiting in state.renovation],
        "factories": [list(sites) for sites in state.factories],
        "open_charter": list(state.open_charter),
        "open_scheduled": list(state.open_scheduled),
        "charter_discard": list(state.charter_discard),
        "scheduled_discard": list(state.scheduled_discard),
        "fortunes": [list(announced) for announced in state.fortunes],
        "payday_queue": list(state.payday_queue),
    }


def state_from_dict(game: Game, data: Any) -> TycoonState:
    """A state from saved data; SaveError in words when anything is missing or inconsistent."""
    from game.rules.tycoon.state import PHASES, TycoonState

    read = SaveReader(data)
    players, resolved = read_table(read, game, SAVE_FORMAT)
    rng = rng_from_data(read.value("rng"))
    state = TycoonState(game, players, resolved, rng)
    last = players - 1
    tickets = TICKET_COUNT - 1
    state.phase = read.str("phase", PHASES)
    state.round = read.int("round", 1, ROUNDS)
    state.start_player = read.int("start_player", 0, last)
    state.acting = read.int("acting", -1, last)
    state.loan_taken = read.bool("loan_taken")
    state.flown = read.bool("flown")
    state.built = read.bool("built")
    state.closing = read.bool("closing")
    state.quiet_turns = read.int("quiet_turns", 0, QUIET_ROUNDS * players)
    state.cash = read.ints("cash", players, 0, MOST_MONEY)
    state.debt = read.ints("debt", players, 0, MOST_MONEY)
    state.hotels_left = read.ints("hotels_left", players, 0, HOTELS_PER_ROUND * ROUNDS)
    state.factories_left = read.ints("factories_left", players, 0, FACTORIES_PER_PLAYER)
    state.loans = read.lists("loans", players, 0, 1)
    state.tickets = read.lists("tickets", players, 0, tickets)
    state.plane_city = read.ints("plane_city", players, HOME, CITY_COUNT - 1)
    state.plane_place = read.ints("plane_place", players, OVER, 1)
    state.landing = read.lists("landing", CITY_COUNT, -1, last)
    state.chains = read.lists("chains", CITY_COUNT, -1, last)
    state.chain_end = read.ints("chain_end", CITY_COUNT, 0, CHAIN_LENGTH)
    state.renovation = read.lists("renovation", CITY_COUNT, 0, last)
    state.factories = read.lists("factories", CITY_COUNT, -1, last)
    state.charter_pile = read.ints("charter_pile", None, 0, tickets)
    state.scheduled_pile = read.ints("scheduled_pile", None, 0, tickets)
    state.charter_discard = read.ints("charter_discard", None, 0, tickets)
    state.scheduled_discard = read.ints("scheduled_discard", None, 0, tickets)
    state.open_charter = read.ints("open_charter", None, 0, tickets)
    state.open_scheduled = read.ints("open_scheduled", None, 0, tickets)
    state.fortunes = _fortunes(read, players)
    state.payday_queue = read.ints("payday_queue", None, 0, last)
    _check_shapes(state)
    _check_tickets(state)
    _check_planes(state)
    _check_chains(state)
    _check_money(state)
    _check_phase(state)
    return state


def _fortunes(read: SaveReader, players: int) -> list[list[int]]:
    """Per finished round: every player's announced fortune."""
    value = read.value("fortunes")
    if not isinstance(value, list) or len(value) > ROUNDS:
        raise SaveError(f"'fortunes' must list at most {ROUNDS} rounds")
    return [
        ints_of(announced, "a round's fortunes", players, -MOST_MONEY, MOST_MONEY)
        for announced in value
    ]


def _check_shapes(state: TycoonState) -> None:
    """Lists of the board's sizes: two landing places, 14 fields, the sites of each city."""
    if any(len(places) != 2 for places in state.landing):
        raise SaveError("every city has exactly two landing places")
    if any(len(chain) != CHAIN_LENGTH for chain in state.chains):
        raise SaveError(f"every chain has exactly {CHAIN_LENGTH} fields")
    for city, sites in zip(CITIES, state.factories):
        if len(sites) != len(city.factory_prices):
            raise SaveError(f"{city.name} has {len(city.factory_prices)} factory sites")
    if any(len(cards) > MAX_LOANS_HELD for cards in state.loans):
        raise SaveError(f"nobody holds more than {MAX_LOANS_HELD} loan cards")


def _check_tickets(state: TycoonState) -> None:
    """Every ticket exactly once: piles, discard piles, open rows and the players' tickets;
    each kind in its own piles and row."""
    places: list[int] = (
        state.charter_pile
        + state.scheduled_pile
        + state.charter_discard
        + state.scheduled_discard
        + state.open_charter
        + state.open_scheduled
    )
    for held in state.tickets:
        places += held
    if sorted(places) != list(range(TICKET_COUNT)):
        seen = Counter(places)
        twice = sorted(ticket for ticket, count in seen.items() if count > 1)
        lost = sorted(set(range(TICKET_COUNT)) - set(seen))
        raise SaveError(
            "the tickets are not each in the game exactly once"
            + (f" (twice: {twice[:5]})" if twice else "")
            + (f" (missing: {lost[:5]})" if lost else "")
        )
    for key, tickets, charter in (
        ("charter_pile", state.charter_pile, True),
        ("charter_discard", state.charter_discard, True),
        ("open_charter", state.open_charter, True),
        ("scheduled_pile", state.scheduled_pile, False),
        ("scheduled_discard", state.scheduled_discard, False),
        ("open_scheduled", state.open_scheduled, False),
    ):
        if any(CHARTER[ticket] != charter for ticket in tickets):
            kind = "charter" if charter else "scheduled"
            raise SaveError(f"'{key}' may hold {kind} tickets only")
    if len(state.open_charter) > OPEN_CHARTER or len(state.open_scheduled) > OPEN_SCHEDULED:
        raise SaveError(
            f"at most {OPEN_CHARTER} charter and {OPEN_SCHEDULED} scheduled tickets lie open"
        )
    for player, held in enumerate(state.tickets):
        if held != sorted(held):
            raise SaveError(f"the tickets of player {player} must be sorted")


def _check_planes(state: TycoonState) -> None:
    """Planes and landing places agree; only the acting player's plane may be airborne, over
    a city whose both places are taken, after a flight in his turn."""
    holders: dict[tuple[int, int], int] = {}
    for player in range(state.players):
        city, place = state.plane_city[player], state.plane_place[player]
        if place >= 0:
            if city == HOME:
                raise SaveError(f"the plane of player {player} has a landing place at home")
            holders[(city, place)] = player
        elif city != HOME:
            airborne_ok = (
                state.phase == "turn"
                and player == state.acting
                and state.flown
                and not state.built
                and all(owner >= 0 for owner in state.landing[city])
            )
            if not airborne_ok:
                raise SaveError(
                    f"the plane of player {player} cannot be airborne over {CITIES[city].name}"
                )
    for city, places in enumerate(state.landing):
        for place, owner in enumerate(places):
            if holders.get((city, place), -1) != owner:
                raise SaveError(
                    f"landing place {place} of {CITIES[city].name} does not agree with the planes"
                )


def _check_chains(state: TycoonState) -> None:
    """Chains end at chain_end; gaps only where red fields sent hotels away; hotels and
    factories add up to what each player was given."""
    for city, chain in enumerate(state.chains):
        end = state.chain_end[city]
        name = CITIES[city].name
        if any(owner >= 0 for owner in chain[end:]):
            raise SaveError(f"the chain of {name} has hotels beyond its end")
        holes = chain[:end].count(-1)
        red = sum(1 for field in CITIES[city].chain.red if field < end)
        if holes > red:
            raise SaveError(f"the chain of {name} has more gaps than red fields built on")
        if len(state.renovation[city]) > holes:
            raise SaveError(f"more hotels of {name} wait for renovation than left its chain")
    given = HOTELS_PER_ROUND * state.round
    for player in range(state.players):
        built = sum(chain.count(player) for chain in state.chains)
        waiting = sum(waiting.count(player) for waiting in state.renovation)
        if built + waiting + state.hotels_left[player] != given:
            raise SaveError(
                f"player {player}'s hotels (built, waiting, in supply) do not add up to {given}"
            )
        factories = sum(sites.count(player) for sites in state.factories)
        if factories + state.factories_left[player] != FACTORIES_PER_PLAYER:
            raise SaveError(f"player {player}'s factories do not add up to {FACTORIES_PER_PLAYER}")


def _check_money(state: TycoonState) -> None:
    """A Restschuld takes all the cash; a loan taken this turn is a fresh card."""
    for player in range(state.players):
        if state.debt[player] and state.cash[player]:
            raise SaveError(f"player {player} owes a Restschuld but has cash in hand")
    if state.loan_taken and (state.phase != "turn" or 0 not in state.loans[state.acting]):
        raise SaveError("a loan taken this turn must be a fresh card of the acting player")
    if state.round == 1 and state.phase == "turn" and any(1 in cards for cards in state.loans):
        raise SaveError("no loan card is turned before the first payday")


def _check_phase(state: TycoonState) -> None:
    """The phase fits the round, the acting player, the turn flags and the payday queue."""
    phase = state.phase
    players = state.players
    finished = state.round - (0 if phase == "over" else 1)
    if len(state.fortunes) != finished:
        raise SaveError(f"{finished} rounds are finished, so {finished} fortunes are announced")
    if phase == "over":
        if state.round != ROUNDS or state.acting != -1:
            raise SaveError("the game is over after the third round, with nobody to act")
        if any(state.loans):
            raise SaveError("at the end of the game every loan card is redeemed")
    elif state.acting < 0:
        raise SaveError("a running game needs a player to act")
    if phase != "turn":
        if state.loan_taken or state.flown or state.built or state.closing or state.quiet_turns:
            raise SaveError("turn flags, closing and quiet turns belong to a running round")
    if phase == "payday":
        queue = state.payday_queue
        if state.round >= ROUNDS:
            raise SaveError("the third payday redeems every loan card without a choice")
        if not queue or state.acting != queue[0] or len(set(queue)) != len(queue):
            raise SaveError("at payday the first player of the queue chooses")
        order = [(state.start_player + step) % players for step in range(players)]
        if queue != [p for p in order if p in queue]:
            raise SaveError("the payday queue follows the turn order from the start player")
        for player in range(players):
            cards = state.loans[player]
            if player in queue and (not cards or any(cards)):
                raise SaveError(f"player {player} waits at payday but holds no unturned cards only")
            if player not in queue and 0 in cards:
                raise SaveError(f"player {player} has an unturned card but no payday choice")
    elif state.payday_queue:
        raise SaveError("a payday queue only at payday")
    if phase == "turn":
        if state.built and state.plane_place[state.acting] < 0:
            raise SaveError("a build action needs the plane on a landing place")
        if any(left == 0 for left in state.hotels_left) and not state.closing:
            raise SaveError("a player without hotels in supply must have closed the round")
        if state.quiet_turns >= players and not state.closing:
            raise SaveError("a whole round of turns without building must have closed the round")
    if phase in ("payday", "over"):
        for row, pile, discard, size, kind in (
            (
                state.open_charter,
                state.charter_pile,
                state.charter_discard,
                OPEN_CHARTER,
                "charter",
            ),
            (
                state.open_scheduled,
                state.scheduled_pile,
                state.scheduled_discard,
                OPEN_SCHEDULED,
                "scheduled",
            ),
        ):
            if len(row) < size and (pile or discard):
                raise SaveError(f"the open {kind} tickets were not topped up at the turn's end")
