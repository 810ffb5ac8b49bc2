"""Every file dialog opens in the folder the director last used (kept in the settings).

``FolderMemory`` wraps the settings' ``files/last_folder``; :func:`open_file_name` and
:func:`save_file_name` start in it (the home folder before the first dialog) and remember the
folder of the file chosen. The main window hands one ``FolderMemory`` to every screen and action
that asks for a file; one built without settings (a test's lone screen) just starts at home.
Both show the dialog through :func:`safe_file_dialog.ask_file_name`, which never opens a
file it lists (the window's SQLite locks survive a dialog in the database's folder).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from sheepshead_scorer.ui.actions import safe_file_dialog
from sheepshead_scorer.ui.preferences.settings import AppSettings


class FolderMemory:
    """Where the next file dialog starts, and what it remembers."""

    def __init__(self, settings: AppSettings | None = None) -> None:
        self.settings = settings

    def folder(self) -> Path:
        kept = self.settings.last_folder if self.settings is not None else ""
        return Path(kept) if kept and Path(kept).is_dir() else Path.home()

    def start(self, name: str = "") -> str:
        """The dialog's starting path: the last folder, with ``name`` for a file to save."""
        return str(self.folder() / name) if name else str(self.folder())

    def remember(self, chosen: str) -> str:
        """Keep the folder of ``chosen`` (a file path; "" = cancelled) and return ``chosen``."""
        if chosen and self.settings is not None:
            self.settings.last_folder = str(Path(chosen).parent)
        return chosen


def open_file_name(
    parent: QWidget | None, title: str, filters: str, folders: FolderMemory | None
) -> str:
    """Ask for a file to read, starting in the last folder; "" when cancelled."""
    memory = folders or FolderMemory()
    return memory.remember(
        safe_file_dialog.ask_file_name(parent, title, memory.start(), filters, save=False)
    )


def save_file_name(
    parent: QWidget | None, title: str, name: str, filters: str,
    folders: FolderMemory | None, options: QFileDialog.Option | None = None,
    *, database_ok: bool = False,
) -> str:
    """Ask where to write ``name``, starting in the last folder; "" when cancelled (or when
    a file of the open database is picked and not ``database_ok``)."""
    memory = folders or FolderMemory()
    return memory.remember(
        safe_file_dialog.ask_file_name(
            parent, title, memory.start(name), filters, save=True, options=options,
            database_ok=database_ok,
        )
    )
