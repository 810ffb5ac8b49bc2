"""A simple AST scan of the desktop app for the strings it hands to Qt's translation.

Finds, with the context Qt looks them up in:
- ``self.tr("text")`` — the enclosing class's name;
- ``QCoreApplication.translate("Context", "text")`` and ``QT_TRANSLATE_NOOP("Context", "text")``;
- ``QT_TR_NOOP("text")`` and the column titles ``Column("text", ...)``, ``_count("text", ...)``,
  ``_rate_column("text", ...)`` — the enclosing class, or "" at module level (as lupdate does).
Only literal strings count (``translate("Ctx", variable)`` looks up text marked elsewhere).
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "sheepshead_scorer" / "ui"

TR_NOOP_ALIASES = frozenset({"QT_TR_NOOP", "Column", "_count", "_rate_column"})


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        base = func.value.id if isinstance(func.value, ast.Name) else ""
        return f"{base}.{func.attr}"
    return ""


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: set[tuple[str, str]] = set()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        args = node.args
        context = self.classes[-1] if self.classes else ""
        if name == "self.tr" and args and (text := _literal(args[0])) is not None:
            self.found.add((context, text))
        elif name.endswith("translate") or name == "QT_TRANSLATE_NOOP":
            if len(args) >= 2:
                ctx, text = _literal(args[0]), _literal(args[1])
                if ctx is not None and text is not None:
                    self.found.add((ctx, text))
        elif name in TR_NOOP_ALIASES and args and (text := _literal(args[0])) is not None:
            self.found.add((context, text))
        self.generic_visit(node)


def scan(folder: Path = UI) -> dict[tuple[str, str], Path]:
    """Every (context, source text) marked for translation under ``folder``, with a file."""
    found: dict[tuple[str, str], Path] = {}
    for path in sorted(folder.rglob("*.py")):
        scanner = _Scanner(path)
        scanner.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for key in scanner.found:
            found.setdefault(key, path)
    return found
