"""The draw's hands per table size and the review under the seating grid.

"Hands per table size" (``TABLE_HANDS``): the same number at every table, or every player
plays the same number (a 6-table of a 5-handed event plays 24 for 20, the dealer sitting out;
``services.session_hands.HandsPerTable``). The review says how many hands each player of the
round plays (per table when the tables differ) and warns when the round's players would play
different numbers of hands.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.words.error_text import error_text, message_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

TABLE_HANDS = {
    QT_TRANSLATE_NOOP("SeatingScreen", "Same hands at every table"): "same",
    QT_TRANSLATE_NOOP("SeatingScreen", "Every player plays the same number"): "equal",
}
"""Hands per table size (``services.session_hands.HandsPerTable``) by English label."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("SeatingScreen", text)


def table_hands_box() -> QComboBox:
    """The draw's "hands per table size" choice (item data: ``"same"`` or ``"equal"``)."""
    box = QComboBox()
    box.setObjectName("handsPerTableSize")
    box.setToolTip(QCoreApplication.translate(
        "SeatingScreen",
        "Hands per table size: a 6-player table (the dealer sits out) plays more hands so "
        "its players play as many as at a 5-player table (24 for 20)"
    ))
    for label, choice in TABLE_HANDS.items():
        box.addItem(_tr(label), choice)
    return box


def table_hands_row(box: QComboBox) -> QHBoxLayout:
    """The choice under its label, "Hands per table size:"."""
    row = QHBoxLayout()
    label = QLabel(QCoreApplication.translate("SeatingScreen", "Hands per table size:"))
    label.setBuddy(box)
    row.addWidget(label)
    row.addWidget(box)
    row.addStretch(1)
    return row


def review_text(backend: Backend, round_id: RoundId) -> str:
    """How many hands each player of the round plays (per table when the tables differ),
    and the warning when the round's players play different numbers of hands."""
    try:
        review = backend.round_play(round_id)
    except ActionError as exc:
        return error_text(exc)
    if not review.tables:
        return ""
    if len({t.hands for t in review.tables}) == 1 and not review.uneven:
        return QCoreApplication.translate(
            "SeatingScreen", "Every player plays %n hand(s).", "", review.most)
    lines = []
    for table in review.tables:
        plays = (str(table.fewest) if table.fewest == table.most
                 else QCoreApplication.translate("SeatingScreen", "{low} to {high}").format(
                     low=table.fewest, high=table.most))
        lines.append(QCoreApplication.translate(
            "SeatingScreen", "Table {n}: %n hand(s), each player plays {plays}", "", table.hands,
        ).format(n=table.number, plays=plays))
    text = " · ".join(lines)
    warning = review.warning()
    if warning is not None:
        text += "\n" + QCoreApplication.translate("SeatingScreen", "Warning: {text}").format(
            text=message_text(warning))
    return text
