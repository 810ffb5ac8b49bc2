"""JSON-ready forms of outcomes and scores (rulesets have `to_dict`/`from_dict`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from enum import StrEnum
from fractions import Fraction
from typing import Any, Final

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.known_keys import check_keys
from sheepshead_scorer.rules.options import PartnerCall, PenaltyReason
from sheepshead_scorer.rules.outcomes import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
)
from sheepshead_scorer.rules.result import HandScore
from sheepshead_scorer.text import Text

OUTCOME_TYPES: dict[str, type[HandOutcome]] = {
    "picked": PickedHand,
    "leaster": LeasterHand,
    "all_pass": AllPassHand,
    "misdeal": MisdealHand,
    "penalty": PenaltyHand,
}
_TYPE_NAMES = {cls: name for name, cls in OUTCOME_TYPES.items()}
_LEFT_OUT_AT_DEFAULT = frozenset(
    {"call", "picker_tricks", "runners", "tricks_typed", "points_typed"}
)


def _plain(value: Any) -> Any:
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Fraction):
        return exact_json(value)
    return value


def exact_json(value: Fraction) -> int | str:
    """A whole amount as an int, anything else as an exact "p/q" string."""
    return value.numerator if value.denominator == 1 else str(value)


def outcome_to_dict(outcome: HandOutcome) -> dict[str, Any]:
    """The outcome as JSON-ready data with a "type" key; `outcome_from_dict` reverses it.

    A picked hand's default call (None) is left out rather than written as null, and so are
    the fields of later house rules while at their default (`picker_tricks` None, `runners`
    0): a hand stored before them reads back the same and writes the same.
    """
    data: dict[str, Any] = {"type": _TYPE_NAMES[type(outcome)]}
    for f in fields(outcome):
        value = getattr(outcome, f.name)
        if f.name in _LEFT_OUT_AT_DEFAULT and value == f.default:
            continue
        data[f.name] = _plain(value)
    return data


def outcome_from_dict(data: dict[str, Any]) -> HandOutcome:
    """Build an outcome from `outcome_to_dict` data; RuleError names any bad field."""
    if not isinstance(data, dict):
        raise RuleError("outcome", data, Text('an object with a "type" key'))
    kind = data.get("type")
    cls = OUTCOME_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        types = ", ".join(OUTCOME_TYPES)
        raise RuleError("type", kind, types)
    names, required = _field_names(cls)
    allowed = Text("a field of a {kind} hand: {names}", kind=kind, names=", ".join(sorted(names)))
    check_keys(data, names | {"type"}, allowed)
    values: dict[str, Any] = {
        key: tuple(value) if isinstance(value, list) else value
        for key, value in data.items()
        if key != "type"
    }
    missing = [name for name in required if name not in values]
    if missing:
        raise RuleError(missing[0], None, Text("a value (required for a {kind} hand)", kind=kind))
    return cls(**values)


def outcome_fields(kind: object) -> frozenset[str] | None:
    """The keys an outcome of type `kind` reads ("type" included); None for an unknown type."""
    cls = OUTCOME_TYPES.get(kind) if isinstance(kind, str) else None
    return None if cls is None else _field_names(cls)[0] | {"type"}


#: The fields ``_plain`` writes as an enum's text, with the enum they read back as.
_ENUM_FIELDS: Final[Mapping[str, type[StrEnum]]] = {"call": PartnerCall, "reason": PenaltyReason}
_REQUIRED: Final = object()
_FIELD_DEFAULTS: dict[type, tuple[tuple[str, Any], ...]] = {}


def stored_outcome_from_dict(data: Mapping[str, Any]) -> HandOutcome:
    """The outcome of data this program stored: ``outcome_to_dict`` of an outcome that passed
    its own checks when it was made (the services store no other, and score it before they
    do). Built without running those checks a second time, which makes reading an event's
    thousands of stored hands about four times cheaper; the result equals what
    ``outcome_from_dict`` gives for the same data (``tests/rules/test_rules_serialization``).

    Only for the store's own data: anything typed, imported or sent over the network goes
    through ``outcome_from_dict``, which names every bad field.
    """
    cls = OUTCOME_TYPES[data["type"]]
    outcome = object.__new__(cls)
    for name, default in _defaults(cls):
        value = data[name] if default is _REQUIRED else data.get(name, default)
        if value.__class__ is list:
            value = tuple(value)
        elif value is not None and name in _ENUM_FIELDS:
            value = _ENUM_FIELDS[name](value)
        object.__setattr__(outcome, name, value)
    return outcome


def _defaults(cls: type) -> tuple[tuple[str, Any], ...]:
    """Each field of an outcome class with its default (``_REQUIRED`` if it has none)."""
    known = _FIELD_DEFAULTS.get(cls)
    if known is None:
        known = _FIELD_DEFAULTS[cls] = tuple(
            (f.name, _REQUIRED if _required(f) else f.default) for f in fields(cls)
        )
    return known


_FIELD_NAMES: dict[type, tuple[frozenset[str], tuple[str, ...]]] = {}


def _field_names(cls: type) -> tuple[frozenset[str], tuple[str, ...]]:
    """The fields of an outcome class, and those without a default (looked up once)."""
    known = _FIELD_NAMES.get(cls)
    if known is None:
        found = fields(cls)
        known = _FIELD_NAMES[cls] = (
            frozenset(f.name for f in found), tuple(f.name for f in found if _required(f))
        )
    return known


def _required(f: Any) -> bool:
    return f.default is f.default_factory  # both MISSING: no default


def score_to_dict(score: HandScore) -> dict[str, Any]:
    """A HandScore as JSON-ready data; payouts as ints or exact "p/q" strings."""
    return {f.name: _plain(getattr(score, f.name)) for f in fields(score)}
