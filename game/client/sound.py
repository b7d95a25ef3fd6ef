"""Sounds made from code (no sound files needed): control clicks, cards, and the exchange murmur."""

from __future__ import annotations

from collections.abc import Callable

import numpy
import pygame

RATE = 44100
VOLUME = 0.35
MURMUR_VOLUME = 0.18
MURMUR_SECONDS = 6.0


def _seconds(length: float) -> numpy.ndarray:
    """The sample times of a sound of this length."""
    return numpy.arange(int(RATE * length)) / RATE


def _click(frequency: float = 1400.0, length: float = 0.035) -> numpy.ndarray:
    """A short, quickly fading tone: a control was pressed."""
    t = _seconds(length)
    return numpy.sin(2 * numpy.pi * frequency * t) * numpy.exp(-t * 120)


def _toggle() -> numpy.ndarray:
    """Two clicks, the second higher: something was switched."""
    gap = numpy.zeros(int(RATE * 0.04))
    return numpy.concatenate([_click(1100.0), gap, _click(1600.0)])


def _card() -> numpy.ndarray:
    """A soft paper flick: a card is chosen or turned over."""
    t = _seconds(0.09)
    noise = numpy.random.default_rng(7).uniform(-1, 1, t.size)
    smooth = numpy.convolve(noise, numpy.ones(6) / 6, mode="same")
    return smooth * numpy.exp(-t * 45) * 0.9


def _place() -> numpy.ndarray:
    """A low knock: a card lands on a place."""
    t = _seconds(0.08)
    return numpy.sin(2 * numpy.pi * 190 * t) * numpy.exp(-t * 55)


def _fall(start: float, end: float, length: float) -> numpy.ndarray:
    """A falling tone: a Margin Call or a Kurssturz."""
    t = _seconds(length)
    frequency = numpy.linspace(start, end, t.size)
    phase = 2 * numpy.pi * numpy.cumsum(frequency) / RATE
    return numpy.sin(phase) * numpy.exp(-t * 6)


def _murmur() -> numpy.ndarray:
    """A quiet trading-floor murmur: low noise swelling slowly, seamless as a loop."""
    t = _seconds(MURMUR_SECONDS)
    noise = numpy.random.default_rng(11).normal(0, 1, t.size)
    low = numpy.convolve(noise, numpy.ones(40) / 40, mode="same")
    swell = 0.6 + 0.4 * numpy.sin(2 * numpy.pi * t / MURMUR_SECONDS * 3)
    return low / numpy.max(numpy.abs(low)) * swell


SOUNDS: dict[str, Callable[[], numpy.ndarray]] = {
    "press": _click,
    "toggle": _toggle,
    "card": _card,
    "place": _place,
    "margin_call": lambda: _fall(420.0, 140.0, 0.35),
    "kurssturz": lambda: _fall(700.0, 200.0, 0.5),
}


def _to_sound(samples: numpy.ndarray, volume: float) -> pygame.mixer.Sound:
    """Mono samples in -1..1 as a stereo 16-bit mixer sound."""
    pcm = (numpy.clip(samples * volume, -1, 1) * 32767).astype(numpy.int16)
    return pygame.sndarray.make_sound(numpy.ascontiguousarray(numpy.column_stack([pcm, pcm])))


class SoundBoard:
    """Plays the suite's sounds when sound is on; silent (never failing) without a sound card."""

    def __init__(self) -> None:
        self.enabled = False
        self.background = False
        # The murmur belongs to a place (a game's stock exchange): it plays only while a scene
        # asks for it and the settings allow it.
        self.murmur_wanted = False
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self._murmur: pygame.mixer.Sound | None = None
        self._murmur_channel: pygame.mixer.Channel | None = None
        self.available = True

    def apply(self, sound: bool, background: bool) -> None:
        """Follows the settings: sound on/off, background murmur allowed or not."""
        self.enabled = sound
        self.background = background and sound
        self._follow_murmur()

    def want_murmur(self, wanted: bool) -> None:
        """A scene asks for the background murmur (on entering) or lets it go (on leaving)."""
        self.murmur_wanted = wanted
        self._follow_murmur()

    @property
    def murmur_playing(self) -> bool:
        """Whether the murmur loop is running now."""
        return self._murmur_channel is not None

    def _follow_murmur(self) -> None:
        """Starts or fades out the murmur as the settings and the scene's wish say."""
        if self.background and self.murmur_wanted:
            self._start_murmur()
        elif self._murmur_channel is not None:
            self._murmur_channel.fadeout(400)
            self._murmur_channel = None

    def play(self, name: str) -> None:
        """Plays one named sound (see SOUNDS) if sound is on."""
        if not self.enabled or not self._ready():
            return
        assert self._sounds is not None
        self._sounds[name].play()

    def _ready(self) -> bool:
        """Starts the mixer and makes the sounds on first use; False when there is no sound."""
        if self._sounds is not None:
            return True
        if not self.available:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 2, 512)
            self._sounds = {name: _to_sound(make(), VOLUME) for name, make in SOUNDS.items()}
        except pygame.error:
            self.available = False
            return False
        return True

    def _start_murmur(self) -> None:
        """Loops the murmur quietly, unless it is already running."""
        if self._murmur_channel is not None or not self._ready():
            return
        if self._murmur is None:
            self._murmur = _to_sound(_murmur(), MURMUR_VOLUME)
        self._murmur_channel = self._murmur.play(loops=-1, fade_ms=800)

    def close(self) -> None:
        """Stops every sound and the mixer."""
        if self._sounds is not None and pygame.mixer.get_init():
            pygame.mixer.quit()
        self._sounds = None
        self._murmur = None
        self._murmur_channel = None
