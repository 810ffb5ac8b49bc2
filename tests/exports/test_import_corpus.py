"""Every file of the broken-file corpus gives the director the expected message."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sheepshead_scorer.exports import read_event_totals, read_hand_log, read_players

CORPUS = Path(__file__).parent / "corpus"
EXPECTED: dict[str, dict[str, Any]] = json.loads((CORPUS / "expected.json").read_text("utf-8"))
IMPORTERS: dict[str, Callable[[Path], Any]] = {
    "players": read_players,
    "hand_log": read_hand_log,
    "event_totals": read_event_totals,
}


def test_every_corpus_file_is_listed() -> None:
    files = {p.name for p in CORPUS.iterdir() if p.suffix in {".csv", ".xlsx", ".xls"}}
    assert files == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_corpus_file(name: str) -> None:
    expected = EXPECTED[name]
    result = IMPORTERS[expected["importer"]](CORPUS / name)
    if expected.get("ok"):
        assert result.ok, result.error_report()
        assert len(result.rows) == expected["rows"]
        if "warning" in expected:
            assert any(expected["warning"] in str(w) for w in result.warnings)
        else:
            assert result.warnings == ()
        return
    assert not result.ok
    if "errors" in expected:
        assert len(result.errors) == expected["errors"], result.error_report()
    first = result.errors[0]
    assert expected["message"] in str(first.message), str(first)
    assert first.row == expected["row"]
