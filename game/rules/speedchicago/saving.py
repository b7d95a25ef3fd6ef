"""Saving and loading a Speedchicago state; a save loads only when it is consistent in itself."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.rules.core import Game, IllegalMoveError, SaveError
from game.rules.randomness import rng_from_data, rng_to_data
from game.rules.save_reader import SaveReader, read_table
from game.rules.speedchicago.houses import EMPTY, NO_HOUSE, find_houses
from game.rules.speedchicago.moves import NOWHERE, DrawCard, EndTurn, Undo, parse_move
from game.rules.speedchicago.orders import ORDER_BY_ID
from game.rules.speedchicago.site import (
    FIELDS,
    FOUNDATION_COUNT,
    GRUNDSPIEL_FOUNDATIONS,
    spaced_from,
)
from game.rules.speedchicago.tables import (
    ACTION_POINTS,
    CARD_RANK,
    CARDS,
    EXTRA_ACTION_POINTS,
    FLOORS_IN_SUPPLY,
    FOREMEN_PER_COMPANY,
    REST_AFTER,
    ROUNDS,
    YEARS,
    largest_stack,
)

if TYPE_CHECKING:
    from game.rules.speedchicago.state import SpeedchicagoState

SAVE_FORMAT = 1


def _snapshot_to_data(snapshot: tuple[Any, ...] | None) -> dict[str, Any] | None:
    """The Zurück snapshot as named JSON-ready values (tuples become lists)."""
    from game.rules.speedchicago.state import SNAPSHOT_KEYS

    if snapshot is None:
        return None
    data: dict[str, Any] = {}
    # Flat tuples and tuples of flat tuples only: converted by shape, not by a recursive walk,
    # since every save and every state comparison goes through here.
    for key, value in zip(SNAPSHOT_KEYS, snapshot):
        if type(value) is tuple:
            value = [list(item) if type(item) is tuple else item for item in value]
        data[key] = value
    return data


def state_to_dict(state: SpeedchicagoState) -> dict[str, Any]:
    """The whole state, RNG and the Zurück snapshot included, as JSON-ready data."""
    return {
        "game": "speedchicago",
        "format": SAVE_FORMAT,
        "players": state.players,
        "options": dict(state.options),
        "rng": rng_to_data(state.rng),
        "phase": state.phase,
        "acting": state.acting,
        "setup_step": state.setup_step,
        "heights": list(state.heights),
        "figures": list(state.figures),
        "foundations": list(state.foundations),
        "photographer": state.photographer,
        "reserve": list(state.reserve),
        "supply": state.supply,
        "stacks": [list(stacks) for stacks in state.stacks],
        "leftover": list(state.leftover),
        "tired": list(state.tired),
        "hands": [list(hand) for hand in state.hands],
        "piles": [list(pile) for pile in state.piles],
        "played": [list(played) for played in state.played],
        "scores": list(state.scores),
        "year": state.year,
        "round": state.round,
        "order": list(state.order),
        "turn_index": state.turn_index,
        "year_start": state.year_start,
        "ap": state.ap,
        "turn_stack": state.turn_stack,
        "drawn": state.drawn,
        "card_played": state.card_played,
        "lifted": state.lifted,
        "undo_base": _snapshot_to_data(state.undo_base),
        "undo_steps": [step.text() for step in state.undo_steps],
        "turn_changes": list(state.turn_changes),
        "last_changes": list(state.last_changes),
        "city_order": state.city_order,
    }


class _Reader(SaveReader):
    """The save reader with Speedchicago's card lists."""

    def cards(self, key: str, length: int | None) -> list[list[str]]:
        value = self.value(key)
        if not isinstance(value, list) or (length is not None and len(value) != length):
            raise SaveError(f"'{key}' in {self.where} must be a list of card lists")
        for item in value:
            if not isinstance(item, list) or not all(
                isinstance(card, str) and card in CARD_RANK for card in item
            ):
                raise SaveError(f"'{key}' in {self.where} holds something that is no card")
        return [list(item) for item in value]


def state_from_dict(game: Game, data: Any) -> SpeedchicagoState:
    """A state from saved data; SaveError in words when anything is missing or inconsistent."""
    from game.rules.speedchicago.state import PHASES, SpeedchicagoState

    read = _Reader(data)
    players, resolved = read_table(read, game, SAVE_FORMAT)
    state = SpeedchicagoState(game, players, resolved, rng_from_data(read.value("rng")))
    state.phase = read.str("phase", PHASES)
    state.acting = read.int("acting", 0, players - 1)
    state.setup_step = read.int("setup_step", 0, FOUNDATION_COUNT)
    state.heights = read.ints("heights", FIELDS, 0, FLOORS_IN_SUPPLY + FOUNDATION_COUNT)
    state.figures = read.ints("figures", FIELDS, EMPTY, 4)
    state.foundations = read.ints("foundations", None, 0, FIELDS - 1)
    state.photographer = read.int("photographer", NOWHERE, FIELDS - 1)
    state.reserve = read.ints("reserve", players, 0, FOREMEN_PER_COMPANY)
    state.supply = read.int("supply", 0, FLOORS_IN_SUPPLY)
    state.stacks = read.lists("stacks", players, 0, largest_stack(players))
    state.leftover = read.ints("leftover", players, 0, FLOORS_IN_SUPPLY)
    state.tired = read.ints("tired", players, 0, max(REST_AFTER.values()))
    state.hands = read.cards("hands", players)
    state.piles = read.cards("piles", None)
    state.played = read.cards("played", players)
    state.scores = read.ints("scores", players, 0, 10_000)
    state.year = read.int("year", 0, len(YEARS) - 1)
    state.round = read.int("round", 0, max(ROUNDS[players]) - 1)
    state.order = read.ints("order", None, 0, players - 1)
    state.turn_index = read.int("turn_index", 0, players)
    state.year_start = read.int("year_start", 0, players - 1)
    state.ap = read.int("ap", 0, 10)
    state.turn_stack = read.int("turn_stack", -1, 3)
    state.drawn = read.bool("drawn")
    state.card_played = read.str("card_played", {"", *CARDS})
    state.lifted = read.int("lifted", NOWHERE, FIELDS - 1)
    state.turn_changes = read.ints("turn_changes", None, 0, FIELDS - 1)
    state.last_changes = read.ints("last_changes", None, 0, FIELDS - 1)
    state.city_order = read.str("city_order", {"", *ORDER_BY_ID})
    _check_consistency(state)
    base = read.value("undo_base")
    steps = read.value("undo_steps")
    _restore_undo(state, base, steps)
    return state


def _check_consistency(state: SpeedchicagoState) -> None:
    """SaveError in words when the parts of the state do not fit together."""
    from game.rules.speedchicago.state import (
        FOREMEN,
        OVER,
        PHOTO,
        PHOTOGRAPHER,
        SETUP_PHOTOGRAPHER,
        STONES,
        TURN,
    )

    players = state.players
    if state.profi != (state.city_order != ""):
        raise SaveError("a city order belongs to Profi games and only to them")
    laid = len(state.foundations)
    if len(set(state.foundations)) != laid:
        raise SaveError("a foundation stone is listed twice")
    if state.phase != STONES and laid != FOUNDATION_COUNT:
        raise SaveError("the site must have its eight foundation stones once set up")
    if not state.profi and state.foundations != list(GRUNDSPIEL_FOUNDATIONS):
        raise SaveError("the Grundspiel's foundation stones are not on their fixed fields")
    if state.phase == STONES and (laid >= FOUNDATION_COUNT or state.setup_step != laid):
        raise SaveError("the stones being laid do not match the set-up step")
    if any(state.heights[stone] < 1 for stone in state.foundations):
        raise SaveError("a foundation stone has lost its floor")
    houses = find_houses(state.heights, state.foundations)
    for field in range(FIELDS):
        if state.heights[field] and houses.house_of[field] == NO_HOUSE:
            raise SaveError(f"field {field} has floors but belongs to no house")
        if state.heights[field] and state.heights[field] > houses.area[houses.house_of[field]]:
            raise SaveError(f"the tower on field {field} is higher than its house's base area")
    for stone in state.foundations:
        if houses.house_of[stone] != state.foundations.index(stone):
            raise SaveError("two houses have grown together")
    lifted = 1 if state.lifted != NOWHERE else 0
    floors = (
        sum(state.heights)
        + state.supply
        + sum(map(sum, state.stacks))
        + sum(state.leftover)
        + lifted
    )
    if floors != FLOORS_IN_SUPPLY + laid:
        raise SaveError(f"the floors do not add up ({floors} instead of {FLOORS_IN_SUPPLY + laid})")
    photographers = [f for f in range(FIELDS) if state.figures[f] == PHOTOGRAPHER]
    expected = [] if state.photographer == NOWHERE else [state.photographer]
    if photographers != expected:
        raise SaveError("the photographer is not where the save says")
    for company in range(players):
        on_site = state.figures.count(company)
        if on_site + state.reserve[company] != FOREMEN_PER_COMPANY:
            raise SaveError(f"company {company} does not have six foremen")
    if any(figure >= players and figure != PHOTOGRAPHER for figure in state.figures):
        raise SaveError("a foreman of a company that is not at the table stands on the site")
    _check_cards(state)
    if state.phase in (TURN, PHOTO, OVER) and state.photographer == NOWHERE:
        raise SaveError("the photographer is missing from the site")
    if state.phase == TURN:
        rounds = ROUNDS[players][state.year]
        if sorted(state.order) != list(range(players)) or state.turn_index >= players:
            raise SaveError("the round's order is damaged")
        if state.round >= rounds or state.order[state.turn_index] != state.acting:
            raise SaveError("the company to act does not match the round")
        if len(state.stacks[state.acting]) != rounds - state.round:
            raise SaveError("the acting company has the wrong number of stacks")
        if state.turn_stack >= len(state.stacks[state.acting]):
            raise SaveError("the turn builds from a stack that does not exist")
    elif state.phase in (STONES, FOREMEN, SETUP_PHOTOGRAPHER):
        if any(state.stacks) or state.scores != [0] * players:
            raise SaveError("stacks or points before the game has begun")
        if state.phase == FOREMEN and state.acting != state.setup_step:
            raise SaveError("the company placing a foreman does not match the set-up step")
        if state.phase == STONES and state.acting != state.setup_step % players:
            raise SaveError("the company laying a stone does not match the set-up step")
        if state.phase == SETUP_PHOTOGRAPHER and state.acting != players - 1:
            raise SaveError("the photographer is placed by the last to place a foreman")
    if state.phase != TURN and (
        state.lifted != NOWHERE or state.ap or state.card_played or state.drawn
    ):
        raise SaveError("a turn's state is left over outside a turn")
    if state.lifted != NOWHERE and state.card_played != "abrisstrupp":
        raise SaveError("a lifted floor without the Abrisstrupp")
    nonzero = [score for score in state.scores if score]
    if len(set(nonzero)) != len(nonzero):
        raise SaveError("two markers stand on the same field of the score track")
    if state.profi:
        for stone in state.foundations:
            if not spaced_from(stone, [other for other in state.foundations if other != stone]):
                raise SaveError("two foundation stones lie closer than 3 fields in a row or column")
    if state.phase in (STONES, FOREMEN, SETUP_PHOTOGRAPHER):
        _check_set_up(state)
    else:
        _check_years(state)


def _check_set_up(state: SpeedchicagoState) -> None:
    """SaveError unless the site, the cards and the figures are as the set-up step leaves them."""
    from game.rules.speedchicago.state import FOREMEN, SETUP_PHOTOGRAPHER, STONES

    players = state.players
    stones = set(state.foundations)
    if any(state.heights[field] != (field in stones) for field in range(FIELDS)):
        raise SaveError("floors are built before the game has begun")
    if state.supply != FLOORS_IN_SUPPLY or any(state.leftover):
        raise SaveError("floors left the supply before the game has begun")
    if state.photographer != NOWHERE:
        raise SaveError("the photographer is on the site before the foremen")
    if any(state.played) or (not state.profi and any(state.hands)):
        raise SaveError("cards are drawn or played before the game has begun")
    placed = {
        STONES: 0,
        FOREMEN: state.setup_step,
        SETUP_PHOTOGRAPHER: players,
    }[state.phase]
    if state.phase == SETUP_PHOTOGRAPHER and state.setup_step != players:
        raise SaveError("the photographer is placed before every company has placed a foreman")
    for company in range(players):
        fields = [field for field in range(FIELDS) if state.figures[field] == company]
        if len(fields) != (1 if company < placed else 0) or not stones.issuperset(fields):
            raise SaveError(
                f"company {company}'s foremen do not match the set-up step (one each on a "
                "foundation stone, in seat order)"
            )


def _check_years(state: SpeedchicagoState) -> None:
    """SaveError unless stacks, leftovers, order and turn fit the year, round and phase."""
    from game.rules.speedchicago.state import OVER, PHOTO, round_start

    players = state.players
    last_year = len(YEARS) - 1
    if state.setup_step:
        raise SaveError("a set-up step is left over after the set-up")
    if state.heights[state.photographer] < 1:
        raise SaveError("the photographer stands outside the houses")
    if state.phase in (PHOTO, OVER):
        if (state.phase == OVER) != (state.year == last_year):
            raise SaveError("the game is over after the third year's scoring, and only then")
        if any(state.stacks) or state.order or state.turn_index:
            raise SaveError("stacks or a round's order are left over after the scoring")
        if state.phase == OVER and any(state.leftover):
            raise SaveError("leftover floors after the last scoring")
        if state.phase == PHOTO and state.acting != state.last_placed():
            raise SaveError("the photographer is sent by the company last on the score track")
        return
    # A turn: its round is within the year, as checked before.
    rounds = ROUNDS[players][state.year]
    start = round_start(state.year_start, state.round, players)
    around = [(start + offset) % players for offset in range(players)]
    if state.profi:
        around.sort(key=lambda company: -state.scores[company])
    if state.order != around:
        raise SaveError("the round's order does not follow the year's start player and the scores")
    if state.year == 0 and any(state.scores):
        raise SaveError("points before the first scoring")
    done = set(state.order[: state.turn_index])
    for company in range(players):
        stacks_left = rounds - state.round - (1 if company in done else 0)
        if len(state.stacks[company]) != stacks_left:
            raise SaveError(
                f"company {company} has {len(state.stacks[company])} stacks, not {stacks_left}"
            )
        may_keep = company in done and state.round == rounds - 1 and state.year < last_year
        if state.leftover[company] and not may_keep:
            raise SaveError(f"company {company} keeps leftover floors in the middle of a year")
    if state.ap > ACTION_POINTS + EXTRA_ACTION_POINTS.get(state.card_played, 0):
        raise SaveError(f"{state.ap} action points are more than this turn can have")
    if state.profi and state.drawn:
        raise SaveError("a card is drawn in a Profi game")
    if state.card_played and state.played[state.acting][-1:] != [state.card_played]:
        raise SaveError("the card played this turn is not the acting company's last played card")
    for company in range(players):
        if state.tired[company] and not set(REST_AFTER) & set(state.played[company]):
            raise SaveError(f"company {company} rests without having played a Doppelschicht")


def _check_cards(state: SpeedchicagoState) -> None:
    players = state.players
    if state.profi:
        if state.piles:
            raise SaveError("Profi has no card piles")
        owned = [Counter(state.hands[c]) + Counter(state.played[c]) for c in range(players)]
        if any(owned[c] != Counter(CARDS) for c in range(players)):
            raise SaveError("a company's cards are not the ten cards")
        return
    if state.shared_pile:
        if len(state.piles) != 1:
            raise SaveError("the shared card pile is missing")
        total = Counter(state.piles[0])
        for company in range(players):
            total += Counter(state.hands[company]) + Counter(state.played[company])
        if total != Counter({card: players for card in CARDS}):
            raise SaveError("the cards of the shared pile do not add up")
        return
    if len(state.piles) != players:
        raise SaveError("every company needs its own card pile")
    for company in range(players):
        owned = (
            Counter(state.hands[company])
            + Counter(state.piles[company])
            + Counter(state.played[company])
        )
        if owned != Counter(CARDS):
            raise SaveError(f"company {company}'s cards are not one of each of the ten")


def _restore_undo(state: SpeedchicagoState, base: Any, steps: Any) -> None:
    """Loads the Zurück snapshot and checks that its steps lead to the saved state."""
    from game.rules.speedchicago.state import SNAPSHOT_KEYS, TURN

    if not isinstance(steps, list) or not all(isinstance(step, str) for step in steps):
        raise SaveError("the steps of the turn are damaged")
    if base is None:
        if steps:
            raise SaveError("steps of the turn without their snapshot")
        if state.lifted != NOWHERE:
            raise SaveError("a lifted floor without the step that lifted it")
        return
    if state.phase != TURN or not steps:
        raise SaveError("a snapshot for Zurück outside a turn's steps")
    read = _Reader(base, "the Zurück snapshot")
    players = state.players
    snapshot = (
        tuple(read.ints("heights", FIELDS, 0, FLOORS_IN_SUPPLY + FOUNDATION_COUNT)),
        tuple(read.ints("figures", FIELDS, EMPTY, 4)),
        tuple(read.ints("reserve", players, 0, FOREMEN_PER_COMPANY)),
        read.int("supply", 0, FLOORS_IN_SUPPLY),
        tuple(tuple(item) for item in read.lists("stacks", players, 0, largest_stack(players))),
        tuple(tuple(item) for item in read.cards("hands", players)),
        tuple(tuple(item) for item in read.cards("piles", None)),
        tuple(tuple(item) for item in read.cards("played", players)),
        read.int("ap", 0, 10),
        read.int("turn_stack", -1, 3),
        read.bool("drawn"),
        read.str("card_played", {"", *CARDS}),
        read.int("lifted", NOWHERE, FIELDS - 1),
        tuple(read.ints("turn_changes", None, 0, FIELDS - 1)),
        read.int("photographer", NOWHERE, FIELDS - 1),
    )
    if set(base) != set(SNAPSHOT_KEYS):
        raise SaveError("the Zurück snapshot has unknown parts")
    replay = state.copy()
    replay._restore(snapshot)
    replay.undo_base = None
    replay.undo_steps = []
    if replay.lifted != NOWHERE:
        raise SaveError("the Zurück snapshot holds a lifted floor")
    try:
        moves = [parse_move(step) for step in steps]
    except IllegalMoveError as error:
        raise SaveError(f"a saved step of the turn is no move: {error}") from None
    for move in moves:
        if isinstance(move, (Undo, EndTurn, DrawCard)):
            raise SaveError("a Zurück step cannot be undo, end or draw")
        # Checked against the legal steps, then applied without the events nobody reads here.
        if move not in replay.legal_moves(state.acting):
            raise SaveError(
                f"the saved steps of the turn do not replay: '{move.text()}' is not possible there"
            )
        replay.apply(state.acting, move)
    mine = state_to_dict(state)
    theirs = state_to_dict(replay)
    for key in ("undo_base", "undo_steps"):
        mine.pop(key)
        theirs.pop(key)
    if mine != theirs:
        raise SaveError("the saved steps of the turn do not lead to the saved position")
    state.undo_base = replay.undo_base
    state.undo_steps = replay.undo_steps
