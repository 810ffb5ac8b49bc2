"""Issue 14 item 7: everything fits a 1366×768 laptop at the default font and at font size
15, in English and German; dialogs open no larger than the screen; the projector goes full
screen with F11 (in the main window, which keeps the keyboard) and its type grows to fill
the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.rules import PickedHand, outcome_to_dict
from sheepshead_scorer.ui.actions.print_preview import PrintPreviewDialog
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.preferences.theme import apply_theme
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.widgets.screen_fit import available_size
from sheepshead_scorer.ui.words.translation import install_language

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

LAPTOP = (1366, 768 - 40)  # less the task bar


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def test_every_screen_fits_a_laptop_at_the_default_font(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, language: str,
    qapp: QApplication,
) -> None:
    apply_theme(qapp, settings.theme, settings.font_size)
    make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    needed = window.minimumSizeHint()
    assert needed.width() <= LAPTOP[0] and needed.height() <= LAPTOP[1], (language, needed)
    most_wide, most_high = available_size(window)  # the window opens within the screen
    assert window.width() <= max(most_wide, needed.width())
    assert window.height() <= max(most_high, needed.height())


def test_the_print_preview_opens_within_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    from reportlab.pdfgen.canvas import Canvas

    pdf = tmp_path / "standings.pdf"
    canvas = Canvas(str(pdf))
    canvas.drawString(72, 720, "Standings")
    canvas.showPage()
    canvas.save()
    dialog = PrintPreviewDialog(pdf, "Standings")
    qtbot.addWidget(dialog)
    most_wide, most_high = available_size(dialog)
    assert dialog.width() <= most_wide and dialog.height() <= most_high
    assert dialog.height() < 1000  # it asked for 1000 px; the screen here is smaller


def test_f11_puts_the_projector_full_screen_and_its_type_fills_it(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, outcome_to_dict(
        PickedHand(dealer=0, picker=0, partners=(2,), points=74, tricks=4)
    ), expected_number=1)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F11, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # open it
    projector = window.findChild(ProjectorWindow)
    assert isinstance(projector, ProjectorWindow)
    qtbot.waitExposed(projector)
    projector.resize(1280, 720)
    small = projector.standings_label.font().pointSize()
    projector.resize(1920, 1080)  # a projector's screen: the type grows to fill it
    assert projector.standings_label.font().pointSize() > small
    page = projector.standings_label  # the whole width: nothing left empty on a wide screen
    assert page.width() >= projector.width() - 100 and page.rows[0][1].width() > page.width() / 2
    assert not projector.isFullScreen()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert projector.isFullScreen()
    assert projector.geometry() == projector.screen().geometry()  # fills its screen
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not projector.isFullScreen()


def test_every_main_screen_fits_once_shown_and_standings_do_not_scroll_sideways(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, language: str,
    qapp: QApplication,
) -> None:
    from sheepshead_scorer.ui.screens.standings_screen import DETAIL_COLUMNS, StandingsScreen
    from sheepshead_scorer.ui.tools.sample_event import build_sample_event

    apply_theme(qapp, settings.theme, settings.font_size)
    build_sample_event(backend, hands_entered=6)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    for number, shown in enumerate(window.pages, start=1):  # every screen, as reached
        if number <= 9:
            qtbot.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), Qt.KeyboardModifier.AltModifier)
        else:  # past Alt+9 no shortcut: the director clicks it in the list
            window.show_screen(shown)
        assert window.stack.currentWidget() is window.screens[shown], shown
        needed = window.minimumSizeHint()
        assert needed.width() <= LAPTOP[0], (language, shown, needed.width())
        assert needed.height() <= LAPTOP[1], (language, shown, needed.height())
    window.resize(*LAPTOP)
    qtbot.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.AltModifier)  # Standings
    standings = window.screens["Standings"]
    assert isinstance(standings, StandingsScreen)
    qapp.processEvents()
    assert standings.view.model().rowCount() > 0
    header = standings.view.horizontalHeader()
    assert header.length() <= standings.view.viewport().width(), (language, header.length())
    assert standings.view.horizontalScrollBar().maximum() == 0
    menu = standings.column_menu()  # right-click a header: the detail counts, off by default
    assert [a.isChecked() for a in menu.actions()] == [False] * len(DETAIL_COLUMNS)
    menu.actions()[0].trigger()
    assert not standings.view.isColumnHidden(DETAIL_COLUMNS[0])


def test_every_main_screen_fits_a_laptop_at_font_size_15(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, language: str,
    qapp: QApplication,
) -> None:
    """German at font size 15 needed 1,411 px (Event setup: the preset label beside its
    choice), the Table entry screen 2,050 px (an unwrapped sentence), Seating and League
    season a button row each too many; every screen, reached by Alt+number, fits now."""
    from sheepshead_scorer.ui.tools.sample_event import build_sample_event

    settings.font_size = 15
    apply_theme(qapp, settings.theme, settings.font_size)
    try:
        build_sample_event(backend, hands_entered=6)
        window = build_window(backend, bus, settings)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        widths = {}
        for number, shown in enumerate(window.pages, start=1):
            if number <= 9:
                qtbot.keyClick(window, Qt.Key(Qt.Key.Key_0 + number),
                               Qt.KeyboardModifier.AltModifier)
            else:  # past Alt+9 no shortcut: the director clicks it in the list
                window.show_screen(shown)
            assert window.stack.currentWidget() is window.screens[shown], shown
            needed = window.minimumSizeHint()
            widths[shown] = needed.width()
            assert needed.height() <= LAPTOP[1], (language, shown, needed.height())
        assert max(widths.values()) <= LAPTOP[0], (language, widths)
    finally:
        settings.font_size = 11
        apply_theme(qapp, settings.theme, settings.font_size)
