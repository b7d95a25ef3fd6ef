"""The Rat at the Speedtycoon table: the advised move is ringed on the board (Kapital cards, a
Weltmarkt building with its Depot cards, a building and its field, a button), one sentence names
it on the status line, R once more chooses it so that one more press makes it, Esc lets it go."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.advice_marks import (
    ADVICE_COLOUR,
    RING_GAP,
    advised_spots,
    money_words,
)
from game.client.scenes.tables.speedtycoon.building_info import place_name
from game.client.scenes.tables.speedtycoon.market_panel import building_name
from game.client.scenes.tables.speedtycoon.money_panel import kapital_rects
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.speedtycoon.building_fields import building_fields
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
    parse_move,
)
from game.rules.speedtycoon.state import PLACE
from game.table import BotAnswer, BotRequest
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.speedtycoon.positions import random_positions
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import press, run_until
from tests.rules.speedtycoon.scenario import building, cards
from tests.rules.speedtycoon.scenario import table as scenario_table

LOGISTIK_8 = building("logistik", 8)
INDUSTRIE_9 = building("industrie", 9)
ENERGIE_10 = building("energie", 10)
KAPITAL = ["€4a", "$1a", "¥9a", "元2a"]
MARKET = [INDUSTRIE_9, LOGISTIK_8, ENERGIE_10, None]


class AdviceBots:
    """A bot service that answers the Rat at once with the move the test has named; the
    computers' own turns wait (these tests end before them)."""

    def __init__(self) -> None:
        self.advice = ""
        self._ready: list[BotAnswer] = []

    def ask(self, request: BotRequest) -> None:
        """Answers a request for advice at once with the named move."""
        if request.want_plan:
            self._ready.append(BotAnswer(request.ticket, self.advice))

    def answers(self) -> list[BotAnswer]:
        """The answers handed in since the last call."""
        ready, self._ready = self._ready, []
        return ready

    def warm_up(self) -> None:
        """Nothing to start."""

    def close(self) -> None:
        """Nothing to stop."""


def advice_table(
    bots: AdviceBots, options: dict[str, str] | None = None, **position: object
) -> Table:
    """The person (seat 0) on turn against three computers in a hand-made position."""
    options = options or {}
    state = scenario_table(4, options=options, kapital=KAPITAL, market=MARKET, **position)  # type: ignore[arg-type]
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {seat}", COMPUTER, "easy") for seat in (2, 3, 4)
    )
    setup = TableSetup("speedtycoon", seats, options, 3, None)
    return Table(setup, bots, lambda: 1000.0, state=state)


def advised(app: App, table: Table, bots: AdviceBots, move: str) -> SpeedtycoonScene:
    """The scene of the table with the Rat asked (R) and its advice (move) come."""
    scene, _table = push_scene(app, table)
    assert scene.advice_button.visible and scene.advice_button.enabled
    bots.advice = move
    press(app, pygame.K_r)
    run_until(app, lambda: scene.advice is not None, most=20)
    assert scene.advice == parse_move(move)
    return scene


def person_moves(table: Table) -> list[str]:
    """The person's moves so far, as the log has them."""
    return [entry.move for entry in table.log if entry.seat == 0]


def ring_shows(scene: SpeedtycoonScene, rect: pygame.Rect) -> bool:
    """Whether the advice's ring is drawn round rect (its left edge, half way down)."""
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    ring = rect.inflate(2 * RING_GAP, 2 * RING_GAP)
    return tuple(surface.get_at((ring.left + 1, ring.centery)))[:3] == ADVICE_COLOUR


# ---- the advice in words and spots ----------------------------------------------------------


def test_money_is_named_card_by_card_with_its_currencies() -> None:
    set_language("de")
    assert money_words(cards(["€4a", "$1a"])) == "4 € und 1 $"
    assert money_words(cards(["€/元4", "$1a", "¥2a"])) == "4 €/元, 1 $ und 2 ¥"
    set_language("en")
    assert money_words(cards(["€4a", "$1a"])) == "4 € and 1 $"


@pytest.mark.parametrize("seed", range(3))
def test_every_legal_move_has_its_sentence_and_its_spots(seed: int) -> None:
    rng = random.Random(seed)
    seen: set[type] = set()
    for index, (state, player) in enumerate(random_positions(seed)):
        if index % 4:
            continue
        moves = state.legal_moves(player)
        for move in rng.sample(list(moves), min(6, len(moves))):
            seen.add(type(move))
            for language in ("de", "en"):
                set_language(language)
                spots = advised_spots(state, player, move)
                assert spots.words and "{" not in spots.words
            if isinstance(move, TakeMoney):
                assert spots.slots == move.slots and spots.button == "take"
            elif isinstance(move, (Buy, LobbyBuy)):
                assert (spots.place, spots.cards, spots.button) == (move.place, move.cards, "buy")
            elif isinstance(move, (Build, Swap)):
                assert (spots.building, spots.field, spots.button) == (
                    move.building,
                    move.field,
                    "",
                )
            elif isinstance(move, (Plan, GiveToFund)):
                assert spots.building == move.building and spots.button in ("plan", "fund")
            elif isinstance(move, TearDown):
                assert spots.field == move.field and spots.button == "tear_down"
            elif isinstance(move, Repay):
                assert spots.cards == move.cards and spots.button == "repay"
            elif isinstance(move, Word):
                assert spots.button == move.word
    assert {TakeMoney, Buy, Build} <= seen


# ---- on the board -----------------------------------------------------------------------------


def test_take_advice_rings_the_kapital_cards_and_r_chooses_them(app: App) -> None:
    set_language("de")
    bots = AdviceBots()
    table = advice_table(bots)
    scene = advised(app, table, bots, "take 1,2")
    spots = scene.advice_layer.spots()
    assert spots is not None and spots.slots == (0, 1)
    assert spots.words == "Rat: Nimm 4 € und 1 $ aus dem Kapital."
    assert scene.status_line()[0] == text("speedtycoon.advice.preselect", advice=spots.words)
    slots = kapital_rects(layout.KAPITAL_RECT)
    marked = scene.advice_layer.marked_rects()
    assert scene.take_button.rect in marked
    assert slots[0] in marked and slots[1] in marked and slots[2] not in marked
    assert scene.advice_layer.badge_rect() == slots[0]
    assert ring_shows(scene, slots[1])
    assert person_moves(table) == []
    press(app, pygame.K_r)
    assert scene.take.chosen == [0, 1]
    assert scene.widgets.focus.focused is scene.take_button
    assert scene.status_line()[0] == scene.take.status()
    press(app, pygame.K_RETURN)
    assert person_moves(table) == ["take 1,2"]


def test_buy_advice_rings_the_building_and_its_cards_and_r_chooses_that_payment(
    app: App,
) -> None:
    bots = AdviceBots()
    # The Kapital holds €4a.
    table = advice_table(bots, hands={0: ["€3a", "€4b", "€5a"]})
    advice = "buy 2 €4b,€5a"  # not the exact payment (3 + 5) the table would choose itself
    scene = advised(app, table, bots, advice)
    spots = scene.advice_layer.spots()
    assert spots is not None
    assert spots.words == text(
        "speedtycoon.advice.buy",
        building=building_name(LOGISTIK_8),
        place=place_name(1),
        money=money_words(cards(["€4b", "€5a"])),
    )
    marked = scene.advice_layer.marked_rects()
    assert scene.advice_layer.badge_rect() == scene.market_spots[1].rect
    assert scene.buy_button.rect in marked
    for card in cards(["€4b", "€5a"]):
        assert scene.depot_spots[card].rect in marked
    assert scene.depot_spots[cards(["€3a"])[0]].rect not in marked
    assert ring_shows(scene, scene.market_spots[1].rect)
    press(app, pygame.K_r)
    assert scene.buy.place == 1
    assert scene.buy.chosen == tuple(sorted(cards(["€4b", "€5a"])))
    assert scene.buy_button.marked
    press(app, pygame.K_k)
    assert person_moves(table) == [advice]


def test_build_advice_marks_the_waiting_building_and_its_field_and_enter_builds(
    app: App,
) -> None:
    bots = AdviceBots()
    table = advice_table(bots, hands={0: ["€4b", "€5a"]})
    table.submit(0, parse_move("buy 2 €4b,€5a"))  # paid over: the building waits to be built
    state = state_of(table)
    assert state.phase == PLACE and state.to_place == [LOGISTIK_8]
    field = building_fields(state, 0, LOGISTIK_8).allowed[-1]
    advice = f"build {LOGISTIK_8} {field[0]},{field[1]}"
    scene = advised(app, table, bots, advice)
    marked = scene.advice_layer.marked_rects()
    assert marked[0] == scene.empire.cell(field)
    assert scene.waiting_spots[0].rect in marked
    assert ring_shows(scene, scene.empire.cell(field))
    press(app, pygame.K_r)
    assert scene.choice.building == LOGISTIK_8
    assert scene.empire.cursor == field
    assert scene.widgets.focus.focused is scene.empire
    press(app, pygame.K_RETURN)
    assert person_moves(table)[-1] == advice


def test_swap_and_tear_down_advice_mark_the_field_in_the_imperium(app: App) -> None:
    bots = AdviceBots()
    position = {"empires": {0: {(1, 0): INDUSTRIE_9}}, "planning": {0: [ENERGIE_10]}}
    table = advice_table(bots, **position)
    swap = f"swap {ENERGIE_10} 1,0"
    assert parse_move(swap) in state_of(table).legal_moves(0)
    scene = advised(app, table, bots, swap)
    assert scene.empire.cell((1, 0)) == scene.advice_layer.marked_rects()[0]
    assert scene.planning_spots[0].rect in scene.advice_layer.marked_rects()
    press(app, pygame.K_r)
    assert scene.choice.building == ENERGIE_10 and scene.empire.cursor == (1, 0)
    press(app, pygame.K_RETURN)
    assert person_moves(table) == [swap]


def test_tear_down_advice_chooses_the_building_and_focuses_abreissen(app: App) -> None:
    bots = AdviceBots()
    table = advice_table(bots, empires={0: {(1, 0): INDUSTRIE_9}})
    scene = advised(app, table, bots, "teardown 1,0")
    marked = scene.advice_layer.marked_rects()
    assert marked[0] == scene.empire.cell((1, 0)) and scene.tear_button.rect in marked
    press(app, pygame.K_r)
    assert scene.choice.field == (1, 0) and scene.tear_button.marked
    assert scene.widgets.focus.focused is scene.tear_button
    press(app, pygame.K_RETURN)
    assert person_moves(table) == ["teardown 1,0"]


def test_loan_and_repay_advice_mark_their_buttons(app: App) -> None:
    bots = AdviceBots()
    table = advice_table(bots, options={"kredite": "on"}, hands={0: ["$7a", "€5a", "¥1a"]})
    scene = advised(app, table, bots, "loan")
    assert scene.advice_layer.marked_rects() == [scene.loan_button.rect]
    assert scene.advice_layer.badge_rect() is None
    assert scene.status_line()[0] == text(
        "speedtycoon.advice.preselect", advice=text("speedtycoon.advice.loan")
    )
    assert ring_shows(scene, scene.loan_button.rect)
    press(app, pygame.K_r)
    assert scene.widgets.focus.focused is scene.loan_button
    assert scene.status_line()[0] == text("speedtycoon.advice.loan")
    press(app, pygame.K_RETURN)
    assert person_moves(table) == ["loan"]


def test_repay_advice_chooses_the_cards_in_repay_mode(app: App) -> None:
    bots = AdviceBots()
    table = advice_table(bots, options={"kredite": "on"}, hands={0: ["$7a", "€5a", "¥6a"]})
    state_of(table).loans[0] = 1
    state_of(table)._legal = None
    advice = "repay $7a,¥6a"  # 13, where the table itself would propose 7 + 5
    scene = advised(app, table, bots, advice)
    marked = scene.advice_layer.marked_rects()
    assert marked[-1] == scene.repay_button.rect
    assert scene.advice_layer.badge_rect() is None  # Depot cards and a button alone
    assert {scene.depot_spots[card].rect.topleft for card in cards(["$7a", "¥6a"])} <= {
        rect.topleft for rect in marked
    }
    press(app, pygame.K_r)
    assert scene.repay.active and scene.repay.chosen == tuple(sorted(cards(["$7a", "¥6a"])))
    press(app, pygame.K_RETURN)
    assert person_moves(table) == [advice]
    assert state_of(table).loans[0] == 0


def test_esc_lets_the_advice_go_and_r_brings_it_back_chosen(app: App) -> None:
    bots = AdviceBots()
    table = advice_table(bots)
    scene = advised(app, table, bots, "take 1,2")
    press(app, pygame.K_ESCAPE)
    assert not scene.advice_layer.showing and scene.advice_layer.marked_rects() == []
    assert scene.widgets.dialog is None
    assert scene.status_line()[0] == text("speedtycoon.table.hint_action")
    assert not ring_shows(scene, kapital_rects(layout.KAPITAL_RECT)[0])
    press(app, pygame.K_r)
    assert scene.advice_layer.showing and scene.take.chosen == [0, 1]
    # Esc again lets both the choice and the advice go; a third opens the pause.
    press(app, pygame.K_ESCAPE)
    assert scene.take.chosen == [] and not scene.advice_layer.showing
    press(app, pygame.K_ESCAPE)
    assert scene.widgets.dialog is not None
    assert person_moves(table) == []


def test_an_own_choice_speaks_louder_than_the_advice(app: App) -> None:
    bots = AdviceBots()
    table = advice_table(bots)
    scene = advised(app, table, bots, "take 1,2")
    scene.tap_kapital(2)
    assert scene.status_line()[0] == scene.take.status()
    assert scene.advice_layer.showing  # the rings stay to compare
