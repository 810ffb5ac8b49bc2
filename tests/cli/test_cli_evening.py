"""docs/cli.md's "a whole evening from the shell" runs as written: every command of the
script between the `evening-script` markers, in order, through the real command line, and
the evening's results are what the page says. Then the refusals it shows."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import openpyxl
import pytest
from cli_helpers import CliRunner

DOC = Path(__file__).resolve().parents[2] / "docs" / "cli.md"


def _script() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    block = text.split("<!-- evening-script -->", 1)[1].split("<!-- /evening-script -->", 1)[0]
    lines = [line for line in block.splitlines() if line.startswith("sheepshead-scorer ")]
    assert len(lines) >= 15
    return [shlex.split(line)[1:] for line in lines]


def _run(cli: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.chdir(tmp_path)
    outputs = []
    for args in _script():
        args = [str(tmp_path / "friday.sqlite3") if a == "$DB" else a for a in args]
        run = cli(*args)
        assert run.status == 0, (args, run.err)
        assert run.err == ""
        outputs.append(run.out)
    return outputs


def test_the_documented_evening_runs(
    cli: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _run(cli, tmp_path, monkeypatch)
    assert out[0].strip() == "created event 1 (Friday Night, 000-encyclopedia)"
    assert json.loads(out[5]) == {"player": 5, "name": "Eva Wolf"}
    assert "round 1 of session 1 published: 1 tables" in out[7]
    fourth = json.loads(out[11])
    assert fourth["hand"] == 4 and sum(fourth["payouts"].values()) == 0
    assert out[12].startswith("corrected hand 1 at table 1: ")
    assert out[13].strip() == "round 1 closed"
    standings = out[14].splitlines()
    assert standings[2].split()[:4] == ["1", "1", "Anna", "Schmidt"]
    assert (tmp_path / "friday-standings.pdf").stat().st_size > 1000
    book = openpyxl.load_workbook(tmp_path / "friday-hands.xlsx")
    assert book.sheetnames == ["Hands"] and book["Hands"].max_row == 5


def test_the_documented_refusals_are_one_line_and_status_2(
    cli: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _run(cli, tmp_path, monkeypatch)
    db = str(tmp_path / "friday.sqlite3")
    where = ["--event", "1", "--round", "1"]
    for args, words in (
        (["record-hand", *where, "--table", "1", '{"type": "misdeal", "dealer": 0}'],
         "round 1 is closed; reopen it"),
        (["record-hand", *where, "--table", "9", '{"type": "misdeal", "dealer": 0}'],
         "round 1 has no table 9 (tables: 1)"),
        (["record-hand", *where, "--table", "1", '{"type": '], "OUTCOME is not valid JSON"),
        (["correct-hand", *where, "--table", "1", "--hand", "7", '{"type": "misdeal", '
          '"dealer": 0}'], "has no hand 7"),
        (["draw", "--event", "5", "--hands", "4"], "event 5 does not exist"),
        (["close-round", "--event", "1", "--round", "3"], "has no round 3"),
        (["create-event", "X", "--date", "4.12.2026"], "is not a date"),
        (["create-event", "X", "--date", "2026-12-04", "--rules", "nope"], "preset"),
        (["add-player", "Bad\x01Name"], "control characters"),
    ):
        run = cli(*args, "--database", db)
        assert run.status == 2, (args, run.out)
        assert len(run.err.splitlines()) == 1 and run.err.startswith("error: "), run.err
        assert words in run.err, run.err
