"""Small files with names that explain themselves: no module of the package passes 400 lines
(the database revisions, which are written once and never edited, excepted)."""

from __future__ import annotations

from pathlib import Path

import sheepshead_scorer

PACKAGE = Path(sheepshead_scorer.__file__).parent
LIMIT = 400


def test_no_module_passes_400_lines() -> None:
    long = {
        path.relative_to(PACKAGE).as_posix(): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if "migrations" not in path.parts
        and (lines := len(path.read_text("utf-8").splitlines())) > LIMIT
    }
    assert long == {}, f"split these by responsibility: {long}"
