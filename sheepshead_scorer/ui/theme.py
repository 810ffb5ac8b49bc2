"""Light, dark or the system's look, and the director's font size, applied to the whole app."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from sheepshead_scorer.ui.settings import Theme

_DARK = {
    QPalette.ColorRole.Window: QColor(45, 45, 48),
    QPalette.ColorRole.WindowText: QColor(230, 230, 230),
    QPalette.ColorRole.Base: QColor(30, 30, 32),
    QPalette.ColorRole.AlternateBase: QColor(45, 45, 48),
    QPalette.ColorRole.Text: QColor(230, 230, 230),
    QPalette.ColorRole.Button: QColor(55, 55, 58),
    QPalette.ColorRole.ButtonText: QColor(230, 230, 230),
    QPalette.ColorRole.Highlight: QColor(42, 130, 218),
    QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
    QPalette.ColorRole.ToolTipBase: QColor(60, 60, 60),
    QPalette.ColorRole.ToolTipText: QColor(230, 230, 230),
    QPalette.ColorRole.PlaceholderText: QColor(150, 150, 150),
}


def apply_theme(app: QApplication, theme: Theme, font_size: int) -> None:
    """Paint the app: Fusion style with a light or dark palette, or the platform's own."""
    if theme is Theme.SYSTEM:
        app.setPalette(app.style().standardPalette())
    else:
        app.setStyle("Fusion")
        palette = app.style().standardPalette()
        if theme is Theme.DARK:
            for role, colour in _DARK.items():
                palette.setColor(role, colour)
        app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSize(font_size)
    app.setFont(font)
