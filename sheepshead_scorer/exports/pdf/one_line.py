"""A name on one line: shortened with "…" where it has no room, never wrapped or spilling.

A seat card has room for one line of name; a Paragraph would wrap a 60-character name onto a
second line and push the card's text across the dashed cut line. :class:`OneLine` measures with
the width it is given, ends the text with an ellipsis when it is wider (``script.ellipsized``,
never parting a vowel sign from its letter) and draws through ``script.draw``, so Devanagari and
Thai are shaped with HarfBuzz as in the tables. The full name stays in the standings and the
workbook.
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from sheepshead_scorer.exports.pdf import script


class OneLine(Flowable):  # type: ignore[misc]  # reportlab is untyped
    """``text`` at ``size`` points on one line of ``leading`` points, ellipsized to fit."""

    def __init__(self, text: str, size: float, leading: float, *, bold: bool = False) -> None:
        super().__init__()
        self.text, self.size, self.leading, self.bold = text, size, leading, bold
        self.shown = text

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        self.shown = script.ellipsized(self.text, available_width, self.size, self.bold)
        return available_width, self.leading

    def draw(self) -> None:
        baseline = self.leading - self.size  # where a Paragraph of this leading puts it
        script.draw(self.canv, 0, baseline, self.shown, self.size, bold=self.bold)
