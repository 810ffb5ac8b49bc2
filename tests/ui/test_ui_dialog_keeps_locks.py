"""A file dialog shown in the database's folder must not open the database's files.

The director's walk (issue 29): the window open on ``Club #7/club.db``, an export's save
dialog shown in that folder, then any command-line command as a second process — and the
window's ``club.db-wal`` and ``club.db-shm`` were deleted under it. Qt's own icon provider
read each listed file to guess its type; closing that descriptor dropped every POSIX lock
the window held on the file (SQLite's included), so the command found itself the last user
and removed the log. The window then said "All changes saved" into deleted files.

These tests show the app's own dialog (``file_dialogs.save_file_name``, the real Qt widget
dialog, as the offscreen platform also shows it) on the folder, the Type column painted.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sqlite3
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QTreeView
from pytestqt.qtbot import QtBot
from ui_helpers import answer_box, make_event

from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.ui.actions import safe_file_dialog
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, save_file_name
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

ROOT = Path(__file__).resolve().parents[2]
PICKED = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70,
          "tricks": 3}
SIDE = ("", "-wal", "-shm")


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[Database, Path]]:
    path = tmp_path / "Club #7" / "club.db"  # no extension Qt knows: Qt sniffed these
    database = open_database(path)
    yield database, path
    database.close()


def browse(qtbot: QtBot, settings: AppSettings, folder: Path, seen: list[str]) -> str:
    """The app's save dialog, started in ``folder``: wait until it lists the database and
    its log in the detail view (icons and types asked for and painted), then cancel."""
    settings.last_folder = str(folder)

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, look)
            return
        try:
            inspect(dialog)
        finally:
            dialog.reject()

    def inspect(dialog: QFileDialog) -> None:
        assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
        assert isinstance(dialog.iconProvider(), safe_file_dialog.NameOnlyIconProvider)
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        view = dialog.findChild(QTreeView, "treeView")
        assert view is not None
        model = view.model()

        def listed() -> list[str]:
            root = view.rootIndex()
            return sorted(
                str(model.index(row, 0, root).data()) for row in range(model.rowCount(root))
            )

        qtbot.wait(300)  # listed under the PDF filter first, as the walk's export was
        dialog.selectNameFilter("All files (*)")
        qtbot.waitUntil(lambda: {"club.db", "club.db-wal", "club.db-shm"} <= set(listed()))
        for row in range(model.rowCount(view.rootIndex())):
            kind = model.index(row, 2, view.rootIndex()).data()  # the Type column
            seen.append(f"{model.index(row, 0, view.rootIndex()).data()}: {kind}")
        dialog.grab()  # paint it: every icon and type shown
        qtbot.wait(300)  # the gatherer's later rounds too
        dialog.grab()

    QTimer.singleShot(0, look)
    return save_file_name(None, "Export the standings", "standings.pdf",
                          "PDF files (*.pdf);;All files (*)", FolderMemory(settings))


def my_locks(path: Path) -> list[str]:
    """This process's POSIX locks on ``path`` (from /proc/locks, by inode)."""
    inode = path.stat().st_ino
    held = []
    for line in Path("/proc/locks").read_text().splitlines():
        fields = line.split()  # 2: POSIX ADVISORY READ <pid> <major>:<minor>:<inode> ...
        if "->" not in fields and fields[4] == str(os.getpid()) and fields[5].endswith(
            f":{inode}"
        ):
            held.append(line)
    return held


def open_inodes(path: Path) -> dict[str, int]:
    """The inodes of ``path``'s files this process holds open (by name as on disk)."""
    held: dict[str, int] = {}
    for entry in Path("/proc/self/fd").iterdir():
        try:
            target = os.readlink(entry)
            status = os.stat(entry)
        except OSError:
            continue
        for side in SIDE:
            if target == f"{path}{side}":
                held[side] = status.st_ino
    return held


def test_a_dialog_in_the_database_folder_then_a_command_leaves_the_window_its_files(
    qtbot: QtBot, club: tuple[Database, Path], settings: AppSettings,
) -> None:
    database, path = club
    backend = Backend(database, "desk")
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, PICKED, expected_number=1)
    assert my_locks(path), "the window holds SQLite's read lock on its file"
    seen: list[str] = []
    assert browse(qtbot, settings, path.parent, seen) == ""
    assert any(line.startswith("club.db-wal: ") for line in seen), seen
    assert my_locks(path), "the dialog dropped the window's SQLite locks"

    done = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "standings", "--event",
         str(ready.event_id), "--database", str(path)],
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=False,
    )
    assert done.returncode == 0, done.stderr
    held = open_inodes(path)
    assert set(held) == set(SIDE), held
    for side in SIDE:  # the window's files are still the ones on disk
        assert Path(f"{path}{side}").stat().st_ino == held[side], f"club.db{side} replaced"

    backend.record_hand(table.id, PICKED, expected_number=2)  # saved after the command
    reader = subprocess.run(
        [sys.executable, "-c",
         "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]);"
         "print(c.execute('select count(*) from hands').fetchone()[0])", str(path)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert reader.stdout.strip() == "2", reader.stderr  # another program sees both hands
    with sqlite3.connect(path) as here:
        assert here.execute("PRAGMA integrity_check").fetchone() == ("ok",)


IN_OPEN = 0x20
IN_NONBLOCK = 0o4000


class OpenWatch:
    """Every open of a file in a folder, by anyone, as the kernel reports it (inotify)."""

    def __init__(self, folder: Path) -> None:
        self.libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        self.fd = self.libc.inotify_init1(IN_NONBLOCK)
        assert self.fd >= 0
        assert self.libc.inotify_add_watch(self.fd, str(folder).encode(), IN_OPEN) >= 0

    def names(self) -> list[str]:
        found: list[str] = []
        while True:
            try:
                data = os.read(self.fd, 65536)
            except BlockingIOError:
                return found
            offset = 0
            while offset < len(data):
                _wd, _mask, _cookie, size = struct.unpack_from("iIII", data, offset)
                name = data[offset + 16: offset + 16 + size].rstrip(b"\0").decode()
                found.append(name)
                offset += 16 + size

    def close(self) -> None:
        os.close(self.fd)


def test_the_dialog_lists_the_database_without_opening_any_of_its_files(
    qtbot: QtBot, club: tuple[Database, Path], settings: AppSettings,
) -> None:
    database, path = club
    backend = Backend(database, "desk")
    backend.add_player("Ada")
    watch = OpenWatch(path.parent)
    try:
        assert watch.names() == []
        seen: list[str] = []
        browse(qtbot, settings, path.parent, seen)
        opened = [name for name in watch.names() if name.startswith("club.db")]
    finally:
        watch.close()
    assert opened == []  # on the old code: club.db, club.db-wal, club.db-shm
    # The type comes from the name alone: what Qt says of an unknown extension.
    assert "club.db-wal: db-wal File" in seen, seen
    assert "club.db: db File" in seen or any(s.startswith("club.db: ") for s in seen), seen


def test_importing_the_open_database_itself_is_refused_and_its_locks_kept(
    qtbot: QtBot, club: tuple[Database, Path], settings: AppSettings, bus: AppBus,
) -> None:
    """Import players… with ``club.db`` (or its -wal) picked: the import would read the
    live file's bytes with a plain descriptor. The pick is refused in words instead."""
    database, path = club
    backend = Backend(database, "desk")
    backend.add_player("Ada")
    settings.last_folder = str(path.parent)
    screen = PlayersScreen(backend, bus, folders=FolderMemory(settings))
    qtbot.addWidget(screen)
    screen.show()
    imported: list[str] = []
    screen.import_dialog = lambda chosen: imported.append(chosen)  # type: ignore[method-assign,assignment,return-value]
    seen: list[str] = []
    for name in ("club.db", "club.db-wal"):

        def pick(name: str = name) -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QFileDialog):
                QTimer.singleShot(20, pick)
                return
            dialog.selectNameFilter("All files (*)")
            edit = dialog.findChild(QLineEdit, "fileNameEdit")
            assert edit is not None
            edit.setText(name)
            answer_box(qtbot, Qt.Key.Key_Return, seen)
            qtbot.keyClick(edit, Qt.Key.Key_Return)

        QTimer.singleShot(0, pick)
        screen.choose_import()
    assert imported == []
    assert len(seen) == 2 and all(
        "belongs to the database this program has open; pick another file" in line
        for line in seen
    ), seen
    assert my_locks(path)
