"""The first ``scripts/app`` (``scripts/bootstrap``) shows pip's progress as it comes instead of
two silent minutes (issue 14, item 12), and still keeps the log and fails loudly."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FAKE_PYTHON = """#!/usr/bin/env bash
# stands in for .venv/bin/python: "-m pip install ..." prints what pip prints
if [ "$1 $2 $3" = "-m pip install" ]; then
  echo "Collecting reportlab"
  echo "  Downloading reportlab-4.2.0-py3-none-any.whl (1.9 MB)"
  [ -n "${FAIL_PIP:-}" ] && { echo "ERROR: no network"; exit 1; }
  echo "Successfully installed reportlab-4.2.0"
  exit 0
fi
exit 0
"""


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    (project / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "bootstrap", project / "scripts" / "bootstrap")
    (project / "scripts" / "system-packages.txt").write_text("# installed already\nbash\n")
    (project / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    python = project / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(FAKE_PYTHON)
    python.chmod(0o755)
    return project


def test_pip_lines_are_shown_as_they_come_and_logged(tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = subprocess.run(
        ["bash", "scripts/bootstrap"], cwd=project, capture_output=True, text=True, timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "the first time takes a few minutes" in out
    assert "step 1 of 2: pip itself" in out and "step 2 of 2" in out
    assert out.count("Downloading reportlab") == 2  # both pip runs, shown on the terminal
    assert "Downloading reportlab" in (project / ".venv" / "pip.log").read_text()
    again = subprocess.run(
        ["bash", "scripts/bootstrap"], cwd=project, capture_output=True, text=True, timeout=60,
        check=False,
    )
    assert again.returncode == 0 and "Collecting" not in again.stdout  # installed: quiet


def test_a_failing_pip_says_so_and_stops(tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = subprocess.run(
        ["bash", "scripts/bootstrap"], cwd=project, capture_output=True, text=True, timeout=60,
        check=False, env={**os.environ, "FAIL_PIP": "1"},
    )
    assert done.returncode == 1
    assert "ERROR: no network" in done.stdout
    assert "pip failed, see .venv/pip.log" in done.stderr
