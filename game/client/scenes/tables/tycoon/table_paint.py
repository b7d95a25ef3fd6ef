"""How the Tycoon scene paints its table: the Hausbanks, the open tickets with the keys of
their places, the own tickets, the build preview and the distribution, each kept as a picture
while what it shows stays the same; the status line and the log; and above the panels the
chosen destination's ring, the Rat's steps, planes in flight, tickets on their way and the
ticket being dragged."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.kit.status_line import draw_status_line
from game.client.scenes.tables.tycoon import (
    bank_panel,
    distribution_panel,
    held_panel,
    layout,
    tickets_panel,
)
from game.client.scenes.tables.tycoon.build_preview import draw_build_preview
from game.client.scenes.tables.tycoon.spots import CITY, LANDING, SITE, TableSpot
from game.client.scenes.tables.tycoon.ticket_look import LIT, draw_ticket
from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets.log_panel import draw_log_strip
from game.rules.tycoon.forecast import BuildPreview, build_preview, build_preview_at
from game.texts import language

if TYPE_CHECKING:
    from game.client.scenes.tables.tycoon.scene import TycoonScene

CAP_SIZE = 14
CAP_SIDE = 20
DRAGGED_SIZE = (150, 56)
PANELS = ("banks", "tickets", "held", "preview", "distribution")


class TablePaint:
    """The painting of one Tycoon scene, with its kept pictures and its kept build preview."""

    def __init__(self, scene: TycoonScene) -> None:
        self.scene = scene
        self.pictures: dict[str, KeptPicture[object]] = {part: KeptPicture() for part in PANELS}
        # The build preview computed for (log length, seat, destination), kept between frames.
        self._preview_key: tuple[object, ...] | None = None
        self._preview: BuildPreview | None = None

    def preview(self) -> BuildPreview | None:
        """What the build of the moment would do for the shown seat: at the chosen flight's
        destination while a ticket is chosen, else where the plane is (None outside the own
        turn)."""
        scene = self.scene
        if not scene.own_turn() or scene.state.phase != "turn":
            return None
        state, seat = scene.state, scene.seat
        chosen = scene.choice.chosen if scene.choice is not None else None
        where = (chosen.city, chosen.place) if chosen is not None else None
        key = (len(scene.table.log), seat, where)
        if key != self._preview_key:
            self._preview_key = key
            if where is not None:
                self._preview = build_preview_at(state, seat, *where)
            else:
                self._preview = build_preview(state, seat)
        return self._preview

    def preview_focus(self) -> str | None:
        """Which build the preview puts in focus: the one whose button is pointed at or has
        the keyboard's focus, a factory site pointed at on the plane's city; None: all."""
        scene = self.scene
        focused = scene.widgets.focus.focused
        for button, focus in (
            (scene.hotel_button, "hotel"),
            (scene.renovate_button, "renovate"),
        ):
            if button.hovered or focused is button:
                return focus
        spot = scene.board.hovered_spot
        if spot is not None and spot.kind == SITE and scene.choice is None:
            if spot.city == scene.state.plane_city[scene.seat]:
                return f"factory:{spot.index}"
        return None

    def draw_table(self, surface: pygame.Surface) -> None:
        """The Hausbanks, the open tickets; the own tickets, the build preview and the
        distribution (under the payday panel while one is shown); the status line, the log.
        Each panel is kept as a picture while what it shows stays the same (the view's
        version, the selection, the tickets on their way, the language). The board, the
        buttons and the payday panel are widgets and draw themselves."""
        scene = self.scene
        view = scene.shown_view()
        names = scene.names()
        seat = scene.shown_seat
        hidden = scene.motion.hidden()
        flying = frozenset(
            player for player in range(view["players"]) if scene.board.flying(player)
        )
        base = (scene.view_version, seat, tuple(names), language())
        self.pictures["banks"].draw(
            surface,
            layout.BANKS_RECT,
            (base, flying, hidden),
            lambda: bank_panel.draw(
                surface, view, names, seat, hidden_planes=flying, hidden_tickets=hidden
            ),
        )
        own = scene.own_turn() and view["phase"] == "turn"
        self.pictures["tickets"].draw(
            surface,
            layout.TICKETS_RECT,
            (base, hidden, own),
            lambda: tickets_panel.draw(
                surface, layout.TICKETS_RECT, view, seat, hidden=hidden, buying=own
            ),
        )
        self._draw_open_keys(surface)
        if not scene.payday.open:
            selected = scene.choice.ticket if scene.choice is not None else None
            self.pictures["held"].draw(
                surface,
                layout.HELD_RECT,
                (base, hidden, own, selected),
                lambda: held_panel.draw(
                    surface,
                    layout.HELD_RECT,
                    view,
                    scene.seat,
                    names,
                    selected,
                    None if own else frozenset(),
                    hidden=hidden,
                ),
            )
            preview, focus = self.preview(), self.preview_focus()
            self.pictures["preview"].draw(
                surface,
                layout.PREVIEW_RECT,
                (self._preview_key if preview is not None else None, focus, base),
                lambda: draw_build_preview(
                    surface, layout.PREVIEW_RECT, preview, names, focus, not scene.watched
                ),
            )
            self.pictures["distribution"].draw(
                surface,
                layout.DISTRIBUTION_RECT,
                (base, scene.closing_reason),
                lambda: distribution_panel.draw(
                    surface, layout.DISTRIBUTION_RECT, view, names, seat, scene.closing_reason
                ),
            )
        draw_status_line(surface, layout.STATUS_RECT, *scene.status_line())
        draw_log_strip(surface, layout.LOG_RECT, scene.log)

    def draw_above(self, surface: pygame.Surface) -> None:
        """Above the panels: the chosen destination's ring, the Rat's steps, planes in flight,
        tickets on their way, the ticket being dragged."""
        scene = self.scene
        self._draw_chosen_target(surface)
        scene.rat.draw(surface, scene.spot_rect)
        scene.board.draw_flights(surface)
        scene.motion.draw(surface)
        if scene.dragging is not None and scene.drag_pos is not None:
            rect = pygame.Rect((0, 0), DRAGGED_SIZE)
            rect.center = (round(scene.drag_pos[0]), round(scene.drag_pos[1]))
            draw_ticket(surface, rect, scene.dragging, LIT)

    def _draw_chosen_target(self, surface: pygame.Surface) -> None:
        """The destination the keys point at, ringed on the board."""
        scene = self.scene
        if scene.choice is None or scene.choice.chosen is None:
            return
        move = scene.choice.chosen
        spot = (
            TableSpot(LANDING, move.city, move.place)
            if move.place >= 0
            else TableSpot(CITY, move.city)
        )
        rect = scene.spot_rect(spot)
        if rect is not None:
            pygame.draw.rect(surface, THEME.colours.focus, rect.inflate(8, 8), 4, 6)

    def _draw_open_keys(self, surface: pygame.Surface) -> None:
        """The key caps 1–8 beside the open tickets while the own turn runs (top left, over
        the ticket's band)."""
        scene = self.scene
        if not scene.own_turn() or scene.state.phase != "turn" or scene.payday.open:
            return
        palette = THEME.colours
        for spot in scene.open_spots:
            if spot.hotkey is None:
                continue
            rect = pygame.Rect(spot.rect)
            cap = pygame.Rect(rect.x - CAP_SIDE // 3, rect.y - CAP_SIDE // 3, CAP_SIDE, CAP_SIDE)
            pygame.draw.rect(surface, palette.panel, cap, 0, 4)
            pygame.draw.rect(surface, palette.text_muted, cap, 1, 4)
            draw_text(
                surface,
                spot.hotkey,
                cap.center,
                CAP_SIZE,
                palette.text,
                True,
                "center",
                valign="middle",
                box=cap,
            )
