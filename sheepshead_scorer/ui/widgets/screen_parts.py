"""Pieces the list screens (players, registration, seating) share.

``row_table`` is the read-only, sortable, whole-row-selecting table every list screen shows;
``fill_round_box`` lists an event's drawn rounds in a chooser (Round totals, Table entry);
``run_action`` runs one backend action the way every screen does: a refused action leaves its
message under the form (and nothing typed is lost), a done one clears it and tells every view
through the bus.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHeaderView, QLabel, QTableView

from sheepshead_scorer.services.door.reads import RoundRow
from sheepshead_scorer.ui.door.backend import ActionError
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import status_word


def row_table(object_name: str, model: QAbstractItemModel) -> QTableView:
    """A read-only table over ``model``: sorted by its first column, whole rows selected,
    columns stretched to the width, no row numbers."""
    view = QTableView()
    view.setObjectName(object_name)
    view.setModel(model)
    view.setSortingEnabled(True)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.verticalHeader().setVisible(False)
    return view


def run_action(action: Callable[[], Any], message: QLabel, bus: AppBus, done: str) -> bool:
    """Run ``action``; on ``ActionError`` show why in ``message`` and return False, else clear
    ``message``, publish the change with the status text ``done`` and return True."""
    try:
        change = action()
    except ActionError as exc:
        message.setText(error_text(exc))
        return False
    message.setText("")
    bus.publish(change, done)
    return True


def fill_round_box(box: QComboBox, rounds: Sequence[RoundRow]) -> None:
    """Put every round of ``rounds`` that has been drawn and published (not a draft) into
    ``box``, in order, each with its id as data; signals stay blocked until the caller picks
    the current one and unblocks them."""
    box.blockSignals(True)
    box.clear()
    for row in rounds:
        if row.status != "draft":
            box.addItem(
                QCoreApplication.translate(
                    "RoundChooser", "Session {session}, round {round} ({status})"
                ).format(session=row.session_number, round=row.number,
                         status=status_word(row.status)),
                row.id,
            )
