"""Strict JSON input for the `score` command: bytes in, plain data out, or one `RuleError`.

What a person can feed the command — a file in another encoding, a byte-order mark, `NaN`,
a 5,000-digit number, arrays nested ten thousand deep — is either accepted (a UTF-8 BOM) or
refused as a `RuleError` naming what is wrong, so the command prints one JSON error and exits
with status 2. Nothing here echoes a value that JSON cannot hold (``NaN``, ``Infinity``) or
that Python cannot print (an integer of more than 4,300 digits).
"""

from __future__ import annotations

import json
import math
from typing import Any

from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.text import Text

#: The most digits a whole number may have: far above any score, far below Python's limit
#: for turning digits into an int (4,300), so every accepted number prints again.
MAX_DIGITS = 18
#: The deepest nesting of arrays and objects accepted (a session is 4 levels deep).
MAX_DEPTH = 32
#: How much of a bad value an error message shows.
SHOWN = 40


def decode(raw: bytes) -> str:
    """The text of ``raw``: UTF-8, with or without a byte-order mark."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RuleError(
            "input",
            f"byte {exc.start + 1}",
            Text("UTF-8 text"),
            Text("save the file as UTF-8 (in most editors: Save as, encoding UTF-8) and run "
                 "the command again"),
        ) from None


def _parse_int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_DIGITS:
        raise RuleError(
            "input", f"{text[:12]}… ({len(digits)} digits)",
            Text("whole numbers of at most {n} digits", n=MAX_DIGITS),
        )
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RuleError("input", text[:SHOWN], Text("a number JSON can hold (not infinite)"))
    return value


def _refuse_constant(name: str) -> Any:
    raise RuleError(
        "input", name, Text("a number"),
        Text("{name} is not JSON; write a number or leave the field out", name=name),
    )


def parse(text: str) -> Any:
    """The JSON value of ``text``; refuses NaN/Infinity, huge numbers and deep nesting."""
    try:
        data = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float,
            parse_constant=_refuse_constant,
        )
    except json.JSONDecodeError as exc:
        raise RuleError("input", text[:SHOWN], Text("valid JSON"), str(exc)) from None
    except RecursionError:
        raise _too_deep() from None
    if _depth(data) > MAX_DEPTH:
        raise _too_deep()
    return data


def _too_deep() -> RuleError:
    return RuleError(
        "input", "nested arrays/objects",
        Text("at most {n} levels of nesting", n=MAX_DEPTH),
        Text("a hand is an object of plain values; a session is a list of hands"),
    )


def _depth(data: Any) -> int:
    """How deeply ``data`` nests (iteratively: no recursion limit to hit)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest


def json_safe(value: Any) -> Any:
    """``value`` if it is JSON that prints again (finite numbers, no deep nesting), else a
    short ``repr`` of it."""
    try:
        json.dumps(value, allow_nan=False)
        if _depth(value) <= MAX_DEPTH:
            return value
    except (TypeError, ValueError, RecursionError):
        pass
    try:
        shown = repr(value)
    except (ValueError, RecursionError):  # an int too long to print, a self-reference
        shown = f"<{type(value).__name__}>"
    return shown if len(shown) <= 2 * SHOWN else shown[: 2 * SHOWN] + "…"
