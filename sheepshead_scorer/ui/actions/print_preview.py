"""Print preview, printing and "save as" for a PDF the services wrote.

QtPdf is not part of PySide6-Essentials (it is in PySide6-Addons), so the pages are rendered
to PNG images with poppler's ``pdftoppm`` when it is installed (Debian ``poppler-utils``;
the Windows and macOS installers may lack it). Without it the dialog shows the file's path and
opens it in the system's PDF viewer (``QDesktopServices``), which prints it as well.

Printing (``print_images``) draws each rendered page image, scaled to the printer's page and
keeping its proportions, one image per sheet: what the preview shows is what the printer
gets. The images are rendered at ``PRINT_DPI`` for that, ``PREVIEW_DPI`` for the screen.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QRect, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QPainter, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, save_file_name
from sheepshead_scorer.ui.widgets.screen_fit import fit_to_screen
from sheepshead_scorer.ui.words.error_text import error_text

PREVIEW_DPI = 60
PRINT_DPI = 150
RENDER_TIMEOUT_S = 120


def pdftoppm() -> str | None:
    """The path of ``pdftoppm`` if it is installed, else ``None``."""
    return shutil.which("pdftoppm")


def render_pages(pdf: Path, out_dir: Path, *, dpi: int = PREVIEW_DPI) -> list[Path]:
    """Render every page of ``pdf`` to ``out_dir/page-N.png``; [] without ``pdftoppm``.

    Raises ``RuntimeError`` with poppler's message when the PDF cannot be rendered.
    """
    tool = pdftoppm()
    if tool is None:
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [tool, "-png", "-r", str(dpi), str(pdf), str(out_dir / "page")],
        capture_output=True, text=True, timeout=RENDER_TIMEOUT_S, check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"cannot render {pdf.name}: {done.stderr.strip() or done.returncode}")
    # pdftoppm pads the page number to the page count's width: sort numerically.
    return sorted(out_dir.glob("page-*.png"), key=lambda p: int(p.stem.rsplit("-", 1)[1]))


def print_images(printer: QPrinter, images: Sequence[Path]) -> int:
    """Print each image on its own sheet, fitted to the page; returns the sheets printed."""
    painter = QPainter()
    if not painter.begin(printer):
        raise RuntimeError("the printer could not be started; check it in the print dialog")
    try:
        for index, path in enumerate(images):
            if index:
                printer.newPage()
            image = QImage(str(path))
            page = painter.viewport()
            size = image.size().scaled(page.size(), Qt.AspectRatioMode.KeepAspectRatio)
            painter.setViewport(QRect(page.x(), page.y(), size.width(), size.height()))
            painter.setWindow(image.rect())
            painter.drawImage(0, 0, image)
            painter.setViewport(page)
    finally:
        painter.end()
    return len(images)


class PrintPreviewDialog(QDialog):
    """The pages of one PDF, with Print…, Save as… and Open in PDF viewer."""

    def __init__(
        self, pdf: Path, title: str, parent: QWidget | None = None,
        folders: FolderMemory | None = None,
    ) -> None:
        super().__init__(parent)
        self.pdf = pdf
        self.folders = folders
        self.setWindowTitle(self.tr("Print preview — {title}").format(title=title))
        fit_to_screen(self, 900, 1000)  # buttons stay on a 768 px screen
        self._work = Path(tempfile.mkdtemp(prefix="sheepshead-preview-"))
        layout = QVBoxLayout(self)
        self.pages = self._render(PREVIEW_DPI, self._work / "preview")
        if self.pages:
            layout.addWidget(QLabel(
                self.tr("%n page(s) — {file}", "", len(self.pages)).format(file=pdf.name)
            ))
            scroll = QScrollArea()
            holder = QWidget()
            column = QVBoxLayout(holder)
            for page in self.pages:
                label = QLabel()
                label.setPixmap(QPixmap(str(page)))
                label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                column.addWidget(label)
            scroll.setWidget(holder)
            scroll.setWidgetResizable(True)
            layout.addWidget(scroll, 1)
        else:
            note = QLabel(self.tr(
                "The document is saved as:\n{file}\n\nA page preview needs poppler's pdftoppm, "
                "which is not installed here. Open it in your PDF viewer to look at it and "
                "print it from there."
            ).format(file=pdf))
            note.setWordWrap(True)
            note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(note, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setEnabled(bool(self.pages))
        self.save_button = QPushButton(self.tr("&Save as…"))
        self.open_button = QPushButton(self.tr("&Open in PDF viewer"))
        for button in (self.print_button, self.save_button, self.open_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.print_dialog)
        self.save_button.clicked.connect(self.save_as)
        self.open_button.clicked.connect(self.open_external)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _render(self, dpi: int, folder: Path) -> list[Path]:
        try:
            return render_pages(self.pdf, folder, dpi=dpi)
        except (RuntimeError, OSError, subprocess.SubprocessError) as exc:
            QMessageBox.warning(
                self, self.tr("Preview"),
                self.tr("{error}\nThe PDF is saved as {file}.").format(
                    error=error_text(exc), file=self.pdf
                ),
            )
            return []

    def print_to(self, printer: QPrinter) -> int:
        """Print every page (rendered at ``PRINT_DPI``) on ``printer``; returns the sheets."""
        pages = self._render(PRINT_DPI, self._work / "print")
        return print_images(printer, pages) if pages else 0

    def print_dialog(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                sheets = self.print_to(printer)
            except RuntimeError as exc:
                QMessageBox.warning(self, self.tr("Print"), error_text(exc))
                return
            QMessageBox.information(
                self, self.tr("Print"),
                self.tr("Sent %n page(s) to the printer.", "", sheets),
            )

    def save_as(self) -> Path | None:
        target = save_file_name(
            self, self.tr("Save PDF as"), self.pdf.name, self.tr("PDF (*.pdf)"), self.folders
        )
        if not target:
            return None
        path = Path(target if target.lower().endswith(".pdf") else f"{target}.pdf")
        try:
            shutil.copyfile(self.pdf, path)
        except OSError as exc:
            QMessageBox.warning(
                self, self.tr("Save as"),
                self.tr("Cannot write {file}: {error}; pick another folder.").format(
                    file=path, error=exc.strerror
                ),
            )
            return None
        return path

    def open_external(self) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.pdf)))

    def done(self, result: int) -> None:
        shutil.rmtree(self._work, ignore_errors=True)
        super().done(result)
