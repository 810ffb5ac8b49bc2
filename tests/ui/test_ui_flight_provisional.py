"""Before the start the registration desk's Flight column shows each checked-in player's
provisional flight by the current settings — "(A)", grey and italic, with a tool tip — and
follows check-ins and settings edits; publishing the first round fixes them (shown plainly).

Expected flights from docs/tournament.md ("Prize flights"): by earlier results, game points
per hand in the events before; with cutoff 0, "0 and up A, below B". The earlier event has
one hand: the picker +2, the partner +1, the three defenders -1 each (a picked hand of 70
points, encyclopedia rules)."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.player_models import FLIGHT_COLUMN
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def flights(cutoffs: list[str]) -> dict[str, object]:
    return {
        "count": 2, "basis": "results", "cutoffs": cutoffs, "no_history": "lowest",
        "min_hands": 1, "one_prize": True,
        "prizes": [{"share_percent": "20", "place_percents": ["100"]}] * 2,
    }


def _history(backend: Backend) -> dict[PlayerId, int]:
    """Five players and an earlier event of one hand: each player's game points in it."""
    players = []
    for number in range(5):
        created = backend.add_player(f"Player {number + 1:02d}")
        assert created.created is not None
        players.append(PlayerId(created.created))
    spring = backend.create_event(EventSpec(
        name="Spring Open", held_on=dt.date(2026, 3, 1), ruleset=preset("000-encyclopedia"),
    )).created
    assert spring is not None
    for player in players:
        backend.register(EventId(spring), player)
        backend.check_in(EventId(spring), player)
    drawn = backend.draw_round(EventId(spring), 1, 4, seed=7).created
    assert drawn is not None
    backend.publish_round(drawn)
    [table] = backend.tables(drawn)
    backend.record_hand(table.id, {"type": "picked", "dealer": 0, "picker": 1,
                                   "partners": [2], "points": 70, "tricks": 3})
    by_seat = {s.position: PlayerId(s.player_id) for s in table.seats if s.player_id}
    return {by_seat[0]: -1, by_seat[1]: 2, by_seat[2]: 1, by_seat[3]: -1, by_seat[4]: -1}


def _shown(screen: RegistrationScreen) -> dict[str, tuple[str, bool, str]]:
    """Each row's Flight cell: its text, whether italic, its tool tip."""
    out = {}
    for r in range(screen.proxy.rowCount()):
        cell = screen.proxy.index(r, FLIGHT_COLUMN)
        font = cell.data(Qt.ItemDataRole.FontRole)
        out[screen.proxy.index(r, 0).data()] = (
            cell.data() or "", isinstance(font, QFont) and font.italic(),
            cell.data(Qt.ItemDataRole.ToolTipRole) or "",
        )
    return out


def test_the_desk_shows_provisional_flights_until_the_start(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
) -> None:
    earlier = _history(backend)
    names = {p.id: p.name for p in backend.players()}
    fall = backend.create_event(EventSpec(
        name="Fall Open", held_on=dt.date(2026, 11, 29), ruleset=preset("000-encyclopedia"),
        entry_fee_cents=2000,
        prize_scheme={"place_percents": ["40"], "flights": flights(["0"])},
    )).created
    assert fall is not None
    event = EventId(fall)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    screen = window.show_screen("Registration")
    assert isinstance(screen, RegistrationScreen)
    window.reload_events(select=event)
    assert window.current_event_id() == event
    order = list(earlier)
    for player in order:
        bus.publish(backend.register(event, player))
    assert screen.view.isColumnHidden(FLIGHT_COLUMN)  # nobody checked in: nothing to show
    for player in order[:3]:  # checked in at another station: the desk follows
        bus.publish(backend.check_in(event, player))
    tip = "Provisional: by the current flight settings; fixed when the first round is published"
    expected = {
        names[p]: (f"({'A' if earlier[p] >= 0 else 'B'})", True, tip) if p in order[:3]
        else ("", False, "")
        for p in order
    }
    assert not screen.view.isColumnHidden(FLIGHT_COLUMN)
    assert _shown(screen) == expected
    for player in order[3:]:
        bus.publish(backend.check_in(event, player))
    expected = {names[p]: (f"({'A' if earlier[p] >= 0 else 'B'})", True, tip) for p in order}
    assert _shown(screen) == expected
    window.show_screen("Registration")
    window.grab().save("/tmp/shots-flights/provisional-flights.png")
    row = backend.event(event)  # the director raises the cutoff: only +2 per hand is A now
    bus.publish(backend.update_event(event, EventEdit(prize_scheme={
        **row.prize_scheme, "flights": flights(["1.5"]),
    }), expected_version=row.version))
    assert _shown(screen) == {
        names[p]: (f"({'A' if earlier[p] >= 1.5 else 'B'})", True, tip) for p in order
    }
    drawn = backend.draw_round(event, 1, 4, seed=7).created
    assert drawn is not None
    bus.publish(backend.publish_round(drawn))  # the start: fixed, shown plainly
    assert _shown(screen) == {
        names[p]: ("A" if earlier[p] >= 1.5 else "B", False, "") for p in order
    }
    assert backend.event_flights(event).by_player == {
        p: "A" if earlier[p] >= 1.5 else "B" for p in order
    }
