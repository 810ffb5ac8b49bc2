"""The round clock's length dialog: minutes and the warning before the end (Start… and Set
length… of Edit → Round clock). Enter accepts, Esc cancels."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from sheepshead_scorer.tournament.round_clock import MAX_MINUTES


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
        self.warning.setRange(0, MAX_MINUTES - 1)
        self.warning.setValue(warning)
        self.warning.setSuffix(self.tr(" min"))
        self.warning.setSpecialValueText(self.tr("no warning"))
        length_label = QLabel(self.tr("Round &length:"))
        length_label.setBuddy(self.minutes)
        warning_label = QLabel(self.tr("&Warning before the end:"))
        warning_label.setBuddy(self.warning)
        form.addRow(length_label, self.minutes)
        form.addRow(warning_label, self.warning)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.addButton(go, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        ok.setDefault(True)  # once in the dialog: Enter starts (else Cancel took it)
        self.minutes.setFocus()
        self.minutes.selectAll()

    def values(self) -> tuple[int, int]:
        return self.minutes.value(), self.warning.value()
