"""The season table's Rating column, a league's option (issue 29): off until the director
turns it on in the season's rules dialog (Alt+R, then Enter to save), then on the screen, in
the season PDF (read back as text), the workbook (read with openpyxl) and the CSV, each
player's number the door's ``player_ratings()``, "—" / empty for a player with no rated
hand; turned off again the same way, the column is gone."""

from __future__ import annotations

import csv
import datetime as dt
import io
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from pdf_reading import pdf_page_texts
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ids import EventId, PlayerId, SeasonId
from sheepshead_scorer.services.documents.exporting import (
    ExportFormat,
    ExportKind,
    ExportRequest,
)
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.season_screen import SeasonScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

WON = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70, "tricks": 3}
LOST = {"type": "picked", "dealer": 1, "picker": 3, "partners": [4], "points": 40, "tricks": 2}
ALT = Qt.KeyboardModifier.AltModifier


def _season(backend: Backend) -> tuple[int, dict[str, int]]:
    """A season of two nights: an event of hands (table 1 plays two) and a totals night where
    Newcomer plays no hand (so has no rating). Returns the season and name → player id."""
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    for number, outcome in enumerate((WON, LOST), start=1):
        backend.record_hand(table.id, outcome, expected_number=number)
    league = backend.create_league("Tuesday League").created
    assert league is not None
    season = backend.create_season(league, "2026").created
    assert season is not None
    backend.set_event_season(EventId(ready.event_id), season,
                             expected_version=backend.event(ready.event_id).version)
    newcomer = backend.add_player("Newcomer").created
    assert newcomer is not None
    one, two = table.seats[0].player_id, table.seats[1].player_id
    backend.record_night(season, dt.date(2026, 12, 8),
                         {one: Fraction(4), two: Fraction(1), newcomer: Fraction(-5)})
    ids = {seat.name: seat.player_id for seat in table.seats}
    ids["Newcomer"] = newcomer
    return season, ids


def _toggle_in_the_dialog(qtbot: QtBot, screen: SeasonScreen, bus: AppBus) -> None:
    """Rules… → Alt+R (the check box's letter) → Enter (Save)."""
    rules = screen.edit_rules()
    assert rules is not None
    rules.activateWindow()
    assert QTest.qWaitForWindowActive(rules)
    was = rules.rating_column.isChecked()
    QTest.keyClick(rules.placement, Qt.Key.Key_R, ALT)  # the dialog opens on the first box
    qtbot.waitUntil(lambda: rules.rating_column.isChecked() is not was)  # an animated click
    with qtbot.waitSignal(bus.changed):
        QTest.keyClick(rules.points, Qt.Key.Key_Return)  # Enter saves the dialog


def _pdf(backend: Backend, season: int, tmp_path: Path) -> Path:
    target = tmp_path / "season.pdf"
    backend.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, season_id=season), target
    )
    return target


def _short(backend: Backend, player: int) -> str:
    rating = backend.player_ratings().get(PlayerId(player))
    return "—" if rating is None else f"{rating.rating:,} ({rating.hands})"


def test_the_rating_column_turned_on_and_off_in_the_season_dialog(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    season, ids = _season(backend)
    screen = SeasonScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.resize(1300, 700)
    screen.show()
    screen.activateWindow()
    qtbot.waitActive(screen)
    titles = lambda: [screen.model.headerData(c, Qt.Orientation.Horizontal)  # noqa: E731
                      for c in range(screen.model.columnCount())]
    assert "Rating" not in titles()  # off by default
    assert "Rating" not in "".join(pdf_page_texts(_pdf(backend, season, tmp_path).read_bytes()))

    _toggle_in_the_dialog(qtbot, screen, bus)
    assert backend.season_settings(SeasonId(season)).rating_column is True
    qtbot.waitUntil(lambda: "Rating" in titles())
    column = titles().index("Rating")
    assert column == titles().index("Decided by") + 1  # just before the nights
    shown = {screen.model.rows()[r].player: screen.model.index(r, column).data()
             for r in range(screen.model.rowCount())}
    assert shown["Newcomer"] == "—"
    for name, player in ids.items():
        if name != "Newcomer":
            rating = backend.player_ratings()[PlayerId(player)]
            assert shown[name] == f"{rating.rating:,} ({rating.hands} hands)"
    screen.grab().save(str(tmp_path / "season-screen-rating.png"))

    # the PDF: the column's header, each player's number with its hands, the legend line
    pdf = _pdf(backend, season, tmp_path)
    text = "\n".join(pdf_page_texts(pdf.read_bytes()))
    assert "Rating" in text
    assert "in brackets the hands it rests on" in " ".join(text.split())
    for name, player in ids.items():
        row = next(line for line in text.splitlines() if name in line)
        assert _short(backend, player) in row, (name, row)
    Path("/tmp/shots-r2").mkdir(exist_ok=True)
    (Path("/tmp/shots-r2") / "season-rating.pdf").write_bytes(pdf.read_bytes())

    # the workbook: Rating and Rated hands as numbers, empty for the newcomer
    book_path = tmp_path / "season.xlsx"
    backend.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, season_id=season), book_path
    )
    (Path("/tmp/shots-r2") / "season-rating.xlsx").write_bytes(book_path.read_bytes())
    book = openpyxl.load_workbook(io.BytesIO(book_path.read_bytes()))
    rows = list(book.worksheets[0].iter_rows(values_only=True))
    header = list(rows[0])
    at, hands_at = header.index("Rating"), header.index("Rated hands")
    assert hands_at == at + 1
    by_name = {row[2]: row for row in rows[1:] if row[2] in ids}
    assert set(by_name) == set(ids)
    for name, player in ids.items():
        rating = backend.player_ratings().get(PlayerId(player))
        expected = (None, None) if rating is None else (rating.rating, rating.hands)
        assert (by_name[name][at], by_name[name][hands_at]) == expected

    # the CSV: the same columns as numbers
    csv_path = tmp_path / "season.csv"
    backend.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.CSV, season_id=season), csv_path
    )
    table = list(csv.reader(io.StringIO(csv_path.read_text("utf-8-sig"))))
    assert table[0][at] == "Rating" and table[0][hands_at] == "Rated hands"
    by_name_csv = {row[2]: row for row in table[1:] if len(row) > 2 and row[2] in ids}
    assert by_name_csv["Newcomer"][at] == "" and by_name_csv["Newcomer"][hands_at] == ""
    seat = next(n for n in ids if n != "Newcomer")
    rating = backend.player_ratings()[PlayerId(ids[seat])]
    assert by_name_csv[seat][at] == str(rating.rating)

    _toggle_in_the_dialog(qtbot, screen, bus)  # off again
    assert backend.season_settings(SeasonId(season)).rating_column is False
    qtbot.waitUntil(lambda: "Rating" not in titles())
    assert "Rating" not in "".join(pdf_page_texts(_pdf(backend, season, tmp_path).read_bytes()))


def test_the_option_survives_a_rules_change_and_a_copied_season(backend: Backend) -> None:
    season, _ = _season(backend)
    settings = backend.season_settings(SeasonId(season))
    backend.update_season_rules(SeasonId(season), settings.rules,
                                 expected_version=settings.version, rating_column=True)
    settings = backend.season_settings(SeasonId(season))
    backend.update_season_rules(SeasonId(season), settings.rules,  # not named: kept
                                expected_version=settings.version)
    assert backend.season_settings(SeasonId(season)).rating_column is True
    copied = backend.copy_season(SeasonId(season), "2027").created
    assert copied is not None
    assert backend.season_settings(SeasonId(copied)).rating_column is True
    assert backend.season_table(SeasonId(copied)).rating_column is True
