"""Provisional or final (issue 14, item 8): until every session is closed, the standings screen,
the projector, the standings PDF, the prize list, the workbook and the CSV all say "after
session 1 of 2 — provisional" (or "no hands yet") and the prizes read "if the event ended now";
closing the last session (a key press on Seating) makes every copy say "final"."""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import answer_box, make_event

from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.screens.standings_screen import PRIZE_COLUMN, StandingsScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def press(qtbot: QtBot, button: QPushButton) -> None:
    """A button pressed from the keyboard: focus it, Space."""
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)


def type_totals(qtbot: QtBot, screen: RoundTotalsScreen) -> None:
    for block in screen.blocks:
        entries = list(block.entries.values())
        for entry, text in zip(entries, ["6", "-3", "-1", "-1", "-1"], strict=True):
            qtbot.keyClicks(entry, text)
        qtbot.keyClick(entries[-1], Qt.Key.Key_Return)
        assert block.message.text() == "Saved.", block.message.text()


def documents(backend: Backend, event_id: int, folder: Path) -> dict[str, str]:
    """Every printed or exported copy of the standings, as text."""
    out: dict[str, str] = {}
    for kind, fmt in ((ExportKind.STANDINGS, ExportFormat.PDF),
                      (ExportKind.PRIZES, ExportFormat.PDF),
                      (ExportKind.STANDINGS, ExportFormat.CSV),
                      (ExportKind.STANDINGS, ExportFormat.XLSX)):
        target = folder / f"{kind.value}.{fmt.value}"
        backend.export_document(ExportRequest(kind, fmt, event_id=event_id), target)
        if fmt is ExportFormat.PDF:
            text = " ".join(p.extract_text() for p in PdfReader(target).pages)
        elif fmt is ExportFormat.CSV:
            text = " ".join(" ".join(r) for r in csv.reader(target.open(encoding="utf-8-sig")))
        else:
            sheet = openpyxl.load_workbook(target).worksheets[0]
            text = " ".join(str(c) for row in sheet.iter_rows(values_only=True) for c in row if c)
        out[f"{kind.value}.{fmt.value}"] = " ".join(text.split())
    return out


def test_standings_say_provisional_until_the_last_session_is_closed(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    ready = make_event(backend, 10, totals_only=True, sessions=2)
    standings = StandingsScreen(backend, bus)
    qtbot.addWidget(standings)
    standings.set_event(ready.event_id)
    projector = ProjectorWindow(backend, bus, ready.event_id)
    qtbot.addWidget(projector)
    assert standings.status.text() == "Event standings — no hands yet — provisional"
    assert "no hands yet — provisional" in projector.page_label.text()

    totals = RoundTotalsScreen(backend, bus)
    qtbot.addWidget(totals)
    totals.set_event(ready.event_id)
    type_totals(qtbot, totals)
    assert standings.status.text() == "Event standings — during session 1 of 2 — provisional"
    header = standings.model.headerData(PRIZE_COLUMN, Qt.Orientation.Horizontal)
    assert header.replace("\n", " ") == "Prize if the event ended now"  # over two lines

    seating = SeatingScreen(backend, bus, verification=VerificationLog())
    qtbot.addWidget(seating)
    seating.set_event(ready.event_id)
    answer_box(qtbot, Qt.Key.Key_Return)  # "Close round 1 of session 1?"
    press(qtbot, seating.close_button)
    answer_box(qtbot, Qt.Key.Key_Return)  # "Close session 1?"
    press(qtbot, seating.close_session_button)
    assert seating.message.text() == (
        "Closed session 1. Standings: after session 1 of 2 — provisional."
    )
    after_one = "after session 1 of 2 — provisional"
    assert standings.status.text() == f"Event standings — {after_one}"
    assert after_one in projector.page_label.text()
    copies = documents(backend, ready.event_id, tmp_path)
    assert f"Event standings — {after_one}" in copies["standings.pdf"]
    assert "Prize if the event ended now" in copies["standings.pdf"]
    assert f"Prize payouts if the event ended now ({after_one})" in copies["prizes.pdf"]
    for sheet in ("standings.csv", "standings.xlsx"):  # "Prize" kept; a Status column says it
        assert "Prize Status" in copies[sheet]
        assert f"{after_one}; prizes if the event ended now" in copies[sheet]
    assert all("final" not in text for text in copies.values())

    backend.draw_round(ready.event_id, 2, 12, seed=3)
    backend.publish_round(backend.rounds(ready.event_id)[-1].id)
    totals.set_event(ready.event_id)
    type_totals(qtbot, totals)
    seating.set_event(ready.event_id)
    answer_box(qtbot, Qt.Key.Key_Return)  # "Close round 1 of session 1?"
    press(qtbot, seating.close_button)
    answer_box(qtbot, Qt.Key.Key_Return)  # "Close session 1?"
    press(qtbot, seating.close_session_button)
    assert seating.message.text() == "Closed session 2. The standings are final."
    assert standings.status.text() == "Event standings — final"
    assert standings.model.headerData(PRIZE_COLUMN, Qt.Orientation.Horizontal) == "Prize"
    assert projector.page_label.text().startswith("final · ")
    copies = documents(backend, ready.event_id, tmp_path)
    assert "Event standings — final" in copies["standings.pdf"]
    assert "Status" in copies["standings.csv"] and " final" in copies["standings.csv"]
    assert "Prize payouts" in copies["prizes.pdf"]
    assert all("provisional" not in t and "ended now" not in t for t in copies.values())
