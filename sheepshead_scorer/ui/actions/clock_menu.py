"""The round clock from the desk: Edit → Round clock, and the clock in the status bar.

- **Start…** (Shift+F8) asks the round's length (the event's previous round's, else two
  minutes a hand) and the warning before the end; Enter starts the round in play's clock.
- **Pause / resume** (F8) stops the clock or lets it run on.
- **Add minutes…** (Ctrl+F8) adds minutes, or takes them off when negative (a mistake
  corrected); taking off more than is left is refused in a message box, saying how much may go.
- **Set length…** changes the length and warning (a running clock keeps the time it has run);
  **Reset…** asks, then sets the clock back to not started.

The length dialog says a warning longer than half the round in the dialog and stays open with
what was typed; a refusal of a change asked in a dialog (Start…, Add minutes…, Set length…) is
shown in a message box as well as the status bar. A closed round's clock is over: the status
bar shows none and the actions say the round is closed.

Each change carries the clock's version the status bar showed: a change another station made
meanwhile is refused with its name ("reload and look at the clock again") and the clock is read
again. The status bar shows the round in play's clock, counting every second; in the warning
time its colour turns amber, at time it says LAST HAND in red.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QInputDialog, QLabel, QMenu, QMessageBox, QStatusBar, QWidget

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.tournament.round_clock import MAX_MINUTES, ClockPhase
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.widgets.clock_dialog import ClockLengthDialog
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker, clock_words
from sheepshead_scorer.ui.words.error_text import error_text

translate = QCoreApplication.translate

#: The status bar's colours by phase (amber in the warning time, red at time).
STYLES = {
    ClockPhase.WARNING: "QLabel { background: #f5b800; color: #1a1a1a; padding: 0 6px; }",
    ClockPhase.TIME_UP: "QLabel { background: #c62828; color: white; font-weight: bold; "
                        "padding: 0 6px; }",
}


class ClockStatus(QLabel):
    """The status bar's clock: "Round 2 clock: 17:26", updated from the ticker."""

    def __init__(self, ticker: ClockTicker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundClockStatus")
        self.ticker = ticker
        self.phase: ClockPhase | None = None
        ticker.ticked.connect(self.show_time)

    def show_time(self) -> None:
        """The clock's line, or none: no round in play, or its round closed (the reading
        says ``closed``: the clock is over, nothing runs)."""
        view, reading = self.ticker.view, self.ticker.reading()
        if view is None or reading is None or reading.phase == ClockPhase.CLOSED:
            self.setVisible(False)
            return
        text = clock_words(view, reading)
        if text != self.text():
            self.setText(text)
        if reading.phase != self.phase:
            self.phase = reading.phase
            self.setStyleSheet(STYLES.get(reading.phase, ""))
        self.setVisible(True)


class ClockMenu(QObject):
    """Edit → Round clock: start, pause/resume, add minutes, set the length, reset."""

    def __init__(self, backend: Backend, bus: AppBus, ticker: ClockTicker, parent: QWidget,
                 message: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.backend, self.bus, self.ticker, self.parent_widget = backend, bus, ticker, parent
        self.message = message

    def install(self, menu: QMenu) -> QMenu:
        clock = menu.addMenu(translate("RoundClock", "Round c&lock"))
        clock.setObjectName("roundClockMenu")
        for name, text, keys, slot in (
            ("clockStartAction", translate("RoundClock", "&Start…"), "Shift+F8", self.start),
            ("clockPauseAction", translate("RoundClock", "&Pause / resume"), "F8",
             self.pause_or_resume),
            ("clockAddAction", translate("RoundClock", "&Add minutes…"), "Ctrl+F8",
             self.add_minutes),
            ("clockLengthAction", translate("RoundClock", "Set &length…"), "", self.set_length),
            ("clockResetAction", translate("RoundClock", "&Reset…"), "", self.reset),
        ):
            action = clock.addAction(text)
            action.setObjectName(name)
            if keys:
                action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
        return clock

    # -- the actions ---------------------------------------------------------------------
    def _round(self) -> tuple[RoundId, int, int] | None:
        """The round in play's id, its number and the clock's version the desk shows."""
        view = self.ticker.view
        closed = self.ticker.closed
        if view is None and closed is not None:
            self.message(translate("RoundClock", "Round {round} is closed: its clock is over. "
                                   "Reopen the round on Seating to change its clock.")
                         .format(round=closed.round))
            return None
        if view is None:
            self.message(translate("RoundClock", "No round is in play: publish a round on "
                                   "Seating first, then start its clock."))
            return None
        return RoundId(view.round_id), view.round, view.version

    def _do(self, action: Callable[[], Changes], done: str, box: str = "") -> bool:
        """Run ``action``; a refusal goes to the status bar, and with ``box`` (its title: the
        change was asked in a dialog) into a message box the director answers."""
        try:
            changes = action()
        except ActionError as exc:
            said = error_text(exc)
            self.message(said)
            if box:
                QMessageBox.warning(self.parent_widget, box, said)
            self.ticker.reload()  # what the other station did, shown now
            return False
        self.bus.publish(changes, done, initiator=self)
        return True

    def start(self) -> None:
        found = self._round()
        view = self.ticker.view
        if found is None or view is None:
            return
        round_id, number, version = found
        if view.state.started:
            self.message(translate("RoundClock", "Round {round}'s clock is already running: "
                                   "pause it (F8), add minutes (Ctrl+F8) or reset it.")
                         .format(round=number))
            return
        dialog = ClockLengthDialog(
            self.parent_widget, title=translate("RoundClock", "Start the round clock"),
            what=translate("RoundClock", "Round {round} of session {session}").format(
                round=number, session=view.session),
            minutes=view.state.minutes, warning=view.state.warning_minutes,
            go=translate("RoundClock", "Start"))
        if dialog.exec() != ClockLengthDialog.DialogCode.Accepted:
            self.message(translate("RoundClock", "The clock was not started."))
            return
        minutes, warning = dialog.values()
        self._do(lambda: self.backend.start_round_clock(
            round_id, minutes=minutes, warning_minutes=warning, expected_version=version),
            translate("RoundClock", "Round {round}'s clock started: {minutes} minutes.")
            .format(round=number, minutes=minutes),
            box=translate("RoundClock", "Start the round clock"))

    def pause_or_resume(self) -> None:
        found = self._round()
        view = self.ticker.view
        if found is None or view is None:
            return
        round_id, number, version = found
        if view.state.paused:
            self._do(lambda: self.backend.resume_round_clock(round_id, expected_version=version),
                     translate("RoundClock", "Round {round}'s clock runs again.")
                     .format(round=number))
        else:
            self._do(lambda: self.backend.pause_round_clock(round_id, expected_version=version),
                     translate("RoundClock", "Round {round}'s clock is paused (F8 resumes it).")
                     .format(round=number))

    def add_minutes(self) -> None:
        found = self._round()
        if found is None:
            return
        round_id, number, version = found
        minutes, ok = QInputDialog.getInt(
            self.parent_widget, translate("RoundClock", "Add minutes"),
            translate("RoundClock", "Minutes to add to round {round}'s clock (negative takes "
                      "minutes off):").format(round=number),
            5, -MAX_MINUTES, MAX_MINUTES)
        if not ok:
            return
        self._do(lambda: self.backend.add_clock_minutes(round_id, minutes,
                                                        expected_version=version),
                 translate("RoundClock", "{minutes:+d} minutes on round {round}'s clock.")
                 .format(minutes=minutes, round=number),
                 box=translate("RoundClock", "Add minutes"))

    def set_length(self) -> None:
        found = self._round()
        view = self.ticker.view
        if found is None or view is None:
            return
        round_id, number, version = found
        dialog = ClockLengthDialog(
            self.parent_widget, title=translate("RoundClock", "Round clock length"),
            what=translate("RoundClock", "Round {round} of session {session}").format(
                round=number, session=view.session),
            minutes=view.state.minutes, warning=view.state.warning_minutes,
            go=translate("RoundClock", "Set"))
        if dialog.exec() != ClockLengthDialog.DialogCode.Accepted:
            return
        minutes, warning = dialog.values()
        self._do(lambda: self.backend.set_round_clock(
            round_id, minutes=minutes, warning_minutes=warning, expected_version=version),
            translate("RoundClock", "Round {round}'s clock: {minutes} minutes, warning "
                      "{warning} minutes before the end.").format(
                round=number, minutes=minutes, warning=warning),
            box=translate("RoundClock", "Round clock length"))

    def reset(self) -> None:
        found = self._round()
        if found is None:
            return
        round_id, number, version = found
        asked = QMessageBox.question(
            self.parent_widget, translate("RoundClock", "Reset the round clock"),
            translate("RoundClock", "Set round {round}'s clock back to not started? The time "
                      "it has run and the minutes added are dropped.").format(round=number),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if asked != QMessageBox.StandardButton.Yes:
            return
        self._do(lambda: self.backend.reset_round_clock(round_id, expected_version=version),
                 translate("RoundClock", "Round {round}'s clock is reset.").format(round=number))


def install_round_clock(
    backend: Backend, bus: AppBus, parent: QWidget, menu: QMenu, status_bar: QStatusBar,
    message: Callable[[str], None],
) -> tuple[ClockTicker, ClockMenu]:
    """The clock's submenu in ``menu`` and its line in ``status_bar``; connect the ticker's
    ``set_event`` to the window's event picker (it reads the clock then)."""
    ticker = ClockTicker(backend, bus, parent)
    status_bar.addPermanentWidget(ClockStatus(ticker, parent))
    clock_menu = ClockMenu(backend, bus, ticker, parent, message)
    clock_menu.install(menu)
    return ticker, clock_menu
