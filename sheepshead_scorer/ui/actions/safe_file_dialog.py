"""The one way the app shows a file dialog: it never opens a file it lists.

Qt's file dialog asks its icon provider for each listed file's icon and type, and Qt's own
provider finds the type by reading the file (``QMimeDatabase``) when its name has no known
extension: ``club.db``, ``club.db-wal`` and ``club.db-shm`` were opened and closed by the
window's own process. Closing any descriptor of a file drops every POSIX lock the process
holds on it, SQLite's included; the next program to close that database (a CLI command)
then believed itself its last user, checkpointed and deleted the ``-wal`` and ``-shm``
under the open window, which went on saying "All changes saved" into deleted files
(docs/reliability.md, "A file dialog in the database's folder").

So every dialog is Qt's own widget dialog (a native one runs the desktop's code in this
process, which sniffs contents too; on Windows SQLite's locks belong to the handle and the
native dialog is kept) with :class:`NameOnlyIconProvider`, which answers from the name and
the kind of entry alone, and it is given that provider before it lists any folder.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileInfo, QMimeDatabase
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QMessageBox, QWidget

from sheepshead_scorer.ui.door.backend import Backend

NATIVE_IS_SAFE = sys.platform == "win32"


class NameOnlyIconProvider(QFileIconProvider):
    """Icons and type names from a file's name and kind (folder, file, drive): no file is
    opened. The type is the MIME comment of the name's extension, else Qt's "%1 File"."""

    def __init__(self) -> None:
        super().__init__()
        self.mime = QMimeDatabase()

    def icon(self, what: object) -> QIcon:
        if not isinstance(what, QFileInfo):
            return super().icon(what)  # type: ignore[call-overload,no-any-return]
        kind = QFileIconProvider.IconType
        if what.isRoot():
            return super().icon(kind.Drive)
        return super().icon(kind.Folder if what.isDir() else kind.File)

    def type(self, info: QFileInfo) -> str:
        def qt(words: str) -> str:
            return QCoreApplication.translate("QAbstractFileIconProvider", words)

        if info.isRoot():
            return qt("Drive")
        if info.isDir():
            return qt("Folder")
        known = self.mime.mimeTypesForFileName(info.fileName())  # the name only
        if known and known[0].comment():
            return known[0].comment()
        suffix = info.suffix()
        return qt("%1 File").replace("%1", suffix) if suffix else qt("File")


_PROVIDER: list[NameOnlyIconProvider] = []


def name_only_icons() -> NameOnlyIconProvider:
    """The process's one provider: it outlives every dialog and model given it (they keep a
    plain pointer to it)."""
    if not _PROVIDER:
        _PROVIDER.append(NameOnlyIconProvider())
    return _PROVIDER[0]


def _split(start: str, *, save: bool) -> tuple[str, str]:
    """The folder to show and the file name to offer, from a folder or a file path (a
    folder not made yet, as a backups folder before the first backup: its parent)."""
    if not start:
        return "", ""
    path = Path(start)
    if path.is_dir():
        return str(path), ""
    return str(path.parent), path.name if save else ""


def ask_file_name(
    parent: QWidget | None, title: str, start: str, filters: str, *, save: bool,
    options: QFileDialog.Option | None = None, database_ok: bool = False,
) -> str:
    """Show the dialog (modal) starting at ``start`` (a folder, or a folder and a file name
    to save); the chosen path, or "" when cancelled. A file of a database this program has
    open (the file, its -wal or -shm) is refused with a message unless ``database_ok`` (the
    database dialog's own pick): importing it or writing an export over it would read or
    write it behind SQLite's back."""
    chosen = _shown(parent, title, start, filters, save=save, options=options)
    if chosen and not database_ok and Backend.open_in_this_program(Path(chosen)):
        QMessageBox.warning(
            parent, title,
            QCoreApplication.translate(
                "SafeFileDialog",
                "{file} belongs to the database this program has open; pick another file.",
            ).format(file=chosen),
        )
        return ""
    return chosen


def _shown(
    parent: QWidget | None, title: str, start: str, filters: str, *, save: bool,
    options: QFileDialog.Option | None,
) -> str:
    folder, name = _split(start, save=save)
    with tempfile.TemporaryDirectory(prefix="sheepshead-dialog-") as empty:
        # Built on an empty folder: Qt lists the folder it is built on at once, before a
        # provider could be given to it.
        dialog = QFileDialog(parent, title, empty, filters)
        if not NATIVE_IS_SAFE:
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setIconProvider(name_only_icons())
        if options is not None:
            dialog.setOptions(dialog.options() | options)
        dialog.setAcceptMode(
            QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen
        )
        dialog.setFileMode(
            QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile
        )
        dialog.setDirectory(folder or str(Path.cwd()))
        dialog.setHistory([])  # not the empty folder: "Back" has nowhere to go yet
        if name:
            dialog.selectFile(name)
        try:
            accepted = dialog.exec() == QFileDialog.DialogCode.Accepted
            chosen = dialog.selectedFiles() if accepted else []
        finally:
            dialog.setParent(None)
            dialog.deleteLater()
    return chosen[0] if chosen else ""
