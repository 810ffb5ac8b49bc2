"""Everything the engine offers is importable from ``sheepshead_scorer.rules``; the scoring
modules load when one of their names is first used (a command reading standings loads none)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import sheepshead_scorer.rules as rules


def test_every_name_resolves_to_its_module_object() -> None:
    from sheepshead_scorer.rules.presets import preset
    from sheepshead_scorer.rules.scoring import score_hand

    assert rules.score_hand is score_hand
    assert rules.preset is preset
    for name in rules.__all__:
        assert getattr(rules, name) is not None


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_rule"):
        rules.no_such_rule  # noqa: B018


def test_the_enums_load_without_the_scoring_engine() -> None:
    probe = (
        "import sys\nfrom sheepshead_scorer.rules import HandKind, Role\n"
        "print(sorted(m for m in sys.modules if m.startswith('sheepshead_scorer.rules.')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == [
        "['sheepshead_scorer.rules.errors',", "'sheepshead_scorer.rules.options']"
    ]
