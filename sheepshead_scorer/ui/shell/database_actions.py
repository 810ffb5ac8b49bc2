"""Which database the app works on: open a file, connect to PostgreSQL, recent databases,
and the first-run welcome.

Switching databases closes the current window and builds a new one on the new backend, so no
screen ever holds on to the old connection. A PostgreSQL password is asked each time and kept
only in memory for that connection; QSettings remembers the address without it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from sheepshead_scorer.services.database.backups import DamagedDatabaseError
from sheepshead_scorer.ui.actions import safe_file_dialog
from sheepshead_scorer.ui.actions.backup_actions import (
    BackupActions,
    install_backup_actions,
    offer_latest_backup,
)
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, save_file_name
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings, strip_password
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.shell.welcome import Welcome
from sheepshead_scorer.ui.words.error_text import error_text

log = logging.getLogger(__name__)


def with_password(url: str, password: str) -> str:
    """Put `password` into a `postgresql+psycopg://user@host/db` address."""
    scheme, _, rest = url.partition("://")
    userinfo, at, hostpart = rest.rpartition("@")
    if not at:
        return url
    user = userinfo.split(":", 1)[0]
    from urllib.parse import quote

    return f"{scheme}://{user}:{quote(password, safe='')}@{hostpart}"


def needs_password(location: str | None) -> bool:
    """A PostgreSQL address without its password (what the settings remember)."""
    if not location or not location.startswith("postgresql"):
        return False
    userinfo = location.partition("://")[2].rpartition("@")[0]
    return ":" not in userinfo


def ask_password(location: str, parent: QWidget | None = None) -> str:
    """The password dialog for ``location`` (typed blind); "" when cancelled."""
    password, ok = QInputDialog.getText(
        parent,
        QCoreApplication.translate("DatabaseActions", "PostgreSQL password"),
        QCoreApplication.translate(
            "DatabaseActions", "Password for {location} (not stored):"
        ).format(location=strip_password(location)),
        QLineEdit.EchoMode.Password,
    )
    return password if ok else ""


def start_backend(location: str | None, station: str) -> Backend | None:
    """Open the database the app starts on, or ``None`` when the director chose to quit.

    A remembered PostgreSQL address asks for its password first. A damaged file offers its
    latest good backup; when that is cancelled, or the database cannot be opened, the
    director chooses what next (try again, another file, the default file, quit): a database
    that fails to open is never silently replaced by another.
    """
    while True:
        target = location  # None: the default database file
        no_password = False
        if location is not None and needs_password(location):
            password = ask_password(location)
            target = with_password(location, password) if password else location
            no_password = not password
        error: BaseException | None = None
        if not no_password:
            try:
                return Backend.open_database(target, station)
            except DamagedDatabaseError as exc:
                log.warning("the database file is damaged: %s", exc)
                if offer_latest_backup(None, exc):
                    continue
                error = exc
            except Exception as exc:  # any failure to open is shown to the director
                log.exception("could not open the database")
                error = exc
        choice = _after_failed_open(location, error)
        if choice is None:
            return None
        location = choice if choice != "" else location


def _after_failed_open(location: str | None, error: BaseException | None) -> str | None:
    """What to do when ``location`` did not open: "" = try again, a path or URL = open that,
    ``None`` = quit."""
    shown = strip_password(location or "") or QCoreApplication.translate(
        "DatabaseActions", "the default database file"
    )
    box = QMessageBox()
    box.setObjectName("openFailedDialog")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Sheepshead Scorer")
    reason = error_text(error) if error is not None else QCoreApplication.translate(
        "DatabaseActions", "no password was given"
    )
    box.setText(
        QCoreApplication.translate("DatabaseActions", "Could not open {location}:\n{error}")
        .format(location=shown, error=reason)
    )
    again = box.addButton(
        QCoreApplication.translate("DatabaseActions", "Try again"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    other = box.addButton(
        QCoreApplication.translate("DatabaseActions", "Open another file…"),
        QMessageBox.ButtonRole.ActionRole,
    )
    default = box.addButton(
        QCoreApplication.translate("DatabaseActions", "Open the default database file"),
        QMessageBox.ButtonRole.ActionRole,
    )
    quit_button = box.addButton(
        QCoreApplication.translate("DatabaseActions", "Quit"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(again)
    box.setEscapeButton(quit_button)
    box.exec()
    clicked = box.clickedButton()
    if clicked is again:
        return ""
    if clicked is default:
        return str(Backend.default_location())
    if clicked is other:
        path = safe_file_dialog.ask_file_name(
            None, QCoreApplication.translate("DatabaseActions", "Open or create a database file"),
            "", QCoreApplication.translate(
                "DatabaseActions", "Sheepshead databases (*.sqlite *.sqlite3 *.db);;All files (*)"
            ), save=True, options=QFileDialog.Option.DontConfirmOverwrite, database_ok=True,
        )
        return path or ""
    return None


class DatabaseActions:
    """Owns the current backend and window; reacts to the File menu's database actions."""

    def __init__(
        self, settings: AppSettings, bus: AppBus, make_window: Callable[[Backend], MainWindow]
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.make_window = make_window
        self.backend: Backend | None = None
        self.window: MainWindow | None = None
        self.welcome: Welcome | None = None
        self.poll: BackupActions | None = None

    def start(self, backend: Backend) -> MainWindow:
        self.backend = backend
        self.window = self.make_window(backend)
        self.window.database_requested.connect(self.handle)
        self.poll = install_backup_actions(self.window, backend, self.bus, reopen=self.switch_to)
        self.window.show()
        message = QCoreApplication.translate("DatabaseActions", "Opened {location}").format(
            location=backend.display_location
        )
        if backend.backup_made is not None:
            message += QCoreApplication.translate(
                "DatabaseActions", " (upgraded; a copy of the old file is at {backup})"
            ).format(backup=backend.backup_made)
        self.bus.status.emit(message)
        return self.window

    def database_fault(self, error: BaseException) -> bool:
        """An exception no screen caught: True when it is a database fault the window now
        reports as "offline, retrying" (and recovers from), False for a bug."""
        return self.poll is not None and self.poll.read_failed(error)

    def shutdown(self) -> None:
        if self.backend is not None:
            self.backend.close()

    def switch_to(self, location: str) -> None:
        parent = self.window
        try:
            backend = Backend.open_database(location, self.settings.station)
        except DamagedDatabaseError as exc:
            if offer_latest_backup(parent, exc):
                self.switch_to(location)
            return
        except Exception as exc:
            shown = strip_password(location)
            log.warning("could not open %s", shown, exc_info=True)
            QMessageBox.warning(
                parent, QCoreApplication.translate("DatabaseActions", "Open database"),
                QCoreApplication.translate(
                    "DatabaseActions", "Could not open {location}:\n{error}"
                ).format(location=shown, error=error_text(exc)),
            )
            return
        old_window, old_backend = self.window, self.backend
        self.settings.remember_database(backend.location)
        self.start(backend)
        if old_window is not None:
            old_window.detach()  # deaf to the bus the new window shares, before it closes
            old_window.close()
            old_window.deleteLater()
        if old_backend is not None:
            old_backend.close()

    def handle(self, request: str) -> None:
        if request == "open":
            path = save_file_name(
                self.window,
                QCoreApplication.translate("DatabaseActions", "Open or create a database file"),
                "",
                QCoreApplication.translate(
                    "DatabaseActions", "Sheepshead databases (*.sqlite *.db);;All files (*)"
                ),
                FolderMemory(self.settings),
                options=QFileDialog.Option.DontConfirmOverwrite,
                database_ok=True,
            )
            if path:
                self.switch_to(path)
        elif request == "postgres":
            self.connect_postgres()
        else:
            self.switch_to(self.ask_password_if_needed(request) or request)

    def ask_password_if_needed(self, location: str) -> str | None:
        if not location.startswith("postgresql"):
            return None
        password = self._ask_password(location)
        return with_password(location, password) if password else None

    def _ask_password(self, location: str, parent: QWidget | None = None) -> str:
        return ask_password(location, parent or self.window)

    def connect_postgres(self) -> None:
        address, ok = QInputDialog.getText(
            self.window,
            QCoreApplication.translate("DatabaseActions", "Connect to PostgreSQL"),
            QCoreApplication.translate(
                "DatabaseActions", "Server address (user@host:port/database):"
            ),
            text="sheepshead@localhost:5432/sheepshead",
        )
        if not ok or not address.strip():
            return
        url = address.strip()
        if "://" not in url:
            url = f"postgresql+psycopg://{url}"
        password = self._ask_password(url)
        self.switch_to(with_password(url, password) if password else url)

    def first_run(self) -> Welcome | None:
        """Welcome: create the first event or open the demo event (``ui.welcome``)."""
        self.settings.mark_first_run_done()
        if self.window is None or self.backend is None:
            return None
        self.welcome = Welcome(self.window, self.backend)
        self.welcome.show()
        return self.welcome
