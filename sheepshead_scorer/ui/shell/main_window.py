"""The main window: a screen list on the left, the current screen on the right.

The window owns the undo stack and the event picker; each screen gets only what it needs
(backend, bus, settings, undo stack) and the current event id.  Alt+1..Alt+8 switch screens.

Screens are built when first shown (``add_screen`` takes a factory), and only the screen
shown does work: each gets a ``ScreenBus`` that holds the changes published while it is
hidden, and the event picked meanwhile reaches it when it is shown. Start-up builds and
loads the first screen only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
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

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.ui.actions.export_actions import ExportActions
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.screen_gate import ScreenBus
from sheepshead_scorer.ui.shell.session_memory import SessionMemory
from sheepshead_scorer.ui.words.formatting import format_date

ScreenFactory = Callable[[AppBus], QWidget]
"""Builds a screen, given the bus it is to listen to."""


# The screen list's least width (it grows to its longest name).
NAV_WIDTH = 170


@dataclass
class _Page:
    """One entry of the screen list: built on first show, fed while shown."""

    title: str
    factory: ScreenFactory | None
    bus: ScreenBus | None
    widget: QWidget
    built: bool
    event_due: bool = True  # the event picked has not reached the screen yet


class Screens(Mapping[str, QWidget]):
    """The window's screens by English title; looking one up builds it if need be."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def __getitem__(self, title: str) -> QWidget:
        return self._window.screen_widget(title)

    def __iter__(self) -> Iterator[str]:
        return iter(self._window.pages)

    def __len__(self) -> int:
        return len(self._window.pages)


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
        self.session_memory = SessionMemory(settings)  # the screen and event, for a restart
        self.setWindowTitle(f"Sheepshead Scorer — {backend.display_location}")
        self.nav = QListWidget()
        self.nav.setObjectName("screenList")
        self.nav.setFixedWidth(NAV_WIDTH)
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Screens switch by click or Alt+N; the list never holds the keyboard, so Ctrl+PgDown
        # and the digits typed after it stay in the screen (they once switched screens).
        self.nav.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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

        self.pages: dict[str, _Page] = {}
        self.screens = Screens(self)
        self._build_menus()
        self.nav.currentRowChanged.connect(self._show_page)
        self.event_box.currentIndexChanged.connect(self._on_event_picked)
        self.bus.status.connect(self._on_status)
        self.bus.unsaved.connect(self._on_unsaved)
        # bound methods, never lambdas: Qt drops them when the window is deleted (a lambda
        # outlived the window of a database switched away from and met its deleted widgets)
        self.bus.event_created.connect(self._on_event_named)
        self.bus.event_edited.connect(self._on_event_named)
        self.bus.reloaded.connect(self.reload_all)
        self.undo_stack.cleanChanged.connect(lambda _clean: None)

    # -- screens -------------------------------------------------------------------------
    def add_screen(self, title: str, screen: QWidget | ScreenFactory) -> None:
        """Add a screen under its English ``title`` (the key of ``show_screen``); the list and
        the View menu show it translated (context "Screens").

        ``screen`` is a factory taking the screen's bus (built when first shown, fed only
        while shown) or a ready widget (listening to whatever it was given).
        """
        if isinstance(screen, QWidget):
            page = _Page(title, None, None, screen, built=True)
        else:
            page = _Page(title, screen, None, QWidget(), built=False)
            page.bus = ScreenBus(self.bus, self._shown_test(page), self)
        index = self.stack.addWidget(page.widget)
        self.pages[title] = page
        shown = QCoreApplication.translate("Screens", title)
        self.nav.addItem(shown)
        # as wide as its longest name ("Eingabe am Tisch" at a large font), never cut off
        self.nav.setFixedWidth(max(NAV_WIDTH, self.nav.sizeHintForColumn(0)
                                   + 2 * self.nav.frameWidth() + 12))
        action = self.view_menu.addAction(shown)
        if index < 9:
            action.setShortcut(QKeySequence(f"Alt+{index + 1}"))
        action.triggered.connect(lambda _checked=False, i=index: self.show_screen_at(i))
        if self.nav.currentRow() < 0:
            self.nav.setCurrentRow(0)

    def screen_widget(self, title: str) -> QWidget:
        """The screen called ``title``, built now if it was not yet."""
        page = self.pages[title]
        if not page.built:
            self._build(page)
        return page.widget

    def built_screens(self) -> tuple[str, ...]:
        """The titles of the screens built so far (the others were never shown)."""
        return tuple(title for title, page in self.pages.items() if page.built)

    def show_screen(self, title: str) -> QWidget:
        widget = self.screen_widget(title)
        self.nav.setCurrentRow(self.stack.indexOf(widget))
        return widget

    def show_screen_at(self, index: int) -> None:
        self.nav.setCurrentRow(index)

    def _shown_test(self, page: _Page) -> Callable[[], bool]:
        return lambda: self._is_current(page)

    def _is_current(self, page: _Page) -> bool:
        return page.built and self.stack.currentWidget() is page.widget

    def _build(self, page: _Page) -> None:
        assert page.factory is not None and page.bus is not None
        placeholder = page.widget
        index = self.stack.indexOf(placeholder)
        current = self.stack.currentIndex()
        page.widget = page.factory(page.bus)
        page.built = True
        page.event_due = True
        self.stack.insertWidget(index, page.widget)
        self.stack.removeWidget(placeholder)
        placeholder.deleteLater()
        self.stack.setCurrentIndex(current)

    def _show_page(self, index: int) -> None:
        """Show screen ``index``: built if need be, then told the event and the changes it
        missed while hidden."""
        page = next(
            (p for p in self.pages.values() if self.stack.indexOf(p.widget) == index), None
        )
        if page is None:
            self.stack.setCurrentIndex(index)
            return
        if not page.built:
            self._build(page)
        self.stack.setCurrentIndex(self.stack.indexOf(page.widget))
        self._catch_up(page)
        self.session_memory.remember(page.title, self.current_event_id())

    def _catch_up(self, page: _Page) -> None:
        if page.event_due:
            page.event_due = False
            set_event = getattr(page.widget, "set_event", None)
            if callable(set_event):
                set_event(self.current_event_id())
        if page.bus is not None:
            page.bus.release()

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

    def _on_event_named(self, event_id: EventId) -> None:
        """An event was created or edited: the picker reads the events and shows it."""
        self.reload_events(select=event_id)

    def detach(self) -> None:
        """Hear nothing more from the app bus (File → Open database… switched to another
        window): the screens and the status bar of this window, about to close, no longer
        read the old database's backend or touch widgets Qt is deleting."""
        for signal, slot in (
            (self.bus.status, self._on_status), (self.bus.unsaved, self._on_unsaved),
            (self.bus.event_created, self._on_event_named),
            (self.bus.event_edited, self._on_event_named), (self.bus.reloaded, self.reload_all),
        ):
            signal.disconnect(slot)
        for page in self.pages.values():
            if page.bus is not None:
                page.bus.detach()

    def reload_all(self) -> None:
        """Read everything again (the database answers after a fault): the events, then the
        screen shown (built now if a failed read stopped its building); the hidden screens
        read when next shown."""
        self.reload_events()
        self._show_page(self.nav.currentRow())

    def current_event_id(self) -> EventId | None:
        data = self.event_box.currentData()
        return EventId(int(data)) if data is not None else None

    def _on_event_picked(self, *_: Any) -> None:
        for page in self.pages.values():
            page.event_due = True
        current = next((p for p in self.pages.values() if self._is_current(p)), None)
        if current is not None:
            self._catch_up(current)
        self.event_changed.emit(self.current_event_id())
        current = next((p for p in self.pages.values() if self._is_current(p)), None)
        if current is not None:
            self.session_memory.remember(current.title, self.current_event_id())

    def _on_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)
        failed = message.startswith(("Not saved", self.tr("Not saved")))
        self.saved_label.setText(
            self.tr("Last entry NOT saved") if failed else self.tr("All changes saved")
        )

    def _on_unsaved(self, what: str) -> None:
        """A screen holds typing that is not saved yet ("" once it is saved or cleared)."""
        self.saved_label.setText(what or self.tr("All changes saved"))

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
        self.export_actions = ExportActions(
            self, self.backend, self.current_event_id, FolderMemory(self.settings)
        )
        self.export_actions.install(file_menu.addMenu(self.tr("&Export / Print")))
        file_menu.addSeparator()
        self.quit_action = self._action(file_menu, self.tr("&Quit"), self.close, "Ctrl+Q")
        edit_menu = self.edit_menu = bar.addMenu(self.tr("&Edit"))
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

    def shown_round(self) -> int | None:
        """The round the screen shown has chosen (Seating, Hand entry), else ``None``."""
        shown = getattr(self.stack.currentWidget(), "shown_round", None)
        found = shown() if callable(shown) else None
        return found if isinstance(found, int) else None

    def keyboard_focus_entry(self) -> None:
        """Put the cursor where the screen's main input is."""
        widget = self.stack.currentWidget()
        target = getattr(widget, "entry", None)
        edit = getattr(target, "edit", None)
        if edit is not None:
            edit.setFocus(Qt.FocusReason.OtherFocusReason)
