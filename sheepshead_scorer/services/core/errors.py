"""The services' domain errors: every one carries a message a director can act on.

A service that raises has written nothing (its transaction is rolled back).
"""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.text import Text, TextError


class ServiceError(TextError):
    """Base of every error a service raises; ``str(error)`` is the message in English and
    ``error.text`` the same message for the window to translate."""

    def __init__(self, message: str | Text) -> None:
        super().__init__(message)
        self.message = str(message)


class NotFoundError(ServiceError):
    """An id that does not exist (or no longer exists): ``entity`` and ``entity_id`` say which."""

    def __init__(self, entity: str | Text, entity_id: object, fix: str | Text = "") -> None:
        super().__init__(
            Text(
                "{entity} {entity_id!r} does not exist; {fix}",
                entity=entity,
                entity_id=entity_id,
                fix=fix or Text("reload the screen and pick it again"),
            )
        )
        self.entity = str(entity)
        self.entity_id = entity_id


class InvalidInputError(ServiceError):
    """A bad value: names the field, the value, what is allowed and how to fix it."""

    def __init__(
        self, field: str, value: object, allowed: str | Text, fix: str | Text = ""
    ) -> None:
        text = Text("{field}={value!r} is not allowed: {allowed}",
                    field=field, value=value, allowed=allowed)
        if fix:
            text = Text("{message}. {fix}", message=text, fix=fix)
        super().__init__(text)
        self.field = field
        self.value = value
        self.allowed = str(allowed)


class WrongStateError(ServiceError):
    """The action does not fit where things stand (a closed round, a draft round, ...)."""


class StaleEditError(ServiceError):
    """Someone else changed the row since it was loaded; reload and redo the edit."""


class SeatNotAtTableError(ServiceError):
    """A hand names a seat the table does not have."""


class HandCountError(ServiceError):
    """More hands than the round has at a table."""


class RoundTotalsError(ServiceError):
    """Score-sheet totals of a table that do not add up to zero (or miss players)."""

    def __init__(self, table_number: int, difference: Fraction, message: str | Text) -> None:
        super().__init__(message)
        self.table_number = table_number
        self.difference = difference


class RuleViolationError(ServiceError):
    """The rule engine refused the input; the message is the engine's, passed through."""

    def __init__(self, message: str | Text, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class TournamentRuleError(ServiceError):
    """The tournament logic (seating, standings) refused the input; its message, passed on."""


class MergeConflictError(ServiceError):
    """Two player records cannot be merged as asked (e.g. both played the same event)."""
