"""File → Export / Print: print preview of every PDF, and Save as for Excel and CSV.

Every export runs on the thread pool (``ui.jobs.run_with_progress``) with a progress dialog
fed by the writers' ``progress(done, total)``, so the window never freezes; the result (or
the service's error message) comes back on the UI thread. PDFs open in the
:class:`~sheepshead_scorer.ui.actions.print_preview.PrintPreviewDialog` (print, save as, open in the
PDF viewer); workbooks and CSV files are written where the director picks in a file dialog.
Documents about a round ask which round (the newest is preselected).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMenu, QMessageBox, QWidget

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, save_file_name
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.jobs import Job, Report, run_with_progress
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP, document_language

if TYPE_CHECKING:
    from sheepshead_scorer.ui.actions.print_preview import PrintPreviewDialog

_SUFFIX = {
    ExportFormat.PDF: QT_TRANSLATE_NOOP("ExportActions", "PDF (*.pdf)"),
    ExportFormat.XLSX: QT_TRANSLATE_NOOP("ExportActions", "Excel workbook (*.xlsx)"),
    ExportFormat.CSV: QT_TRANSLATE_NOOP("ExportActions", "CSV (*.csv)"),
}


#: What a file name may not hold on Windows, macOS or Linux.
_NOT_IN_NAMES = str.maketrans(dict.fromkeys('<>:"/\\|?*', " "))


def file_name(subject: str, stem: str, suffix: str) -> str:
    """ "Fall Classic 2026-10-03 standings.pdf": what the document is about, then what it
    is (``stem`` translated), safe as a file name on any system."""
    words = f"{subject} {QCoreApplication.translate('ExportActions', stem)}"
    cleaned = " ".join(words.translate(_NOT_IN_NAMES).split()).strip(" .")
    return f"{cleaned or 'export'}.{suffix}"


def _shown(title: str) -> str:
    """A document's menu title in the app's language."""
    return QCoreApplication.translate("ExportActions", title)


@dataclass(frozen=True)
class Document:
    """One entry of the menu: what to export, as what, and what must be picked first."""

    title: str
    kind: ExportKind
    fmt: ExportFormat
    needs_round: bool = False
    season: bool = False
    player: bool = False
    file_stem: str = "export"


PREVIEWS: tuple[Document, ...] = (
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "&Standings"),
        ExportKind.STANDINGS, ExportFormat.PDF,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "standings"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Seating by &table…"),
        ExportKind.SEATING, ExportFormat.PDF, needs_round=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "seating by table"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Seating by &name…"),
        ExportKind.SEATING_BY_NAME, ExportFormat.PDF, needs_round=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "seating by name"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "&Blank score sheets…"),
        ExportKind.SCORE_SHEETS, ExportFormat.PDF, needs_round=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "score sheets"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Seat car&ds (table-entry codes)…"),
        ExportKind.SEAT_CARDS, ExportFormat.PDF, needs_round=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "seat cards"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "&Hand log"),
        ExportKind.HANDS, ExportFormat.PDF,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "hand log"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "&Prize payouts"),
        ExportKind.PRIZES, ExportFormat.PDF,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "prize payouts"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Player h&istory…"),
        ExportKind.HISTORY, ExportFormat.PDF, player=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "history"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Season st&andings"),
        ExportKind.STANDINGS, ExportFormat.PDF, season=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "season standings"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Season &money list"),
        ExportKind.MONEY, ExportFormat.PDF, season=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "season money list"),
    ),
)
"""PDF documents, opened in the print preview."""

FILES: tuple[Document, ...] = (
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "&Event workbook (Excel)…"),
        ExportKind.WORKBOOK, ExportFormat.XLSX,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "workbook"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Season &workbook (Excel)…"),
        ExportKind.WORKBOOK, ExportFormat.XLSX, season=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "season workbook"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Standings (&CSV)…"),
        ExportKind.STANDINGS, ExportFormat.CSV,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "standings"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Hands (CS&V)…"),
        ExportKind.HANDS, ExportFormat.CSV,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "hands"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Season tab&le (CSV)…"),
        ExportKind.STANDINGS, ExportFormat.CSV, season=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "season table"),
    ),
    Document(
        QT_TRANSLATE_NOOP("ExportActions", "Seas&on money list (CSV)…"),
        ExportKind.MONEY, ExportFormat.CSV, season=True,
        file_stem=QT_TRANSLATE_NOOP("ExportActions", "season money list"),
    ),
)
"""Files written where the director picks."""


class ExportActions(QObject):
    """The Export / Print menu's actions for the event the window shows."""

    finished = Signal(object)  # Path of the written file
    failed = Signal(str)

    def __init__(
        self, parent: QWidget, backend: Backend, current_event: Callable[[], int | None],
        folders: FolderMemory | None = None,
    ) -> None:
        super().__init__(parent)
        self.folders = folders
        self.parent_widget = parent
        self.backend = backend
        self.current_event = current_event
        self.jobs: list[Job] = []
        self.preview: PrintPreviewDialog | None = None
        #: table entry's address and whether the floor network runs (``FloorNetwork.
        #: entry_address``); the seat cards print it with its QR code
        self.entry_address: Callable[[], tuple[str, bool]] | None = None
        self.entry_note = ""  # what the director must do before the cards work
        self._temp = Path(tempfile.mkdtemp(prefix="sheepshead-export-"))

    def install(self, menu: QMenu) -> None:
        """Add "Print preview" entries, then "Save as" entries, to ``menu``."""
        menu.addSection(self.tr("Print preview (print or save as PDF)"))
        for document in PREVIEWS:
            action = menu.addAction(_shown(document.title))
            action.triggered.connect(lambda _c=False, d=document: self.open_preview(d))
        menu.addSection(self.tr("Save as Excel or CSV"))
        for document in FILES:
            action = menu.addAction(_shown(document.title))
            action.triggered.connect(lambda _c=False, d=document: self.save_file(d))

    # -- what to export ---------------------------------------------------------------------
    def request_for(self, document: Document) -> ExportRequest | None:
        """The request for ``document`` about the current event, or ``None`` (told why).

        The document is written in the app's language (German app → German PDF)."""
        language = document_language()
        if document.player:
            player = self.pick_player()
            if player is None:
                return None
            return ExportRequest(document.kind, document.fmt, player_id=player, language=language)
        event_id = self.current_event()
        if event_id is None:
            self.show_error(self.tr("Pick an event in the toolbar first (or create one)."))
            return None
        if document.season:
            season = self.backend.event(EventId(event_id)).season_id
            if season is None:
                self.show_error(
                    self.tr("This event belongs to no league season; pick a league night.")
                )
                return None
            return ExportRequest(document.kind, document.fmt, season_id=season, language=language)
        if document.needs_round:
            picked = self.pick_round(EventId(event_id))
            if picked is None:
                return None
            return ExportRequest(
                document.kind, document.fmt, event_id=event_id, session_number=picked[0],
                round_number=picked[1], language=language, entry_url=self._entry_url(document),
            )
        return ExportRequest(document.kind, document.fmt, event_id=event_id, language=language)

    def _entry_url(self, document: Document) -> str | None:
        """Seat cards: the floor network's table-entry address, noting when it is not
        running yet (the cards print the address a Start would use)."""
        self.entry_note = ""
        if document.kind is not ExportKind.SEAT_CARDS or self.entry_address is None:
            return None
        url, running = self.entry_address()
        if not running:
            self.entry_note = self.tr(
                "The seat cards print {address}: start File → Floor network before the round."
            ).format(address=url)
        return url

    def pick_round(self, event_id: EventId) -> tuple[int, int] | None:
        """(session, round) chosen by the director; the newest round is preselected."""
        rounds = self.backend.rounds(event_id)
        if not rounds:
            self.show_error(self.tr("No round is drawn yet: draw one on the Seating screen."))
            return None
        if len(rounds) == 1:
            return rounds[0].session_number, rounds[0].number
        labels = [
            self.tr("Session {session}, round {round} ({status})").format(
                session=r.session_number, round=r.number, status=r.status
            )
            for r in rounds
        ]
        label, ok = QInputDialog.getItem(
            self.parent_widget, self.tr("Which round?"), self.tr("Round:"), labels,
            len(labels) - 1, False,
        )
        if not ok:
            return None
        chosen = rounds[labels.index(label)]
        return chosen.session_number, chosen.number

    def pick_player(self) -> int | None:
        rows = self.backend.players()
        if not rows:
            self.show_error(self.tr("There are no players yet."))
            return None
        labels = [f"{row.name} (#{row.id})" for row in rows]
        label, ok = QInputDialog.getItem(
            self.parent_widget, self.tr("Player history"), self.tr("Player:"), labels, 0, True
        )
        if not ok or label not in labels:
            return None
        return rows[labels.index(label)].id

    # -- running ----------------------------------------------------------------------------
    def run_export(
        self, request: ExportRequest, target: Path, on_done: Callable[[Path], None]
    ) -> Job:
        """Write ``request`` to ``target`` off the UI thread, with a progress dialog."""
        backend = self.backend

        def work(report: Report) -> Path:
            backend.export_document(request, target, progress=report)
            return target

        def done(result: Any) -> None:
            on_done(Path(result))
            self.finished.emit(Path(result))

        def error(message: str) -> None:
            self.show_error(message)
            self.failed.emit(message)

        job = run_with_progress(
            self.parent_widget,
            self.tr("Writing {what} ({format})…").format(
                what=request.kind.value, format=request.fmt.value
            ),
            work, done, error,
        )
        self.jobs = [*self.jobs[-4:], job]  # keep running jobs referenced
        return job

    def open_preview(self, document: Document) -> Job | None:
        request = self.request_for(document)
        if request is None:
            return None
        target = self._temp / self.default_name(document, request)
        return self.run_export(request, target, lambda path: self._show(path, document))

    def _show(self, path: Path, document: Document) -> None:
        from sheepshead_scorer.ui.actions.print_preview import PrintPreviewDialog  # QtPrintSupport

        title = _shown(document.title).replace("&", "").rstrip("…")
        self.preview = PrintPreviewDialog(path, title, self.parent_widget, self.folders)
        self.preview.show()
        window = self.parent_widget
        if document.kind is ExportKind.SEAT_CARDS and self.entry_note \
                and isinstance(window, QMainWindow):
            window.statusBar().showMessage(self.entry_note, 30000)

    def save_file(self, document: Document, target: Path | None = None) -> Job | None:
        request = self.request_for(document)
        if request is None:
            return None
        if target is None:
            chosen = save_file_name(
                self.parent_widget, self.tr("Save as"),
                self.default_name(document, request), _shown(_SUFFIX[request.fmt]),
                self.folders,
            )
            if not chosen:
                return None
            target = Path(chosen)
        if target.suffix.lower() != f".{request.fmt.value}":
            target = target.with_name(f"{target.name}.{request.fmt.value}")
        return self.run_export(request, target, self._saved)

    def default_name(self, document: Document, request: ExportRequest) -> str:
        """The file's name: the event's name and date, the season's or the player's name,
        then the document ("Fall Classic 2026-10-03 standings.pdf")."""
        subject = ""
        if request.player_id is not None:
            subject = next(
                (p.name for p in self.backend.players() if p.id == request.player_id), ""
            )
        elif request.season_id is not None:
            subject = next(
                (row.label for row in self.backend.seasons() if row.id == request.season_id), ""
            )
        elif request.event_id is not None:
            event = self.backend.event(EventId(request.event_id))
            subject = f"{event.name} {event.held_on.isoformat()}"
            if request.round_number is not None:
                subject += " " + self.tr("session {session} round {round}").format(
                    session=request.session_number, round=request.round_number
                )
        return file_name(subject, document.file_stem, request.fmt.value)

    def _saved(self, path: Path) -> None:
        window = self.parent_widget
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(self.tr("Saved {path}").format(path=path), 8000)

    def show_error(self, message: str) -> None:
        QMessageBox.warning(self.parent_widget, self.tr("Export"), message)
