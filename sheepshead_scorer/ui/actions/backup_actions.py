"""File → Back up now / Restore a backup, automatic backups, the other stations' changes,
and the "damaged database → restore the latest good backup?" dialog.

``install_backup_actions(window, backend, bus)`` is called once per main window:

* **Back up now…** (Ctrl+Shift+B) copies the open database into ``backups/`` next to it (or
  a PostgreSQL dump), **Restore a backup…** puts a chosen backup back (a SQLite copy, or a
  PostgreSQL ``.dump``/``.json``; the current data is backed up first) and reopens it.
* Automatic backups: every 5 minutes while entries are being made, and whenever a round is
  published or closed; the newest 20 automatic copies are kept. Every backup, the one taken
  by hand too, runs on a worker thread (``ui.backup_worker``), one at a time: the Enter on
  which one falls due returns at once and the status bar says when it is written (or why
  not). Quitting, restoring or closing the window waits for a running one.
* A 3-second ``QTimer`` polls ``services.changes_since``: when another station changed
  something — a command on this computer, another window, a phone through the floor
  network — the bus carries it as this window's own change would be (the hands, tables,
  rounds... it touched), so every view, the projector too, refreshes what it shows, and the
  status bar says who.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from sheepshead_scorer.fault_log import mark_logged
from sheepshead_scorer.services import Changes, ServiceError
from sheepshead_scorer.services.core.change_feed import ChangeMarker
from sheepshead_scorer.services.database.backups import BackupFile, DamagedDatabaseError
from sheepshead_scorer.text import Text
from sheepshead_scorer.ui.actions import safe_file_dialog
from sheepshead_scorer.ui.actions.backup_worker import BackupRunner, BackupSchedule
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.words.error_text import error_text, message_text

Reopen = Callable[[str], None]

log = logging.getLogger(__name__)

POLL_MS = 3000
"""How often the window asks whether another station changed something."""
MAX_RETRY_MS = 60_000
"""The longest wait between two tries while the database server cannot be reached."""


class BackupActions(QObject):
    """The backup menu entries, the automatic backup and the change poll of one window."""

    def __init__(self, window: QMainWindow, backend: Backend, bus: AppBus,
                 reopen: Reopen | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.backend = backend
        self.bus = bus
        self.reopen = reopen  # switches the app to a database location
        self.auto = backend.auto_backup(lambda text: bus.status.emit(message_text(text)))
        self.schedule = BackupSchedule(self.auto.interval_seconds, self.auto.clock)
        self.backups = BackupRunner(self._take, self)
        self.backups.done.connect(self._backed_up)
        self.backups.failed.connect(self._backup_failed)
        window.installEventFilter(self)  # closing the window waits for a running backup
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.backups.wait)
        self.marker: ChangeMarker | None = None
        self.failing = False  # the last poll failed (logged once with its traceback)
        self.reload_due = False  # a screen's read failed: read everything once back online
        self.timer = QTimer(self)
        self.timer.setObjectName("changePollTimer")
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()
        bus.changed.connect(self._after_change)
        self.poll()

    # -- menu ------------------------------------------------------------------------------
    def add_menu_actions(self, menu: QMenu) -> list[QAction]:
        backup = QAction(self.tr("&Back up now…"), self.window)
        backup.setObjectName("backupNowAction")
        backup.setShortcut(QKeySequence("Ctrl+Shift+B"))
        backup.triggered.connect(self.back_up_now)
        restore = QAction(self.tr("&Restore a backup…"), self.window)
        restore.setObjectName("restoreBackupAction")
        restore.triggered.connect(self.choose_and_restore)
        for action in (backup, restore):
            menu.addAction(action)
        return [backup, restore]

    def back_up_now(self) -> None:
        """Start a backup (on the worker); the status bar says where it went."""
        self.backups.start("manual")

    def _take(self, reason: str) -> BackupFile:
        """On the worker thread: one backup through the door (``Backend.take_backup`` opens
        its own connections)."""
        return self.backend.take_backup(reason, self.auto)

    def _backed_up(self, reason: str, taken: object) -> None:
        assert isinstance(taken, BackupFile)
        if reason == "manual":
            self.bus.status.emit(self.tr("Backed up to {path}").format(path=taken.path))
        else:
            self.bus.status.emit(self.tr("Automatic backup: {file}").format(file=taken.path.name))

    def _backup_failed(self, reason: str, error: object) -> None:
        problem = error if isinstance(error, BaseException) else RuntimeError(str(error))
        if reason == "manual":
            QMessageBox.warning(self.window, self.tr("Back up"), error_text(problem))
            return
        self.schedule.last = None  # tried again after the next entry's interval
        if isinstance(problem, ServiceError):
            text = Text("automatic backup failed: {error}", error=problem.text)
            self.bus.status.emit(message_text(text))
        else:
            self.bus.status.emit(message_text(
                Text("automatic backup failed: {error}", error=error_text(problem))
            ))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.backups.wait()
        return False

    def choose_and_restore(self) -> None:
        """The file picker starts in the folder the backups of the open database are written
        to: ``backups/`` beside a SQLite file, or the server dumps' folder."""
        server = self.backend.database_file is None
        chosen = safe_file_dialog.ask_file_name(
            self.window, self.tr("Restore a backup"), str(self.backend.backup_folder),
            self.tr("Server backups (*.dump *.json);;All files (*)") if server else
            self.tr("Sheepshead backups (*.sqlite3);;All files (*)"), save=False,
        )
        if chosen:
            self.restore(Path(chosen))

    def restore(self, backup: Path) -> bool:
        """Replace the open file with ``backup`` (after backing it up) and reopen it."""
        path = self.backend.database_file
        if path is None:
            return self._restore_server(backup)
        self.timer.stop()
        self.backups.wait()  # the file is replaced: no copy of it may be half-way
        try:
            done = self.backend.restore_file(backup)  # closes the backend first
        except ServiceError as exc:  # e.g. another window or program holds the file
            QMessageBox.warning(self.window, self.tr("Restore"), error_text(exc))
            if self.reopen is not None:  # this window goes on with the file as it was
                self.reopen(str(path))
            return False
        note = " " + message_text(done.note) + "."
        self.bus.status.emit(self.tr("Restored {backup}.").format(backup=backup) + note)
        if self.reopen is not None:
            self.reopen(str(path))
        return True

    def _restore_server(self, backup: Path) -> bool:
        """PostgreSQL: back up the server's data, put ``backup`` back, reopen."""
        location = self.backend.location
        self.timer.stop()
        self.backups.wait()
        try:
            done = self.backend.restore_server(backup)
        except ServiceError as exc:
            self.timer.start()
            QMessageBox.warning(self.window, self.tr("Restore"), error_text(exc))
            return False
        self.backend.close()
        note = self.tr(" What it replaced is kept as {file}.").format(file=done.safety)
        if done.note is not None:
            note += " " + message_text(done.note) + "."
        self.bus.status.emit(self.tr("Restored {backup}.").format(backup=backup) + note)
        if self.reopen is not None:
            self.reopen(location)
        return True

    def _offline(self, error: BaseException) -> None:
        interval = min(self.timer.interval() * 2, MAX_RETRY_MS)
        self.timer.setInterval(interval)
        problem = self.backend.fault(error)
        reason = error_text(problem) if problem is not None else error_text(error)
        self.bus.status.emit(
            self.tr("Offline, retrying in {seconds} s: {reason}").format(
                seconds=interval // 1000, reason=reason.splitlines()[0] if reason else ""
            )
        )

    def read_failed(self, error: BaseException) -> bool:
        """A screen's read met a database fault (server lost, file locked): say "offline,
        retrying" as the poll does, and read everything again once the poll gets through.
        False for anything that is not such a fault (a bug: the caller reports it)."""
        problem = self.backend.fault(error)
        if problem is None:
            return False
        log.warning("a screen could not read the database: %s",
                    Backend.masked(str(problem)), exc_info=not self.reload_due)
        mark_logged(error)  # logged here, with its traceback the first time: not again
        mark_logged(problem)
        self.reload_due = True
        self._offline(problem)
        if not self.timer.isActive():
            self.timer.start()
        return True

    # -- automatic backups and other stations ------------------------------------------------
    def _after_change(self, changes: Changes, initiator: object = None) -> None:
        round_moved = bool(changes.rounds) and not changes.hands and not changes.tables
        reason = self.schedule.due(changes, round_closed=round_moved)  # life_steps name it
        if reason is not None:  # on the worker: this Enter returns at once
            self.schedule.started()
            self.backups.start(reason)

    def poll(self) -> None:
        """Ask the database whether another station changed something; refresh if so.

        A lost server connection shows "offline, retrying" in the status bar and the poll
        backs off (3, 6, 12, ... up to 60 seconds) until the server answers again."""
        try:
            feed = self.backend.changes_since(self.marker)
        except Exception as exc:  # a dropped connection must not stop the app
            # the first failure with its traceback, then one line per failure until it works
            log.warning("polling for other stations' changes failed: %s",
                        Backend.masked(str(exc)), exc_info=not self.failing)
            mark_logged(exc)  # logged here, once a failure with its traceback: not again
            self.failing = True
            self._offline(exc)
            return
        if self.failing:
            log.info("polling for other stations' changes works again")
            self.failing = False
        if self.timer.interval() != POLL_MS:
            self.timer.setInterval(POLL_MS)
            self.bus.status.emit(self.tr("Back online: the database answers again"))
        if self.reload_due:
            self.reload_due = False
            self.bus.reloaded.emit()  # the screen whose read failed reads again
        first = self.marker is None
        self.marker = feed.marker
        if first or not feed.changed:
            return
        who = ", ".join(sorted(feed.stations)) or self.tr("another station")
        if feed.everything:  # too much to name, or a late commit: every view reads anew
            self.bus.reloaded.emit()
        self.bus.publish(feed.changes(),
                         self.tr("Updated with changes from {who}").format(who=who))


def install_backup_actions(
    window: QMainWindow, backend: Backend, bus: AppBus, reopen: Reopen | None = None
) -> BackupActions:
    """Add the backup entries to the window's File menu and start the poll."""
    actions = BackupActions(window, backend, bus, reopen)
    file_menu = window.menuBar().actions()[0].menu()
    if isinstance(file_menu, QMenu):
        before = file_menu.actions()[-1] if file_menu.actions() else None
        added = actions.add_menu_actions(file_menu)
        if before is not None:  # keep Quit last
            file_menu.removeAction(before)
            file_menu.insertSeparator(added[0])
            file_menu.addAction(before)
    window.setProperty("backupActions", actions)
    return actions


def offer_latest_backup(parent: QWidget | None, error: DamagedDatabaseError) -> bool:
    """The "damaged database" dialog: offer to restore the latest good backup.

    Returns True when the backup was restored (open the database again), False otherwise.
    """
    box = QMessageBox(parent)
    box.setObjectName("damagedDatabaseDialog")
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("Backups", "The database file is damaged"))
    box.setText(message_text(error.report.text))
    if error.latest_backup is None:
        box.setInformativeText(error_text(error))
        box.addButton(QMessageBox.StandardButton.Close)
        box.exec()
        return False
    box.setInformativeText(
        QCoreApplication.translate(
            "Backups",
            "The latest good backup is\n{backup}\n\nRestore it? The damaged file is "
            "kept beside it with its write-ahead log (-wal), and SQLite's own recovery is "
            "tried on it.",
        ).format(backup=error.latest_backup)
    )
    restore = box.addButton(
        QCoreApplication.translate("Backups", "Restore this backup"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(restore)
    box.exec()
    if box.clickedButton() is not restore:
        return False
    try:
        Backend.restore_damaged(error.report.path, error.latest_backup)
    except ServiceError as exc:
        QMessageBox.warning(
            parent, QCoreApplication.translate("Backups", "Restore"), error_text(exc)
        )
        return False
    return True
