"""Sounds: made from code, silent when switched off, the murmur follows its setting."""

from __future__ import annotations

from game.client.sound import SOUNDS, SoundBoard


def test_every_sound_is_made_with_samples_in_range() -> None:
    for name, make in SOUNDS.items():
        samples = make()
        assert samples.size > 0, name
        assert float(abs(samples).max()) <= 1.0 + 1e-9, name


def test_sound_off_starts_no_mixer_and_plays_nothing() -> None:
    board = SoundBoard()
    board.apply(sound=False, background=True)
    board.play("press")
    assert board._sounds is None and not board.background


def test_the_murmur_runs_only_with_sound_and_background_on() -> None:
    board = SoundBoard()
    try:
        board.want_murmur(True)
        board.apply(sound=True, background=True)
        if not board.available:  # no audio device at all: the board stays silent, never fails
            return
        assert board._murmur_channel is not None
        board.play("margin_call")
        board.apply(sound=True, background=False)
        assert board._murmur_channel is None
    finally:
        board.close()


def test_the_murmur_plays_only_while_a_scene_asks_for_it() -> None:
    board = SoundBoard()
    try:
        board.apply(sound=True, background=True)
        assert not board.murmur_playing
        board.want_murmur(True)
        if not board.available:
            return
        assert board.murmur_playing
        board.want_murmur(False)
        assert not board.murmur_playing
        board.apply(sound=False, background=True)
        board.want_murmur(True)
        assert not board.murmur_playing
    finally:
        board.close()
