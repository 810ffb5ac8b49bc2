"""The league website: a folder of static pages for one season, from the floor's templates.

``write_site(services, season_id, output)`` writes ``index.html`` (the season's league table
and its events), ``events/<id>.html`` (each event's final standings and prizes) and
``players/<id>.html`` (a player's history with a chart drawn as inline SVG) plus the style
sheet. Every link is relative, there is no JavaScript, so it works opened from a folder or on
any static host. Names and scores only, every name escaped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from importlib.resources import as_file, files
from pathlib import Path

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports.formatting import rank_words
from sheepshead_scorer.exports.season_rows import UNRANKED
from sheepshead_scorer.services import NotFoundError, Services
from sheepshead_scorer.services import ui_queries as q
from sheepshead_scorer.text import Text
from sheepshead_scorer.web import i18n, reads
from sheepshead_scorer.web.templates import render

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class LeagueLine:
    label: str | Text
    player_id: int
    name: str
    total: Fraction
    attended: int


@dataclass(frozen=True)
class HistoryLine:
    event: reads.EventLink
    label: str | Text  # the player's place in the event ("" when absent)
    points: Fraction | None  # game points in the event (None when absent)
    league: Fraction | None  # what the event gave in the league table
    counted: bool


@dataclass(frozen=True)
class Chart:
    """A line chart ready to draw: points in SVG coordinates, labels where they go."""

    width: int
    height: int
    points: str  # "x,y x,y ..." for <polyline>
    dots: tuple[tuple[float, float, str], ...]  # x, y, value label
    x_labels: tuple[tuple[float, str], ...]
    zero_y: float


@dataclass(frozen=True)
class SiteSummary:
    output: Path
    pages: int


def chart(values: tuple[Fraction, ...], labels: tuple[str, ...]) -> Chart | None:
    """The points after each event as a chart (None without at least one value)."""
    if not values:
        return None
    width, height, left, right, top, bottom = 640, 240, 40, 20, 20, 50
    low, high = min(min(values), Fraction(0)), max(max(values), Fraction(0))
    span = high - low or Fraction(1)
    step = (width - left - right) / max(len(values) - 1, 1)

    def y(value: Fraction) -> float:
        return round(top + float((high - value) / span) * (height - top - bottom), 1)

    xs = [round(left + i * step, 1) if len(values) > 1 else width / 2 for i in range(len(values))]
    return Chart(
        width, height,
        " ".join(f"{x},{y(v)}" for x, v in zip(xs, values, strict=True)),
        tuple((x, y(v), i18n.points(v)) for x, v in zip(xs, values, strict=True)),
        tuple(
            (x, label) for i, (x, label) in enumerate(zip(xs, labels, strict=True))
            if i % -(-len(values) // 6) == 0
        ),
        y(Fraction(0)),
    )


def _copy_static(output: Path) -> None:
    source = files("sheepshead_scorer.web").joinpath("static", "floor.css")
    with as_file(source) as path:
        atomic_files.write_bytes(output / "floor.css", path.read_bytes())


def _write(path: Path, html: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_files.write_text(path, html)


def write_site(
    services: Services, season_id: int, output: Path, *, language: str = "en",
    progress: Progress | None = None,
) -> SiteSummary:
    """Write the season's website into ``output`` (created if missing); returns what it wrote."""
    language = i18n.check(language)
    seasons = {s.id: s for s in q.seasons(services.ctx)}
    if season_id not in seasons:
        raise NotFoundError(
            "season", season_id, Text("list the seasons with `sheepshead-scorer seasons`")
        )
    season = seasons[season_id]
    report = services.season_standings(season_id)
    events = [
        reads.EventLink(e.id, e.name, e.held_on, e.venue)
        for e in sorted(
            (e for e in q.events(services.ctx) if e.season_id == season_id),
            key=lambda e: (e.held_on, e.id),
        )
    ]
    statistics = services.season_statistics(season_id)
    output.mkdir(parents=True, exist_ok=True)
    _copy_static(output)
    common = {"languages": {}, "lang_url": lambda code: "", "live": False}
    title = f"{season.league} — {season.name}"
    league = tuple(
        LeagueLine(UNRANKED if row.rank is None else rank_words(row.rank, row.tied),
                   row.player_id, report.names.get(row.player_id, ""), row.total,
                   row.events_attended)
        for row in report.rows
    )
    total = 2 + len(events) + len(league)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    _write(output / "index.html", render(
        "site_index.html", language, **common, static_url="", title=title, league=league,
        events=events, event_url=lambda eid: f"events/{eid}.html",
        player_url=lambda pid: f"players/{pid}.html",
    ))
    step()
    places: dict[int, dict[int, reads.Line]] = {}
    for event in events:
        view = reads.event_view(services, event.id)
        places[event.id] = {line.player_id: line for line in view.lines}
        _write(output / "events" / f"{event.id}.html", render(
            "site_event.html", language, **common, static_url="../", title=title, view=view,
            prizes=reads.prizes(services, event.id), home_url="../index.html",
            player_url=lambda pid: f"../players/{pid}.html", highlight=None,
        ))
        step()
    labels = tuple(i18n.render(language, label) for label in statistics.event_labels)
    for line in league:
        row = next(r for r in report.rows if r.player_id == line.player_id)
        scores = {s.event_id: s for s in row.scores}
        history = tuple(
            HistoryLine(
                event,
                places[event.id][line.player_id].label if line.player_id in places[event.id]
                else "",
                places[event.id][line.player_id].points if line.player_id in places[event.id]
                else None,
                scores[event.id].score if event.id in scores and scores[event.id].attended
                else None,
                event.id in scores and scores[event.id].counted,
            )
            for event in events
        )
        _write(output / "players" / f"{line.player_id}.html", render(
            "site_player.html", language, **common, static_url="../", title=title, line=line,
            history=history, chart=chart(statistics.progression.get(line.player_id, ()), labels),
            home_url="../index.html", event_url=lambda eid: f"../events/{eid}.html",
        ))
        step()
    step()
    return SiteSummary(output, total - 1)
