"""The UI texts of the suite: one catalogue per language, German first and the default."""

from game.texts.catalogue import LANGUAGES, language, set_language, template, text, words

__all__ = ["LANGUAGES", "language", "set_language", "template", "text", "words"]
