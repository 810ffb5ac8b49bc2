"""Hand entry on a closed round: the line says so at the first key ("Round 1 is closed…")
instead of reading the hand, and F2 offers to reopen the round (``ui/actions/round_life.py``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.ui.entry.preview import LineReader, LineReading


def closed_message(round_number: int) -> str:
    return QCoreApplication.translate(
        "HandEntryScreen",
        "Round {round} is closed: it takes no new hands. To correct a hand, pick it with "
        "Ctrl+Up and press F2 (you are asked to reopen the round), or reopen the round on "
        "Seating.",
    ).format(round=round_number)


class ClosedRoundReader:
    """A table's reader in a closed round: the dealer as the table's reader says, and any
    typed line refused with :func:`closed_message`."""

    def __init__(self, inner: LineReader, round_number: int) -> None:
        self.dealer = inner.dealer
        self._message = closed_message(round_number)

    def read(self, text: str) -> LineReading:
        if not text.strip():
            return LineReading(text)
        return LineReading(text, error=self._message)
