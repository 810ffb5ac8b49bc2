"""The projector display: standings in large type on a second screen, live as hands go in.

A separate top-level window that never takes the keyboard from the entry window
(``WindowDoesNotAcceptFocus``, ``WA_ShowWithoutActivating``, no focus policy on any of its
widgets). It shows the event name, the round in play with each table's progress
("Table 7: 31/48") and the standings, one page at a time: a page holds the rows that fit the
height left for them (``projector_fit``: the other parts' heights are bounded, the QR code
stands beside the rows, the type shrinks until ``MIN_ROWS`` fit) and a timer turns the page
every ``page_seconds`` (10 s by default).

Live: it listens to the app bus. A change that moved the standings reloads the standings (the
services keep them ranked in memory, so this costs the players whose totals changed); a change
to hands, tables or rounds reloads only the round progress. Nothing else is re-read. The lines
are the services' ``StandingRow``s, the printed standings' own. The round
progress (a count per table: 1,000 tables at 5,000 players) is re-read a moment after the
last hand (``PROGRESS_DELAY_MS``), off the Enter → new standings path, once for a burst.

With several screens ``choose_screen`` asks which one; it opens full screen there, else as a
window inside the screen's available area. **Ctrl+Shift+F11** opens and closes the one window;
**F11** (in the main window) toggles full screen. The type grows with the window (``fit_type``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QGuiApplication,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.exports.phase import EventPhase
from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.statistics.event_statistics import RoundProgress, TableHandsEntered
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.projector.projector_clock import ProjectorClock
from sheepshead_scorer.ui.projector.projector_fit import TEXT_LINES, FloorBlock, pack, show_lines
from sheepshead_scorer.ui.projector.projector_fitted import FittedPage
from sheepshead_scorer.ui.projector.projector_flights import ProjectorFlights
from sheepshead_scorer.ui.projector.projector_page import StandingsPage
from sheepshead_scorer.ui.widgets.screen_fit import fit_to_screen
from sheepshead_scorer.ui.words.error_text import error_text, message_text
from sheepshead_scorer.ui.words.translation import status_word

#: Seconds between pages of the standings.
PAGE_SECONDS = 10

#: Milliseconds after a hand before the round progress is re-read (hands in quick
#: succession are counted once).
PROGRESS_DELAY_MS = 250


def page_count(lines: int, page_size: int) -> int:
    """How many pages ``lines`` take at ``page_size`` lines a page (at least one)."""
    return max(1, -(-lines // max(page_size, 1)))


def _label(name: str, size: int, *, bold: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    font = QFont()
    font.setPointSize(size)
    font.setBold(bold)
    label.setFont(font)
    label.setWordWrap(True)
    return label


class ProjectorWindow(FittedPage, QWidget):
    """Standings, event and round progress in large type; pages turn by themselves."""

    closed = Signal()  # the director closed the projector: stop feeding it

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        event_id: int | None,
        parent: QWidget | None = None,
        *,
        page_seconds: float = PAGE_SECONDS,
        base_size: int = 26,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWindowTitle(self.tr("Sheepshead Scorer — projector"))
        self.setObjectName("projectorWindow")
        self.setStyleSheet(
            "#projectorWindow { background: #10233d; } QLabel { color: #f4f6fa; }"
            "#projectorProgress { color: #b9c7da; }"
        )
        self.backend = backend
        self.bus = bus
        self.event_id: int | None = None
        self.base_size = base_size
        self.title = _label("projectorTitle", base_size + 10, bold=True)
        self.round_label = _label("projectorRound", base_size)
        self.progress_label = _label("projectorProgress", max(base_size - 8, 10))
        self.standings_label = StandingsPage()  # a label per cell: changed cells are set
        font = QFont()
        font.setPointSize(base_size)
        self.standings_label.setFont(font)
        # the rows take the height left (``page_size``); the progress is cut to its lines
        self.standings_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.progress_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.progress_label.setWordWrap(False)
        self.progress_atoms: list[str] = []  # "Table 7: 31/48", shown in TEXT_LINES lines
        self.page_label = _label("projectorPage", max(base_size - 10, 10))
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 28, 40, 20)
        # fitting lays the page out at sizes it tries: never a window minimum from those
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.clock = ProjectorClock(backend, bus)  # the round clock, right of the title
        layout.addLayout(self.clock.header(self.title, self.round_label))
        layout.addWidget(self.progress_label)
        layout.addSpacing(12)
        body = QHBoxLayout()  # the rows, and the floor pages' QR code beside them
        body.setSpacing(40)
        body.addWidget(self.standings_label, 1)
        self.floor = FloorBlock(max(base_size - 8, 10))
        self.floor_qr, self.floor_label = self.floor.qr, self.floor.address
        body.addWidget(self.floor)
        layout.addLayout(body, 1)
        self.flights = ProjectorFlights(backend, base_size)  # flights and their prizes now
        layout.addWidget(self.flights.label)
        layout.addWidget(self.page_label)
        self.set_floor_address("", b"")

        self.lines: Sequence[StandingRow] = ()  # the services' view: a page read makes a page
        self.phase_text = ""  # "after session 1 of 3 — provisional"
        self.phase: EventPhase | None = None
        self.show_hands = True
        self.progress: RoundProgress | None = None
        self.page = 0
        self.standings_loads = 0
        self.progress_loads = 0
        self.timer = QTimer(self)
        self.timer.setInterval(int(page_seconds * 1000))
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        self.progress_timer = QTimer(self)
        self.progress_timer.setSingleShot(True)
        self.progress_timer.setInterval(PROGRESS_DELAY_MS)
        self.progress_timer.timeout.connect(self.reload_progress)
        self._fitted: tuple[int, ...] = ()  # the heights around the rows when last fitted
        self.refit_timer = QTimer(self)
        self.refit_timer.setSingleShot(True)
        self.refit_timer.setInterval(0)
        self.refit_timer.timeout.connect(self._fit)
        self.clock.ticker.ticked.connect(self._watch)  # its phase line comes and goes
        self._return_to: QWidget | None = None
        self._return_focus: QWidget | None = None
        self.bus.changed.connect(self._on_changed)
        self.set_event(event_id)

    # -- what is shown -------------------------------------------------------------------
    def set_floor_address(self, url: str, png: bytes) -> None:
        """Show the floor pages' QR code and address (hidden when ``url`` is empty)."""
        self.floor.show_address(url, png)
        if self.isVisible():
            self._fit()

    def set_event(self, event_id: int | None) -> None:
        """Show another event (the main window's event picker calls this)."""
        self.event_id = event_id
        self.page = 0
        self.clock.set_event(event_id)
        if event_id is None:
            self.title.setText(self.tr("No event"))
        else:
            try:
                self.title.setText(self.backend.event(EventId(event_id)).name)
            except ActionError as exc:
                self.title.setText(error_text(exc))
        self.reload_standings()
        self.reload_progress()

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if self.event_id is None:
            return
        if change.standings or change.players or (change.registrations and self.flights.by_player):
            # a new hand leaves the phase as it was once results are in: not read again
            new_hand = change.created is not None and bool(change.hands)
            self.reload_standings(phase=not (new_hand and self.phase and self.phase.results))
        if change.hands or change.tables or change.rounds:
            self.progress_timer.start()  # (re)started: one read after a burst of hands
        if change.events and self.event_id in change.events and not (
            change.hands  # a hand names its event too; the name stays
        ):
            self.title.setText(self.backend.event(EventId(self.event_id)).name)

    def reload_standings(self, *, phase: bool = True) -> None:
        """Read the standings again (the services' cached tallies: one cheap query), and
        the phase and the event's kind unless ``phase`` is False."""
        self.standings_loads += 1
        self.lines = ()
        if self.event_id is not None:
            try:
                report = self.flights.standings(EventId(self.event_id), reload=phase)
            except ActionError:
                report = None
            if report is not None:
                self.lines = report.rows
            if phase or self.phase is None:
                self._load_phase()
        self._render_fitted()
        self._watch()  # a prize line of more lines

    def _load_phase(self) -> None:
        """Provisional or final (the printed standings' words), and whether hands are counted
        (a round-totals event has none: no "Hands 0" column)."""
        assert self.event_id is not None
        try:
            self.phase = self.backend.event_phase(EventId(self.event_id))
            self.phase_text = message_text(self.phase.status())
            self.show_hands = not self.backend.event(EventId(self.event_id)).totals_only
        except ActionError:
            self.phase, self.phase_text, self.show_hands = None, "", True

    def reload_progress(self) -> None:
        """Read the round in play and its hands per table again."""
        self.progress_loads += 1
        self.progress = None
        if self.event_id is not None:
            try:
                self.progress = self.backend.round_progress(EventId(self.event_id))
            except ActionError:
                self.progress = None
        progress = self.progress
        self.clock.set_progress(progress)
        if progress is None:
            self.round_label.setText(
                self.tr("Waiting for the first round") if self.event_id else ""
            )
            self.progress_atoms = []
            self.progress_label.setText("")
            self._watch()
            return
        state = "" if progress.status == "published" else f" ({status_word(progress.status)})"
        self.round_label.setText(
            self.tr("Session {session} · Round {round}{state} · {entered}/{expected} hands entered")
            .format(
                session=progress.session, round=progress.round, state=state,
                entered=progress.entered, expected=progress.expected,
            )
        )
        self.progress_atoms = [self.table_text(t) for t in progress.tables]
        self._fit_progress()
        self._watch()

    def _fit_progress(self) -> None:
        lines = pack(self.progress_atoms, "     ", self.progress_label.font(), self._width(),
                     TEXT_LINES)
        show_lines(self.progress_label, lines, len(lines))

    def table_text(self, table: TableHandsEntered) -> str:
        """``"Table 7: 31/48"`` / ``"Tisch 7: 31/48"`` (``totals`` when a score sheet's totals
        were entered instead of hands, ``finished`` once all its hands are in)."""
        done = (self.tr("totals") if table.totals else self.tr("finished") if table.done
                else f"{table.entered}/{table.hands}")
        return self.tr("Table {n}: {done}").format(n=table.table, done=done)

    # -- paging --------------------------------------------------------------------------
    def page_size(self) -> int:
        """Players that fit the height the standings got (at least one)."""
        return max(1, self.standings_label.capacity())

    def pages(self) -> int:
        return page_count(len(self.lines), self.page_size())

    def next_page(self) -> None:
        """Turn to the next page (back to the first after the last)."""
        self.page = (self.page + 1) % self.pages()
        self.flights.turn()
        self._render_page()

    def visible_lines(self) -> tuple[StandingRow, ...]:
        size = self.page_size()
        return tuple(self.lines[self.page * size : (self.page + 1) * size])

    def _render_page(self) -> None:
        if not self.lines:
            self.standings_label.show_message(self.tr("No results yet.") if self.event_id else "")
            self.page_label.setText(self.phase_text if self.event_id else "")
            return
        headings = ("#", self.tr("Player"), self.tr("Points"), self.tr("Hands"))
        self.standings_label.show_lines(self.visible_lines(), headings,
                                        show_hands=self.show_hands, flights=self.flights.by_player)
        page = self.tr("Page {page} of {pages} · {count} players").format(
            page=self.page + 1, pages=self.pages(), count=len(self.lines)
        )
        self.page_label.setText(f"{self.phase_text} · {page}" if self.phase_text else page)

    def toggle_full_screen(self) -> None:
        """F11: full screen on the screen the projector is on, or back to a window."""
        # the window state, not showFullScreen(): that would ask to activate a window that
        # never takes the keyboard
        if self.isFullScreen():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)
        else:
            screen = self.screen()
            if screen is not None:
                self.setGeometry(screen.geometry())
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    # -- placing the window and keeping the keyboard where it was ----------------------------
    def changeEvent(self, event: QEvent) -> None:
        """If a window manager (or Qt's offscreen platform) activates the projector anyway,
        hand the activation straight back to the window that had it, focus and all."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            QTimer.singleShot(0, self._give_focus_back)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the page timer and the live updates; the window is then deleted."""
        self.timer.stop()
        self.progress_timer.stop()
        self.clock.stop()
        self.bus.changed.disconnect(self._on_changed)
        self.closed.emit()
        super().closeEvent(event)

    def _give_focus_back(self) -> None:
        window, widget = self._return_to, self._return_focus
        try:
            if window is not None and window.isVisible():
                window.activateWindow()
                if widget is not None and widget.isVisible():
                    widget.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        except RuntimeError:  # the entry window was closed meanwhile
            self._return_to = self._return_focus = None

    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on ``screen`` when the machine has several; else a normal window.
        The window that has the keyboard now keeps it."""
        active = QApplication.activeWindow()
        if active is not None and active is not self:
            self._return_to, self._return_focus = active, QApplication.focusWidget()
        screens = QGuiApplication.screens()
        if screen is not None and len(screens) > 1:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:  # a window inside the screen's available area (a 1366×768 laptop too)
            fit_to_screen(self, 1280, 800)
            self.move((self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
                      .topLeft())
            self.show()


def choose_screen(parent: QWidget | None) -> QScreen | None:
    """The screen for the projector: asked in a small dialog when there are several (the
    entry window's own screen last), ``None`` with one screen or when cancelled."""
    screens = list(QGuiApplication.screens())
    if len(screens) < 2:
        return None
    own = parent.screen() if parent is not None else None
    screens.sort(key=lambda s: s is own)
    names = [f"{s.name()} ({s.geometry().width()}×{s.geometry().height()})" for s in screens]
    picked, ok = QInputDialog.getItem(
        parent, QCoreApplication.translate("Projector", "Projector display"),
        QCoreApplication.translate("Projector", "Show the projector display on:"), names, 0,
        False,
    )
    return screens[names.index(picked)] if ok and picked in names else None


def open_projector(
    backend: Backend, bus: AppBus, event_id: int | None, parent: QWidget | None = None
) -> ProjectorWindow:
    """Open the projector window for ``event_id`` on a screen the director picks."""
    window = ProjectorWindow(backend, bus, event_id, parent)
    window.show_on(choose_screen(parent))
    return window
