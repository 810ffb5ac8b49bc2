"""The league website: a folder of static pages for one season, from the floor's templates.

``write_site(services, season_id, output)`` writes ``index.html`` (the season's league table
and its events), ``events/<id>.html`` (each event's standings and prizes) and
``players/<id>.html`` (a player's nights with a chart drawn as inline SVG) plus the style
sheet. Every link is relative, there is no JavaScript, so it works opened from a folder or on
any static host. Names and scores only, every name escaped.

The season page carries everything the season PDF carries, in the PDF's words: the services'
``SeasonTable`` rendered by ``exports.season_table`` (a column per night, a dropped night in
brackets and grey, "-" for a player not ranked yet, "*" for a night's place a tiebreak
decided), the rules in words and the legend. A player's page prints each night's cell as the
table does. An event not yet final says so as its PDF does ("during session 1 of 2 —
provisional", "Prize payouts if the event ended now (…)").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from importlib.resources import as_file, files
from pathlib import Path

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports import i18n as documents
from sheepshead_scorer.exports.season_rows import (
    RATING_LEGEND,
    NightCell,
    SeasonLine,
    SeasonTable,
    league_points_text,
)
from sheepshead_scorer.exports.season_table import (
    season_header,
    season_notes,
    season_text_rows,
    with_members,
)
from sheepshead_scorer.exports.words_rating import rating_with_hands
from sheepshead_scorer.ids import EventId, PlayerId, SeasonId
from sheepshead_scorer.services import NotFoundError, Services
from sheepshead_scorer.text import Text
from sheepshead_scorer.web import i18n, reads
from sheepshead_scorer.web.rating_view import RATING_NOTE, rating_of
from sheepshead_scorer.web.site_chart import Chart, chart
from sheepshead_scorer.web.templates import render

Progress = Callable[[int, int], None]
__all__ = ["Chart", "SeasonTableLine", "SiteSummary", "chart", "write_site"]


@dataclass(frozen=True)
class SiteCell:
    text: str
    classes: str = ""  # "num", "num dropped", ...


@dataclass(frozen=True)
class SeasonTableLine:
    """One line of the season table as the page shows it: the PDF's cells, classed."""

    player_id: PlayerId
    cells: tuple[SiteCell, ...]
    player_column: int


@dataclass(frozen=True)
class HistoryLine:
    event: reads.EventLink
    rank: str  # the player's place in the event as its standings print it ("–" absent)
    total: str  # game points in the event ("–" absent)
    hands: str  # "" on a night of totals (no hands counted), "–" absent
    league: str  # the night's cell of the season table: "20", "(4)", "6*", "–"
    dropped: bool  # left out of the league points (grey, as in the table)


@dataclass(frozen=True)
class SiteSummary:
    output: Path
    pages: int


def _left_out(cell: NightCell) -> bool:
    return cell.attended and cell.score is not None and not cell.counted


def _numbers(table: SeasonTable) -> set[int]:
    """The columns of numbers: Rank, Nights, League points, the rating (when the season
    shows it, just before the nights) and the nights."""
    nights = 3 if with_members(table) else 2
    first_night = len(season_header(table)) - len(table.columns)
    rating = {first_night - 1} if table.rating_column else set()
    return {0, nights, nights + 1, *rating, *range(first_night, first_night + len(table.columns))}


def _shown(table: SeasonTable) -> set[int]:
    """The PDF's columns the public page shows: all but the member numbers (names and
    scores only)."""
    return set(range(len(season_header(table)))) - ({2} if with_members(table) else set())


def season_columns(table: SeasonTable, language: str) -> tuple[SiteCell, ...]:
    """The PDF's column titles (``season_header``), classed as their cells."""
    numbers, shown = _numbers(table), _shown(table)
    first_night = len(season_header(table)) - len(table.columns)
    return tuple(
        SiteCell(word, "who" if i == 1 else "num night" if i >= first_night
                 else "num" if i in numbers else "")
        for i, word in enumerate(season_header(table, language)) if i in shown
    )


def season_table_lines(table: SeasonTable, language: str) -> tuple[SeasonTableLine, ...]:
    """The PDF's cells (``season_text_rows``) with the classes the page styles them by."""
    player = 1
    numbers, shown = _numbers(table), _shown(table)
    first_night = len(season_header(table)) - len(table.columns)
    rows = []
    for line, texts in zip(table.lines, season_text_rows(table, language), strict=True):
        cells = []
        for i, value in enumerate(texts):
            if i not in shown:
                continue
            classes = "num" if i in numbers else ""
            if i >= first_night and _left_out(line.cells[i - first_night]):
                classes += " dropped"
            if i == 0 and line.place is None:
                classes += " unranked"
            cells.append(SiteCell(value, classes))
        rows.append(SeasonTableLine(PlayerId(line.player_id), tuple(cells), player))
    return tuple(rows)


def _copy_static(output: Path) -> None:
    source = files("sheepshead_scorer.web").joinpath("static", "floor.css")
    with as_file(source) as path:
        atomic_files.write_bytes(output / "floor.css", path.read_bytes())


def _write(path: Path, html: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_files.write_text(path, html)


def _history(
    line: SeasonLine, table: SeasonTable, events: list[reads.EventLink],
    places: dict[int, dict[int, reads.Line]], language: str,
) -> tuple[HistoryLine, ...]:
    cells = {column.event_id: cell for column, cell in zip(table.columns, line.cells,
                                                            strict=True)}
    absent = NightCell(attended=False, score=None, counted=False).text
    out = []
    for event in events:
        played = places[event.id].get(line.player_id)
        cell = cells.get(event.id)
        out.append(HistoryLine(
            event,
            documents.render(language, played.label) if played else absent,
            i18n.points(played.points) if played else absent,
            (str(played.hands) if played.hands else "") if played else absent,
            cell.text if cell is not None else absent,
            cell is not None and _left_out(cell),
        ))
    return tuple(out)


def write_site(
    services: Services, season_id: SeasonId, output: Path, *, language: str = "en",
    progress: Progress | None = None,
) -> SiteSummary:
    """Write the season's website into ``output`` (created if missing); returns what it wrote."""
    language = i18n.check(language)
    seasons = {s.id: s for s in services.seasons()}
    if season_id not in seasons:
        raise NotFoundError(
            "season", season_id, Text("list the seasons with `sheepshead-scorer seasons`")
        )
    season = seasons[season_id]
    table = services.season_table(season_id)
    events = [
        reads.EventLink(e.id, e.name, e.held_on, e.venue)
        for e in sorted(
            (e for e in services.events() if e.season_id == season_id),
            key=lambda e: (e.held_on, e.id),
        )
    ]
    phases = {event.id: services.event_phase(EventId(event.id)) for event in events}
    status = {eid: None if p.final else p.status() for eid, p in phases.items()}
    statistics = services.season_statistics(season_id)
    ratings = services.player_ratings()  # every player's, from every hand in the database
    output.mkdir(parents=True, exist_ok=True)
    _copy_static(output)
    common = {"languages": {}, "lang_url": lambda code: "", "live": False}
    title = f"{season.league} — {season.name}"
    notes = season_notes(table, language)
    total = 2 + len(events) + len(table.lines)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    _write(output / "index.html", render(
        "site_index.html", language, **common, static_url="", title=title,
        table_title=documents.render(language, table.title),
        header=season_columns(table, language),
        rows=season_table_lines(table, language), notes=notes, events=events, status=status,
        event_url=lambda eid: f"events/{eid}.html",
        player_url=lambda pid: f"players/{pid}.html",
    ))
    step()
    places: dict[int, dict[int, reads.Line]] = {}
    for event in events:
        view = reads.event_view(services, EventId(event.id))
        places[event.id] = {line.player_id: line for line in view.lines}
        _write(output / "events" / f"{event.id}.html", render(
            "site_event.html", language, **common, static_url="../", title=title, view=view,
            status=status[event.id], prizes_heading=phases[event.id].prizes_title(),
            prizes=reads.prizes(services, EventId(event.id)), home_url="../index.html",
            player_url=lambda pid: f"../players/{pid}.html", highlight=None,
        ))
        step()
    labels = tuple(i18n.render(language, label) for label in statistics.event_labels)
    legend = [documents.render(language, note) for note in table.legend  # the page has its own
              if note is not RATING_LEGEND]  # rating note
    for line in table.lines:
        summary = (
            (documents.text(language, "Rank"), documents.render(language, line.label)),
            (documents.text(language, "League points"), league_points_text(line.total)),
            (documents.text(language, "Nights"), str(line.nights)),
            *(((documents.text(language, "Decided by"),
                documents.render(language, line.decided_by)),) if line.decided_by else ()),
            (documents.text(language, "Rating"),
             rating_with_hands(*rating_of(ratings, PlayerId(line.player_id)), language)),
        )
        values: tuple[Fraction, ...] = tuple(statistics.progression.get(line.player_id, ()))
        _write(output / "players" / f"{line.player_id}.html", render(
            "site_player.html", language, **common, static_url="../", title=title,
            line=line, summary=summary, history=_history(line, table, events, places, language),
            legend=legend, chart=chart(values, labels), status=status,
            rating_note=i18n.text(language, RATING_NOTE),
            home_url="../index.html", event_url=lambda eid: f"../events/{eid}.html",
        ))
        step()
    step()
    return SiteSummary(output, total - 1)
