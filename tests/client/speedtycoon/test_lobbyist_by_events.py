"""The Lobbyist through the scene, by posted taps: while a computer is on turn the person taps a
building at the Weltmarkt and Kaufen; it waits in Zu bauen, is placed at the start of the
person's next turn, and the person still has the turn's action."""

from __future__ import annotations

from game.client.app import App
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.speedtycoon.moves import LobbyBuy, TakeMoney
from game.rules.speedtycoon.state import ACTION, PLACE, TURN_START
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.game_driving import setup_of
from tests.client.speedtycoon.move_input import SceneHands
from tests.client.speedtycoon.scene_driving import state_of
from tests.client.table_driving import run_until
from tests.rules.speedtycoon.scenario import table as scenario_table

LOBBYIST = {"mode": "eigene", "lobbyist": "on"}


def test_a_purchase_tapped_during_a_computers_turn_is_built_at_the_next_own_turn(
    app: App, fake_time: FakeTime
) -> None:
    state = scenario_table(4, options=LOBBYIST, current=1)
    table = Table(setup_of(1, 3, 1, LOBBYIST), app.services.bots, app.services.now, state)
    scene = SpeedtycoonScene(app, table, None)
    app.push(scene)
    hands = SceneHands(app, fake_time, scene)
    purchases = [move for move in table.legal_moves(0) if isinstance(move, LobbyBuy)]
    assert purchases and not scene.can_act()
    place = purchases[0].place
    building = state_of(table).market[place]
    assert scene.status_line()[0] == text("speedtycoon.table.hint_lobby")
    # A computer is on turn (its move may still be shown): a tap on the building, then Kaufen.
    hands.tap(scene.market_spots[place].rect.center)
    assert scene.buy.place == place and scene.buy.lobby
    hands.tap(scene.buy_button.rect.center)
    mine = hands.moves_of(0)
    assert len(mine) == 1 and mine[0].startswith(f"lobby {place + 1} ")
    assert state_of(table).lobby_pending[0] == building
    assert scene.waiting_buildings() == [building]
    # Outside the own turn the waiting building says when it is built; the Kapital is closed.
    assert state_of(table).current != 0 and len(scene.waiting_spots) == 1
    assert scene.buy.place is None
    hands.tap(scene.waiting_spots[0].rect.center)
    assert scene.status_line()[0] == text("speedtycoon.table.built_next_turn")
    hands.tap(scene.kapital_spots[0].rect.center)
    assert scene.status_line()[0] == text("speedtycoon.table.not_your_turn")
    assert hands.moves_of(0) == mine
    # The next own turn begins with placing it, its fields lit; placing costs no action.
    run_until(app, scene.can_act)
    state = state_of(table)
    assert state.phase == PLACE and state.place_reason == TURN_START and state.current == 0
    assert scene.waiting_buildings() == [building] and scene.choice.building == building
    field = sorted(scene.empire.lit_fields("allowed"))[0]
    hands.tap_field(field)
    assert hands.moves_of(0)[-1] == f"build {building} {field[0]},{field[1]}"
    state = state_of(table)
    assert state.empires[0].fields[field] == building and state.lobby_pending[0] < 0
    assert state.phase == ACTION and state.current == 0 and scene.waiting_buildings() == []
    run_until(app, scene.can_act)
    take = next(move for move in table.legal_moves(0) if isinstance(move, TakeMoney))
    assert hands.make(take)
    assert [move.split()[0] for move in hands.moves_of(0)] == ["lobby", "build", "take"]
    assert state_of(table).lobby_rest[0] > 0
