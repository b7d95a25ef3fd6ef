"""The messages between a client and the table server: typed JSON objects with a "type" field.

Pure data and its checking, no I/O (the server and the client connection do that). Every message
a client may send is a Request; every message the server sends is a Notice. A malformed or
unknown message is refused by ProtocolError with the reason in words, before anything changes.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from game.standings import Month
from game.store.credentials import LONGEST_NAME, LONGEST_PASSWORD, TOKEN_LENGTH
from game.taler.settlement import HIGHEST_STAKE

# A frame larger than this closes the connection (websockets' max_size; close code 1009).
MAX_FRAME_BYTES = 8 * 1024
# The longest chat message, in characters.
LONGEST_CHAT = 300

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=LONGEST_NAME)]
Password = Annotated[str, msgspec.Meta(max_length=LONGEST_PASSWORD)]
Token = Annotated[str, msgspec.Meta(min_length=1, max_length=2 * TOKEN_LENGTH)]
TableId = Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
Version = Annotated[int, msgspec.Meta(ge=0)]
Reference = Annotated[int, msgspec.Meta(ge=0, le=2**31)]
SeatNumber = Annotated[int, msgspec.Meta(ge=0, le=7)]
WordMap = Annotated[dict[str, str], msgspec.Meta(max_length=16)]
Mood = Literal["freude", "aergern"]
FreeSeats = Literal["open", "computers"]
Strength = Literal["easy", "normal", "strong"]
Stake = Annotated[int, msgspec.Meta(ge=0, le=HIGHEST_STAKE)]
MonthText = Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-(0[1-9]|1[0-2])$")]
# The most lines a Bestenliste answer holds.
LONGEST_LIST = 100


class Request(
    msgspec.Struct, tag_field="type", forbid_unknown_fields=True, frozen=True, kw_only=True
):
    """A message from a client; its ref, where the client gives one, comes back with the
    refusal or the table update it caused."""

    ref: Reference = 0


class SignUp(Request, tag="sign_up"):
    """Make an account and sign in with it."""

    name: Name
    password: Password


class SignIn(Request, tag="sign_in"):
    """Sign in with a name and password."""

    name: Name
    password: Password


class Resume(Request, tag="resume"):
    """Sign in again with the session token the server gave (kept in the client's config)."""

    session: Token


class SignOut(Request, tag="sign_out"):
    """End this session: its token is no longer accepted."""


class WatchLobby(Request, tag="watch_lobby"):
    """Send the open tables now and whenever they change."""


class OpenTable(Request, tag="open_table"):
    """Open a table; free seats are left for people ("open") or filled with computers."""

    game: Annotated[str, msgspec.Meta(max_length=32)]
    seats: Annotated[int, msgspec.Meta(ge=2, le=8)]
    options: WordMap = {}
    free_seats: FreeSeats = "open"
    strength: Strength = "normal"
    turn_seconds: int | None = 120
    tempo: Annotated[str, msgspec.Meta(max_length=16)] = "normal"
    # Einsatz: the Taler every person at the table stakes (0: the table plays for none).
    stake: Stake = 0


class JoinTable(Request, tag="join_table"):
    """Sit down at a free seat of a table (None: the first free one)."""

    table: TableId
    seat: SeatNumber | None = None


class StartTable(Request, tag="start_table"):
    """The opener starts the table with the people seated so far."""

    table: TableId


class LeaveTable(Request, tag="leave_table"):
    """Leave a table: before the start the seat is free again, in a game a computer takes it."""

    table: TableId


class Rejoin(Request, tag="rejoin"):
    """Back at one's seat after a reload or a lost connection, with everything since version
    since."""

    table: TableId
    seat_token: Token
    since: Version = 0


class WatchTable(Request, tag="watch_table"):
    """Watch a table as a spectator (the public view only)."""

    table: TableId
    since: Version = 0


class PlayMove(Request, tag="move"):
    """A move for one's seat, in the move's text form."""

    table: TableId
    move: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


class ContinueReading(Request, tag="continue"):
    """Weiter: done reading the scoring shown."""

    table: TableId


class SendChat(Request, tag="chat"):
    """A chat message to the table, plain text."""

    table: TableId
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=LONGEST_CHAT)]


class SendCheer(Request, tag="cheer"):
    """Freude or Ärgern: the server picks an exclamation from its catalogue."""

    table: TableId
    mood: Mood


class PlayAgain(Request, tag="again"):
    """Nochmal am selben Tisch: sit down again for the next game."""

    table: TableId


class AskStandings(Request, tag="standings"):
    """A game's Bestenliste: the first lines of a calendar month's list ("2026-12") or, with no
    month, of the list for ever, with the asker's own line."""

    game: Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
    month: MonthText | None = None
    top: Annotated[int, msgspec.Meta(ge=1, le=LONGEST_LIST)] = 10


class AskRecord(Request, tag="record"):
    """The record of a table's game (seed, options, seats, every move), once it is over."""

    table: TableId


class Notice(msgspec.Struct, tag_field="type", frozen=True):
    """A message from the server."""


class Welcome(Notice, tag="welcome"):
    """Signed in: the account's name and the session token to keep."""

    name: str
    session: str
    # Every node of the service alive now: where the client turns when its node is gone.
    nodes: list[str] = []
    # The account's Taler.
    taler: int = 0


class Moved(Notice, tag="moved"):
    """The table is served by another node (empty: by none yet; it is being taken over): the
    client connects there, after waiting the seconds given, and sends its request again."""

    table: str
    node: str
    request: str = ""
    wait: float = 0.0


class Refused(Notice, tag="refused"):
    """A request refused, with why in words; nothing changed."""

    about: str
    reason: str
    ref: int = 0


class SeatSummary(msgspec.Struct, frozen=True):
    """One seat as the lobby shows it."""

    name: str | None
    kind: Literal["human", "computer", "free"]
    connected: bool = False


class TableSummary(msgspec.Struct, frozen=True):
    """One table as the lobby shows it."""

    table: str
    game: str
    opener: str
    seats: list[SeatSummary]
    options: dict[str, str]
    free_seats: str
    turn_seconds: int | None
    tempo: str
    started: bool
    # The node that serves the table (empty where one server serves everything).
    node: str = ""
    # Einsatz: the Taler every person stakes (0: none).
    stake: int = 0


class LobbyTables(Notice, tag="lobby"):
    """Every table that is open or being played, and how many people are online (at every node)."""

    tables: list[TableSummary]
    online: int = 0
    # The receiver's Taler as the server last knew it.
    taler: int = 0


class Seated(Notice, tag="seated"):
    """Sat down: the seat and the token that returns one to it."""

    table: str
    seat: int
    seat_token: str


class TableSnapshot(Notice, tag="snapshot"):
    """The whole view of the table for this seat at version v (spectators: the public one)."""

    table: str
    v: int
    view: dict[str, Any]


class TableUpdate(Notice, tag="update"):
    """What happened from version first to version v, as this seat may see it, and the view
    after it; ref is the reference of the receiver's own move that caused it (else 0). A
    client whose last version is not first - 1 missed something and asks again.

    entries are the logged moves in order (seat, move, by, take_over, events; the text of
    another seat's secret move is empty) and the table's notes ({"note": ...}) where they
    came."""

    table: str
    v: int
    entries: list[dict[str, Any]]
    view: dict[str, Any]
    ref: int = 0
    first: int = 0

    def events(self) -> list[dict[str, Any]]:
        """Every event of the entries in order, a note as an event of its own."""
        found: list[dict[str, Any]] = []
        for entry in self.entries:
            if "note" in entry:
                found.append({"kind": "table_note", "note": entry["note"]})
            else:
                found.extend(entry["events"])
        return found


class ChatLine(Notice, tag="chat_line"):
    """A chat message at a table, shown in the chat and as a bubble at the seat; a cheer names
    its exclamation in the clients' catalogues (online.cheer.<mood>.<number>) instead of a
    text."""

    table: str
    seat: int | None
    name: str
    text: str
    cheer: str = ""


class PotShare(msgspec.Struct, frozen=True):
    """One seat's part of a pot: who staked there, how much, and what they won."""

    seat: int
    name: str
    staked: int
    won: int


class PotSettled(Notice, tag="pot"):
    """The game at a table with a stake is over and its pot was paid out: every staking
    seat's share (they add up to the pot)."""

    table: str
    stake: int
    pot: int
    shares: list[PotShare]


class StandingLine(msgspec.Struct, frozen=True):
    """One line of a Bestenliste: the place (shared by equal points), name, points, games."""

    place: int
    name: str
    points: int
    games: int


class StandingsList(Notice, tag="standings"):
    """A game's Bestenliste as asked (month None: for ever): its first lines and the asker's
    own line (None when not on it, or not signed in)."""

    game: str
    month: str | None
    lines: list[StandingLine]
    own: StandingLine | None = None


class TableRecord(Notice, tag="record"):
    """The record of a table's finished game, as game.replay's GameRecord.to_dict() has it."""

    table: str
    record: dict[str, Any]


ServerMessage = (
    Welcome
    | Moved
    | Refused
    | LobbyTables
    | Seated
    | TableSnapshot
    | TableUpdate
    | ChatLine
    | PotSettled
    | StandingsList
    | TableRecord
)

# Every request a server understands, by its type word.
REQUEST_TYPES: dict[str, type[Request]] = {
    kind.__struct_config__.tag: kind  # type: ignore[misc]
    for kind in Request.__subclasses__()
}


class ProtocolError(ValueError):
    """A message that is not one of the protocol's, with why in words; about names its type
    where it was known."""

    def __init__(self, reason: str, about: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.about = about


_decoder = msgspec.json.Decoder()
_notice_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


def month_text(month: Month) -> str:
    """A calendar month as the protocol (and the server's store) names it: "2026-12"."""
    return f"{month.year:04d}-{month.month:02d}"


def month_of(text: str) -> Month:
    """The calendar month a protocol's month text names."""
    return Month(int(text[:4]), int(text[5:]))


def decode_request(raw: bytes | str) -> Request:
    """The client's message; ProtocolError in words when it is no JSON object, has no known
    type, or its fields do not fit that type."""
    if len(raw) > MAX_FRAME_BYTES:
        raise ProtocolError(f"a message may be at most {MAX_FRAME_BYTES} bytes long")
    try:
        data = _decoder.decode(raw)
    except msgspec.DecodeError:
        raise ProtocolError("the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object with a type")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("the message has no type")
    request_type = REQUEST_TYPES.get(kind)
    if request_type is None:
        known = ", ".join(sorted(REQUEST_TYPES))
        raise ProtocolError(f"there is no message type {kind!r} (types: {known})", kind)
    try:
        return msgspec.convert(data, request_type)
    except msgspec.ValidationError as error:
        raise ProtocolError(f"the {kind} message is malformed: {_in_words(error)}", kind) from None


def decode_notice(raw: bytes | str) -> Notice:
    """The server's message (for clients); ProtocolError in words when it is malformed."""
    try:
        return _notice_decoder.decode(raw)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise ProtocolError(f"the server's message is malformed: {error}") from None


def encode(message: Request | Notice) -> bytes:
    """The message as a JSON text frame's bytes."""
    return _encoder.encode(message)


def request_type_of(message: Request) -> str:
    """The type word of a request (the name a refusal answers to)."""
    return str(type(message).__struct_config__.tag)


def _in_words(error: msgspec.ValidationError) -> str:
    """msgspec's reason with its JSON path made plain: "expected int, got str (field seat)"."""
    reason, _, path = str(error).partition(" - at `$")
    reason = reason.replace("`", "")
    reason = reason[:1].lower() + reason[1:]
    if path:
        return f"{reason} (field {path.rstrip('`').lstrip('.')})"
    return reason
