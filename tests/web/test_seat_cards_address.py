"""Seat cards print table entry's address and its QR code (issue 24 item 7): the window
passes the running floor network's address (or, while it is off, the one its Start would use,
with a note to start it), the command line takes ``--entry-url``; the PDF's text holds the
address and the QR code on the rendered page reads back as it (zbarimg)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pdfplumber
import pytest
from floor_helpers import install_floor, start_in_dialog
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from web_helpers import FloorEvent

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.actions.export_actions import PREVIEWS, ExportActions
from sheepshead_scorer.ui.door.backend import Backend

CARDS = next(d for d in PREVIEWS if d.kind is ExportKind.SEAT_CARDS)


def _page_text(pdf: Path) -> str:
    with pdfplumber.open(pdf) as document:
        return "\n".join(page.extract_text() or "" for page in document.pages)


def _qr_codes(pdf: Path, tmp_path: Path) -> list[str]:
    """What the QR codes on the first page read (zbarimg over a 150-dpi rendering)."""
    subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", str(pdf),
                    str(tmp_path / "page")], check=True)
    png = next(tmp_path.glob("page*.png"))
    assert shutil.which("zbarimg"), "zbarimg is missing: scripts/bootstrap installs zbar-tools"
    run = subprocess.run(["zbarimg", "-q", "--raw", str(png)], capture_output=True, text=True)
    return run.stdout.split()


def _actions(desk: Backend, floor_event: FloorEvent, qtbot: QtBot) -> ExportActions:
    window = QWidget()
    qtbot.addWidget(window)
    return ExportActions(window, desk, lambda: floor_event.event_id)


def test_cards_print_the_running_floor_networks_address(
    qtbot: QtBot, desk: Backend, services: Services, floor_event: FloorEvent, tmp_path: Path
) -> None:
    services.set_table_entry(floor_event.event_id, True)
    floor = install_floor(qtbot, desk, floor_event.event_id)
    start_in_dialog(qtbot, floor, floor_event.event_id)
    actions = _actions(desk, floor_event, qtbot)
    actions.entry_address = floor.entry_address  # as ui/shell/app.py wires it
    try:
        request = actions.request_for(CARDS)
        assert request is not None and actions.entry_note == ""
        url = f"http://127.0.0.1:{floor.port}/t"
        assert request.entry_url == url
        pdf = tmp_path / "cards.pdf"
        services.export_document(request, pdf)
    finally:
        floor.stop()
    words = _page_text(pdf)
    assert words.count(f"Enter your table's hands at {url}") == 10  # every card of 2 tables
    codes = _qr_codes(pdf, tmp_path)
    assert codes == [url] * 8  # four rows of two cards on the first page, each code read


def test_while_off_the_cards_print_the_address_a_start_would_use(
    qtbot: QtBot, desk: Backend, services: Services, floor_event: FloorEvent
) -> None:
    services.set_table_entry(floor_event.event_id, True)
    floor = install_floor(qtbot, desk, floor_event.event_id)
    host, port = floor.planned()
    assert not host.startswith("127.") or host == "127.0.0.1"
    actions = _actions(desk, floor_event, qtbot)
    actions.entry_address = floor.entry_address
    request = actions.request_for(CARDS)
    assert request is not None and request.entry_url == f"http://{host}:{port}/t"
    assert "start File → Floor network before the round" in actions.entry_note
    assert request.entry_url in actions.entry_note


def test_the_address_is_for_seat_cards_and_must_open_on_a_phone() -> None:
    with pytest.raises(InvalidInputError, match="only on seat cards"):
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, event_id=1,
                      entry_url="http://10.0.0.2:8017/t")
    for bad in ("10.0.0.2:8017/t", "ftp://10.0.0.2/t", "http://", "http://a b/t",
                "http://h/" + "x" * 200):
        with pytest.raises(InvalidInputError, match="an address a phone opens"):
            ExportRequest(ExportKind.SEAT_CARDS, ExportFormat.PDF, event_id=1, round_number=1,
                          entry_url=bad)


def test_export_seat_cards_takes_entry_url(
    services: Services, floor_event: FloorEvent, db: Database, tmp_path: Path
) -> None:
    services.set_table_entry(floor_event.event_id, True)
    pdf = tmp_path / "cards.pdf"
    url = "http://192.168.1.20:8017/t"
    run = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "export", "seat-cards", "--event",
         str(floor_event.event_id), "--round", "1", "--output", str(pdf), "--entry-url", url,
         "--database", str(db.url)],
        capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert f"Enter your table's hands at {url}" in _page_text(pdf)
    bad = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "export", "standings", "--event",
         str(floor_event.event_id), "--output", str(tmp_path / "s.pdf"), "--entry-url", url,
         "--database", str(db.url)],
        capture_output=True, text=True, timeout=120,
    )
    assert bad.returncode == 2 and "only on seat cards" in bad.stderr
