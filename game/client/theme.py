"""The one look of the client: colours, font sizes, spacing and shapes, as plain data."""

from __future__ import annotations

from dataclasses import dataclass, field

Colour = tuple[int, int, int]
ColourWithAlpha = tuple[int, int, int, int]


@dataclass(frozen=True)
class Palette:
    """The colours of every screen: a dark table felt with light text and one warm accent."""

    background: Colour = (11, 36, 46)
    background_light: Colour = (17, 52, 64)
    panel: Colour = (22, 56, 70)
    panel_raised: Colour = (31, 72, 89)
    panel_border: Colour = (78, 124, 142)
    hover: Colour = (44, 94, 114)
    pressed: Colour = (16, 44, 56)
    text: Colour = (245, 248, 250)
    text_muted: Colour = (163, 187, 197)
    text_on_accent: Colour = (20, 24, 28)
    accent: Colour = (255, 186, 73)
    accent_hover: Colour = (255, 207, 122)
    accent_pressed: Colour = (214, 148, 40)
    focus: Colour = (110, 231, 255)
    danger: Colour = (239, 83, 80)
    success: Colour = (102, 200, 110)
    disabled: Colour = (48, 66, 76)
    disabled_text: Colour = (118, 136, 145)
    switch_off: Colour = (70, 88, 98)
    # Darkens what lies behind a modal dialog (multiplied into the canvas).
    dim: Colour = (96, 104, 110)
    card_face: Colour = (250, 247, 239)
    card_text: Colour = (26, 32, 38)
    card_muted: Colour = (112, 118, 124)
    card_border: Colour = (196, 190, 176)
    card_back: Colour = (24, 74, 112)
    card_back_pattern: Colour = (40, 100, 146)
    bear: Colour = (108, 70, 42)


@dataclass(frozen=True)
class SymbolColours:
    """The colours of Speedstocks' special symbols and events, as the rules text names them."""

    split: Colour = (52, 128, 246)  # blue
    long: Colour = (46, 178, 86)  # green
    short: Colour = (247, 122, 20)  # orange
    ipo: Colour = (222, 178, 44)  # gold
    black_swan: Colour = (150, 84, 214)  # violet
    margin_call: Colour = (228, 52, 52)  # red
    kurssturz: Colour = (255, 168, 24)  # yellow-orange

    def of(self, name: str) -> Colour:
        """The colour of a symbol by its name ('split', 'black_swan', ...), refused in words."""
        if name not in self.__dataclass_fields__:
            raise ValueError(f"there is no symbol colour named '{name}'")
        colour: Colour = getattr(self, name)
        return colour


@dataclass(frozen=True)
class FontSizes:
    """Font sizes in logical pixels on the 1920×1080 canvas."""

    title: int = 76
    heading: int = 48
    body: int = 34
    button: int = 36
    small: int = 27
    tiny: int = 22


@dataclass(frozen=True)
class Spacing:
    """The spacing steps every layout is built from."""

    tiny: int = 4
    small: int = 8
    medium: int = 16
    large: int = 24
    huge: int = 48
    # The distance kept from the canvas edge by windows that must stay on screen.
    edge: int = 24


@dataclass(frozen=True)
class Shadow:
    """The drop shadow under raised panels, buttons and cards."""

    colour: ColourWithAlpha = (0, 0, 0, 96)
    offset: tuple[int, int] = (0, 6)
    spread: int = 2


@dataclass(frozen=True)
class Theme:
    """The whole look: colours, seat colours, font sizes, spacing and shapes."""

    colours: Palette = field(default_factory=Palette)
    symbols: SymbolColours = field(default_factory=SymbolColours)
    # Blue, red, green, yellow for the four seats of Speedstocks; two more for the larger games.
    seats: tuple[Colour, ...] = (
        (66, 165, 245),
        (239, 83, 80),
        (102, 200, 110),
        (255, 214, 64),
        (186, 104, 200),
        (38, 198, 218),
    )
    fonts: FontSizes = field(default_factory=FontSizes)
    spacing: Spacing = field(default_factory=Spacing)
    shadow: Shadow = field(default_factory=Shadow)
    radius: int = 16
    small_radius: int = 8
    # Touch friendly: a fingertip is about 70 logical pixels on a 24" touch screen.
    button_height: int = 80
    border_width: int = 2
    focus_width: int = 4
    focus_gap: int = 5
    info_max_width: int = 560

    def seat(self, index: int) -> Colour:
        """The colour of a seat (0-based), repeating when there are more seats than colours."""
        return self.seats[index % len(self.seats)]


THEME = Theme()
