"""The one error type of the tournament package."""

from __future__ import annotations

from sheepshead_scorer.domain_error import DomainError
from sheepshead_scorer.text import translatable


class TournamentError(DomainError):
    """Bad input to a tournament function (seating, standings, league or prizes).

    ``field`` names the input, ``value`` is what was given, ``allowed`` says what is
    accepted and ``fix`` (optional) tells the director what to do.  ``str()`` says all of it,
    so the message can be shown as is.
    """

    template = translatable("{field}={value!r} is not allowed: {allowed}")
