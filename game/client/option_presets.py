"""Options that switch others on: a game's mode (Spielart) and the modules each mode brings.

A game's client package registers which value of its chooser option switches on which on/off
options, and which value means "exactly the ones switched on" (eigene Auswahl). The set-up asks
here what a toggle shows and what the options become when the player changes one, so that the
options a table gets produce exactly the modules shown. A game without presets has independent
toggles.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

# The values of an option that is switched on or off.
OFF = "off"
ON = "on"
SWITCH_CHOICES: tuple[str, ...] = (OFF, ON)


@dataclass(frozen=True)
class OptionPresets:
    """A chooser option whose values each switch on some on/off options, the rules adding every
    option switched on besides; own is the value that switches on none by itself."""

    chooser: str
    switched: Mapping[str, tuple[str, ...]]
    own: str
    # The rule of an on/off option in whole sentences, where the game has a longer one than the
    # option's explanation.
    rule: Callable[[str], str] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.own not in self.switched:
            raise ValueError(
                f"the own choice '{self.own}' is not one of the values of '{self.chooser}'"
            )


_PRESETS: dict[str, OptionPresets] = {}


def register_option_presets(game: str, presets: OptionPresets) -> None:
    """Tells the set-up which options this game's chooser switches on."""
    _PRESETS[game] = presets


def presets_of(game: str) -> OptionPresets | None:
    """The game's presets, or None where its on/off options stand alone."""
    return _PRESETS.get(game)


def is_switch(choices: tuple[str, ...]) -> bool:
    """Whether an option with these choices is switched on and off."""
    return tuple(choices) == SWITCH_CHOICES


def given_by_chooser(options: Mapping[str, str], presets: OptionPresets | None, name: str) -> bool:
    """Whether the chooser's value as chosen switches this option on by itself."""
    if presets is None:
        return False
    return name in presets.switched.get(options.get(presets.chooser, ""), ())


def switched_on(options: Mapping[str, str], presets: OptionPresets | None, name: str) -> bool:
    """Whether an on/off option is in play: switched on itself or by the chooser's value."""
    return options.get(name) == ON or given_by_chooser(options, presets, name)


def with_switch(
    options: Mapping[str, str],
    presets: OptionPresets | None,
    switches: tuple[str, ...],
    name: str,
    on: bool,
) -> dict[str, str]:
    """The options after switching one on/off option, every other one staying as shown: one
    that the chooser brings can only go off by choosing the own selection, which then switches
    on exactly the rest of what was shown."""
    if name not in switches:
        raise ValueError(f"'{name}' is no option switched on and off here")
    changed = dict(options)
    if not on and given_by_chooser(options, presets, name):
        assert presets is not None
        for switch in switches:
            changed[switch] = ON if switched_on(options, presets, switch) else OFF
        changed[presets.chooser] = presets.own
    changed[name] = ON if on else OFF
    return changed


def with_chooser(
    options: Mapping[str, str],
    presets: OptionPresets,
    switches: tuple[str, ...],
    value: str,
) -> dict[str, str]:
    """The options after choosing a value of the chooser: a preset switches on exactly its own
    options; the own selection keeps everything shown, now each switched on by itself."""
    if value not in presets.switched:
        raise ValueError(f"'{value}' is not one of the values of '{presets.chooser}'")
    changed = dict(options)
    for switch in switches:
        keep = value == presets.own and switched_on(options, presets, switch)
        changed[switch] = ON if keep else OFF
    changed[presets.chooser] = value
    return changed
