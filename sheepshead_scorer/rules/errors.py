"""The rule engine's one domain error."""

from __future__ import annotations

from typing import Any


class RuleError(ValueError):
    """Bad input to the rule engine: a ruleset option, an outcome field or a combination.

    `field` names the offending field (dotted for nested input, e.g. ``outcome.points``),
    `value` is what was given and `allowed` says what would be accepted. ``str()`` says all
    three plus, where useful, how to fix it, so a director can act on the message directly.
    """

    def __init__(self, field: str, value: Any, allowed: str, hint: str = "") -> None:
        self.field = field
        self.value = value
        self.allowed = allowed
        self.hint = hint
        message = f"{field}={value!r} is not allowed; allowed: {allowed}"
        if hint:
            message += f". {hint}"
        super().__init__(message)
