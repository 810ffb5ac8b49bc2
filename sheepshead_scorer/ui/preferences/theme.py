"""Light, dark or the system's look, and the director's font size, applied to the whole app.

The few colours the screens paint themselves (the score sheet's dealer tint and preview row,
the zero-sum light of round totals, error messages, the statistics chart) come from
:func:`colours`, which picks a set that stays readable on the palette in use: the light set on
a light window, the dark set (brighter text colours, deeper tints) on a dark one — whether the
dark window comes from our dark theme or from the system's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from sheepshead_scorer.ui.preferences.settings import Theme

_DARK = {
    QPalette.ColorRole.Window: QColor(45, 45, 48),
    QPalette.ColorRole.WindowText: QColor(230, 230, 230),
    QPalette.ColorRole.Base: QColor(30, 30, 32),
    QPalette.ColorRole.AlternateBase: QColor(40, 40, 43),
    QPalette.ColorRole.Text: QColor(230, 230, 230),
    QPalette.ColorRole.Button: QColor(55, 55, 58),
    QPalette.ColorRole.ButtonText: QColor(230, 230, 230),
    QPalette.ColorRole.BrightText: QColor(255, 120, 120),
    QPalette.ColorRole.Highlight: QColor(42, 130, 218),
    QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
    QPalette.ColorRole.Link: QColor(110, 170, 255),
    QPalette.ColorRole.LinkVisited: QColor(180, 140, 255),
    QPalette.ColorRole.ToolTipBase: QColor(60, 60, 60),
    QPalette.ColorRole.ToolTipText: QColor(230, 230, 230),
    QPalette.ColorRole.PlaceholderText: QColor(150, 150, 150),
    # Fusion draws bevels, frames and separators with these
    QPalette.ColorRole.Light: QColor(75, 75, 78),
    QPalette.ColorRole.Midlight: QColor(62, 62, 65),
    QPalette.ColorRole.Mid: QColor(38, 38, 40),
    QPalette.ColorRole.Dark: QColor(25, 25, 27),
    QPalette.ColorRole.Shadow: QColor(10, 10, 10),
}
_DARK_DISABLED = {
    QPalette.ColorRole.WindowText: QColor(125, 125, 125),
    QPalette.ColorRole.Text: QColor(125, 125, 125),
    QPalette.ColorRole.ButtonText: QColor(125, 125, 125),
    QPalette.ColorRole.Highlight: QColor(80, 80, 80),
    QPalette.ColorRole.HighlightedText: QColor(160, 160, 160),
}


@dataclass(frozen=True)
class Colours:
    """The colours the screens paint themselves, readable on one kind of palette."""

    dealer_tint: QColor
    """Background of the dealer's cell on the score sheet."""
    preview_tint: QColor
    """Background of the not-yet-saved preview row."""
    ok: str
    """Text colour of a good state (the sheet balances), as CSS."""
    bad: str
    """Text colour of errors and a sheet that does not balance, as CSS."""
    chart_background: str
    chart_text: str
    chart_grid: str
    chart_zero: str


LIGHT_COLOURS = Colours(
    dealer_tint=QColor(255, 236, 179, 120),
    preview_tint=QColor(179, 229, 252, 90),
    ok="#1b5e20",
    bad="#c62828",
    chart_background="#ffffff",
    chart_text="#222222",
    chart_grid="#dddddd",
    chart_zero="#888888",
)
DARK_COLOURS = Colours(
    dealer_tint=QColor(150, 110, 20, 110),
    preview_tint=QColor(40, 110, 160, 120),
    ok="#81c784",
    bad="#ff8a80",
    chart_background="#1e1e20",
    chart_text="#e6e6e6",
    chart_grid="#3a3a3e",
    chart_zero="#9a9a9a",
)


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (default: the app's) paints light text on a dark window."""
    if palette is None:
        palette = QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightness() < text.lightness()


def colours(palette: QPalette | None = None) -> Colours:
    """The screen colours that stay readable on ``palette`` (default: the app's)."""
    return DARK_COLOURS if is_dark(palette) else LIGHT_COLOURS


def dark_palette(base: QPalette) -> QPalette:
    """``base`` with the dark colours (active, inactive and the greyed disabled ones)."""
    palette = QPalette(base)
    for role, colour in _DARK.items():
        palette.setColor(role, colour)
    for role, colour in _DARK_DISABLED.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, colour)
    return palette


def apply_theme(app: QApplication, theme: Theme, font_size: int) -> None:
    """Paint the app: Fusion style with a light or dark palette, or the platform's own."""
    if theme is Theme.SYSTEM:
        app.setPalette(app.style().standardPalette())
    else:
        app.setStyle("Fusion")
        palette = app.style().standardPalette()
        if theme is Theme.DARK:
            palette = dark_palette(palette)
        app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSize(font_size)
    app.setFont(font)


def style_figure(figure: Any, palette: QPalette | None = None) -> None:
    """Recolour a drawn matplotlib ``figure`` for the screen: dark background and light text in
    dark mode (the PDF keeps its white paper). The line colours stay as drawn (Tableau 10
    reads on both)."""
    c = colours(palette)
    figure.set_facecolor(c.chart_background)
    for axes in figure.get_axes():
        axes.set_facecolor(c.chart_background)
        axes.title.set_color(c.chart_text)
        axes.xaxis.label.set_color(c.chart_text)
        axes.yaxis.label.set_color(c.chart_text)
        axes.tick_params(colors=c.chart_text)
        for spine in axes.spines.values():
            spine.set_color(c.chart_zero)
        for line in axes.get_xgridlines() + axes.get_ygridlines():
            line.set_color(c.chart_grid)
        for text in axes.texts:
            text.set_color(c.chart_text)
        legend = axes.get_legend()
        if legend is not None:
            legend.get_frame().set_facecolor(c.chart_background)
            legend.get_frame().set_edgecolor(c.chart_grid)
            for text in legend.get_texts():
                text.set_color(c.chart_text)
    for text in figure.texts:
        text.set_color(c.chart_text)
