"""Numbers a person reads (issue 14, item 9): totals typed at the keyboard as exact fractions show
as "32½", "−30½", "2⅔" on the standings screen, the projector and the standings PDF, while the
CSV keeps the exact value underneath."""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

TYPED = ["65/2", "-61/2", "8/3", "-2 2/3", "-2"]
SHOWN = {"+32½", "\u221230½", "+2⅔", "\u22122⅔", "\u22122"}


def test_typed_fractions_read_as_people_write_them_everywhere(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    ready = make_event(backend, 10, totals_only=True)
    totals = RoundTotalsScreen(backend, bus)
    qtbot.addWidget(totals)
    totals.set_event(ready.event_id)
    block = totals.blocks[0]
    entries = list(block.entries.values())
    for entry, text in zip(entries, TYPED, strict=True):
        qtbot.keyClicks(entry, text)
    qtbot.keyClick(entries[-1], Qt.Key.Key_Return)
    assert block.message.text() == "Saved."
    saved = backend.round_totals(block.table.id)
    assert sorted(saved.values()) == sorted(
        [Fraction(65, 2), Fraction(-61, 2), Fraction(8, 3), Fraction(-8, 3), Fraction(-2)]
    )  # the exact fractions underneath

    standings = StandingsScreen(backend, bus)
    qtbot.addWidget(standings)
    standings.set_event(ready.event_id)
    standings.show()
    model = standings.view.model()
    points_column = next(
        c for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == "Points"
    )
    shown = {model.index(r, points_column).data() for r in range(model.rowCount())}
    assert shown >= SHOWN and not any("/2" in str(s) for s in shown)

    projector = ProjectorWindow(backend, bus, ready.event_id)
    qtbot.addWidget(projector)
    html = ""
    for _page in range(projector.pages()):  # every page the wall shows in turn
        html += projector.standings_label.text()
        projector.next_page()
    assert "32½" in html and "\u221230½" in html and "2⅔" in html and "65/2" not in html

    pdf = tmp_path / "standings.pdf"
    backend.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, event_id=ready.event_id), pdf
    )
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "32½" in text and "\u221230½" in text and "2⅔" in text and "65/2" not in text

    sheet = tmp_path / "standings.csv"
    backend.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.CSV, event_id=ready.event_id), sheet
    )
    cells = {cell for row in csv.reader(sheet.open(encoding="utf-8-sig")) for cell in row}
    assert {"32.5", "-30.5", "8/3"} <= cells  # exact forms (exports/formatting.py)
    assert "32½" not in cells
