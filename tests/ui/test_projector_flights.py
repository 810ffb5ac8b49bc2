"""Prize flights on the projector: the flight after each name and a line with who would win
each flight's prizes now (the services' award); an event without flights shows neither.
Screenshot under Xvfb with SHEEPSHEAD_SCREENSHOT_DIR set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_projector import PICKED, open_projector
from ui_helpers import make_event

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

FLIGHTS = {
    "count": 2, "basis": "results", "cutoffs": [], "no_history": "lowest", "min_hands": 1,
    "one_prize": True,
    "prizes": [{"share_percent": "20", "place_percents": ["100"]},
               {"share_percent": "10", "place_percents": ["60", "40"]}],
}


def test_flights_and_their_prizes_on_the_wall(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path,
) -> None:
    ready = make_event(backend, 10)
    event = EventId(ready.event_id)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, PICKED, expected_number=1)
    projector = open_projector(qtbot, backend, bus, ready.event_id)
    assert projector.flights.label.isHidden()  # no flights: nothing new on the wall
    assert " · " not in projector.standings_label.text()
    row = backend.event(event)
    backend.update_event(event, EventEdit(prize_scheme={
        **row.prize_scheme, "place_percents": ["40", "20"], "flights": FLIGHTS,
    }), expected_version=row.version)
    # nobody has a history: all in B; the leader is moved to A by hand
    leader = backend.event_standings(event).rows[0]
    assert leader.player_id is not None
    change = backend.move_to_flight(event, PlayerId(leader.player_id), "A",
                                    expected_version=None)
    bus.changed.emit(change, None)
    page = projector.standings_label.text().splitlines()
    assert page[1].split("\t")[1] == f"{leader.player} · A"
    assert all(line.split("\t")[1].endswith(" · B") for line in page[2:])
    award = backend.event_standings(event, with_prizes=True).prizes
    assert award is not None
    text = projector.flights.text  # the whole line (shown a page at a time when long)
    assert projector.flights.label.isVisibleTo(projector)
    assert text.startswith("Prizes now — Overall: ")
    for prize in award.rows():
        assert prize.player in text
    assert "Flight B: " in text
    if os.environ.get("SHEEPSHEAD_SCREENSHOT_DIR"):
        projector.resize(1280, 720)
        qtbot.wait(200)
        projector.grab().save(str(Path(os.environ["SHEEPSHEAD_SCREENSHOT_DIR"])
                                  / "projector-flights.png"))
