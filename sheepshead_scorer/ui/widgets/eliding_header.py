"""A table header whose lines end in "…" where a section has no room.

A score-sheet column is headed "3 Maximilian Alexander …" over the running total. Qt elides a
header's text only as one line; a two-line label wider than its section is centred and cut on
both sides. :class:`ElidingHeader` elides each line to the section's width before the style
draws it; the full name stays in the section's tooltip. A namesake's tag stays whole:
"4 Bob Miller (Jr.)" in a narrow column reads "4 Bob Mi… (Jr.)", never "4 Bob Miller (…",
since the tag is what tells the two Bob Millers apart (``services.player_names``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeaderV2, QWidget

MARGIN = 12  # the style's text margins on both sides, and a little air
_TAGGED = re.compile(r"^(?P<name>.*\S)(?P<tag>\s+\([^()]+\)\u2069?)$")  # bidi.name isolates


class ElidingHeader(QHeaderView):
    """A horizontal header eliding every line of a section's label on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)  # as QTableView's own header
        self.setHighlightSections(True)

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeaderV2()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logicalIndex)
        option.rect = rect
        option.text = elided_lines(self, option.text, rect.width() - MARGIN)
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()


def elided_lines(widget: QWidget, text: str, room: int) -> str:
    """``text`` with each of its lines elided on the right to ``room`` pixels; a line
    ending in a namesake's tag ("… (Jr.)") gives up its name part first."""
    return "\n".join(_elided_line(widget, line, max(room, 0)) for line in text.split("\n"))


def _elided_line(widget: QWidget, line: str, room: int) -> str:
    metrics = widget.fontMetrics()
    tagged = _TAGGED.match(line)
    if tagged is not None and metrics.horizontalAdvance(line) > room:
        tag = tagged["tag"]
        left = room - metrics.horizontalAdvance(tag)
        name = metrics.elidedText(tagged["name"], Qt.TextElideMode.ElideRight, left)
        if left > 0 and name not in ("", "…"):
            return name + tag
    return metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
