"""Players → Import: the mapping / preview dialog (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.widgets.import_players_dialog import IGNORE, ImportPlayersDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

GERMAN = "Spieler;Verein;Ort\nAnna Schmidt;Eagles;Hof\nBen Krüger;Turners;Selb\n"


def dialog_for(qtbot: QtBot, backend: Backend, bus: AppBus, path: Path) -> ImportPlayersDialog:
    dialog = ImportPlayersDialog(path, backend, bus)
    qtbot.addWidget(dialog)
    return dialog


def write(tmp_path: Path, text: str, name: str = "players.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def preview_cells(dialog: ImportPlayersDialog) -> list[list[str]]:
    model = dialog.model
    return [
        [str(model.data(model.index(r, c))) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_german_headers_map_automatically(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    assert dialog.combos["Spieler"].currentData() == "name"
    assert dialog.combos["Verein"].currentData() == "club"
    assert dialog.combos["Ort"].currentData() == IGNORE
    assert dialog.mapping() == {"name": "Spieler", "club": "Verein"}
    assert preview_cells(dialog) == [
        ["Anna Schmidt", "", "Eagles", ""],
        ["Ben Krüger", "", "Turners", ""],
    ]
    assert dialog.import_button.isEnabled()
    assert dialog.import_button.text() == "Import 2 players"
    assert dialog.problems.count() == 0


def test_remapping_a_column_changes_the_preview_at_once(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.set_mapping("Ort", "member_number")
    assert [row[1] for row in preview_cells(dialog)] == ["Hof", "Selb"]
    dialog.set_mapping("Ort", "club")  # the town takes the club field from "Verein"
    assert [row[2] for row in preview_cells(dialog)] == ["Hof", "Selb"]
    assert dialog.combos["Verein"].currentData() == IGNORE
    assert dialog.mapping() == {"name": "Spieler", "club": "Ort"}


def test_ignoring_a_recognised_column_leaves_it_out(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.set_mapping("Verein", IGNORE)
    assert dialog.combos["Verein"].currentData() == IGNORE
    assert [row[2] for row in preview_cells(dialog)] == ["", ""]
    with qtbot.waitSignal(dialog.imported, timeout=10000):
        dialog.start_import()
    assert {p.club for p in backend.players()} == {""}


def test_unmapping_the_name_column_is_a_file_problem(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, "Who,Club\nAnna,Eagles\n"))
    assert dialog.problems.item(0).text().startswith("File: no column for the player's name")
    assert not dialog.import_button.isEnabled()
    dialog.set_mapping("Who", "name")
    assert dialog.problems.count() == 0
    assert preview_cells(dialog) == [["Anna", "", "Eagles", ""]]
    assert dialog.import_button.isEnabled()


def test_remapping_by_keyboard_tabs_through_the_combos(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.show()
    qtbot.waitExposed(dialog)
    first = dialog.combos["Spieler"]
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert dialog.combos["Verein"].hasFocus()
    qtbot.keyClick(dialog.combos["Verein"], Qt.Key.Key_Tab)
    ort = dialog.combos["Ort"]
    assert ort.hasFocus()
    qtbot.keyClick(ort, Qt.Key.Key_End)  # the last field, Email, without the mouse
    assert ort.currentData() == "email"
    assert dialog.mapping()["email"] == "Ort"
    # "Hof" is not an email address: every row is refused, Import is disabled
    assert not dialog.import_button.isEnabled()
    assert dialog.problems.item(0).text().startswith("Row 2, column 'Ort'")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Name,Email\nAnna Schmidt,anna@example.com\nBen Krüger,not an address\n", "Row 3"),
        ("Name,Member #\nAnna Schmidt,17\nBen Krüger,17\n", "Row 3"),
        ("Name,Club\nAnna Schmidt,Eagles\n,Turners\n", "Row 3"),
        ("Name,Club\nAnna Schmidt,Eagles\nanna  schmidt,Turners\n", "Row 3"),
    ],
    ids=["bad-email", "member-number-twice", "empty-name", "name-twice"],
)
def test_a_bad_row_is_shown_with_its_number_and_blocks_the_import(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path, text: str, expected: str
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, text))
    messages = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    assert any(m.startswith(expected) for m in messages), messages
    assert not dialog.import_button.isEnabled()
    assert "nothing is imported" in dialog.summary.text()
    assert dialog.start_import() is None


def test_a_duplicate_of_a_registered_player_is_flagged(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    backend.add_player("Ben Krüger", member_number="42")
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    messages = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    assert len(messages) == 1
    assert messages[0].startswith("Row 3")
    assert "already registered" in messages[0]
    assert not dialog.import_button.isEnabled()


def test_import_adds_every_player_off_the_ui_thread(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.set_mapping("Ort", "member_number")
    seen: list[object] = []
    bus.changed.connect(lambda change, _initiator: seen.append(change))
    with qtbot.waitSignal(dialog.imported, timeout=10000) as imported:
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.keyClick(dialog.combos["Spieler"], Qt.Key.Key_Return)  # Enter imports
    assert imported.args == [("Anna Schmidt", "Ben Krüger")]
    players = {p.name: p for p in backend.players()}
    assert set(players) == {"Anna Schmidt", "Ben Krüger"}
    assert players["Ben Krüger"].member_number == "Selb"
    assert players["Anna Schmidt"].club == "Eagles"
    assert len(getattr(seen[0], "players", ())) == 2
    assert dialog.result() == dialog.DialogCode.Accepted


def test_cancel_adds_nobody(qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Rejected
    assert backend.players() == []


def test_escape_cancels(qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.combos["Spieler"], Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert backend.players() == []


def test_xlsx_preview_shows_at_most_ten_rows(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Vorname", "Nachname", "Mitgliedsnummer"])
    for n in range(1, 16):
        sheet.append([f"Spieler{n}", "Huber", str(100 + n)])
    path = tmp_path / "players.xlsx"
    book.save(path)
    dialog = dialog_for(qtbot, backend, bus, path)
    assert dialog.model.rowCount() == 10
    assert preview_cells(dialog)[0] == ["Spieler1 Huber", "101", "", ""]
    assert dialog.import_button.text() == "Import 15 players"


def test_the_preview_model_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    qtmodeltester.check(dialog.model)  # type: ignore[attr-defined]
    dialog.set_mapping("Ort", "club")
    qtmodeltester.check(dialog.model)  # type: ignore[attr-defined]


def test_the_dialog_renders_with_a_flagged_duplicate(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    backend.add_player("Ben Krüger")
    dialog = dialog_for(qtbot, backend, bus, write(tmp_path, GERMAN))
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab()
    assert picture.width() >= 600 and picture.height() >= 500
    assert picture.save(str(tmp_path / "import-dialog.png"))
