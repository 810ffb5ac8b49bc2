"""Golden hands: re-score tests/golden/hands.json and compare (regenerate with generate.py)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

from sheepshead_scorer.rules import outcome_from_dict, preset, score_session, score_to_dict

HERE = Path(__file__).parent
CASES: list[dict[str, Any]] = json.loads((HERE / "hands.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[c["note"] for c in CASES])
def test_golden_case(case: dict[str, Any]) -> None:
    ruleset = preset(case["ruleset"]["preset"], **case["ruleset"]["overrides"])
    scores = score_session(ruleset, [outcome_from_dict(o) for o in case["hands"]])
    assert [score_to_dict(s)["payouts"] for s in scores] == case["payouts"]


def test_file_is_what_the_generator_writes() -> None:
    spec = importlib.util.spec_from_file_location("golden_generate", HERE / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.render(module.build()) == (HERE / "hands.json").read_text(encoding="utf-8")
