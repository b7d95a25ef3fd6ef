"""The Rat's advice on the Speedtycoon table: what the advised move acts on is ringed on the board
(Kapital cards, a building at the Weltmarkt with the Depot cards to pay with, a building of 'Zu
bauen' or the Planung and its field in the Imperium, a building to tear down, or the button that
makes the move), one sentence names it on the status line, and R once more chooses it, so that
one more press (the focused button, or Enter) makes it. Esc lets the advice go."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.building_info import place_name
from game.client.scenes.tables.speedtycoon.market_panel import building_name
from game.client.scenes.tables.speedtycoon.money_panel import kapital_rects
from game.client.text_layout import render_text
from game.client.theme import Colour
from game.client.widgets.base import Widget
from game.client.widgets.paint import darker, readable_on
from game.rules.core import Move
from game.rules.speedtycoon.catalogue import CURRENCIES, MONEY
from game.rules.speedtycoon.moves import (
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Repay,
    Swap,
    TakeMoney,
    TearDown,
    Word,
)
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.kit.action_bar import PanelButton
    from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene

Field = tuple[int, int]
# The buttons an advised move is made with (the scene's buttons of these names).
TAKE, BUY, PLAN, FUND, TEAR_DOWN, LOAN, REPAY, END = (
    "take",
    "buy",
    "plan",
    "fund",
    "tear_down",
    "loan",
    "repay",
    "end",
)
# A colour no branch, currency, lit field, choice or focus uses, so that advice never reads as
# one of them; the badge says it in words as well.
ADVICE_COLOUR: Colour = (240, 98, 186)
RING_WIDTH = 4
RING_GAP = 5
BADGE_SIZE = 18


@dataclass(frozen=True)
class AdvisedSpots:
    """Where an advised move acts on the table, and the sentence naming it: Kapital slots, a
    trading place, Depot cards, a building of 'Zu bauen' or the Planung, a field of the
    Imperium and the button that makes the move ('' when a tap on the field makes it)."""

    words: str
    slots: tuple[int, ...] = ()
    place: int | None = None
    cards: tuple[int, ...] = ()
    building: int | None = None
    field: Field | None = None
    button: str = ""


def money_words(cards: Sequence[int]) -> str:
    """Money cards in words, e.g. '4 € und 1 $' (a Devisen card with both its currencies)."""
    names = [
        text(
            "speedtycoon.market.price",
            price=MONEY[card].value,
            currency="/".join(CURRENCIES[currency] for currency in MONEY[card].currencies),
        )
        for card in cards
    ]
    if len(names) < 2:
        return "".join(names)
    return text("list.and", first=", ".join(names[:-1]), last=names[-1])


def advised_spots(state: SpeedtycoonState, player: int, move: Move) -> AdvisedSpots:
    """Where the advised move of the player acts on the table now, and its sentence."""
    key = "speedtycoon.advice."
    if isinstance(move, TakeMoney):
        cards = [state.kapital[slot] for slot in move.slots]
        money = money_words([card for card in cards if card is not None])
        words = text(key + ("take_tip" if move.tip else "take"), money=money)
        return AdvisedSpots(words, slots=move.slots, button=TAKE)
    if isinstance(move, (Buy, LobbyBuy)):
        building = state.market[move.place]
        words = text(
            key + "buy",
            building="" if building is None else building_name(building),
            place=place_name(move.place),
            money=money_words(move.cards),
        )
        return AdvisedSpots(words, place=move.place, cards=move.cards, button=BUY)
    if isinstance(move, Build):
        words = text(key + "build", building=building_name(move.building))
        return AdvisedSpots(words, building=move.building, field=move.field)
    if isinstance(move, Swap):
        out = state.empires[player].fields.get(move.field)
        words = text(
            key + "swap",
            building=building_name(move.building),
            out="" if out is None else building_name(out),
        )
        return AdvisedSpots(words, building=move.building, field=move.field)
    if isinstance(move, (Plan, GiveToFund)):
        kind = PLAN if isinstance(move, Plan) else FUND
        words = text(key + kind, building=building_name(move.building))
        return AdvisedSpots(words, building=move.building, button=kind)
    if isinstance(move, TearDown):
        standing = state.empires[player].fields.get(move.field)
        name = "" if standing is None else building_name(standing)
        return AdvisedSpots(
            text(key + "tear_down", building=name), field=move.field, button=TEAR_DOWN
        )
    if isinstance(move, Repay):
        words = text(key + "repay", money=money_words(move.cards))
        return AdvisedSpots(words, cards=move.cards, button=REPAY)
    if isinstance(move, Word) and move.word in ("loan", "end"):
        button = LOAN if move.word == "loan" else END
        return AdvisedSpots(text(key + move.word), button=button)
    return AdvisedSpots(text(key + "other", move=move.text()))


class AdviceLayer(Widget):
    """The Rat's advice for the shown seat over the table (it takes no input of its own): its
    rings and badge, its sentence for the status line, and choosing it on R."""

    def __init__(self, scene: SpeedtycoonScene) -> None:
        super().__init__((0, 0, 0, 0), focusable=False)
        self.scene = scene
        self._key: tuple[object, ...] | None = None
        self._spots: AdvisedSpots | None = None
        self.dismissed = False
        self.taken = False

    # ---- the advice now -------------------------------------------------------------------

    def current(self) -> AdvisedSpots | None:
        """The advice for the shown seat now (dismissed or not), worked out once per advice;
        None without advice or while the seat may not act."""
        scene = self.scene
        move, seat = scene.advice, scene.shown_seat
        if move is None or seat is None or not scene.can_act():
            return None
        key = (move, len(scene.table.log), seat)
        if key != self._key:
            self._key = key
            self._spots = advised_spots(scene.state, seat, move)
            self.dismissed = self.taken = False
        return self._spots

    def spots(self) -> AdvisedSpots | None:
        """The advice shown now: None without advice or once Esc let it go."""
        spots = self.current()
        return None if spots is None or self.dismissed else spots

    @property
    def showing(self) -> bool:
        """Whether advice is shown on the table now."""
        return self.spots() is not None

    def dismiss(self) -> None:
        """Esc: the advice goes from the table (R brings it back and chooses it)."""
        self.dismissed = True

    def status(self) -> str:
        """The advice's sentence for the status line, '' without advice or while the player
        has chosen something of his own (his choice's words matter more then)."""
        spots = self.spots()
        if spots is None or self._own_choice():
            return ""
        if self.taken:
            return spots.words
        return text("speedtycoon.advice.preselect", advice=spots.words)

    def _own_choice(self) -> bool:
        """Whether the player has chosen cards, a building or a field (a bought building that
        waits is chosen by itself and does not count)."""
        scene = self.scene
        return bool(
            scene.take.chosen
            or scene.buy.place is not None
            or scene.repay.active
            or scene.choice.field is not None
            or scene.choice.planned
        )

    # ---- choosing it ----------------------------------------------------------------------

    def preselect(self) -> bool:
        """R with the advice there: chooses the advised cards, building or field and focuses
        what makes the move (its button, or the Imperium with the cursor on the field); whether
        there was advice to choose."""
        scene = self.scene
        spots, move = self.current(), scene.advice
        if spots is None or move is None:
            return False
        scene.clear_choice()
        self.dismissed = False
        if isinstance(move, TakeMoney):
            scene.take.chosen = list(move.slots)
        elif isinstance(move, (Buy, LobbyBuy)):
            scene.tap_market(move.place)
            for card in set(move.cards).symmetric_difference(scene.buy.chosen):
                scene.buy.tap_card(card)
        elif isinstance(move, Repay):
            scene.open_repay(move.cards)
        elif isinstance(move, TearDown):
            scene.pick_field(move.field)
        elif spots.building is not None and scene.choice.building != spots.building:
            scene.choose_building(spots.building)
        if isinstance(move, (Build, Swap)):
            scene.empire.cursor = move.field
            scene.widgets.focus.focus(scene.empire)
        else:
            button = self._buttons().get(spots.button)
            if button is not None and button.visible:
                scene.widgets.focus.focus(button)
        self.taken = True
        return True

    def _buttons(self) -> dict[str, PanelButton]:
        """The scene's action buttons by the names advice uses."""
        scene = self.scene
        return {
            TAKE: scene.take_button,
            BUY: scene.buy_button,
            PLAN: scene.plan_button,
            FUND: scene.fund_button,
            TEAR_DOWN: scene.tear_button,
            LOAN: scene.loan_button,
            REPAY: scene.repay_button,
            END: scene.end_button,
        }

    # ---- drawing --------------------------------------------------------------------------

    def marked_rects(self) -> list[pygame.Rect]:
        """The boxes ringed for the advice now: where it acts on the board first (the field,
        the trading place, the Kapital cards, the tile), then the Depot cards and the button."""
        board, rest = self._marked()
        return [*board, *rest]

    def badge_rect(self) -> pygame.Rect | None:
        """The box whose ring carries the badge: the first place on the board the advice acts
        on; None when it acts on Depot cards and a button alone (there the badge would cover
        their neighbours: the ring and the status line say it)."""
        board, _rest = self._marked()
        return board[0] if board else None

    def _marked(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """The ringed boxes on the board, and those of the Depot cards and the button."""
        spots = self.spots()
        if spots is None:
            return [], []
        scene = self.scene
        board: list[pygame.Rect] = []
        middle_open = scene.looking is None and not scene.majorities.visible
        if middle_open and spots.field is not None:
            cell = scene.empire.cell(spots.field)
            if scene.empire.rect.contains(cell):
                board.append(cell)
        if spots.place is not None:
            board.append(pygame.Rect(scene.market_spots[spots.place].rect))
        kapital = kapital_rects(layout.KAPITAL_RECT)
        board += [kapital[slot] for slot in spots.slots]
        if middle_open and spots.building is not None:
            tile = self._tile_rect(spots.building)
            if tile is not None:
                board.append(tile)
        depot = scene.depot_spots
        rest = [pygame.Rect(depot[card].rect) for card in spots.cards if card in depot]
        button = self._buttons().get(spots.button)
        if button is not None and button.visible:
            rest.append(pygame.Rect(button.rect))
        return board, rest

    def _tile_rect(self, building: int) -> pygame.Rect | None:
        """Where a building of 'Zu bauen' or the Planung lies as a tile, or None."""
        scene = self.scene
        waiting = scene.waiting_buildings()
        planned = list(scene.state.planning[scene.seat])
        for buildings, tiles in ((waiting, scene.waiting_spots), (planned, scene.planning_spots)):
            if building in buildings and len(tiles) == len(buildings):
                return pygame.Rect(tiles[buildings.index(building)].rect)
        return None

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """A ring round every box the advice acts on, the badge on the first on the board."""
        for rect in self.marked_rects():
            if rect.width > 0:
                ring = rect.inflate(2 * RING_GAP, 2 * RING_GAP)
                pygame.draw.rect(surface, darker(ADVICE_COLOUR, 0.6), ring.inflate(4, 4), 2, 10)
                pygame.draw.rect(surface, ADVICE_COLOUR, ring, RING_WIDTH, 10)
        badge = self.badge_rect()
        if badge is not None and badge.width > 0:
            ring = badge.inflate(2 * RING_GAP, 2 * RING_GAP)
            _draw_badge(surface, text("speedtycoon.advice.badge"), ring)


def _draw_badge(surface: pygame.Surface, words: str, ring: pygame.Rect) -> None:
    """A small rounded plaque with the advice's word on the ring's top edge at its right end,
    inside its width (so that it covers nothing beside the ring; kept on the canvas)."""
    label = render_text(words, BADGE_SIZE, readable_on(ADVICE_COLOUR), True)
    plaque = label.get_rect().inflate(BADGE_SIZE, BADGE_SIZE // 3)
    plaque.midright = (ring.right - RING_WIDTH, ring.top)
    plaque.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, darker(ADVICE_COLOUR, 0.6), plaque.inflate(4, 4), 0, plaque.height)
    pygame.draw.rect(surface, ADVICE_COLOUR, plaque, 0, plaque.height)
    surface.blit(label, label.get_rect(center=plaque.center))
