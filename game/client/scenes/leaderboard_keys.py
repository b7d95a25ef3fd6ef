"""The leaderboard's scene key for the screenshot tool: the Bestenliste of a game (--game) with a
month of seeded games of a few people on this device, your own line among them."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.client import launch
from game.client.scene_keys import SceneRequest, register_scene_key
from game.client.scenes.leaderboard_scene import LeaderboardScene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

SAMPLE_NAMES: tuple[str, ...] = ("Anna", "Ben", "Cleo", "Dario", "Emil", "Frieda", "Greta")
SAMPLE_GAMES = 40
SAMPLE_YOU = "Mara"
# The share of the sample's games the player played, so that they are on the list.
YOUR_SHARE = 0.15


def leaderboard_scene(app: App, request: SceneRequest) -> Scene:
    """The game's monthly Bestenliste after a month of seeded games, you highlighted."""
    draw = random.Random(request.seed)
    book = launch.record_book(app)
    app.change_settings(player_name=SAMPLE_YOU)
    first = launch.today().replace(day=1)
    for number in range(SAMPLE_GAMES):
        day = first.replace(day=1 + number % launch.today().day)
        name = SAMPLE_YOU if draw.random() < YOUR_SHARE else draw.choice(SAMPLE_NAMES)
        points = draw.randrange(20, 140)
        book.add_points(request.game, f"sample-{number}", day, {name: points})
    return LeaderboardScene(app, request.game)


register_scene_key("leaderboard", leaderboard_scene)
