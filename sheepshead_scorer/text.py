"""User-visible text that a window can translate: an English template with named fields.

The pure layers (rules, tournament, store, services, exports) cannot import Qt, yet their
messages reach a German window. So they build a message as ::

    Text("{player} is already registered in {event}", player=name, event=event_name)

``str()`` of it is the English sentence (what the command line and the logs print); the desktop
app renders the same value through its translator (``ui/words/error_text.py``), looking the template
up in the German catalogue and filling in the fields. A field may itself be a ``Text`` (it is
translated too) or anything ``str.format`` accepts.

``scripts/update-translations`` collects every ``Text("...")`` and ``translatable("...")``
literal into ``resources/i18n/sheepshead_scorer_de.ts``, so the template must be a plain string
literal, never an f-string or a variable; ``tests/i18n`` checks this for the whole package.

A count has a singular and a plural, never "3 hand(s)": :class:`Plural` takes both forms
(each marked ``translatable("...")``, so each has its own German) and the count::

    Plural(n, translatable("{count} hand"), translatable("{count} hands"))

Both offered languages use the same rule (1 takes the singular, every other count the
plural), so choosing the English form by the count chooses the German one too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

Translate = Callable[[str], str]


def translatable(template: str) -> str:
    """Mark a template kept in a constant (a class's message template) for translation."""
    return template


class Text:
    """A translatable message: ``template`` (English, ``{name}`` fields) and its ``params``."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, /, **params: Any) -> None:
        self.template = template
        self.params: Mapping[str, Any] = params

    @classmethod
    def verbatim(cls, text: str) -> Text:
        """Text that is shown as it is, in every language (a name, a path, a server's reply)."""
        return cls("{text}", text=text)

    @classmethod
    def of(cls, message: str | Text) -> Text:
        """``message`` as Text: a Text as it is, a plain string verbatim."""
        return message if isinstance(message, Text) else cls.verbatim(message)

    def render(self, translate: Translate | None = None) -> str:
        """The message in the language ``translate`` maps templates to (English without it).

        A translation that does not fit its fields (a typo in the catalogue) falls back to the
        English template, so a message is never lost to a bad translation.
        """
        fields = {
            name: value.render(translate) if isinstance(value, Text) else value
            for name, value in self.params.items()
        }
        if translate is not None:
            try:
                return translate(self.template).format(**fields)
            except (KeyError, IndexError, ValueError):
                pass
        return self.template.format(**fields)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        fields = "".join(f", {name}={value!r}" for name, value in self.params.items())
        return f"Text({self.template!r}{fields})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Text):
            return NotImplemented
        return (self.template, dict(self.params)) == (other.template, dict(other.params))

    def __hash__(self) -> int:
        return hash(self.template)


class Plural(Text):
    """A message with a count: ``one`` when ``count`` is 1, else ``other`` (both templates
    marked with ``translatable("...")``, both with a ``{count}`` field). The field shows
    ``count`` unless ``params`` give it another value ("0 or 1", still chosen by ``count``)."""

    __slots__ = ()

    def __init__(self, count: int, one: str, other: str, /, **params: Any) -> None:
        super().__init__(one if count == 1 else other, **({"count": count} | params))


def text_of(error: BaseException) -> Text:
    """The translatable message of ``error``: its ``text``, or the Text it was raised with
    (``ValueError(Text(...))``), else ``str(error)`` as it is."""
    text = getattr(error, "text", None)
    if isinstance(text, Text):
        return text
    if len(error.args) == 1 and isinstance(error.args[0], Text):  # e.g. ValueError(Text(...))
        return error.args[0]
    return Text.verbatim(str(error))


class TextError(Exception):
    """An error whose message is :class:`Text`: ``str()`` is English, ``text`` translatable.

    A plain string is accepted too (shown as it is in every language); the tests ask for Text
    wherever the package raises one of these.
    """

    def __init__(self, message: str | Text) -> None:
        self.text = Text.of(message)
        super().__init__(str(self.text))


_PASSWORD = re.compile(r"(?P<head>[a-z][a-z0-9+.-]*://[^:/@\s'\"]*):(?P<secret>[^@\s'\"]*)@",
                       re.IGNORECASE)


def hide_password(text: str) -> str:
    """``text`` with the password of every ``scheme://user:password@`` in it masked as
    ``***`` (URLs, and messages quoting one; a malformed URL too)."""
    return _PASSWORD.sub(lambda m: f"{m['head']}:***@", text)
