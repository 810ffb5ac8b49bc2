"""No English and no awkward plural left in German (issue 14, item 11): the screen is called
"Spieleingabe", a shared rank reads "1 (geteilt)" on screen and on paper, the station example
is not a game table, the rule sources are German words, and counts take Qt's plural forms in
both languages ("1 Tisch" / "2 Tische", "1 table" / "2 tables")."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_event

from sheepshead_scorer.exports import write_standings_pdf
from sheepshead_scorer.exports.rows import StandingRow, Standings, StandingsScope
from sheepshead_scorer.exports.samples import sample_info
from sheepshead_scorer.text import Text
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.settings_dialog import SettingsDialog
from sheepshead_scorer.ui.words.translation import install_language

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def _type_totals(qtbot: QtBot, screen: RoundTotalsScreen, tables: int) -> str:
    """Type the first total of ``tables`` tables; what the status bar is told."""
    told: list[str] = []
    screen.bus.unsaved.connect(told.append)
    for block in screen.blocks[:tables]:
        qtbot.keyClicks(next(iter(block.entries.values())), "5")
    return told[-1]


def test_counts_take_their_plural_in_english_and_german(
    qtbot: QtBot, qapp: QApplication, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, totals_only=True)
    for language, one, two in (
        ("en", "the totals typed for 1 table (1)", "the totals typed for 2 tables (1, 2)"),
        ("de", "die eingetippten Summen für 1 Tisch (1)", "für 2 Tische (1, 2)"),
    ):
        install_language(qapp, language)
        screen = RoundTotalsScreen(backend, bus)
        qtbot.addWidget(screen)
        screen.set_event(ready.event_id)
        assert one in _type_totals(qtbot, screen, 1)
        screen.set_event(ready.event_id)
        assert two in _type_totals(qtbot, screen, 2)
        assert "(s)" not in _type_totals(qtbot, screen, 2)
    install_language(qapp, "en")


def test_german_words_on_screen_and_paper(
    qtbot: QtBot, german: QApplication, backend: Backend, bus: AppBus, settings: AppSettings,
    pdf_pages: object,
) -> None:
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    names = [window.nav.item(i).text() for i in range(window.nav.count())]
    assert "Spieleingabe" in names and "Spielerfassung" not in names

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert "Kasse 1" in dialog.station.placeholderText()
    assert "Tisch" not in dialog.station.placeholderText()  # a table is where cards are played

    screen = window.show_screen("Event setup")
    hints = [screen.rules.findChild(object, f"hint_{n}").text() for n in screen.rules.editors]
    assert any("Quelle: Enzyklopädie-Regeln; Oktoberfest-Praxis" in h for h in hints)
    assert not any("practice" in h or "encyclopedia" in h for h in hints)

    ready = make_event(backend, 10, totals_only=True)
    for table in backend.tables(ready.round_id):  # everybody level: all share first place
        backend.record_round_totals(table.id, {s.player_id: 0 for s in table.seats})
    standings = StandingsScreen(backend, bus)
    qtbot.addWidget(standings)
    standings.set_event(ready.event_id)
    standings.scope_box.setFocus()
    qtbot.keyClick(standings.scope_box, Qt.Key.Key_Home)
    assert standings.model.index(0, 0).data() == "1 (geteilt)"

    out = io.BytesIO()
    write_standings_pdf(
        out, sample_info(),
        Standings(
            StandingsScope.EVENT, Text("final"), (StandingRow(2, "Greta Lang", 5, tied=True),)
        ),
        language="de",
    )
    page = pdf_pages(out.getvalue())[0]  # type: ignore[operator]
    assert "2 (geteilt) Greta Lang" in page and "T-2" not in page
