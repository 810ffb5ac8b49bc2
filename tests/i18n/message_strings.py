"""An AST scan of the layers below the UI for their user-visible messages.

- ``templates()``: every ``Text("...")`` and ``translatable("...")`` literal (context "", as
  ``scripts/update-translations`` collects them into resources/i18n/messages_de.ts);
- ``untranslatable_messages()``: every place a message is built so that the window cannot
  translate it: an f-string, a concatenation or a prose literal (a string with a space) handed
  to an error or an import problem instead of a ``Text``; and every ``Text`` whose template is
  not a plain literal or whose fields do not match its keyword arguments.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "sheepshead_scorer"
LAYERS = ("rules", "tournament", "store", "services", "exports", "web", "entry")
TOP_LEVEL = ("domain_error.py", "text.py")
MARKERS = frozenset({"Text", "translatable"})
#: Programming errors (a caller broke a contract): never a director's message.
#: Signals to Python or a library, never shown to anyone: a sequence's end (``IndexError``)
#: and SQLAlchemy's request to the pool to replace a connection (``DisconnectionError``).
EXEMPT_ERRORS = frozenset({
    "AssertionError", "NotImplementedError", "TypeError", "IndexError", "DisconnectionError",
})


def sources() -> Iterator[Path]:
    for layer in LAYERS:
        yield from sorted((PACKAGE / layer).rglob("*.py"))
    for name in TOP_LEVEL:
        yield PACKAGE / name


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_message_sink(name: str) -> bool:
    return name not in EXEMPT_ERRORS and (
        name.endswith(("Error", "Rejected", "Problem", "File", "Exception"))
        or name == "AuditLogIsAppendOnly"
    )


def _prose(node: ast.expr) -> bool:
    """A string the window cannot translate: an f-string, a concatenation, or a literal with
    a space (a bare identifier such as a field name is fine)."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return " " in node.value.strip()
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
        return _prose(node.left) or _prose(node.right)
    # a .format() is prose; a ", ".join(...) of names or option values is data
    return isinstance(node, ast.Call) and _name(node.func) == "format"


def _where(path: Path, node: ast.AST) -> str:
    shown = path.relative_to(PACKAGE.parent) if path.is_relative_to(PACKAGE.parent) else path
    return f"{shown}:{getattr(node, 'lineno', 0)}"


def _template_problem(node: ast.Call) -> str | None:
    if not node.args:
        return "Text() without a template"
    first = node.args[0]
    if isinstance(first, ast.Attribute) and first.attr == "template":
        return None  # a class's template, itself marked with translatable("...")
    if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
        return "the template must be a plain string literal (never an f-string or a variable)"
    if _name(node.func) != "Text" or any(k.arg is None for k in node.keywords):
        return None
    fields = {
        name.split(".")[0].split("[")[0]
        for _, name, _, _ in string.Formatter().parse(first.value)
        if name is not None
    }
    if "" in fields or any(name.isdigit() for name in fields):
        return "use named fields ({name}), never {} or {0}"
    given = {keyword.arg for keyword in node.keywords}
    if fields != given:
        return f"fields {sorted(fields)} but keyword arguments {sorted(given)}"
    return None


def templates() -> dict[str, str]:
    """Every marked template, with where it was first found."""
    found: dict[str, str] = {}
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in MARKERS
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.setdefault(node.args[0].value, _where(path, node))
    return found


def untranslatable_messages(paths: Iterator[Path] | None = None) -> list[str]:
    """Every message the window could not translate, as ``file:line: what``."""
    problems: list[str] = []
    for path in paths if paths is not None else sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            if isinstance(node.func, ast.Name) and name in MARKERS:
                if (problem := _template_problem(node)) is not None:
                    problems.append(f"{_where(path, node)}: {problem}")
            elif _is_message_sink(name):
                arguments = [*node.args, *(keyword.value for keyword in node.keywords)]
                if any(_prose(argument) for argument in arguments):
                    problems.append(
                        f"{_where(path, node)}: {name}(...) gets an untranslatable string; "
                        'pass Text("... {field} ...", field=value) instead'
                    )
    return problems
