"""exports/ stays a pure layer: no store, services, ui, rules internals or Qt."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import sheepshead_scorer.exports as exports

PACKAGE = Path(exports.__file__).parent
FORBIDDEN = (
    "sheepshead_scorer.store",
    "sheepshead_scorer.services",
    "sheepshead_scorer.ui",
    "PySide6",
    "sqlalchemy",
)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_module_imports_no_other_layer(path: Path) -> None:
    bad = {m for m in imported_modules(path) if m.startswith(FORBIDDEN)}
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_modules_stay_small(path: Path) -> None:
    assert len(path.read_text("utf-8").splitlines()) <= 400


def test_fonts_ship_inside_the_package() -> None:
    fonts = PACKAGE / "fonts"
    assert (fonts / "DejaVuSans.ttf").stat().st_size > 500_000
    assert (fonts / "DejaVuSans-Bold.ttf").stat().st_size > 500_000
    assert "Bitstream" in (fonts / "LICENSE-DejaVu.txt").read_text("utf-8")
