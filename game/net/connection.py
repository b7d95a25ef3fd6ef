"""The client's link to a table server: a background thread that sends the client's requests,
collects the server's notices for the frame loop, and after a lost connection connects again by
itself, signs in with the kept session and returns to every seat with the last version heard.
Where the service runs on several nodes, a Moved notice sends it to the node of a table (the
request sent again there), and when its node is gone it tries the address it started with and
then the other nodes it heard of.

Headless (no pygame): the client's scenes read notices() once a frame and send() requests; they
never wait on the network.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net.protocol import (
    Moved,
    Notice,
    ProtocolError,
    Rejoin,
    Request,
    Resume,
    Seated,
    SignOut,
    TableSnapshot,
    TableUpdate,
    WatchLobby,
    Welcome,
    decode_notice,
    encode,
)

# Seconds between attempts to connect again, growing to the last.
RETRY_SECONDS: tuple[float, ...] = (0.2, 0.5, 1.0, 2.0, 5.0)
# Seconds a connection attempt may take.
CONNECT_SECONDS = 10.0
# Failed attempts at one node before the link tries the next address it knows.
ATTEMPTS_PER_NODE = 2
CONNECTING = "connecting"
ONLINE = "online"
OFFLINE = "offline"
CLOSED = "closed"


@dataclass
class SeatKept:
    """A seat the client holds: its token and the last version heard at that table."""

    seat_token: str
    version: int = 0


class ServerLink:
    """One client's connection to a table server, kept alive in a thread of its own."""

    def __init__(
        self,
        url: str,
        session: str | None = None,
        on_session: Callable[[str | None], None] | None = None,
    ) -> None:
        self.url = url
        # The address the link started with (any node, or a balancer in front of them), and
        # every node it heard of: where it turns when its node is gone.
        self.entry = url
        self.nodes: list[str] = []
        self.session = session
        self.status = CONNECTING
        # Why the connection is down, in words (empty while online).
        self.problem = ""
        self.reconnections = 0
        self.seats: dict[str, SeatKept] = {}
        self._on_session = on_session
        self._inbox: deque[Notice] = deque()
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[str] | None = None
        self._socket: ClientConnection | None = None
        self._stopping = False
        self._watching_lobby = False
        # Requests a node sent on to another: sent again once connected there.
        self._resend: list[str] = []
        self._thread = threading.Thread(target=self._run, name="server-link", daemon=True)

    # ---- the frame loop's side ---------------------------------------------------------------

    def start(self) -> None:
        """Starts connecting in the background."""
        self._thread.start()

    def send(self, request: Request) -> None:
        """Queues a request; it goes out as soon as the connection is up."""
        if self._stopping:
            raise RuntimeError("the connection to the server is closed")
        if isinstance(request, WatchLobby):
            self._watching_lobby = True
        text = encode(request).decode()
        self._loop.call_soon_threadsafe(self._queue, text)

    def notices(self) -> list[Notice]:
        """The notices that came in since the last call, in order."""
        with self._lock:
            ready = list(self._inbox)
            self._inbox.clear()
        return ready

    def drop(self) -> None:
        """Cuts the current connection as a lost network would (for tests)."""
        self._loop.call_soon_threadsafe(self._abort)

    def close(self) -> None:
        """Ends the link for good."""
        self._stopping = True
        self.status = CLOSED
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._abort)
        self._thread.join(CONNECT_SECONDS)

    def sign_out(self) -> None:
        """Ends the session on the server and forgets its token."""
        self.send(SignOut())
        self._set_session(None)

    # ---- the thread's side -------------------------------------------------------------------

    def _run(self) -> None:
        """The thread: connect, serve, and connect again until closed."""
        asyncio.set_event_loop(self._loop)
        self._outbox = asyncio.Queue()
        self._loop.run_until_complete(self._keep_connected())
        self._loop.close()

    def _queue(self, text: str) -> None:
        """Adds a request to the outbox (in the thread's loop)."""
        assert self._outbox is not None
        self._outbox.put_nowait(text)

    def _abort(self) -> None:
        """Closes the socket at once, without the closing handshake."""
        if self._socket is not None:
            self._socket.transport.abort()

    async def _keep_connected(self) -> None:
        """Connects again after every loss, waiting longer each time it fails."""
        failures = 0
        while not self._stopping:
            self.status = CONNECTING
            try:
                async with asyncio.timeout(CONNECT_SECONDS):
                    socket = await connect(self.url, max_size=None, open_timeout=CONNECT_SECONDS)
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as error:
                self.status = OFFLINE
                self.problem = f"the server at {self.url} cannot be reached ({error})"
                await asyncio.sleep(RETRY_SECONDS[min(failures, len(RETRY_SECONDS) - 1)])
                failures += 1
                if failures % ATTEMPTS_PER_NODE == 0:
                    self.url = self._next_address()
                continue
            failures = 0
            self._socket = socket
            self.status = ONLINE
            self.problem = ""
            await self._serve(socket)
            self._socket = None
            if not self._stopping:
                self.status = OFFLINE
                self.problem = "the connection to the server was lost; connecting again"
                self.reconnections += 1

    async def _serve(self, socket: ClientConnection) -> None:
        """Signs in again and returns to every seat, then sends and receives until the
        connection ends."""
        sender: asyncio.Task[None] | None = None
        try:
            if self.session is not None:
                await socket.send(encode(Resume(session=self.session)).decode())
                for table, kept in self.seats.items():
                    rejoin = Rejoin(table=table, seat_token=kept.seat_token, since=kept.version)
                    await socket.send(encode(rejoin).decode())
            if self._watching_lobby:
                await socket.send(encode(WatchLobby()).decode())
            resend, self._resend = self._resend, []
            for text in resend:
                await socket.send(text)
            sender = asyncio.create_task(self._send_all(socket))
            async for raw in socket:
                try:
                    notice = decode_notice(raw)
                except ProtocolError:
                    continue  # a newer server's message this client does not know
                if isinstance(notice, Moved):
                    await self._move(notice)
                    await socket.close()
                    return
                self._follow(notice)
                with self._lock:
                    self._inbox.append(notice)
        except ConnectionClosed:
            pass
        finally:
            if sender is not None:
                sender.cancel()

    async def _send_all(self, socket: ClientConnection) -> None:
        """Sends queued requests while the connection is up (what fails waits for the next)."""
        assert self._outbox is not None
        while True:
            text = await self._outbox.get()
            try:
                await socket.send(text)
            except ConnectionClosed:
                self._outbox.put_nowait(text)
                return

    async def _move(self, notice: Moved) -> None:
        """Goes to the node that serves the table (after the wait the notice asks for), and
        sends the request again there; the current connection ends."""
        if notice.request:
            self._resend.append(notice.request)
        if notice.node:
            self.url = notice.node
        await asyncio.sleep(notice.wait)

    def _next_address(self) -> str:
        """The next address to try after the current one failed: the entry, then each node
        heard of in turn."""
        addresses = [self.entry, *[node for node in self.nodes if node != self.entry]]
        if self.url not in addresses:
            return addresses[0]
        return addresses[(addresses.index(self.url) + 1) % len(addresses)]

    def _follow(self, notice: Notice) -> None:
        """Keeps what a reconnection needs: the session, the seats and the versions heard."""
        if isinstance(notice, Welcome):
            self._set_session(notice.session)
            if notice.nodes:
                self.nodes = list(notice.nodes)
        elif isinstance(notice, Seated):
            self.seats[notice.table] = SeatKept(notice.seat_token)
        elif isinstance(notice, TableUpdate | TableSnapshot):
            kept = self.seats.get(notice.table)
            if kept is not None:
                kept.version = notice.v

    def _set_session(self, session: str | None) -> None:
        """Keeps the session token (and tells the client's settings)."""
        self.session = session
        if self._on_session is not None:
            self._on_session(session)
