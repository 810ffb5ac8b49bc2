"""The layers' input errors share one base (``domain_error.DomainError``) and keep their words."""

from __future__ import annotations

import pytest

from sheepshead_scorer.domain_error import DomainError
from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.tournament import TournamentError


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (RuleError("points", 130, "0-120"), "points=130 is not allowed; allowed: 0-120"),
        (
            RuleError("points", 130, "0-120", hint="count the bury"),
            "points=130 is not allowed; allowed: 0-120. count the bury",
        ),
        (TournamentError("seats", 2, "3 to 8"), "seats=2 is not allowed: 3 to 8"),
        (
            TournamentError("seats", 2, "3 to 8", "add a player"),
            "seats=2 is not allowed: 3 to 8. add a player",
        ),
        (
            ExportError("Row.total", "x", "a Fraction"),
            "Row.total = 'x' cannot be exported: allowed is a Fraction.",
        ),
        (
            ExportError("Row.total", "x", "a Fraction", "Pass exact points."),
            "Row.total = 'x' cannot be exported: allowed is a Fraction. Pass exact points.",
        ),
    ],
)
def test_each_layer_keeps_its_message(error: DomainError, message: str) -> None:
    assert str(error) == message
    assert isinstance(error, DomainError) and isinstance(error, ValueError)
    assert error.field in message and error.allowed in message


def test_a_rule_error_names_its_fix_hint() -> None:
    error = RuleError("call", "ten", "ace or alone", "turn on called_ten")
    assert (error.field, error.value, error.allowed) == ("call", "ten", "ace or alone")
    assert error.hint == error.fix == "turn on called_ten"
    assert RuleError("call", "ten", "ace").hint == ""
