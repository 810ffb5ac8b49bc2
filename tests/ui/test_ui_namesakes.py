"""Namesakes (issue 23 item 3): the desk offers "Add another player named …" for a name the
event already has, and two players of one name are told apart the same way on the
Standings screen, the seating screen and printout, the score sheet (screen and paper), the
projector, the phones' standings page and the workbook: "Anna Berg (Jr.)" with the word
the director typed, "Anna Berg (M-012)" with the member number."""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Iterator
from pathlib import Path

import openpyxl
import pytest
from desk_helpers import answer_namesake
from pdf_reading import pdf_page_texts
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from starlette.testclient import TestClient

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.models.row_table_model import ROW_ROLE
from sheepshead_scorer.ui.models.seating_model import SeatingModel
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.pages import FloorConfig

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

JR, M012 = "Anna Berg (Jr.)", "Anna Berg (M-012)"
BOTH = {JR, M012}


def _event(backend: Backend) -> int:
    created = backend.create_event(EventSpec(
        name="Namesake Open", held_on=dt.date(2026, 12, 5), ruleset=preset("000-encyclopedia"),
        entry_fee_cents=2000,
    )).created
    assert created is not None
    return created


def _enter(backend: Backend, event_id: int, player_id: int) -> None:
    backend.register(event_id, player_id)
    backend.mark_paid(event_id, player_id)
    backend.check_in(event_id, player_id)


def test_the_desk_adds_another_player_of_a_registered_name(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    event_id = _event(backend)
    senior = backend.add_player("Anna Berg", member_number="M-012").created
    assert senior is not None
    backend.register(event_id, senior)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    desk = window.show_screen("Registration")
    assert isinstance(desk, RegistrationScreen) and desk.event_id == event_id
    seen: list[str] = []
    answer_namesake(qtbot, "Jr.", seen)
    qtbot.keyClicks(desk.add_box, "Anna Berg")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    assert seen == ["Add another player named Anna Berg"], desk.message.text()
    assert len(backend.players()) == 2, desk.message.text()
    registered = backend.registrations(event_id)
    assert {r.name for r in registered} == BOTH
    junior = next(p for p in backend.players() if p.id != senior)
    assert (junior.name, junior.nickname) == ("Anna Berg", "Jr.")
    shown = {desk.proxy.index(row, 0).data() for row in range(desk.proxy.rowCount())}
    assert shown == BOTH  # the desk's own list tells them apart at once
    assert window.undo_action.text().endswith(f"register {JR}")


@pytest.fixture
def seated(backend: Backend) -> Iterator[tuple[int, int]]:
    """An event of eight checked-in players, two of them called Anna Berg, round 1 drawn
    and published: (event id, round id)."""
    event_id = _event(backend)
    others = [backend.add_player(f"Player {n}").created for n in range(6)]
    senior = backend.add_player("Anna Berg", member_number="M-012").created
    junior = backend.add_player("Anna Berg", nickname="Jr.").created
    for player in [*others, senior, junior]:
        assert player is not None
        _enter(backend, event_id, player)
    backend.draw_round(event_id, 1, 4, seed=7)
    round_id = backend.rounds(event_id)[-1].id
    backend.publish_round(round_id)
    yield event_id, round_id


def _pdf(backend: Backend, request: ExportRequest, target: Path) -> str:
    backend.export_document(request, target)
    return "\n".join(pdf_page_texts(target.read_bytes()))


def test_two_namesakes_are_told_apart_everywhere(
    qtbot: QtBot, backend: Backend, bus: AppBus, seated: tuple[int, int], tmp_path: Path
) -> None:
    event_id, round_id = seated
    standings = StandingsScreen(backend, bus)
    qtbot.addWidget(standings)
    standings.show()
    standings.set_event(event_id)
    rows = [standings.proxy.index(r, 0).data(ROW_ROLE) for r in range(standings.proxy.rowCount())]
    assert {row.player for row in rows} >= BOTH

    seating = SeatingModel()
    seating.set_tables(backend.tables(round_id))
    cells = {
        seating.index(row, column).data()
        for row in range(seating.rowCount()) for column in range(seating.columnCount())
    }
    assert cells >= BOTH
    for kind in (ExportKind.SEATING, ExportKind.SCORE_SHEETS):
        request = ExportRequest(
            kind, ExportFormat.PDF, event_id=event_id, session_number=1, round_number=1
        )
        text = _pdf(backend, request, tmp_path / f"{kind.value}.pdf")
        assert JR in text and M012 in text, kind

    entry = HandEntryScreen(backend, bus, QUndoStack(), VerificationLog())
    qtbot.addWidget(entry)
    entry.set_event(event_id)
    sheet_names: set[str] = set()
    for index in range(entry.table_box.count()):
        entry.table_box.setCurrentIndex(index)
        sheet_names.update(entry.model.names())
    assert sheet_names >= BOTH

    projector = ProjectorWindow(backend, bus, event_id)
    qtbot.addWidget(projector)
    assert {line.player for line in projector.lines} >= BOTH

    with TestClient(create_app(backend, FloorConfig())) as phone:
        page = phone.get(f"/e/{event_id}").text
    assert JR in page and M012 in page

    target = tmp_path / "event.xlsx"
    backend.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=event_id), target
    )
    book = openpyxl.load_workbook(io.BytesIO(target.read_bytes()))
    for title in ("Standings", "Rounds"):
        values = {str(v) for row in book[title].iter_rows(values_only=True) for v in row}
        assert values >= BOTH, title
