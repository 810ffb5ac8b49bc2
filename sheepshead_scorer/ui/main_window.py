"""The main window: a screen list on the left, the current screen on the right.

The window owns the undo stack and the event picker; each screen gets only what it needs
(backend, bus, settings, undo stack) and the current event id.  Alt+1..Alt+8 switch screens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.export_actions import ExportActions
from sheepshead_scorer.ui.formatting import format_date
from sheepshead_scorer.ui.settings import AppSettings


class MainWindow(QMainWindow):
    """Screens in a stack; the toolbar's event box says which event they show."""

    event_changed = Signal(object)  # event id or None
    database_requested = Signal(str)  # "open", "postgres" or a recent database

    def __init__(self, backend: Backend, bus: AppBus, settings: AppSettings) -> None:
        super().__init__()
        self.backend = backend
        self.bus = bus
        self.settings = settings
        self.undo_stack = QUndoStack(self)
        self.setWindowTitle(f"Sheepshead Scorer — {backend.display_location}")
        self.nav = QListWidget()
        self.nav.setObjectName("screenList")
        self.nav.setFixedWidth(170)
        self.stack = QStackedWidget()
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.event_box = QComboBox()
        self.event_box.setObjectName("eventBox")
        self.event_box.setMinimumWidth(320)
        toolbar = QToolBar(self.tr("Event"))
        toolbar.setObjectName("eventToolbar")
        toolbar.addWidget(QLabel(self.tr(" Event: ")))
        toolbar.addWidget(self.event_box)
        self.addToolBar(toolbar)
        self.saved_label = QLabel(self.tr("All changes saved"))
        self.statusBar().addPermanentWidget(self.saved_label)

        self.screens: dict[str, QWidget] = {}
        self._build_menus()
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.event_box.currentIndexChanged.connect(self._on_event_picked)
        self.bus.status.connect(self._on_status)
        self.bus.event_created.connect(lambda event_id: self.reload_events(select=event_id))
        self.undo_stack.cleanChanged.connect(lambda _clean: None)

    # -- screens -------------------------------------------------------------------------
    def add_screen(self, title: str, widget: QWidget) -> None:
        """Add a screen under its English ``title`` (the key of ``show_screen``); the list and
        the View menu show it translated (context "Screens")."""
        index = self.stack.addWidget(widget)
        shown = QCoreApplication.translate("Screens", title)
        self.nav.addItem(shown)
        self.screens[title] = widget
        action = self.view_menu.addAction(shown)
        if index < 9:
            action.setShortcut(QKeySequence(f"Alt+{index + 1}"))
        action.triggered.connect(lambda _checked=False, i=index: self.show_screen_at(i))
        set_event = getattr(widget, "set_event", None)
        if callable(set_event):
            self.event_changed.connect(set_event)
        if self.nav.currentRow() < 0:
            self.nav.setCurrentRow(0)

    def show_screen(self, title: str) -> QWidget:
        widget = self.screens[title]
        self.nav.setCurrentRow(self.stack.indexOf(widget))
        return widget

    def show_screen_at(self, index: int) -> None:
        self.nav.setCurrentRow(index)

    # -- events --------------------------------------------------------------------------
    def reload_events(self, select: int | None = None) -> None:
        current = select if select is not None else self.current_event_id()
        self.event_box.blockSignals(True)
        self.event_box.clear()
        for row in self.backend.events():
            self.event_box.addItem(f"{row.name} — {format_date(row.held_on)}", row.id)
        self.event_box.blockSignals(False)
        index = self.event_box.findData(current) if current is not None else -1
        if index < 0 and self.event_box.count():
            index = 0
        if index >= 0:
            self.event_box.setCurrentIndex(index)
        self._on_event_picked()

    def current_event_id(self) -> int | None:
        data = self.event_box.currentData()
        return int(data) if data is not None else None

    def _on_event_picked(self, *_: Any) -> None:
        self.event_changed.emit(self.current_event_id())

    def _on_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)
        failed = message.startswith(("Not saved", self.tr("Not saved")))
        self.saved_label.setText(
            self.tr("Last entry NOT saved") if failed else self.tr("All changes saved")
        )

    # -- menus ---------------------------------------------------------------------------
    def _action(self, menu: Any, text: str, slot: Callable[[], Any], keys: str = "") -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = self.file_menu = bar.addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("&Open database file…"),
                     lambda: self.database_requested.emit("open"), "Ctrl+O")
        self._action(file_menu, self.tr("Connect to &PostgreSQL server…"),
                     lambda: self.database_requested.emit("postgres"))
        self.recent_menu = file_menu.addMenu(self.tr("&Recent databases"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addSeparator()
        self.export_actions = ExportActions(self, self.backend, self.current_event_id)
        self.export_actions.install(file_menu.addMenu(self.tr("&Export / Print")))
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, "Ctrl+Q")
        edit_menu = bar.addMenu(self.tr("&Edit"))
        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.view_menu = bar.addMenu(self.tr("&View"))
        self.undo_action, self.redo_action = undo, redo

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for location in self.settings.recent_databases:
            action = self.recent_menu.addAction(location)
            action.triggered.connect(
                lambda _checked=False, loc=location: self.database_requested.emit(loc)
            )
        if not self.settings.recent_databases:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    def keyboard_focus_entry(self) -> None:
        """Put the cursor where the screen's main input is."""
        widget = self.stack.currentWidget()
        target = getattr(widget, "entry", None)
        edit = getattr(target, "edit", None)
        if edit is not None:
            edit.setFocus(Qt.FocusReason.OtherFocusReason)
