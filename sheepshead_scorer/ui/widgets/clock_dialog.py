"""The round clock's length dialog: minutes and the warning before the end (Start… and Set
length… of Edit → Round clock). Enter accepts, Esc cancels.

The warning follows the length while the director has not changed it (5 minutes, at most half
the round: ``default_warning``). A length and warning the clock does not take (the core's one
rule, ``length_problem``: a warning of at most half the round) are said in the dialog, which
stays open with what was typed; nothing reaches the services until they fit.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from sheepshead_scorer.tournament.round_clock import (
    MAX_MINUTES,
    default_warning,
    length_problem,
    most_warning,
)
from sheepshead_scorer.ui.words.error_text import message_text


class ClockLengthDialog(QDialog):
    """Ask a round's length and warning, both in whole minutes."""

    def __init__(
        self, parent: QWidget | None, *, title: str, what: str, minutes: int, warning: int,
        go: str,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("clockLengthDialog")
        self.setWindowTitle(title)
        form = QFormLayout(self)
        form.addRow(QLabel(what))
        self.minutes = QSpinBox()
        self.minutes.setObjectName("clockMinutes")
        self.minutes.setRange(1, MAX_MINUTES)
        self.minutes.setValue(minutes)
        self.minutes.setSuffix(self.tr(" min"))
        self.warning = QSpinBox()
        self.warning.setObjectName("clockWarning")
        self.warning.setRange(0, MAX_MINUTES // 2)  # wider than a short round takes: said
        self.warning.setValue(warning)
        self.warning.setSuffix(self.tr(" min"))
        self.warning.setSpecialValueText(self.tr("no warning"))
        # the warning follows the length until the director changes it: the default when it
        # was the default, else what the previous round had, at most half the new length
        self._follows = warning == default_warning(minutes)
        self._kept = warning
        self._setting = False
        length_label = QLabel(self.tr("Round &length:"))
        length_label.setBuddy(self.minutes)
        warning_label = QLabel(self.tr("&Warning before the end:"))
        warning_label.setBuddy(self.warning)
        form.addRow(length_label, self.minutes)
        form.addRow(warning_label, self.warning)
        self.problem = QLabel()
        self.problem.setObjectName("clockProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("QLabel { color: #b71c1c; font-weight: bold; }")
        self.problem.setVisible(False)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.addButton(go, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        ok.setDefault(True)  # once in the dialog: Enter starts (else Cancel took it)
        self.minutes.valueChanged.connect(self._length_changed)
        self.warning.valueChanged.connect(self._warning_changed)
        self.minutes.setFocus()
        self.minutes.selectAll()

    def _length_changed(self, minutes: int) -> None:
        self.problem.setVisible(False)
        follow = (default_warning(minutes) if self._follows
                  else min(self._kept, most_warning(minutes)))
        if follow != self.warning.value():
            self._setting = True
            self.warning.setValue(follow)
            self._setting = False

    def _warning_changed(self, warning: int) -> None:
        self.problem.setVisible(False)
        if not self._setting:  # the director's own warning: kept from now on
            self._follows = False
            self._kept = warning

    def accept(self) -> None:
        """Close only with a length and warning the clock takes; else say why, here."""
        minutes, warning = self.values()
        problem = length_problem(minutes, warning)
        if problem is not None:
            self.show_problem(message_text(problem))
            field = self.minutes if not 1 <= minutes <= MAX_MINUTES else self.warning
            field.setFocus()
            field.selectAll()
            return
        super().accept()

    def show_problem(self, text: str) -> None:
        """``text`` shown in red above the buttons (the dialog stays open)."""
        self.problem.setText(text)
        self.problem.setMinimumWidth(max(self.width(), 340))  # wrapped, not cut off
        self.problem.setVisible(True)
        self.adjustSize()  # the dialog grows to the message's lines

    def values(self) -> tuple[int, int]:
        return self.minutes.value(), self.warning.value()
