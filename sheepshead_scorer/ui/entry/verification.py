"""Blind second entry: another volunteer re-types a table's sheet; every difference is flagged.

`compare_sheets` is the comparison (pure); `VerificationLog` remembers, per table, whether its
second entry matched, so the seating screen can refuse to close a round while a table is
unchecked or differs (when the director turned "require second entry" on).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sheepshead_scorer.ids import TableId
from sheepshead_scorer.rules.sheep_head import fox_hand_from_dict
from sheepshead_scorer.ui.entry.fox import describe_fox_outcome


@dataclass(frozen=True)
class TableCheck:
    table_id: TableId
    differences: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.differences


def _short(outcome: Mapping[str, Any]) -> str:
    """One hand in a few words, with only the numbers that were typed: tricks when
    ``tricks_typed``, a leaster's points for its ``points_typed`` seats ("–" for the rest)."""
    kind = outcome.get("type", "?")
    if kind == "picked":
        partners = "".join(f"+{p + 1}" for p in outcome.get("partners", ()))
        alone = QCoreApplication.translate("Verification", " alone")
        side = f"P{outcome['picker'] + 1}{partners or alone}"
        extras = "".join(
            f" {name}×{outcome[name]}" for name in ("cracks", "blitzes", "kontras")
            if outcome.get(name)
        )
        if not outcome.get("tricks_typed", True):  # `13 74`: the tricks were filled in
            return QCoreApplication.translate(
                "Verification", "{side} {points} pts{extras}"
            ).format(side=side, points=outcome["points"], extras=extras)
        return QCoreApplication.translate(
            "Verification", "{side} {points} pts, {tricks} tricks{extras}"
        ).format(side=side, points=outcome["points"], tricks=outcome["tricks"], extras=extras)
    if kind == "penalty":
        return QCoreApplication.translate(
            "Verification", "penalty on seat {seat} ({reason})"
        ).format(seat=outcome["offender"] + 1, reason=outcome.get("reason", ""))
    if kind == "fox":  # Sheep Head: "fox 1+3 · counters 9–4", "buck 2+4"
        return describe_fox_outcome(fox_hand_from_dict(dict(outcome)))
    if kind == "leaster":
        points = outcome.get("points", ())
        typed = outcome.get("points_typed")  # None: every seat's points were typed
        return QCoreApplication.translate("Verification", "leaster {points}").format(
            points="/".join(
                str(p) if typed is None or seat in typed else "–"
                for seat, p in enumerate(points)
            )
        )
    return str(kind).replace("_", " ")


def compare_sheets(
    first: Sequence[Mapping[str, Any]], second: Sequence[Mapping[str, Any]]
) -> tuple[str, ...]:
    """Every hand where the two entries differ, in words ("hand 7: first …, second …")."""
    found: list[str] = []
    for number in range(1, max(len(first), len(second)) + 1):
        a = first[number - 1] if number <= len(first) else None
        b = second[number - 1] if number <= len(second) else None
        if a is None and b is not None:
            found.append(QCoreApplication.translate(
                "Verification", "hand {n}: only in the second entry ({hand})"
            ).format(n=number, hand=_short(b)))
        elif b is None and a is not None:
            found.append(QCoreApplication.translate(
                "Verification", "hand {n}: missing from the second entry (first: {hand})"
            ).format(n=number, hand=_short(a)))
        elif a is not None and b is not None and dict(a) != dict(b):
            found.append(QCoreApplication.translate(
                "Verification", "hand {n}: first {first}; second {second}"
            ).format(n=number, first=_short(a), second=_short(b)))
    return tuple(found)


class VerificationLog(QObject):
    """Which tables passed their blind second entry (kept for this session of the app)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.required = False
        self._checks: dict[int, TableCheck] = {}

    def record(self, check: TableCheck) -> None:
        self._checks[check.table_id] = check
        self.changed.emit()

    def check_for(self, table_id: TableId) -> TableCheck | None:
        return self._checks.get(table_id)

    def blocking(self, tables: Sequence[tuple[int, int]]) -> list[str]:
        """For (table id, table number) pairs: why each unverified table blocks closing."""
        if not self.required:
            return []
        reasons = []
        for table_id, number in tables:
            check = self._checks.get(table_id)
            if check is None:
                reasons.append(QCoreApplication.translate(
                    "Verification", "table {n} has no second entry yet"
                ).format(n=number))
            elif not check.ok:
                count = len(check.differences)
                differs = self.tr("table {n}: the second entry differs in %n hand(s)", "", count)
                reasons.append(differs.format(n=number))
        return reasons
