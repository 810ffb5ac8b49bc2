"""The keys the `score` command reads, and the refusal of every other one.

A key the command does not read — "overides", an option beside "preset", "multiplier" beside
"hands", "hands_totl", "outcome" together with "hands", a stray key in a hand — was silently
ignored, so the director's house rule or session length never reached the engine. Each is
refused as one JSON error naming the key where it stands (``hands[2].pionts``), with "did you
mean ..." for a misspelling (`rules.known_keys`) or why a key of the other form of document
does not belong.
"""

from __future__ import annotations

from typing import Any

from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.rules.known_keys import check_keys
from sheepshead_scorer.rules.ruleset import option_names
from sheepshead_scorer.rules.table_game import table_outcome_fields

#: The keys of each form of document: one hand, or a session of "hands".
_HAND_KEYS = ("ruleset", "seats", "outcome", "multiplier")
_SESSION_KEYS = ("ruleset", "seats", "hands", "hands_total")
#: Why a key of the other form is refused, by key (the form given: one hand / a session).
_MISPLACED = {
    "outcome": 'a session gives its hands in "hands"; "outcome" is for one hand',
    "multiplier": 'in a session "multiplier" goes inside the hand it doubles, beside its "type"',
    "hands_total": '"hands_total" belongs to a session ("hands"); one hand has no session '
                   "length",
}


def check_document_keys(data: dict[str, Any]) -> None:
    """Refuse a key the document's form does not read (it was silently ignored before): a
    misspelling gets "did you mean ...", a key of the other form (one hand / a session) why
    it does not belong here."""
    session = "hands" in data
    keys = _SESSION_KEYS if session else _HAND_KEYS
    allowed = ", ".join(keys)
    for key, value in data.items():
        if key in keys:
            continue
        if key in _MISPLACED:
            raise RuleError(key, value, allowed, _MISPLACED[key])
        check_keys({key: value}, keys, allowed, suggest_from=(*_HAND_KEYS, *_SESSION_KEYS))


def check_outcome_keys(data: Any, field: str, extra: tuple[str, ...] = ()) -> None:
    """Refuse a key an outcome of its type does not read, named with where it stands
    (`hands[2].pionts`), with "did you mean ..."; a bad type is the reader's to report."""
    if not isinstance(data, dict):
        return
    names = table_outcome_fields(data.get("type"))
    if names is None:
        return
    if "multiplier" in data and not extra:
        raise RuleError(f"{field}.multiplier", data["multiplier"], "left out here",
                        '"multiplier" stands beside "outcome", not inside it')
    known = names | set(extra)
    check_keys(data, known, f"a field of a {data['type']} hand: {', '.join(sorted(known))}",
               prefix=f"{field}.")


def check_item_keys(item: dict[str, Any], index: int) -> None:
    """A hand of a list session reads "ruleset", "seats", "outcome" and "multiplier"."""
    for key, value in item.items():
        if key in _HAND_KEYS:
            continue
        if key in ("hands", "hands_total"):
            raise RuleError(f"input[{index}].{key}", value, ", ".join(_HAND_KEYS),
                            f'"{key}" is read only in a session object: '
                            '{"ruleset": ..., "hands": [...], "hands_total": N}')
        check_keys({key: value}, _HAND_KEYS, ", ".join(_HAND_KEYS), prefix=f"input[{index}].")


def check_preset_keys(spec: dict[str, Any]) -> None:
    """Beside "preset" only "overrides": an option there was silently ignored before."""
    for key, value in spec.items():
        if key in ("preset", "overrides"):
            continue
        if key in option_names():
            raise RuleError(f"ruleset.{key}", value, "preset, overrides",
                            f'put "{key}" inside "overrides": options beside "preset" are '
                            "not read")
        check_keys({key: value}, ("preset", "overrides"), "preset, overrides",
                   prefix="ruleset.")


def check_options_keys(spec: dict[str, Any]) -> None:
    """A full options object reads ruleset options only; "prest" may have meant "preset"."""
    check_keys(spec, option_names(), 'a ruleset option, or "preset" and "overrides"',
               prefix="ruleset.", suggest_from=("preset", "overrides"))
