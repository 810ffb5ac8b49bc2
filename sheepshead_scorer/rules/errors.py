"""The rule engine's one domain error."""

from __future__ import annotations

from typing import Any

from sheepshead_scorer.domain_error import DomainError
from sheepshead_scorer.text import Text, translatable


class RuleError(DomainError):
    """Bad input to the rule engine: a ruleset option, an outcome field or a combination.

    `field` names the offending field (dotted for nested input, e.g. ``outcome.points``),
    `value` is what was given and `allowed` says what would be accepted. ``str()`` says all
    three plus, where useful, how to fix it, so a director can act on the message directly.
    Prose in `allowed` and `hint` is passed as :class:`~sheepshead_scorer.text.Text`, so
    ``error.text`` reaches a German window in German; a plain list of option values or names
    may stay a string (it reads the same in every language).
    """

    template = translatable("{field}={value!r} is not allowed; allowed: {allowed}")

    def __init__(
        self, field: str, value: Any, allowed: str | Text, hint: str | Text = ""
    ) -> None:
        super().__init__(field, value, allowed, hint)

    @property
    def hint(self) -> str:
        """How to fix it (the base class calls this ``fix``)."""
        return self.fix
