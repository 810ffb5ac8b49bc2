"""Statistics: per-player figures, per-table hand summaries and the charts, for an event or
its league season.

The chart is matplotlib in a ``FigureCanvasQTAgg``, drawn by the very functions that draw the
PDF's charts (``exports.charts``): a session's running scores for an event, the cumulative
points per event for a season. "Export PDF…" writes the statistics report (same charts).
The screen re-reads only when a change moved the standings, and only while it is visible
(otherwise on the next show). The figures are computed on demand, off the UI thread (a
``ui.jobs.Job`` on the thread pool), with a busy bar while they take; the window stays free
for typing hands meanwhile, and a result for a scope no longer shown is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from sheepshead_scorer.exports.charts import (
    ChartSeries,
    new_figure,
    running_score_figure,
    season_progression_figure,
)
from sheepshead_scorer.ids import EventId, PlayerId, SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.statistics.event_statistics import EventStatistics, SeasonStatistics
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, save_file_name
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.door.jobs import Job
from sheepshead_scorer.ui.models.row_table_model import RowFilterProxy
from sheepshead_scorer.ui.models.statistics_models import (
    PlayerStatLine,
    average_shown,
    percent_shown,
    player_model,
    summary_model,
)
from sheepshead_scorer.ui.preferences.theme import style_figure
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import document_language

if TYPE_CHECKING:  # the rating engine loads with the first read of the ratings
    from sheepshead_scorer.tournament.rating import PlayerRating

    #: What a refresh reads: the event's or the season's statistics and every rating.
    Loaded = tuple[
        EventStatistics | None, SeasonStatistics | None, Mapping[PlayerId, PlayerRating]
    ]


def _table(name: str, model: Any) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSortingEnabled(True)
    view.verticalHeader().setVisible(False)
    return view


class StatisticsScreen(QWidget):
    """Players, tables and a chart for the event (or its season)."""

    def __init__(
        self, backend: Backend, bus: AppBus, parent: QWidget | None = None,
        folders: FolderMemory | None = None,
    ) -> None:
        super().__init__(parent)
        self.folders = folders
        self.backend = backend
        self.bus = bus
        self.event_id: EventId | None = None
        self.season_id: SeasonId | None = None
        self.event_stats: EventStatistics | None = None
        self.season_stats: SeasonStatistics | None = None
        self.ratings: Mapping[PlayerId, PlayerRating] = {}  # every rated player's, as read
        self.refresh_count = 0
        self._stale = False
        self._job: Job | None = None
        self._asked = 0  # which refresh the running job answers
        self.busy = QProgressBar()
        self.busy.setObjectName("statisticsBusy")
        self.busy.setRange(0, 0)  # busy: the figures of every hand are being counted
        self.busy.setMaximumWidth(160)
        self.busy.hide()
        self.scope_box = QComboBox()
        self.scope_box.setObjectName("statisticsScope")
        self.session_box = QComboBox()
        self.session_box.setObjectName("chartSession")
        for box in (self.scope_box, self.session_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.setMinimumContentsLength(14)
        self.export_button = QPushButton(self.tr("Export PDF…"))
        self.export_button.setObjectName("statisticsExport")
        self.info = QLabel()
        self.info.setObjectName("statisticsInfo")
        self.info.setWordWrap(True)
        self.players = player_model(self)
        self.players_proxy = RowFilterProxy(self)
        self.players_proxy.setSourceModel(self.players)
        self.summary = summary_model(self)
        self.player_view = _table("playerStatistics", self.players_proxy)
        # by Points (the column after the name and the rating)
        self.player_view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        self.summary_view = _table("tableStatistics", self.summary)
        # imported here, after exports.charts has pointed matplotlib at the app's cache folder
        from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg

        self.figure = new_figure((9, 4))
        self.canvas = FigureCanvasQTAgg(self.figure)  # type: ignore[no-untyped-call]
        self.canvas.setObjectName("statisticsChart")
        self.canvas.setMinimumHeight(220)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show")))
        top.addWidget(self.scope_box)
        top.addWidget(QLabel(self.tr("Chart")))
        top.addWidget(self.session_box)
        top.addStretch(1)
        top.addWidget(self.busy)
        top.addWidget(self.export_button)
        tables = QSplitter(Qt.Orientation.Horizontal)
        tables.addWidget(self.player_view)
        tables.addWidget(self.summary_view)
        tables.setStretchFactor(0, 3)
        tables.setStretchFactor(1, 2)
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(self.canvas)
        body.addWidget(tables)
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 1)
        body.setSizes([380, 420])
        self.splitter = body
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(body, 1)
        layout.addWidget(self.info)

        self.scope_box.currentIndexChanged.connect(self.refresh)
        self.session_box.currentIndexChanged.connect(self._draw_chart)
        self.export_button.clicked.connect(self._ask_export)
        self.bus.changed.connect(self._on_changed)

    # -- scope ---------------------------------------------------------------------------
    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        self.season_id = None
        self.scope_box.blockSignals(True)
        self.scope_box.clear()
        if event_id is not None:
            try:
                event = self.backend.event(event_id)
            except ActionError as exc:
                self.info.setText(error_text(exc))
            else:
                self.scope_box.addItem(self.tr("Event"), "event")
                if event.season_id is not None:
                    self.season_id = event.season_id
                    self.scope_box.addItem(self.tr("League season"), "season")
        self.scope_box.blockSignals(False)
        self.refresh()

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if not (change.standings or change.players):
            return
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    # -- loading -------------------------------------------------------------------------
    @property
    def loading(self) -> bool:
        """True while the figures are being computed."""
        return self._job is not None

    def refresh(self, *_: Any) -> None:
        """Read the statistics of the chosen scope again (off the UI thread) and redraw;
        while the screen is hidden, only note that it must."""
        self.refresh_count += 1
        scope = self.scope_box.currentData()
        if scope is None:  # nothing to count
            self._asked += 1
            self._job, self._stale = None, False
            self.busy.hide()
            self.event_stats = self.season_stats = None
            self._fill()
            return
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        backend = self.backend
        event_id, season_id = self.event_id, self.season_id

        def work(_report: Any) -> Loaded:
            if scope == "event" and event_id is not None:
                return backend.event_statistics(event_id), None, backend.player_ratings()
            if scope == "season" and season_id is not None:
                return None, backend.season_statistics(season_id), backend.player_ratings()
            return None, None, {}

        self._asked += 1
        asked = self._asked
        job = Job(work)
        job.signals.finished.connect(lambda result: self._loaded(asked, result))
        job.signals.failed.connect(lambda message: self._failed(asked, message))
        self._job = job
        self.busy.show()
        self.info.setText(self.tr("Counting the statistics of every hand…"))
        QThreadPool.globalInstance().start(job)

    def _loaded(self, asked: int, result: Loaded) -> None:
        if not isValid(self) or asked != self._asked:  # closed, or a newer job is on its way
            return
        self._job = None
        self.busy.hide()
        self.event_stats, self.season_stats, self.ratings = result
        self._fill()

    def _failed(self, asked: int, message: str) -> None:
        if not isValid(self) or asked != self._asked:
            return
        self._job = None
        self.busy.hide()
        self.event_stats = self.season_stats = None
        self.info.setText(message)
        self._fill()

    def _fill(self) -> None:
        stats = self.event_stats or self.season_stats
        if stats is None:
            self.players.set_rows([])
            self.summary.set_rows([])
            self.info.setText(
                self.tr("No event yet.") if self.event_id is None else self.info.text()
            )
        else:
            self.players.set_rows([
                PlayerStatLine(stats.name(p.player_id), p, *self._rating(p.player_id))
                for p in stats.players
            ])
            self.player_view.resizeColumnsToContents()
        if self.event_stats is not None:
            summary = self.event_stats.summary
            self.summary.set_rows([*summary.tables, summary.total])
            self.summary_view.setVisible(True)
            self.summary_view.resizeColumnsToContents()
            total = summary.total
            counts = {  # each count with its own plural ("1 leaster", "2 leasters")
                "players": self.tr("%n player(s)", "", len(self.event_stats.players)),
                "hands": self.tr("%n hand(s)", "", total.hands),
                "picks": self.tr("%n picked", "", total.picks),
                "leasters": self.tr("%n leaster(s)", "", total.leasters),
                "passes": self.tr("%n all-pass(es)", "", total.all_passes),
                "schneiders": self.tr("%n schneider(s)", "", total.schneiders),
            }
            self.info.setText(
                self.tr(
                    "{players}, {hands}: {picks} ({won} won by the picker's side), {leasters}, "
                    "{passes}, {schneiders}, {moved} points moved per hand. Rates rounded to "
                    "one decimal; sorting uses exact values."
                ).format(
                    **counts, won=percent_shown(total.picker_win_rate),
                    moved=average_shown(total.average_moved),
                )
            )
        elif self.season_stats is not None:
            self.summary.set_rows([])
            self.summary_view.setVisible(False)
            self.info.setText(
                self.tr("{title}: {events} events, {players} players.").format(
                    title=self.season_stats.title,
                    events=len(self.season_stats.event_labels),
                    players=len(self.season_stats.players),
                )
            )
        self.session_box.blockSignals(True)
        self.session_box.clear()
        if self.event_stats is not None:
            for number in sorted(self.event_stats.running):
                self.session_box.addItem(self.tr("Session {n}").format(n=number), number)
        elif self.season_stats is not None:
            self.session_box.addItem(self.tr("Season progression"), None)
        self.session_box.blockSignals(False)
        self.session_box.setEnabled(self.session_box.count() > 1)
        self._draw_chart()

    def _rating(self, player_id: int) -> tuple[int | None, int]:
        found = self.ratings.get(PlayerId(player_id))
        return (found.rating, found.hands) if found is not None and found.hands else (None, 0)

    def chart_series(self) -> list[ChartSeries]:
        """The lines of the chart on screen (the chosen session, or the season)."""
        if self.event_stats is not None:
            number = self.session_box.currentData()
            lines = self.event_stats.running.get(number, {}) if number is not None else {}
            return [ChartSeries(self.event_stats.name(p), v) for p, v in lines.items()]
        if self.season_stats is not None:
            return [
                ChartSeries(self.season_stats.name(p), v)
                for p, v in self.season_stats.progression.items()
            ]
        return []

    def _draw_chart(self, *_: Any) -> None:
        series = self.chart_series()
        if self.season_stats is not None:
            season_progression_figure(
                series, self.season_stats.event_labels, figure=self.figure,
                language=document_language(),
            )
        else:
            number = self.session_box.currentData()
            title = (
                self.tr("Running score — session {n}").format(n=number) if number
                else self.tr("Running score")
            )
            running_score_figure(
                series, title=title, figure=self.figure, language=document_language()
            )
        style_figure(self.figure)
        self.canvas.draw_idle()  # type: ignore[no-untyped-call]

    # -- export --------------------------------------------------------------------------
    def export_pdf(self, path: Path) -> None:
        """Write the statistics report of the shown scope to ``path``."""
        if self.season_stats is not None:
            self.backend.write_statistics_report(
                path, season_id=self.season_id, language=document_language()
            )
        elif self.event_id is not None:
            self.backend.write_statistics_report(
                path, event_id=self.event_id, language=document_language()
            )
        self.bus.status.emit(self.tr("Statistics written to {file}").format(file=path))

    def _ask_export(self) -> None:
        name = save_file_name(
            self, self.tr("Export statistics"), "statistics.pdf", self.tr("PDF files (*.pdf)"),
            self.folders,
        )
        if not name:
            return
        try:
            self.export_pdf(Path(name))
        except (*ActionError, OSError) as exc:
            self.info.setText(self.tr("Not written: {error}").format(error=error_text(exc)))
