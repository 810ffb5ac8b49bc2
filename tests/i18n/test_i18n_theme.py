"""Dark mode that reads: the colours screens paint themselves keep WCAG contrast (4.5:1 for
text) against the palette they are shown on, in the light and in the dark theme."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from sheepshead_scorer.ui.preferences.settings import Theme
from sheepshead_scorer.ui.preferences.theme import (
    DARK_COLOURS,
    LIGHT_COLOURS,
    Colours,
    apply_theme,
    colours,
    dark_palette,
    is_dark,
)

Role = QPalette.ColorRole


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(tint: QColor, base: QColor) -> QColor:
    """``tint`` (with its alpha) painted over the opaque ``base``."""
    alpha = tint.alphaF()
    return QColor.fromRgbF(
        *(t * alpha + b * (1 - alpha) for t, b in (
            (tint.redF(), base.redF()), (tint.greenF(), base.greenF()),
            (tint.blueF(), base.blueF()),
        ))
    )


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    before = QPalette(qapp.palette())
    yield qapp
    qapp.setPalette(before)


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK])
def test_screen_colours_read_on_their_theme(themed: QApplication, theme: Theme) -> None:
    apply_theme(themed, theme, 11)
    palette = themed.palette()
    chosen = colours(palette)
    assert chosen is (DARK_COLOURS if theme is Theme.DARK else LIGHT_COLOURS)
    text, base = palette.color(Role.Text), palette.color(Role.Base)
    window = palette.color(Role.Window)
    for tint in (chosen.dealer_tint, chosen.preview_tint):  # score sheet cells
        assert contrast(text, over(tint, base)) >= 4.5
        shown = over(tint, base)  # and the tint still shows (by hue, not brightness)
        assert max(abs(a - b) for a, b in zip(shown.getRgb()[:3], base.getRgb()[:3],
                                              strict=True)) >= 24
    for css in (chosen.ok, chosen.bad):  # zero-sum light, error messages
        assert contrast(QColor(css), window) >= 4.5


@pytest.mark.parametrize("palette", [LIGHT_COLOURS, DARK_COLOURS])
def test_chart_text_reads_on_the_chart(palette: Colours) -> None:
    background = QColor(palette.chart_background)
    assert contrast(QColor(palette.chart_text), background) >= 7
    assert contrast(QColor(palette.chart_zero), background) >= 3


def test_dark_palette_greys_disabled_text_and_keeps_bevels() -> None:
    palette = dark_palette(QPalette())
    assert is_dark(palette)
    enabled = palette.color(QPalette.ColorGroup.Active, Role.Text)
    disabled = palette.color(QPalette.ColorGroup.Disabled, Role.Text)
    base = palette.color(Role.Base)
    assert contrast(enabled, base) > contrast(disabled, base) >= 3
    assert palette.color(Role.Light).lightness() > palette.color(Role.Dark).lightness()


def test_system_dark_palettes_get_the_dark_colours() -> None:
    system_dark = QPalette()
    system_dark.setColor(Role.Window, QColor(20, 20, 20))
    system_dark.setColor(Role.WindowText, QColor(240, 240, 240))
    assert colours(system_dark) is DARK_COLOURS
    assert colours(QPalette(QColor(240, 240, 240))) is LIGHT_COLOURS


def test_the_statistics_chart_is_recoloured_for_dark_mode() -> None:
    from sheepshead_scorer.exports.charts import ChartSeries, running_score_figure
    from sheepshead_scorer.ui.preferences.theme import style_figure

    figure = running_score_figure([ChartSeries("Greta", (1, 2, 3))], title="Running score")
    style_figure(figure, dark_palette(QPalette()))
    axes = figure.get_axes()[0]
    assert figure.get_facecolor()[:3] == pytest.approx(QColor(DARK_COLOURS.chart_background)
                                                        .getRgbF()[:3])
    assert axes.title.get_color() == DARK_COLOURS.chart_text
