"""Prize flights on the projector: each player's flight beside the name, and under the
standings who would win each flight's prizes if the event ended now.

The flights are read when the event, its settings or its registrations change (not with
every hand); the prize line comes from the standings' own award (``with_prizes``), asked
only at an event that pays flights, so a night without flights reads what it read before.
A prize line longer than ``TEXT_LINES`` lines is shown a page at a time (whole flights on each,
turned with the standings' pages), never pushing the standings rows off the wall.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QSizePolicy

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.standings.event_standings import StandingsReport
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.projector.projector_fit import TEXT_LINES, fit_lines, show_lines, wrap
from sheepshead_scorer.ui.words.formatting import format_money


class ProjectorFlights:
    """The flights part of the projector: ``label`` (the prize line) and ``by_player``."""

    GAP = "   ·   "

    def __init__(self, backend: Backend, base_size: int) -> None:
        self.backend = backend
        self.by_player: Mapping[PlayerId, str] = {}
        self.label = QLabel()
        self.label.setObjectName("projectorFlightPrizes")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(False)  # the lines are cut to the width here (``fit``)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setStyleSheet("color: #f3d27a;")
        font = QFont()
        font.setPointSize(max(base_size - 6, 10))
        self.label.setFont(font)
        self.label.setVisible(False)
        self.text = ""  # the whole prize line
        self.parts: list[str] = []  # "Overall: …", "Flight A: …"
        self.pages: list[list[str]] = [[]]  # the lines each page of the prize line shows
        self.page = 0
        self.width = 0

    def load(self, event_id: EventId | None) -> None:
        """Read the event's flights again (none: the line is hidden)."""
        try:
            flights = None if event_id is None else self.backend.event_flights(event_id)
        except ActionError:
            flights = None
        self.by_player = {} if flights is None or not flights.names else flights.by_player
        self.label.setVisible(bool(self.by_player))

    def standings(self, event_id: EventId, *, reload: bool) -> StandingsReport:
        """The event's standings, with the award when it pays flights (the prize line is
        set from it); ``reload`` reads the flights first (not after a new hand)."""
        if reload:
            self.load(event_id)
        report = self.backend.event_standings(event_id, with_prizes=bool(self.by_player))
        if report.prizes is not None and self.by_player:
            self.text = self.prize_text(report)
            self.fit(self.width)
        return report

    def fit(self, width: int) -> None:
        """Cut the prize line into pages of whole flights that fit ``TEXT_LINES`` lines of
        ``width`` pixels (a flight longer than that alone on a page, cut with "…")."""
        self.width = width
        if width <= 0 or not self.parts:  # not laid out yet
            self.label.setText(self.text)
            return
        font, head = self.label.font(), self._head()
        pages: list[list[str]] = []
        chunk: list[str] = []
        for part in self.parts:
            if chunk and len(wrap(head.format(prizes=self.GAP.join([*chunk, part])), font,
                                  width)) <= TEXT_LINES:
                chunk.append(part)
                continue
            if chunk:
                pages.append(fit_lines(head.format(prizes=self.GAP.join(chunk)), font, width,
                                       TEXT_LINES))
            chunk = [part]
        pages.append(fit_lines(head.format(prizes=self.GAP.join(chunk)), font, width,
                               TEXT_LINES))
        self.pages = pages
        self.page %= len(pages)
        show_lines(self.label, pages[self.page], max(len(p) for p in pages))

    def turn(self) -> None:
        """The next page of the prize line (with the standings' next page)."""
        if len(self.pages) > 1:
            self.page = (self.page + 1) % len(self.pages)
            show_lines(self.label, self.pages[self.page], max(len(p) for p in self.pages))

    @staticmethod
    def _head() -> str:
        return QCoreApplication.translate("ProjectorFlights", "Prizes now — {prizes}")

    def prize_text(self, report: StandingsReport) -> str:
        """``"Prizes now — Overall: Ann $60.00 · A: Bob $20.00, Cy $20.00 · B: …"``."""
        assert report.prizes is not None
        groups: dict[str, list[str]] = {}
        for row in report.prizes.rows():
            groups.setdefault(row.flight, []).append(
                f"{row.player} {format_money(row.amount_cents)}"
            )
        overall = QCoreApplication.translate("ProjectorFlights", "Overall")
        parts = [
            (QCoreApplication.translate("ProjectorFlights", "Flight {name}").format(name=flight)
             if flight else overall) + ": " + ", ".join(names)
            for flight, names in groups.items()
        ]
        self.parts = parts
        return self._head().format(prizes=self.GAP.join(parts))
