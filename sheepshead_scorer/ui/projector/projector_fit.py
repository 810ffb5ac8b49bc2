"""Fitting the projector's page to its window (issue 29 walk: rows drawn over each other at
1280×800, none at 1024×768, four a page at 1600×1000 once the QR code, the prize line and the
clock were on).

The standings rows are what the hall reads, so everything else has a bounded height and the
rows take what is left: the round's table progress and the prize line are cut to at most
``TEXT_LINES`` lines each (the prize line turns in pages with the standings, a flight at a
time when it is long), the floor network's QR code stands beside the rows (``FloorBlock``),
and the type shrinks, down to ``MIN_TYPE``, until ``MIN_ROWS`` players fit a page. The rows a
page holds are counted from the height the standings really got (``StandingsPage.capacity``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QPixmap, QTextLayout
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

#: The smallest standings type (points) the window shrinks to so that rows fit.
MIN_TYPE = 14
#: Players a page should hold; the type shrinks (to ``MIN_TYPE``) until they fit.
MIN_ROWS = 10
#: Lines the table progress and the prize line may take each.
TEXT_LINES = 2


def wrap(text: str, font: QFont, width: int) -> list[str]:
    """``text`` broken into lines ``width`` pixels wide (at spaces, as a label wraps)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    lines: list[str] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(width, 1))
        lines.append(text[line.textStart(): line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def fit_lines(text: str, font: QFont, width: int, most: int) -> list[str]:
    """At most ``most`` lines of ``text``; the last ends in "…" when the text was cut."""
    lines = wrap(text, font, width)
    if len(lines) <= most:
        return lines
    rest = " ".join(lines[most - 1:])
    return [*lines[: most - 1],
            QFontMetrics(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)]


def pack(atoms: Sequence[str], gap: str, font: QFont, width: int, most: int) -> list[str]:
    """``atoms`` (table progress: "Table 7: 31/48") side by side, ``gap`` between, in at
    most ``most`` lines; never broken inside an atom; the last line ends in "…" when some
    did not fit."""
    metrics = QFontMetrics(font)
    lines: list[str] = []
    for atom in atoms:
        joined = f"{lines[-1]}{gap}{atom}" if lines else atom
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        elif len(lines) < most:
            lines.append(metrics.elidedText(atom, Qt.TextElideMode.ElideRight, width))
        else:
            lines[-1] = metrics.elidedText(f"{lines[-1]}{gap}…", Qt.TextElideMode.ElideRight,
                                           width)
            if not lines[-1].endswith("…"):
                lines[-1] += "…"
            break
    return lines


def show_lines(label: QLabel, lines: Sequence[str], high: int) -> None:
    """Set ``label`` to ``lines``, ``high`` lines high whatever it shows (the rows below do
    not move from one page of the prize line to the next)."""
    label.setText("\n".join(lines))
    label.setFixedHeight(QFontMetrics(label.font()).lineSpacing() * max(1, high) + 2)


class FloorBlock(QWidget):
    """The floor network's QR code with its address under it, beside the standings rows."""

    def __init__(self, address_size: int) -> None:
        super().__init__()
        self.setObjectName("projectorFloorBlock")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.qr = QLabel()
        self.qr.setObjectName("projectorFloorQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel()
        self.address.setObjectName("projectorFloor")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        font = QFont()
        font.setPointSize(address_size)
        self.address.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.address)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.pixmap = QPixmap()

    def show_address(self, url: str, png: bytes) -> None:
        """The address and its QR code (the block is hidden when ``url`` is empty)."""
        self.address.setText(url)
        self.pixmap = QPixmap()
        if not (url and self.pixmap.loadFromData(png)):
            self.pixmap = QPixmap()
        self.qr.setPixmap(self.pixmap)  # as made until the window fits it (``fit``)
        for part in (self, self.qr, self.address):  # all hidden while the network is off
            part.setVisible(bool(url))

    def fit(self, side: int, address_size: int) -> None:
        """The QR code ``side`` pixels square (never larger than it was made), the address
        in ``address_size`` points."""
        if not self.pixmap.isNull():
            side = min(side, self.pixmap.width())
            self.qr.setPixmap(self.pixmap.scaled(
                side, side, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.FastTransformation))  # a QR code's modules stay sharp
        font = self.address.font()
        if font.pointSize() != address_size:
            font.setPointSize(address_size)
            self.address.setFont(font)
