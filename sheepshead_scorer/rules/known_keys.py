"""Refusing a key the engine does not read, naming it and the nearest key it does read.

A misspelt key ("overides", "hands_totl") used to be skipped without a word, so a house rule
or a session length the director typed never reached the engine. Every reader of JSON-shaped
input (rulesets, outcomes, the `score` command) refuses it instead, and suggests the closest
known key (`difflib.get_close_matches`), so the fix is one edit.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Mapping
from typing import Any

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.text import Text


def did_you_mean(key: object, known: Collection[str]) -> Text | str:
    """ "did you mean X?" for the known key closest to `key` ("" when none is close)."""
    if not isinstance(key, str):
        return ""
    close = difflib.get_close_matches(key, sorted(known), n=1)
    return Text("did you mean {suggestion}?", suggestion=close[0]) if close else ""


def check_keys(
    data: Mapping[Any, Any],
    known: Collection[str],
    allowed: str | Text,
    *,
    prefix: str = "",
    hint: str | Text = "",
    suggest_from: Collection[str] = (),
) -> None:
    """RuleError for the first key of `data` not in `known`: field `prefix` + the key, its
    value, `allowed`, and "did you mean ..." over `known` and `suggest_from` (else `hint`)."""
    for key, value in data.items():
        if key not in known:
            suggestion = did_you_mean(key, {*known, *suggest_from})
            field = f"{prefix}{key}"  # a field name, never translated
            raise RuleError(field, value, allowed, suggestion or hint)
