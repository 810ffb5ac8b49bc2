"""The UI reaches the data through one door, ``ui/backend.py`` (``Backend`` over
``services.Services``): no other module of ``sheepshead_scorer/ui`` touches ``.ctx``, imports
``ui_queries`` functions or calls a ``services.<module>`` function. Row and value types
(classes) imported from the services package are fine. An AST check, so it stays so."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import sheepshead_scorer.ui as ui_package

UI = Path(ui_package.__file__).parent
DOOR = UI / "backend.py"

#: Still reached around the door, in files another engineer is changing in this wave
#: (backups, restore, faults); each name is one known use, so a new one fails the test.
#: The start-up and fault helpers run before a Backend exists (naming the process to other
#: programs, masking a password in a message, the default file), so they are listed too.
KNOWN_DETOURS: dict[str, set[str]] = {
    "backup_actions.py": {
        ".ctx", "database_file", "default_backup_folder", "restore_backup",
        "restore_server", "take_backup", "hide_password", "restore", "storage_error",
    },
    "app.py": {"hide_password", "set_identity"},
    "database_actions.py": {"default_database_file"},
    "error_text.py": {"hide_password"},
}


def _detours(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "ctx":
            found.add(".ctx")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("sheepshead_scorer.services"):
                    found.add(f"import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
            "sheepshead_scorer.services"
        ):
            module = importlib.import_module(node.module or "")
            for alias in node.names:
                value = getattr(module, alias.name)
                if not isinstance(value, type):  # a function or a module: a call around the door
                    found.add(alias.name)
    return found


def test_only_the_backend_reaches_the_services() -> None:
    detours = {
        str(path.relative_to(UI)): found
        for path in sorted(UI.rglob("*.py"))
        if path != DOOR and (found := _detours(path) - KNOWN_DETOURS.get(path.name, set()))
    }
    assert detours == {}, (
        "go through Backend (ui/backend.py) instead: " + repr(detours)
    )


def test_the_check_sees_a_detour(tmp_path: Path) -> None:
    sample = tmp_path / "screen.py"
    sample.write_text(
        "from sheepshead_scorer.services.ui_queries import players, PlayerRow\n"
        "import sheepshead_scorer.services.hands\n"
        "def f(backend):\n    return players(backend.ctx)\n",
        encoding="utf-8",
    )
    assert _detours(sample) == {"players", ".ctx", "import sheepshead_scorer.services.hands"}
