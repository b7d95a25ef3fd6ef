"""The Speedpipe state: set-up, the opening choice, turns (draw, lay, contracts, station,
terminal, pass), the mountain decision, the extra rules and the end."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache
from typing import Any

from game.rules.core import Event, Game, Move, Outcome
from game.rules.one_actor import OneActorState
from game.rules.randomness import copy_rng
from game.rules.speedpipe import events as ev
from game.rules.speedpipe.board import Board, board_of
from game.rules.speedpipe.catalogue import HAND_KINDS, JOKER, LEAK, LEAK_CARDS, new_deck
from game.rules.speedpipe.maps import PipeMap, load_map
from game.rules.speedpipe.moves import (
    ABORT,
    DRAW_BLIND,
    DRAW_CONTRACTS,
    EXTRAS,
    OPEN_DRAWS,
    PASS,
    DrawOpen,
    Keep,
    Lay,
    PayExtra,
    Station,
    Terminal,
    lay_move,
    station_move,
    terminal_move,
)
from game.rules.speedpipe.network import join, labels_of
from game.rules.speedpipe.payments import (
    Payment,
    alike_payments,
    extra_payments,
    pay,
    route_payments,
)
from game.rules.speedpipe.scoring import FinalScore, final_scores, tie_broken_places
from game.rules.speedpipe.tables import (
    CONTRACTS_DRAWN,
    CONTRACTS_KEPT,
    DISPLAY_SIZE,
    FOERDER_BONUS,
    FULL_PRICE,
    HAND_SIZE,
    JOKERS_FOR_RESET,
    LAST_ROUND_SEGMENTS,
    MOUNTAIN_REVEAL,
    OIL_PRICES,
    OPENING_KEEP,
    OPENING_LONG,
    OPENING_SHORT,
    REFINERY_BONUS,
    REFINERY_PIPELINES,
    RESETS_IN_A_ROW,
    STATIONS,
    TERMINAL_COST,
    TERMINALS,
    start_points,
)

# Phases.
OPENING = "opening"
TURN = "turn"
SECOND_DRAW = "second_draw"
MOUNTAIN = "mountain"
CONTRACTS = "contracts"
OVER = "over"
PHASES: tuple[str, ...] = (OPENING, TURN, SECOND_DRAW, MOUNTAIN, CONTRACTS, OVER)
# Why the game ended.
LAST_ROUND = "last_round"
ALL_PASSED = "all_passed"


class SpeedpipeState(OneActorState):
    """A game of Speedpipe in progress."""

    seat_word = "company"
    field_words = "routes, places, paints, jokers and contracts"

    def __init__(
        self,
        game: Game,
        players: int,
        options: dict[str, str],
        rng: random.Random,
        pipe_map: PipeMap | None = None,
    ) -> None:
        self._game = game
        self.players = players
        self.options = options
        self.rng = rng
        self.map = pipe_map if pipe_map is not None else load_map(options["map"])
        self.board: Board = board_of(self.map)
        self.oil = options["oil_price"] == "on"
        self.refinery = options["refinery_bonus"] == "on"
        self.leaks = options["leaks"] == "on"
        self.terminals_on = options["terminals"] == "on"
        routes = self.board.route_count
        places = self.board.place_count
        self.phase = OPENING
        self.current = 0
        self.start_company = 0
        self.round = 0
        self.oil_price = FULL_PRICE
        self.hands: list[list[int]] = [[0] * HAND_KINDS for _ in range(players)]
        self.pile: list[int] = []
        self.discard: list[int] = [0] * HAND_KINDS
        self.display: list[int] = [-1] * DISPLAY_SIZE
        self.leaks_gone = 0
        self.owners: list[int] = [-1] * routes
        self.blocked: list[int] = [-1] * routes
        self.segments: list[int] = [self.map.segments] * players
        self.points: list[int] = [0] * players
        self.stations: list[int] = [-1] * places
        self.terminals: list[list[int]] = [[] for _ in range(players)]
        self.contracts: list[list[int]] = [[] for _ in range(players)]
        self.fulfilled: list[dict[int, int]] = [{} for _ in range(players)]
        self.short_pile: list[int] = []
        self.removed: list[int] = []
        self.dealt: list[list[int]] = [[] for _ in range(players)]
        self.chosen: list[tuple[int, ...] | None] = [None] * players
        self.drawn: list[int] = []
        self.pending: tuple[int, int, int] | None = None
        self.reveal: list[int] = []
        self.extra = 0
        self.refinery_race: list[tuple[int, int]] = []
        self.foerder_race: list[tuple[int, int]] = []
        self.turns_left = -1
        self.pass_streak = 0
        self.end_reason = ""
        # Worked out from the above (never saved): networks, station counts, open places.
        self.labels: list[list[int]] = [list(range(places)) for _ in range(players)]
        self.stations_built: list[int] = [0] * players
        self.open_places: tuple[int, ...] = tuple(range(places))
        self._legal: tuple[Move, ...] | None = None
        self._final: tuple[FinalScore, ...] | None = None

    # ---- set-up ---------------------------------------------------------------------------

    def set_up(self, events: list[Event] | None = None) -> None:
        """Start company by lot, pile shuffled, four cards each, the Rohrlager laid, contracts
        dealt for the opening choice (unused long contracts leave the game)."""
        rng = self.rng
        self.start_company = rng.randrange(self.players)
        self.current = self.start_company
        self.points = [
            start_points(company, self.start_company, self.players)
            for company in range(self.players)
        ]
        self.pile = new_deck(self.leaks)
        rng.shuffle(self.pile)
        for company in range(self.players):
            hand = self.hands[company]
            for _ in range(HAND_SIZE):
                card = self._draw_card(company, events)
                if card is not None:
                    hand[card] += 1
        if events is not None:
            events.append(ev.CardsDealt(tuple(sum(hand) for hand in self.hands)))
        self._refill_display(self.start_company, events)
        long = list(self.board.long_contracts)
        short = list(self.board.short_contracts)
        rng.shuffle(long)
        rng.shuffle(short)
        for company in range(self.players):
            dealt = [long.pop() for _ in range(min(OPENING_LONG, len(long)))]
            # Eigene Festlegung: when the long contracts run out, short ones take their place.
            while len(dealt) < OPENING_LONG + OPENING_SHORT and short:
                dealt.append(short.pop())
            self.dealt[company] = sorted(dealt)
        self.removed = sorted(long)
        self.short_pile = short
        if events is not None:
            events.append(ev.ContractsDealt(tuple(len(dealt) for dealt in self.dealt)))

    # ---- protocol -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The Speedpipe game."""
        return self._game

    @property
    def first_player(self) -> int:
        """The start company drawn by lot (everyone chooses contracts at once before it)."""
        return self.start_company

    @property
    def acting(self) -> int:
        """The company whose turn it is (in the opening: the first still choosing; -1 when the
        game is over)."""
        if self.phase == OVER:
            return -1
        if self.phase == OPENING:
            choosing = self.to_act()
            return choosing[0] if choosing else -1
        return self.current

    def to_act(self) -> tuple[int, ...]:
        """In the opening every company still choosing; else the company whose turn it is."""
        if self.phase == OPENING:
            return tuple(c for c in range(self.players) if self.chosen[c] is None)
        if self.phase == OVER:
            return ()
        return (self.current,)

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """Final scores (everything included) and places after the tie-break: on equal
        scores more fulfilled contracts place first."""
        if self.phase != OVER:
            return None
        scores = tuple(score.total for score in self.final_scores())
        return Outcome(scores, self.placings(), False)

    def final_scores(self) -> tuple[FinalScore, ...]:
        """Every company's final account as it would be if the game ended now."""
        if self._final is None or self.phase != OVER:
            final = final_scores(self)
            if self.phase != OVER:
                return final
            self._final = final
        return self._final

    def placings(self) -> tuple[int, ...]:
        """Places after the tie-break: equal scores, more fulfilled contracts first; still
        equal, a shared place (empty while the game runs)."""
        if self.phase != OVER:
            return ()
        return tie_broken_places(self.final_scores())

    def legal_moves(self, player: int) -> tuple[Move, ...]:
        """Every move the company may make now, in a stable order."""
        if self.phase == OPENING:
            if type(player) is not int or not 0 <= player < self.players:
                return ()
            if self.chosen[player] is not None:
                return ()
            return _keep_moves(tuple(self.dealt[player]), OPENING_KEEP)
        if player != self.current or self.phase == OVER:
            return ()
        if self._legal is None:
            self._legal = tuple(self._moves_now())
        return self._legal

    def _moves_now(self) -> list[Move]:
        """The current company's moves in the current phase."""
        phase = self.phase
        player = self.current
        if phase == TURN:
            moves = self._draw_moves(first=True)
            moves += self._lay_moves(player)
            if self.short_pile:
                moves.append(DRAW_CONTRACTS)
            moves += self._station_moves(player)
            if self.terminals_on:
                moves += self._terminal_moves(player)
            return moves or [PASS]
        if phase == SECOND_DRAW:
            return self._draw_moves(first=False)
        if phase == CONTRACTS:
            return list(_keep_moves(tuple(sorted(self.drawn)), CONTRACTS_KEPT))
        if phase == MOUNTAIN:
            return [*(EXTRAS[jokers] for jokers in self._extra_jokers()), ABORT]
        return []

    def _draw_moves(self, first: bool) -> list[Move]:
        """Open cards (a joker only as the first card) and the blind draw."""
        moves: list[Move] = [
            OPEN_DRAWS[slot]
            for slot, card in enumerate(self.display)
            if card >= 0 and (first or card != JOKER)
        ]
        if self.can_draw_blind():
            moves.append(DRAW_BLIND)
        return moves

    def can_draw_blind(self) -> bool:
        """Whether a pipe card can still be drawn from the pile (the discard pile shuffled in
        when the pile runs out)."""
        leaks = LEAK_CARDS - self.leaks_gone if self.leaks else 0
        return len(self.pile) > leaks or any(self.discard)

    def may_lay(self, player: int, route: int) -> bool:
        """Whether the route is open to the company: free, not blocked, its twin not its own
        (with 2–3 companies: not laid at all), and segments enough for it."""
        board = self.board
        if self.owners[route] >= 0 or self.blocked[route] >= 0:
            return False
        if board.lengths[route] > self.segments[player]:
            return False
        twin = board.twins[route]
        if twin >= 0:
            owner = self.owners[twin]
            if owner == player or (owner >= 0 and self.players <= 3):
                return False
        return True

    def lay_payments(self, player: int, route: int) -> tuple[Payment, ...]:
        """The ways the company's hand pays the route (empty if it may not lay it)."""
        if not self.may_lay(player, route):
            return ()
        board = self.board
        return route_payments(
            board.lengths[route], board.paints[route], board.buoys[route], self.hands[player]
        )

    def _lay_moves(self, player: int) -> list[Move]:
        """Every route the company may lay with every payment its hand allows."""
        board = self.board
        hand = self.hands[player]
        owners = self.owners
        blocked = self.blocked
        lengths = board.lengths
        paints = board.paints
        buoys = board.buoys
        twins = board.twins
        segments = self.segments[player]
        few = self.players <= 3
        jokers = hand[JOKER]
        # The most cards of one paint plus jokers: no grey route longer than this is payable.
        reach = max(hand[:JOKER]) + jokers
        moves: list[Move] = []
        for route in range(board.route_count):
            if owners[route] >= 0 or blocked[route] >= 0:
                continue
            length = lengths[route]
            if length > segments or buoys[route] > jokers:
                continue
            paint = paints[route]
            if (hand[paint] + jokers if paint >= 0 else reach) < length:
                continue
            twin = twins[route]
            if twin >= 0:
                owner = owners[twin]
                if owner == player or (few and owner >= 0):
                    continue
            ways = route_payments(length, paint, buoys[route], hand)
            if ways:
                moves += _route_lays(route, ways)
        return moves

    def _station_moves(self, player: int) -> tuple[Move, ...]:
        """Every free place with every payment of the company's next station."""
        built = self.stations_built[player]
        if built >= STATIONS or not self.open_places:
            return ()
        ways = alike_payments(built + 1, self.hands[player])
        return _place_moves(station_move, self.open_places, ways) if ways else ()

    def terminal_ports(self, player: int) -> tuple[int, ...]:
        """Ports where the company may build a terminal: an own pipeline ends there and it has
        none there yet (and fewer than two in all)."""
        own = self.terminals[player]
        if len(own) >= TERMINALS:
            return ()
        owners = self.owners
        routes_at = self.map.routes_at
        return tuple(
            port
            for port in self.board.ports
            if port not in own and any(owners[route] == player for route in routes_at[port])
        )

    def _terminal_moves(self, player: int) -> tuple[Move, ...]:
        """Every port open to a terminal with every payment of two alike cards."""
        ports = self.terminal_ports(player)
        if not ports:
            return ()
        ways = alike_payments(TERMINAL_COST, self.hands[player])
        return _place_moves(terminal_move, ports, ways) if ways else ()

    def _extra_jokers(self) -> tuple[int, ...]:
        """Mountain: the jokers among the extra cards the company can pay."""
        route, paint, jokers = self.pending  # type: ignore[misc]
        hand = self.hands[self.current]
        if paint == JOKER:
            spare_paint = 0
        else:
            spare_paint = hand[paint] - (self.board.lengths[route] - jokers)
        return extra_payments(self.extra, paint, spare_paint, hand[JOKER] - jokers)

    # ---- checks ---------------------------------------------------------------------------

    def _not_acting(self, player: int) -> str | None:
        """Why the company may not act now, or None: in the opening every company still
        choosing may act."""
        if self.phase != OPENING:
            return super()._not_acting(player)
        if self.chosen[player] is not None:
            return f"{self.seat_word} {player} has already chosen its contracts"
        return None

    def _why_not(self, player: int, move: Move) -> str:
        """Why a move is not legal now, in words."""
        from game.rules.speedpipe.reasons import why_not

        return why_not(self, player, move)

    # ---- play -----------------------------------------------------------------------------

    def _execute(self, player: int, move: Move, events: list[Event] | None) -> None:
        """Applies a legal move."""
        self._legal = None
        phase = self.phase
        kind = type(move)
        if phase == OPENING:
            self._choose_opening(player, move, events)  # type: ignore[arg-type]
        elif kind is DrawOpen:
            self._take_open(player, move.slot, events)  # type: ignore[attr-defined]
        elif kind is Lay:
            self._start_lay(player, move, events)  # type: ignore[arg-type]
        elif kind is PayExtra:
            self._finish_mountain(player, move.jokers, events)  # type: ignore[attr-defined]
        elif kind is Keep:
            self._keep_drawn(player, move.contracts, events)  # type: ignore[attr-defined]
        elif kind is Station:
            self._build_station(player, move, events)  # type: ignore[arg-type]
        elif kind is Terminal:
            self._build_terminal(player, move, events)  # type: ignore[arg-type]
        else:
            word = move.word  # type: ignore[attr-defined]
            if word == DRAW_BLIND.word:
                self._take_blind(player, events)
            elif word == DRAW_CONTRACTS.word:
                self._draw_contracts(player, events)
            elif word == ABORT.word:
                self._abort_mountain(player, events)
            else:
                self._pass(player, events)

    def _choose_opening(self, player: int, move: Keep, events: list[Event] | None) -> None:
        """Records a company's opening choice; the last choice ends the opening, in seat order
        (so that the order of the choices changes nothing)."""
        self.chosen[player] = move.contracts
        if events is not None:
            events.append(ev.OpeningChosen(player))
        if any(choice is None for choice in self.chosen):
            return
        contracts = self.map.contracts
        for company in range(self.players):
            kept = self.chosen[company] or ()
            rest = [c for c in self.dealt[company] if c not in kept]
            self.removed = sorted(self.removed + [c for c in rest if contracts[c].long])
            self.short_pile[:0] = [c for c in rest if not contracts[c].long]
            self.contracts[company] = sorted(kept)
            self.dealt[company] = []
            self.chosen[company] = None
            self._check_fulfilled(company, kept)
        self.phase = TURN
        if events is not None:
            kept_counts = tuple(len(held) for held in self.contracts)
            events.append(ev.OpeningEnded(kept_counts, self.start_company))
        self._begin_turn(self.start_company, events)

    def _take_open(self, player: int, slot: int, events: list[Event] | None) -> None:
        """Takes an open card; it is replaced at once. An open joker as the first card ends
        the turn; otherwise a second card follows if one can be drawn."""
        card = self.display[slot]
        self.display[slot] = -1
        self.hands[player][card] += 1
        if events is not None:
            events.append(ev.OpenCardTaken(player, slot, card))
        self._refill_display(player, events)
        if self.phase == SECOND_DRAW or card == JOKER:
            self._end_turn(events, False)
        else:
            self._after_first_card(events)

    def _take_blind(self, player: int, events: list[Event] | None) -> None:
        """Draws the top card of the pile."""
        card = self._draw_card(player, events)
        if card is not None:
            self.hands[player][card] += 1
        if events is not None:
            events.append(ev.BlindCardDrawn(player))
        if self.phase == SECOND_DRAW:
            self._end_turn(events, False)
        else:
            self._after_first_card(events)

    def _after_first_card(self, events: list[Event] | None) -> None:
        """A second card follows, unless none can be drawn: then the turn ends."""
        self.phase = SECOND_DRAW
        if not self._draw_moves(first=False):
            self._end_turn(events, False)

    def _start_lay(self, player: int, move: Lay, events: list[Event] | None) -> None:
        """Lays a route; on a mountain the top cards are revealed first and may ask for more."""
        route = move.route
        if not self.board.mountains[route]:
            self._lay(player, route, move.paint, move.jokers, 0, 0, events)
            self._end_turn(events, False)
            return
        self.pending = (route, move.paint, move.jokers)
        reveal: list[int] = []
        for _ in range(MOUNTAIN_REVEAL):
            card = self._draw_card(player, events)
            if card is None:
                break
            reveal.append(card)
        self.reveal = reveal
        if move.paint == JOKER:
            extra = reveal.count(JOKER)
        else:
            extra = sum(card == move.paint or card == JOKER for card in reveal)
        self.extra = extra
        if events is not None:
            events.append(ev.MountainRevealed(player, route, tuple(reveal), extra))
        if extra == 0:
            self._lay(player, route, move.paint, move.jokers, 0, 0, events)
            self._close_mountain(events)
        else:
            self.phase = MOUNTAIN

    def _finish_mountain(self, player: int, extra_jokers: int, events: list[Event] | None) -> None:
        """Pays the extra cards and lays the mountain route."""
        route, paint, jokers = self.pending  # type: ignore[misc]
        self._lay(player, route, paint, jokers, self.extra, extra_jokers, events)
        self._close_mountain(events)

    def _abort_mountain(self, player: int, events: list[Event] | None) -> None:
        """The company keeps all its cards; the turn is over."""
        if events is not None:
            events.append(ev.MountainAborted(player, self.pending[0]))  # type: ignore[index]
        self._close_mountain(events)

    def _close_mountain(self, events: list[Event] | None) -> None:
        """The revealed cards go to the discard pile and the turn ends."""
        for card in self.reveal:
            self.discard[card] += 1
        if events is not None and self.reveal:
            events.append(ev.RevealDiscarded(tuple(self.reveal)))
        self.reveal = []
        self.pending = None
        self.extra = 0
        self._end_turn(events, False)

    def _lay(
        self,
        player: int,
        route: int,
        paint: int,
        jokers: int,
        extra: int,
        extra_jokers: int,
        events: list[Event] | None,
    ) -> None:
        """Pays, lays the pipes and scores the route; bonuses and contracts are looked at."""
        board = self.board
        length = board.lengths[route]
        hand = self.hands[player]
        pay(hand, self.discard, length, paint, jokers)
        if extra:
            pay(hand, self.discard, extra, paint, extra_jokers)
        self.owners[route] = player
        self.segments[player] -= length
        points = board.points[route]
        self.points[player] += points
        a, b = board.ends_a[route], board.ends_b[route]
        join(self.labels[player], a, b)
        if events is not None:
            events.append(ev.RouteLaid(player, route, paint, jokers, extra, extra_jokers, points))
        if self.refinery:
            self._refinery_bonus(player, a, b, events)
        if self.terminals_on:
            self._foerderrecht(player, a, b, events)
        self._check_fulfilled(player, self.contracts[player])

    def _refinery_bonus(self, player: int, a: int, b: int, events: list[Event] | None) -> None:
        """Raffinerie-Bonus: the first company with three own pipelines at one refinery gets 4,
        the second 2."""
        race = self.refinery_race
        if len(race) >= len(REFINERY_BONUS) or any(c == player for c, _place in race):
            return
        for place in (a, b):
            if place in self.board.refineries:
                own = sum(self.owners[r] == player for r in self.map.routes_at[place])
                if own >= REFINERY_PIPELINES:
                    points = REFINERY_BONUS[len(race)]
                    race.append((player, place))
                    self.points[player] += points
                    if events is not None:
                        events.append(ev.RefineryBonusWon(player, place, points))
                    return

    def _foerderrecht(self, player: int, a: int, b: int, events: list[Event] | None) -> None:
        """Förderrecht: the first company whose pipeline reaches an oil field or platform gets
        2, the second 1."""
        race = self.foerder_race
        if len(race) >= len(FOERDER_BONUS) or any(c == player for c, _place in race):
            return
        for place in (a, b):
            if place in self.board.sources:
                points = FOERDER_BONUS[len(race)]
                race.append((player, place))
                self.points[player] += points
                if events is not None:
                    events.append(ev.FoerderrechtWon(player, place, points))
                return

    def _check_fulfilled(self, player: int, contracts: Any) -> None:
        """Contracts held and joined by own pipelines count as fulfilled at today's price."""
        done = self.fulfilled[player]
        labels = self.labels[player]
        table = self.map.contracts
        for contract in contracts:
            if contract not in done:
                deal = table[contract]
                if labels[deal.a] == labels[deal.b]:
                    done[contract] = self.oil_price

    def _draw_contracts(self, player: int, events: list[Event] | None) -> None:
        """Draws up to three contracts from the short pile to choose from."""
        count = min(CONTRACTS_DRAWN, len(self.short_pile))
        self.drawn = [self.short_pile.pop() for _ in range(count)]
        self.phase = CONTRACTS
        if events is not None:
            events.append(ev.ContractsDrawn(player, count))

    def _keep_drawn(self, player: int, kept: tuple[int, ...], events: list[Event] | None) -> None:
        """Keeps the chosen contracts; the others go under the pile."""
        rest = sorted(c for c in self.drawn if c not in kept)
        self.short_pile[:0] = rest
        self.contracts[player] = sorted(self.contracts[player] + list(kept))
        self.drawn = []
        self._check_fulfilled(player, kept)
        if events is not None:
            events.append(ev.ContractsKept(player, len(kept), len(rest)))
        self._end_turn(events, False)

    def _build_station(self, player: int, move: Station, events: list[Event] | None) -> None:
        """Builds the company's next pump station, paying 1, 2 or 3 alike cards."""
        count = self.stations_built[player] + 1
        pay(self.hands[player], self.discard, count, move.paint, move.jokers)
        self.stations[move.place] = player
        self.stations_built[player] = count
        self.open_places = tuple(p for p in self.open_places if p != move.place)
        if events is not None:
            events.append(ev.StationBuilt(player, move.place, move.paint, move.jokers))
        self._end_turn(events, False)

    def _build_terminal(self, player: int, move: Terminal, events: list[Event] | None) -> None:
        """Builds a tanker terminal in a port for two alike cards."""
        pay(self.hands[player], self.discard, TERMINAL_COST, move.paint, move.jokers)
        self.terminals[player] = sorted(self.terminals[player] + [move.place])
        if events is not None:
            events.append(ev.TerminalBuilt(player, move.place, move.paint, move.jokers))
        self._end_turn(events, False)

    def _pass(self, player: int, events: list[Event] | None) -> None:
        """Nothing left to do: the turn passes."""
        if events is not None:
            events.append(ev.Passed(player))
        self._end_turn(events, True)

    # ---- turns, rounds and the end --------------------------------------------------------

    def _end_turn(self, events: list[Event] | None, passed: bool) -> None:
        """Ends the current turn: a whole round of passes ends the game, the last round counts
        down, too few segments start it; then the next company begins."""
        player = self.current
        self.phase = TURN
        self.pass_streak = self.pass_streak + 1 if passed else 0
        if self.pass_streak >= self.players:
            self._end_game(ALL_PASSED, events)
            return
        if self.turns_left > 0:
            self.turns_left -= 1
            if self.turns_left == 0:
                self._end_game(LAST_ROUND, events)
                return
        elif self.segments[player] <= LAST_ROUND_SEGMENTS:
            self.turns_left = self.players
            if events is not None:
                events.append(ev.LastRoundBegan(player, self.segments[player]))
        self._begin_turn((player + 1) % self.players, events)

    def _begin_turn(self, company: int, events: list[Event] | None) -> None:
        """A company's turn begins: its leaks are repaired; the start company begins a round
        (with Ölpreis, a new price)."""
        self.current = company
        self.phase = TURN
        if self.leaks:
            blocked = self.blocked
            for route, holder in enumerate(blocked):
                if holder == company:
                    blocked[route] = -1
                    if events is not None:
                        events.append(ev.RouteUnblocked(route))
        if company == self.start_company:
            self.round += 1
            if events is not None:
                events.append(ev.RoundBegan(self.round))
            if self.oil:
                self.oil_price = OIL_PRICES[self.rng.randrange(len(OIL_PRICES))]
                if events is not None:
                    events.append(ev.OilPriceSet(self.oil_price))
        if events is not None:
            events.append(ev.TurnBegan(company))

    def _end_game(self, reason: str, events: list[Event] | None) -> None:
        """The game is over: final scoring."""
        self.phase = OVER
        self.end_reason = reason
        self._final = None
        scores = self.final_scores()
        if events is not None:
            for score in scores:
                events.append(
                    ev.CompanyScored(
                        score.company,
                        score.fulfilled,
                        score.failed,
                        score.stations,
                        score.longest,
                        score.golden_valve,
                        score.terminals,
                        score.borrowed,
                        score.total,
                    )
                )
            events.append(ev.GameEnded(reason, tuple(score.total for score in scores)))

    # ---- cards ----------------------------------------------------------------------------

    def _draw_card(self, drawer: int, events: list[Event] | None) -> int | None:
        """The top card of the pile (the discard pile shuffled in when it runs out); a leak
        card acts and another card is drawn. None when no pipe card is left."""
        pile = self.pile
        while True:
            if not pile:
                if not any(self.discard):
                    return None
                self._reshuffle(events)
                pile = self.pile
            card = pile.pop()
            if card != LEAK:
                return card
            self._leak(drawer, events)

    def _reshuffle(self, events: list[Event] | None) -> None:
        """The discard pile becomes the new pile, shuffled."""
        pile = [kind for kind in range(HAND_KINDS) for _ in range(self.discard[kind])]
        self.discard = [0] * HAND_KINDS
        self.rng.shuffle(pile)
        self.pile = pile
        if events is not None:
            events.append(ev.PileReshuffled(len(pile)))

    def _leak(self, drawer: int, events: list[Event] | None) -> None:
        """Leck und Wartung: a random free, unblocked route (not one being laid) is blocked until
        the drawing company's next turn begins; the card leaves the game."""
        self.leaks_gone += 1
        laying = self.pending[0] if self.pending is not None else -1
        owners = self.owners
        blocked = self.blocked
        free = [
            route
            for route in range(len(owners))
            if owners[route] < 0 and blocked[route] < 0 and route != laying
        ]
        route = free[self.rng.randrange(len(free))] if free else -1
        if route >= 0:
            blocked[route] = drawer
        if events is not None:
            events.append(ev.LeakStruck(drawer, route))

    def _refill_display(self, drawer: int, events: list[Event] | None) -> None:
        """Fills empty slots from the pile; three open jokers make the five be discarded and
        laid anew (at most three times in a row)."""
        resets = 0
        while True:
            display = self.display
            for slot in range(DISPLAY_SIZE):
                if display[slot] < 0:
                    card = self._draw_card(drawer, events)
                    if card is None:
                        break
                    display[slot] = card
                    if events is not None:
                        events.append(ev.DisplayRefilled(slot, card))
            if display.count(JOKER) < JOKERS_FOR_RESET or resets >= RESETS_IN_A_ROW:
                return
            resets += 1
            cards = tuple(card for card in display if card >= 0)
            for card in cards:
                self.discard[card] += 1
            self.display = [-1] * DISPLAY_SIZE
            if events is not None:
                events.append(ev.DisplayReset(cards))

    # ---- questions for the client and the bots -------------------------------------------

    def routes_of(self, company: int) -> list[int]:
        """The routes the company has laid."""
        return [route for route, owner in enumerate(self.owners) if owner == company]

    def connected(self, company: int, a: int, b: int) -> bool:
        """Whether two places are joined by the company's own pipelines."""
        labels = self.labels[company]
        return labels[a] == labels[b]

    # ---- derived data, copies, views and saves --------------------------------------------

    def rebuild(self) -> None:
        """Works out the networks, station counts and open places from the saved facts."""
        board = self.board
        places = board.place_count
        self.labels = [
            labels_of(
                places,
                (
                    (board.ends_a[route], board.ends_b[route])
                    for route, owner in enumerate(self.owners)
                    if owner == company
                ),
            )
            for company in range(self.players)
        ]
        self.stations_built = [self.stations.count(company) for company in range(self.players)]
        self.open_places = tuple(p for p in range(places) if self.stations[p] < 0)
        self._legal = None
        self._final = None

    def copy(self) -> SpeedpipeState:
        """An independent copy, without deepcopy."""
        twin = SpeedpipeState.__new__(SpeedpipeState)
        twin._game = self._game
        twin.players = self.players
        twin.options = self.options
        twin.rng = copy_rng(self.rng)
        twin.map = self.map
        twin.board = self.board
        twin.oil = self.oil
        twin.refinery = self.refinery
        twin.leaks = self.leaks
        twin.terminals_on = self.terminals_on
        twin.phase = self.phase
        twin.current = self.current
        twin.start_company = self.start_company
        twin.round = self.round
        twin.oil_price = self.oil_price
        twin.hands = [hand[:] for hand in self.hands]
        twin.pile = self.pile[:]
        twin.discard = self.discard[:]
        twin.display = self.display[:]
        twin.leaks_gone = self.leaks_gone
        twin.owners = self.owners[:]
        twin.blocked = self.blocked[:]
        twin.segments = self.segments[:]
        twin.points = self.points[:]
        twin.stations = self.stations[:]
        twin.terminals = [ports[:] for ports in self.terminals]
        twin.contracts = [held[:] for held in self.contracts]
        twin.fulfilled = [dict(done) for done in self.fulfilled]
        twin.short_pile = self.short_pile[:]
        twin.removed = self.removed[:]
        twin.dealt = [dealt[:] for dealt in self.dealt]
        twin.chosen = self.chosen[:]
        twin.drawn = self.drawn[:]
        twin.pending = self.pending
        twin.reveal = self.reveal[:]
        twin.extra = self.extra
        twin.refinery_race = self.refinery_race[:]
        twin.foerder_race = self.foerder_race[:]
        twin.turns_left = self.turns_left
        twin.pass_streak = self.pass_streak
        twin.end_reason = self.end_reason
        twin.labels = [labels[:] for labels in self.labels]
        twin.stations_built = self.stations_built[:]
        twin.open_places = self.open_places
        twin._legal = self._legal
        twin._final = self._final
        return twin

    def view(self, player: int | None) -> dict[str, Any]:
        """What this company (None: a spectator) may see."""
        from game.rules.speedpipe.view import view_of

        return view_of(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole state for saving."""
        from game.rules.speedpipe.saving import state_to_dict

        return state_to_dict(self)

    def resample_hidden(self, player: int, rng: random.Random) -> SpeedpipeState:
        """The same game for this company with the hidden cards and contracts drawn anew."""
        from game.rules.speedpipe.hidden import resample_hidden

        return resample_hidden(self, player, rng)


# The move lists below are remembered: the same hands meet the same routes again and again.


@lru_cache(maxsize=1 << 15)
def _route_lays(route: int, ways: tuple[Payment, ...]) -> tuple[Lay, ...]:
    """The Lay moves of a route for these payments."""
    return tuple(lay_move(route, paint, jokers) for paint, jokers in ways)


@lru_cache(maxsize=1 << 12)
def _place_moves(
    maker: Any, places: tuple[int, ...], ways: tuple[Payment, ...]
) -> tuple[Move, ...]:
    """Station or terminal moves for these places and payments."""
    return tuple(maker(place, paint, jokers) for place in places for paint, jokers in ways)


@lru_cache(maxsize=1 << 12)
def _keep_moves(contracts: tuple[int, ...], least: int) -> tuple[Keep, ...]:
    """Keeping at least this many of these contracts: every choice, fewest first."""
    return tuple(
        Keep(choice)
        for size in range(min(least, len(contracts)), len(contracts) + 1)
        for choice in itertools.combinations(contracts, size)
    )
