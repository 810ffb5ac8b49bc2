"""File → Export / Print: exports run off the UI thread, previews render, printing prints."""

from __future__ import annotations

import datetime as dt
import threading
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QInputDialog, QWidget
from pytestqt.qtbot import QtBot

from sheepshead_scorer.exports import DocumentInfo, PrizeRow, write_prizes_pdf
from sheepshead_scorer.services.documents.exporting import ExportKind
from sheepshead_scorer.ui.actions.export_actions import FILES, PREVIEWS, Document, ExportActions
from sheepshead_scorer.ui.actions.print_preview import print_images, render_pages
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.tools.sample_event import build_sample_event

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


@pytest.fixture
def sample(backend: Backend) -> int:
    return build_sample_event(backend, hands_entered=4)


@pytest.fixture
def actions(qtbot: QtBot, backend: Backend, sample: int) -> ExportActions:
    parent = QWidget()
    qtbot.addWidget(parent)
    made = ExportActions(parent, backend, lambda: sample)
    made.errors = []  # type: ignore[attr-defined]
    made.show_error = made.errors.append  # type: ignore[method-assign, attr-defined]
    return made


def _doc(title: str) -> Document:
    return next(d for d in (*PREVIEWS, *FILES) if title in d.title.replace("&", ""))


def test_the_file_menu_offers_every_document(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    file_menu = window.menuBar().actions()[0].menu()
    export = next(a.menu() for a in file_menu.actions() if a.text() == "&Export / Print")
    titles = [a.text() for a in export.actions() if not a.isSeparator()]
    assert [d.title for d in (*PREVIEWS, *FILES)] == titles


def test_workbook_is_written_off_the_ui_thread_with_progress(
    qtbot: QtBot, actions: ExportActions, backend: Backend, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: dict[str, Any] = {"progress": []}
    real = backend.export_document

    def spy(request: Any, target: Any, *, progress: Any = None) -> Any:
        seen["thread"] = threading.current_thread() is threading.main_thread()

        def report(done: int, total: int) -> None:
            seen["progress"].append((done, total))
            progress(done, total)

        return real(request, target, progress=report)

    monkeypatch.setattr(backend, "export_document", spy)
    target = tmp_path / "event"
    with qtbot.waitSignal(actions.finished, timeout=20000) as done:
        actions.save_file(_doc("Event workbook"), target)
    written = done.args[0]
    assert written == tmp_path / "event.xlsx"
    assert seen["thread"] is False  # not the UI thread
    assert seen["progress"][-1][0] == seen["progress"][-1][1]
    book = openpyxl.load_workbook(written)
    assert book.sheetnames == ["Standings", "Hands", "Rounds", "Players", "Prizes"]
    assert book["Standings"].max_row == 18  # header + 17 checked-in players


def test_preview_renders_every_page_and_prints_them(
    qtbot: QtBot, actions: ExportActions, tmp_path: Path
) -> None:
    with qtbot.waitSignal(actions.finished, timeout=20000) as done:
        actions.open_preview(_doc("Standings"))
    pdf = done.args[0]
    dialog = actions.preview
    assert dialog is not None
    qtbot.addWidget(dialog)
    pages = len(PdfReader(pdf).pages)
    assert len(dialog.pages) == pages >= 1
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.print_to(printer) == pages
    assert len(PdfReader(tmp_path / "printed.pdf").pages) == pages


def test_print_images_puts_one_image_per_sheet(tmp_path: Path, qtbot: QtBot) -> None:
    pdf = tmp_path / "p.pdf"
    write_prizes_pdf(pdf, DocumentInfo("Ü ♥", dt.date(2026, 1, 1)),
                     tuple(PrizeRow(str(i), f"P{i}", 100) for i in range(1, 80)))
    images = render_pages(pdf, tmp_path / "img", dpi=30)
    assert len(images) == len(PdfReader(pdf).pages) >= 2
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "out.pdf"))
    assert print_images(printer, images) == len(images)
    assert len(PdfReader(tmp_path / "out.pdf").pages) == len(images)


def test_round_documents_ask_which_round(
    actions: ExportActions, backend: Backend, sample: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rounds = backend.rounds(sample)
    assert len(rounds) == 2
    asked: list[list[str]] = []

    def choose(_parent: Any, _title: str, _label: str, items: list[str], *_: Any) -> Any:
        asked.append(items)
        return items[0], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    request = actions.request_for(_doc("Seating by table"))
    assert request is not None and request.kind is ExportKind.SEATING
    assert (request.session_number, request.round_number) == (1, 1)
    assert asked == [["Session 1, round 1 (published)", "Session 1, round 2 (draft)"]]


def test_refusals_are_shown_not_raised(
    qtbot: QtBot, actions: ExportActions, tmp_path: Path
) -> None:
    assert actions.request_for(_doc("Season standings")) is None
    assert "no league season" in actions.errors[-1]  # type: ignore[attr-defined]
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with qtbot.waitSignal(actions.failed, timeout=20000) as failed:
        actions.save_file(_doc("Hands (CSV)"), blocker / "hands.csv")
    assert "cannot write" in failed.args[0]
    assert "cannot write" in actions.errors[-1]  # type: ignore[attr-defined]


def test_no_event_picked(qtbot: QtBot, backend: Backend) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    actions = ExportActions(parent, backend, lambda: None)
    errors: list[str] = []
    actions.show_error = errors.append  # type: ignore[method-assign]
    assert actions.open_preview(_doc("Prize payouts")) is None
    assert errors == ["Pick an event in the toolbar first (or create one)."]
