"""Issue 14 item 2: the mouse wheel never changes a number or a choice in the rules form unless
that editor has the focus (the page scrolls instead), and the form says what differs from the
preset before the event is created."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def wheel(widget: QWidget, steps: int) -> None:
    """Turn the wheel `steps` notches over the middle of `widget` (a real event, delivered by
    the application as the window system would: to the widget, then to its parents)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(widget, event)


@pytest.fixture
def screen(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings) -> EventScreen:
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    screen.resize(1366, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.rules.choose_preset("003-rules-card")
    return screen


def test_the_wheel_scrolls_the_rules_instead_of_changing_them(
    qtbot: QtBot, screen: EventScreen
) -> None:
    spin = screen.rules.editors["schneider_win_at"]
    combo = screen.rules.editors["partner_method"]
    assert isinstance(spin, QSpinBox) and isinstance(combo, QComboBox)
    scroll = screen.rules.findChild(QScrollArea)
    assert scroll is not None
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the rules panel scrolls at this size"
    screen.name.setFocus()
    before, choice = bar.value(), combo.currentIndex()
    wheel(spin, -2)
    wheel(combo, -1)
    assert spin.value() == 91 and combo.currentIndex() == choice
    assert screen.rules.changes_from_preset() == []
    assert bar.value() > before, "the page scrolled instead"
    assert "exactly as in preset 003-rules-card" in screen.rules.modified.text()


def test_a_focused_spin_box_takes_keys_and_the_form_names_the_change(
    qtbot: QtBot, screen: EventScreen
) -> None:
    spin = screen.rules.editors["schneider_win_at"]
    assert isinstance(spin, QSpinBox)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, "71")
    assert spin.value() == 71
    assert screen.rules.modified.text() == (
        "Modified from preset 003-rules-card: Schneider win at 71"
    )
    wheel(spin, 1)  # focused: the wheel is meant for it
    assert spin.value() == 72
    assert screen.rules.ruleset().name == "003-rules-card (edited)"
    combo = screen.rules.editors["partner_method"]
    assert isinstance(combo, QComboBox)
    combo.setFocus()
    wheel(combo, -1)  # a focused drop-down takes the wheel too
    assert "Partner" in screen.rules.modified.text()
