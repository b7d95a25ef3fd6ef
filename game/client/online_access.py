"""The app's one online client: made when the player first goes online, kept while the app
runs, its session token remembered in the config folder per server."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.net.connection import ServerLink
from game.net.online_client import OnlineClient
from game.store.session_file import SessionFile

if TYPE_CHECKING:
    from game.client.app import App


def sessions_of(app: App) -> SessionFile:
    """The file of kept session tokens, beside the settings."""
    return SessionFile(app.settings_store.path.parent)


def go_online(app: App, url: str) -> OnlineClient:
    """The app's client for this server (a new one, signing in with a kept token, when there
    is none yet or it served another server)."""
    current = app.online
    if current is not None and current.url == url:
        return current
    if current is not None:
        current.link.close()
    sessions = sessions_of(app)

    def keep(token: str | None) -> None:
        """The server gave a new session token (or it ended): kept for the next start."""
        sessions.keep(url, token)

    link = ServerLink(url, sessions.token(url), keep)
    link.start()
    client = OnlineClient(link)
    app.online = client
    return client


def go_offline(app: App) -> None:
    """Ends the connection (the session stays kept for the next time)."""
    if app.online is not None:
        app.online.link.close()
        app.online = None
