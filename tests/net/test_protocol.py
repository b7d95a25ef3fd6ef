"""The protocol's messages: every type round-trips, and every malformed message is refused in
words before anything could change."""

from __future__ import annotations

import json
import re

import pytest

from game.net import protocol
from game.net.protocol import (
    REQUEST_TYPES,
    AskRecord,
    AskStandings,
    ChatLine,
    ContinueReading,
    JoinTable,
    LeaveTable,
    LobbyTables,
    OpenTable,
    PlayAgain,
    PlayMove,
    PotSettled,
    PotShare,
    ProtocolError,
    Refused,
    Rejoin,
    Resume,
    Seated,
    SeatSummary,
    SendChat,
    SendCheer,
    SignIn,
    SignOut,
    SignUp,
    StandingLine,
    StandingsList,
    StartTable,
    TableRecord,
    TableSnapshot,
    TableSummary,
    TableUpdate,
    WatchLobby,
    WatchTable,
    Welcome,
    decode_notice,
    decode_request,
    encode,
    request_type_of,
)

EVERY_REQUEST = (
    SignUp(name="Ada", password="correct horse"),
    SignIn(name="Ada", password="correct horse", ref=4),
    Resume(session="s" * 43),
    SignOut(),
    WatchLobby(),
    OpenTable(
        game="speedstocks",
        seats=4,
        options={"variant": "sonderregeln"},
        free_seats="computers",
        strength="strong",
        turn_seconds=None,
        tempo="schnell",
        stake=250,
    ),
    JoinTable(table="t7", seat=2),
    StartTable(table="t7"),
    LeaveTable(table="t7"),
    Rejoin(table="t7", seat_token="k" * 43, since=12),
    WatchTable(table="t7"),
    PlayMove(table="t7", move="play 17", ref=99),
    ContinueReading(table="t7"),
    SendChat(table="t7", text="Gut gespielt!"),
    SendCheer(table="t7", mood="aergern"),
    PlayAgain(table="t7"),
    AskStandings(game="tycoon", month="2026-12", top=20),
    AskRecord(table="t7"),
)

EVERY_NOTICE = (
    Welcome(name="Ada", session="s" * 43, taler=750),
    Refused(about="move", reason="it is not your turn", ref=3),
    LobbyTables(
        tables=[
            TableSummary(
                table="t7",
                game="tycoon",
                opener="Ada",
                seats=[SeatSummary("Ada", "human", True), SeatSummary(None, "free")],
                options={},
                free_seats="open",
                turn_seconds=60,
                tempo="normal",
                started=False,
            )
        ]
    ),
    Seated(table="t7", seat=1, seat_token="k" * 43),
    TableSnapshot(table="t7", v=3, view={"to_act": [0]}),
    TableUpdate(
        table="t7",
        v=4,
        entries=[{"seat": 0, "move": "take 1", "by": "human", "take_over": False, "events": []}],
        view={"to_act": [1]},
        ref=99,
    ),
    ChatLine(table="t7", seat=None, name="Tisch", text="Ada ist zurück"),
    PotSettled("t7", 50, 100, [PotShare(0, "Ada", 50, 100), PotShare(1, "Bea", 50, 0)]),
    StandingsList(
        "tycoon",
        None,
        [StandingLine(1, "Ada", 95, 2), StandingLine(1, "Bea", 95, 3)],
        StandingLine(1, "Ada", 95, 2),
    ),
    TableRecord("t7", {"format": "speed-games/record", "moves": []}),
)


@pytest.mark.parametrize("message", EVERY_REQUEST, ids=lambda message: type(message).__name__)
def test_every_request_round_trips_with_its_type(message: protocol.Request) -> None:
    """A request encodes to a JSON object with its type word and decodes to an equal one."""
    raw = encode(message)
    assert json.loads(raw)["type"] == request_type_of(message)
    assert decode_request(raw) == message


def test_every_request_type_is_listed_once() -> None:
    """The types a server understands are exactly the request classes, one word each."""
    assert sorted(REQUEST_TYPES) == sorted(request_type_of(message) for message in EVERY_REQUEST)


@pytest.mark.parametrize("notice", EVERY_NOTICE, ids=lambda notice: type(notice).__name__)
def test_every_notice_round_trips(notice: protocol.Notice) -> None:
    """A server message decodes on the client to an equal one."""
    assert decode_notice(encode(notice)) == notice


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"{", "not valid JSON"),
        (b"[1, 2]", "must be a JSON object"),
        (b'{"table": "t7"}', "has no type"),
        (b'{"type": 7}', "has no type"),
        (b'{"type": "shout"}', "there is no message type 'shout'"),
        (b'{"type": "move", "table": 7, "move": "x"}', "expected str, got int (field table)"),
        (b'{"type": "move", "table": "t7"}', "missing required field move"),
        (b'{"type": "move", "table": "t7", "move": "x", "seat": 2}', "unknown field seat"),
        (b'{"type": "join_table", "table": "t7", "seat": -1}', "field seat"),
        (b'{"type": "cheer", "table": "t7", "mood": "wut"}', "field mood"),
        (b'{"type": "sign_in", "name": "", "password": "x"}', "field name"),
        (b'{"type": "chat", "table": "t7", "text": ""}', "field text"),
        (b'{"type": "open_table", "game": "tycoon", "seats": 1}', "field seats"),
        (b'{"type": "move", "table": "t7", "move": "x", "ref": -5}', "field ref"),
        (b'{"type": "open_table", "game": "tycoon", "seats": 2, "stake": -1}', "field stake"),
        (b'{"type": "standings", "game": "tycoon", "month": "2026-13"}', "field month"),
        (b'{"type": "standings", "game": "tycoon", "top": 1000}', "field top"),
    ],
)
def test_a_malformed_request_is_refused_in_words(raw: bytes, reason: str) -> None:
    """Bad JSON, a missing or unknown type, a wrong, missing or unknown field: each refused with
    the reason in words."""
    with pytest.raises(ProtocolError, match=re.escape(reason)):
        decode_request(raw)


def test_a_refusal_names_the_type_it_answers() -> None:
    """Where the type was known, the refusal says which request it refuses."""
    with pytest.raises(ProtocolError) as caught:
        decode_request(b'{"type": "chat", "table": "t7"}')
    assert caught.value.about == "chat"


def test_a_chat_message_longer_than_the_limit_is_refused() -> None:
    """Chat is plain text up to LONGEST_CHAT characters."""
    text = "x" * (protocol.LONGEST_CHAT + 1)
    with pytest.raises(ProtocolError, match="field text"):
        decode_request(json.dumps({"type": "chat", "table": "t7", "text": text}))
    fitting = decode_request(json.dumps({"type": "chat", "table": "t7", "text": text[1:]}))
    assert isinstance(fitting, SendChat)


def test_a_frame_over_the_limit_is_refused_before_it_is_read() -> None:
    """A message longer than MAX_FRAME_BYTES is refused whatever it holds."""
    raw = json.dumps({"type": "chat", "table": "t7", "text": "x" * protocol.MAX_FRAME_BYTES})
    with pytest.raises(ProtocolError, match="at most 8192 bytes"):
        decode_request(raw.encode())


def test_a_malformed_server_message_is_refused_on_the_client() -> None:
    """The client refuses what is not one of the server's messages."""
    with pytest.raises(ProtocolError, match="malformed"):
        decode_notice(b'{"type": "update", "table": "t7"}')
