"""The one shape every layer's "bad input" error shares: field, value, allowed, fix.

Pure Python with no imports from the package but :mod:`sheepshead_scorer.text`, so every layer
(the rule engine included) may subclass it. Each layer keeps its own class name and wording; the
message is built from the class's ``template`` (with ``{field}``, ``{value!r}`` and
``{allowed}``) followed, when a fix is given, by ``fix_separator`` and the fix, so a director
can act on ``str(error)`` directly. ``error.text`` is the same message as translatable
:class:`~sheepshead_scorer.text.Text` (the desktop app shows it in the chosen language).
"""

from __future__ import annotations

from typing import Any, ClassVar

from sheepshead_scorer.text import Text, translatable


class DomainError(ValueError):
    """Bad input named precisely: ``field`` (what), ``value`` (what was given), ``allowed``
    (what would be accepted) and ``fix`` (optional: what to do about it)."""

    template: ClassVar[str] = translatable("{field}={value!r} is not allowed; allowed: {allowed}")
    fix_separator: ClassVar[str] = ". "

    def __init__(
        self, field: str, value: Any, allowed: str | Text, fix: str | Text = ""
    ) -> None:
        self.field = field
        self.value = value
        self.allowed = str(allowed)
        self.allowed_text = Text.of(allowed)  # translatable, for messages that re-use it
        self.fix = str(fix)
        text = Text(self.template, field=field, value=value, allowed=allowed)
        if fix:
            text = Text("{message}{separator}{fix}", message=text,
                        separator=self.fix_separator, fix=fix)
        self.text = text
        super().__init__(str(text))
