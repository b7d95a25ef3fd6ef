"""Tisch eröffnen: the game, its solo mode where it offers some (Freie Partie, Rekordjagd,
Tagesbaustelle), the seats (people and computers), the options, clock and tempo.

The clock is offered only where the table runs one: a game played alone without a clock ("Allein
spielst du ohne Uhr") shows "ohne Uhr", greyed. The name typed for the first person is kept in the
settings and becomes the first person's name in the next set-up, of any game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.client.games import GAMES, game_entry
from game.client.intents import Intent, IntentKind
from game.client.launch import (
    DAILY_SITE,
    FREE_MODE,
    QUICK_GAME_STRENGTH,
    RECORD_HUNT,
    TOAST_SECONDS,
    computer_name,
    default_name_number,
    default_setup,
    human_name,
    new_seed,
    record_book,
    remembered_setup,
    start_table,
    table_id_of,
    today,
)
from game.client.option_presets import (
    ON,
    OptionPresets,
    given_by_chooser,
    is_switch,
    presets_of,
    switched_on,
    with_chooser,
    with_switch,
)
from game.client.scene import Scene
from game.client.solo_modes import SoloMode, mode_line, mode_name, modes_of
from game.client.taler import open_pot, stake_problem, stake_row
from game.client.text_layout import draw_text, fit_size, line_height, lines_of
from game.client.theme import THEME
from game.client.widgets import Button, ChoiceList, InfoContent, WidgetGroup
from game.client.widgets.base import Widget
from game.client.widgets.option_grid import SwitchCell, grid_cells, grid_columns, share_label_size
from game.client.widgets.text_field import TextField
from game.rules.core import GameOption, OptionError
from game.rules.registry import get_game
from game.store.records import RecordsError
from game.table.clock_rules import clock_allowed
from game.table.seats import (
    COMPUTER,
    DEFAULT_TURN_SECONDS,
    HUMAN,
    LONGEST_NAME,
    SEAT_STRENGTHS,
    TEMPOS,
    TURN_SECONDS,
    Seat,
    TableSetup,
)
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

# What a seat can be: a person on this device, or a computer of one of the strengths.
SEAT_CHOICES: tuple[str, ...] = (HUMAN, *SEAT_STRENGTHS)

# Layout on the 1920×1080 canvas: seats on the left, options on the right, buttons below.
MARGIN = 72
TOP = 168
ROW_HEIGHT = 80
ROW_GAP = 12
LEFT_WIDTH = 976
SEAT_KIND_WIDTH = 620
NAME_GAP = 16
RIGHT_LEFT = 1096
RIGHT_WIDTH = 1920 - MARGIN - RIGHT_LEFT
RIGHT_BOTTOM = 880
EXPLANATION_ROOM = 72
# The most option rows (clock and tempo included) the right column holds at full height; a game
# with more lays its on/off options out as switches in a grid, down to COMPACT_BOTTOM.
FULL_ROWS = (RIGHT_BOTTOM - TOP) // (ROW_HEIGHT + ROW_GAP)
SWITCH_GAP = 8
# The lowest a grid's switch may be before the grid takes a third column (touch-sized enough).
LOWEST_SWITCH = 52
BUTTON_TOP = 960
BUTTON_HEIGHT = 88
BUTTON_WIDTH = 420
COMPACT_BOTTOM = BUTTON_TOP - 2 * ROW_GAP
# The seat row's choice ("Computer normal") needs more room than its label ("Platz 1").
SEAT_LABEL_SHARE = 0.22
# The status line sits between "Zurück" and "Tisch eröffnen", so that the mode's lines under the
# seats have the room down to the buttons; a long problem wraps and, if need be, gets smaller.
STATUS_GAP = 24
STATUS_BOX = pygame.Rect(
    MARGIN + BUTTON_WIDTH + STATUS_GAP,
    BUTTON_TOP,
    1920 - 2 * (MARGIN + BUTTON_WIDTH + STATUS_GAP),
    BUTTON_HEIGHT,
)
# The smallest size a status or mode line shrinks to where a long name would not fit.
SMALLEST_STATUS_SIZE = 14


class SeatKindList(ChoiceList[str]):
    """A seat's choice of person or computer strength: a short label, a wide value."""

    def value_rect(self) -> pygame.Rect:
        """The arrows and the chosen text take most of the row."""
        label_width = round(self.rect.width * SEAT_LABEL_SHARE)
        return pygame.Rect(
            self.rect.x + label_width, self.rect.y, self.rect.width - label_width, self.rect.height
        )


@dataclass
class FreeDraft:
    """The free table's seats, options and clock, kept while a fixed mode is shown."""

    seat_count: int
    seats: list[SeatDraft]
    options: dict[str, str]
    turn_seconds: int | None


@dataclass
class SeatDraft:
    """One seat as set so far: a person (with the name typed) or a computer strength."""

    choice: str
    name: str

    @property
    def is_human(self) -> bool:
        """Whether a person sits here."""
        return self.choice == HUMAN


def is_default_name(name: str) -> bool:
    """Whether a name is a seat's default ("Spieler 2", "Player 1", "Computer 3") in any
    language: such a name is never kept as the player's own."""
    return any(
        default_name_number(name, key) is not None for key in ("names.human", "names.computer")
    )


def block_size(text_: str, box: pygame.Rect, largest: int, smallest: int) -> int:
    """The largest font size up to largest at which text, wrapped, fits the box's height."""
    size = largest
    while (
        size > smallest
        and len(lines_of(text_, size, max_width=box.width)) * line_height(size) > box.height
    ):
        size -= 1
    return size


def seat_choice_text(choice: str) -> str:
    """How a seat choice is shown: "Mensch", "Computer leicht", ..."""
    return text("table_setup.human") if choice == HUMAN else text(f"table_setup.computer_{choice}")


def clock_text(seconds: int | None) -> str:
    """How a time per turn is shown: "30 s", "2 Minuten", "ohne Uhr"."""
    if seconds is None:
        return text("table_setup.clock_none")
    if seconds >= 120 and seconds % 60 == 0:
        return text("table_setup.clock_minutes", minutes=seconds // 60)
    return text("table_setup.clock_seconds", seconds=seconds)


def option_label(game: str, option: str) -> str:
    """The label of a game's option ("Variante")."""
    return text(f"options.{game}.{option}.label")


def option_choice_text(game: str, option: str, choice: str) -> str:
    """How one value of a game's option is shown ("Klassisch")."""
    return text(f"options.{game}.{option}.{choice}")


def option_explanation(game: str, option: str, choice: str) -> str:
    """One line that says what a value of a game's option means."""
    return text(f"options.{game}.{option}.explain.{choice}")


def seat_info() -> InfoContent:
    """What a person and each computer strength at a seat mean."""
    return InfoContent(
        text("table_setup.seat_info_title"),
        [
            text(
                "table_setup.choice_line",
                choice=seat_choice_text(choice),
                line=text(f"table_setup.explain_{choice}"),
            )
            for choice in SEAT_CHOICES
        ],
    )


def game_modes(game: str) -> tuple[str, ...]:
    """The modes a game offers in its set-up ("freie_partie" first), or none."""
    modes = modes_of(game)
    return (FREE_MODE, *(mode for mode in modes if mode != FREE_MODE)) if modes else ()


def playable_games() -> tuple[str, ...]:
    """The games a table can be opened for, in menu order."""
    return tuple(entry.name for entry in GAMES if entry.playable)


class SetupScene(Scene):
    """The set-up of a new table; "Tisch eröffnen" starts it, "Zurück" (Esc) goes back."""

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        if game not in playable_games():
            raise ValueError(f"a table of '{game}' cannot be opened: the game is not playable yet")
        self.widgets = WidgetGroup()
        self.status_problem = ""
        self._language = ""
        self._explanations: list[tuple[pygame.Rect, str]] = []
        self._load(game)
        self._build()

    # The set-up as chosen ---------------------------------------------------------------------

    def _load(self, game: str) -> None:
        """Takes the game's remembered set-up, or the defaults when there is none or it is
        damaged (the player is told)."""
        self.game = game
        rules = get_game(game)
        remembered = remembered_setup(self.app, game)
        if remembered is None and game in self.app.settings.last_setups:
            self.app.toasts.push(text("table_setup.remembered_damaged"), TOAST_SECONDS)
        base = remembered or default_setup(game, self.app.settings.tempo)
        self.seat_count = len(base.seats)
        self.seats: list[SeatDraft] = []
        for number in range(rules.max_players):
            seat = base.seats[number] if number < len(base.seats) else None
            if seat is None:
                self.seats.append(SeatDraft(QUICK_GAME_STRENGTH, human_name(number)))
            elif seat.is_human:
                self.seats.append(SeatDraft(HUMAN, seat.name))
            else:
                self.seats.append(SeatDraft(seat.strength, human_name(number)))
        self._offer_player_name()
        self.options = rules.resolve_options(base.option_map())
        # A set-up without a clock (a game played alone) says nothing about the clock a table of
        # several people wants: the standard time comes back when a second person sits down.
        self.turn_seconds = (
            base.turn_seconds if clock_allowed(base) else base.turn_seconds or DEFAULT_TURN_SECONDS
        )
        self.tempo = base.tempo
        self.status_problem = ""
        self._language = ""
        modes = game_modes(game)
        self.mode = FREE_MODE if modes else ""
        self._free: FreeDraft | None = None
        self.mode_note = ""
        if base.mode in modes and base.mode != FREE_MODE:
            self._apply_mode(base.mode)

    def _offer_player_name(self) -> None:
        """The name typed last (in any game's set-up) for the first person in use, unless another
        seat already plays under it."""
        name = self.app.settings.player_name
        used = self.seats[: self.seat_count]
        first = next((number for number, draft in enumerate(used) if draft.is_human), None)
        if not name or first is None:
            return
        if all(self.seat_name(number) != name for number in range(len(used)) if number != first):
            self.seats[first].name = name

    def _keep_player_name(self) -> None:
        """Keeps the first person's typed name in the settings for the next set-up."""
        used = self.seats[: self.seat_count]
        first = next((draft for draft in used if draft.is_human), None)
        if first is None:
            return
        name = first.name.strip()
        if name and not is_default_name(name) and name != self.app.settings.player_name:
            self.app.change_settings(player_name=name)

    def seat_name(self, number: int) -> str:
        """The name seat number (0-based) plays under: the typed one, or the computer's."""
        draft = self.seats[number]
        return draft.name.strip() if draft.is_human else computer_name(number)

    def setup(self) -> TableSetup:
        """The table as set up now (seed 0: a table gets its own when it starts); no time per
        turn where no clock runs."""
        drafted = self._drafted()
        return drafted if self._clock_runs(drafted) else replace(drafted, turn_seconds=None)

    def _drafted(self) -> TableSetup:
        """The table as drafted, with the time per turn chosen even where no clock runs."""
        seats = tuple(
            Seat(self.seat_name(number), HUMAN)
            if draft.is_human
            else Seat(self.seat_name(number), COMPUTER, draft.choice)
            for number, draft in enumerate(self.seats[: self.seat_count])
        )
        mode = "" if self.mode == FREE_MODE else self.mode
        return TableSetup(self.game, seats, self.options, 0, self.turn_seconds, self.tempo, mode)

    @property
    def clock_runs(self) -> bool:
        """Whether the table as set up has a turn clock to choose (not alone in a game played
        alone without one, not in a mode played without a clock)."""
        return self._clock_runs(self._drafted())

    def _clock_runs(self, drafted: TableSetup) -> bool:
        """Whether a table of this drafted set-up may run a clock at all."""
        fixed = self.fixed_mode
        return (fixed is None or fixed.clock) and clock_allowed(drafted)

    @property
    def fixed_mode(self) -> SoloMode | None:
        """The mode that fixes seats, options and clock (Rekordjagd, Tagesbaustelle), or None."""
        mode = modes_of(self.game).get(self.mode)
        return None if mode is None or mode.options_free else mode

    def problem(self) -> str:
        """Why the table cannot start as set up, in words; '' when it can."""
        used = self.seats[: self.seat_count]
        if not any(draft.is_human for draft in used):
            return text("table_setup.need_human")
        names: set[str] = set()
        for number in range(self.seat_count):
            name = self.seat_name(number)
            if not name:
                return text("table_setup.name_missing", number=number + 1)
            if name in names:
                return text("table_setup.name_taken", name=name)
            names.add(name)
        return self.stake_problem() if self.stake and self.offers_stake() else ""

    # Einsatz: none until one is chosen.
    stake = 0

    def offers_stake(self) -> bool:
        """Whether the table may play for Taler: several people at a table of the free mode
        (their Taler are the local profile's)."""
        people = sum(draft.is_human for draft in self.seats[: self.seat_count])
        return self.fixed_mode is None and people >= 2

    def stake_problem(self) -> str:
        """Why the people cannot play for the stake chosen, in words; '' when they can."""
        people = [
            self.seat_name(number)
            for number in range(self.seat_count)
            if self.seats[number].is_human
        ]
        return stake_problem(self.app, people, self.stake)

    def choose_stake(self, stake: int) -> None:
        """Einsatz: every person at the table stakes this many Taler."""
        self.stake = stake
        self._refresh()

    # Changes ----------------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Switches to another game: its remembered set-up, its seats and options."""
        if game == self.game:
            return
        self._keep_player_name()
        self._load(game)
        self._build()
        self.widgets.focus.focus(self.game_list)

    def choose_mode(self, mode: str) -> None:
        """Freie Partie (seats, options and clock as the player likes), or a mode that fixes
        them: one person on the first seat against its computers, its options, no clock."""
        if mode == self.mode or mode not in game_modes(self.game):
            return
        self._apply_mode(mode)
        self._build()
        self.widgets.focus.focus(self.mode_list)

    def _apply_mode(self, mode: str) -> None:
        """Switches the drafts to a mode; the free table's drafts come back with Freie Partie."""
        if self.fixed_mode is None:
            self._free = FreeDraft(
                self.seat_count,
                [SeatDraft(draft.choice, draft.name) for draft in self.seats],
                dict(self.options),
                self.turn_seconds,
            )
        self.mode = mode
        fixed = self.fixed_mode
        if fixed is None:
            if self._free is not None:
                self.seat_count = self._free.seat_count
                self.seats = self._free.seats
                self.options = self._free.options
                self.turn_seconds = self._free.turn_seconds
        else:
            rules = get_game(self.game)
            self.seat_count = 1 + max(fixed.computers)
            first = self.seats[0]
            name = first.name if first.is_human and first.name.strip() else human_name(0)
            self.seats[0] = SeatDraft(HUMAN, name)
            for number in range(1, len(self.seats)):
                self.seats[number] = SeatDraft(fixed.strengths[0], human_name(number))
            self.options = rules.resolve_options(dict(fixed.options))
            if not fixed.clock:
                self.turn_seconds = None
        self.mode_note = self._mode_note()

    def _mode_note(self) -> str:
        """What the records say about the chosen mode: the record, or today's attempt."""
        if self.mode not in (RECORD_HUNT, DAILY_SITE):
            return ""
        book = record_book(self.app)
        try:
            if self.mode == RECORD_HUNT:
                records = book.record_list(self.game)
                if not records:
                    return text("chicago_modes.no_record_yet")
                best = records[0]
                day = text("chicago_modes.day", day=best.day.day, month=best.day.month)
                return text("chicago_modes.record_now", points=best.points, name=best.name, day=day)
            entry = book.day_entry(self.game, today())
        except (OSError, RecordsError):
            return ""
        finally:
            for problem in book.problems:
                self.app.toasts.push(
                    text("chicago_modes.records_damaged", problem=problem), TOAST_SECONDS
                )
            book.problems.clear()
        if entry is None:
            return text("chicago_modes.today_open")
        if entry.points is not None:
            return text("chicago_modes.today_result", points=entry.points)
        return text("chicago_modes.today_taken")

    def mode_info(self) -> InfoContent:
        """The info window of the modes: what each one means."""
        return InfoContent(
            text("chicago_modes.info_title"),
            [
                text(
                    "chicago_modes.info_line",
                    name=mode_name(self.game, mode),
                    line=mode_line(self.game, mode),
                )
                for mode in game_modes(self.game)
            ],
        )

    def choose_seat_count(self, count: int) -> None:
        """Uses this many seats (the drafts of the others are kept for later)."""
        self.seat_count = count
        self._refresh()

    def choose_seat(self, number: int, choice: str) -> None:
        """Makes a seat a person or a computer of a strength."""
        self.seats[number].choice = choice
        self._refresh()

    def type_name(self, number: int, name: str) -> None:
        """A person's name as typed so far."""
        self.seats[number].name = name
        self._refresh()

    def choose_option(self, option: str, choice: str) -> None:
        """Sets one of the game's options; a Spielart switches on exactly its modules."""
        presets = presets_of(self.game)
        if presets is not None and option == presets.chooser and self.option_switches:
            self.options = with_chooser(self.options, presets, self._switch_names(), choice)
        else:
            self.options[option] = choice
        self._refresh()

    def choose_switch(self, option: str, on: bool) -> None:
        """Switches one on/off option; switching off one that the Spielart brings makes the
        choice the game's own selection of exactly what stays on."""
        presets = presets_of(self.game)
        self.options = with_switch(self.options, presets, self._switch_names(), option, on)
        self._refresh()

    def _switch_names(self) -> tuple[str, ...]:
        """The options shown as switches."""
        return tuple(self.option_switches)

    def choose_clock(self, seconds: int | None) -> None:
        """Sets the time per turn (None: no clock)."""
        self.turn_seconds = seconds
        self._refresh()

    def choose_tempo(self, tempo: str) -> None:
        """Sets the tempo of the table's animations."""
        self.tempo = tempo
        self._refresh()

    def start(self) -> None:
        """Tisch eröffnen: starts the table as set up, with a fresh seed."""
        self._stop_typing()
        problem = self.problem()
        if problem:
            self.status_problem = problem
            return
        try:
            table = start_table(self.app, replace(self.setup(), seed=new_seed()))
        except (OptionError, ValueError) as error:
            self.status_problem = text("table_setup.cannot_start", problem=str(error))
            return
        table_id = table_id_of(table)
        if self.stake and self.offers_stake() and table_id is not None:
            open_pot(self.app, table, table_id, self.stake)

    def back(self) -> None:
        """Zurück: leaves the set-up without opening a table."""
        self._stop_typing()
        self.app.pop()

    # Widgets ----------------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Lays the screen out, again when the language changed meanwhile."""
        if self._language != language():
            self._build()

    def on_exit(self) -> None:
        """Typing ends with the screen; the first person's name is kept for the next set-up
        (whether the table started, the player went back or the suite was closed)."""
        self._stop_typing()
        self._keep_player_name()

    def _build(self) -> None:
        """Makes every control for the current game and language."""
        self._stop_typing()
        self._language = language()
        rules = get_game(self.game)
        left = MARGIN
        modes = game_modes(self.game)
        # A game with modes has its mode row under the game; the seats move down by one row.
        mode_rows = 1 if modes else 0
        # Where the rows would reach the buttons (six seats and a mode row) their gaps shrink.
        rows = 2 + mode_rows + len(self.seats)
        lowest_top = BUTTON_TOP - ROW_GAP - ROW_HEIGHT
        step = min(ROW_HEIGHT + ROW_GAP, (lowest_top - TOP) // (rows - 1))
        self._left_rows = (2 + mode_rows, step)
        self.game_list: ChoiceList[str] = ChoiceList(
            (left, TOP, LEFT_WIDTH, ROW_HEIGHT),
            text("table_setup.game"),
            [(name, game_entry(name).title) for name in playable_games()],
            self.game,
            self.choose_game,
        )
        self.mode_list: ChoiceList[str] | None = None
        if modes:
            self.mode_list = ChoiceList(
                (left, TOP + step, LEFT_WIDTH, ROW_HEIGHT),
                text("chicago_modes.label"),
                [(mode, mode_name(self.game, mode)) for mode in modes],
                self.mode,
                self.choose_mode,
                info=self.mode_info,
            )
        self.count_list: ChoiceList[int] = ChoiceList(
            (left, TOP + (1 + mode_rows) * step, LEFT_WIDTH, ROW_HEIGHT),
            text("table_setup.seats"),
            [(count, str(count)) for count in range(rules.min_players, rules.max_players + 1)],
            self.seat_count,
            self.choose_seat_count,
        )
        widgets: list[Widget] = [self.game_list]
        if self.mode_list is not None:
            widgets.append(self.mode_list)
        widgets.append(self.count_list)
        self.seat_lists: list[SeatKindList] = []
        self.name_fields: list[TextField] = []
        for number, draft in enumerate(self.seats):
            top = TOP + (2 + mode_rows + number) * step
            kind_list = SeatKindList(
                (left, top, SEAT_KIND_WIDTH, ROW_HEIGHT),
                text("table_setup.seat", number=number + 1),
                [(choice, seat_choice_text(choice)) for choice in SEAT_CHOICES],
                draft.choice,
                lambda choice, number=number: self.choose_seat(number, choice),
                info=seat_info,
            )
            name_left = left + SEAT_KIND_WIDTH + NAME_GAP
            name_field = TextField(
                (name_left, top, LEFT_WIDTH - SEAT_KIND_WIDTH - NAME_GAP, ROW_HEIGHT),
                text("table_setup.name", number=number + 1),
                draft.name,
                lambda name, number=number: self.type_name(number, name),
                max_length=LONGEST_NAME,
            )
            self.seat_lists.append(kind_list)
            self.name_fields.append(name_field)
            widgets += [kind_list, name_field]
        widgets += self._build_right_column()
        self.back_button = Button(
            (MARGIN, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT), text("table_setup.back"), self.back
        )
        self.start_button = Button(
            (1920 - MARGIN - BUTTON_WIDTH, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT),
            text("table_setup.start"),
            self.start,
            primary=True,
        )
        # Einsatz in the title's row above the right column (free in every game's layout).
        self.stake_list = stake_row(
            (RIGHT_LEFT, TOP - ROW_HEIGHT - ROW_GAP, RIGHT_WIDTH, ROW_HEIGHT),
            self.stake,
            self.choose_stake,
        )
        widgets += [self.back_button, self.start_button, self.stake_list]
        self.widgets.set_widgets(widgets)
        self.widgets.focus.focus(None)
        self._refresh()

    def _build_right_column(self) -> list[Widget]:
        """The game's options, the clock and the tempo, each with room for its explanation; a
        game with more options than rows fit shows its on/off options as a grid of switches."""
        rules = get_game(self.game)
        self.option_lists: dict[str, ChoiceList[str]] = {}
        self.option_switches: dict[str, SwitchCell] = {}
        rows = len(rules.options) + 2
        if rows > FULL_ROWS and any(is_switch(option.choices) for option in rules.options):
            return self._build_compact_column(rules.options)
        step = min(ROW_HEIGHT + ROW_GAP + EXPLANATION_ROOM, (RIGHT_BOTTOM - TOP) // rows)
        self._show_explanations = step >= ROW_HEIGHT + ROW_GAP + EXPLANATION_ROOM // 2
        widgets: list[Widget] = [
            self._option_row(option, TOP + index * step)
            for index, option in enumerate(rules.options)
        ]
        clock_top = TOP + len(rules.options) * step
        return [*widgets, *self._clock_and_tempo(clock_top, clock_top + step)]

    def _build_compact_column(self, options: tuple[GameOption, ...]) -> list[Widget]:
        """The options of several values as rows, each with its explanation below where the
        room allows; then the on/off options as switches in a grid; the clock and the tempo at
        the bottom (their explanations in their info windows)."""
        rows = [option for option in options if not is_switch(option.choices)]
        switches = [option for option in options if is_switch(option.choices)]
        tempo_top = COMPACT_BOTTOM - ROW_HEIGHT
        clock_top = tempo_top - ROW_HEIGHT - ROW_GAP
        for explained in (True, False):
            tops: list[int] = []
            top = TOP
            for option in rows:
                tops.append(top)
                top += ROW_HEIGHT + ROW_GAP
                if explained:
                    top += self._explanation_height(option) + THEME.spacing.small
            area = pygame.Rect(RIGHT_LEFT, top, RIGHT_WIDTH, clock_top - ROW_GAP - top)
            columns = grid_columns(area, len(switches), SWITCH_GAP, LOWEST_SWITCH)
            cells = grid_cells(area, len(switches), columns, SWITCH_GAP)
            if cells[0].height >= LOWEST_SWITCH:
                break
        self._show_explanations = explained
        widgets: list[Widget] = [self._option_row(option, top) for option, top in zip(rows, tops)]
        presets = presets_of(self.game)
        for option, cell in zip(switches, cells):
            switch = SwitchCell(
                cell,
                option_label(self.game, option.name),
                switched_on(self.options, presets, option.name),
                lambda on, name=option.name: self.choose_switch(name, on),
                info=lambda name=option.name: self.switch_info(name),
            )
            self.option_switches[option.name] = switch
            widgets.append(switch)
        share_label_size(list(self.option_switches.values()), THEME.fonts.small)
        return [*widgets, *self._clock_and_tempo(clock_top, tempo_top)]

    def _explanation_height(self, option: GameOption) -> int:
        """The room the longest explanation of an option's values takes under its row."""
        width = RIGHT_WIDTH - 2 * THEME.spacing.medium
        lines = max(
            len(
                lines_of(
                    option_explanation(self.game, option.name, choice),
                    THEME.fonts.tiny,
                    max_width=width,
                )
            )
            for choice in option.choices
        )
        return lines * line_height(THEME.fonts.tiny)

    def _option_row(self, option: GameOption, top: int) -> ChoiceList[str]:
        """The row of one option's values at top of the right column."""
        choice_list: ChoiceList[str] = ChoiceList(
            (RIGHT_LEFT, top, RIGHT_WIDTH, ROW_HEIGHT),
            option_label(self.game, option.name),
            [
                (choice, option_choice_text(self.game, option.name, choice))
                for choice in option.choices
            ],
            self.options[option.name],
            lambda choice, name=option.name: self.choose_option(name, choice),
            info=lambda name=option.name: self.option_info(name),
        )
        self.option_lists[option.name] = choice_list
        return choice_list

    def _clock_and_tempo(self, clock_top: int, tempo_top: int) -> list[Widget]:
        """The rows of the time per turn and of the tempo."""
        self.clock_list: ChoiceList[int | None] = ChoiceList(
            (RIGHT_LEFT, clock_top, RIGHT_WIDTH, ROW_HEIGHT),
            text("table_setup.turn_clock"),
            [(seconds, clock_text(seconds)) for seconds in TURN_SECONDS],
            self.turn_seconds,
            self.choose_clock,
            info=self.clock_info,
        )
        self.tempo_list: ChoiceList[str] = ChoiceList(
            (RIGHT_LEFT, tempo_top, RIGHT_WIDTH, ROW_HEIGHT),
            text("table_setup.tempo"),
            [(tempo, text(f"table_setup.tempo_{tempo}")) for tempo in TEMPOS],
            self.tempo,
            self.choose_tempo,
        )
        return [self.clock_list, self.tempo_list]

    def _refresh(self) -> None:
        """Shows the seats in use, the name fields of people, the explanations and whether the
        table can start."""
        free = self.fixed_mode is None
        for number, (kind_list, name_field) in enumerate(zip(self.seat_lists, self.name_fields)):
            used = number < self.seat_count
            kind_list.visible = used
            kind_list.enabled = free
            name_field.visible = used and self.seats[number].is_human
            if not name_field.visible:
                name_field.stop_editing()
        # A fixed mode shows its seats, options and clock, greyed: they cannot be changed.
        for choice_list in (self.count_list, *self.option_lists.values()):
            choice_list.enabled = free
        # A chosen Spielart changes which switches are on; the rows show the options as set.
        presets = presets_of(self.game)
        for name, switch in self.option_switches.items():
            switch.enabled = free
            switch.value = switched_on(self.options, presets, name)
        for name, choice_list in self.option_lists.items():
            choice_list.select(self.options[name])
        # Where no clock runs, the clock shows "ohne Uhr", greyed; the chosen time is kept for
        # when a second person sits down.
        clock_runs = self.clock_runs
        self.clock_list.enabled = free and clock_runs
        self.clock_list.select(self.turn_seconds if clock_runs else None)
        self.stake_list.visible = self.offers_stake()
        problem = self.problem()
        self.start_button.enabled = not problem
        self.status_problem = problem
        self._explanations = self._explanation_lines() if self._show_explanations else []

    def _explanation_lines(self) -> list[tuple[pygame.Rect, str]]:
        """Under each option, the clock and the tempo: what the chosen value means."""
        lines: list[tuple[pygame.Rect, str]] = []
        for name, choice_list in self.option_lists.items():
            lines.append(
                (choice_list.rect, option_explanation(self.game, name, choice_list.selected))
            )
        if not self.option_switches:
            lines.append((self.clock_list.rect, self.clock_line()))
            lines.append((self.tempo_list.rect, text(f"table_setup.tempo_{self.tempo}_line")))
        return lines

    def clock_line(self) -> str:
        """What the clock as chosen means: the grace, the table waiting, or no clock alone."""
        if not self.clock_runs:
            return text("table_setup.clock_alone_line")
        if self.turn_seconds is None:
            return text("table_setup.clock_none_line")
        return text("table_setup.clock_line")

    def clock_info(self) -> InfoContent:
        """The info window of the clock: what the chosen time per turn means here."""
        return InfoContent(text("table_setup.turn_clock"), [self.clock_line()])

    def option_info(self, option: str) -> InfoContent:
        """The info window of an option: what each of its values means."""
        choices = next(item for item in get_game(self.game).options if item.name == option).choices
        return InfoContent(
            option_label(self.game, option),
            [
                text(
                    "table_setup.choice_line",
                    choice=option_choice_text(self.game, option, choice),
                    line=option_explanation(self.game, option, choice),
                )
                for choice in choices
            ],
        )

    def switch_info(self, option: str) -> InfoContent:
        """The info window of a switch: the option's rule, and whether it is on by itself or
        because of the Spielart (and what switching it off does then)."""
        presets = presets_of(self.game)
        rule = self._switch_rule(presets, option)
        if presets is not None and given_by_chooser(self.options, presets, option):
            chooser = presets.chooser
            state = text(
                "table_setup.switch_given",
                chooser=option_label(self.game, chooser),
                value=option_choice_text(self.game, chooser, self.options[chooser]),
                own=option_choice_text(self.game, chooser, presets.own),
            )
        else:
            on = self.options.get(option) == ON
            state = text("table_setup.switch_on" if on else "table_setup.switch_off")
        return InfoContent(option_label(self.game, option), [rule], [state])

    def _switch_rule(self, presets: OptionPresets | None, option: str) -> str:
        """An on/off option's rule: the game's own words for it, else its explanation."""
        if presets is not None and presets.rule is not None:
            return presets.rule(option)
        return option_explanation(self.game, option, ON)

    def editing_field(self) -> TextField | None:
        """The name field being typed into, if any."""
        for field in self.name_fields:
            if field.editing:
                return field
        return None

    def _stop_typing(self) -> None:
        """Ends typing in any name field, keeping the text."""
        for field in getattr(self, "name_fields", ()):
            field.stop_editing()

    # The scene --------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """A name being typed takes the keys; otherwise the controls, and Esc goes back."""
        if intent.kind is IntentKind.DOUBLE_TAP:
            # Nothing here has a double-tap action: quick taps on an arrow step twice (also for
            # the name field, which the widget group does not route).
            intent = replace(intent, kind=IntentKind.TAP)
        field = self.editing_field()
        if field is not None:
            if intent.kind is IntentKind.TAP and not field.contains(intent.pos):
                field.stop_editing()
            elif intent.kind not in (IntentKind.HOVER, IntentKind.TAP) and field.handle(intent):
                return
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.back()

    def update(self, dt: float) -> None:
        """Lets buttons and the caret animate."""
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The title, the controls, computers' names, the explanations and the status line."""
        palette = THEME.colours
        surface.fill(palette.background)
        draw_text(
            surface,
            text("table_setup.title"),
            (MARGIN, 40),
            THEME.fonts.title,
            palette.text,
            True,
        )
        for number, name_field in enumerate(self.name_fields[: self.seat_count]):
            if not name_field.visible:
                self._draw_computer_name(surface, name_field.rect, computer_name(number))
        explanation_width = RIGHT_WIDTH - 2 * THEME.spacing.medium
        for rect, line in self._explanations:
            draw_text(
                surface,
                line,
                (rect.x + THEME.spacing.medium, rect.bottom + THEME.spacing.small),
                THEME.fonts.tiny,
                palette.text_muted,
                max_width=explanation_width,
            )
        for line, area, size in self.mode_blocks():
            draw_text(surface, line, area.topleft, size, palette.text_muted, max_width=area.width)
        status, size = self.status_text(), self.status_size()
        colour = palette.danger if self.status_problem else palette.text_muted
        draw_text(
            surface,
            status,
            STATUS_BOX.center,
            size,
            colour,
            align="center",
            max_width=STATUS_BOX.width,
            valign="middle",
        )
        # Last, so that an info window lies above everything else.
        self.widgets.draw(surface)

    def status_text(self) -> str:
        """The status line: why the table cannot start, or who sits at it."""
        if self.status_problem:
            return self.status_problem
        humans = sum(draft.is_human for draft in self.seats[: self.seat_count])
        return text("table_setup.seats_line", humans=humans, computers=self.seat_count - humans)

    def status_size(self) -> int:
        """The status line's font size: small, smaller where a long problem would not fit."""
        return block_size(self.status_text(), STATUS_BOX, THEME.fonts.small, SMALLEST_STATUS_SIZE)

    def mode_blocks(self) -> list[tuple[str, pygame.Rect, int]]:
        """Under the seats: what the chosen mode means and what the records say about it, each
        with the area and font size it is drawn in (none for a game without modes). They stay
        above the buttons: where a long name makes them too tall, the font gets smaller."""
        if self.mode_list is None:
            return []
        lines = [mode_line(self.game, self.mode)]
        if self.fixed_mode is not None:
            lines[0] = f"{lines[0]} {text('chicago_modes.fixed')}"
        if self.mode_note:
            lines.append(self.mode_note)
        width = LEFT_WIDTH - 2 * THEME.spacing.medium
        rows_above, step = self._left_rows
        top = TOP + (rows_above + self.seat_count) * step - ROW_GAP + THEME.spacing.small
        room = BUTTON_TOP - ROW_GAP - top
        gap = THEME.spacing.small
        size = THEME.fonts.tiny
        if room < line_height(SMALLEST_STATUS_SIZE):
            return []  # every seat is in use: the mode's info button tells what it means
        while True:
            heights = [
                len(lines_of(line, size, max_width=width)) * line_height(size) for line in lines
            ]
            if size <= SMALLEST_STATUS_SIZE or sum(heights) + gap * (len(lines) - 1) <= room:
                break
            size -= 1
        blocks: list[tuple[str, pygame.Rect, int]] = []
        left = MARGIN + THEME.spacing.medium
        for line, height in zip(lines, heights):
            blocks.append((line, pygame.Rect(left, top, width, height), size))
            top += height + gap
        return blocks

    def _draw_computer_name(self, surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
        """Where a person's name field is, a computer seat shows the name it plays under."""
        room = rect.width - 2 * THEME.spacing.medium
        size = fit_size(name, room, THEME.fonts.body)
        draw_text(
            surface,
            name,
            (rect.x + THEME.spacing.medium, rect.centery),
            size,
            THEME.colours.text_muted,
            valign="middle",
        )
