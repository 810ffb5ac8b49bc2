"""The projector window's fitting (``FittedPage``, mixed into ``ProjectorWindow``): the type
that fills the window, shrunk until ``MIN_ROWS`` players fit the height the rows really get
once everything above and below them is laid out; fitted again when one of those parts
changes its height (``_watch``). See ``projector_fit`` for the parts' bounds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QLayout

from sheepshead_scorer.ui.projector.projector_clock import ProjectorClock
from sheepshead_scorer.ui.projector.projector_fit import MIN_ROWS, MIN_TYPE, FloorBlock
from sheepshead_scorer.ui.projector.projector_flights import ProjectorFlights
from sheepshead_scorer.ui.projector.projector_page import StandingsPage


class FittedPage:
    """The fitting half of ``ProjectorWindow`` (a QWidget: ``width``, ``height``, ``layout``)."""

    title: QLabel
    round_label: QLabel
    progress_label: QLabel
    page_label: QLabel
    standings_label: StandingsPage
    clock: ProjectorClock
    floor: FloorBlock
    flights: ProjectorFlights
    refit_timer: QTimer
    page: int
    _fitted: tuple[int, ...]

    if TYPE_CHECKING:  # the QWidget's and the window's own (never defined here: they would
        # hide QWidget's in the window's method order)
        def width(self) -> int: ...
        def height(self) -> int: ...
        def layout(self) -> QLayout: ...
        def isVisible(self) -> bool: ...
        def pages(self) -> int: ...
        def _render_page(self) -> None: ...
        def _fit_progress(self) -> None: ...

    def _width(self) -> int:
        margins = self.layout().contentsMargins()
        return self.width() - margins.left() - margins.right()

    def _fit(self) -> None:
        """Type that fills the window — about 18 standings lines high — shrunk a point at a
        time (not below ``MIN_TYPE``) until ``MIN_ROWS`` players fit the height left; the
        progress and prize lines cut to the width, the QR code sized to the type."""
        size = max(MIN_TYPE, min(self.height() // 34, self.width() // 48))
        layout, page = self.layout(), self.standings_label
        for _ in range(4):  # a guess from the heights measured, then a point at a time
            self.fit_type(size)
            self.floor.fit(min(240, 5 * page.line_height()), max(size - 8, 10))
            self._fit_progress()
            self.flights.fit(self._width())
            for part in (self.clock, self.floor):  # their hints with the new type now, not
                inner = part.layout()  # once their own layout requests come through
                if inner is not None:
                    inner.invalidate()
                part.updateGeometry()
            layout.invalidate()
            layout.activate()  # the rows' height now, with everything else laid out
            if page.capacity() >= MIN_ROWS or size <= MIN_TYPE:
                break
            # the rest grows with the type too: the size at which MIN_ROWS would fit
            rows = (MIN_ROWS + 1) * page.line_height()
            whole = self.height() - page.height() + rows
            size = max(MIN_TYPE, min(size - 1, size * self.height() // whole))
        self._fitted = self._heights()
        self._render_fitted()

    def _heights(self) -> tuple[int, ...]:
        """What the rows' height depends on besides the window: the header's parts (the
        round line wraps as its count grows, the clock's phase line comes and goes), the
        progress and prize lines, the QR code."""
        return (self.title.heightForWidth(self.title.width()),
                self.round_label.heightForWidth(self.round_label.width()),
                self.clock.sizeHint().height(), int(self.clock.isHidden()),
                self.progress_label.height(), self.flights.label.height(),
                int(self.flights.label.isHidden()), int(self.floor.isHidden()))

    def _watch(self) -> None:
        """Fit again (once the events are through) when something above or below the rows
        changed its height: the rows take what is left and never overlap."""
        if self.isVisible() and self._fitted and self._heights() != self._fitted:
            self.refit_timer.start()

    def _render_fitted(self) -> None:
        self.page = min(self.page, self.pages() - 1)
        self._render_page()

    def fit_type(self, size: int) -> None:
        """The standings in ``size`` points, the title, the progress and the clock in
        proportion."""
        for label, step in ((self.title, 10), (self.round_label, 0),
                            (self.progress_label, -8), (self.standings_label, 0),
                            (self.page_label, -10), (self.flights.label, -6)):
            font = label.font()
            if font.pointSize() != max(size + step, 10):
                font.setPointSize(max(size + step, 10))
                label.setFont(font)
        self.clock.fit_type(size)

