"""A command's refusal and a database fault reach the log file, once, where the command turns
them into its one line on stderr (``cli.data_commands.guarded``, ``fault_log``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from sheepshead_scorer.store import Database


def _run(args: list[str], logs: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SHEEPSHEAD_LOG_DIR": str(logs)}
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )


def test_a_refusal_is_one_log_line_beside_its_message(
    tmp_path: Path, sqlite_db: Database
) -> None:
    database = sqlite_db.url.removeprefix("sqlite:///")
    sqlite_db.close()
    logs = tmp_path / "logs"

    done = _run(["standings", "--event", "999", "--database", database], logs)

    assert done.returncode == 2
    assert "event 999 does not exist" in done.stderr
    log = (logs / "sheepshead-scorer.log").read_text(encoding="utf-8")
    [line] = [line for line in log.splitlines() if "refused the command" in line]
    assert "INFO sheepshead_scorer.cli.data_commands" in line and "999" in line
    assert "Traceback" not in log


def test_a_damaged_file_is_said_once_in_the_log(tmp_path: Path) -> None:
    damaged = tmp_path / "club.sqlite3"
    damaged.write_bytes(b"this is not a database, it is a letter to the club" * 100)
    logs = tmp_path / "logs"

    done = _run(["events", "--database", str(damaged)], logs)

    assert done.returncode == 2
    assert "is damaged" in done.stderr and "Traceback" not in done.stderr
    log = (logs / "sheepshead-scorer.log").read_text(encoding="utf-8")
    assert log.count("is damaged") == 1, log  # said where the command said it, once
