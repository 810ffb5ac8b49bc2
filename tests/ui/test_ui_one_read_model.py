"""One read model: the Standings screen, the printed standings and the workbook show the same
prize cents and count "Hands" the same way, because every one of them renders what the
services computed (nothing is recomputed on screen)."""

from __future__ import annotations

import datetime as dt
import io
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest
from pdf_reading import pdf_page_texts
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot

from sheepshead_scorer.exports.formatting import format_money
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.models.row_table_model import ROW_ROLE
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

#: A scheme the old screen got wrong: it knew neither costs, added money nor session top prizes.
SCHEME = {"house_percent": "10", "place_percents": ["50", "30", "15"],
          "session_top_percent": "5", "costs_cents": 1250, "added_cents": 600}


def _event(backend: Backend) -> int:
    event_id = backend.create_event(EventSpec(
        name="Prize Night", held_on=dt.date(2026, 11, 29), ruleset=preset("000-encyclopedia"),
        entry_fee_cents=2000, prize_scheme=SCHEME,
    )).created
    assert event_id is not None
    for number in range(10):
        player = backend.add_player(f"Player {number + 1:02d}").created
        assert player is not None
        backend.register(event_id, player)
        backend.mark_paid(event_id, player)
        backend.check_in(event_id, player)
    backend.draw_round(event_id, 1, 12, seed=7)
    backend.publish_round(backend.rounds(event_id)[-1].id)
    return event_id


def _enter(qtbot: QtBot, screen: HandEntryScreen, lines: list[str]) -> None:
    for keys in lines:
        qtbot.keyClicks(screen.entry.edit, keys)
        qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def _workbook(backend: Backend, event_id: int, tmp_path: Path) -> openpyxl.Workbook:
    target = tmp_path / "event.xlsx"
    backend.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=event_id), target
    )
    return openpyxl.load_workbook(io.BytesIO(target.read_bytes()))


def _sheet(workbook: openpyxl.Workbook, title: str) -> list[dict[str, object]]:
    rows = list(workbook[title].iter_rows(values_only=True))
    return [dict(zip(rows[0], row, strict=True)) for row in rows[1:] if any(row)]


def test_screen_print_and_workbook_show_the_same_prizes_and_hands(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    event_id = _event(backend)
    entry = HandEntryScreen(backend, bus, QUndoStack(), VerificationLog())
    standings = StandingsScreen(backend, bus)
    for widget in (entry, standings):
        qtbot.addWidget(widget)
        widget.set_event(event_id)
    _enter(qtbot, entry, ["1391", "2a50", "m", "p3", "3470"])  # a misdeal and a penalty too
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    _enter(qtbot, entry, ["4161", "5291"])

    shown = [standings.proxy.index(r, 0).data(ROW_ROLE) for r in range(standings.proxy.rowCount())]
    screen_prizes = {line.player: line.prize_cents for line in shown if line.prize_cents}
    expected = backend.event_prizes(event_id).totals()
    names = {line.player_id: line.player for line in shown}
    assert screen_prizes == {names[p]: cents for p, cents in expected.items()}
    assert len(screen_prizes) >= 3

    book = _workbook(backend, event_id, tmp_path)
    standings_sheet = _sheet(book, "Standings")
    book_prizes = {
        str(r["Player"]): int(Decimal(str(r["Prize"])) * 100)
        for r in standings_sheet if r["Prize"]
    }
    assert book_prizes == screen_prizes

    pdf = tmp_path / "standings.pdf"
    backend.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, event_id=event_id), pdf
    )
    lines = [line for page in pdf_page_texts(pdf.read_bytes()) for line in page.splitlines()]
    for name, cents in screen_prizes.items():
        assert any(name in line and format_money(cents) in line for line in lines), name

    # "Hands": one definition (hands played) on screen, in Standings and in Rounds
    screen_hands = {line.player: line.played for line in shown}
    assert {str(r["Player"]): r["Hands"] for r in standings_sheet} == screen_hands
    per_round: dict[str, int] = {}
    for r in _sheet(book, "Rounds"):
        per_round[str(r["Player"])] = per_round.get(str(r["Player"]), 0) + int(str(r["Hands"]))
    assert {n: h for n, h in per_round.items() if n in screen_hands} == screen_hands
    # table 1: five entries, but the misdeal and the penalty are not hands played
    assert sorted(set(screen_hands.values())) == [2, 3]


def test_the_entry_screen_shows_the_very_rows_the_hand_log_prints(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    """One row per hand: what the hand-entry screen holds for a table is the hand log's rows
    for that table (the same type, equal values), and its sheet shows their payouts."""
    from sheepshead_scorer.exports.rows import HandRow
    from sheepshead_scorer.services.documents.reports import hand_log_rows

    event_id = _event(backend)
    entry = HandEntryScreen(backend, bus, QUndoStack(), VerificationLog())
    qtbot.addWidget(entry)
    entry.set_event(event_id)
    _enter(qtbot, entry, ["1391", "2a50", "m", "p3", "3470"])  # a misdeal and a penalty too
    table = entry.table_box.currentData()

    assert entry.sheet is not None
    screen_rows = list(entry.sheet.rows)
    _, logged = hand_log_rows(backend._ctx, event_id, round_number=1, table_number=table.number)
    assert all(type(row) is HandRow for row in screen_rows)
    assert screen_rows == list(logged)
    assert [h.kind.value for h in screen_rows] == [
        "picked", "picked", "misdeal", "penalty", "picked"
    ]
    assert [entry.model.line_at(i).payouts for i in range(5)] == [h.payouts for h in logged]
    csv = tmp_path / "hands.csv"
    backend.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=event_id), csv
    )
    assert csv.read_text(encoding="utf-8-sig").count("\n") >= 6  # the header and the 5 hands
