"""The chart functions (exports/charts.py): plain data in, a matplotlib Figure / PNG out."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from matplotlib.figure import Figure
from reportlab.platypus import Image

from sheepshead_scorer.exports.charts import (
    ChartSeries,
    chart_image,
    png_bytes,
    running_score_figure,
    season_progression_figure,
)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def series(count: int) -> list[ChartSeries]:
    return [ChartSeries(f"P{n}", (F(n), F(n, 2), F(-n))) for n in range(count)]


def test_running_score_figure_draws_one_line_per_player_with_exact_values() -> None:
    figure = running_score_figure(
        [ChartSeries("Ada", (F(2), F(7, 2))), ChartSeries("Bob", (F(-2), F(-7, 2)))]
    )
    (axes,) = figure.axes
    lines = {line.get_label(): list(line.get_ydata()) for line in axes.get_lines()[1:]}
    assert lines == {"Ada": [2.0, 3.5], "Bob": [-2.0, -3.5]}
    assert list(axes.get_lines()[1].get_xdata()) == [1, 2]
    assert axes.get_title() == "Running score"


@pytest.mark.parametrize(
    ("language", "ylabel", "xlabel"), [("en", "Points", "Hand"), ("de", "Punkte", "Spiel")]
)
def test_the_running_score_axes_speak_the_language(
    language: str, ylabel: str, xlabel: str
) -> None:
    (axes,) = running_score_figure(series(2), language=language).axes
    assert (axes.get_ylabel(), axes.get_xlabel()) == (ylabel, xlabel)


def test_many_players_keep_the_leaders_and_say_so() -> None:
    many = series(14)  # P13 ends lowest (-13), P0 highest (0)
    figure = running_score_figure(many, max_lines=5)
    (axes,) = figure.axes
    labels = [line.get_label() for line in axes.get_lines()[1:]]
    assert labels == ["P0", "P1", "P2", "P3", "P4"]
    assert axes.get_title() == "Running score (top 5 of 14)"


def test_figure_is_redrawn_in_place() -> None:
    figure = Figure()
    same = running_score_figure(series(2), figure=figure)
    assert same is figure
    season_progression_figure(series(3), ("A", "B", "C"), figure=figure)
    assert len(figure.axes) == 1
    assert [t.get_text() for t in figure.axes[0].get_xticklabels()] == ["A", "B", "C"]


def test_progression_needs_one_value_per_event() -> None:
    with pytest.raises(ValueError, match="one per event"):
        season_progression_figure([ChartSeries("Ada", (F(1),))], ("E1", "E2"))


def test_empty_chart_says_so() -> None:
    (axes,) = running_score_figure([]).axes
    assert [t.get_text() for t in axes.texts] == ["No hands entered yet"]


def test_png_and_reportlab_image() -> None:
    figure = running_score_figure(series(3))
    data = png_bytes(figure, dpi=50)
    assert data.startswith(PNG_SIGNATURE)
    image = chart_image(figure, 400)
    assert isinstance(image, Image)
    assert image.drawWidth == 400
    assert image.drawHeight == pytest.approx(400 * 4.5 / 9)
    assert len(data) > 1000
