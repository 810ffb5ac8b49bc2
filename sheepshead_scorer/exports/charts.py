"""Charts (matplotlib, Agg): a session's running scores and a season's progression.

The same ``Figure`` feeds the desktop app (wrapped in a ``FigureCanvasQTAgg`` by the UI) and
the PDF reports (``png_bytes`` / ``chart_image``), so what the director sees on screen is what
prints. Plain data in: ``ChartSeries`` (a label and exact values); nothing here knows the
database. pyplot is never imported (no global figure state, safe in any thread).

Points stay exact everywhere else; they become floats only here, as plot coordinates.
With many players only the ``max_lines`` leaders are drawn (the title says "top 10 of 40"),
as 40 lines on one chart cannot be told apart.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from platformdirs import user_cache_path

# matplotlib keeps its settings and font cache in ~/.config/matplotlib unless told otherwise:
# keep them in the app's cache folder instead (the director's home stays untouched). Set
# before matplotlib is first imported; an MPLCONFIGDIR the user set wins.
os.environ.setdefault("MPLCONFIGDIR", str(user_cache_path("sheepshead-scorer") / "matplotlib"))

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator
from reportlab.lib.units import inch
from reportlab.platypus import Image

from sheepshead_scorer.exports.i18n import render, text
from sheepshead_scorer.text import Text

#: At most this many lines on one chart by default.
MAX_LINES = 10
#: Line colours that stay apart in print and for colour-blind readers (Tableau 10).
COLOURS = (
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
)
_STYLES = ("-", "--", "-.", ":")


@dataclass(frozen=True)
class ChartSeries:
    """One line: whose it is and its values in order (exact; the x axis counts from 1)."""

    label: str
    values: tuple[Fraction, ...]


def new_figure(size: tuple[float, float] = (9.0, 4.5)) -> Figure:
    """An empty figure for a chart (e.g. the one a Qt canvas shows and redraws)."""
    return Figure(figsize=size, layout="constrained")


def _leaders(series: Sequence[ChartSeries], max_lines: int) -> list[ChartSeries]:
    """The ``max_lines`` series that end highest, in that order (ties keep their order)."""
    if max_lines < 1:
        raise ValueError(
            Text("max_lines={max_lines!r} is not allowed: at least 1 line; pass 10",
                 max_lines=max_lines)
        )
    ordered = sorted(
        enumerate(series),
        key=lambda pair: (-(pair[1].values[-1] if pair[1].values else Fraction(0)), pair[0]),
    )
    return [one for _, one in ordered[:max_lines]]


def _line_chart(
    series: Sequence[ChartSeries],
    *,
    title: str | Text,
    xlabel: str,
    ylabel: str,
    max_lines: int,
    xticklabels: Sequence[str | Text] = (),
    size: tuple[float, float] = (9.0, 4.5),
    figure: Figure | None = None,
    language: str = "en",
) -> Figure:
    title = render(language, title) if isinstance(title, Text) else text(language, title)
    xlabel, ylabel = text(language, xlabel), text(language, ylabel)
    ticks = [render(language, label) for label in xticklabels]
    if figure is None:
        figure = new_figure(size)
    else:  # redraw in place (the figure a Qt canvas shows)
        figure.clear()
        figure.set_layout_engine("constrained")
    axes = figure.add_subplot()
    shown = _leaders(series, max_lines)
    if len(shown) < len(series):
        title = text(
            language, "{title} (top {shown} of {count})",
            title=title, shown=len(shown), count=len(series),
        )
    axes.set_title(title, fontsize=12, fontweight="bold")
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.axhline(0, color="#888888", linewidth=0.8)
    axes.grid(True, color="#dddddd", linewidth=0.6)
    for index, one in enumerate(shown):
        xs = list(range(1, len(one.values) + 1))
        axes.plot(
            xs,
            [float(v) for v in one.values],
            label=one.label,
            color=COLOURS[index % len(COLOURS)],
            linestyle=_STYLES[(index // len(COLOURS)) % len(_STYLES)],
            linewidth=1.8,
            marker="o" if len(xs) <= 12 else None,
            markersize=4,
        )
    if ticks:
        axes.set_xticks(range(1, len(ticks) + 1), ticks, rotation=20, ha="right")
    else:
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    if shown:
        axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)
    else:
        axes.text(0.5, 0.5, text(language, "No hands entered yet"), ha="center", va="center",
                  transform=axes.transAxes, color="#666666")
    return figure


def running_score_figure(
    series: Sequence[ChartSeries],
    *,
    title: str | Text = "Running score",
    max_lines: int = MAX_LINES,
    figure: Figure | None = None,
    language: str = "en",
) -> Figure:
    """Each player's score after each of their hands in a session (x: the player's n-th
    hand). With ``figure`` the chart is drawn into it (cleared first) and it is returned.
    ``language`` ("en"/"de") sets the axis words and the title (a catalogue word or Text)."""
    return _line_chart(
        series, title=title, xlabel="Hand", ylabel="Points", max_lines=max_lines,
        figure=figure, language=language,
    )


def season_progression_figure(
    series: Sequence[ChartSeries],
    event_labels: Sequence[str | Text],
    *,
    title: str | Text = "Season progression",
    max_lines: int = MAX_LINES,
    figure: Figure | None = None,
    language: str = "en",
) -> Figure:
    """Each player's cumulative points after each event of the season (x: the events).
    With ``figure`` the chart is drawn into it (cleared first); ``language`` as above."""
    for one in series:
        if len(one.values) != len(event_labels):
            raise ValueError(
                Text(
                    "series {label!r} has {count} values: one per event ({events}) is needed; "
                    "pass a cumulative total for every event",
                    label=one.label, count=len(one.values), events=len(event_labels),
                )
            )
    return _line_chart(
        series, title=title, xlabel="Event", ylabel="Cumulative points",
        max_lines=max_lines, xticklabels=event_labels, figure=figure, language=language,
    )


def png_bytes(figure: Figure, *, dpi: int = 150) -> bytes:
    """``figure`` rendered to PNG by the Agg backend (also when it is shown in a Qt canvas:
    the figure keeps its canvas)."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=dpi)
    return buffer.getvalue()


def chart_image(figure: Figure, width: float, *, dpi: int = 150) -> Image:
    """``figure`` as a reportlab ``Image`` flowable ``width`` points wide (aspect kept)."""
    fig_width, fig_height = figure.get_size_inches()
    height = width * float(fig_height) / float(fig_width)
    return Image(io.BytesIO(png_bytes(figure, dpi=dpi)), width=width, height=height)


#: A chart's default width on a portrait Letter page (inside the margins).
PORTRAIT_CHART_WIDTH = 7.5 * inch
