"""The server's Bestenliste as the leaderboard scene reads a source (leaderboard_sources'
LeaderboardSource): each list asked through the online client, waited for a moment (on a
server nearby the answer comes within milliseconds), told in words when it does not come."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.client.leaderboard_sources import LeaderboardUnavailable
from game.net.online_client import OnlineClient
from game.net.protocol import StandingsList
from game.standings import Month, Standing
from game.texts import text

# How long a list is waited for (seconds), and how often the link is looked at meanwhile.
ANSWER_SECONDS = 3.0
LOOK_SECONDS = 0.01
# The first lines asked for; one's own line comes besides where it is further down.
TOP_LINES = 10


class ServerSource:
    """A game's monthly and all-time lists on the server the client is signed in to."""

    def __init__(
        self,
        client: OnlineClient,
        wait: float = ANSWER_SECONDS,
        sleep: Callable[[float], None] = time.sleep,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self._wait = wait
        self._sleep = sleep
        self._now = now

    @property
    def own_name(self) -> str:
        """The name signed in."""
        return self.client.name or ""

    def monthly(self, game: str, month: Month) -> tuple[Standing, ...]:
        """The game's list of a calendar month on the server."""
        return self._list(game, month)

    def all_time(self, game: str) -> tuple[Standing, ...]:
        """The game's list for ever on the server."""
        return self._list(game, None)

    def _list(self, game: str, month: Month | None) -> tuple[Standing, ...]:
        """Asks for the list and waits for it; LeaderboardUnavailable in words otherwise."""
        client = self.client
        if not client.connected:
            raise LeaderboardUnavailable(text("bestenliste_server.offline"))
        client.forget_standings(game, month)
        client.ask_standings(game, month, TOP_LINES)
        deadline = self._now() + self._wait
        while True:
            client.pump()
            found = client.standings_of(game, month)
            if found is not None:
                return _standings(found)
            refused = client.standings_refused
            if refused:
                raise LeaderboardUnavailable(refused)
            if self._now() >= deadline:
                raise LeaderboardUnavailable(
                    text("bestenliste_server.no_answer", seconds=round(self._wait))
                )
            self._sleep(LOOK_SECONDS)


def _standings(answer: StandingsList) -> tuple[Standing, ...]:
    """The answer's lines, and one's own line after them where it is further down."""
    lines = [Standing(line.place, line.name, line.points, line.games) for line in answer.lines]
    own = answer.own
    if own is not None and all(line.name != own.name for line in lines):
        lines.append(Standing(own.place, own.name, own.points, own.games))
    return tuple(lines)
