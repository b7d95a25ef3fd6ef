"""The strip under the Speedchicago site: the log on the left, the newest line last and
brightest (a tap or P opens the whole log), and on the right the hint for the selection (what to
tap now, or who acts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.hint import watching_hint
from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets.log_panel import draw_log_strip as draw_game_log
from game.client.widgets.paint import draw_panel
from game.rules.speedchicago.moves import NOWHERE
from game.rules.speedchicago.state import FOREMEN, PHOTO, SETUP_PHOTOGRAPHER, STONES
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# The strip under the site: the log on the left, the hint on the right (where the tutorial's
# box and the scoring's banner cover it while they show).
# The log has the wider part: its lines wrap at words, the hint is one short sentence.
LOG_RECT = pygame.Rect(24, 912, 776, 152)
HINT_RECT = pygame.Rect(808, 912, 616, 152)
# The smallest size the newest log line shrinks to before it ends with '…' (the panel has it all).
LOG_SMALLEST = 17


def hint_line(scene: SpeedchicagoScene) -> str:
    """What to tap now for the current selection ('Tippe ein grünes Feld'), or who acts."""
    view = scene.view_data
    if view is None or scene.finished:
        return ""
    if not scene.can_act():
        return watching_hint(scene)
    phase = view["phase"]
    if phase == STONES:
        return text("chicago_overlay.hint.lay_stone")
    if phase == FOREMEN:
        return text("chicago_overlay.hint.place_foreman")
    if phase == SETUP_PHOTOGRAPHER:
        return text("chicago_overlay.hint.place_photographer")
    if phase == PHOTO:
        return text("chicago_overlay.hint.photo")
    if view["turn"]["lifted"] != NOWHERE:
        return text("chicago_overlay.hint.drop")
    selection = scene.selection
    mode = selection.mode
    if mode == sel.FOREMAN:
        return text("chicago_overlay.hint.walk" if scene.targets else "chicago_overlay.hint.stuck")
    if mode == sel.INSERTING:
        return text("chicago_overlay.hint.insert")
    if mode == sel.BUILDING:
        return text("chicago_overlay.hint.build")
    if mode == sel.CARD_SOURCE:
        key = "card_stone" if selection.card == "abrisstrupp" else "card_source"
        return text(f"chicago_overlay.hint.{key}")
    if mode == sel.CARD_TARGET:
        key = "drop" if selection.card == "sonderlieferung" else "card_target"
        return text(f"chicago_overlay.hint.{key}")
    if view["turn"]["action_points"] <= 0:
        return text("chicago_overlay.hint.no_points")
    return text("chicago_overlay.hint.idle")


def draw_log_strip(surface: pygame.Surface, scene: SpeedchicagoScene) -> None:
    """The log, the newest line last and brightest (P opens all of it), and the hint for the
    selection."""
    palette = THEME.colours
    spacing = THEME.spacing
    draw_game_log(surface, LOG_RECT, scene.log, THEME.fonts.tiny, LOG_SMALLEST)
    hint = hint_line(scene)
    draw_panel(surface, HINT_RECT, palette.panel, palette.panel_border)
    if hint:
        draw_text(
            surface,
            hint,
            HINT_RECT.center,
            THEME.fonts.small,
            palette.accent,
            True,
            "center",
            max_width=HINT_RECT.width - 2 * spacing.large,
            valign="middle",
        )
