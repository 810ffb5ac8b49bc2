"""Windows and dialogs open no larger than the screen they are on.

`fit_to_screen(widget, width, height)` sizes ``widget`` to the size it would like, shrunk to the
screen's available area (without the task bar) less a margin: on a 1366×768 laptop the print
preview's buttons and the main window's status bar stay on the screen.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

MARGIN = 40  # window frame and a little air


def available_size(widget: QWidget) -> tuple[int, int]:
    screen = widget.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    return area.width() - MARGIN, area.height() - MARGIN


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where the screen is smaller."""
    most_wide, most_high = available_size(widget)
    widget.resize(max(200, min(width, most_wide)), max(150, min(height, most_high)))
