"""Preferences: language, theme, default ruleset, font size, this station's name, and the
open database's currency (a setting of the database, not of this computer: every station
on it shows the same money)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from sheepshead_scorer.exports.formatting import Currency
from sheepshead_scorer.rules import PRESETS
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import FONT_SIZES, LANGUAGES, AppSettings, Theme
from sheepshead_scorer.ui.preferences.theme import apply_theme
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.rule_sources import add_presets


class SettingsDialog(QDialog):
    def __init__(
        self, settings: AppSettings, parent: QWidget | None = None, *,
        backend: Backend | None = None, bus: AppBus | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.backend, self.bus = backend, bus
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.theme = QComboBox()
        theme_names = {
            Theme.SYSTEM: self.tr("System"), Theme.LIGHT: self.tr("Light"),
            Theme.DARK: self.tr("Dark"),
        }
        for theme in Theme:
            self.theme.addItem(theme_names[theme], theme)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.ruleset = QComboBox()
        add_presets(self.ruleset, PRESETS)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(settings.default_ruleset)))
        self.font_size = QSpinBox()
        self.font_size.setRange(FONT_SIZES.start, FONT_SIZES.stop - 1)
        self.font_size.setValue(settings.font_size)
        self.station = QLineEdit(settings.station)
        self.station.setPlaceholderText(self.tr("e.g. Desk 1 (default: this computer's name)"))
        self.currency = QComboBox()
        self.currency.addItem(self.tr("Dollars ($12.50)"), Currency.DOLLAR.value)
        self.currency.addItem(self.tr("Euros (12,50 € in German, €12.50 in English)"),
                              Currency.EURO.value)
        self.currency.setToolTip(self.tr(
            "What every sum of money is written in — screens, printouts, workbooks and the "
            "players' pages — for every event of this database and every station on it"
        ))
        if backend is not None:
            self.currency.setCurrentIndex(max(0, self.currency.findData(backend.currency().value)))
        self.currency.setEnabled(backend is not None)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        note = QLabel(self.tr("A new language takes effect when you restart the app."))
        note.setObjectName("languageNote")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Theme"), self.theme)
        form.addRow(self.tr("Default rules"), self.ruleset)
        form.addRow(self.tr("Font size"), self.font_size)
        form.addRow(self.tr("Station name"), self.station)
        form.addRow(self.tr("Money in (this database)"), self.currency)
        form.addRow(self.problem)
        form.addRow(note)
        form.addRow(buttons)

    def accept(self) -> None:
        if not self._save_currency():
            return
        self.settings.language = self.language.currentData()
        self.settings.theme = self.theme.currentData()
        self.settings.default_ruleset = self.ruleset.currentData()
        self.settings.font_size = self.font_size.value()
        self.settings.station = self.station.text()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.settings.theme, self.settings.font_size)
        super().accept()

    def _save_currency(self) -> bool:
        """Store a changed currency in the database; False (dialog stays open, the reason
        shown) when the database refused it."""
        chosen = Currency(self.currency.currentData())
        if self.backend is None or chosen is self.backend.currency():
            return True
        try:
            changes = self.backend.set_currency(chosen)
        except ActionError as exc:
            self.problem.setText(error_text(exc))
            self.problem.show()
            return False
        if self.bus is not None:
            self.bus.publish(changes)
        return True
