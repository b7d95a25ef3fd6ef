"""One terminal game of Speedstocks: turns, human choices, computer moves, narration."""

from __future__ import annotations

from game.ai import make_bot
from game.ai.base import Bot
from game.narration.speedstocks import exchange
from game.rules import Event, IllegalMoveError, Outcome, get_game
from game.rules.speedstocks import Choose, SpeedstocksState, TakeRow
from game.rules.speedstocks.preview import previews
from game.rules.speedstocks.stocks import EXCHANGES
from game.terminal.console import Console, QuitGame
from game.terminal.narrate import Narrator
from game.terminal.pager import page
from game.terminal.prompts import ask_line, ask_yes_no
from game.terminal.render import (
    hand_lines,
    header_lines,
    kurssturz_lines,
    row_lines,
    standings_line,
)
from game.terminal.settings import Settings
from game.texts import text, words

GAME_NAME = "speedstocks"


class TerminalGame:
    """Plays one game at the terminal; every change goes through the rules' play()."""

    def __init__(
        self, console: Console, settings: Settings, seed: int, think_ms: float | None = None
    ) -> None:
        self.console = console
        self.settings = settings
        self.names = settings.names()
        state = get_game(GAME_NAME).new_state(settings.seats, seed, settings.options())
        assert isinstance(state, SpeedstocksState)
        self.state = state
        self.bots: dict[int, Bot] = {
            seat: make_bot(
                GAME_NAME, settings.strength(seat), seed=seed * 8 + seat, think_ms=think_ms
            )
            for seat in range(settings.seats)
            if not settings.is_human(seat)
        }
        self.narrator = Narrator(console, self.names)
        self.hot_seat = len(settings.humans) > 1

    def play(self) -> Outcome:
        """Plays until Börsenschluss and returns the outcome; QuitGame when a player leaves."""
        view = self.state.view(None)
        openers = [row["entries"][0]["stock"] for row in view["rows"]]
        for line in self.narrator.round_started(view["round"], openers, view["hand_sizes"][0]):
            self.console.say(line)
        while not self.state.is_terminal():
            if self.state.view(None)["kurssturz"] is not None:
                self._kurssturz()
            else:
                self._turn()
        outcome = self.state.outcome()
        assert outcome is not None
        return outcome

    # ---- a turn ------------------------------------------------------------------------------

    def _turn(self) -> None:
        """Everyone chooses (humans asked, computers think), then the turn is told."""
        choosers = self.state.to_act()
        events: list[Event] = []
        for seat in choosers:
            if self.settings.is_human(seat):
                events.extend(self._play(seat, self._ask_stock(seat)))
        computers = [seat for seat in choosers if not self.settings.is_human(seat)]
        if any(self.settings.strength(seat) == "strong" for seat in computers):
            self.console.say(text("turn.thinking"))  # a strong computer thinks for a moment
        for seat in computers:
            events.extend(self._play(seat, self.bots[seat].choose(self.state, seat)))
        self.narrator.tell(events)
        self._pause_after(events)

    def _kurssturz(self) -> None:
        """The Kurssturz player takes an exchange: a human is asked, a computer's choice told."""
        view = self.state.view(None)
        seat = view["kurssturz"]["player"]
        for line in kurssturz_lines(self.console, view):
            self.console.say(line)
        if self.settings.is_human(seat):
            move = self._ask_row(seat, view["kurssturz"]["fewest_bears_row"])
        else:
            move = self.bots[seat].choose(self.state, seat)
        events = self._play(seat, move)
        self.narrator.tell(events)
        self._pause_after(events)

    def _play(self, seat: int, move: Choose | TakeRow) -> list[Event]:
        """Plays a move through the rules; a refused move is a bug in this front end."""
        try:
            return self.state.play(seat, move)
        except IllegalMoveError as error:
            raise RuntimeError(f"the terminal sent an illegal move: {error}") from error

    def _pause_after(self, events: list[Event]) -> None:
        """Waits for Enter where the turn's story would otherwise scroll or be hidden away."""
        if self.state.is_terminal() or self.state.view(None)["kurssturz"] is not None:
            return
        if self.hot_seat or any(event.kind == "round_scored" for event in events):
            self.console.ask(text("turn.continue"))

    # ---- asking a human -----------------------------------------------------------------------

    def _show(self, seat: int) -> None:
        """The table as this seat sees it: header, exchanges, standings, hand with previews."""
        view = self.state.view(seat)
        lines = header_lines(self.console, view) + row_lines(self.console, view)
        lines.append(standings_line(self.console, view, self.names))
        lines.extend(hand_lines(self.console, view, self.names[seat], previews(self.state, seat)))
        for line in lines:
            self.console.say(line)

    def _ask_stock(self, seat: int) -> Choose:
        """The stock this human plays; commands and bad input are answered and asked again."""
        if self.hot_seat:
            self.console.clear()
            self.console.ask(text("turn.handoff", name=self.names[seat]))
        self._show(seat)
        hand = [card["stock"] for card in self.state.view(seat)["hand"]]
        prefix = text("commands.position_prefix")
        while True:
            answer = self.console.ask(text("turn.prompt", name=self.names[seat])).strip()
            command = answer.lower()
            if self._command(command):
                if command in words("commands.rules") or command in words("commands.table"):
                    self._show(seat)
                continue
            stock = self._stock_of(answer, hand, prefix)
            if stock is not None:
                if self.hot_seat:
                    self.console.clear()
                return Choose(stock)

    def _stock_of(self, answer: str, hand: list[int], prefix: str) -> int | None:
        """The stock an answer names (its number or its position), or None after saying why."""
        if not answer:
            self.console.say(text("turn.empty", example=hand[0], prefix=prefix))
        elif answer.startswith(prefix) and answer[len(prefix) :].strip().isdigit():
            position = int(answer[len(prefix) :].strip())
            if 1 <= position <= len(hand):
                return hand[position - 1]
            self.console.say(
                text("turn.no_position", position=position, count=len(hand), prefix=prefix)
            )
        elif answer.isdigit():
            if int(answer) in hand:
                return int(answer)
            self.console.say(text("turn.not_in_hand", stock=answer))
        else:
            self.console.say(text("turn.unknown", answer=answer, example=hand[0], prefix=prefix))
        return None

    def _ask_row(self, seat: int, tip: int) -> TakeRow:
        """The exchange a human takes after his Kurssturz; Enter takes the fewest-bears tip."""
        names = {exchange(row).lower().replace(" ", ""): row for row in range(len(EXCHANGES))}
        while True:
            answer = ask_line(
                self.console, text("kurssturz.prompt", name=self.names[seat]), str(tip + 1)
            )
            command = answer.lower()
            if self._command(command):
                if command in words("commands.table"):
                    for line in kurssturz_lines(self.console, self.state.view(None)):
                        self.console.say(line)
                continue
            key = command.replace(" ", "")
            if key.isdigit() and 1 <= int(key) <= len(EXCHANGES):
                return TakeRow(int(key) - 1)
            if key in names:
                return TakeRow(names[key])
            self.console.say(text("kurssturz.invalid"))

    def _command(self, command: str) -> bool:
        """Carries out help, rules, table or quit; False when the answer is no command."""
        if command in words("commands.help"):
            for line in text("help.text").splitlines():
                self.console.say(line)
            return True
        if command in words("commands.rules"):
            page(self.console, text("rules.text"))
            return True
        if command in words("commands.table"):
            return True
        if command in words("commands.quit"):
            if ask_yes_no(self.console, text("turn.quit_confirm"), default=False):
                raise QuitGame
            return True
        return False
