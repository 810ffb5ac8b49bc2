"""Issue 29 walk: the projector stays readable at the usual projector sizes with everything on
(the floor network's address and QR code, three flights' prize line, a running round clock,
40 players): the rows a page holds come from the height left for them, rows never overlap and
never leave the window, and the footer's "Page k of n" agrees with the rows a page holds.
Screenshots of each size in SHEEPSHEAD_SCREENSHOT_DIR when it is set (run under xvfb-run)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_projector import PICKED, open_projector
from ui_helpers import make_event

from sheepshead_scorer.ids import EventId, PlayerId, RoundId
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.shell.none_guard import NoneGuard
from sheepshead_scorer.web.server import qr_png

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

#: (width, height) → the fewest players a page must hold there with everything on
#: (docs/ui.md, "The projector": the standings rows come first).
SIZES = {(1024, 768): 8, (1280, 800): 8, (1600, 1000): 10, (1920, 1080): 10}

FLIGHTS = {
    "count": 3, "basis": "results", "cutoffs": [], "no_history": "lowest", "min_hands": 1,
    "one_prize": True,
    "prizes": [{"share_percent": "20", "place_percents": ["60", "40"]},
               {"share_percent": "15", "place_percents": ["60", "40"]},
               {"share_percent": "10", "place_percents": ["60", "40"]}],
}
URL = "http://192.0.2.2:8029/"


@pytest.fixture(autouse=True)
def none_guard(qapp: QApplication) -> Iterator[None]:
    """The app runs with the guard against PySide6 6.12's lost references to ``None``
    (ui/shell/none_guard.py); these tests make many Qt calls (fonts tried at four sizes,
    screenshots of every page), so they run with it too."""
    guard = NoneGuard(qapp)
    yield
    guard.deleteLater()


def _everything_on(qtbot: QtBot, backend: Backend, bus: AppBus) -> ProjectorWindow:
    """40 players, hands at every table, three flights paying two places each plus the
    overall prizes, the round clock running, the floor network's address and QR code."""
    ready = make_event(backend, 40, hands=12)
    event = EventId(ready.event_id)
    for table in backend.tables(ready.round_id):
        backend.record_hand(table.id, PICKED, expected_number=1)
    row = backend.event(event)
    backend.update_event(event, EventEdit(prize_scheme={
        **row.prize_scheme, "place_percents": ["30", "20"], "flights": FLIGHTS,
    }), expected_version=row.version)
    for place, line in enumerate(backend.event_standings(event).rows):
        assert line.player_id is not None
        backend.move_to_flight(event, PlayerId(line.player_id), "ABC"[place % 3],
                               expected_version=None)
    backend.start_round_clock(RoundId(ready.round_id), expected_version=0)
    projector = open_projector(qtbot, backend, bus, ready.event_id)
    projector.set_floor_address(URL, qr_png(URL))
    projector.reload_standings()
    return projector


def _inside(projector: ProjectorWindow) -> list[QRect]:
    """Every shown standings row's rectangle, in the window's coordinates."""
    page = projector.standings_label
    rects = []
    for row in page.rows[: page.shown_rows]:
        shown = [c for c in row if c.isVisibleTo(projector)]
        assert shown
        united = QRect()
        for cell in shown:
            united = united.united(QRect(cell.mapTo(projector, cell.rect().topLeft()),
                                         cell.size()))
        rects.append(united)
    return rects


@pytest.mark.parametrize(("width", "height"), list(SIZES))
def test_rows_fit_the_height_left_at_every_projector_size(
    qtbot: QtBot, backend: Backend, bus: AppBus, width: int, height: int,
) -> None:
    projector = _everything_on(qtbot, backend, bus)
    assert projector.clock.isVisible() and projector.floor_qr.isVisible()
    assert projector.flights.label.isVisible()
    assert "Flight C: " in projector.flights.text  # the whole prize line, pages of it shown
    projector.resize(width, height)
    qtbot.wait(100)  # the layout settles (fonts follow the window)
    size = projector.page_size()
    points = projector.standings_label.font().pointSize()
    print(f"{width}x{height}: {size} rows a page, type {points} pt")
    assert size >= SIZES[width, height], (width, height, size)
    shown = " ".join(" ".join(lines) for lines in projector.flights.pages)
    for flight in ("Overall:", "Flight A:", "Flight B:", "Flight C:"):  # every flight on a
        assert flight in shown  # page of the prize line, none cut off
    assert all(len(lines) <= 2 for lines in projector.flights.pages)
    footer = re.search(r"Page (\d+) of (\d+) · 40 players", projector.page_label.text())
    assert footer is not None, projector.page_label.text()
    assert int(footer.group(2)) == -(-40 // size)  # the footer agrees with the rows a page
    for page in range(int(footer.group(2))):
        rows = _inside(projector)
        shown = len(projector.lines[page * size:(page + 1) * size])
        assert len(rows) == shown + 1  # the headings and the page's players
        window = projector.rect()
        for n, rect in enumerate(rows):
            assert window.contains(rect), (page, n, rect, window)
            for other in rows[n + 1:]:
                assert not rect.intersects(other), (page, n, rect, other)
        for part in (projector.flights.label, projector.page_label, projector.floor_qr,
                     projector.clock):  # nothing else drawn over the rows
            area = QRect(part.mapTo(projector, part.rect().topLeft()), part.size())
            assert not any(area.intersects(r) for r in rows), (part.objectName(), area)
            assert window.contains(area), (part.objectName(), area, window)
        if os.environ.get("SHEEPSHEAD_SCREENSHOT_DIR"):
            projector.grab().save(str(Path(os.environ["SHEEPSHEAD_SCREENSHOT_DIR"])
                                      / f"projector-{width}x{height}-p{page + 1}.png"))
        projector.next_page()
        qtbot.wait(20)


def _no_overlap(projector: ProjectorWindow) -> None:
    rows, window = _inside(projector), projector.rect()
    assert len(rows) == len(projector.visible_lines()) + 1
    for n, rect in enumerate(rows):
        assert window.contains(rect), (n, rect, window)
        assert not any(rect.intersects(other) for other in rows[n + 1:]), (n, rect)
    for part in (projector.flights.label, projector.page_label, projector.clock):
        area = QRect(part.mapTo(projector, part.rect().topLeft()), part.size())
        assert not any(area.intersects(r) for r in rows), (part.objectName(), area)


def test_the_clock_s_warning_line_refits_the_page(
    qtbot: QtBot, backend: Backend, bus: AppBus,
) -> None:
    """"Time is nearly up" adds a line under the digits: the header grows, the rows are
    fitted again at once (not at the next page), still apart and inside the window."""
    projector = _everything_on(qtbot, backend, bus)
    projector.resize(1024, 768)
    qtbot.wait(100)
    clock = projector.clock
    assert clock.phase_label.isHidden()  # running: no phase line
    before = clock.sizeHint().height()
    clock.ticker.offset += 24 * 60 - 50  # 0:50 left: the warning
    qtbot.waitUntil(lambda: clock.phase_label.text() == "Time is nearly up", timeout=3000)
    qtbot.waitUntil(lambda: not projector.refit_timer.isActive(), timeout=1000)
    qtbot.wait(20)
    assert clock.sizeHint().height() > before
    _no_overlap(projector)
    assert projector.page_size() >= SIZES[1024, 768]
    pages = -(-40 // projector.page_size())
    assert f"Page 1 of {pages} · 40 players" in projector.page_label.text()
    if os.environ.get("SHEEPSHEAD_SCREENSHOT_DIR"):
        projector.grab().save(str(Path(os.environ["SHEEPSHEAD_SCREENSHOT_DIR"])
                                  / "projector-1024x768-warning.png"))
