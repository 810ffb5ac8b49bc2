"""The event's prize flights in its settings: how many, what orders the players, the
cutoffs (empty: equal flights), where players with no history go, each flight's share of
the pool and its places, and whether a player may win more than one prize.

Once the flights are fixed (the event's first round was published) the split can no longer
change: those fields are greyed out with a note saying why and what to do instead; the
prizes stay editable.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from sheepshead_scorer.tournament.flights import MAX_FLIGHTS, flight_names


def _numbers(text: str) -> list[str]:
    return [p.strip().rstrip("%").strip() for p in text.replace(";", ",").split(",") if p.strip()]


class FlightForm(QGroupBox):
    """The flights part of the event dialog; ``flights()`` gives the scheme's ``flights``
    value (``None``: no flights) or raises ValueError naming the field."""

    def __init__(self, raw: Mapping[str, Any] | None, fixed: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Prize flights"), parent)
        raw = raw or {}
        self.count = QComboBox()
        self.count.setObjectName("flightCount")
        self.count.addItem(self.tr("No flights"), 0)
        for n in range(2, MAX_FLIGHTS + 1):
            self.count.addItem(
                self.tr("{n} flights ({names})").format(n=n, names=", ".join(flight_names(n))),
                n,
            )
        self.count.setCurrentIndex(max(0, self.count.findData(int(raw.get("count", 0) or 0))))
        self.basis = QComboBox()
        self.basis.setObjectName("flightBasis")
        self.basis.addItem(self.tr("Rating before the event"), "rating")
        self.basis.addItem(self.tr("Game points per hand in earlier events"), "results")
        self.basis.setCurrentIndex(max(0, self.basis.findData(raw.get("basis", "rating"))))
        self.cutoffs = QLineEdit(", ".join(str(c) for c in raw.get("cutoffs") or ()))
        self.cutoffs.setObjectName("flightCutoffs")
        self.cutoffs.setPlaceholderText(self.tr("empty: equal flights; or e.g. 1600, 1400"))
        self.no_history = QComboBox()
        self.no_history.setObjectName("flightNoHistory")
        self.no_history.addItem(self.tr("Lowest flight"), "lowest")
        self.no_history.addItem(self.tr("Highest flight"), "highest")
        self.no_history.setCurrentIndex(
            max(0, self.no_history.findData(raw.get("no_history", "lowest")))
        )
        self.min_hands = QSpinBox()
        self.min_hands.setObjectName("flightMinHands")
        self.min_hands.setRange(1, 100_000)
        self.min_hands.setValue(int(raw.get("min_hands", 1)))
        self.one_prize = QCheckBox(self.tr("A player wins at most one prize (the larger)"))
        self.one_prize.setObjectName("flightOnePrize")
        self.one_prize.setChecked(bool(raw.get("one_prize", True)))
        prizes = list(raw.get("prizes") or ())
        self.shares: list[QLineEdit] = []
        self.places: list[QLineEdit] = []
        self.names: list[QLabel] = []
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Share of pool (%)")), 0, 1)
        grid.addWidget(QLabel(self.tr("Places (% of the share)")), 0, 2)
        for i, name in enumerate(flight_names(MAX_FLIGHTS)):
            given = prizes[i] if i < len(prizes) else {}
            label = QLabel(self.tr("Flight {name}").format(name=name))
            share = QLineEdit(str(given.get("share_percent", "")))
            share.setObjectName(f"flightShare{name}")
            share.setMaximumWidth(70)
            places = QLineEdit(", ".join(str(p) for p in given.get("place_percents", ())))
            places.setObjectName(f"flightPlaces{name}")
            places.setPlaceholderText(self.tr("e.g. 50, 30, 20"))
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(share, i + 1, 1)
            grid.addWidget(places, i + 1, 2)
            self.names.append(label)
            self.shares.append(share)
            self.places.append(places)
        self.note = QLabel()
        self.note.setObjectName("flightFixedNote")
        self.note.setWordWrap(True)
        form = self._form = QFormLayout(self)
        form.addRow(self.tr("Flights"), self.count)
        form.addRow(self.tr("Split by"), self.basis)
        form.addRow(self.tr("Cutoffs"), self.cutoffs)
        form.addRow(self.tr("No history goes to"), self.no_history)
        form.addRow(self.tr("Hands for a history"), self.min_hands)
        form.addRow(grid)
        form.addRow("", self.one_prize)
        form.addRow(self.note)
        if fixed:
            for widget in (self.count, self.basis, self.cutoffs, self.no_history,
                           self.min_hands):
                widget.setEnabled(False)
            self.note.setText(self.tr(
                "The flights were fixed when the first round was published; how players are "
                "split can no longer change. Move a player by hand on the registration "
                "screen; the prizes may still change."
            ))
        self.count.currentIndexChanged.connect(self._show_rows)
        self._show_rows()

    def _show_rows(self) -> None:
        count = int(self.count.currentData())
        for widget in (self.basis, self.cutoffs, self.no_history, self.min_hands,
                       self.one_prize):
            widget.setVisible(count > 0)
            label = self._form.labelForField(widget)
            if label is not None:
                label.setVisible(count > 0)
        for i, row in enumerate(zip(self.names, self.shares, self.places, strict=True)):
            for cell in row:
                cell.setVisible(i < count)

    def flights(self) -> dict[str, Any] | None:
        """The ``flights`` value of the prize scheme; ValueError naming the field."""
        count = int(self.count.currentData())
        if not count:
            return None
        cutoffs = _numbers(self.cutoffs.text())
        for value in cutoffs:
            self._number(self.tr("Cutoffs"), value)
        if cutoffs and len(cutoffs) != count - 1:
            raise ValueError(self.tr(
                "Cutoffs: {count} flights need {need} cutoffs, the highest first (e.g. 1600, "
                "1400), or none for equal flights"
            ).format(count=count, need=count - 1))
        prizes = []
        for name, share, places in zip(
            flight_names(count), self.shares, self.places, strict=False
        ):
            field = self.tr("Flight {name}").format(name=name)
            share_text = share.text().strip().rstrip("%").strip() or "0"
            self._number(field, share_text)
            place_list = _numbers(places.text())
            for value in place_list:
                self._number(field, value)
            prizes.append({"share_percent": share_text, "place_percents": place_list})
        return {
            "count": count, "basis": self.basis.currentData(), "cutoffs": cutoffs,
            "no_history": self.no_history.currentData(), "min_hands": self.min_hands.value(),
            "one_prize": self.one_prize.isChecked(), "prizes": prizes,
        }

    def _number(self, field: str, text: str) -> Fraction:
        try:
            return Fraction(text.replace(",", "."))
        except (ValueError, ZeroDivisionError):
            raise ValueError(self.tr("{field}: {value} is not a number; type e.g. 25").format(
                field=field, value=repr(text),
            )) from None
