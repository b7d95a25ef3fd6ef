"""The main menu: the five games as tiles, a quick game, continue, settings, rules and quit."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.client.games import GAMES, GameEntry
from game.client.intents import Intent, IntentKind
from game.client.pictures import calm_background, game_picture
from game.client.scene import Scene
from game.client.text_layout import (
    blit_text,
    draw_keys_hint,
    draw_text,
    fit_size,
    line_height,
    render_text,
)
from game.client.theme import THEME
from game.client.widgets import Button, Dialog, InfoContent, TileView, Widget, WidgetGroup, row
from game.client.widgets.button import draw_key_cap
from game.client.widgets.layout import CANVAS_WIDTH, centered, stack_horizontal
from game.client.widgets.paint import darker, draw_focus_ring, draw_panel
from game.client.widgets.tile_view import PICTURE_SHARE
from game.rules.core import OptionError, SaveError
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scenes.replay.records import ReplaysScene
    from game.table.seats import TableSetup

# Layout on the logical 1920×1080 canvas.
TITLE_SIZE = 150
TITLE_TOP = 30
SUBTITLE_GAP = 2
TILE_TOP = 272
TILE_WIDTH = 344
TILE_HEIGHT = 490
TILE_GAP = 26
BUTTON_TOP = 808
BUTTON_WIDTH = 290
# Schnelle Partie is wider: it says which game it starts and against whom.
QUICK_BUTTON_WIDTH = 560
QUICK_LABEL_SIZE = 30
SMALLEST_QUICK_SIZE = 16
BUTTON_GAP = 26
# The keys that open the tiles, in menu order.
TILE_KEYS: tuple[str, ...] = ("1", "2", "3", "4", "5")
QUICK_GAME_KEY = "s"
# Bestenliste: at the top on the right beside the title (Wiederholungen on the left), clear of
# the full row of buttons below the tiles.
LEADERBOARD_RECT = pygame.Rect(1576, TITLE_TOP + 24, 320, 80)
LEADERBOARD_KEY = "b"
TOAST_SECONDS = 6.0
# The buttons event mode leaves out of the menu.
EVENT_MODE_HIDDEN = frozenset({"continue", "online", "quit"})
# Wiederholungen, top left beside the title; not in event mode (guests do not look through the
# games of the guests before them).
REPLAYS_RECT = pygame.Rect(24, TITLE_TOP + 24, 320, 80)
# Messages stack up to here, between the buttons and the key hint, never over the title.
TOAST_BOTTOM = 1008


class GameTile(TileView):
    """A game's tile; a game that cannot be played yet carries a "coming soon" badge."""

    def __init__(
        self,
        rect: pygame.Rect,
        entry: GameEntry,
        on_press: Callable[[], None],
        hotkey: str,
    ) -> None:
        self.game = entry.name
        self.playable = entry.playable
        self.badge = "" if self.playable else text("menu.coming_badge")
        super().__init__(
            rect,
            entry.title,
            entry.line,
            entry.colour,
            picture=self._picture(rect, entry.name),
            on_press=on_press,
            hotkey=hotkey,
            info=self._explanation(entry),
        )

    def _picture(self, rect: pygame.Rect, game: str) -> pygame.Surface:
        """The game's emblem exactly as large as the tile shows it; a coming game's emblem
        shrinks to make room for the badge above it."""
        margin = 2 * THEME.spacing.medium
        size = (rect.width - margin, round(rect.height * PICTURE_SHARE) - margin)
        if not self.badge:
            return game_picture(game, size)
        label = render_text(self.badge, THEME.fonts.small, THEME.colours.text_on_accent, True)
        pill = label.get_rect().inflate(2 * THEME.spacing.large, THEME.spacing.small)
        pill.midtop = (size[0] // 2, 0)
        composed = pygame.Surface(size, pygame.SRCALPHA)
        draw_panel(composed, pill, THEME.colours.accent, radius=pill.height // 2)
        at = label.get_rect(center=pill.center)
        blit_text(composed, label, at, self.badge, THEME.fonts.small, True, pill)
        emblem_top = pill.bottom + THEME.spacing.small
        composed.blit(game_picture(game, (size[0], size[1] - emblem_top)), (0, emblem_top))
        return composed

    def _explanation(self, entry: GameEntry) -> InfoContent:
        """What the info window says about the game: what it is and what a tap does."""
        action = text("menu.tile_opens") if self.playable else text("menu.tile_coming")
        return InfoContent(entry.title, [entry.line, action])


def quick_game_words(setup: TableSetup) -> tuple[str, str]:
    """What the Schnelle Partie button says: which game it starts ("Schnelle Partie ·
    <game>") and against whom ("gegen 3 Computer (normal)", the mode first if any)."""
    from game.client.games import game_entry
    from game.client.solo_modes import mode_name

    title = text("menu.quick_game_of", game=game_entry(setup.game).title)
    computers = [seat.strength for seat in setup.seats if not seat.is_human]
    humans = len(setup.seats) - len(computers)
    if computers:
        mixed = len(set(computers)) > 1
        strength = text("menu.quick_mixed") if mixed else text(f"strength.{computers[0]}")
        key = "menu.quick_against_one" if len(computers) == 1 else "menu.quick_against_many"
        who = text(key, count=len(computers), strength=strength)
        if humans > 1:
            who = text("menu.quick_people", count=humans, against=who)
    else:
        who = text("menu.quick_people_only", count=humans)
    if setup.mode:
        who = text("menu.quick_mode", mode=mode_name(setup.game, setup.mode), who=who)
    return title, who


class QuickGameButton(Button):
    """Schnelle Partie: the game it starts on the first line, against whom on the second."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        detail: str,
        on_press: Callable[[], None],
        *,
        enabled: bool,
        info: InfoContent,
    ) -> None:
        super().__init__(
            rect, label, on_press, QUICK_GAME_KEY, primary=True, enabled=enabled, info=info
        )
        self.detail = detail

    def text_room(self) -> pygame.Rect:
        """The part of the face left for the two lines, beside the key cap."""
        face = self.rect.move(0, 2) if self.pressed else self.rect
        room = face.inflate(-2 * THEME.spacing.large, -2 * THEME.spacing.small)
        room.width -= THEME.fonts.tiny + 2 * THEME.spacing.medium + THEME.spacing.small
        return room

    def sizes(self) -> tuple[int, int]:
        """The font sizes of the two lines: as large as fits the room beside the key cap."""
        room = self.text_room().width
        label = fit_size(self.label, room, QUICK_LABEL_SIZE, True, SMALLEST_QUICK_SIZE)
        detail = fit_size(self.detail, room, THEME.fonts.tiny, False, SMALLEST_QUICK_SIZE)
        return label, detail

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The button as usual, with two lines instead of one (one without a detail)."""
        if not self.visible or not self.detail:
            super().draw(surface, focused)
            return
        fill, text_colour, border = self.colours()
        face = self.rect.move(0, 2) if self.pressed else self.rect
        draw_panel(surface, face, fill, border, shadow=self.enabled and not self.pressed)
        cap_width = THEME.fonts.tiny + 2 * THEME.spacing.medium
        cap_colour = darker(text_colour, 0.1) if self.enabled else text_colour
        cap_x = face.right - THEME.spacing.large - cap_width // 2
        draw_key_cap(surface, QUICK_GAME_KEY, (cap_x, face.centery), cap_colour)
        room = self.text_room()
        label_size, detail_size = self.sizes()
        label_height = line_height(label_size, True)
        top = face.centery - (label_height + line_height(detail_size)) // 2
        centre = room.centerx
        draw_text(surface, self.label, (centre, top), label_size, text_colour, True, "center")
        below = (centre, top + label_height)
        draw_text(surface, self.detail, below, detail_size, text_colour, align="center")
        if focused:
            draw_focus_ring(surface, self.rect)


class MainMenu(Scene):
    """The first screen: pick a game, play at once, continue, change settings, read the rules."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.group = WidgetGroup()
        self.tiles: list[GameTile] = []
        self.buttons: dict[str, Button] = {}
        self.can_continue = False
        self.built_language = ""
        self.quick_words: tuple[str, str] = ("", "")
        self.background = calm_background()
        self._title: pygame.Surface | None = None

    # -- building --------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Rebuilds when the language changed or a table to continue came or went; messages
        show below the buttons, clear of the title."""
        self.app.toasts.bottom = TOAST_BOTTOM
        can_continue = self._table_to_continue()
        if (
            self.built_language != self.app.settings.language
            or can_continue != self.can_continue
            or self._quick_words() != self.quick_words
        ):
            self.can_continue = can_continue
            self.build()

    def on_exit(self) -> None:
        """Messages go back to the top for the next screen."""
        self.app.toasts.bottom = None

    def _table_to_continue(self) -> bool:
        """Whether a saved, unfinished table can be continued."""
        from game.client.launch import has_table_to_continue

        return has_table_to_continue(self.app)

    def _quick_words(self) -> tuple[str, str]:
        """What Schnelle Partie would start now, in words (the game and against whom); nothing
        while no game can be played."""
        from game.client.launch import quick_game_setup

        if not any(entry.playable for entry in GAMES):
            return ("", "")
        return quick_game_words(quick_game_setup(self.app))

    def build(self) -> None:
        """Lays out the tiles and buttons in the current language, keeping the keyboard focus."""
        focused = self._focus_key()
        self.built_language = self.app.settings.language
        self._title = render_text(text("menu.title"), TITLE_SIZE, THEME.colours.text, True)
        tile_rects = row(
            len(GAMES),
            TILE_WIDTH,
            TILE_HEIGHT,
            TILE_GAP,
            pygame.Rect(0, TILE_TOP, CANVAS_WIDTH, TILE_HEIGHT),
        )
        self.tiles = [
            GameTile(rect, entry, self._opener(entry), hotkey)
            for rect, entry, hotkey in zip(tile_rects, GAMES, TILE_KEYS)
        ]
        # Without a playable game a quick game has nothing to start, so its button says so.
        any_playable = any(tile.playable for tile in self.tiles)
        actions: list[tuple[str, Callable[[], None]]] = [("quick_game", self.quick_game)]
        if self.can_continue:
            actions.append(("continue", self.continue_table))
        actions += [
            ("online", self.open_online),
            ("settings", self.open_settings),
            ("rules", lambda: self.open_rules(None)),
            ("quit", self.request_quit),
        ]
        if self.app.event.active:
            # Event mode: guests neither leave, nor go online, nor continue another's table.
            actions = [action for action in actions if action[0] not in EVENT_MODE_HIDDEN]
        height = THEME.button_height + 8
        # As wide as the row of tiles at most: with Weiterspielen the buttons grow narrower.
        others = len(actions) - 1
        tiles_width = len(GAMES) * TILE_WIDTH + (len(GAMES) - 1) * TILE_GAP
        room = (tiles_width - QUICK_BUTTON_WIDTH - others * BUTTON_GAP) // max(1, others)
        widths = [QUICK_BUTTON_WIDTH] + [min(BUTTON_WIDTH, room)] * others
        frame = centered(
            sum(widths) + BUTTON_GAP * (len(widths) - 1),
            height,
            pygame.Rect(0, BUTTON_TOP, CANVAS_WIDTH, height),
        )
        button_rects = stack_horizontal(frame.x, frame.y, height, widths, BUTTON_GAP)
        self.quick_words = self._quick_words()
        quick_label, quick_detail = self.quick_words
        self.buttons = {
            "quick_game": QuickGameButton(
                button_rects[0],
                quick_label or text("menu.quick_game"),
                quick_detail,
                self.quick_game,
                enabled=any_playable,
                info=InfoContent(text("menu.quick_game"), [text("menu.quick_game_info")]),
            )
        }
        for rect, (name, action) in zip(button_rects[1:], actions[1:]):
            info = InfoContent(text(f"menu.{name}"), [text(f"menu.{name}_info")])
            self.buttons[name] = Button(rect, text(f"menu.{name}"), action, info=info)
        if not any_playable:
            explained = [text("menu.quick_game_info"), text("menu.quick_game_unavailable")]
            self.buttons["quick_game"].set_info(InfoContent(text("menu.quick_game"), explained))
        # Not in self.buttons: those are the row under the tiles.
        self.leaderboard_button = Button(
            LEADERBOARD_RECT,
            text("bestenliste.menu"),
            self.open_leaderboard,
            hotkey=LEADERBOARD_KEY,
            info=InfoContent(text("bestenliste.menu"), [text("bestenliste.menu_info")]),
        )
        # Not in self.buttons either; left out in event mode.
        self.replays_button = Button(
            REPLAYS_RECT,
            text("menu.replays"),
            self.open_replays,
            visible=not self.app.event.active,
            info=InfoContent(text("menu.replays"), [text("menu.replays_info")]),
        )
        widgets: list[Widget] = [
            *self.tiles,
            *self.buttons.values(),
            self.leaderboard_button,
            self.replays_button,
        ]
        self.group.set_widgets(widgets)
        self._restore_focus(focused)

    def _focus_key(self) -> str | None:
        """A name for the focused widget that survives a rebuild."""
        focused = self.group.focus.focused
        for tile in self.tiles:
            if tile is focused:
                return "tile:" + tile.game
        for name, button in self.buttons.items():
            if button is focused:
                return "button:" + name
        return None

    def _restore_focus(self, key: str | None) -> None:
        """Gives the focus back to the widget that had it before a rebuild, where it still is."""
        if key is None:
            return
        kind, name = key.split(":", 1)
        if kind == "tile":
            found: Widget | None = next((tile for tile in self.tiles if tile.game == name), None)
        else:
            found = self.buttons.get(name)
        if found is not None and found.accepts_input:
            self.group.focus.focus(found)

    # -- actions ---------------------------------------------------------------------------

    def _opener(self, entry: GameEntry) -> Callable[[], None]:
        """What a tap on a game's tile does: the table set-up, or the coming-soon dialog."""
        if entry.playable:
            return lambda: self.open_setup(entry.name)
        return lambda: self.show_coming(entry)

    def open_setup(self, game: str) -> None:
        """Opens the set-up of a new table of this game."""
        from game.client.launch import open_setup

        self._attempt(lambda: open_setup(self.app, game))

    def show_coming(self, entry: GameEntry) -> Dialog:
        """Says that this game is not playable yet and what there is already: its rules."""
        return self.group.open_dialog(
            Dialog(
                text("menu.coming_title", game=entry.title),
                text("menu.coming_message", game=entry.title),
                [
                    (text("menu.read_rules"), lambda: self.open_rules(entry.name)),
                    (text("menu.close"), _nothing),
                ],
                cancel=_nothing,
            )
        )

    def quick_game(self) -> None:
        """Schnelle Partie: at once against the computers."""
        from game.client.launch import quick_game

        self._attempt(lambda: quick_game(self.app))

    def continue_table(self) -> None:
        """Weiterspielen: the list of saved tables, to continue or delete one."""
        from game.client.launch import open_saved_tables

        open_saved_tables(self.app)

    def open_online(self) -> None:
        """Playing with other people: the sign-in, or the lobby when signed in already."""
        self.app.navigator.to_online()

    def open_replays(self) -> ReplaysScene:
        """Wiederholungen: the kept records of finished games, and shared ones to open."""
        from game.client.scenes.replay.records import ReplaysScene

        scene = ReplaysScene(self.app)
        self.app.push(scene)
        return scene

    def open_leaderboard(self) -> None:
        """Bestenliste: every game's monthly and all-time lists, the Tages- and Rekordliste."""
        from game.client.scenes.leaderboard_scene import LeaderboardScene

        self.app.push(LeaderboardScene(self.app, self.app.settings.last_game))

    def open_settings(self) -> None:
        """Shows the settings."""
        self.app.navigator.to_settings()

    def open_rules(self, game: str | None) -> None:
        """Shows the rules (of this game, or of the one played last)."""
        self.app.navigator.to_rules(game)

    def request_quit(self) -> Dialog | None:
        """Beenden (the button, Esc): asks first while a table is in progress (a saved,
        unfinished table waits), otherwise quits at once; the dialog when one was opened. In
        event mode nothing happens (only the organiser's PIN quits)."""
        if self.app.event.active:
            self.app.event.refuse()
            return None
        if self._table_to_continue():
            return self.ask_quit()
        self.app.quit()
        return None

    def ask_quit(self) -> Dialog:
        """Asks whether to leave the suite while a table is in progress (it stays saved)."""
        return self.group.open_dialog(
            Dialog(
                text("menu.quit_title"),
                text("menu.quit_message"),
                [(text("menu.quit"), self.app.quit), (text("menu.stay"), _nothing)],
                cancel=_nothing,
            )
        )

    def _attempt(self, action: Callable[[], object]) -> None:
        """Runs a step towards a table; one that cannot be taken is told in words."""
        try:
            action()
        except (OptionError, SaveError) as error:
            self.app.toasts.push(text("menu.not_possible", problem=str(error)), TOAST_SECONDS)

    # -- the frame -------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Tiles and buttons first (a dialog or info window above them); Esc is Beenden. A file
        dropped on the window is opened as a shared record (outside event mode)."""
        if intent.kind is IntentKind.FILE_DROPPED and not self.app.event.active:
            self.open_replays().open_file(Path(intent.text))
            return
        if self.group.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.request_quit()

    def update(self, dt: float) -> None:
        """Advances the widgets' pressed states and the info window's wait."""
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, tiles, buttons, the key hint; then a dialog or info window."""
        surface.blit(self.background, (0, 0))
        if self._title is not None:
            title_rect = self._title.get_rect(midtop=(CANVAS_WIDTH // 2, TITLE_TOP))
            blit_text(surface, self._title, title_rect, text("menu.title"), TITLE_SIZE, True)
            draw_text(
                surface,
                text("menu.subtitle"),
                (CANVAS_WIDTH // 2, title_rect.bottom + SUBTITLE_GAP),
                THEME.fonts.body,
                THEME.colours.text_muted,
                align="center",
            )
        # In event mode the keys that leave are refused, so the line names none of them.
        hint = "event_mode.menu_hint" if self.app.event.active else "menu.keys_hint"
        draw_keys_hint(surface, text(hint))
        self.group.draw(surface)


def _nothing() -> None:
    """The answer that only closes a dialog."""
