"""Going online: the server's address, a name and a password; sign in or make an account. A
session kept from the last time signs in by itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.online_access import go_online, sessions_of
from game.client.scene import Scene
from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets import Button, TextField, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH
from game.net.connection import OFFLINE
from game.net.online_client import DEFAULT_SERVER
from game.store.credentials import LONGEST_NAME, LONGEST_PASSWORD
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

FIELD_WIDTH = 760
FIELD_HEIGHT = 96
FIELD_GAP = 24
FIELDS_TOP = 260
BUTTON_WIDTH = 360
TITLE_TOP = 110
STATUS_WIDTH = 1400


class SignInScene(Scene):
    """Signs in (or up) and goes on to the lobby once the server welcomes the player."""

    def __init__(self, app: App, server: str = DEFAULT_SERVER) -> None:
        super().__init__(app)
        self.server = server
        self.name = ""
        self.password = ""
        self.status = ""
        self.widgets = WidgetGroup()
        self._language = ""
        self._sent = False

    def on_enter(self) -> None:
        """Lays the form out; with a session kept for the server, signs in with it at once."""
        if self._language != language():
            self._build()
        client = self.app.online
        if client is not None and client.name is not None:
            self._to_lobby()
        elif sessions_of(self.app).token(self.server) is not None:
            go_online(self.app, self.server)
            self._sent = True

    def _build(self) -> None:
        """The three fields and the buttons in the current language."""
        self._language = language()
        left = (CANVAS_WIDTH - FIELD_WIDTH) // 2
        tops = [FIELDS_TOP + number * (FIELD_HEIGHT + FIELD_GAP) for number in range(3)]
        self.server_field = TextField(
            (left, tops[0], FIELD_WIDTH, FIELD_HEIGHT),
            text("online.server"),
            self.server,
            self._type_server,
            max_length=120,
        )
        self.name_field = TextField(
            (left, tops[1], FIELD_WIDTH, FIELD_HEIGHT),
            text("online.name"),
            self.name,
            self._type_name,
            max_length=LONGEST_NAME,
        )
        self.password_field = TextField(
            (left, tops[2], FIELD_WIDTH, FIELD_HEIGHT),
            text("online.password"),
            self.password,
            self._type_password,
            max_length=LONGEST_PASSWORD,
            hidden=True,
        )
        button_top = tops[2] + FIELD_HEIGHT + 2 * FIELD_GAP
        width = 3 * BUTTON_WIDTH + 2 * FIELD_GAP
        first = (CANVAS_WIDTH - width) // 2
        height = THEME.button_height + 8
        self.sign_in_button = Button(
            (first, button_top, BUTTON_WIDTH, height),
            text("online.sign_in"),
            self.sign_in,
            primary=True,
        )
        self.sign_up_button = Button(
            (first + BUTTON_WIDTH + FIELD_GAP, button_top, BUTTON_WIDTH, height),
            text("online.sign_up"),
            self.sign_up,
        )
        self.back_button = Button(
            (first + 2 * (BUTTON_WIDTH + FIELD_GAP), button_top, BUTTON_WIDTH, height),
            text("online.back"),
            self.back,
        )
        self.widgets.set_widgets(
            [
                self.server_field,
                self.name_field,
                self.password_field,
                self.sign_in_button,
                self.sign_up_button,
                self.back_button,
            ]
        )

    def _type_server(self, value: str) -> None:
        """The server's address as typed."""
        self.server = value.strip()

    def _type_name(self, value: str) -> None:
        """The name as typed."""
        self.name = value

    def _type_password(self, value: str) -> None:
        """The password as typed."""
        self.password = value

    # ---- acting ---------------------------------------------------------------------------------

    def sign_in(self) -> None:
        """Signs in with the name and password."""
        self._send(sign_up=False)

    def sign_up(self) -> None:
        """Makes the account and signs in with it."""
        self._send(sign_up=True)

    def _send(self, *, sign_up: bool) -> None:
        """Connects (when not yet) and sends the name and password."""
        if not self.name.strip() or not self.password:
            self.status = text("online.need_name")
            return
        client = go_online(self.app, self.server)
        if sign_up:
            client.sign_up(self.name.strip(), self.password)
        else:
            client.sign_in(self.name.strip(), self.password)
        self._sent = True
        self.status = text("online.connecting", server=self.server)

    def back(self) -> None:
        """Back to the main menu."""
        self.app.navigator.to_menu()

    def _to_lobby(self) -> None:
        """Signed in: the lobby takes this scene's place."""
        self.app.navigator.to_lobby(replace_top=True)

    # ---- frame ----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """The fields and buttons; Esc goes back (unless it ends typing)."""
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.back()

    def update(self, dt: float) -> None:
        """Signed in: to the lobby; refused or unreachable: said on the status line."""
        self.widgets.update(dt)
        client = self.app.online
        if client is None:
            return
        for reason in client.problems():
            self.status = text("online.refused", reason=reason)
            self._sent = False
        if client.name is not None:
            self._to_lobby()
        elif self._sent and client.link.status == OFFLINE:
            self.status = text("online.offline", problem=client.link.problem)

    def draw(self, surface: pygame.Surface) -> None:
        """The title, the form and the status line."""
        palette = THEME.colours
        surface.fill(palette.background)
        middle = CANVAS_WIDTH // 2
        draw_text(
            surface,
            text("online.title"),
            (middle, TITLE_TOP),
            THEME.fonts.title,
            palette.text,
            True,
            align="center",
        )
        self.widgets.draw(surface)
        if self.status:
            draw_text(
                surface,
                self.status,
                (middle, self.sign_in_button.rect.bottom + 2 * FIELD_GAP),
                THEME.fonts.body,
                palette.text_muted,
                align="center",
                max_width=STATUS_WIDTH,
            )
