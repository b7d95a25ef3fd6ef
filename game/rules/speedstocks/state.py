"""The Speedstocks state: rounds, simultaneous choice, placement with every special symbol."""

from __future__ import annotations

import random
from typing import Any

from game.rules.core import Event, Game, IllegalMoveError, Move, Outcome, State, places_from_scores
from game.rules.randomness import copy_rng
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW, Choose, TakeRow
from game.rules.speedstocks.rows import fewest_bears_row, long_count, row_bears, target_row
from game.rules.speedstocks.stocks import (
    BEARS,
    BLACK_SWAN,
    BLACK_SWAN_COPY,
    CARDS_PER_HAND,
    EXCHANGES,
    GAME_END_BEARS,
    HAUSSE_AFTER_TURN,
    HAUSSE_CARDS,
    HAUSSE_CHANCE,
    HIGHEST_STOCK,
    IPO,
    IPO_COPY,
    IPO_ROW,
    LAPSE_ON_KURSSTURZ,
    LONG_AFTER,
    LONG_BEFORE,
    ROW_PLACES,
    SHORT_AFTER,
    SHORT_BEFORE,
    SMALLEST_ROW_CAPACITY,
    SPLIT,
    SPLIT_COPY,
    STOCK_BITS,
    SYMBOL_SET,
    TURNS_PER_ROUND,
    TURNS_WITH_HAUSSE,
    symbol_name,
)

CHOOSING = "choose"
KURSSTURZ = "kurssturz"
OVER = "over"

EXCHANGE_COUNT = len(EXCHANGES)
# The players still choosing, by bit mask of those who have not chosen yet.
_ACTING_BY_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(player for player in range(4) if mask >> player & 1) for mask in range(16)
)
_CHOOSE_OF = CHOOSE.__getitem__


def stocks_in_play(players: int, taktik: bool) -> int:
    """The highest stock in the deck: 104, or 10 × players + 4 in the Taktik variant."""
    return CARDS_PER_HAND * players + 4 if taktik else HIGHEST_STOCK


class SpeedstocksState(State):
    """A game of Speedstocks in progress."""

    __slots__ = (
        "_game",
        "players",
        "options",
        "taktik",
        "special",
        "rng",
        "round",
        "turn",
        "last_turn",
        "hausse",
        "phase",
        "hands",
        "deck",
        "symbols",
        "rows",
        "capacity",
        "chosen",
        "waiting",
        "queue",
        "kurssturz",
        "bears_round",
        "bears_total",
        "history",
        "played",
    )

    def __init__(self, game: Game, players: int, options: dict[str, str], rng: random.Random):
        self._game = game
        self.players = players
        self.options = options
        self.taktik = options["variant"] == "taktik"
        self.special = options["special"] == "on"
        self.rng = rng
        self.round = 0
        self.turn = 0
        self.last_turn = TURNS_PER_ROUND
        self.hausse = False
        self.phase = CHOOSING
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.deck: list[int] = []  # the top of the pile is the end of the list
        self.symbols: list[int] = [0] * (HIGHEST_STOCK + 1)
        self.rows: list[list[int]] = []  # four exchanges, and the IPO row as a fifth when open
        self.capacity: list[int] = []  # how many places a row holds before its Margin Call
        self.chosen: list[int] = [0] * players  # 0: not chosen yet
        self.waiting = (1 << players) - 1  # bit mask of the players still choosing
        # Revealed (stock, player) pairs still to place, highest first.
        self.queue: list[tuple[int, int]] = []
        self.kurssturz: tuple[int, int] | None = None  # (stock, player) waiting for a row choice
        self.bears_round = [0] * players
        self.bears_total = [0] * players
        self.history: list[list[int]] = []
        self.played: list[int] = []  # stocks face up this round, openers first

    # ---- the protocol -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The Speedstocks game."""
        return self._game

    def to_act(self) -> tuple[int, ...]:
        """Who still chooses a stock, or who must choose a row after a Kurssturz."""
        if self.phase == CHOOSING:
            return _ACTING_BY_MASK[self.waiting]
        if self.phase == KURSSTURZ:
            return (self.kurssturz[1],)  # type: ignore[index]
        return ()

    def legal_moves(self, player: int) -> tuple[Move, ...]:
        """The stocks in hand while choosing, or the four exchanges after one's Kurssturz."""
        if self.phase == CHOOSING:
            if self.chosen[player]:
                return ()
            return tuple(map(_CHOOSE_OF, self.hands[player]))
        if self.phase == KURSSTURZ and self.kurssturz[1] == player:  # type: ignore[index]
            return TAKE_ROW
        return ()

    def play(self, player: int, move: Move) -> list[Event]:
        """Checks and applies a move; an illegal one raises IllegalMoveError and changes nothing."""
        self._check(player, move)
        events: list[Event] = []
        self._apply(player, move, events)
        return events

    def apply(self, player: int, move: Move) -> None:
        """Applies a legal move without checks or events."""
        self._apply(player, move, None)

    def is_terminal(self) -> bool:
        """Whether Börsenschluss has come."""
        # == rather than is: a loaded state's phase is an equal string, not the same object.
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """Bears and places once the game is over (fewest bears first, ties share)."""
        if self.phase != OVER:
            return None
        scores = tuple(self.bears_total)
        return Outcome(scores, places_from_scores(scores, lower_is_better=True), True)

    def copy(self) -> SpeedstocksState:
        """An independent copy (lists copied by hand; no deepcopy on the bots' hot path)."""
        twin = SpeedstocksState.__new__(SpeedstocksState)
        twin._game = self._game
        twin.players = self.players
        twin.options = self.options
        twin.taktik = self.taktik
        twin.special = self.special
        twin.rng = copy_rng(self.rng)
        twin.round = self.round
        twin.turn = self.turn
        twin.last_turn = self.last_turn
        twin.hausse = self.hausse
        twin.phase = self.phase
        twin.hands = [hand[:] for hand in self.hands]
        twin.deck = self.deck[:]
        twin.symbols = self.symbols[:]
        twin.rows = [row[:] for row in self.rows]
        twin.capacity = self.capacity[:]
        twin.chosen = self.chosen[:]
        twin.waiting = self.waiting
        twin.queue = self.queue[:]
        twin.kurssturz = self.kurssturz
        twin.bears_round = self.bears_round[:]
        twin.bears_total = self.bears_total[:]
        twin.history = [line[:] for line in self.history]
        twin.played = self.played[:]
        return twin

    def view(self, player: int | None) -> dict[str, Any]:
        """What this player may see (None: a spectator)."""
        from game.rules.speedstocks.view import player_view

        return player_view(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole state for saving."""
        from game.rules.speedstocks.saving import state_to_dict

        return state_to_dict(self)

    def resample_hidden(self, player: int, rng: random.Random) -> SpeedstocksState:
        """A state consistent with this player's view, the hidden stocks and symbols redrawn."""
        from game.rules.speedstocks.hidden import resample_hidden

        return resample_hidden(self, player, rng)

    # ---- public facts for bots and the client ------------------------------------------------

    def place_alone(self, player: int, stock: int) -> list[Event]:
        """Places one stock as if revealed alone and returns its events; use it on a copy."""
        self.queue = [(stock, player)]
        events: list[Event] = []
        self._place_queue(events)
        self.queue = []
        return events

    def row_end(self, row: int) -> int:
        """The stock number at the end of a row."""
        return self.rows[row][-1] & STOCK_BITS

    def row_bears(self, row: int) -> int:
        """The bears lying on a row."""
        return row_bears(self.rows[row])

    def fewest_bears_row(self) -> int:
        """The exchange with the fewest bears (the first of them on a tie), the rules text's tip."""
        return fewest_bears_row(self.rows)

    def symbol_visible_to(self, player: int | None, stock: int) -> int:
        """The symbol of a stock as this player sees it (0 where it is hidden from him)."""
        if not self.special:
            return 0
        if stock in self.played or (
            player is not None and (stock in self.hands[player] or self.chosen[player] == stock)
        ):
            return self.symbols[stock]
        return 0

    # ---- checking -----------------------------------------------------------------------------

    def _check(self, player: int, move: Move) -> None:
        """IllegalMoveError in words when the move may not be made now."""
        if self.phase == OVER:
            raise IllegalMoveError("the game is over (Börsenschluss); no more moves")
        if type(player) is not int or not 0 <= player < self.players:
            raise IllegalMoveError(
                f"there is no player {player!r} at this table (players 0 to {self.players - 1})"
            )
        if not isinstance(move, (Choose, TakeRow)):
            raise IllegalMoveError(f"{move!r} is not a Speedstocks move")
        if self.phase == KURSSTURZ:
            stock, taker = self.kurssturz  # type: ignore[misc]
            if player != taker:
                raise IllegalMoveError(
                    f"it is not player {player}'s move: player {taker} must first choose the "
                    f"exchange to take after the Kurssturz of stock {stock}"
                )
            if not isinstance(move, TakeRow):
                raise IllegalMoveError(
                    f"player {player} must first choose which exchange to take after the "
                    f"Kurssturz of stock {stock} ('take 1' to 'take 4')"
                )
            if type(move.row) is not int or not 0 <= move.row < EXCHANGE_COUNT:
                raise IllegalMoveError(
                    f"there is no exchange {move.row!r} to take; take 1 to 4 "
                    f"({', '.join(EXCHANGES)}); the IPO row cannot be taken"
                )
            return
        if isinstance(move, TakeRow):
            raise IllegalMoveError("no Kurssturz is waiting for an exchange choice now")
        if self.chosen[player]:
            raise IllegalMoveError(f"player {player} has already chosen a stock this turn")
        # A bool or float would pass the hand test (True == 1, 5.0 == 5) and break the state.
        if type(move.stock) is not int or move.stock not in self.hands[player]:
            raise IllegalMoveError(f"stock {move.stock!r} is not in player {player}'s hand")

    # ---- applying -----------------------------------------------------------------------------

    def _apply(self, player: int, move: Move, events: list[Event] | None) -> None:
        """Applies a legal move, appending events when a list is given."""
        if self.phase == KURSSTURZ:
            self._take_after_kurssturz(move.row, events)  # type: ignore[attr-defined]
        else:
            stock = move.stock  # type: ignore[attr-defined]
            self.hands[player].remove(stock)
            self.chosen[player] = stock
            self.waiting &= ~(1 << player)
            if events is not None:
                events.append(ev.StockChosen(player))
            if self.waiting:
                return
            self._reveal(events)
        if self._place_queue(events):
            self._end_turn(events)

    def _reveal(self, events: list[Event] | None) -> None:
        """All chosen stocks turn over; they are placed from the lowest to the highest."""
        queue = sorted(zip(self.chosen, range(self.players)), reverse=True)
        self.queue = queue
        self.played.extend(sorted(self.chosen))
        if events is not None:
            symbols = self.symbols
            events.append(
                ev.StocksRevealed(
                    self.turn,
                    tuple(
                        ev.RevealedStock(player, stock, symbol_name(symbols[stock]))
                        for stock, player in reversed(queue)
                    ),
                )
            )

    def _place_queue(self, events: list[Event] | None) -> bool:
        """Places the revealed stocks in order; False when a Kurssturz waits for a row choice."""
        queue = self.queue
        if self.special:
            while queue:
                stock, player = queue.pop()
                if not self._place_special(stock, player, events):
                    return False
        else:
            rows = self.rows
            while queue:
                stock, player = queue.pop()
                best = target_row(rows, stock)
                if best < 0:
                    self._await_kurssturz(stock, player, events)
                    return False
                row = rows[best]
                if len(row) >= ROW_PLACES:
                    self._margin_call(best, stock, player, "full", events)
                else:
                    row.append(stock)
                    if events is not None:
                        events.append(ev.StockPlaced(player, stock, best, len(row)))
        return True

    def _place_special(self, stock: int, player: int, events: list[Event] | None) -> bool:
        """Places one stock with its symbol; False when a Kurssturz now waits for a row choice."""
        symbol = self.symbols[stock]
        if symbol == IPO:
            self._open_ipo(stock, player, events)
            return True
        target = target_row(self.rows, stock)
        if target < 0:
            if symbol in LAPSE_ON_KURSSTURZ and events is not None:
                events.append(ev.SymbolLapsed(player, stock, symbol_name(symbol), "kurssturz"))
            self._await_kurssturz(stock, player, events)
            return False
        row = self.rows[target]
        if symbol == LONG_BEFORE:
            self._long(target, stock, player, "vorher", events)
        elif symbol == SHORT_BEFORE:
            self._short(target, stock, player, "vorher", events)
        if symbol == SPLIT:
            if 2 * len(row) + 1 > self.capacity[target]:
                self._margin_call(target, stock, player, "split", events)
            else:
                self._split(target, stock, player, events)
        elif len(row) >= self.capacity[target]:
            cause = "short" if symbol == SHORT_BEFORE else "full"
            self._margin_call(target, stock, player, cause, events)
            if symbol in (LONG_AFTER, SHORT_AFTER) and events is not None:
                events.append(
                    ev.SymbolLapsed(player, stock, symbol_name(symbol), "own_margin_call")
                )
        else:
            row.append(stock)
            if events is not None:
                events.append(ev.StockPlaced(player, stock, target, len(row)))
            if symbol == LONG_AFTER:
                self._long(target, stock, player, "nachher", events)
            elif symbol == SHORT_AFTER:
                self._short(target, stock, player, "nachher", events)
                if len(row) > self.capacity[target]:
                    # The Short made its own row overfull: the short seller takes it himself.
                    row.pop()
                    self._margin_call(target, stock, player, "short", events)
        if symbol == BLACK_SWAN:
            self._black_swan(stock, player, events)
        return True

    def _await_kurssturz(self, stock: int, player: int, events: list[Event] | None) -> None:
        """Stops placing until the player chose the exchange to take."""
        self.phase = KURSSTURZ
        self.kurssturz = (stock, player)
        if events is not None:
            events.append(ev.KurssturzPending(player, stock, self.fewest_bears_row()))

    def _take_after_kurssturz(self, row_index: int, events: list[Event] | None) -> None:
        """The Kurssturz player takes the chosen exchange; his stock opens it anew."""
        stock, player = self.kurssturz  # type: ignore[misc]
        self.phase = CHOOSING
        self.kurssturz = None
        row = self.rows[row_index]
        bears = row_bears(row)
        self.bears_round[player] += bears
        if events is not None:
            events.append(
                ev.KurssturzTaken(
                    player, stock, row_index, tuple(entry & STOCK_BITS for entry in row), bears
                )
            )
        self.rows[row_index] = [stock]
        self._reset_capacity(row_index, events)
        if self.special and self.symbols[stock] == BLACK_SWAN:
            self._black_swan(stock, player, events)

    def _margin_call(
        self, row_index: int, stock: int, player: int, cause: str, events: list[Event] | None
    ) -> None:
        """The player takes the row; his stock opens it anew (or is swallowed with the IPO)."""
        row = self.rows[row_index]
        bears = row_bears(row)
        if row_index == IPO_ROW:
            bears += BEARS[stock]
            self.bears_round[player] += bears
            if events is not None:
                taken = tuple(entry & STOCK_BITS for entry in row) + (stock,)
                events.append(ev.IpoBurst(player, stock, row_index, taken, bears))
            del self.rows[IPO_ROW]
            del self.capacity[IPO_ROW]
            return
        self.bears_round[player] += bears
        if events is not None:
            taken = tuple(entry & STOCK_BITS for entry in row)
            place = self.capacity[row_index] + 1
            events.append(ev.MarginCall(player, stock, row_index, place, taken, bears, cause))
            events.append(ev.RowOpened(player, stock, row_index))
        self.rows[row_index] = [stock]
        self._reset_capacity(row_index, events)

    def _reset_capacity(self, row_index: int, events: list[Event] | None) -> None:
        """A taken row's Margin Call place glides back to its normal place."""
        if self.capacity[row_index] != ROW_PLACES:
            self.capacity[row_index] = ROW_PLACES
            if events is not None:
                events.append(ev.MarginCallPlaceReset(row_index, ROW_PLACES + 1))

    def _open_ipo(self, stock: int, player: int, events: list[Event] | None) -> None:
        """The IPO stock opens a fifth row, full at once: five times, at five times the bears."""
        self.rows.append([stock] + [stock | IPO_COPY] * (ROW_PLACES - 1))
        self.capacity.append(ROW_PLACES)
        if events is not None:
            events.append(ev.IpoOpened(player, stock, IPO_ROW, ROW_PLACES * BEARS[stock]))

    def _long(
        self, row_index: int, stock: int, player: int, timing: str, events: list[Event] | None
    ) -> None:
        """Long: the row's first stock leaves the game with its split copy; all move left."""
        row = self.rows[row_index]
        count = long_count(row)
        removed = tuple(entry & STOCK_BITS for entry in row[:count])
        del row[:count]
        if events is not None:
            events.append(ev.LongRemoved(player, stock, row_index, removed, timing))

    def _short(
        self, row_index: int, stock: int, player: int, timing: str, events: list[Event] | None
    ) -> None:
        """Short: the row's Margin Call moves one place left until the row is taken."""
        self.capacity[row_index] = max(SMALLEST_ROW_CAPACITY, self.capacity[row_index] - 1)
        if events is not None:
            events.append(
                ev.ShortShifted(player, stock, row_index, self.capacity[row_index] + 1, timing)
            )

    def _split(self, row_index: int, stock: int, player: int, events: list[Event] | None) -> None:
        """Split: each earlier stock counts double, a copy beside it; the split stock follows."""
        doubled: list[int] = []
        for entry in self.rows[row_index]:
            doubled.append(entry)
            doubled.append((entry & STOCK_BITS) | SPLIT_COPY)
        doubled.append(stock)
        self.rows[row_index] = doubled
        if events is not None:
            copies = tuple(place for place in range(2, len(doubled), 2))
            events.append(ev.SplitCopied(player, stock, row_index, copies))
            events.append(ev.StockPlaced(player, stock, row_index, len(doubled)))

    def _black_swan(self, stock: int, player: int, events: list[Event] | None) -> None:
        """Every exchange row that is not full fills with copies of its last stock."""
        if events is not None:
            events.append(ev.BlackSwanLanded(player, stock))
        for row_index in range(EXCHANGE_COUNT):
            row = self.rows[row_index]
            copy = (row[-1] & STOCK_BITS) | BLACK_SWAN_COPY
            while len(row) < self.capacity[row_index]:
                row.append(copy)
                if events is not None:
                    events.append(ev.BlackSwanCopy(row_index, len(row), copy & STOCK_BITS))

    def _end_turn(self, events: list[Event] | None) -> None:
        """After all stocks lie: next turn, the Hausse, or the round's Bilanz."""
        self.chosen = [0] * self.players
        self.waiting = (1 << self.players) - 1
        if self.turn < self.last_turn:
            self.turn += 1
            return
        if (
            self.special
            and not self.taktik
            and not self.hausse
            and self.turn == HAUSSE_AFTER_TURN
            and self.rng.random() < HAUSSE_CHANCE
        ):
            self._hausse(events)
            return
        self._score_round(events)

    def _hausse(self, events: list[Event] | None) -> None:
        """The Hausse: everyone draws five more stocks and the round goes on to turn 15."""
        self.hausse = True
        self.last_turn = TURNS_WITH_HAUSSE
        deck = self.deck
        for hand in self.hands:
            hand.extend(deck[-HAUSSE_CARDS:])
            del deck[-HAUSSE_CARDS:]
            hand.sort()
        self.turn += 1
        if events is not None:
            events.append(ev.HausseCame(HAUSSE_CARDS, TURNS_WITH_HAUSSE))

    def _score_round(self, events: list[Event] | None) -> None:
        """Bilanz: the round's bears are added; at 66 or more the game ends."""
        for player in range(self.players):
            self.bears_total[player] += self.bears_round[player]
        self.history.append(self.bears_round[:])
        if events is not None:
            events.append(
                ev.RoundScored(self.round, tuple(self.bears_round), tuple(self.bears_total))
            )
        if max(self.bears_total) >= GAME_END_BEARS:
            self.phase = OVER
            self.rows = []
            self.capacity = []
            if events is not None:
                outcome = self.outcome()
                events.append(ev.GameOver(outcome.scores, outcome.places))  # type: ignore[union-attr]
            return
        self.deal(events)

    def deal(self, events: list[Event] | None) -> None:
        """A new round: symbols spread, ten stocks each, four symbol-free openers."""
        rng = self.rng
        self.round += 1
        self.turn = 1
        self.last_turn = TURNS_PER_ROUND
        self.hausse = False
        self.bears_round = [0] * self.players
        # Sorting by random keys is a uniform shuffle and much faster than random.shuffle.
        random_key = rng.random
        deck = sorted(
            range(1, stocks_in_play(self.players, self.taktik) + 1), key=lambda _: random_key()
        )
        symbols = [0] * (HIGHEST_STOCK + 1)
        if self.special:
            # The symbols go onto all 104 stocks, also in Taktik where only the lower ones play.
            for stock, symbol in zip(
                rng.sample(range(1, HIGHEST_STOCK + 1), len(SYMBOL_SET)), SYMBOL_SET
            ):
                symbols[stock] = symbol
        self.symbols = symbols
        # The openers are the first four symbol-free stocks from the top. The symbol stocks passed
        # over go back into the pile, each at a random place: left on top they would all go to
        # the first hand (seat 0 had 2.0 symbol stocks a deal against 1.44 for the others).
        openers: list[int] = []
        passed_over: list[int] = []
        while len(openers) < EXCHANGE_COUNT:
            stock = deck.pop()
            if symbols[stock]:
                passed_over.append(stock)
            else:
                openers.append(stock)
        for stock in passed_over:
            deck.insert(int(random_key() * (len(deck) + 1)), stock)
        self.rows = [[stock] for stock in openers]
        self.capacity = [ROW_PLACES] * EXCHANGE_COUNT
        for player in range(self.players):
            hand = deck[-CARDS_PER_HAND:]
            del deck[-CARDS_PER_HAND:]
            hand.sort()
            self.hands[player] = hand
        self.deck = deck
        self.played = openers[:]
        self.chosen = [0] * self.players
        self.waiting = (1 << self.players) - 1
        self.queue = []
        self.kurssturz = None
        self.phase = CHOOSING
        if events is not None:
            events.append(ev.RoundStarted(self.round, tuple(openers), CARDS_PER_HAND))
