"""The Speedtycoon state: set-up, turns of one action, building, refilling, scorings and the end."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from game.rules.core import Event, Game, Move, Outcome, places_from_scores
from game.rules.one_actor import OneActorState
from game.rules.randomness import copy_rng
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.catalogue import (
    BLITZ_REMOVED_RANKS,
    BRANCH_BUILDINGS,
    BRANCH_SIZES,
    BRANCHES,
    BUILDINGS,
    CURRENCIES,
    DEVISEN_MONEY,
    NEWS_CARDS,
    PLAIN_MONEY,
    PRINTED_PRICES,
    STARTUP,
    TWO_PLAYER_MONEY,
    VENTURE_CAPITAL,
    ZONES,
    news_name,
)
from game.rules.speedtycoon.empire import HIGHWAYS, Empire
from game.rules.speedtycoon.money import (
    CARD_CURRENCIES,
    CARD_VALUES,
    cards_by_currency,
    money_in,
    payments,
    sorted_payments,
    takes_by_values,
)
from game.rules.speedtycoon.moves import (
    END_TURN,
    TAKE_LOAN,
    Build,
    Buy,
    Field,
    GiveToFund,
    LobbyBuy,
    Plan,
    Repay,
    Swap,
    TakeMoney,
    TearDown,
    build_move,
    swap_move,
    tear_down_move,
)
from game.rules.speedtycoon.prices import price_for
from game.rules.speedtycoon.scorings import hold_scoring, unicorn_threshold
from game.rules.speedtycoon.tables import (
    BLITZ_DECK_SHARE,
    FIFTHS,
    FUND_AFTER_STARTUP,
    FUND_SHARE_AFTER_VENTURE,
    FUND_START,
    INSIDER_TIPS,
    IPO_SCORING,
    KAPITAL_SIZE,
    LOAN_LEAST,
    LOAN_REPAY,
    LOANS_AT_ONCE,
    LOBBY_REST_TURNS,
    MARKET_SIZE,
    MODES,
    MODULES,
    ORDERS_PER_PLAYER,
    START_MONEY,
    STARTUP_SCORING,
    TUNNELS,
    UNICORN_POINTS,
    VENTURE_SCORING,
)

# Phases.
ACTION = "action"
PLACE = "place"
OVER = "over"
PHASES: tuple[str, ...] = (ACTION, PLACE, OVER)
# The phase in which the table once stopped after every turn to ask the Lobbyists; only saves
# from that time still name it (they go on with the next turn).
OLD_LOBBY = "lobby"
# Why buildings wait to be placed: bought this turn, the Lobbyist's at the start of a turn, or
# awarded at Handelsschluss.
TURN_END = "turn_end"
TURN_START = "turn_start"
AWARD = "award"
PLACE_REASONS: tuple[str, ...] = (TURN_END, TURN_START, AWARD)
# News that last one round (until the revealing player's next turn is over).
ROUND_NEWS: tuple[str, ...] = ("oelkrise", "boersenrally", "hafenstreik")


def active_modules(options: dict[str, str]) -> frozenset[str]:
    """The modules a table plays with: its mode's and every one switched on besides."""
    switched = {module for module in MODULES if options.get(module) == "on"}
    return frozenset(MODES[options["mode"]]) | frozenset(switched)


class SpeedtycoonState(OneActorState):
    """A game of Speedtycoon in progress."""

    field_words = "cards, fields and places"

    def __init__(self, game: Game, players: int, options: dict[str, str], rng: random.Random):
        self._game = game
        self.players = players
        self.options = options
        self.modules = active_modules(options)
        self.rng = rng
        self.phase = ACTION
        self.current = 0
        self.start_player = 0
        # Money cards dealt at the start (every player saw how many): the deck's fifths, and so
        # where the scoring cards may lie, are counted from what was left.
        self.dealt = 0
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.set_aside: list[int] = []
        self.kapital: list[int | None] = [None] * KAPITAL_SIZE
        self.market: list[int | None] = [None] * MARKET_SIZE
        self.bag: list[int] = []
        self.gone: list[int] = []
        self.empires: list[Empire] = [geometry.new_empire() for _ in range(players)]
        self.planning: list[list[int]] = [[] for _ in range(players)]
        self.fund: list[int] = []
        self.points = [0] * players
        self.to_place: list[int] = []
        self.placer = 0
        self.place_reason = TURN_END
        self.awards: list[list[int]] = []
        self.bonus = False
        self.scorings = 0
        self.news: dict[str, int] = {}
        self.closed_place = -1
        self.booms: list[str] = []
        self.orders: list[list[int]] = [[] for _ in range(players)]
        self.tips = [INSIDER_TIPS if "insidertipp" in self.modules else 0] * players
        self.tunnels_left = [TUNNELS if "tunnel" in self.modules else 0] * players
        self.loans = [0] * players
        self.lobby_pending: list[int] = [-1] * players
        self.lobby_rest = [0] * players
        self.unicorns: list[int] = [-1] * len(BRANCHES)
        self.strong = -1
        self.weak = -1
        self._legal: tuple[Move, ...] | None = None

    # ---- set-up ---------------------------------------------------------------------------

    def set_up(self, events: list[Event] | None = None) -> None:
        """Deals the start money, picks the start player, lays out Kapital and Weltmarkt."""
        rng = self.rng
        money = list(TWO_PLAYER_MONEY if self.players == 2 else PLAIN_MONEY)
        if "devisenbuero" in self.modules:
            money += DEVISEN_MONEY
        rng.shuffle(money)
        self.deck = money
        dealing = list(range(self.players))
        while dealing:
            for player in list(dealing):
                self.hands[player].append(self.deck.pop())
                if sum(CARD_VALUES[card] for card in self.hands[player]) >= START_MONEY:
                    dealing.remove(player)
        for hand in self.hands:
            hand.sort()
        self.dealt = sum(len(hand) for hand in self.hands)
        fewest = min((len(hand), sum(CARD_VALUES[card] for card in hand)) for hand in self.hands)
        candidates = [
            player
            for player, hand in enumerate(self.hands)
            if (len(hand), sum(CARD_VALUES[card] for card in hand)) == fewest
        ]
        self.start_player = candidates[rng.randrange(len(candidates))]
        self.current = self.start_player
        self._insert_specials(rng)
        bag = list(BRANCH_BUILDINGS)
        if "blitz" in self.modules:
            removed = _blitz_removed()
            bag = [number for number in bag if number not in removed]
            self.gone = sorted(removed)
        if "staatsauftraege" in self.modules:
            orders = bag[:]
            rng.shuffle(orders)
            for player in range(self.players):
                self.orders[player] = sorted(orders[:ORDERS_PER_PLAYER])
                del orders[:ORDERS_PER_PLAYER]
        if "sonderzonen" in self.modules:
            bag += ZONES
        rng.shuffle(bag)
        self.bag = bag
        if "wechselkurse" in self.modules:
            self._set_exchange_rates(None)
        self._refill(events)
        if self.players == 2:
            self._fund_buys(FUND_START, events)

    def _insert_specials(self, rng: random.Random) -> None:
        """Startup into the second fifth of the deck, Venture Capital into the fourth (counted
        from the top), news anywhere."""
        windows = special_windows(len(self.deck), self.modules)
        depths = {card: low + rng.randrange(high - low) for card, (low, high) in windows.items()}
        insert_specials(self.deck, depths)

    # ---- protocol -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The Speedtycoon game."""
        return self._game

    @property
    def acting(self) -> int:
        """The one player who acts now (-1 when the game is over)."""
        if self.phase == OVER:
            return -1
        if self.phase == PLACE:
            return self.placer
        return self.current

    def to_act(self) -> tuple[int, ...]:
        """The player who must act now: one at a time."""
        acting = self.acting
        return () if acting < 0 else (acting,)

    def is_terminal(self) -> bool:
        """Whether the IPO scoring is over."""
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """Points and places once the game is over."""
        if self.phase != OVER:
            return None
        scores = tuple(self.points)
        return Outcome(scores, places_from_scores(scores, False), False)

    def legal_moves(self, player: int) -> tuple[Move, ...]:
        """Every move the player may make now, in a stable order: the acting player's, or a
        ready Lobbyist's purchases while another player is on turn."""
        if player != self.acting:
            return self._lobby_moves(player) if self._lobby_open(player) else ()
        if self._legal is None:
            self._legal = tuple(self._moves_now())
        return self._legal

    def may_move(self) -> tuple[int, ...]:
        """The acting player, then every ready Lobbyist who can pay a market building now
        (in seat order from the one on turn); nobody waits for a Lobbyist."""
        acting = self.to_act()
        if "lobbyist" not in self.modules or not acting:
            return acting
        others = ((self.current + step) % self.players for step in range(1, self.players))
        return acting + tuple(
            player
            for player in others
            if player != acting[0] and self._lobby_open(player) and self._lobby_moves(player)
        )

    def _lobby_open(self, player: int) -> bool:
        """Whether the player's Lobbyist may buy now: the module is in play, another player is
        on turn (not after Handelsschluss), no bought building waits and he is not resting."""
        return (
            "lobbyist" in self.modules
            and player != self.current
            and self.phase != OVER
            and not (self.phase == PLACE and self.place_reason == AWARD)
            and self.lobby_pending[player] < 0
            and not self.lobby_rest[player]
        )

    def _lobby_moves(self, player: int) -> tuple[Move, ...]:
        """Every Lobbyist purchase the player's hand pays at his prices now."""
        return _purchases(LobbyBuy, tuple(self.hands[player]), self._prices(player))

    def _not_acting(self, player: int) -> str | None:
        """With the Lobbyist every seat may try a move outside its turn: the reasons say why
        one is refused (on turn is another, the Lobbyist rests, the cards do not pay)."""
        if "lobbyist" in self.modules:
            return None
        return super()._not_acting(player)

    def _moves_now(self) -> list[Move]:
        """The acting player's moves in the current phase."""
        player = self.acting
        if self.phase == PLACE:
            return self._placement_moves(player)
        moves = self._action_moves(player)
        if self.loans[player]:
            moves += [Repay(cards) for cards in payments(self.hands[player], LOAN_REPAY)]
        return moves

    def _action_moves(self, player: int) -> list[Move]:
        """Every action: take money, buy, restructure, take a loan; 'end' after a bonus."""
        values = tuple(0 if card is None else CARD_VALUES[card] for card in self.kapital)
        moves: list[Move] = list(_takings(values, bool(self.tips[player])))
        moves += _purchases(Buy, tuple(self.hands[player]), self._prices(player))
        moves += self._restructures(player)
        if "kredite" in self.modules and self.loans[player] < LOANS_AT_ONCE and self._can_draw():
            moves.append(TAKE_LOAN)
        if self.bonus or not moves:
            moves.append(END_TURN)
        return moves

    def _restructures(self, player: int) -> tuple[Move, ...]:
        """Building from the Planung, tearing down, swapping: worked out once for the same
        empire, Planung and tunnels (the empire forgets it when it changes)."""
        empire = self.empires[player]
        tunnels = self.tunnels_left[player]
        key = ("restructures", tuple(self.planning[player]), tunnels)
        known = empire.known_lists.get(key)
        if known is not None:
            return known  # type: ignore[no-any-return]
        planning = self.planning[player]
        moves: list[Move] = []
        for building in planning:
            moves += _build_moves(empire, building, tunnels)
        moves += _tear_down_moves(empire)
        for building in planning:
            moves += _swap_moves(empire, building)
        empire.known_lists[key] = restructures = tuple(moves)
        return restructures

    def _placement_moves(self, player: int) -> list[Move]:
        """Build each waiting building on an allowed field, plan it, or (two players) give it
        to the Staatsfonds."""
        moves: list[Move] = []
        empire = self.empires[player]
        tunnels = self.tunnels_left[player]
        for building in self.to_place:
            moves += _build_moves(empire, building, tunnels)
            moves.append(Plan(building))
            if self.players == 2 and not BUILDINGS[building].is_zone:
                moves.append(GiveToFund(building))
        return moves

    def _open_places(self) -> list[int]:
        """Trading places with a building and not closed by a Hafenstreik."""
        return [
            place
            for place, building in enumerate(self.market)
            if building is not None and place != self.closed_place
        ]

    def _prices(self, player: int) -> tuple[int, ...]:
        """What each trading place asks of the player now; 0 where nothing may be bought."""
        if self.strong < 0 and not self.news and "heimatmarkt" not in self.modules:
            # No module changes a price: the printed ones (asked before every action).
            return tuple(
                0 if building is None or place == self.closed_place else PRINTED_PRICES[building]
                for place, building in enumerate(self.market)
            )
        return tuple(
            0 if building is None or place == self.closed_place else self.price(player, place)
            for place, building in enumerate(self.market)
        )

    def _can_draw(self) -> bool:
        """Whether there is still money in the deck or the discard pile."""
        return any(card < STARTUP for card in self.deck) or bool(self.discard)

    # ---- questions for the client and the bots -------------------------------------------

    def price(self, player: int, place: int) -> int:
        """What the building at a place costs this player now, after every module's change."""
        building = self.market[place]
        if building is None:
            return 0
        return self.price_of(player, building, place)

    # What a building would cost this player at a trading place now: the printed price with
    # each change prices.price_changes lists (the function itself: a method around it would
    # cost a call each time a price is asked).
    price_of = price_for

    def branch_counts(self, player: int) -> list[int]:
        """Buildings of each branch in the player's empire, Staatsaufträge counted twice."""
        counts = geometry.branch_counts(self.empires[player])
        if self.orders[player]:
            standing = set(self.empires[player].fields.values())
            for building in self.orders[player]:
                if building in standing:
                    counts[BUILDINGS[building].branch] += 1  # type: ignore[index]
        return counts

    def fund_counts(self) -> list[int]:
        """Buildings of each branch the Staatsfonds holds."""
        counts = [0] * len(BRANCHES)
        for building in self.fund:
            counts[BUILDINGS[building].branch] += 1  # type: ignore[index]
        return counts

    # ---- play -----------------------------------------------------------------------------

    def _why_not(self, player: int, move: Move) -> str:
        """Why a move is not legal now, in words."""
        from game.rules.speedtycoon.reasons import why_not

        return why_not(self, player, move)

    def _execute(self, player: int, move: Move, events: list[Event] | None) -> None:
        """Applies a legal move; events are collected when a list is given."""
        self._legal = None
        kind = type(move)
        if kind is LobbyBuy:
            self._lobby_buy(player, move, events)  # type: ignore[arg-type]
        elif kind is Repay:
            self._repay(player, move.cards, events)  # type: ignore[attr-defined]
        elif self.phase == PLACE:
            self._place(player, move, events)
        elif kind is TakeMoney:
            self._take(player, move, events)  # type: ignore[arg-type]
            self._actions_done(events)
        elif kind is Buy:
            exact = self._buy(player, move.place, move.cards, events)  # type: ignore[attr-defined]
            self.bonus = exact
            if not exact:
                self._actions_done(events)
        elif kind is Build:
            self._build(player, move.building, move.field, "planung", events)  # type: ignore[attr-defined]
            self._actions_done(events)
        elif kind is TearDown:
            self._tear_down(player, move.field, events)  # type: ignore[attr-defined]
            self._actions_done(events)
        elif kind is Swap:
            self._swap(player, move.building, move.field, events)  # type: ignore[attr-defined]
            self._actions_done(events)
        elif move is TAKE_LOAN or move == TAKE_LOAN:
            self._take_loan(player, events)
            self._actions_done(events)
        else:
            self._actions_done(events)

    # ---- actions --------------------------------------------------------------------------

    def _take(self, player: int, move: TakeMoney, events: list[Event] | None) -> None:
        """Takes cards from the Kapital (spending an Insidertipp where needed)."""
        cards = [self.kapital[slot] for slot in move.slots]
        for slot in move.slots:
            self.kapital[slot] = None
        self.hands[player].extend(cards)  # type: ignore[arg-type]
        self.hands[player].sort()
        if move.tip:
            self.tips[player] -= 1
        if events is not None:
            events.append(ev.MoneyTaken(player, tuple(cards), move.tip))  # type: ignore[arg-type]

    def _pay(self, player: int, cards: tuple[int, ...]) -> None:
        """Moves paid cards from the hand to the discard pile."""
        hand = self.hands[player]
        for card in cards:
            hand.remove(card)
        self.discard.extend(cards)

    def _buy(
        self, player: int, place: int, cards: tuple[int, ...], events: list[Event] | None
    ) -> bool:
        """Buys a market building into 'Zu bauen'; True when paid exactly (bonus action)."""
        price = self.price(player, place)
        building = self.market[place]
        self.market[place] = None
        self._pay(player, cards)
        self.to_place.append(building)  # type: ignore[arg-type]
        exact = sum(CARD_VALUES[card] for card in cards) == price
        if events is not None:
            events.append(ev.BuildingBought(player, place, building, cards, price, exact, False))  # type: ignore[arg-type]
        return exact

    def _build(
        self, player: int, building: int, field: Field, source: str, events: list[Event] | None
    ) -> None:
        """Builds on a field (a tunnel is set where needed), then checks the Unicorns."""
        if source == "planung":
            self.planning[player].remove(building)
        tunnel = geometry.place(self.empires[player], building, field)
        if tunnel is not None:
            self.tunnels_left[player] -= 1
        if events is not None:
            edge = tuple(sorted(tunnel)) if tunnel is not None else None
            events.append(ev.BuildingBuilt(player, building, field, source, edge))
        self._check_unicorns(player, events)

    def _tear_down(self, player: int, field: Field, events: list[Event] | None) -> None:
        """Tears a building down into the Planung; its tunnels come back."""
        building, returned = geometry.tear_down(self.empires[player], field)
        self.tunnels_left[player] += returned
        self.planning[player].append(building)
        self.planning[player].sort()
        if events is not None:
            events.append(ev.BuildingTornDown(player, building, field, returned))

    def _swap(self, player: int, building: int, field: Field, events: list[Event] | None) -> None:
        """Swaps a Planung building with the one on a field."""
        self.planning[player].remove(building)
        out = geometry.swap(self.empires[player], building, field)
        self.planning[player].append(out)
        self.planning[player].sort()
        if events is not None:
            events.append(ev.BuildingsSwapped(player, building, out, field))
        self._check_unicorns(player, events)

    def _take_loan(self, player: int, events: list[Event] | None) -> None:
        """Draws money until it is worth at least 8."""
        drawn: list[int] = []
        while sum(CARD_VALUES[card] for card in drawn) < LOAN_LEAST:
            card = self._draw_money()
            if card is None:
                break
            drawn.append(card)
        self.hands[player].extend(drawn)
        self.hands[player].sort()
        self.loans[player] += 1
        if events is not None:
            events.append(ev.LoanTaken(player, len(drawn), self.loans[player]))

    def _repay(self, player: int, cards: tuple[int, ...], events: list[Event] | None) -> None:
        """Repays one loan with cards worth at least 12 (no action)."""
        self._pay(player, cards)
        self.loans[player] -= 1
        if events is not None:
            events.append(ev.LoanRepaid(player, cards, self.loans[player]))

    def _actions_done(self, events: list[Event] | None) -> None:
        """The turn's actions are over: bought buildings wait to be placed, else the turn ends."""
        self.bonus = False
        if self.to_place:
            self.phase = PLACE
            self.placer = self.current
            self.place_reason = TURN_END
        else:
            self._end_turn(events)

    # ---- placing bought buildings ---------------------------------------------------------

    def _place(self, player: int, move: Move, events: list[Event] | None) -> None:
        """Builds, plans or gives away one waiting building; the last one moves the game on."""
        kind = type(move)
        building: int = move.building  # type: ignore[attr-defined]
        self.to_place.remove(building)
        if kind is Build:
            self._build(player, building, move.field, self.place_reason, events)  # type: ignore[attr-defined]
        elif kind is Plan:
            self.planning[player].append(building)
            self.planning[player].sort()
            if events is not None:
                events.append(ev.BuildingPlanned(player, building))
        else:
            self.fund.append(building)
            self.fund.sort()
            if events is not None:
                events.append(ev.BuildingToFund(player, building))
        if self.to_place:
            return
        if self.place_reason == TURN_START:
            self.phase = ACTION
        elif self.place_reason == AWARD:
            self._next_award(events)
        else:
            self._end_turn(events)

    # ---- the Lobbyist ----------------------------------------------------------------------

    def _lobby_buy(self, player: int, move: LobbyBuy, events: list[Event] | None) -> None:
        """A Lobbyist buys during another player's turn (no bonus action): the building waits
        for the start of his next turn, the trading place is refilled from the bag at once."""
        place = move.place
        price = self.price(player, place)
        building = self.market[place]
        self._pay(player, move.cards)
        self.lobby_pending[player] = building  # type: ignore[assignment]
        self.market[place] = self.bag.pop() if self.bag else None
        if events is not None:
            events.append(
                ev.BuildingBought(player, place, building, move.cards, price, False, True)  # type: ignore[arg-type]
            )
            if self.market[place] is not None:
                events.append(ev.MarketRefilled(place, self.market[place]))  # type: ignore[arg-type]

    # ---- turns, refilling and special cards -----------------------------------------------

    def _end_turn(self, events: list[Event] | None) -> None:
        """Round news run out, Kapital and Weltmarkt refill (special cards act), then the next
        player's turn begins."""
        player = self.current
        for news in list(self.news):
            self.news[news] -= 1
            if self.news[news] <= 0:
                del self.news[news]
                if news == "hafenstreik":
                    self.closed_place = -1
                if events is not None:
                    events.append(ev.NewsEnded(news))
        if self.lobby_rest[player]:
            self.lobby_rest[player] -= 1
        if events is not None:
            events.append(ev.TurnEnded(player))
        if not self._refill(events):
            self._close_trading(events)
            return
        self._begin_turn((player + 1) % self.players, events)

    def _begin_turn(self, player: int, events: list[Event] | None) -> None:
        """The player's turn: first the Lobbyist's building, then one action."""
        self.current = player
        self.phase = ACTION
        self.bonus = False
        if events is not None:
            events.append(ev.TurnBegan(player))
        if self.lobby_pending[player] >= 0:
            self.to_place = [self.lobby_pending[player]]
            self.lobby_pending[player] = -1
            self.lobby_rest[player] = LOBBY_REST_TURNS
            self.phase = PLACE
            self.placer = player
            self.place_reason = TURN_START

    def _draw_money(self) -> int | None:
        """The top money card (special cards drawn on the way are set aside); the discard pile
        is shuffled into a new deck when the deck runs out."""
        while True:
            if not self.deck:
                if not self.discard:
                    return None
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
            card = self.deck.pop()
            if card < STARTUP:
                return card
            self.set_aside.append(card)

    def _refill(self, events: list[Event] | None) -> bool:
        """Refills the Kapital, acting on special cards as they come, then the Weltmarkt;
        False when the Weltmarkt cannot be refilled (Handelsschluss)."""
        self._resolve_set_aside(events)
        for slot in range(KAPITAL_SIZE):
            while self.kapital[slot] is None:
                card = self._draw_money()
                self._resolve_set_aside(events)
                if card is None:
                    break
                self.kapital[slot] = card
                if events is not None:
                    events.append(ev.KapitalRefilled(slot, card))
        for place in range(MARKET_SIZE):
            if self.market[place] is None:
                if not self.bag:
                    return False
                self.market[place] = self.bag.pop()
                if events is not None:
                    events.append(ev.MarketRefilled(place, self.market[place]))  # type: ignore[arg-type]
        return True

    def _resolve_set_aside(self, events: list[Event] | None) -> None:
        """Acts on every special card drawn so far, in the order they came."""
        while self.set_aside:
            card = self.set_aside.pop(0)
            if card == STARTUP:
                self._score(STARTUP_SCORING, events)
                if self.players == 2:
                    self._fund_buys(FUND_AFTER_STARTUP, events)
            elif card == VENTURE_CAPITAL:
                self._score(VENTURE_SCORING, events)
                if self.players == 2:
                    self._fund_buys(len(self.bag) // FUND_SHARE_AFTER_VENTURE, events)
            else:
                self._reveal_news(news_name(card), events)

    def _reveal_news(self, news: str, events: list[Event] | None) -> None:
        """Wirtschaftsnachrichten act as they are revealed."""
        place = -1
        if news in ROUND_NEWS:
            self.news[news] = self.players
            if news == "hafenstreik":
                place = self.rng.randrange(MARKET_SIZE)
                self.closed_place = place
        elif news in ("tech_boom", "bauboom"):
            if news not in self.booms:
                self.booms.append(news)
        if events is not None:
            events.append(ev.NewsRevealed(news, place))
        if news == "zinswende":
            for player in self._round_order():
                hand = self.hands[player]
                if hand:
                    smallest = min(hand, key=lambda card: (CARD_VALUES[card], card))
                    hand.remove(smallest)
                    self.discard.append(smallest)
                    if events is not None:
                        events.append(ev.CardGivenUp(player, smallest))
        elif news == "konjunkturpaket":
            for player in self._round_order():
                card = self._draw_money()
                if card is None:
                    break
                self.hands[player].append(card)
                self.hands[player].sort()
                if events is not None:
                    events.append(ev.CardGranted(player))

    def _round_order(self) -> list[int]:
        """Every player once, beginning with the one whose turn it is."""
        return [(self.current + step) % self.players for step in range(self.players)]

    def _fund_buys(self, count: int, events: list[Event] | None) -> None:
        """The Staatsfonds takes buildings from the bag (never a Sonderwirtschaftszone)."""
        taken: list[int] = []
        zones: list[int] = []
        while len(taken) < count and self.bag:
            building = self.bag.pop()
            (zones if BUILDINGS[building].is_zone else taken).append(building)
        if zones:
            self.bag.extend(zones)
            self.rng.shuffle(self.bag)
        self.fund.extend(taken)
        self.fund.sort()
        if events is not None and taken:
            events.append(ev.FundBought(tuple(taken)))

    def _set_exchange_rates(self, events: list[Event] | None) -> None:
        """Wechselkurse: the currency the players hold least of is strong, the most weak.

        The rates change every time they are set anew: the currency strong so far cannot be
        strong again, the weak one not weak again (at the deal there are no rates yet).
        """
        totals = [0] * len(CURRENCIES)
        for hand in self.hands:
            for card in hand:
                currencies = CARD_CURRENCIES[card]
                if len(currencies) == 1:
                    totals[currencies[0]] += CARD_VALUES[card]
        order = range(len(CURRENCIES))
        was_strong, was_weak = self.strong, self.weak
        self.strong = min(
            (currency for currency in order if currency != was_strong),
            key=lambda currency: (totals[currency], currency),
        )
        self.weak = max(
            (currency for currency in order if currency not in (self.strong, was_weak)),
            key=lambda currency: (totals[currency], -currency),
        )
        if events is not None:
            # Only the rates: the totals would tell every seat what the others hold.
            events.append(ev.ExchangeRatesSet(self.strong, self.weak))

    def _check_unicorns(self, player: int, events: list[Event] | None) -> None:
        """The first to have enough buildings of a branch in his empire gets 6 points."""
        if "unicorn" not in self.modules or -1 not in self.unicorns:
            return
        counts = geometry.branch_counts(self.empires[player])
        for branch, owner in enumerate(self.unicorns):
            if owner < 0 and counts[branch] >= unicorn_threshold(self, branch):
                self.unicorns[branch] = player
                self.points[player] += UNICORN_POINTS
                if events is not None:
                    events.append(ev.UnicornWon(player, branch, UNICORN_POINTS))

    def _score(self, scoring: int, events: list[Event] | None) -> None:
        """Holds a scoring; the Wechselkurse change after it."""
        hold_scoring(self, scoring, events)
        self.scorings = scoring + 1
        if "wechselkurse" in self.modules and scoring != IPO_SCORING:
            self._set_exchange_rates(events)

    # ---- the end ---------------------------------------------------------------------------

    def _close_trading(self, events: list[Event] | None) -> None:
        """Handelsschluss: each market building goes to the most money in its currency; waiting
        Lobbyist buildings are placed too; then the IPO scoring."""
        if events is not None:
            events.append(ev.TradingClosed())
        awards: list[list[int]] = []
        for place, building in enumerate(self.market):
            if building is None:
                continue
            self.market[place] = None
            held = [money_in(hand, place) for hand in self.hands]
            best = max(held)
            winners = [player for player, amount in enumerate(held) if amount == best]
            winner = winners[0] if len(winners) == 1 and best > 0 else -1
            if winner < 0:
                self.gone.append(building)
                self.gone.sort()
            else:
                awards.append([winner, building])
            if events is not None:
                events.append(ev.BuildingAwarded(place, building, winner))
        for player, building in enumerate(self.lobby_pending):
            if building >= 0:
                awards.append([player, building])
                self.lobby_pending[player] = -1
        self.awards = awards
        self._next_award(events)

    def _next_award(self, events: list[Event] | None) -> None:
        """Lets the next awarded building be placed, or holds the IPO scoring."""
        if self.awards:
            player, building = self.awards.pop(0)
            self.to_place = [building]
            self.placer = player
            self.place_reason = AWARD
            self.phase = PLACE
            return
        self._score(IPO_SCORING, events)
        self.phase = OVER
        if events is not None:
            events.append(ev.GameEnded(tuple(self.points)))

    # ---- copies, views and saves -----------------------------------------------------------

    def copy(self) -> SpeedtycoonState:
        """An independent copy, without deepcopy."""
        twin = SpeedtycoonState.__new__(SpeedtycoonState)
        twin._game = self._game
        twin.players = self.players
        twin.options = self.options
        twin.modules = self.modules
        twin.rng = copy_rng(self.rng)
        twin.phase = self.phase
        twin.current = self.current
        twin.start_player = self.start_player
        twin.dealt = self.dealt
        twin.hands = [hand[:] for hand in self.hands]
        twin.deck = self.deck[:]
        twin.discard = self.discard[:]
        twin.set_aside = self.set_aside[:]
        twin.kapital = self.kapital[:]
        twin.market = self.market[:]
        twin.bag = self.bag[:]
        twin.gone = self.gone[:]
        twin.empires = [empire.copy() for empire in self.empires]
        twin.planning = [planned[:] for planned in self.planning]
        twin.fund = self.fund[:]
        twin.points = self.points[:]
        twin.to_place = self.to_place[:]
        twin.placer = self.placer
        twin.place_reason = self.place_reason
        twin.awards = [award[:] for award in self.awards]
        twin.bonus = self.bonus
        twin.scorings = self.scorings
        twin.news = dict(self.news)
        twin.closed_place = self.closed_place
        twin.booms = self.booms[:]
        twin.orders = self.orders  # never changes after set-up
        twin.tips = self.tips[:]
        twin.tunnels_left = self.tunnels_left[:]
        twin.loans = self.loans[:]
        twin.lobby_pending = self.lobby_pending[:]
        twin.lobby_rest = self.lobby_rest[:]
        twin.unicorns = self.unicorns[:]
        twin.strong = self.strong
        twin.weak = self.weak
        twin._legal = self._legal
        return twin

    def view(self, player: int | None) -> dict[str, Any]:
        """What this player (None: a spectator) may see."""
        from game.rules.speedtycoon.view import view_of

        return view_of(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole state for saving."""
        from game.rules.speedtycoon.saving import state_to_dict

        return state_to_dict(self)

    def resample_hidden(self, player: int, rng: random.Random) -> SpeedtycoonState:
        """The same game for this player with hidden hands, deck and bag drawn anew."""
        from game.rules.speedtycoon.hidden import resample_hidden

        return resample_hidden(self, player, rng)


def special_windows(length: int, modules: frozenset[str]) -> dict[int, tuple[int, int]]:
    """Where each special card goes into a money deck of this length after the deal: the money
    cards above it at least and fewer than. Startup lies in the second fifth, Venture Capital
    in the fourth (Blitz counts the deck shorter), news anywhere below the top card."""
    scored = length
    if "blitz" in modules:
        share, whole = BLITZ_DECK_SHARE
        scored = length * share // whole
    fifth = scored / FIFTHS
    startup = int(fifth)
    venture = int(3 * fifth)
    # Drawn in this order at the deal (the seeded games depend on it).
    windows = {
        STARTUP: (startup, startup + max(1, int(2 * fifth) - startup)),
        VENTURE_CAPITAL: (venture, venture + max(1, int(4 * fifth) - venture)),
    }
    if "nachrichten" in modules:
        windows.update((card, (1, max(2, length))) for card in NEWS_CARDS)
    return windows


def insert_specials(deck: list[int], depths: dict[int, int]) -> None:
    """Puts special cards into a deck of money, each under as many money cards as its depth
    (the top of the deck is the end of the list)."""
    # Where two lie equally deep, the later of this order ends up above the earlier.
    order = [VENTURE_CAPITAL, STARTUP, *NEWS_CARDS]
    specials = [(depths[card], card) for card in order if card in depths]
    # Deepest first, so that inserting one does not move the places of those above it.
    for depth, card in sorted(specials, key=lambda item: -item[0]):
        deck.insert(len(deck) - depth, card)


def _blitz_removed() -> set[int]:
    """The 18 buildings Blitz takes out: of every branch the 2nd, 4th and 6th cheapest."""
    removed: set[int] = set()
    first = 1
    for size in BRANCH_SIZES:
        ranked = sorted(range(first, first + size), key=lambda n: (BUILDINGS[n].price, n))
        removed.update(ranked[rank] for rank in BLITZ_REMOVED_RANKS)
        first += size
    return removed


# The lists below are kept with the empire until it changes: a player's Planung changes far
# more often than his empire, and buildings with the same highways fit the same fields.


def _build_moves(empire: Empire, building: int, tunnels: int) -> tuple[Move, ...]:
    """Building this building on each field where it may stand."""
    lists = empire.known_lists
    key = ("build", building, tunnels)
    moves = lists.get(key)
    if moves is None:
        fits = ("fields", HIGHWAYS[building], tunnels)
        fields = lists.get(fits)
        if fields is None:
            fields = lists[fits] = tuple(geometry.allowed_fields(empire, building, tunnels))
        moves = lists[key] = tuple(build_move(building, field) for field in fields)
    return moves  # type: ignore[no-any-return]


def _tear_down_moves(empire: Empire) -> tuple[Move, ...]:
    """Tearing down each building that may go."""
    moves = empire.known_lists.get("tear down")
    if moves is None:
        moves = empire.known_lists["tear down"] = tuple(
            tear_down_move(field) for field in geometry.removable_fields(empire)
        )
    return moves  # type: ignore[no-any-return]


def _swap_moves(empire: Empire, building: int) -> tuple[Move, ...]:
    """Swapping this building for each one it may replace."""
    lists = empire.known_lists
    key = ("swap", building)
    moves = lists.get(key)
    if moves is None:
        fits = ("swappable", HIGHWAYS[building])
        fields = lists.get(fits)
        if fields is None:
            fields = lists[fits] = geometry.swappable_fields(empire, building)
        moves = lists[key] = tuple(swap_move(building, field) for field in fields)
    return moves  # type: ignore[no-any-return]


@lru_cache(maxsize=1 << 14)
def _purchases(
    kind: type[Buy] | type[LobbyBuy], hand: tuple[int, ...], prices: tuple[int, ...]
) -> tuple[Move, ...]:
    """Every purchase of this kind a hand allows at the trading places' prices (0: none),
    remembered: the same hand meets the same prices again and again."""
    moves: tuple[Move, ...] = ()
    for place, cards_there in enumerate(cards_by_currency(hand)):
        if prices[place]:
            moves += _purchases_at(kind, place, cards_there, prices[place])
    return moves


@lru_cache(maxsize=1 << 14)
def _purchases_at(
    kind: type[Buy] | type[LobbyBuy], place: int, cards: tuple[int, ...], price: int
) -> tuple[Move, ...]:
    """The purchases at one trading place with the hand's cards of its currency, remembered:
    taking other currencies leaves them as they were."""
    return tuple(kind(place, payment) for payment in sorted_payments(cards, price))


@lru_cache(maxsize=1 << 15)
def _takings(values: tuple[int, ...], tips: bool) -> tuple[TakeMoney, ...]:
    """Every take from a Kapital with these values in its slots (0: empty), with the
    Insidertipp's takes while the player holds a tip."""
    moves = tuple(TakeMoney(slots) for slots in takes_by_values(values, False))
    if tips:
        moves += tuple(TakeMoney(slots, True) for slots in takes_by_values(values, True))
    return moves
