"""Issue 22: the `score` command refuses a key it does not read (it was silently ignored).

The director who typed "overides" got 000's plain chart instead of the doubled bump (000
"Double on the bump": "the picker/partner lose two times the points that opponents would lose
in a similar loss"; the chart's "31 to 60" row is -2 / -1 / +1, so -4 / -2 / +2 doubled).
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from sheepshead_scorer.cli import main

HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 40, "tricks": 2}
BUMP = {"preset": "000-encyclopedia", "overrides": {"double_on_bump": True}}
FOX = {"type": "fox", "dealer": 0, "fox": 0, "counters": 9}


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], data: Any
        ) -> tuple[int, Any]:
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(data)))
    status = main(["score"])
    return status, json.loads(capsys.readouterr().out)


def test_overides_is_refused_where_it_scored_the_plain_chart(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    misspelt = {"preset": "000-encyclopedia", "overides": {"double_on_bump": True}}
    status, out = run(monkeypatch, capsys, {"ruleset": misspelt, "outcome": HAND})
    assert status == 2 and out["field"] == "ruleset.overides"
    assert "did you mean overrides?" in out["error"]
    status, out = run(monkeypatch, capsys, {"ruleset": BUMP, "outcome": HAND})
    assert status == 0 and out["payouts"] == [2, -4, 2, -2, 2]


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        # a misspelling: "did you mean"
        ({"ruleset": BUMP, "hands": [HAND], "hands_totl": 20}, "hands_totl",
         "did you mean hands_total?"),
        ({"ruleset": BUMP, "outcome": HAND, "multipler": 2}, "multipler",
         "did you mean multiplier?"),
        ({"ruleset": {"prest": "000-encyclopedia"}, "outcome": HAND}, "ruleset.prest",
         "did you mean preset?"),
        ({"ruleset": BUMP, "hands": [HAND | {"pionts": 75}]}, "hands[0].pionts",
         "did you mean points?"),
        ({"ruleset": BUMP, "hands": [HAND, HAND | {"multipler": 2}]}, "hands[1].multipler",
         "did you mean multiplier?"),
        ({"ruleset": BUMP, "outcome": HAND | {"tricsk": 2}}, "outcome.tricsk",
         "did you mean tricks?"),
        ([{"ruleset": BUMP, "outcome": HAND}, {"outcome": HAND, "multipler": 2}],
         "input[1].multipler", "did you mean multiplier?"),
        ([{"ruleset": BUMP, "outcome": HAND | {"dealr": 0}}], "input[0].outcome.dealr",
         "did you mean dealer?"),
        # a key in the wrong place: why it does not belong there
        ({"ruleset": {"preset": "000-encyclopedia", "double_on_bump": True}, "outcome": HAND},
         "ruleset.double_on_bump", 'inside "overrides"'),
        ({"ruleset": {"overrides": {"double_on_bump": True}}, "outcome": HAND},
         "ruleset.preset", "overrides change a preset"),
        ({"ruleset": BUMP, "hands": [HAND], "multiplier": 2}, "multiplier",
         "inside the hand it doubles"),
        ({"ruleset": BUMP, "hands": [HAND], "outcome": HAND}, "outcome",
         '"outcome" is for one hand'),
        ({"ruleset": BUMP, "outcome": HAND, "hands_total": 20}, "hands_total",
         "belongs to a session"),
        ({"ruleset": BUMP, "outcome": HAND | {"multiplier": 2}}, "outcome.multiplier",
         'beside "outcome"'),
        ([{"ruleset": BUMP, "outcome": HAND, "hands_total": 20}], "input[0].hands_total",
         "session object"),
        # Sheep Head: 21.0 is no whole number; the fox's team has the fox, itself a counter
        ({"ruleset": {"game": "sheep_head", "target": 21.0}, "outcome": FOX}, "target", "21"),
        ({"ruleset": {"game": "sheep_head", "target": 21}, "outcome": FOX | {"counters": 0}},
         "counters", "itself a counter"),
        ({"ruleset": {"game": "sheep_head"}, "hands": [FOX | {"countres": 9}]},
         "hands[0].countres", "did you mean counters?"),
    ],
)
def test_a_key_the_command_does_not_read_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    data: Any, field: str, words: str,
) -> None:
    status, out = run(monkeypatch, capsys, data)
    assert status == 2, out
    assert out["field"] == field and words in out["error"]
