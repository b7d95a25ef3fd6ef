"""The Speedchicago state: set-up, years of rounds, turns of steps with Zurück, and the scorings."""

from __future__ import annotations

import random
from typing import Any

from game.rules.core import Event, Game, Move, Outcome, places_from_scores
from game.rules.one_actor import OneActorState
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.houses import (
    EMPTY,
    NO_HOUSE,
    Houses,
    build_sites,
    find_houses,
    reachable,
    stays_whole_without,
    walking_path,
)
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
    DrawCard,
    DropFloor,
    EndTurn,
    Insert,
    LayStone,
    LeavePhotographer,
    PlaceForeman,
    PlayCard,
    SendPhotographer,
    Undo,
    Walk,
    play_card,
)
from game.rules.speedchicago.orders import CITY_ORDERS, Progress
from game.rules.speedchicago.scoring import (
    CompanyScoring,
    bumped_score,
    company_scoring,
    order_progress,
)
from game.rules.speedchicago.site import (
    DIAGONALS,
    FIELDS,
    FOUNDATION_COUNT,
    GRUNDSPIEL_FOUNDATIONS,
    NEIGHBOURS,
    spaced_from,
)
from game.rules.speedchicago.tables import (
    ACTION_POINTS,
    BUILD_COST,
    CARD_RANK,
    CARDS,
    DRAW_COST,
    EXTRA_ACTION_POINTS,
    FLOORS_IN_SUPPLY,
    FOREMEN_PER_COMPANY,
    INSERT_COST,
    RECRUIT_FLOOR,
    REST_AFTER,
    ROPE_CLIMB,
    ROUNDS,
    STACK_LIMIT,
    STACKS,
    YEARS,
)

STONES = "stones"
FOREMEN = "foremen"
SETUP_PHOTOGRAPHER = "photographer"
TURN = "turn"
PHOTO = "photo"
OVER = "over"
PHASES = (STONES, FOREMEN, SETUP_PHOTOGRAPHER, TURN, PHOTO, OVER)
# The photographer's mark among the figures (companies are 0..3).
PHOTOGRAPHER = 4

# The parts of the state a turn changes, in the order a Zurück snapshot keeps them.
SNAPSHOT_KEYS = (
    "heights",
    "figures",
    "reserve",
    "supply",
    "stacks",
    "hands",
    "piles",
    "played",
    "ap",
    "turn_stack",
    "drawn",
    "card_played",
    "lifted",
    "turn_changes",
    "photographer",
)


def _smallest(stacks: list[int], skip: int = -1) -> int:
    """Index of the smallest stack (first of equal ones), leaving out `skip`; -1 when none."""
    best = -1
    for index, size in enumerate(stacks):
        if index != skip and (best < 0 or size < stacks[best]):
            best = index
    return best


# Two companies: which rounds of a year the other company (not the start player) begins. The
# second half of the year mirrors the first (A B, B A, B A, A B): each company moves twice in a
# row once, and both move first and last once. With whoever ended a round beginning the next
# (A B, B A, A B, B A) the other company moved twice in a row twice and won 55 % of 800 games.
TWO_PLAYER_OTHER_BEGINS = (False, True, True, False)


def round_start(year_start: int, round_index: int, players: int) -> int:
    """The company beginning a round: the year's start player begins the year, and whoever
    moved last in a round begins the next one (one seat back each round), so that nobody moves
    last in every round before a scoring. Two companies take the rounds A B, B A, B A, A B."""
    if players == 2:
        return 1 - year_start if TWO_PLAYER_OTHER_BEGINS[round_index] else year_start
    return (year_start - round_index) % players


def spread_floors(stacks: list[int], floors: int) -> int:
    """Puts floors one at a time onto the smallest stack below the limit; returns the excess."""
    for placed in range(floors):
        target = -1
        for index, size in enumerate(stacks):
            if size < STACK_LIMIT and (target < 0 or size < stacks[target]):
                target = index
        if target < 0:
            return floors - placed
        stacks[target] += 1
    return 0


class SpeedchicagoState(OneActorState):
    """A game of Speedchicago in progress."""

    seat_word = "company"
    field_words = "fields and stacks"

    __slots__ = (
        "_game",
        "players",
        "options",
        "profi",
        "shared_pile",
        "open_cards",
        "lapse",
        "rng",
        "phase",
        "acting",
        "setup_step",
        "heights",
        "figures",
        "foundations",
        "photographer",
        "reserve",
        "supply",
        "stacks",
        "leftover",
        "tired",
        "hands",
        "piles",
        "played",
        "scores",
        "year",
        "round",
        "order",
        "turn_index",
        "year_start",
        "ap",
        "turn_stack",
        "drawn",
        "card_played",
        "lifted",
        "undo_base",
        "undo_steps",
        "turn_changes",
        "last_changes",
        "city_order",
        "_houses",
    )

    def __init__(self, game: Game, players: int, options: dict[str, str], rng: random.Random):
        self._game = game
        self.players = players
        self.options = options
        self.profi = options["variant"] == "profi"
        # Profi has no drawing, so a shared pile changes nothing there.
        self.shared_pile = options["card_pile"] == "shared" and not self.profi
        self.open_cards = options["open_cards"] == "on"
        self.lapse = options["leftover"] == "lapse"
        self.rng = rng
        self.phase = STONES if self.profi else FOREMEN
        self.acting = 0
        self.setup_step = 0
        self.heights = [0] * FIELDS
        self.figures = [EMPTY] * FIELDS
        self.foundations: list[int] = []
        self.photographer = NOWHERE
        self.reserve = [FOREMEN_PER_COMPANY] * players
        self.supply = FLOORS_IN_SUPPLY
        self.stacks: list[list[int]] = [[] for _ in range(players)]
        self.leftover = [0] * players
        # Action points fewer in each company's next turn (after a Doppelschicht).
        self.tired = [0] * players
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.piles: list[list[str]] = []
        self.played: list[list[str]] = [[] for _ in range(players)]
        self.scores = [0] * players
        self.year = 0
        self.round = 0
        self.order: list[int] = []
        self.turn_index = 0
        self.year_start = 0
        self.ap = 0
        self.turn_stack = -1
        self.drawn = False
        self.card_played = ""
        self.lifted = NOWHERE
        self.undo_base: tuple[Any, ...] | None = None
        self.undo_steps: list[Move] = []
        self.turn_changes: list[int] = []
        self.last_changes: list[int] = []
        self.city_order = ""
        self._houses: Houses | None = None

    # ---- set-up -------------------------------------------------------------------------------

    def set_up(self) -> None:
        """Deals the card piles, lays the Grundspiel stones or draws the Profi city order."""
        if self.profi:
            self.hands = [list(CARDS) for _ in range(self.players)]
            self.city_order = CITY_ORDERS[self.rng.randrange(len(CITY_ORDERS))].id
        elif self.shared_pile:
            pile = [card for card in CARDS for _ in range(self.players)]
            self.rng.shuffle(pile)
            self.piles = [pile]
        else:
            self.piles = []
            for _ in range(self.players):
                pile = list(CARDS)
                self.rng.shuffle(pile)
                self.piles.append(pile)
        if not self.profi:
            for stone in GRUNDSPIEL_FOUNDATIONS:
                self.foundations.append(stone)
                self.heights[stone] = 1

    # ---- the protocol -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The Speedchicago game."""
        return self._game

    def to_act(self) -> tuple[int, ...]:
        """The one company that acts now (nobody when the game is over)."""
        return () if self.phase == OVER else (self.acting,)

    def is_terminal(self) -> bool:
        """Whether the third year has been scored."""
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """Points and places after the third scoring; most points win."""
        if self.phase != OVER:
            return None
        scores = tuple(self.scores)
        return Outcome(scores, places_from_scores(scores, False), False)

    @property
    def houses(self) -> Houses:
        """The houses of the current floors (cached until a field gains or loses its last floor)."""
        if self._houses is None:
            self._houses = find_houses(self.heights, self.foundations)
        return self._houses

    @property
    def rounds(self) -> int:
        """Rounds of the current year."""
        return ROUNDS[self.players][self.year]

    @property
    def last_round(self) -> bool:
        """Whether the current round is the year's last."""
        return self.round == self.rounds - 1

    def legal_moves(self, player: int) -> tuple[Move, ...]:
        """Every move the company may make now, in a stable order."""
        if type(player) is not int or self.phase == OVER or player != self.acting:
            return ()
        phase = self.phase
        if phase == TURN:
            return tuple(self._turn_moves(player))
        if phase == STONES:
            return tuple(
                LAY_STONE[field]
                for field in range(FIELDS)
                if self.heights[field] == 0 and spaced_from(field, self.foundations)
            )
        if phase == FOREMEN:
            return tuple(
                PLACE_FOREMAN[stone]
                for stone in sorted(self.foundations)
                if self.figures[stone] == EMPTY
            )
        if phase == SETUP_PHOTOGRAPHER:
            return tuple(
                SEND_PHOTOGRAPHER[stone]
                for stone in sorted(self.foundations)
                if self.figures[stone] == EMPTY
            )
        # After a scoring: any free field of any house, or leave him.
        sends = [
            SEND_PHOTOGRAPHER[field]
            for field in range(FIELDS)
            if self.heights[field] and self.figures[field] == EMPTY
        ]
        return (*sends, LEAVE_PHOTOGRAPHER)

    def _turn_moves(self, company: int) -> list[Move]:
        """The steps of a turn in their order: walk, insert, build, draw, cards, undo, end."""
        if self.lifted != NOWHERE:
            drops: list[Move] = [DROP[field] for field in sorted(self.drop_targets())]
            drops.append(UNDO)
            return drops
        moves: list[Move] = []
        heights, figures, ap = self.heights, self.figures, self.ap
        own = [field for field in range(FIELDS) if figures[field] == company]
        if ap:
            for origin in own:
                walks = WALK[origin]
                moves.extend(
                    walks[target] for target in sorted(reachable(origin, ap, heights, figures))
                )
            if ap >= INSERT_COST and self.reserve[company]:
                moves.extend(INSERT[field] for field in self.insert_fields(company))
            stacks = self.stacks[company]
            usable = [self.turn_stack] if self.turn_stack >= 0 else range(len(stacks))
            sites = None
            for stack in usable:
                if stacks[stack]:
                    if sites is None:
                        sites = sorted(build_sites(heights, figures, self.houses))
                    builds = BUILD[stack]
                    moves.extend(builds[field] for field in sites)
            if self.can_draw(company):
                moves.append(DRAW)
        if not self.card_played:
            for card in sorted(set(self.hands[company]), key=CARD_RANK.__getitem__):
                moves.extend(self.card_moves(company, card))
        if self.undo_steps:
            moves.append(UNDO)
        moves.append(END_TURN)
        return moves

    # ---- what the client and the computer ask -------------------------------------------------

    def foremen_of(self, company: int) -> list[int]:
        """The fields of the company's foremen on the site."""
        figures = self.figures
        return [field for field in range(FIELDS) if figures[field] == company]

    def reachable_from(self, field: int) -> dict[int, int]:
        """The green fields a foreman on this field can reach with the AP left, with their price."""
        return reachable(field, self.ap, self.heights, self.figures)

    def insert_fields(self, company: int) -> list[int]:
        """The blue fields: free house fields next to an own foreman standing at least as high."""
        heights, figures = self.heights, self.figures
        found: set[int] = set()
        for field in range(FIELDS):
            if figures[field] == company:
                floor = heights[field]
                for neighbour in NEIGHBOURS[field]:
                    if figures[neighbour] == EMPTY and 1 <= heights[neighbour] <= floor:
                        found.add(neighbour)
        return sorted(found)

    def build_sites(self) -> dict[int, int]:
        """The yellow sites with the floor a new floor there would be."""
        return build_sites(self.heights, self.figures, self.houses)

    def can_draw(self, company: int) -> bool:
        """Whether the company may draw a card now (Grundspiel, once a turn, 1 AP, pile left)."""
        return (
            not self.profi
            and not self.drawn
            and self.ap >= DRAW_COST
            and bool(self.pile_of(company))
        )

    def pile_of(self, company: int) -> list[str]:
        """The pile the company draws from: its own, or the shared one."""
        if not self.piles:
            return []
        return self.piles[0] if self.shared_pile else self.piles[company]

    def drop_targets(self) -> list[int]:
        """Where the lifted Abrisstrupp floor may go: yellow sites other than its own field."""
        return [field for field in self.build_sites() if field != self.lifted]

    def liftable(self) -> list[int]:
        """Fields whose top floor the Abrisstrupp may lift (and then set somewhere)."""
        heights, figures = self.heights, self.figures
        houses = self.houses
        sites = build_sites(heights, figures, houses)
        found: list[int] = []
        for field in range(FIELDS):
            if figures[field] != EMPTY or not heights[field]:
                continue
            if heights[field] >= 2:
                # The house keeps its shape: every other site stays a site.
                if any(site != field for site in sites):
                    found.append(field)
                continue
            if not stays_whole_without(field, heights, houses, self.foundations):
                continue
            heights[field] = 0
            try:
                after = build_sites(heights, figures, find_houses(heights, self.foundations))
            finally:
                heights[field] = 1
            if any(site != field for site in after):
                found.append(field)
        return found

    def card_moves(self, company: int, card: str) -> list[PlayCard]:
        """Every way to play this card now (its source and target), in a stable order."""
        heights, figures = self.heights, self.figures
        moves: list[PlayCard] = []
        if card in EXTRA_ACTION_POINTS:
            return [play_card(card)]
        if card == "kletterseil" or card == "schraegzug":
            around = NEIGHBOURS if card == "kletterseil" else DIAGONALS
            climb = ROPE_CLIMB if card == "kletterseil" else 1
            for origin in self.foremen_of(company):
                ceiling = heights[origin] + climb
                for target in sorted(around[origin]):
                    if figures[target] == EMPTY and heights[target] <= ceiling:
                        moves.append(play_card(card, origin, target))
            return moves
        if card == "treppenhaus":
            house_of = self.houses.house_of
            for origin in self.foremen_of(company):
                house = house_of[origin]
                if house == NO_HOUSE:
                    continue
                ceiling = heights[origin] + 1
                for target in range(FIELDS):
                    if (
                        target != origin
                        and house_of[target] == house
                        and figures[target] == EMPTY
                        and heights[target] <= ceiling
                    ):
                        moves.append(play_card(card, origin, target))
            return moves
        if card == "hebebuehne":
            if self.supply:
                houses = self.houses
                for origin in self.foremen_of(company):
                    house = houses.house_of[origin]
                    if house != NO_HOUSE and heights[origin] < houses.area[house]:
                        moves.append(play_card(card, origin))
            return moves
        if card == "sonderlieferung":
            if self.supply:
                moves.extend(play_card(card, NOWHERE, site) for site in sorted(self.build_sites()))
            return moves
        if card == "anwerbung":
            if self.reserve[company]:
                moves.extend(
                    play_card(card, NOWHERE, field)
                    for field in range(FIELDS)
                    if heights[field] == RECRUIT_FLOOR and figures[field] == EMPTY
                )
            return moves
        if card == "pressefoto":
            moves.extend(
                play_card(card, NOWHERE, field)
                for field in range(FIELDS)
                if heights[field] and figures[field] == EMPTY
            )
            return moves
        # The Abrisstrupp lifts a stone first; its target is a second step.
        return [play_card(card, field) for field in self.liftable()]

    def scoring_now(self) -> list[CompanyScoring]:
        """What every company would get if the year were scored now (per house and in all)."""
        return [self.scoring_of(company) for company in range(self.players)]

    def order_progress(self, company: int) -> Progress | None:
        """How far a company is with the Profi city order (None without one)."""
        if not self.city_order:
            return None
        return order_progress(self.city_order, company, self.figures, self.heights, self.houses)

    def points_now(self, company: int) -> int:
        """The company's total at a scoring now."""
        return self.scoring_of(company).total

    def scoring_of(self, company: int) -> CompanyScoring:
        """What the company would get if the year were scored now."""
        return company_scoring(
            company,
            self.year,
            self.photographer,
            self.city_order,
            self.figures,
            self.heights,
            self.houses,
        )

    def gain_of(self, company: int, move: Move) -> int:
        """+N: how many more points the move would bring the company at a scoring now."""
        twin = self.copy()
        twin.apply(company, move)
        return twin.points_now(company) - self.points_now(company)

    # ---- playing ------------------------------------------------------------------------------

    def _why_not(self, company: int, move: Move) -> str:
        """Why a move is not legal now, in words."""
        try:
            text = move.text()
        except (AttributeError, IndexError, KeyError, TypeError):
            text = repr(move)
        phase_words = {
            STONES: "lay a foundation stone ('stone d4') at least 3 fields from the next one "
            "in its row and column",
            FOREMEN: "put a foreman on a free foundation stone ('place d4')",
            SETUP_PHOTOGRAPHER: "put the photographer on a free foundation stone ('photo d4')",
            PHOTO: "send the photographer to a free field of a house ('photo d4') or leave him "
            "('photo stay')",
        }
        if self.phase in phase_words:
            return f"'{text}' is not possible now: {phase_words[self.phase]}"
        if self.lifted != NOWHERE:
            return f"'{text}' is not possible now: set the lifted floor on a yellow site or undo"
        reasons: list[str] = []
        if isinstance(move, (Walk, Insert, Build, DrawCard)):
            cost = {Insert: INSERT_COST, Build: BUILD_COST, DrawCard: DRAW_COST}.get(type(move), 1)
            if self.ap < cost:
                reasons.append(f"only {self.ap} action points are left")
        if isinstance(move, Build) and self.turn_stack >= 0 and move.stack != self.turn_stack:
            reasons.append(f"this turn builds from stack {self.turn_stack + 1} only")
        if isinstance(move, PlayCard):
            if self.card_played:
                reasons.append("a card has already been played this turn")
            elif move.card not in self.hands[company]:
                reasons.append(f"'{move.card}' is not in the hand")
        if isinstance(move, DrawCard):
            if self.profi:
                reasons.append("Profi has no drawing")
            elif self.drawn:
                reasons.append("a card has already been drawn this turn")
        if isinstance(move, Undo):
            reasons.append("there is no step of this turn to take back")
        if isinstance(move, (LayStone, PlaceForeman, SendPhotographer, LeavePhotographer)):
            reasons.append("it is a company's turn, not the set-up")
        detail = "; ".join(reasons) or "the rules do not allow it here"
        return f"'{text}' is not possible now: {detail}"

    def _execute(self, company: int, move: Move, events: list[Event] | None) -> None:
        """Applies a legal move; events are collected when a list is given."""
        kind = type(move)
        if self.phase == TURN:
            if kind is Undo:
                self._take_back(company, events)
                return
            if kind is EndTurn:
                self._end_turn(company, events)
                return
            if kind is DrawCard:
                self._draw(company, events)
                return
            before = self.points_now(company) if events is not None else 0
            if self.undo_base is None:
                self.undo_base = self._snapshot()
            self.undo_steps.append(move)
            self._step(company, move, events, before)
            return
        if kind is LayStone:
            self._lay_stone(company, move.field, events)  # type: ignore[attr-defined]
        elif kind is PlaceForeman:
            self._place_foreman(company, move.field, events)  # type: ignore[attr-defined]
        elif kind is LeavePhotographer:
            if events is not None:
                events.append(ev.PhotographerStays(company, self.photographer))
            self._next_year(events)
        else:
            self._send_photographer(company, move.field, events)  # type: ignore[attr-defined]

    # ---- set-up steps -------------------------------------------------------------------------

    def _lay_stone(self, company: int, field: int, events: list[Event] | None) -> None:
        self.foundations.append(field)
        self.heights[field] = 1
        self._houses = None
        if events is not None:
            events.append(ev.StoneLaid(company, field))
        self.setup_step += 1
        if len(self.foundations) == FOUNDATION_COUNT:
            self.phase = FOREMEN
            self.setup_step = 0
            self.acting = 0
        else:
            self.acting = self.setup_step % self.players

    def _place_foreman(self, company: int, field: int, events: list[Event] | None) -> None:
        self.figures[field] = company
        self.reserve[company] -= 1
        if events is not None:
            events.append(ev.ForemanPlaced(company, field))
        self.setup_step += 1
        if self.setup_step == self.players:
            # Whoever placed last also places the photographer.
            self.phase = SETUP_PHOTOGRAPHER
        else:
            self.acting = self.setup_step

    def _send_photographer(self, company: int, field: int, events: list[Event] | None) -> None:
        origin = self.photographer
        if origin != NOWHERE:
            self.figures[origin] = EMPTY
        self.figures[field] = PHOTOGRAPHER
        self.photographer = field
        if events is not None:
            events.append(ev.PhotographerSent(company, origin, field))
        if self.phase == SETUP_PHOTOGRAPHER:
            self.setup_step = 0
            self.year_start = 0
            self._start_year(events)
        else:
            self._next_year(events)

    # ---- years, rounds and turns --------------------------------------------------------------

    def _start_year(self, events: list[Event] | None) -> None:
        """Deals the year's stacks (fewer for all alike when the supply runs short), adds the
        leftover floors, and starts the first turn."""
        players = self.players
        if self.lapse:
            for company in range(players):
                if self.leftover[company] and events is not None:
                    events.append(ev.LeftoverFloors(company, 0, self.leftover[company]))
                self.supply += self.leftover[company]
                self.leftover[company] = 0
        table = STACKS[players][self.year]
        asked = sum(table) * players
        fewer = 0
        if self.supply < asked:
            fewer = -(-(asked - self.supply) // players)
        for company in range(players):
            stacks = list(table)
            for _ in range(fewer):
                largest = max(range(len(stacks)), key=lambda i: (stacks[i], -i))
                if stacks[largest] == 0:
                    break
                stacks[largest] -= 1
            self.supply -= sum(stacks)
            self.stacks[company] = stacks
        for company in range(players):
            kept = self.leftover[company]
            if kept:
                excess = spread_floors(self.stacks[company], kept)
                self.supply += excess
                self.leftover[company] = 0
                if events is not None:
                    events.append(ev.LeftoverFloors(company, kept - excess, excess))
        if events is not None:
            events.append(
                ev.YearStarted(
                    YEARS[self.year],
                    self.rounds,
                    self.year_start,
                    tuple(tuple(stacks) for stacks in self.stacks),
                    fewer,
                    self.supply,
                )
            )
        self.phase = TURN
        self.round = 0
        self._start_round(events)

    def _start_round(self, events: list[Event] | None) -> None:
        """Sets the round's order (Profi: by the score track, leader first) and starts it."""
        players = self.players
        start = round_start(self.year_start, self.round, players)
        around = [(start + offset) % players for offset in range(players)]
        if self.profi:
            # The score track has no ties but on its start field; those keep the round's order.
            around.sort(key=lambda company: -self.scores[company])
        self.order = around
        self.turn_index = 0
        self._start_turn(events)

    def _start_turn(self, events: list[Event] | None) -> None:
        company = self.order[self.turn_index]
        self.acting = company
        self._clear_turn(ACTION_POINTS - self.tired[company])
        self.tired[company] = 0
        if events is not None:
            events.append(ev.TurnStarted(company, YEARS[self.year], self.round, self.ap))

    def _clear_turn(self, action_points: int) -> None:
        """Nothing done yet in a turn: no stack chosen, no card, nothing to take back."""
        self.ap = action_points
        self.turn_stack = -1
        self.drawn = False
        self.card_played = ""
        self.lifted = NOWHERE
        self.undo_base = None
        self.undo_steps = []
        self.turn_changes = []

    def _end_turn(self, company: int, events: list[Event] | None) -> None:
        """Uses up the turn's stack (or the smallest), spreads its rest, and passes the turn."""
        stacks = self.stacks[company]
        used = self.turn_stack if self.turn_stack >= 0 else _smallest(stacks)
        rest = stacks.pop(used)
        spread = returned = kept = 0
        if stacks:
            returned = spread_floors(stacks, rest)
            spread = rest - returned
            self.supply += returned
        elif self.year < len(YEARS) - 1:
            kept = rest
            self.leftover[company] += rest
        else:
            returned = rest
            self.supply += rest
        if events is not None:
            events.append(ev.TurnEnded(company, used, spread, returned, kept, self.ap))
        self.tired[company] = REST_AFTER.get(self.card_played, 0)
        self.last_changes = sorted(set(self.turn_changes))
        self._clear_turn(0)
        self.turn_index += 1
        if self.turn_index < self.players:
            self._start_turn(events)
            return
        if self.round + 1 < self.rounds:
            self.round += 1
            self._start_round(events)
        else:
            self._score_year(events)

    def _score_year(self, events: list[Event] | None) -> None:
        """Scores the year company by company from its start player; then the photographer."""
        players = self.players
        for offset in range(players):
            company = (self.year_start + offset) % players
            result = self.scoring_of(company)
            points = result.total
            landing = bumped_score(company, self.scores[company], points, self.scores)
            bumped = landing - self.scores[company] - points if points > 0 else 0
            self.scores[company] = landing
            if events is not None:
                events.append(
                    ev.CompanyScored(
                        company,
                        YEARS[self.year],
                        result.houses,
                        result.photographer,
                        result.city_order,
                        points,
                        landing,
                        bumped,
                    )
                )
        self.order = []
        self.turn_index = 0
        if self.year == len(YEARS) - 1:
            self.phase = OVER
            if events is not None:
                outcome = self.outcome()
                assert outcome is not None
                events.append(ev.GameOver(outcome.scores, outcome.places))
            return
        self.phase = PHOTO
        self.acting = self.last_placed()

    def last_placed(self) -> int:
        """The company last on the score track; on a tie (at 0) the one latest from the year's
        start player around."""
        players = self.players
        around = [(self.year_start + offset) % players for offset in range(players)]
        return min(reversed(around), key=lambda company: self.scores[company])

    def _next_year(self, events: list[Event] | None) -> None:
        """The last-placed company starts the next year."""
        self.year_start = self.acting
        self.year += 1
        self._start_year(events)

    # ---- the steps of a turn ------------------------------------------------------------------

    def _step(self, company: int, move: Move, events: list[Event] | None, before: int) -> None:
        """One step of a turn (not undo, end or draw)."""
        kind = type(move)
        heights, figures = self.heights, self.figures
        if kind is Walk:
            origin, target = move.origin, move.target  # type: ignore[attr-defined]
            path: tuple[int, ...] = ()
            if events is not None:
                path = walking_path(origin, target, heights, figures)
            cost = len(path) - 1 if path else reachable(origin, self.ap, heights, figures)[target]
            figures[origin] = EMPTY
            figures[target] = company
            self.ap -= cost
            self.turn_changes += (origin, target)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(ev.ForemanMoved(company, path, cost, "", gain))
            return
        if kind is Insert:
            field = move.field  # type: ignore[attr-defined]
            figures[field] = company
            self.reserve[company] -= 1
            self.ap -= INSERT_COST
            self.turn_changes.append(field)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(ev.ForemanInserted(company, field, INSERT_COST, "", gain))
            return
        if kind is Build:
            stack, field = move.stack, move.field  # type: ignore[attr-defined]
            self.stacks[company][stack] -= 1
            self.turn_stack = stack
            self.ap -= BUILD_COST
            self._raise(field)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(ev.FloorBuilt(company, field, heights[field], stack, "", gain))
            return
        if kind is DropFloor:
            field = move.field  # type: ignore[attr-defined]
            self.lifted = NOWHERE
            self._raise(field)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(
                    ev.FloorBuilt(company, field, heights[field], -1, "abrisstrupp", gain)
                )
            return
        self._play_card(company, move, events, before)  # type: ignore[arg-type]

    def _raise(self, field: int) -> None:
        """One more floor on a field (a ground field joins its house)."""
        if not self.heights[field]:
            self._houses = None
        self.heights[field] += 1
        self.turn_changes.append(field)

    def _play_card(
        self, company: int, move: PlayCard, events: list[Event] | None, before: int
    ) -> None:
        card, source, target = move.card, move.source, move.target
        self.hands[company].remove(card)
        self.played[company].append(card)
        self.card_played = card
        if events is not None:
            events.append(ev.CardPlayed(company, card, source, target))
        figures = self.figures
        if card in EXTRA_ACTION_POINTS:
            self.ap += EXTRA_ACTION_POINTS[card]
            if events is not None:
                events.append(ev.ActionPointsAdded(company, EXTRA_ACTION_POINTS[card], self.ap))
            return
        if card in ("kletterseil", "schraegzug", "treppenhaus"):
            figures[source] = EMPTY
            figures[target] = company
            self.turn_changes += (source, target)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(ev.ForemanMoved(company, (source, target), 0, card, gain))
            return
        if card in ("hebebuehne", "sonderlieferung"):
            field = source if card == "hebebuehne" else target
            self.supply -= 1
            self._raise(field)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(ev.FloorBuilt(company, field, self.heights[field], -1, card, gain))
            return
        if card == "anwerbung":
            figures[target] = company
            self.reserve[company] -= 1
            self.turn_changes.append(target)
            if events is not None:
                gain = self.points_now(company) - before
                events.append(ev.ForemanInserted(company, target, 0, card, gain))
            return
        if card == "pressefoto":
            origin = self.photographer
            figures[origin] = EMPTY
            figures[target] = PHOTOGRAPHER
            self.photographer = target
            self.turn_changes += (origin, target)
            if events is not None:
                events.append(ev.PhotographerSent(company, origin, target))
            return
        # Abrisstrupp: the floor is lifted now and set by the next step.
        self.lifted = source
        self.heights[source] -= 1
        if not self.heights[source]:
            self._houses = None
        self.turn_changes.append(source)
        if events is not None:
            events.append(ev.FloorLifted(company, source, self.heights[source] + 1))

    def _draw(self, company: int, events: list[Event] | None) -> None:
        """Draws the top card; what was done before can no longer be taken back."""
        pile = self.pile_of(company)
        self.hands[company].append(pile.pop())
        self.drawn = True
        self.ap -= DRAW_COST
        self.undo_base = None
        self.undo_steps = []
        if events is not None:
            events.append(ev.CardDrawn(company, len(pile)))

    def _take_back(self, company: int, events: list[Event] | None) -> None:
        """Zurück: back to the snapshot, then every step but the last again."""
        assert self.undo_base is not None
        steps = self.undo_steps
        last = steps.pop()
        kept = steps
        self._restore(self.undo_base)
        if kept:
            self.undo_steps = []
            for step in kept:
                self.undo_steps.append(step)
                self._step(company, step, None, 0)
        else:
            self.undo_base = None
            self.undo_steps = []
        if events is not None:
            events.append(ev.StepTakenBack(company, last.text()))

    # ---- snapshots and copies -----------------------------------------------------------------

    def _snapshot(self) -> tuple[Any, ...]:
        """The parts a turn changes, frozen, for Zurück."""
        return (
            tuple(self.heights),
            tuple(self.figures),
            tuple(self.reserve),
            self.supply,
            tuple(tuple(stacks) for stacks in self.stacks),
            tuple(tuple(hand) for hand in self.hands),
            tuple(tuple(pile) for pile in self.piles),
            tuple(tuple(played) for played in self.played),
            self.ap,
            self.turn_stack,
            self.drawn,
            self.card_played,
            self.lifted,
            tuple(self.turn_changes),
            self.photographer,
        )

    def _restore(self, snapshot: tuple[Any, ...]) -> None:
        (
            heights,
            figures,
            reserve,
            supply,
            stacks,
            hands,
            piles,
            played,
            ap,
            turn_stack,
            drawn,
            card_played,
            lifted,
            turn_changes,
            photographer,
        ) = snapshot
        if list(heights) != self.heights:
            self._houses = None
        self.heights = list(heights)
        self.figures = list(figures)
        self.reserve = list(reserve)
        self.supply = supply
        self.stacks = [list(item) for item in stacks]
        self.hands = [list(item) for item in hands]
        self.piles = [list(item) for item in piles]
        self.played = [list(item) for item in played]
        self.ap = ap
        self.turn_stack = turn_stack
        self.drawn = drawn
        self.card_played = card_played
        self.lifted = lifted
        self.turn_changes = list(turn_changes)
        self.photographer = photographer

    def copy(self) -> SpeedchicagoState:
        """An independent copy (snapshots, the house cache and the random generator, which is no
        longer drawn from once the game is set up, are shared)."""
        twin = SpeedchicagoState.__new__(SpeedchicagoState)
        twin._game = self._game
        twin.players = self.players
        twin.options = self.options
        twin.profi = self.profi
        twin.shared_pile = self.shared_pile
        twin.open_cards = self.open_cards
        twin.lapse = self.lapse
        # Shared, not copied: the state draws from its generator only in set_up(), which runs
        # inside new_state() before anyone can copy it; resample_hidden() gives its twin a new one.
        twin.rng = self.rng
        twin.phase = self.phase
        twin.acting = self.acting
        twin.setup_step = self.setup_step
        twin.heights = self.heights[:]
        twin.figures = self.figures[:]
        twin.foundations = self.foundations[:]
        twin.photographer = self.photographer
        twin.reserve = self.reserve[:]
        twin.supply = self.supply
        twin.stacks = [stacks[:] for stacks in self.stacks]
        twin.leftover = self.leftover[:]
        twin.tired = self.tired[:]
        twin.hands = [hand[:] for hand in self.hands]
        twin.piles = [pile[:] for pile in self.piles]
        twin.played = [played[:] for played in self.played]
        twin.scores = self.scores[:]
        twin.year = self.year
        twin.round = self.round
        twin.order = self.order[:]
        twin.turn_index = self.turn_index
        twin.year_start = self.year_start
        twin.ap = self.ap
        twin.turn_stack = self.turn_stack
        twin.drawn = self.drawn
        twin.card_played = self.card_played
        twin.lifted = self.lifted
        twin.undo_base = self.undo_base
        twin.undo_steps = self.undo_steps[:]
        twin.turn_changes = self.turn_changes[:]
        twin.last_changes = self.last_changes[:]
        twin.city_order = self.city_order
        twin._houses = self._houses
        return twin

    def view(self, player: int | None) -> dict[str, Any]:
        """What this company (None: a spectator) may see."""
        from game.rules.speedchicago.view import view_of

        return view_of(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole state for saving."""
        from game.rules.speedchicago.saving import state_to_dict

        return state_to_dict(self)

    def resample_hidden(self, player: int, rng: random.Random) -> SpeedchicagoState:
        """The same game for this company with the hidden cards drawn anew."""
        from game.rules.speedchicago.hidden import resample_hidden

        return resample_hidden(self, player, rng)
