"""The table settings a terminal game is played with, and the quick game's defaults."""

from __future__ import annotations

from dataclasses import dataclass

from game.texts import text

STRENGTHS: tuple[str, ...] = ("easy", "normal", "strong")
VARIANTS: tuple[str, ...] = ("klassisch", "taktik")
SPECIAL: tuple[str, ...] = ("off", "on")
MIN_SEATS = 2
MAX_SEATS = 4
QUICK_COMPUTERS = 3


@dataclass(frozen=True)
class Settings:
    """Who sits at the table (humans first, then computers) and the table options."""

    language: str
    humans: tuple[str, ...]
    computers: tuple[str, ...]  # one strength per computer seat
    variant: str = "klassisch"
    special: str = "off"

    @property
    def seats(self) -> int:
        """How many seats the table has."""
        return len(self.humans) + len(self.computers)

    def is_human(self, seat: int) -> bool:
        """Whether a person plays this seat at this screen."""
        return seat < len(self.humans)

    def strength(self, seat: int) -> str:
        """The strength of a computer seat."""
        return self.computers[seat - len(self.humans)]

    def names(self) -> tuple[str, ...]:
        """The name of every seat: the humans' own, 'Computer 3' and so on for computers."""
        computers = tuple(
            text("names.computer", seat=seat + 1) for seat in range(len(self.humans), self.seats)
        )
        return self.humans + computers

    def options(self) -> dict[str, str]:
        """The rules options of the table."""
        return {"variant": self.variant, "special": self.special}


def quick_settings(language: str, name: str) -> Settings:
    """Schnelle Partie: one person against three normal computers, Klassisch, no Sonderregeln."""
    return Settings(language, (name,), ("normal",) * QUICK_COMPUTERS)
