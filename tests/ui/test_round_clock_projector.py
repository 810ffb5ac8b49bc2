"""The round clock on the projector: big digits, the round named, amber then LAST HAND, the
tables that have played all their hands shown finished; a clock change at the desk (or another
station's, through the bus) shows at once."""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _hand(dealer: int) -> dict[str, object]:
    return {"type": "picked", "dealer": dealer, "picker": (dealer + 1) % 5,
            "partners": [(dealer + 2) % 5], "points": 70, "tricks": 3}


def test_the_projector_shows_the_clock_big_and_the_tables_finished_early(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, hands=2)  # two tables of five, 2 hands: 4 minutes
    projector = ProjectorWindow(backend, bus, ready.event_id, base_size=26)
    qtbot.addWidget(projector)
    projector.show_on(None)
    qtbot.waitExposed(projector)
    clock = projector.clock
    assert clock.isVisible()
    assert clock.caption.text() == "Round 1 · Session 1"
    assert (clock.digits.text(), clock.phase_label.text()) == ("4:00", "not started")
    assert clock.digits.font().pointSize() >= 4 * projector.standings_label.font().pointSize()

    bus.publish(backend.start_round_clock(RoundId(ready.round_id), expected_version=0))
    assert clock.digits.text() in ("4:00", "3:59") and clock.phase_label.text() == ""
    qtbot.waitUntil(lambda: clock.digits.text() == "3:59", timeout=3000)  # counting

    table = backend.tables(ready.round_id)[0]
    for number, dealer in enumerate((0, 1), start=1):
        bus.publish(backend.record_hand(table.id, _hand(dealer), expected_number=number))
    qtbot.waitUntil(lambda: clock.finished.text() == "1 of 2 tables finished", timeout=2000)
    assert projector.progress_label.text().split() == [
        "Table", "1:", "finished", "Table", "2:", "0/2"]

    clock.ticker.offset += 3 * 60 + 10  # 0:50 left: the warning (2 minutes for 4)
    qtbot.waitUntil(lambda: clock.phase_label.text() == "Time is nearly up", timeout=2000)
    assert clock.digits.colour.name() == "#ffc400"
    clock.ticker.offset += 60  # 10 s over
    qtbot.waitUntil(lambda: clock.phase_label.text().startswith("LAST HAND"), timeout=2000)
    assert clock.digits.text() == "0:00"
    assert re.fullmatch(r"LAST HAND \(0:[12]\d over\)", clock.phase_label.text())  # 10 s on
    assert clock.digits.colour.name() == "#ff5252"


def test_no_clock_before_a_round_is_published(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, publish=False)
    projector = ProjectorWindow(backend, bus, ready.event_id)
    qtbot.addWidget(projector)
    projector.show_on(None)
    qtbot.waitExposed(projector)
    assert not projector.clock.isVisible()
