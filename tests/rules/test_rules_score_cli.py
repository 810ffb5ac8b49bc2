"""The `score` command: JSON in, payouts out; errors as JSON with exit status 2."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from sheepshead_scorer.cli import main

SEATS = ["Ann", "Bob", "Cy", "Dee", "Eve"]
HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 3}


def run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], data: Any, *args: str
) -> tuple[int, Any]:
    text = data if isinstance(data, str) else json.dumps(data)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    status = main(["score", *args])
    return status, json.loads(capsys.readouterr().out)


def test_one_hand_with_seat_names(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = {"ruleset": {"preset": "001-online-table"}, "seats": SEATS, "outcome": HAND}
    status, out = run(monkeypatch, capsys, data)
    assert status == 0
    assert out["payouts"] == {"Ann": -2, "Bob": 4, "Cy": -2, "Dee": 2, "Eve": -2}
    assert out["kind"] == "picked" and out["tier"] == "normal"


def test_fractions_print_exactly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = {
        "ruleset": {"preset": "000-encyclopedia", "overrides": {"share": "equal"}},
        "outcome": HAND,
    }
    status, out = run(monkeypatch, capsys, data, "-")
    assert status == 0 and out["payouts"] == [-1, "3/2", -1, "3/2", -1]


def test_session_from_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    hands = [{"type": "all_pass", "dealer": 0}, HAND | {"call": "jack"}]
    path = tmp_path / "session.json"
    path.write_text(
        json.dumps({"ruleset": "004-german", "seats": SEATS, "hands": hands, "hands_total": 20})
    )
    status, out = run(monkeypatch, capsys, "", str(path))
    assert status == 0
    assert [h["multiplier"] for h in out["hands"]] == [1, 2]
    assert out["totals"] == {"Ann": -2, "Bob": 4, "Cy": -2, "Dee": 2, "Eve": -2}


def test_list_of_hands_is_a_session(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = [
        {"ruleset": "004-german", "outcome": {"type": "all_pass", "dealer": 0}},
        {"ruleset": "004-german", "outcome": HAND | {"call": "jack"}},
    ]
    status, out = run(monkeypatch, capsys, data)
    assert status == 0 and out["totals"] == [-2, 4, -2, 2, -2]


def test_plain_ruleset_object(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(monkeypatch, capsys, {"ruleset": {"base": 3}, "outcome": HAND})
    assert status == 0 and out["payouts"] == [-3, 6, -3, 3, -3]


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ("{not json", "input"),
        (42, "input"),
        ([], "input"),
        ([7], "input[0]"),
        ([{"ruleset": "002-how-to", "outcome": HAND}, {"x": 1}], "input[1]"),
        (
            [
                {"ruleset": "002-how-to", "outcome": HAND},
                {"ruleset": "001-online-table", "outcome": HAND},
            ],
            "input[1].ruleset",
        ),
        ({"ruleset": 5, "outcome": HAND}, "ruleset"),
        ({"ruleset": "nope", "outcome": HAND}, "preset"),
        (
            {"ruleset": {"preset": "002-how-to", "overrides": []}, "outcome": HAND},
            "ruleset.overrides",
        ),
        ({"ruleset": "002-how-to"}, "outcome"),
        ({"ruleset": "002-how-to", "hands": {}}, "hands"),
        ({"ruleset": "002-how-to", "seats": ["A"], "outcome": HAND}, "seats"),
        ({"ruleset": "002-how-to", "outcome": HAND | {"points": 130}}, "points"),
    ],
)
def test_errors_are_json_with_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], data: Any, field: str
) -> None:
    status, out = run(monkeypatch, capsys, data)
    assert status == 2
    assert out["field"] == field and field in out["error"] and "allowed" in out


def test_unreadable_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out = run(monkeypatch, capsys, "", str(tmp_path / "missing.json"))
    assert status == 2 and out["field"] == "file"


def test_unserialisable_error_value_is_repr(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from sheepshead_scorer.cli import score_command
    from sheepshead_scorer.rules import RuleError

    err = score_command._error(RuleError("x", {1, 2}, "a list"))
    assert err["value"] == "{1, 2}"
