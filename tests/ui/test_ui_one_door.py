"""The UI reaches the data through one door, ``Backend`` (``ui/door/``): the services' own
door ``Services`` (which it is: ``Backend`` inherits every action and read) plus what is the
window's alone (which database is open, its backups, the floor server, the versions its own
edits wrote). No other module of ``sheepshead_scorer/ui`` touches the private context
(``._ctx``), imports the ``Services`` class or calls a ``services.<module>`` function. Row and
value types (classes) imported from the services package are fine. An AST check, so it stays
so."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import sheepshead_scorer.ui as ui_package
from sheepshead_scorer.services.door.services import Services

UI = Path(ui_package.__file__).parent
#: The door: ``Backend`` and the parts of it it inherits (``SeasonDoor``, ``DocumentDoor``,
#: ``RoundDoor``, ``PlayerDoor``, ``HandDoor``).
DOOR = {UI / "door" / f"{name}.py" for name in (
    "backend", "backend_seasons", "backend_documents", "backend_rounds", "backend_players",
    "backend_hands")}

#: Modules allowed around the door: none. The start-up helpers that run before a Backend
#: exists (naming the process, masking a password, the default file, restoring a damaged
#: file) are Backend's static methods; backups, restore and the change poll its methods.
KNOWN_DETOURS: dict[str, set[str]] = {}


def _detours(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("ctx", "_ctx", "services"):
            found.add(f".{node.attr}")
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
                # a function or a module (a call around the door), or the facade it wraps
                if not isinstance(value, type) or value is Services:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom) and node.module == "sheepshead_scorer":
            found.update(f"import {a.name}" for a in node.names if a.name == "services")
    return found


def test_only_the_backend_reaches_the_services() -> None:
    detours = {
        str(path.relative_to(UI)): found
        for path in sorted(UI.rglob("*.py"))
        if path not in DOOR and (found := _detours(path) - KNOWN_DETOURS.get(path.name, set()))
    }
    assert detours == {}, (
        "go through Backend (ui/door/backend.py) instead: " + repr(detours)
    )


def test_the_check_sees_a_detour(tmp_path: Path) -> None:
    sample = tmp_path / "screen.py"
    sample.write_text(
        "from sheepshead_scorer.services.door.reads import players, PlayerRow\n"
        "import sheepshead_scorer.services.hands.hand_edits\n"
        "def f(backend):\n    return players(backend._ctx)\n",
        encoding="utf-8",
    )
    assert _detours(sample) == {
        "players", "._ctx", "import sheepshead_scorer.services.hands.hand_edits"
    }


def test_the_check_sees_the_facade_behind_the_door(tmp_path: Path) -> None:
    sample = tmp_path / "dialog.py"
    sample.write_text(
        "from sheepshead_scorer import services\n"
        "from sheepshead_scorer.services.door.services import Services\n"
        "from sheepshead_scorer.services.leagues.seasons import RulesChange\n"
        "class Dialog:\n"
        "    def __init__(self, backend, facade: Services):\n"
        "        self.services = backend.services\n"
        "        facade.list_leagues()\n",
        encoding="utf-8",
    )
    assert _detours(sample) == {".services", "Services", "import services"}
