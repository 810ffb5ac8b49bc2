"""A first director's evening (walkthrough): namesakes keep their tags everywhere (by-round
standings, the workbook's Players sheet, a narrow hand-entry column), the desk asks a word for
both namesakes and the fallback reads "ID 2", not "#2"; a doubled hand says why; Avg/hand has
the points' minus sign; a session's standings have no prize column; an automatic backup is
named by what triggered it."""

from __future__ import annotations

import datetime as dt
import io
from dataclasses import replace
from pathlib import Path

import openpyxl
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.exports.importers.players import read_players
from sheepshead_scorer.rules import PickedHand, preset
from sheepshead_scorer.rules.session import score_session
from sheepshead_scorer.services.core.player_names import Naming, told_apart
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.store.backup import backup_folder_for
from sheepshead_scorer.store.backup_names import list_backups
from sheepshead_scorer.ui.actions.backup_actions import install_backup_actions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.describe import describe_hand
from sheepshead_scorer.ui.models.score_sheet_model import FIRST_SEAT_COLUMN, ScoreSheetModel
from sheepshead_scorer.ui.models.standings_model import STANDING_COLUMNS
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.hand_sheet import sheet_view
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.screens.standings_columns import PRIZE_COLUMN
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.widgets.eliding_header import elided_lines
from sheepshead_scorer.ui.widgets.namesake_dialog import NamesakeDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

ALONE = {"type": "picked", "dealer": 0, "picker": 1, "partners": [], "points": 70, "tricks": 3}


def _window(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings):  # type: ignore[no-untyped-def]
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def _both_words(qtbot: QtBot, new: str, old: str, seen: list[str]) -> None:
    """When the namesake question shows, type a word for the new player and one for the
    player already there, then Enter."""

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NamesakeDialog):
            QTimer.singleShot(20, run)
            return
        seen.append((dialog.existing_word.isVisibleTo(dialog) and "asks both") or "asks one")
        qtbot.keyClicks(dialog.word, new)
        dialog.existing_word.setFocus()
        qtbot.keyClicks(dialog.existing_word, old)
        qtbot.keyClick(dialog.existing_word, Qt.Key.Key_Return)

    QTimer.singleShot(0, run)


def test_the_desk_asks_a_word_for_both_namesakes(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    event_id = backend.create_event(EventSpec(
        name="Club Night", held_on=dt.date(2026, 12, 5), ruleset=preset("000-encyclopedia"),
    )).created
    first = backend.add_player("Bob Miller").created
    assert event_id is not None and first is not None
    backend.register(event_id, first)
    window = _window(qtbot, backend, bus, settings)
    desk = window.show_screen("Registration")
    assert isinstance(desk, RegistrationScreen)
    seen: list[str] = []
    _both_words(qtbot, "Jr.", "Sr.", seen)
    qtbot.keyClicks(desk.add_box, "Bob Miller")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    assert seen == ["asks both"], desk.message.text()
    qtbot.waitUntil(lambda: len(backend.registrations(event_id)) == 2)
    names = {r.name for r in backend.registrations(event_id)}
    assert names == {"Bob Miller (Jr.)", "Bob Miller (Sr.)"}  # no "(#2)" for the first one


def test_a_namesake_without_a_word_reads_id_not_a_place() -> None:
    shown = told_apart([Naming(2, "Bob Miller"), Naming(10, "Bob Miller", "Jr.")])
    assert shown == {2: "Bob Miller (ID 2)", 10: "Bob Miller (Jr.)"}


def test_a_narrow_column_keeps_the_namesakes_tag(qtbot: QtBot) -> None:
    model = ScoreSheetModel()
    names = ("Carl Schmidt", "Anna Berg", "Ike Braun", "Bob Miller (Jr.)", "Jo Lange", "Gus B")
    model.set_sheet(list(names), [])
    view: QTableView = sheet_view(model)
    qtbot.addWidget(view)
    header = view.horizontalHeader()
    text = model.headerData(FIRST_SEAT_COLUMN + 3, Qt.Orientation.Horizontal)
    room = header.fontMetrics().horizontalAdvance("4 Bob Miller (") + 2
    line = elided_lines(header, text, room).split("\n")[0]
    assert line.rstrip("\u2069").endswith("(Jr.)") and "…" in line, line
    assert header.fontMetrics().horizontalAdvance(line) <= room


def test_round_and_session_standings_in_the_window(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 8, hands=4)
    a = backend.add_player("Anna Berg", nickname="Jr.").created
    assert a is not None
    # two namesakes among the seated: rename two of the eight
    rows = {p.id: p for p in backend.players()}
    for pid, word in ((ready.players[0], "Sr."), (ready.players[1], "")):
        row = rows[pid]
        backend.edit_player(pid, row.version, "Bob Miller", nickname=word)
    for table in backend.tables(ready.round_id):
        bus.publish(backend.record_hand(table.id, ALONE, expected_number=1))
    window = _window(qtbot, backend, bus, settings)
    screen = window.show_screen("Standings")
    assert isinstance(screen, StandingsScreen)
    box = screen.scope_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)  # "Session 1, round 1"
    assert box.currentText() == "Session 1, round 1"
    shown = {screen.proxy.index(r, 1).data() for r in range(screen.proxy.rowCount())}
    assert {"Bob Miller (Sr.)", f"Bob Miller (ID {ready.players[1]})"} <= shown, shown
    qtbot.keyClick(box, Qt.Key.Key_Up)  # "Session 1"
    assert box.currentText() == "Session 1"
    assert screen.view.isColumnHidden(PRIZE_COLUMN)  # prizes are the event's
    averages = [screen.proxy.index(r, STANDING_COLUMNS.index(
        next(c for c in STANDING_COLUMNS if c.title == "Avg/hand"))).data()
        for r in range(screen.proxy.rowCount())]
    negative = [a for a in averages if a.startswith(("-", "\u2212"))]
    assert negative and all(a.startswith("\u2212") for a in negative), averages
    qtbot.keyClick(box, Qt.Key.Key_Up)  # "Event"
    assert box.currentText() == "Event" and not screen.view.isColumnHidden(PRIZE_COLUMN)


def test_the_players_sheet_tells_namesakes_apart_and_imports_again(
    backend: Backend, tmp_path: Path
) -> None:
    ready = make_event(backend, 8, hands=4)
    rows = {p.id: p for p in backend.players()}
    for pid, word in ((ready.players[0], "Jr."), (ready.players[1], "")):
        backend.edit_player(pid, rows[pid].version, "Bob Miller", nickname=word)
    target = tmp_path / "event.xlsx"
    backend.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=ready.event_id), target
    )
    sheet = openpyxl.load_workbook(io.BytesIO(target.read_bytes()))["Players"]
    values = [[c.value for c in row] for row in sheet.iter_rows()]
    assert values[0][:3] == ["Name", "Nickname", "Member #"]
    bobs = [tuple(row[:2]) for row in values[1:] if row[0] == "Bob Miller"]
    assert sorted(bobs, key=str) == sorted([("Bob Miller", "Jr."), ("Bob Miller", None)], key=str)
    again = read_players(target.read_bytes(), sheet="Players")
    assert again.ok, again.errors
    assert {(r.name, r.nickname) for r in again.rows} >= {("Bob Miller", "Jr."), ("Bob Miller", "")}


def test_a_doubled_hand_says_why() -> None:
    rules = replace(preset("000-encyclopedia"), last_round_doubled=True)
    seats = rules.players
    hands = [PickedHand(dealer=i % seats, picker=(i + 1) % seats, points=70, tricks=3,
                        partners=((i + 2) % seats,)) for i in range(2 * seats)]
    scores = score_session(rules, hands, hands_total=len(hands))
    last = describe_hand(hands[-1], scores[-1])
    assert "×2 last round of the session" in last, last
    assert "×2" not in describe_hand(hands[0], scores[0])


def test_an_automatic_backup_is_named_by_what_triggered_it(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, sqlite_db: object
) -> None:
    ready = make_event(backend, 8, hands=4, publish=False)
    window = _window(qtbot, backend, bus, settings)
    install_backup_actions(window, backend, bus)
    bus.publish(backend.publish_round(ready.round_id))
    window.property("backupActions").backups.wait()
    path = Path(sqlite_db.engine.url.database or "")  # type: ignore[attr-defined]
    reasons = [b.reason for b in list_backups(backup_folder_for(path))]
    assert reasons == ["round-published"], reasons
