"""Reading answers and writing lines through injected streams, with ANSI colours on a TTY."""

from __future__ import annotations

from typing import TextIO

# Colours of the rules text: blue Split, green Long/nachher, orange Short/vorher, gold IPO,
# violet Black Swan, red Margin Call, yellow-orange Kurssturz.
STYLES: dict[str, str] = {
    "bold": "1",
    "dim": "2",
    "red": "1;31",
    "green": "32",
    "blue": "34",
    "orange": "38;5;208",
    "gold": "38;5;220",
    "violet": "35",
    "kurssturz": "38;5;214",
    "title": "1;36",
}
CLEAR_SCREEN = "\x1b[2J\x1b[H"
RESET = "\x1b[0m"


class QuitGame(Exception):
    """The player left: a confirmed quit, or the input ended."""


class Console:
    """The terminal: answers come from one stream and lines go to another."""

    def __init__(self, source: TextIO, sink: TextIO, colour: bool | None = None) -> None:
        self.source = source
        self.sink = sink
        self.tty = _is_tty(sink)
        self.colour = self.tty if colour is None else colour
        # Typed answers already show on a terminal; from a script they are echoed for the log.
        self.echo = not _is_tty(source)

    def say(self, line: str = "") -> None:
        """Writes one line."""
        self.sink.write(line + "\n")
        self.sink.flush()

    def ask(self, prompt: str) -> str:
        """Writes the prompt and returns the answer line without its line end.

        QuitGame when the input has ended, so that a closed input never loops or crashes.
        """
        self.sink.write(prompt)
        self.sink.flush()
        line = self.source.readline()
        if not line:
            self.sink.write("\n")
            raise QuitGame
        answer = line.rstrip("\r\n")
        if self.echo:
            self.sink.write(answer + "\n")
            self.sink.flush()
        return answer

    def paint(self, text: str, style: str | None) -> str:
        """The text in a colour of STYLES, or plain when colours are off or no style is given."""
        if not self.colour or not style:
            return text
        return f"\x1b[{STYLES[style]}m{text}{RESET}"

    def clear(self) -> None:
        """Hides what is on screen (clears a terminal; a log gets a separator)."""
        if self.tty:
            self.sink.write(CLEAR_SCREEN)
        else:
            self.sink.write("\n" + "-" * 72 + "\n\n")
        self.sink.flush()


def _is_tty(stream: TextIO) -> bool:
    """Whether a stream is an interactive terminal (streams without isatty are not)."""
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
