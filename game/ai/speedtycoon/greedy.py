"""A quick greedy player: majorities as they stand, exact payments, money by its value, fields by
their four sides. The easy bot plays it with noise; the strong bot's play-outs play it for every
seat.

Its scores are rough points: a building is worth more the more it does for the branch race it
joins (taking or keeping the lead, drawing level, closing a gap), money is worth MONEY_POINT a
unit, an exact payment a further action.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.speedtycoon.candidates import (
    buy_moves,
    can_take_loan,
    lobby_moves,
    near_end,
    open_places,
    repay_move,
    take_moves,
)
from game.ai.speedtycoon.money_plan import hand_total
from game.ai.speedtycoon.placement import quick_field
from game.ai.speedtycoon.timing import Outlook, outlook_of
from game.rules.core import Move
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS, CURRENCIES
from game.rules.speedtycoon.money import CARD_CURRENCIES, CARD_VALUES
from game.rules.speedtycoon.moves import (
    END_TURN,
    PASS,
    TAKE_LOAN,
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Swap,
    TakeMoney,
)
from game.rules.speedtycoon.payment_choice import price_hits, sums_in
from game.rules.speedtycoon.state import PLACE, SpeedtycoonState

MONEY_POINT = 0.42
# A hand worth more than this has money to spare: each unit counts for less (at buying and at
# taking), so that the player spends rather than hoards.
COMFORTABLE = 20
EXTRA_ACTION = 2.0
# What a building does for its branch race: leading alone after it, drawing level with the
# leader, catching up from behind (divided by the gap), or adding to a lead (divided by it).
TAKE_LEAD = 5.0
DRAW_LEVEL = 3.6
CATCH_UP = 2.4
ADD_TO_LEAD = 3.0
# Dearer branches pay more at every scoring: Logistik ×1.0 up to Wolkenkratzer ×1.5.
BRANCH_STEP = 0.1
ZONE_POINTS = 3.5
# A take that lets the hand pay a wanted building exactly next turn.
EXACT_NEXT = 0.9
WANTED = 3.0
# Placing: the quick field gain counts this much; a building that fits nowhere is planned.
FIELD_SHARE = 0.5
PLANNED_LOSS = 0.5
# Tools: a tip kept, a loan's cost (it is most often repaid from spare money), a rested Lobbyist.
TIP_KEPT = 1.3
LOAN_COST = 2.0
LOAN_MONEY = 9.5
POOR_HAND = 12
LOBBY_KEPT = 1.0
LOBBY_THRESHOLD = 0.5


def forced_move(state: SpeedtycoonState, player: int) -> Move:
    """With nothing to take, buy or build: a swap if there is one, else a tear-down (or the end
    where the engine offers it)."""
    moves = state.legal_moves(player)
    swaps = [move for move in moves if isinstance(move, Swap)]
    return swaps[0] if swaps else moves[0]


class Desires:
    """How much one player wants a building of each branch now, from the branch counts."""

    def __init__(self, state: SpeedtycoonState, player: int) -> None:
        counts = [state.branch_counts(other) for other in range(state.players)]
        if state.players == 2:
            counts.append(state.fund_counts())
        self.mine = counts[player]
        self.best_other = [
            max(row[branch] for seat, row in enumerate(counts) if seat != player)
            for branch in range(len(BRANCHES))
        ]
        self.orders = state.orders[player]
        self.zones = "sonderzonen" in state.modules

    def of(self, building: int) -> float:
        """Rough points one more building of this kind is worth to the player."""
        branch = BUILDINGS[building].branch
        if branch is None:
            return ZONE_POINTS if self.zones else 0.0
        step = 2 if building in self.orders else 1
        mine = self.mine[branch]
        after = mine + step
        other = self.best_other[branch]
        if after > other:
            worth = TAKE_LEAD if mine <= other else ADD_TO_LEAD / (mine - other)
        elif after == other:
            worth = DRAW_LEVEL
        else:
            worth = CATCH_UP / (other - after)
        return worth * (1.0 + BRANCH_STEP * branch)


def coverage_gained(cards: list[int], sums: list[int]) -> int:
    """Exact prices the hand (its sums per currency) newly hits with these cards added."""
    grown = sums[:]
    for card in cards:
        for currency in CARD_CURRENCIES[card]:
            grown[currency] |= grown[currency] << CARD_VALUES[card]
    return sum(price_hits(after) - price_hits(before) for before, after in zip(sums, grown))


def coverage_lost(hand: list[int], cards: tuple[int, ...], sums: list[int]) -> int:
    """Exact prices the hand (its sums per currency) no longer hits once these cards are paid."""
    rest = [card for card in hand if card not in cards]
    touched = {currency for card in cards for currency in CARD_CURRENCIES[card]}
    return sum(
        price_hits(sums[currency]) - price_hits(sums_in(rest, currency)) for currency in touched
    )


def money_point(hand: list[int]) -> float:
    """What one unit of money is worth to a hand: less the more it holds beyond COMFORTABLE."""
    total = hand_total(hand)
    return MONEY_POINT if total <= COMFORTABLE else MONEY_POINT * COMFORTABLE / total


class Greedy:
    """The quick player; noise (0: none) blurs every score by up to that many points; coverage
    (0: not looked at) is what each exact price the hand hits is worth."""

    def __init__(
        self, random: Callable[[], float], noise: float = 0.0, coverage: float = 0.0
    ) -> None:
        self.random = random
        self.noise = noise
        self.coverage = coverage

    def blur(self) -> float:
        """A random nudge to a score."""
        return self.random() * self.noise if self.noise else 0.0

    def move(self, state: SpeedtycoonState, player: int, outlook: Outlook | None = None) -> Move:
        """The greedy move for the acting player in any phase."""
        if outlook is None:
            outlook = outlook_of(state)
        if state.phase == PLACE:
            return self.place(state, player)
        return self.action(state, player, outlook)

    # ---- the action phase -----------------------------------------------------------------

    def action(self, state: SpeedtycoonState, player: int, outlook: Outlook) -> Move:
        """Repay when due, else the best of buying, building from the Planung, taking money."""
        repay = repay_move(state, player, outlook)
        if repay is not None:
            return repay
        desires = Desires(state, player)
        hand = state.hands[player]
        sums = (
            [sums_in(hand, currency) for currency in range(len(CURRENCIES))]
            if self.coverage
            else []
        )
        best: Move = END_TURN
        best_score = 0.0 if state.bonus else float("-inf")
        for move in buy_moves(state, player, quick=True):
            score = self.buy_score(state, player, move, desires) + self.blur()
            if sums:
                score -= self.coverage * coverage_lost(hand, move.cards, sums)
            if score > best_score:
                best, best_score = move, score
        for building in state.planning[player]:
            field, gain = quick_field(
                state.empires[player], building, state.tunnels_left[player], state.modules
            )
            if field is not None:
                score = desires.of(building) + FIELD_SHARE * gain - PLANNED_LOSS + self.blur()
                if score > best_score:
                    best, best_score = Build(building, field), score
        wanted = self.wanted_prices(state, player, desires)
        for take in take_moves(state, player):
            score = self.take_score(state, player, take, wanted) + self.blur()
            if sums:
                cards = [state.kapital[slot] for slot in take.slots]
                score += self.coverage * coverage_gained(cards, sums)  # type: ignore[arg-type]
            if score > best_score:
                best, best_score = take, score
        if can_take_loan(state, player) and not state.loans[player]:
            if hand_total(state.hands[player]) < POOR_HAND and not near_end(state, outlook):
                score = LOAN_MONEY * MONEY_POINT - LOAN_COST + self.blur()
                if score > best_score:
                    best, best_score = TAKE_LOAN, score
        if best is END_TURN and not state.bonus:
            return forced_move(state, player)
        return best

    def buy_score(self, state: SpeedtycoonState, player: int, move: Buy, desires: Desires) -> float:
        """A purchase: the building's worth less the money, plus a further action if exact."""
        building = state.market[move.place]
        price = state.price(player, move.place)
        paid = sum(CARD_VALUES[card] for card in move.cards)
        score = desires.of(building) - money_point(state.hands[player]) * paid  # type: ignore[arg-type]
        if paid == price:
            score += EXTRA_ACTION
        return score

    def wanted_prices(
        self, state: SpeedtycoonState, player: int, desires: Desires
    ) -> list[tuple[int, int, int]]:
        """(place, price, sums the hand makes there) of the Weltmarkt buildings the player wants
        and cannot yet pay exactly."""
        hand = state.hands[player]
        wanted = []
        for place in open_places(state):
            if desires.of(state.market[place]) >= WANTED:  # type: ignore[arg-type]
                price = state.price(player, place)
                sums = sums_in(hand, place)
                if not sums >> price & 1:
                    wanted.append((place, price, sums))
        return wanted

    def take_score(
        self,
        state: SpeedtycoonState,
        player: int,
        move: TakeMoney,
        wanted: list[tuple[int, int, int]],
    ) -> float:
        """Money taken, more if it lets the hand pay a wanted building exactly, less a tip."""
        cards = [state.kapital[slot] for slot in move.slots]
        score = money_point(state.hands[player]) * sum(CARD_VALUES[card] for card in cards)  # type: ignore[index]
        for place, price, sums in wanted:
            for card in cards:
                if place in CARD_CURRENCIES[card]:  # type: ignore[index]
                    sums |= sums << CARD_VALUES[card]  # type: ignore[index]
            if sums >> price & 1:
                score += EXACT_NEXT
        if move.tip:
            score -= TIP_KEPT
        return score

    # ---- placing and the Lobbyist -----------------------------------------------------------

    def place(self, state: SpeedtycoonState, player: int) -> Move:
        """The first waiting building on its quick field; planned when it fits nowhere; with
        two players given to the Staatsfonds when that keeps the other from a lead."""
        building = state.to_place[0]
        if state.players == 2 and not BUILDINGS[building].is_zone:
            if self.denies(state, player, building):
                return GiveToFund(building)
        field, _gain = quick_field(
            state.empires[player], building, state.tunnels_left[player], state.modules
        )
        if field is None:
            return Plan(building)
        return Build(building, field)

    @staticmethod
    def denies(state: SpeedtycoonState, player: int, building: int) -> bool:
        """Two players: whether the fund catching up with the other in this branch is worth more
        than the building is to the player (it does not change the player's own lead)."""
        branch = BUILDINGS[building].branch
        mine = state.branch_counts(player)[branch]  # type: ignore[index]
        theirs = state.branch_counts(1 - player)[branch]  # type: ignore[index]
        fund = state.fund_counts()[branch]  # type: ignore[index]
        step = 2 if building in state.orders[player] else 1
        helps_me = mine + step >= theirs
        return not helps_me and theirs > mine and fund + 1 >= theirs

    def lobby(self, state: SpeedtycoonState, player: int) -> Move:
        """During another's turn: a Lobbyist purchase when the building is worth clearly more
        than its money, else PASS."""
        desires = Desires(state, player)
        best: Move = PASS
        best_score = LOBBY_THRESHOLD
        for move in lobby_moves(state, player, quick=True):
            if not isinstance(move, LobbyBuy):
                continue
            building = state.market[move.place]
            paid = sum(CARD_VALUES[card] for card in move.cards)
            worth = desires.of(building) - money_point(state.hands[player]) * paid  # type: ignore[arg-type]
            score = worth - LOBBY_KEPT + self.blur()
            if score > best_score:
                best, best_score = move, score
        return best
