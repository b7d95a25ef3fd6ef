"""The online client's side of the server's Bestenliste and records: what it asks and where the
answers go (a damaged record is told in words, not kept)."""

from __future__ import annotations

from game.net.online_client import OnlineClient
from game.net.protocol import (
    AskRecord,
    AskStandings,
    Refused,
    Request,
    StandingLine,
    StandingsList,
    TableRecord,
)
from game.standings import Month


class QuietLink:
    """A link that keeps what is sent and hears what the test hands it."""

    url = "ws://test"
    status = "online"

    def __init__(self) -> None:
        self.sent: list[Request] = []
        self.seats: dict[str, str] = {}

    def send(self, request: Request) -> None:
        """Keeps the request."""
        self.sent.append(request)


def test_the_client_asks_for_a_list_and_keeps_the_answer() -> None:
    """A month's list is asked by its month text and found again under the same month; each
    ask has its own reference, under which its refusal is found (once)."""
    link = QuietLink()
    client = OnlineClient(link)  # type: ignore[arg-type]
    assert client.ask_standings("tycoon", Month(2026, 3), top=5) == 1
    assert client.ask_standings("tycoon") == 2
    assert link.sent == [
        AskStandings(game="tycoon", month="2026-03", top=5, ref=1),
        AskStandings(game="tycoon", month=None, top=10, ref=2),
    ]
    client._take(Refused("standings", "too many requests", 2))
    assert client.standings_refusal(1) == ""
    assert client.standings_refusal(2) == "too many requests"
    assert client.standings_refusal(2) == ""
    assert client.problems() == []  # told with its list, not as a general problem
    assert client.standings_of("tycoon", Month(2026, 3)) is None
    line = StandingLine(1, "Ada", 45, 1)
    client._take(StandingsList("tycoon", "2026-03", [line], line))
    found = client.standings_of("tycoon", Month(2026, 3))
    assert found is not None and found.own == line
    assert client.standings_of("tycoon") is None


def test_a_damaged_record_is_told_and_not_kept() -> None:
    """A record that is no record is told in words with its ask, and not kept."""
    link = QuietLink()
    client = OnlineClient(link)  # type: ignore[arg-type]
    ref = client.ask_record("t1")
    assert link.sent == [AskRecord(table="t1", ref=ref)]
    client._take(TableRecord("t1", {"format": "something else"}))
    assert "t1" not in client.records
    assert "no game record" in client.record_refusal("t1", ref)
    assert client.record_refusal("t1", ref) == ""


def test_a_refused_record_is_told_with_its_ask() -> None:
    """The server's refusal of a record ask comes back under the ask's reference, not as a
    general problem."""
    client = OnlineClient(QuietLink())  # type: ignore[arg-type]
    first, second = client.ask_record("t1"), client.ask_record("t2")
    assert first != second
    client._take(Refused("record", "a table's record is given once its game is over", second))
    assert client.record_refusal("t1", first) == ""
    assert client.record_refusal("t2", second).startswith("a table's record")
    assert client.problems() == []
