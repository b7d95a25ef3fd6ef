"""Choosing how to pay by taps: a tapped route, a place for a pump station or a port for a
tanker terminal comes with the best payment chosen (one paint, or grey with all cards alike,
jokers for the buoys, jokers as wild); a tap on a hand card or the arrow keys change it; the
choice gives its move only when the rules list it. What cannot be paid is refused in words."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.client.scenes.tables.speedpipe.card_names import kind_name, payment_words
from game.client.scenes.tables.speedpipe.turn_words import not_now
from game.rules.core import Move
from game.rules.speedpipe.catalogue import GREY, JOKER
from game.rules.speedpipe.moves import lay_move, station_move, terminal_move
from game.rules.speedpipe.payments import Payment, alike_payments, route_payments
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import STATIONS, TERMINAL_COST, TERMINALS
from game.texts import text

ROUTE, STATION, TERMINAL = "route", "station", "terminal"


@dataclass
class PaymentChooser:
    """What is paid for (a route, a station's place, a terminal's port), the ways the hand pays
    it and the one chosen."""

    state: SpeedpipeState
    player: int
    what: str
    target: int
    count: int
    ways: tuple[Payment, ...]
    index: int = 0

    @property
    def payment(self) -> Payment:
        """The chosen (paint, jokers)."""
        return self.ways[self.index]

    def paid(self) -> list[tuple[int, int]]:
        """The chosen cards as (kind, count): the paint's, then the jokers."""
        paint, jokers = self.payment
        if paint == JOKER:
            return [(JOKER, self.count)]
        cards = [(paint, self.count - jokers)]
        return cards + [(JOKER, jokers)] if jokers else cards

    def words(self) -> str:
        """The chosen payment in words ('2 × Rot + 1 × Schweißtrupp')."""
        paint, jokers = self.payment
        return payment_words(self.count, paint, jokers)

    def step(self, by: int) -> None:
        """Chooses the next (by 1) or the previous (by -1) way to pay."""
        self.index = (self.index + by) % len(self.ways)

    def tap_card(self, kind: int) -> str:
        """A hand card tapped: a paint pays with that paint (fewest jokers); a joker puts one
        more joker in (after the most, back to the fewest). A card that cannot pay is refused
        in words ('' when the choice changed)."""
        paint, jokers = self.payment
        if kind == JOKER:
            same = [way for way in self.ways if way[0] == paint and way[1] > jokers]
            if not same and paint != JOKER:
                same = [way for way in self.ways if way[0] == JOKER]
            if not same:
                same = [way for way in self.ways if way[0] == paint] or list(self.ways)
            self.index = self.ways.index(same[0])
            return ""
        ways = [way for way in self.ways if way[0] == kind]
        if not ways:
            return text("speedpipe.pay.not_this_paint", kind=kind_name(kind))
        self.index = self.ways.index(ways[0])
        return ""

    def move(self) -> Move | None:
        """The move of the chosen payment when the rules list it now, else None."""
        paint, jokers = self.payment
        maker = {ROUTE: lay_move, STATION: station_move, TERMINAL: terminal_move}[self.what]
        move = maker(self.target, paint, jokers)
        return move if move in self.state.legal_moves(self.player) else None


def best_way(ways: Sequence[Payment], hand: Sequence[int]) -> int:
    """The index of the way that spends the fewest jokers, and of those the paint the hand
    holds most of (its other paints are kept)."""
    return min(
        range(len(ways)),
        key=lambda index: (ways[index][1], ways[index][0] == JOKER, -hand[ways[index][0]]),
    )


def route_chooser(
    state: SpeedpipeState, player: int, route: int, names: Sequence[str]
) -> PaymentChooser | str:
    """The chooser for laying a route, or why it cannot be laid now in words."""
    refusal = not_now(state, player)
    if refusal:
        return refusal
    refusal = _route_refusal(state, player, route, names)
    if refusal:
        return refusal
    ways = state.lay_payments(player, route)
    board = state.board
    return PaymentChooser(
        state, player, ROUTE, route, board.lengths[route], ways, best_way(ways, state.hands[player])
    )


def _route_refusal(state: SpeedpipeState, player: int, route: int, names: Sequence[str]) -> str:
    """Why the company cannot lay the route with its hand ('' when it can)."""
    board = state.board
    owner = state.owners[route]
    if owner >= 0:
        if owner == player:
            return text("speedpipe.pay.own_route")
        return text("speedpipe.pay.taken", name=names[owner])
    if state.blocked[route] >= 0:
        return text("speedpipe.pay.blocked", name=names[state.blocked[route]])
    twin = board.twins[route]
    if twin >= 0 and state.owners[twin] == player:
        return text("speedpipe.pay.both_strands")
    if twin >= 0 and state.owners[twin] >= 0 and state.players <= 3:
        return text("speedpipe.pay.one_strand", name=names[state.owners[twin]])
    length = board.lengths[route]
    if length > state.segments[player]:
        return text("speedpipe.pay.segments", left=state.segments[player], length=length)
    hand = state.hands[player]
    buoys = board.buoys[route]
    if hand[JOKER] < buoys:
        return text("speedpipe.pay.buoys", buoys=buoys, jokers=hand[JOKER])
    if route_payments(length, board.paints[route], buoys, hand):
        return ""
    paint = board.paints[route]
    if paint == GREY:
        most = max(hand[:JOKER]) + hand[JOKER]
        return text("speedpipe.pay.grey_cards", length=length, have=most)
    have = hand[paint] + hand[JOKER]
    return text("speedpipe.pay.cards_missing", length=length, paint=kind_name(paint), have=have)


def station_chooser(
    state: SpeedpipeState, player: int, place: int, names: Sequence[str]
) -> PaymentChooser | str:
    """The chooser for a pump station on a place, or why none can be built there now."""
    refusal = not_now(state, player)
    if refusal:
        return refusal
    built = state.stations_built[player]
    if built >= STATIONS:
        return text("speedpipe.pay.no_station_left")
    owner = state.stations[place]
    if owner >= 0:
        return text("speedpipe.pay.station_there", name=names[owner])
    ways = alike_payments(built + 1, state.hands[player])
    if not ways:
        key = "station_cards_one" if built == 0 else "station_cards"
        return text(f"speedpipe.pay.{key}", number=built + 1, count=built + 1)
    index = best_way(ways, state.hands[player])
    return PaymentChooser(state, player, STATION, place, built + 1, ways, index)


def terminal_chooser(state: SpeedpipeState, player: int, place: int) -> PaymentChooser | str:
    """The chooser for a tanker terminal in a port, or why none can be built there now."""
    refusal = not_now(state, player)
    if refusal:
        return refusal
    if not state.terminals_on:
        return text("speedpipe.pay.no_terminals")
    if place not in state.board.ports:
        return text("speedpipe.pay.not_a_port")
    if place in state.terminals[player]:
        return text("speedpipe.pay.terminal_there")
    if len(state.terminals[player]) >= TERMINALS:
        return text("speedpipe.pay.no_terminal_left", count=TERMINALS)
    if place not in state.terminal_ports(player):
        return text("speedpipe.pay.terminal_needs_pipe")
    ways = alike_payments(TERMINAL_COST, state.hands[player])
    if not ways:
        return text("speedpipe.pay.terminal_cards", count=TERMINAL_COST)
    index = best_way(ways, state.hands[player])
    return PaymentChooser(state, player, TERMINAL, place, TERMINAL_COST, ways, index)


def may_build_terminal(state: SpeedpipeState, player: int, place: int) -> bool:
    """Whether a terminal could be chosen at this place now (for the chooser's switch)."""
    return isinstance(terminal_chooser(state, player, place), PaymentChooser)
