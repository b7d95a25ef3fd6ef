"""The Speedtycoon table's info windows, opened as a player opens them: the mouse resting on a
thing (posted mouse moves) or a long press of a finger (posted touches). Each names the thing,
gives its rule in whole sentences and what it means for the viewer now: a market building (can
he pay it exactly, his count of its branch with it, who leads there), a Kapital and a Depot card
(what he would hold with it), a building of the Imperium, of Zu bauen and of the Planung, and a
Staatsauftrag (it counts double)."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedtycoon.building_info import building_info, building_name
from game.client.scenes.tables.speedtycoon.meaning_words import building_for_you, card_title
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.text_recording import recording_texts
from game.client.widgets.info import HOVER_DELAY, InfoContent, InfoWindow
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS, CURRENCIES, MONEY
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.money import CARD_VALUES, money_in
from game.rules.speedtycoon.moves import Buy, Word
from game.rules.speedtycoon.state import SpeedtycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.move_input import SceneHands
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import FRAME, run_until, window_pos
from tests.client.text_fit import findings
from tests.rules.speedtycoon.scenario import table as scenario_table

ORDERS = {"mode": "eigene", "staatsauftraege": "on", "devisenbuero": "on"}
Point = tuple[float, float]


def orders_scene(app: App) -> tuple[SpeedtycoonScene, Table]:
    """The person on turn at a table of three with Staatsaufträge: his first order stands east
    of his Konzernzentrale, his second lies in his Planung."""
    ordered = scenario_table(3, options=ORDERS).orders[0]
    state = scenario_table(
        3, options=ORDERS, empires={0: {(1, 0): ordered[0]}}, planning={0: [ordered[1]]}
    )
    assert state.orders[0] == ordered
    seats = (Seat("Spieler 1"), Seat("Computer 2", COMPUTER), Seat("Computer 3", COMPUTER))
    setup = TableSetup("speedtycoon", seats, ORDERS, 1, None)
    return push_scene(app, Table(setup, app.services.bots, app.services.now, state))


def hover(app: App, scene: SpeedtycoonScene, logical: Point) -> InfoContent:
    """The mouse moved onto a point and resting there: the info window that opens."""
    pos = window_pos(app, logical)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(3):
        app.frame(HOVER_DELAY / 2)
    content = scene.widgets.info.window.content
    assert content is not None, f"no info window opened at {logical}"
    return content


def long_press(app: App, time: FakeTime, scene: SpeedtycoonScene, logical: Point) -> InfoContent:
    """A finger held on a point: the info window that opens (the finger lifted afterwards)."""
    time.advance(1.0)
    x, y = window_pos(app, logical)
    width, height = app.window.get_size()
    finger = {"touch_id": 1, "finger_id": 0, "x": x / width, "y": y / height, "pressure": 1.0}
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, dx=0.0, dy=0.0, **finger))
    app.frame(FRAME)
    time.advance(0.8)
    app.frame(FRAME)
    content = scene.widgets.info.window.content
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, dx=0.0, dy=0.0, **finger))
    app.frame(FRAME)
    assert content is not None, f"no info window opened by a long press at {logical}"
    return content


def branch_of(building: int) -> tuple[int, str]:
    """A building's branch and its name."""
    branch = BUILDINGS[building].branch
    assert branch is not None
    return branch, text(f"speedtycoon.branches.{BRANCHES[branch]}.name")


def leaders_line(state: SpeedtycoonState, branch: int, names: list[str]) -> str:
    """Who leads the branch now, worked out from the empires."""
    counts = [state.branch_counts(player)[branch] for player in range(state.players)]
    best = max(counts)
    name = text(f"speedtycoon.branches.{BRANCHES[branch]}.name")
    if best == 0:
        return text("speedtycoon.meaning.nobody", branch=name)
    who = [names[player] for player, count in enumerate(counts) if count == best]
    if len(who) == 1:
        return text("speedtycoon.meaning.leader", branch=name, names=who[0], count=best)
    joined = text("list.and", first=", ".join(who[:-1]), last=who[-1])
    return text("speedtycoon.meaning.leaders", branch=name, names=joined, count=best)


def test_resting_on_market_kapital_and_depot_tells_their_rule_and_meaning(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = orders_scene(app)
    state = state_of(table)
    hand = list(state.hands[0])
    names = scene.names()
    # A market building: name, price, branch rule; can he pay exactly; his count; who leads.
    for place, spot in enumerate(scene.market_spots):
        building = state.market[place]
        if building is None or BUILDINGS[building].branch is None:
            continue
        content = hover(app, scene, spot.rect.center)
        branch, branch_words = branch_of(building)
        assert content.title == building_name(building)
        assert text(f"speedtycoon.branches.{BRANCHES[branch]}.rule") in content.rule
        assert text("speedtycoon.buildings.buy_rule") in content.rule
        payment = best_payment(state, 0, place)
        price = state.price(0, place)
        if payment is None:
            paying = text("speedtycoon.meaning.pay_none", currency=CURRENCIES[place])
        elif sum(CARD_VALUES[card] for card in payment) == price:
            paying = text("speedtycoon.meaning.pay_exact")
        else:
            paying = text("speedtycoon.meaning.pay_over")
        now = state.branch_counts(0)[branch]
        more = 2 if building in state.orders[0] else 1
        change = text(
            "speedtycoon.meaning.count_change", branch=branch_words, now=now, with_it=now + more
        )
        assert content.for_you == [paying, change, leaders_line(state, branch, names)]
    # A Kapital card: its value and currency, the Kapital's rules, the money with it.
    card = state.kapital[0]
    assert card is not None
    content = hover(app, scene, scene.kapital_spots[0].rect.center)
    assert content.title == card_title(card) and content.picture is not None
    assert text("speedtycoon.money.kapital_rule") in content.rule
    assert text("speedtycoon.money.take_rule") in content.rule
    for currency in MONEY[card].currencies:
        held = text(
            "speedtycoon.meaning.card_held",
            amount=money_in([*hand, card], currency),
            currency=CURRENCIES[currency],
        )
        assert held in content.for_you
    # A Depot card: the Depot's rule, the money held (it is in the hand already).
    mine = hand[0]
    content = hover(app, scene, scene.depot_spots[mine].rect.center)
    assert content.title == card_title(mine)
    assert text("speedtycoon.money.depot_rule") in content.rule
    devisen = len(MONEY[mine].currencies) > 1
    kind_rule = "speedtycoon.money.devisen_rule" if devisen else "speedtycoon.money.card_rule"
    assert text(kind_rule) in content.rule
    currency = MONEY[mine].currencies[0]
    held = text(
        "speedtycoon.meaning.card_held",
        amount=money_in(hand, currency),
        currency=CURRENCIES[currency],
    )
    assert held in content.for_you


def test_a_long_press_tells_imperium_planung_and_the_staatsauftraege(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = orders_scene(app)
    state = state_of(table)
    built, planned = state.orders[0]
    # The Staatsauftrag standing in the Imperium: it counts double there, already counted.
    content = long_press(app, fake_time, scene, scene.empire.cell((1, 0)).center)
    branch, branch_words = branch_of(built)
    assert content.title == building_name(built)
    assert text("speedtycoon.buildings.empire_rule") in content.rule
    assert text("speedtycoon.buildings.ordered_rule") in content.rule
    now = state.branch_counts(0)[branch]
    assert text("speedtycoon.meaning.count_standing", branch=branch_words, now=now) in (
        content.for_you
    )
    # The Staatsauftrag in the Planung: it would count twice once built.
    content = long_press(app, fake_time, scene, scene.planning_spots[0].rect.center)
    branch, branch_words = branch_of(planned)
    assert content.title == building_name(planned)
    assert text("speedtycoon.buildings.planning_rule") in content.rule
    assert text("speedtycoon.buildings.ordered_rule") in content.rule
    now = state.branch_counts(0)[branch]
    change = text("speedtycoon.meaning.count_change", branch=branch_words, now=now, with_it=now + 2)
    assert content.for_you[0] == change
    assert content.for_you[1] == leaders_line(state, branch, scene.names())
    # The long press opened the window only: nothing was chosen, no move made.
    assert scene.nothing_chosen() and not [entry for entry in table.log if entry.seat == 0]


def test_a_bought_building_waiting_in_zu_bauen_tells_where_it_goes(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = orders_scene(app)
    hands = SceneHands(app, fake_time, scene)
    state = state_of(table)
    buy = next(move for move in table.legal_moves(0) if isinstance(move, Buy))
    building = state.market[buy.place]
    assert building is not None and hands.make(buy)
    if state_of(table).bonus:
        run_until(app, scene.can_act)
        assert hands.make(Word("end"))
    run_until(app, lambda: scene.can_act() and bool(scene.waiting_spots))
    content = hover(app, scene, scene.waiting_spots[0].rect.center)
    assert content.title == building_name(building)
    assert text("speedtycoon.buildings.to_build_rule") in content.rule
    if BUILDINGS[building].branch is not None:
        branch, branch_words = branch_of(building)
        now = state_of(table).branch_counts(0)[branch]
        more = 2 if building in state_of(table).orders[0] else 1
        change = text(
            "speedtycoon.meaning.count_change", branch=branch_words, now=now, with_it=now + more
        )
        assert change in content.for_you


@pytest.mark.parametrize("language", ["de", "en"])
def test_an_open_card_window_draws_whole(app: App, fake_time: FakeTime, language: str) -> None:
    set_language(language)
    scene, table = orders_scene(app)
    scene.relabel()
    content = hover(app, scene, scene.kapital_spots[1].rect.center)
    with recording_texts() as recording:
        scene.draw(pygame.Surface((1920, 1080)))
    assert findings(recording.texts, frozenset()) == []
    lines = " ".join(drawn.line for drawn in recording.texts)
    assert content.title in lines


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_building_window_with_its_meaning_fits_the_canvas(app: App, language: str) -> None:
    set_language(language)
    scene, table = orders_scene(app)
    state = state_of(table)
    canvas = pygame.Rect(0, 0, 1920, 1080)
    paying = text("speedtycoon.meaning.pay_none", currency=CURRENCIES[0])
    tallest = 0
    for building in range(1, len(BUILDINGS)):
        lines = (paying, *building_for_you(state, 0, building, scene.names()))
        content = building_info(building, "market", place=0, price=12, ordered=True, for_you=lines)
        window = InfoWindow()
        # A long press by touch adds how to close the window: the tallest case.
        window.show(content, scene.market_spots[0].rect.center, close_hint=True)
        assert canvas.contains(window.rect), building_name(building)
        tallest = max(tallest, window.rect.height)
    # The long ones were laid out wider to fit (the default width would overflow).
    assert tallest > 900
