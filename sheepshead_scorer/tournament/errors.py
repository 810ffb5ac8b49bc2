"""The one error type of the tournament package."""

from __future__ import annotations

from typing import Any


class TournamentError(ValueError):
    """Bad input to a tournament function (seating, standings, league or prizes).

    ``field`` names the input, ``value`` is what was given, ``allowed`` says what is
    accepted and ``fix`` (optional) tells the director what to do.  ``str()`` says all of it,
    so the message can be shown as is.
    """

    def __init__(self, field: str, value: Any, allowed: str, fix: str = "") -> None:
        self.field = field
        self.value = value
        self.allowed = allowed
        self.fix = fix
        message = f"{field}={value!r} is not allowed: {allowed}"
        if fix:
            message += f". {fix}"
        super().__init__(message)
