"""The `score` command never shows a traceback: every input is scored (exit 0) or refused as
exactly one JSON error object (exit 2) — the corpus of inputs that once crashed it, and
hypothesis-made documents: arbitrary JSON, valid hands with one value swapped for junk, bytes."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheepshead_scorer.cli import main

CORPUS = Path(__file__).parent / "score_corpus"
HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 3}
VALID: dict[str, Any] = {
    "ruleset": {"preset": "000-encyclopedia", "overrides": {"double_on_bump": True}},
    "seats": ["Ann", "Bob", "Cy", "Dee", "Eve"],
    "hands": [HAND, {"type": "leaster", "dealer": 1, "winner": 2}, {"type": "all_pass",
                                                                    "dealer": 2}],
    "hands_total": 20,
}


def score_bytes(
    raw: bytes, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, Any]:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8"))
    capsys.readouterr()
    with _unforeseen() as unforeseen:
        status = main(["score"])
    out, err = capsys.readouterr()
    assert err == "", err
    assert not unforeseen, f"a check is missing for: {unforeseen[0]}"
    assert status in (0, 2)
    document = json.loads(out, parse_constant=_no_constant)  # valid JSON, never bare NaN
    assert isinstance(document, dict)
    if status == 2:
        assert set(document) == {"error", "field", "value", "allowed"}
        assert out.count("\n") == 1  # one line
    return status, document


@contextmanager
def _unforeseen() -> Iterator[list[str]]:
    """Collect the `score` command's "not foreseen" warnings: the fuzz finds missing checks."""
    found: list[str] = []

    class Catch(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            found.append(f"{record.getMessage()}: {record.exc_info and record.exc_info[1]!r}")

    logger = logging.getLogger("sheepshead_scorer.cli.score_command")
    handler = Catch(logging.WARNING)
    logger.addHandler(handler)
    try:
        yield found
    finally:
        logger.removeHandler(handler)


def _no_constant(name: str) -> Any:
    raise AssertionError(f"the output holds bare {name}, which is not JSON")


@pytest.mark.parametrize("path", sorted(CORPUS.iterdir()), ids=lambda p: p.name)
def test_corpus_is_one_json_error_or_a_score(
    path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, document = score_bytes(path.read_bytes(), monkeypatch, capsys)
    assert status == (0 if path.name.startswith("ok_") else 2), document


def test_bom_file_is_accepted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"ruleset": "004-german",
                                                   "outcome": HAND | {"call": "jack"}}).encode())
    status = main(["score", str(path)])
    assert status == 0 and json.loads(capsys.readouterr().out)["payouts"] == [-1, 2, -1, 1, -1]


@pytest.mark.parametrize(
    ("raw", "field", "words"),
    [
        (b'{"ruleset": {"preset": ["x"]}, "outcome": {}}', "ruleset.preset", "preset name"),
        (b'{"ruleset": "000-encyclopedia", "hands_total": NaN, "hands": []}', "input", "NaN"),
        (b'{"ruleset": "M\xfcnchen"}', "input", "UTF-8"),
        (b"[" * 5000 + b"]" * 5000, "input", "nesting"),
        (b'{"hands_total": ' + b"7" * 5000 + b"}", "input", "5000 digits"),
    ],
)
def test_errors_say_what_is_wrong(
    raw: bytes, field: str, words: str,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    status, document = score_bytes(raw, monkeypatch, capsys)
    assert status == 2 and document["field"] == field and words in document["error"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _replaced(data: Any, path: tuple[Any, ...], junk: Any) -> Any:
    if not path:
        return junk
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = _replaced(data[path[0]], path[1:], junk)
    return copy


@FUZZ
@given(document=json_values)
def test_any_json_document(
    document: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    score_bytes(json.dumps(document).encode(), monkeypatch, capsys)


@FUZZ
@given(data=st.data(), junk=json_values)
def test_a_valid_session_with_one_value_swapped(
    data: st.DataObject, junk: Any,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    path = data.draw(st.sampled_from(_paths(VALID)))
    score_bytes(json.dumps(_replaced(VALID, path, junk)).encode(), monkeypatch, capsys)


@FUZZ
@given(raw=st.binary(max_size=64))
def test_any_bytes(
    raw: bytes, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    score_bytes(raw, monkeypatch, capsys)
