"""One read model: each concept has one frozen row type, defined once in the package and
imported everywhere else (the screens, the CLI, the documents). An AST check over every
module, so a second ``HandRow`` (or ``HandLogRow``, ``PlayerRow``...) cannot creep back; and
no class name is declared twice anywhere in the package (a ``TableProgress`` of the phones and
another of the projector, a ``TableSheet`` of the phones and another of the desk, a pure
``PlayerTally`` and a stored one were one name for two things)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import sheepshead_scorer
from sheepshead_scorer.exports import rows as export_rows
from sheepshead_scorer.services.door import reads as ui_queries

PACKAGE = Path(sheepshead_scorer.__file__).parent

def _row_classes(root: Path = PACKAGE) -> dict[str, list[str]]:
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Row"):
                found[node.name].append(path.relative_to(root).as_posix())
    return found


def _classes(root: Path = PACKAGE) -> dict[str, list[str]]:
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef):
                found[node.name].append(path.relative_to(root).as_posix())
    return found


def test_no_class_name_is_declared_twice() -> None:
    twice = {name: where for name, where in _classes().items() if len(where) > 1}
    assert not twice, twice


def test_the_check_sees_a_name_declared_twice(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("class TableSheet:\n    pass\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("def f():\n    class TableSheet: ...\n", encoding="utf-8")
    assert _classes(tmp_path)["TableSheet"] == ["a.py", "b.py"]


def test_each_row_type_is_defined_once() -> None:
    twice = {name: where for name, where in _row_classes().items() if len(where) > 1}
    assert not twice, twice


def test_a_standing_has_one_row_type_that_the_screens_and_the_documents_share() -> None:
    """The ranking in ``tournament/`` is a ``Placement``; the line every reader shows is the
    one ``exports.StandingRow``, made by ``services.standing_rows`` (the screen has no line
    type of its own, the projector none either)."""
    rows = _row_classes()
    assert rows["StandingRow"] == ["exports/rows.py"]
    lines = [
        (path, node.name)
        for path in sorted(PACKAGE.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.name.endswith(("StandingLine", "ProjectorLine"))
    ]
    assert lines == []
    from sheepshead_scorer.services.standings import event_standings as standings
    from sheepshead_scorer.ui.models import standings_model

    hints = standings.StandingsReport.__annotations__
    assert hints["rows"] == "Sequence[StandingRow]"  # a view: lines made when read
    assert standings.StandingRow is export_rows.StandingRow
    assert standings_model.StandingRow is export_rows.StandingRow


def test_a_hand_and_a_player_have_one_row_type_everywhere() -> None:
    rows = _row_classes()
    assert rows["HandRow"] == ["exports/hand_row.py"]
    assert rows["PlayerRow"] == ["exports/rows.py"]
    assert not any("HandLog" in name or name.startswith("Screen") for name in rows)
    assert ui_queries.HandRow is export_rows.HandRow  # what the screens are handed
    assert ui_queries.PlayerRow is export_rows.PlayerRow


def test_the_check_sees_a_second_definition(tmp_path: Path) -> None:
    (tmp_path / "exports").mkdir()
    (tmp_path / "ui").mkdir()
    (tmp_path / "exports" / "rows.py").write_text("class HandRow:\n    pass\n", "utf-8")
    (tmp_path / "ui" / "screen.py").write_text(
        "def f():\n    class HandRow:\n        pass\n", "utf-8"
    )
    assert _row_classes(tmp_path)["HandRow"] == ["exports/rows.py", "ui/screen.py"]
