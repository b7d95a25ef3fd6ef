"""The Tycoon state: set-up, turns (loan, tickets, flights, one build action, end), the round's
end, payday with the loan choice, and the end of the game."""

from __future__ import annotations

import random
from bisect import insort
from typing import Any

from game.rules.core import Event, Game, Move, Outcome
from game.rules.one_actor import OneActorState
from game.rules.randomness import copy_rng
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import (
    CHAIN_LENGTH,
    CHARTER_IDS,
    CITIES,
    CITY_COUNT,
    FACTORIES_PER_PLAYER,
    HOTELS_PER_ROUND,
    LOAN_AMOUNT,
    MAX_LOANS_HELD,
    OPEN_CHARTER,
    OPEN_SCHEDULED,
    ROUNDS,
    SCHEDULED_IDS,
    START_CASH,
    START_COMPENSATION,
)
from game.rules.tycoon.flights import CHARTER, HOME, OVER, PRICES, TARGETS
from game.rules.tycoon.moves import (
    BUILD_HOTEL,
    BUYS,
    END_TURN,
    FACTORIES,
    FLIGHTS,
    RENOVATE,
    REPAYS,
    TAKE_LOAN,
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)
from game.rules.tycoon.payday import fortunes, income_parts, redemption_cost

# Phases.
TURN = "turn"
PAYDAY = "payday"
OVER_PHASE = "over"
PHASES: tuple[str, ...] = (TURN, PAYDAY, OVER_PHASE)
# Why a round is closing.
HOTELS_GONE = "hotels"
QUIET = "quiet"

# Per city: hotel prices by landing place, factory prices by site, red fields.
HOTEL_PRICES: tuple[tuple[int, int], ...] = tuple(city.landing_prices for city in CITIES)
FACTORY_PRICES: tuple[tuple[int, ...], ...] = tuple(city.factory_prices for city in CITIES)
RED_FIELDS: tuple[frozenset[int], ...] = tuple(city.chain.red for city in CITIES)
# What redeeming an unturned card costs at the payday that gives the choice.
FIRST_REDEMPTION = redemption_cost(1)


class TycoonState(OneActorState):
    """A game of Tycoon in progress."""

    seat_word = "player"
    field_words = "tickets, cities, places, sites and counts"

    def __init__(
        self, game: Game, players: int, options: dict[str, str], rng: random.Random
    ) -> None:
        self._game = game
        self.players = players
        self.options = options
        self.rng = rng
        self.cash: list[int] = [START_CASH] * players
        self.debt: list[int] = [0] * players
        self.hotels_left: list[int] = [HOTELS_PER_ROUND] * players
        self.factories_left: list[int] = [FACTORIES_PER_PLAYER] * players
        # Per player, per loan card: the paydays it has seen (0 fresh, 1 turned).
        self.loans: list[list[int]] = [[] for _ in range(players)]
        self.tickets: list[list[int]] = [[] for _ in range(players)]
        self.plane_city: list[int] = [HOME] * players
        self.plane_place: list[int] = [OVER] * players
        self.landing: list[list[int]] = [[-1, -1] for _ in range(CITY_COUNT)]
        self.chains: list[list[int]] = [[-1] * CHAIN_LENGTH for _ in range(CITY_COUNT)]
        self.chain_end: list[int] = [0] * CITY_COUNT
        self.renovation: list[list[int]] = [[] for _ in range(CITY_COUNT)]
        self.factories: list[list[int]] = [[-1] * len(prices) for prices in FACTORY_PRICES]
        self.charter_pile: list[int] = []
        self.scheduled_pile: list[int] = []
        self.charter_discard: list[int] = []
        self.scheduled_discard: list[int] = []
        self.open_charter: list[int] = []
        self.open_scheduled: list[int] = []
        self.round = 1
        self.start_player = 0
        self.acting = 0
        self.phase = TURN
        self.loan_taken = False
        self.flown = False
        self.built = False
        self.closing = False
        self.quiet_turns = 0
        # Per finished round: every player's announced fortune.
        self.fortunes: list[list[int]] = []
        # Payday: the players still to choose about their unturned loan cards, in turn order.
        self.payday_queue: list[int] = []
        self._legal: tuple[Move, ...] | None = None

    # ---- set-up ---------------------------------------------------------------------------

    def set_up(self) -> None:
        """The start player drawn by lot; at two and five players the compensation by start
        position paid (Eigene Festlegungen y); both ticket piles shuffled apart; 6 charter and 2
        scheduled tickets laid open."""
        rng = self.rng
        self.start_player = rng.randrange(self.players)
        self.acting = self.start_player
        for position, extra in enumerate(START_COMPENSATION.get(self.players, ())):
            self.cash[(self.start_player + position) % self.players] += extra
        self.charter_pile = list(CHARTER_IDS)
        self.scheduled_pile = list(SCHEDULED_IDS)
        rng.shuffle(self.charter_pile)
        rng.shuffle(self.scheduled_pile)
        self._refill(None)

    # ---- protocol -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The Tycoon game."""
        return self._game

    def to_act(self) -> tuple[int, ...]:
        """The player whose turn or loan choice it is (nobody once the game is over)."""
        return () if self.phase == OVER_PHASE else (self.acting,)

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase == OVER_PHASE

    def scores(self) -> list[int]:
        """Every player's cash less Restschuld."""
        return [cash - debt for cash, debt in zip(self.cash, self.debt)]

    def standing_hotels(self) -> list[int]:
        """Every player's hotels standing in the chains (the tie-break)."""
        counts = [0] * self.players
        for chain in self.chains:
            for owner in chain:
                if owner >= 0:
                    counts[owner] += 1
        return counts

    def placings(self) -> tuple[int, ...]:
        """Places: most money first; equal money, more hotels standing first; still equal, a
        shared place."""
        keys = list(zip(self.scores(), self.standing_hotels()))
        return tuple(1 + sum(other > key for other in keys) for key in keys)

    def outcome(self) -> Outcome | None:
        """Final scores (cash less Restschuld) and places after the tie-break."""
        if self.phase != OVER_PHASE:
            return None
        return Outcome(tuple(self.scores()), self.placings(), False)

    def legal_moves(self, player: int) -> tuple[Move, ...]:
        """Every move the player may make now, in a stable order."""
        if player != self.acting or self.phase == OVER_PHASE:
            return ()
        if self._legal is None:
            self._legal = tuple(self._turn_moves() if self.phase == TURN else self._repay_moves())
        return self._legal

    def _turn_moves(self) -> list[Move]:
        """Loan, purchases, flights, build actions and the end of the turn, in this order."""
        player = self.acting
        cash = self.cash[player]
        moves: list[Move] = []
        if self.may_take_loan(player):
            moves.append(TAKE_LOAN)
        for ticket in sorted(self.open_scheduled + self.open_charter):
            if PRICES[ticket] <= cash:
                moves.append(BUYS[ticket])
        if not self.built:
            city = self.plane_city[player]
            landing = self.landing
            for ticket in self.tickets[player]:
                flights = FLIGHTS[ticket]
                for target in TARGETS[ticket][city + 1]:
                    first, second = landing[target]
                    fly = flights[target]
                    if first < 0:
                        moves.append(fly[1])
                    if second < 0:
                        moves.append(fly[2])
                    if first >= 0 and second >= 0:
                        moves.append(fly[0])
            place = self.plane_place[player]
            if place >= 0:
                if self.chain_end[city] < CHAIN_LENGTH:
                    if self.hotels_left[player] and cash >= HOTEL_PRICES[city][place]:
                        moves.append(BUILD_HOTEL)
                    if player in self.renovation[city]:
                        moves.append(RENOVATE)
                if self.factories_left[player]:
                    prices = FACTORY_PRICES[city]
                    for site, owner in enumerate(self.factories[city]):
                        if owner < 0 and cash >= prices[site]:
                            moves.append(FACTORIES[site])
        moves.append(END_TURN)
        return moves

    def _repay_moves(self) -> list[Move]:
        """Payday: how many unturned loan cards to redeem, as many as the cash allows."""
        player = self.acting
        cash = self.cash[player]
        return [
            REPAYS[count]
            for count in range(len(self.loans[player]) + 1)
            if count * FIRST_REDEMPTION <= cash
        ]

    def may_take_loan(self, player: int) -> bool:
        """Whether the acting player may take a loan now: once a turn, before flying and
        building, fewer than the most cards held, no Restschuld open."""
        return (
            self.phase == TURN
            and player == self.acting
            and not (self.loan_taken or self.flown or self.built)
            and self.debt[player] == 0
            and len(self.loans[player]) < MAX_LOANS_HELD
        )

    def _why_not(self, player: int, move: Move) -> str:
        """Why a move is not legal now, in words."""
        from game.rules.tycoon.reasons import why_not

        return why_not(self, player, move)

    # ---- play -----------------------------------------------------------------------------

    def _execute(self, player: int, move: Move, events: list[Event] | None) -> None:
        """Applies a legal move."""
        self._legal = None
        kind = type(move)
        if kind is Buy:
            self._buy(player, move.ticket, events)  # type: ignore[attr-defined]
        elif kind is Fly:
            self._fly(player, move, events)  # type: ignore[arg-type]
        elif kind is EndTurn:
            self._end_turn(player, events)
        elif kind is BuildHotel:
            self._build_hotel(player, events)
        elif kind is Renovate:
            self._renovate(player, events)
        elif kind is BuildFactory:
            self._build_factory(player, move.site, events)  # type: ignore[attr-defined]
        elif kind is TakeLoan:
            self._take_loan(player, events)
        elif kind is Repay:
            self._repay(player, move.count, events)  # type: ignore[attr-defined]

    def _take_loan(self, player: int, events: list[Event] | None) -> None:
        """A loan card and its amount; a plane on the board flies home for free."""
        self.loan_taken = True
        self.loans[player].append(0)
        self.cash[player] += LOAN_AMOUNT
        city = self.plane_city[player]
        if city != HOME:
            place = self.plane_place[player]
            if place >= 0:
                self.landing[city][place] = -1
            self.plane_city[player] = HOME
            self.plane_place[player] = OVER
        if events is not None:
            events.append(ev.LoanTaken(player, LOAN_AMOUNT, city != HOME))

    def _buy(self, player: int, ticket: int, events: list[Event] | None) -> None:
        """An open ticket bought; its place in the open row stays empty until the turn's end."""
        (self.open_charter if CHARTER[ticket] else self.open_scheduled).remove(ticket)
        price = PRICES[ticket]
        self.cash[player] -= price
        insort(self.tickets[player], ticket)
        if events is not None:
            events.append(ev.TicketBought(player, ticket, price))

    def _fly(self, player: int, move: Fly, events: list[Event] | None) -> None:
        """The plane leaves its place and lands on a free one of the destination (or stays
        airborne over it); the ticket goes to its discard pile."""
        ticket, city, place = move.ticket, move.city, move.place
        origin = self.plane_city[player]
        old = self.plane_place[player]
        if old >= 0:
            self.landing[origin][old] = -1
        self.tickets[player].remove(ticket)
        (self.charter_discard if CHARTER[ticket] else self.scheduled_discard).append(ticket)
        self.plane_city[player] = city
        self.plane_place[player] = place
        if place >= 0:
            self.landing[city][place] = player
        self.flown = True
        if events is not None:
            events.append(ev.Flown(player, ticket, origin, city, place))

    def _build_hotel(self, player: int, events: list[Event] | None) -> None:
        """A hotel on the next free field at the chain's end, at the landing place's price; a
        red field sends the oldest other hotel of the chain to renovation."""
        city = self.plane_city[player]
        price = HOTEL_PRICES[city][self.plane_place[player]]
        self.cash[player] -= price
        chain = self.chains[city]
        field = self.chain_end[city]
        chain[field] = player
        self.chain_end[city] = field + 1
        self.hotels_left[player] -= 1
        self.built = True
        if events is not None:
            events.append(ev.HotelBuilt(player, city, field, price))
        if field in RED_FIELDS[city]:
            for oldest in range(field):
                owner = chain[oldest]
                if owner >= 0:
                    chain[oldest] = -1
                    self.renovation[city].append(owner)
                    if events is not None:
                        events.append(ev.SentToRenovation(city, owner, oldest))
                    break
        if self.hotels_left[player] == 0 and not self.closing:
            self._close(player, HOTELS_GONE, events)

    def _renovate(self, player: int, events: list[Event] | None) -> None:
        """The player's oldest hotel needing renovation here goes to the chain's end (a red
        field reached this way sends nobody away)."""
        city = self.plane_city[player]
        self.renovation[city].remove(player)
        field = self.chain_end[city]
        self.chains[city][field] = player
        self.chain_end[city] = field + 1
        self.built = True
        if events is not None:
            events.append(ev.HotelRenovated(player, city, field))

    def _build_factory(self, player: int, site: int, events: list[Event] | None) -> None:
        """A factory on a free site of the city, at the site's price."""
        city = self.plane_city[player]
        price = FACTORY_PRICES[city][site]
        self.cash[player] -= price
        self.factories[city][site] = player
        self.factories_left[player] -= 1
        self.built = True
        if events is not None:
            events.append(ev.FactoryBuilt(player, city, site, price))

    # ---- turns and rounds -----------------------------------------------------------------

    def _close(self, player: int, reason: str, events: list[Event] | None) -> None:
        """The round is closing: it ends after the turn of the player before the start
        player."""
        self.closing = True
        if events is not None:
            events.append(ev.RoundClosing(self.round, player, reason))

    def last_player(self) -> int:
        """The player before the start player: a closing round ends after his turn."""
        return (self.start_player - 1) % self.players

    def _end_turn(self, player: int, events: list[Event] | None) -> None:
        """An airborne plane flies home; the open tickets are topped up; a whole round of turns
        without building closes the round; the closing round ends after the player before the
        start player, else the next player begins."""
        city = self.plane_city[player]
        if city != HOME and self.plane_place[player] < 0:
            self.plane_city[player] = HOME
            if events is not None:
                events.append(ev.FlewHome(player, city))
        self._refill(events)
        if events is not None:
            events.append(ev.TurnEnded(player, self.built))
        self.quiet_turns = 0 if self.built else self.quiet_turns + 1
        if self.quiet_turns >= self.players and not self.closing:
            self._close(player, QUIET, events)
        if self.closing and player == self.last_player():
            self._end_round(events)
        else:
            self._begin_turn((player + 1) % self.players, events)

    def _begin_turn(self, player: int, events: list[Event] | None) -> None:
        """A player's turn begins with fresh turn flags."""
        self.acting = player
        self.loan_taken = False
        self.flown = False
        self.built = False
        if events is not None:
            events.append(ev.TurnBegan(player))

    def _refill(self, events: list[Event] | None) -> None:
        """The open rows topped up to 6 charter and 2 scheduled tickets from their piles."""
        charter = self._top_up(
            self.open_charter, self.charter_pile, self.charter_discard, OPEN_CHARTER, True, events
        )
        scheduled = self._top_up(
            self.open_scheduled,
            self.scheduled_pile,
            self.scheduled_discard,
            OPEN_SCHEDULED,
            False,
            events,
        )
        if events is not None and (charter or scheduled):
            events.append(ev.TicketsLaidOpen(tuple(charter), tuple(scheduled)))

    def _top_up(
        self,
        row: list[int],
        pile: list[int],
        discard: list[int],
        size: int,
        charter: bool,
        events: list[Event] | None,
    ) -> list[int]:
        """Fills a row from its pile; an empty pile takes its discard pile, shuffled (both
        empty: the row stays short). The tickets laid open, in order."""
        laid: list[int] = []
        while len(row) < size:
            if not pile:
                if not discard:
                    break
                pile.extend(discard)
                discard.clear()
                self.rng.shuffle(pile)
                if events is not None:
                    events.append(ev.PileReshuffled(charter, len(pile)))
            ticket = pile.pop()
            row.append(ticket)
            laid.append(ticket)
        return laid

    # ---- payday ---------------------------------------------------------------------------

    def next_start_player(self) -> int:
        """Who begins the next round: the start player passes on to the next seat, so that the
        round's first turn (whose hotels are the oldest, sent away first by red fields) goes
        round the table instead of staying with one player (our own reading of 'in jeder
        Runde')."""
        return (self.start_player + 1) % self.players

    def start_player_of(self, round: int) -> int:
        """The start player of a round of this game up to now (the start passes on one seat a
        round)."""
        return (self.start_player - (self.round - round)) % self.players

    def turn_order(self) -> list[int]:
        """The players from the start player on."""
        start = self.start_player
        return [(start + step) % self.players for step in range(self.players)]

    def _end_round(self, events: list[Event] | None) -> None:
        """Payday: income for everybody (Restschuld first), turned loan cards redeemed (in
        round 3 every card), then the choices about the unturned cards."""
        if events is not None:
            events.append(ev.RoundEnded(self.round))
        self.closing = False
        self.quiet_turns = 0
        self.loan_taken = self.flown = self.built = False
        for player, (spread, majorities, factories) in enumerate(income_parts(self)):
            total = spread + majorities + factories
            to_debt = self._receive(player, total)
            if events is not None:
                events.append(ev.IncomePaid(player, spread, majorities, factories, total, to_debt))
        final = self.round == ROUNDS
        order = self.turn_order()
        for player in order:
            loans = self.loans[player]
            for card in loans:
                if card or final:
                    self._redeem(player, redemption_cost(card + 1), events)
            self.loans[player] = [] if final else [card for card in loans if not card]
        self.payday_queue = [] if final else [player for player in order if self.loans[player]]
        if self.payday_queue:
            self.phase = PAYDAY
            self.acting = self.payday_queue[0]
        else:
            self._finish_payday(events)

    def _receive(self, player: int, amount: int) -> int:
        """Income pays an open Restschuld first; the part that went to it."""
        to_debt = min(self.debt[player], amount)
        self.debt[player] -= to_debt
        self.cash[player] += amount - to_debt
        return to_debt

    def _redeem(self, player: int, cost: int, events: list[Event] | None) -> None:
        """A loan card that must be redeemed: whoever cannot pay gives all his cash and owes
        the rest as Restschuld."""
        paid = min(self.cash[player], cost)
        self.cash[player] -= paid
        self.debt[player] += cost - paid
        if events is not None:
            events.append(ev.LoanRedeemed(player, cost, cost - paid))

    def _repay(self, player: int, count: int, events: list[Event] | None) -> None:
        """Redeems this many unturned cards; the others are turned (due at the next payday)."""
        cost = count * FIRST_REDEMPTION
        self.cash[player] -= cost
        extended = len(self.loans[player]) - count
        self.loans[player] = [1] * extended
        if events is not None:
            events.append(ev.LoansRepaid(player, count, cost, extended))
        del self.payday_queue[0]
        if self.payday_queue:
            self.acting = self.payday_queue[0]
        else:
            self._finish_payday(events)

    def _finish_payday(self, events: list[Event] | None) -> None:
        """Fortunes announced; after the third payday the game is over, else more hotels and
        the next round with the next start player."""
        announced = fortunes(self)
        self.fortunes.append(announced)
        if events is not None:
            events.append(ev.FortunesAnnounced(self.round, tuple(announced)))
        if self.round >= ROUNDS:
            self.phase = OVER_PHASE
            self.acting = -1
            if events is not None:
                events.append(ev.GameEnded(tuple(self.scores())))
            return
        for player in range(self.players):
            self.hotels_left[player] += HOTELS_PER_ROUND
        if events is not None:
            events.append(ev.HotelsHandedOut(HOTELS_PER_ROUND))
        self.round += 1
        self.phase = TURN
        self.start_player = self.next_start_player()
        if events is not None:
            events.append(ev.RoundBegan(self.round, self.start_player))
        self._begin_turn(self.start_player, events)

    # ---- copies, views and saves ----------------------------------------------------------

    def copy(self) -> TycoonState:
        """An independent copy, without deepcopy."""
        twin = TycoonState.__new__(TycoonState)
        twin._game = self._game
        twin.players = self.players
        twin.options = self.options
        twin.rng = copy_rng(self.rng)
        twin.cash = self.cash[:]
        twin.debt = self.debt[:]
        twin.hotels_left = self.hotels_left[:]
        twin.factories_left = self.factories_left[:]
        twin.loans = [cards[:] for cards in self.loans]
        twin.tickets = [held[:] for held in self.tickets]
        twin.plane_city = self.plane_city[:]
        twin.plane_place = self.plane_place[:]
        twin.landing = [places[:] for places in self.landing]
        twin.chains = [chain[:] for chain in self.chains]
        twin.chain_end = self.chain_end[:]
        twin.renovation = [waiting[:] for waiting in self.renovation]
        twin.factories = [sites[:] for sites in self.factories]
        twin.charter_pile = self.charter_pile[:]
        twin.scheduled_pile = self.scheduled_pile[:]
        twin.charter_discard = self.charter_discard[:]
        twin.scheduled_discard = self.scheduled_discard[:]
        twin.open_charter = self.open_charter[:]
        twin.open_scheduled = self.open_scheduled[:]
        twin.round = self.round
        twin.start_player = self.start_player
        twin.acting = self.acting
        twin.phase = self.phase
        twin.loan_taken = self.loan_taken
        twin.flown = self.flown
        twin.built = self.built
        twin.closing = self.closing
        twin.quiet_turns = self.quiet_turns
        twin.fortunes = [announced[:] for announced in self.fortunes]
        twin.payday_queue = self.payday_queue[:]
        twin._legal = self._legal
        return twin

    def view(self, player: int | None) -> dict[str, Any]:
        """What this player (None: a spectator) may see: everything but the piles' order."""
        from game.rules.tycoon.view import view_of

        return view_of(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole state for saving."""
        from game.rules.tycoon.saving import state_to_dict

        return state_to_dict(self)

    def resample_hidden(self, player: int, rng: random.Random) -> TycoonState:
        """The same game with both ticket piles reshuffled and the RNG drawn anew."""
        from game.rules.tycoon.hidden import resample_hidden

        return resample_hidden(self, player, rng)
