"""Setting up a season: a new league and season, and the season's scoring rules.

``NewSeasonDialog`` names the league (an existing one, or a new name) and the season.
``SeasonRulesDialog`` edits the scoring: placement points per place and for places past
them (or each night's game points), points per night played, best N of the nights, the
minimum of nights to be ranked, the tiebreak order, which nights count and whether the
table shows each player's Sheepshead rating (a column the league may turn on). Saving recomputes
the table; the dialog keeps the ``RulesChange`` (who moved) for the screen to show.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import LeagueId, SeasonId
from sheepshead_scorer.services.leagues.seasons import RulesChange
from sheepshead_scorer.tournament import LeagueRules, LeagueScoring, LeagueTiebreak
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

TIEBREAK_CHOICES = (
    ("", QT_TRANSLATE_NOOP("SeasonRulesDialog", "(none: players share the place)")),
    (LeagueTiebreak.MOST_NIGHTS.value, QT_TRANSLATE_NOOP("SeasonRulesDialog", "Most nights")),
    (LeagueTiebreak.BEST_NIGHT.value, QT_TRANSLATE_NOOP("SeasonRulesDialog", "Best night")),
    (LeagueTiebreak.LATEST_NIGHT.value,
     QT_TRANSLATE_NOOP("SeasonRulesDialog", "Latest night")),
)


def _number(text: str, field: str) -> Fraction:
    clean = text.strip().replace(",", ".").lstrip("+") or "0"
    try:
        return Fraction(clean)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{field}: {text!r} is not a number; write e.g. 2, 1.5 or 1/2") from None


class NewSeasonDialog(QDialog):
    """League (pick or type a new one) and season name; ``created`` is the new season id."""

    def __init__(self, backend: Backend, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newSeasonDialog")
        self.setWindowTitle(self.tr("New league season"))
        self.backend = backend
        self.created: int | None = None
        self.league = QComboBox()
        self.league.setObjectName("leagueBox")
        self.league.setEditable(True)
        for listing in backend.list_leagues():
            self.league.addItem(listing.name, listing.id)
        self.league.setCurrentIndex(-1 if self.league.count() == 0 else 0)
        self.name = QLineEdit()
        self.name.setObjectName("seasonName")
        self.name.setPlaceholderText(self.tr("e.g. 2026-27"))
        self.starts = QDateEdit(QDate.currentDate())
        self.starts.setCalendarPopup(True)
        self.message = QLabel()
        self.message.setObjectName("newSeasonMessage")
        self.message.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("League (pick or type a new one)"), self.league)
        form.addRow(self.tr("Season"), self.name)
        form.addRow(self.tr("Starts"), self.starts)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        (self.name if self.league.count() else self.league).setFocus()

    def save(self) -> None:
        typed = self.league.currentText().strip()
        index = self.league.findText(typed, Qt.MatchFlag.MatchFixedString)
        qdate = self.starts.date()
        try:
            league_id = (
                int(self.league.itemData(index)) if index >= 0
                else self.backend.create_league(typed).created
            )
            assert league_id is not None
            self.created = self.backend.create_season(
                LeagueId(league_id), self.name.text(),
                starts_on=dt.date(qdate.year(), qdate.month(), qdate.day()),
            ).created
        except ActionError as exc:
            self.message.setText(error_text(exc))
            return
        self.accept()


class SeasonRulesDialog(QDialog):
    """The scoring of one season; ``result`` holds what saving changed."""

    def __init__(
        self, backend: Backend, season_id: SeasonId, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("seasonRulesDialog")
        self.backend = backend
        self.season_id = season_id
        self.result_change: RulesChange | None = None
        settings = backend.season_settings(season_id)
        self.version = settings.version
        """The season's version when the dialog opened: what Save passes (a change another
        station saved meanwhile is never overwritten)."""
        rules = settings.rules
        self.setWindowTitle(self.tr("Rules of {season}").format(season=settings.name))
        self.placement = QCheckBox(self.tr("Placement points (else each night's game points)"))
        self.placement.setObjectName("placementScoring")
        self.placement.setChecked(rules.scoring is LeagueScoring.PLACEMENT_POINTS)
        self.points = QLineEdit(" ".join(str(p) for p in rules.placement_points))
        self.points.setObjectName("placementPoints")
        self.points.setPlaceholderText(self.tr("1st 2nd 3rd …, e.g. 25 20 16 13 11 10"))
        self.past = QLineEdit(str(rules.past_table_points))
        self.past.setObjectName("pastTablePoints")
        self.night = QLineEdit(str(rules.night_points))
        self.night.setObjectName("nightPoints")
        self.best = QSpinBox()
        self.best.setObjectName("bestOf")
        self.best.setRange(0, 200)
        self.best.setSpecialValueText(self.tr("all nights"))
        self.best.setValue(rules.best_of or 0)
        self.drop = QSpinBox()
        self.drop.setObjectName("dropWorst")
        self.drop.setRange(0, 200)
        self.drop.setValue(rules.drop_worst)
        self.minimum = QSpinBox()
        self.minimum.setObjectName("minNights")
        self.minimum.setRange(0, 200)
        self.minimum.setValue(rules.min_events)
        self.tiebreaks: list[QComboBox] = []
        for position in range(len(LeagueTiebreak)):
            box = QComboBox()
            box.setObjectName(f"tiebreak{position + 1}")
            for value, label in TIEBREAK_CHOICES:
                box.addItem(self.tr(label), value)
            chain = rules.tiebreak_chain
            if position < len(chain):
                box.setCurrentIndex(box.findData(chain[position].value))
            self.tiebreaks.append(box)
        self.nights = QListWidget()
        self.nights.setObjectName("countingNights")
        for event_id, label, counts in settings.nights:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, event_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if counts else Qt.CheckState.Unchecked)
            self.nights.addItem(item)
        self.rating_column = QCheckBox(self.tr("Show each player's &rating in the season table"))
        self.rating_column.setObjectName("ratingColumn")
        self.rating_column.setChecked(settings.rating_column)
        self.rating_column.setToolTip(self.tr(
            "A Rating column in the season table: on the screen, the PDF, the workbook, the "
            "CSV and the league website. The rating is recomputed from every hand played."
        ))
        self.message = QLabel()
        self.message.setObjectName("rulesMessage")
        self.message.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.placement)
        form.addRow(self.tr("Points by place"), self.points)
        form.addRow(self.tr("Places past the list"), self.past)
        form.addRow(self.tr("Points per night played"), self.night)
        form.addRow(self.tr("Best N nights count"), self.best)
        form.addRow(self.tr("Drop the worst N nights"), self.drop)
        form.addRow(self.tr("Nights needed to be ranked"), self.minimum)
        for position, box in enumerate(self.tiebreaks, start=1):
            form.addRow(self.tr("Tiebreak {n}").format(n=position), box)
        form.addRow(self.tr("Nights that count"), self.nights)
        form.addRow(self.rating_column)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.placement.setFocus()

    def rules(self) -> LeagueRules:
        """The rules as typed; ``ValueError`` (or the core's error) naming the field."""
        points = tuple(
            _number(p, self.tr("Points by place"))
            for p in self.points.text().replace(";", " ").replace(",", " ").split()
        )
        chain: list[Any] = [box.currentData() for box in self.tiebreaks if box.currentData()]
        return LeagueRules(
            scoring=LeagueScoring.PLACEMENT_POINTS if self.placement.isChecked()
            else LeagueScoring.TOTAL_POINTS,
            placement_points=points,
            past_table_points=_number(self.past.text(), self.tr("Places past the list")),
            night_points=_number(self.night.text(), self.tr("Points per night played")),
            best_of=self.best.value() or None,
            drop_worst=self.drop.value(),
            min_events=self.minimum.value(),
            tiebreaks=tuple(chain),
        )

    def counting(self) -> dict[int, bool]:
        return {
            int(self.nights.item(i).data(Qt.ItemDataRole.UserRole)):
            self.nights.item(i).checkState() == Qt.CheckState.Checked
            for i in range(self.nights.count())
        }

    def save(self) -> None:
        try:
            self.result_change = self.backend.update_season_rules(
                self.season_id, self.rules(), counting=self.counting(),
                expected_version=self.version, rating_column=self.rating_column.isChecked(),
            )
        except (ValueError, *ActionError) as exc:
            self.message.setText(error_text(exc))
            return
        self.accept()
