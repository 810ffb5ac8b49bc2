"""Every engine option, editable, grouped, each with a one-line explanation and its source.

One mechanism builds the whole form: it walks `dataclasses.fields(Ruleset)` and makes a check
box for a yes/no option, a drop-down for a choice (StrEnum), a spin box for a number (an
"optional" number shows "none" at its lowest value). Words come from `ruleset_catalog` (the
sources and presets from `rule_sources`).
`ruleset()` builds a validated `Ruleset` or raises the engine's `RuleError`, whose message the
form shows under the options (the director's choices stay as set).
"""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.rules import PRESETS, RuleError, Ruleset
from sheepshead_scorer.ui.preferences.theme import colours
from sheepshead_scorer.ui.widgets.wheel_guard import guard_wheel
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.rule_sources import add_presets, source_text
from sheepshead_scorer.ui.words.ruleset_catalog import info_for, value_word

SKIPPED = frozenset({"name", "_cache"})
OPTIONAL_NUMBERS = frozenset({"seats_in_play", "multiplier_cap"})
NUMBER_LIMIT = 1_000_000


class RulesetForm(QWidget):
    """A preset picker plus one editor per option; `changed` fires on any edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset_box = QComboBox()
        self.preset_box.setObjectName("presetBox")
        add_presets(self.preset_box, PRESETS)  # "003-rules-card — rules card: …"
        self.modified = QLabel()
        self.modified.setObjectName("rulesetModified")
        self.modified.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("rulesetMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {colours().bad};")
        self.editors: dict[str, QWidget] = {}
        self._rows: dict[str, tuple[QWidget, ...]] = {}
        self._defaults: dict[str, Any] = {}
        self._name = "custom"
        groups: dict[str, QGridLayout] = {}
        column = QVBoxLayout()
        body = QWidget()
        body.setLayout(column)
        for f in fields(Ruleset):
            if f.name in SKIPPED:
                continue
            info = info_for(f.name)
            grid = groups.get(info.group)
            if grid is None:
                box = QGroupBox(QCoreApplication.translate("RulesetCatalog", info.group))
                grid = groups[info.group] = QGridLayout(box)
                grid.setColumnStretch(2, 1)
                grid.setColumnMinimumWidth(0, 170)
                column.addWidget(box)
            editor = self._make_editor(f.name, f.default)
            self.editors[f.name] = editor
            self._defaults[f.name] = f.default
            label = QLabel(QCoreApplication.translate("RulesetCatalog", info.label))
            help_text = QCoreApplication.translate("RulesetCatalog", info.help)
            source = source_text(info.source)  # "encyclopedia rules; rules card"
            tip = self.tr("{help}\nSource: {source}").format(help=help_text, source=source)
            label.setToolTip(tip)
            editor.setToolTip(tip)
            hint = QLabel(
                self.tr("{help}  <i>(source: {source})</i>").format(help=help_text, source=source)
            )
            hint.setObjectName(f"hint_{f.name}")
            hint.setStyleSheet("color: palette(placeholder-text);")
            hint.setWordWrap(True)
            self._rows[f.name] = (label, editor, hint)
            row = grid.rowCount()
            grid.addWidget(label, row, 0)
            grid.addWidget(editor, row, 1)
            grid.addWidget(hint, row, 2)
        column.addStretch(1)
        guard_wheel(*(e for e in self.editors.values() if not isinstance(e, QCheckBox)))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        top = QVBoxLayout()  # the label above the preset: German at a large font fits 1366 px
        start = QLabel(self.tr("Start from preset"))
        start.setBuddy(self.preset_box)
        top.addWidget(start)
        top.addWidget(self.preset_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.modified)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        self.preset_box.currentIndexChanged.connect(self._on_preset)
        self._on_preset()

    def hide_option(self, name: str) -> None:
        """Leave an option off the form (its value still comes from the preset): the event
        form asks "Players per table" once, in its own field, which the draw uses."""
        for widget in self._rows[name]:
            widget.hide()

    # -- building ------------------------------------------------------------------------
    def _make_editor(self, name: str, default: Any) -> QWidget:
        editor: QWidget
        if isinstance(default, bool):
            editor = QCheckBox()
            editor.toggled.connect(self._edited)
        elif isinstance(default, StrEnum):
            editor = QComboBox()
            for member in type(default):
                editor.addItem(value_word(member.value), member)
            editor.currentIndexChanged.connect(self._edited)
        else:
            editor = QSpinBox()
            editor.setRange(0 if name in OPTIONAL_NUMBERS else -NUMBER_LIMIT, NUMBER_LIMIT)
            if name in OPTIONAL_NUMBERS:
                editor.setSpecialValueText(self.tr("none"))
            editor.valueChanged.connect(self._edited)
        editor.setObjectName(f"option_{name}")
        editor.setMinimumWidth(150)
        return editor

    def _edited(self, *_: Any) -> None:
        self.validate()
        self.changed.emit()

    # -- values --------------------------------------------------------------------------
    def set_ruleset(self, ruleset: Ruleset) -> None:
        for name, editor in self.editors.items():
            value = getattr(ruleset, name)
            editor.blockSignals(True)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif isinstance(editor, QSpinBox):
                editor.setValue(0 if value is None else int(value))
            editor.blockSignals(False)
        self._name = ruleset.name
        self.validate()
        self.changed.emit()

    def values(self) -> dict[str, Any]:
        """Every option as set on screen (not yet validated)."""
        result: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                result[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                result[name] = editor.currentData()
            elif isinstance(editor, QSpinBox):
                value = editor.value()
                result[name] = None if name in OPTIONAL_NUMBERS and value == 0 else value
        return result

    def ruleset(self) -> Ruleset:
        """The validated ruleset; RuleError (shown under the form) if it cannot be played."""
        values = self.values()
        base = PRESETS.get(self._name)
        changed = base is None or any(getattr(base, k) != v for k, v in values.items())
        name = f"{self._name} (edited)" if changed and base is not None else self._name
        return Ruleset(name=name, **values)

    def preset_name(self) -> str:
        """The preset the options started from (or the ruleset's own name)."""
        return self._name

    def changes_from_preset(self) -> list[tuple[str, str]]:
        """(option label, value as shown) of every option that differs from the preset the
        form started from, in form order; empty when nothing was changed."""
        base = PRESETS.get(self._name)
        if base is None:
            return []
        changes = []
        for name, value in self.values().items():
            if getattr(base, name) != value:
                label = QCoreApplication.translate("RulesetCatalog", info_for(name).label)
                changes.append((label, self.value_text(name, value)))
        return changes

    def value_text(self, name: str, value: Any) -> str:
        """An option's value in the form's words: yes / no, the choice's words, a number."""
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, StrEnum):
            return value_word(value.value)
        if value is None:
            return self.tr("none")
        return str(value)

    def _show_modified(self) -> None:
        changes = self.changes_from_preset()
        if not changes:
            self.modified.setStyleSheet("")
            self.modified.setText(
                self.tr("Rules exactly as in preset {preset}.").format(preset=self._name)
                if self._name in PRESETS else ""
            )
            return
        self.modified.setStyleSheet(f"color: {colours().bad}; font-weight: bold;")
        self.modified.setText(
            self.tr("Modified from preset {preset}: {changes}").format(
                preset=self._name,
                changes="; ".join(f"{label} {value}" for label, value in changes),
            )
        )

    def validate(self) -> bool:
        self._show_modified()
        try:
            self.ruleset()
        except RuleError as exc:
            self.message.setText(
                self.tr("These rules cannot be played: {error}").format(error=error_text(exc))
            )
            return False
        self.message.setText("")
        return True

    def _on_preset(self, *_: Any) -> None:
        name = self.preset_box.currentData()
        if name in PRESETS:
            self.set_ruleset(PRESETS[name])

    def choose_preset(self, name: str) -> None:
        index = self.preset_box.findData(name)
        if index >= 0:
            self.preset_box.setCurrentIndex(index)
            self._on_preset()
