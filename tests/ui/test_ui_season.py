"""The league organizer's season in the app, driven by key presses: the welcome leads to a new
league season and its rules; the night sheet enters a night (zero-sum light, Enter to save,
a new player with the near-duplicate check); editing the rules mid-season says who moved."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtCore import QDate, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.services import PlayerFields
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.tournament import LeagueScoring, LeagueTiebreak
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.season_screen import SeasonScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.database_actions import DatabaseActions
from sheepshead_scorer.ui.widgets.night_sheet import NightSheet
from sheepshead_scorer.ui.widgets.season_rules_dialog import NewSeasonDialog, SeasonRulesDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

NAMES = ("Ann Berg", "Ben Kruger", "Cleo Dorn", "Dora Eck", "Emil Fuchs")


def _type(widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key (a letter like ü as its own key event: the
    German keyboard's key, which ``QTest.keyClicks`` cannot send)."""
    widget.setFocus()
    for char in text:
        if char.isascii():
            QTest.keyClicks(widget, char)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            )


def _season(backend: Backend, scoring: dict[str, object]) -> tuple[int, dict[str, int]]:
    services = backend
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026", scoring=scoring).created
    assert season is not None
    ids = {}
    for name in NAMES:
        created = services.create_player(PlayerFields(name=name)).created
        assert created is not None
        ids[name] = created
    services.add_to_roster(season, list(ids.values()))
    return season, ids


def _screen(backend: Backend, bus: AppBus, qtbot: QtBot) -> SeasonScreen:
    screen = SeasonScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.show()
    screen.activateWindow()
    qtbot.waitActive(screen)
    return screen


def test_the_welcome_leads_to_a_new_season_and_its_rules(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    actions = DatabaseActions(settings, bus, lambda b: build_window(b, bus, settings))
    window = actions.start(backend)
    qtbot.addWidget(window)
    welcome = actions.first_run()
    assert welcome is not None
    qtbot.mouseClick(welcome.season_button, Qt.MouseButton.LeftButton)
    screen = window.screens["League season"]
    assert window.stack.currentWidget() is screen
    dialog = screen.findChild(NewSeasonDialog)
    assert dialog is not None and dialog.isVisible()
    league_edit = dialog.league.lineEdit()
    assert league_edit is not None
    _type(league_edit, "Tuesday League")
    QTest.keyClick(league_edit, Qt.Key.Key_Tab)
    _type(dialog.name, "2026")
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    rules = screen.findChild(SeasonRulesDialog)
    assert rules is not None and rules.isVisible()
    QTest.keyClick(rules.placement, Qt.Key.Key_Space)  # placement points
    _type(rules.points, "10 6 3")
    rules.past.selectAll()
    _type(rules.past, "1")
    rules.best.selectAll()
    _type(rules.best, "8")
    rules.minimum.selectAll()
    _type(rules.minimum, "3")
    rules.tiebreaks[0].setFocus()
    QTest.keyClick(rules.tiebreaks[0], Qt.Key.Key_Down)  # (none) -> most nights
    QTest.keyClick(rules.points, Qt.Key.Key_Return)
    assert not rules.isVisible(), rules.message.text()
    listing = backend.list_leagues()
    assert [(lg.name, [n for _, n in lg.seasons]) for lg in listing] == [
        ("Tuesday League", ["2026"])
    ]
    settings_now = backend.season_settings(listing[0].seasons[0][0])
    assert settings_now.rules.scoring is LeagueScoring.PLACEMENT_POINTS
    assert settings_now.rules.placement_points == (10, 6, 3)
    assert (settings_now.rules.past_table_points, settings_now.rules.best_of) == (1, 8)
    assert settings_now.rules.min_events == 3
    assert settings_now.rules.tiebreak_chain == (LeagueTiebreak.MOST_NIGHTS,)
    assert screen.season_box.currentText() == "Tuesday League — 2026"


def test_a_night_on_one_sheet(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    season, ids = _season(backend, {})
    screen = _screen(backend, bus, qtbot)
    screen.view.setFocus()
    window = screen.windowHandle()
    assert window is not None
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # a shortcut
    sheet = screen.findChild(NightSheet)
    assert sheet is not None and sheet.isVisible()
    sheet.date.setDate(QDate(2026, 9, 1))
    assert list(sheet.fields) == [ids[n] for n in NAMES]  # no night yet: by name
    first = sheet.fields[ids["Ann Berg"]]
    assert QApplication.focusWidget() is first
    for text in ("+12", "-7", "-5"):
        QTest.keyClicks(QApplication.focusWidget(), text)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    QTest.keyClicks(QApplication.focusWidget(), "+1")  # Dora: a typing mistake
    assert sheet.light.property("state") == "bad"
    assert "Sum +1 — must be 0 (players: 4)" in sheet.light.text()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert sheet.isVisible() and "add up to +1, not 0" in sheet.message.text()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    QTest.keyClicks(QApplication.focusWidget(), "0")
    assert sheet.light.property("state") == "ok"
    assert "Sum 0 — players: 4; Enter saves" in sheet.light.text()

    _type(sheet.new_player, "Ben Krüger")  # "Ben Kruger" is registered
    QTest.keyClick(sheet.new_player, Qt.Key.Key_Return)
    assert "Ben Kruger (#" in sheet.message.text() and "very similar" in sheet.message.text()
    assert len(sheet.fields) == 5
    QTest.keyClick(sheet.new_player, Qt.Key.Key_Return)  # Enter again: someone else
    assert len(sheet.fields) == 6 and sheet.added
    assert QApplication.focusWidget() is sheet.fields[sheet.added[0]]
    _type(sheet.new_player, "ann  berg")  # a registered name: that player, nobody new
    QTest.keyClick(sheet.new_player, Qt.Key.Key_Return)
    assert len(sheet.fields) == 6 and sheet.message.text() == "Ann Berg is on the sheet."
    assert QApplication.focusWidget() is sheet.fields[ids["Ann Berg"]]

    _type(sheet.fee, "5.00")
    QTest.keyClick(sheet.paid[ids["Ben Kruger"]], Qt.Key.Key_Space)  # Ben has not paid
    with qtbot.waitSignal(bus.changed):
        QTest.keyClick(sheet.fields[ids["Cleo Dorn"]], Qt.Key.Key_Return)
    assert not sheet.isVisible()
    money = backend.season_money(season).rows[0]
    assert (money.fees_due_cents, money.fees_paid_cents, money.owing) == (
        2000, 1500, ("Ben Kruger",)
    )
    table = backend.season_table(season)
    assert [(line.player, line.total) for line in table.lines] == [
        ("Ann Berg", 12), ("Dora Eck", 0), ("Cleo Dorn", -5), ("Ben Kruger", -7),
    ]
    assert table.columns[0].held_on == dt.date(2026, 9, 1)
    assert screen.model.rowCount() == 4
    assert screen.model.index(0, 1).data() == "Ann Berg"
    # The next night lists last night's players first, then the rest by name.
    again = screen.enter_night()
    assert again is not None
    shown = [again.labels[p] for p in again.fields]
    assert shown == ["Ann Berg", "Ben Kruger", "Cleo Dorn", "Dora Eck", "Ben Krüger",
                     "Emil Fuchs"]
    again.reject()


def test_changing_the_rules_mid_season_says_who_moved(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    season, ids = _season(
        backend, {"scoring": "placement_points", "placement_points": ["10", "6", "3"],
                  "past_table_points": "1", "best_of": 2, "min_events": 2},
    )
    services = backend
    nights = (
        {"Ann Berg": 12, "Ben Kruger": -7, "Cleo Dorn": -5, "Dora Eck": 0},
        {"Ann Berg": -6, "Ben Kruger": 6, "Cleo Dorn": 6, "Emil Fuchs": -6},
        {"Ann Berg": 2, "Ben Kruger": -4, "Dora Eck": 4, "Emil Fuchs": -2},
    )
    for week, night in enumerate(nights):
        services.record_night(
            season, dt.date(2026, 9, 1) + dt.timedelta(weeks=week),
            {ids[n]: Fraction(v) for n, v in night.items()},
        )
    screen = _screen(backend, bus, qtbot)
    assert [screen.model.index(r, 0).data() for r in range(5)] == ["T-1", "T-1", "3", "4", "5"]
    rules = screen.edit_rules()
    assert rules is not None
    rules.tiebreaks[0].setFocus()
    QTest.keyClick(rules.tiebreaks[0], Qt.Key.Key_Down)  # most nights
    rules.nights.setFocus()
    rules.nights.setCurrentRow(2)
    QTest.keyClick(rules.nights, Qt.Key.Key_Space)  # night 3 no longer counts
    with qtbot.waitSignal(bus.changed):
        QTest.keyClick(rules.points, Qt.Key.Key_Return)
    moved = screen.moved.text()
    assert "5 players moved" in moved
    assert "Ann Berg: T-1 → 1 (16 → 12 league points)" in moved
    assert "Dora Eck: T-1 → - (16 → 6 league points)" in moved
    assert [screen.model.index(r, 0).data() for r in range(5)] == ["1", "2", "3", "-", "-"]
    header = screen.model.headerData(7, Qt.Orientation.Horizontal)
    assert header == "09-15 Night 3 (not counted)"
    assert "fewer than 2 nights played" in screen.notes.text()


@pytest.fixture
def other(backend: Backend) -> Iterator[Backend]:
    """A second station on the same database."""
    desk = Backend.open_database(backend.location, "Desk 2")
    yield desk
    desk.close()


def test_rules_saved_after_another_station_changed_them_are_refused(
    qtbot: QtBot, backend: Backend, bus: AppBus, other: Backend
) -> None:
    season, _ids = _season(
        backend, {"scoring": "placement_points", "placement_points": ["10", "6", "3"]}
    )
    screen = _screen(backend, bus, qtbot)
    rules = screen.edit_rules()  # the director opens the rules ...
    assert rules is not None
    seen = other.season_settings(season)  # ... while Desk 2 saves its own change
    other.update_season_rules(
        season, replace(seen.rules, best_of=5), counting={}, expected_version=seen.version
    )
    published: list[object] = []
    bus.changed.connect(lambda change, _initiator: published.append(change))

    rules.points.selectAll()
    _type(rules.points, "12 8 4")
    QTest.keyClick(rules.points, Qt.Key.Key_Return)  # Save
    message = rules.message.text()
    # the other window's station: "Desk 2/window-<pid>-<random>" (a running program)
    assert message.startswith("season 2026 was changed at station Desk 2/window-")
    assert message.endswith("; reload and open the rules again and redo your change")
    assert rules.isVisible() and rules.result_change is None and published == []
    stored = backend.season_settings(season).rules
    assert stored.best_of == 5  # Desk 2's change stands
    assert stored.placement_points == (10, 6, 3)  # nothing of the stale copy was written

    rules.reject()
    again = screen.edit_rules()  # reopened: Desk 2's rules, and its version
    assert again is not None and again.best.value() == 5
    again.points.selectAll()
    _type(again.points, "12 8 4")
    with qtbot.waitSignal(bus.changed):
        QTest.keyClick(again.points, Qt.Key.Key_Return)
    stored = backend.season_settings(season).rules
    assert (stored.best_of, stored.placement_points) == (5, (12, 8, 4))


def test_putting_in_an_event_another_station_changed_is_refused(
    qtbot: QtBot, backend: Backend, bus: AppBus, other: Backend
) -> None:
    season, _ids = _season(backend, {"scoring": "total_points"})
    event_id = make_event(backend, 4, hands=4, publish=False).event_id
    screen = _screen(backend, bus, qtbot)
    screen.set_event(event_id)  # the screen loads the event
    other.update_event(
        event_id, EventEdit(venue="Back room"), expected_version=other.event(event_id).version
    )

    qtbot.mouseClick(screen.buttons["join"], Qt.MouseButton.LeftButton)
    assert screen.moved.text().startswith("event Test Open was changed at station Desk 2/window-")
    assert screen.moved.text().endswith("; reload and pick the season again")
    assert backend.event(event_id).season_id is None

    qtbot.mouseClick(screen.buttons["join"], Qt.MouseButton.LeftButton)  # having read it
    assert screen.moved.text() == "The event is now a night of this season."
    assert backend.event(event_id).season_id == season
    qtbot.mouseClick(screen.buttons["leave"], Qt.MouseButton.LeftButton)  # own version
    assert screen.moved.text() == "The event is no longer in a season."
    assert backend.event(event_id).season_id is None
