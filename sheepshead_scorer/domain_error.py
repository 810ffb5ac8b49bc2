"""The one shape every layer's "bad input" error shares: field, value, allowed, fix.

Pure Python with no imports from the package, so every layer (the rule engine included) may
subclass it. Each layer keeps its own class name and wording; the message is built from the
class's ``template`` (with ``{field}``, ``{value!r}`` and ``{allowed}``) followed, when a fix
is given, by ``fix_separator`` and the fix, so a director can act on ``str(error)`` directly.
"""

from __future__ import annotations

from typing import Any, ClassVar


class DomainError(ValueError):
    """Bad input named precisely: ``field`` (what), ``value`` (what was given), ``allowed``
    (what would be accepted) and ``fix`` (optional: what to do about it)."""

    template: ClassVar[str] = "{field}={value!r} is not allowed; allowed: {allowed}"
    fix_separator: ClassVar[str] = ". "

    def __init__(self, field: str, value: Any, allowed: str, fix: str = "") -> None:
        self.field = field
        self.value = value
        self.allowed = allowed
        self.fix = fix
        message = self.template.format(field=field, value=value, allowed=allowed)
        if fix:
            message += f"{self.fix_separator}{fix}"
        super().__init__(message)
