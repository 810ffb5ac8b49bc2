"""The round clock on the projector: big digits readable across a hall, the round named, the
warning in amber, "LAST HAND" in red at time, and how many tables have finished.

It counts with its own ``ClockTicker`` (read again when a clock or round changes, at this
station or another), and takes the round's progress from the projector, which reads it after
hands anyway (``set_progress``): nothing is counted twice.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from sheepshead_scorer.services.statistics.event_statistics import RoundProgress
from sheepshead_scorer.tournament.round_clock import ClockPhase, clock_text
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker, phase_words

#: The digits' colour by phase (the projector's background is dark blue).
COLOURS = {ClockPhase.WARNING: "#ffc400", ClockPhase.TIME_UP: "#ff5252",
           ClockPhase.PAUSED: "#9fb3c8", ClockPhase.NOT_STARTED: "#9fb3c8"}


class Digits(QWidget):
    """The clock's digits, drawn as tight as the figures are tall (a label's line keeps room
    for accents and descenders digits never have: a third of a 720-line projector lost)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("projectorClockDigits")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._text = ""
        self.colour = QColor("#f4f6fa")

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        self._text = text
        self.updateGeometry()
        self.update()

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour)
        self.update()

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        wide = metrics.horizontalAdvance("00:00" if len(self._text) <= 5 else self._text)
        return QSize(wide, int(metrics.capHeight() * 1.3))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.colour)
        metrics = QFontMetrics(self.font())
        baseline = self.height() - int(metrics.capHeight() * 0.15)
        painter.drawText(self.width() - metrics.horizontalAdvance(self._text), baseline,
                         self._text)
        painter.end()


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


class ProjectorClock(QWidget):
    """Round name, digits and phase, right-aligned in the projector's header (the finished
    tables under the round's line, ``header``); hidden while no round is in play."""

    def __init__(self, backend: Backend, bus: AppBus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectorClock")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.ticker = ClockTicker(backend, bus, self)
        self.caption = _label("projectorClockRound")
        self.digits = Digits()
        self.phase_label = _label("projectorClockPhase")
        self.finished = _label("projectorClockFinished")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        for part in (self.caption, self.digits, self.phase_label):
            layout.addWidget(part)
        self.progress: RoundProgress | None = None
        self.phase: ClockPhase | None = None
        self.fit_type(26)
        self.ticker.ticked.connect(self.show_time)

    def header(self, *names: QWidget) -> QHBoxLayout:
        """The projector's header: ``names`` (the title, the round) on the left, the clock
        on the right, at the top."""
        header, left = QHBoxLayout(), QVBoxLayout()
        for widget in names:
            left.addWidget(widget)
        self.finished.setAlignment(Qt.AlignmentFlag.AlignLeft)  # under the round: the
        left.addWidget(self.finished)  # clock's column stays as short as its digits
        left.addStretch(1)
        header.addLayout(left, 1)
        header.addWidget(self, 0, Qt.AlignmentFlag.AlignTop)
        return header

    def set_event(self, event_id: int | None) -> None:
        self.ticker.set_event(event_id)

    def set_progress(self, progress: RoundProgress | None) -> None:
        """The round's tables as the projector read them: "3 of 12 tables finished"."""
        self.progress = progress
        self._show_finished()

    def fit_type(self, size: int) -> None:
        """Digits four times the standings' type: readable across a hall."""
        for label, points, bold in ((self.caption, size, False), (self.digits, size * 4, True),
                                    (self.phase_label, size + 4, True),
                                    (self.finished, max(size - 6, 10), False)):
            font = QFont(label.font())
            if (font.pointSize(), font.bold()) != (points, bold):  # fitted again and again
                font.setPointSize(points)
                font.setBold(bold)
                label.setFont(font)

    def show_time(self) -> None:
        view, reading = self.ticker.view, self.ticker.reading()
        self.setVisible(view is not None)
        self.finished.setVisible(view is not None)
        if view is None or reading is None:
            return
        self.caption.setText(self.tr("Round {round} · Session {session}").format(
            round=view.round, session=view.session))
        if self.digits.text() != reading.digits:  # "0:00" once time is up
            self.digits.setText(reading.digits)
        words = phase_words(reading)
        if reading.phase == ClockPhase.WARNING:
            words = self.tr("Time is nearly up")
        elif reading.phase == ClockPhase.TIME_UP and reading.over:
            words = self.tr("LAST HAND ({over} over)").format(over=clock_text(reading.over))
        if self.phase_label.text() != words:
            self.phase_label.setText(words)
        if self.phase_label.isHidden() == bool(words):  # no empty line while it runs (the
            self.phase_label.setVisible(bool(words))  # first reading too: rows get it)
        if reading.phase != self.phase:
            self.phase = reading.phase
            colour = COLOURS.get(reading.phase, "#f4f6fa")
            self.digits.set_colour(colour)
            self.phase_label.setStyleSheet(f"color: {colour};")
        self._show_finished()

    def _show_finished(self) -> None:
        progress = self.progress
        view = self.ticker.view
        if progress is None or view is None or progress.round_id != view.round_id:
            self.finished.setText("")
            return
        done = sum(1 for t in progress.tables if t.done)
        self.finished.setText(self.tr("{done} of {count} tables finished").format(
            done=done, count=len(progress.tables)))

    def stop(self) -> None:
        self.ticker.stop()
