"""The server's Bestenliste as the leaderboard scene reads a source (leaderboard_sources'
LeaderboardSource), without ever waiting: the first read of a list asks the server and says it
is loading; each later read (the scene's next frames) finds the answer, the server's refusal or,
after a while of silence, that none came, in words."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from game.client.leaderboard_sources import LeaderboardLoading, LeaderboardUnavailable
from game.net.online_client import OnlineClient
from game.net.protocol import StandingsList, month_text
from game.standings import Month, Standing
from game.texts import text

# How long an answer is waited for (seconds) before the list is told as not come.
ANSWER_SECONDS = 10.0
# The first lines asked for; one's own line comes besides where it is further down.
TOP_LINES = 10


@dataclass(frozen=True)
class Asked:
    """A list asked for and not answered yet: the ask's reference and when to give up."""

    ref: int
    deadline: float


class ServerSource:
    """A game's monthly and all-time lists on the server the client is signed in to."""

    def __init__(
        self,
        client: OnlineClient,
        wait: float = ANSWER_SECONDS,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self._wait = wait
        self._now = now
        # The lists on their way, by (game, month text or None for ever); a list switched
        # away from stays here for its wait, so that coming back to it finds the same answer.
        self.asked: dict[tuple[str, str | None], Asked] = {}

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
        """The list once its answer came; asks for it first (LeaderboardLoading until then),
        LeaderboardUnavailable in words where it is refused or does not come."""
        client = self.client
        key = (game, None if month is None else month_text(month))
        if not client.connected:
            self.asked.pop(key, None)
            raise LeaderboardUnavailable(text("bestenliste_server.offline"))
        now = self._now()
        # A list switched away from whose wait is over is asked anew when it is shown again.
        for other in [other for other, ask in self.asked.items() if ask.deadline <= now]:
            if other != key:
                del self.asked[other]
        asked = self.asked.get(key)
        if asked is None:
            client.forget_standings(game, month)
            self.asked[key] = Asked(client.ask_standings(game, month, TOP_LINES), now + self._wait)
            raise LeaderboardLoading()
        client.pump()
        found = client.standings_of(game, month)
        refused = client.standings_refusal(asked.ref)
        if found is not None or refused or now >= asked.deadline:
            del self.asked[key]
        if found is not None:
            return _standings(found)
        if refused:
            raise LeaderboardUnavailable(refused)
        if now >= asked.deadline:
            raise LeaderboardUnavailable(
                text("bestenliste_server.no_answer", seconds=round(self._wait))
            )
        raise LeaderboardLoading()


def _standings(answer: StandingsList) -> tuple[Standing, ...]:
    """The answer's lines, and one's own line after them where it is further down."""
    lines = [Standing(line.place, line.name, line.points, line.games) for line in answer.lines]
    own = answer.own
    if own is not None and all(line.name != own.name for line in lines):
        lines.append(Standing(own.place, own.name, own.points, own.games))
    return tuple(lines)
