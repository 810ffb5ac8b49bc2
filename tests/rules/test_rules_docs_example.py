"""The runnable example in docs/rules.md runs and prints what its comments say."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def test_docs_example_prints_what_it_says(capsys: pytest.CaptureFixture[str]) -> None:
    code = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert code is not None
    exec(compile(code.group(1), str(DOC), "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    promised = [
        line.split("#", 1)[1].split("  ")[0].strip()
        for line in code.group(1).splitlines()
        if line.startswith("print(") and "#" in line
    ]
    assert printed == promised
