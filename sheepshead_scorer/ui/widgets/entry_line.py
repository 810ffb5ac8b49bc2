"""The keyboard entry line: type a hand, see its payouts, press Enter.

Below the line a preview names every seat's payout before anything is saved; a line the engine
refuses stays as typed with the reason next to it (nothing typed is ever lost). The widget
emits `submitted(reading)` on Enter with a valid line; the screen saves it and calls `clear()`
once the services accepted it, or `show_error()` with their message.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from sheepshead_scorer.ui.entry.preview import LineReader, LineReading
from sheepshead_scorer.ui.preferences.theme import colours
from sheepshead_scorer.ui.widgets.entry_font import entry_font
from sheepshead_scorer.ui.widgets.undo_keys import route_undo_keys
from sheepshead_scorer.ui.words.formatting import format_points
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

HELP = QT_TRANSLATE_NOOP(
    "EntryLine",
    "picker, partner (a = alone), points, Enter  ·  / tricks  ·  c crack  b blitz  k kontra  ·  "
    "l leaster  o moster  d all pass  m misdeal  p penalty  ·  Esc clears",
)
"""The keys of the entry line (English; shown translated). The letters stay the same."""


class EntryLineEdit(QLineEdit):
    """A line edit that reports Escape instead of passing it on (the screen's command keys,
    Ctrl+PgDown and the rest, are routed by ``ui.widgets.focus.CommandKeys``)."""

    escaped = Signal()

    def event(self, event: QEvent) -> bool:
        """On an empty line Ctrl+Z / Ctrl+Shift+Z are the window's undo and redo of saved
        edits (a line edit would otherwise take them for its own text); while something is
        typed they still undo the typing."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and not self.text()
            and (event.matches(QKeySequence.StandardKey.Undo)
                 or event.matches(QKeySequence.StandardKey.Redo))
        ):
            event.ignore()  # not overridden: the shortcut (the undo stack's action) fires
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class EntryLine(QWidget):
    """Entry line + live preview + message, for one table at a time."""

    submitted = Signal(object)  # LineReading with .ok True
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._reader: LineReader | None = None
        self._names: tuple[str, ...] = ()
        self._last = LineReading("")
        self.mode_label = QLabel(self.tr("New hand"))
        self.mode_label.setMinimumWidth(110)
        self.edit = EntryLineEdit()
        self.edit.setObjectName("handEntry")
        self.edit.setPlaceholderText(self.tr("e.g. 13 74 — picker 1, partner 3, 74 points"))
        self.edit.setFont(entry_font(QFont().pointSize() + 3))  # "l2" and "12" look apart
        route_undo_keys(self.edit)  # Ctrl+Z on an empty line undoes the last saved change
        self.preview = QLabel()
        self.preview.setObjectName("entryPreview")
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.message = QLabel()
        self.message.setObjectName("entryMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {colours().bad};")
        self.help = QLabel(QCoreApplication.translate("EntryLine", HELP))
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: palette(placeholder-text);")
        row = QHBoxLayout()
        row.addWidget(self.mode_label)
        row.addWidget(self.edit, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.preview)
        layout.addWidget(self.message)
        layout.addWidget(self.help)
        self.edit.textChanged.connect(self._on_text)
        self.edit.returnPressed.connect(self._on_enter)
        self.edit.escaped.connect(self._on_escape)

    # -- set up by the screen ------------------------------------------------------------
    def set_reader(self, reader: LineReader | None, names: Sequence[str], mode: str) -> None:
        """Point the line at a table (or at one of its hands, to correct it)."""
        self._reader = reader
        self._names = tuple(names)
        self.mode_label.setText(mode)
        self.edit.setEnabled(reader is not None)
        self._on_text(self.edit.text())

    @property
    def reading(self) -> LineReading:
        return self._last

    def clear(self) -> None:
        """Empty the line and forget its typing history: once a hand is saved the line has
        nothing of its own to undo, so Ctrl+Z undoes the saved hand (never puts its text back)."""
        self.edit.setText("")
        self.message.clear()

    def warn(self, message: str) -> None:
        """A warning under the line (the line keeps what was typed)."""
        self.message.setText(message)
        self.edit.setFocus()

    def show_error(self, message: str) -> None:
        """The services refused the hand: keep the line, say why."""
        self.message.setText(message)
        self.edit.setFocus()

    # -- reactions -----------------------------------------------------------------------
    def _on_text(self, text: str) -> None:
        if self._reader is None:
            self._last = LineReading(text)
            self.preview.setText("")
            self.message.setText(self.tr("Pick a published round and a table to enter hands."))
            return
        self._last = self._reader.read(text)
        if self._last.ok and self._last.score is not None:
            payouts, out = self._last.score.payouts, self._last.score.sitting_out
            self.preview.setText(
                "  ".join(  # the sitting-out dealer pays nothing: "—", as on the sheet
                    f"{i + 1} {name}: {'—' if i in out else format_points(payouts[i])}"
                    for i, name in enumerate(self._names)
                    if i < len(payouts)
                )
                + self.tr("   — Enter saves")
            )
            self.message.setText("")
        else:
            self.preview.setText("")
            self.message.setText(self._last.error)

    def _on_enter(self) -> None:
        reading = self._reader.read(self.edit.text()) if self._reader else self._last
        self._last = reading
        if reading.ok:
            self.submitted.emit(reading)
        else:
            self.message.setText(reading.error or self.tr("type a hand first, e.g. 13 74"))
            if reading.error_position:
                self.edit.setCursorPosition(min(reading.error_position, len(self.edit.text())))

    def _on_escape(self) -> None:
        self.clear()
        self.cancelled.emit()
