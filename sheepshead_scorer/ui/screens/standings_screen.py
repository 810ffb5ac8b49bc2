"""Standings: a session, the event, or the league season — refreshed on every entry.

Only a change that says the standings moved triggers a reload (the services keep the ranked
standings live, so it costs the players whose totals changed), and only while the screen is
shown (the window holds the changes for a hidden screen). The table then repaints just the
rows that changed (``update_rows``: ``dataChanged``, no reset); a line is made again only for a
player whose standing row changed. Column widths are fitted from a sample of rows when the
table is filled anew (another event or scope), never over every cell on every change.
Sort by any column (click a header); filter by typing a name. Prize money is the services'
(`Services.event_prizes`, the same award the printed standings and the workbook show): the
screen computes no number itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.services.ui_queries import EventRow
from sheepshead_scorer.tournament import StandingRow, Tiebreak
from sheepshead_scorer.ui.backend import ActionError, Backend
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.error_text import error_text, message_text
from sheepshead_scorer.ui.formatting import format_money
from sheepshead_scorer.ui.models.row_table_model import SourceSortProxy
from sheepshead_scorer.ui.models.season_table_model import SeasonTableModel
from sheepshead_scorer.ui.models.standings_model import (
    COL_GAMES,
    StandingLine,
    standings_model,
)
from sheepshead_scorer.ui.translation import QT_TRANSLATE_NOOP

DECIDED_BY = {
    Tiebreak.MOST_PICKER_WINS: QT_TRANSLATE_NOOP("StandingsScreen", "pick wins"),
    Tiebreak.FEWEST_HANDS_LOST: QT_TRANSLATE_NOOP("StandingsScreen", "fewer lost"),
    Tiebreak.BEST_ROUND: QT_TRANSLATE_NOOP("StandingsScreen", "best round"),
    Tiebreak.LOT: QT_TRANSLATE_NOOP("StandingsScreen", "lot"),
}
"""What broke a tie, by tiebreak (English; shown translated, context "StandingsScreen")."""
TIEBREAK_WORDS = {
    Tiebreak.MOST_PICKER_WINS: QT_TRANSLATE_NOOP("StandingsScreen", "most picker wins"),
    Tiebreak.FEWEST_HANDS_LOST: QT_TRANSLATE_NOOP("StandingsScreen", "fewest hands lost"),
    Tiebreak.BEST_ROUND: QT_TRANSLATE_NOOP("StandingsScreen", "best round"),
    Tiebreak.LOT: QT_TRANSLATE_NOOP("StandingsScreen", "lot"),
}


SAMPLE_ROWS = 60
"""Rows measured when column widths are fitted (the first page and a little more)."""


def _words(english: str) -> str:
    return QCoreApplication.translate("StandingsScreen", english)


class StandingsScreen(QWidget):
    def __init__(self, backend: Backend, bus: AppBus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.backend = backend
        self.bus = bus
        self.shown_event: EventRow | None = None
        self.refresh_count = 0
        self.scope_box = QComboBox()
        self.scope_box.setObjectName("scopeBox")
        self.filter = QLineEdit()
        self.filter.setObjectName("standingsFilter")
        self.filter.setPlaceholderText(self.tr("Filter by name"))
        self.info = QLabel()
        self.info.setObjectName("standingsInfo")
        self.info.setWordWrap(True)
        self.model = standings_model(self)
        self.season = SeasonTableModel(self)
        self.proxy = SourceSortProxy(self)
        self.proxy.setSourceModel(self.model)
        self._lines: dict[int, tuple[StandingRow, str, StandingLine]] = {}  # by player
        self._shown_scope: object = None
        self.view = QTableView()
        self.view.setObjectName("standingsTable")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)  # "decided by"
        self.view.horizontalHeader().setResizeContentsPrecision(SAMPLE_ROWS)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show")))
        top.addWidget(self.scope_box)
        top.addWidget(self.filter, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.info)
        self.scope_box.currentIndexChanged.connect(self.refresh)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.bus.changed.connect(self._on_changed)

    def set_event(self, event_id: int | None) -> None:
        self.shown_event = self.backend.event(event_id) if event_id is not None else None
        self.scope_box.blockSignals(True)
        self.scope_box.clear()
        if self.shown_event is not None:
            self.scope_box.addItem(self.tr("Event"), ("event", None))
            for number in range(1, self.shown_event.sessions + 1):
                self.scope_box.addItem(self.tr("Session {n}").format(n=number), ("session", number))
            if self.shown_event.season_id is not None:
                self.scope_box.addItem(
                    self.tr("League season"), ("season", self.shown_event.season_id)
                )
        self.scope_box.blockSignals(False)
        fox = self.shown_event is not None and self.shown_event.table_game is not None
        self.view.setColumnHidden(COL_GAMES, not fox)
        self.refresh()

    def _on_changed(self, change: Any) -> None:
        if getattr(change, "standings", False) or getattr(change, "players", ()):
            self.refresh()

    def refresh(self, *_: Any) -> None:
        self.refresh_count += 1
        scope = self.scope_box.currentData()
        if self.shown_event is None or scope is None:
            self._shown_scope = None
            self.model.set_rows([])
            self.info.setText(self.tr("No event yet."))
            return
        kind, number = scope
        try:
            if kind == "season":
                self._show_season(number)
            else:
                self._show_event(number if kind == "session" else None)
        except ActionError as exc:
            self.info.setText(error_text(exc))

    def _show_event(self, session_number: int | None) -> None:
        assert self.shown_event is not None
        report = self.backend.event_standings(self.shown_event.id, session_number)
        prizes, note = ({}, "") if session_number is not None else self._prizes()
        scope = (self.shown_event.id, session_number)
        if scope != self._shown_scope:
            self._lines = {}
        lines = [
            self._line(row, report.names.get(row.player_id, f"#{row.player_id}"),
                       prizes.get(row.player_id, 0))
            for row in report.standings.rows
        ]
        self._show(self.model, lines, scope)
        chain = ", ".join(
            _words(TIEBREAK_WORDS.get(t, t.value.replace("_", " ")))
            for t in report.standings.tiebreaks
        )
        text = (
            self.tr("Session {n} standings, {count} players. Tiebreaks: {chain}. {note}")
            if session_number
            else self.tr("Event standings, {count} players. Tiebreaks: {chain}. {note}")
        )
        self.info.setText(
            text.format(n=session_number, count=len(lines), chain=chain, note=note)
        )

    def _line(self, row: StandingRow, name: str, prize_cents: int) -> StandingLine:
        """The player's line, the same object as last time when nothing of it changed."""
        kept = self._lines.get(row.player_id)
        if kept is not None and kept[0] is row and kept[1] == name and (
            kept[2].prize_cents == prize_cents
        ):
            return kept[2]
        line = StandingLine(
            rank=row.rank,
            label=row.label,
            player_id=row.player_id,
            name=name,
            points=row.tally.points,
            hands=row.tally.hands_played,
            picks=row.tally.picks,
            picker_wins=row.tally.picker_wins,
            partner_wins=row.tally.partner_wins,
            leasters_won=row.tally.leasters_won,
            schneiders=row.tally.schneiders,
            hands_lost=row.tally.hands_lost,
            best_round=row.tally.best_round,
            average=row.tally.average_per_hand,
            decided_by=_words(DECIDED_BY.get(row.decided_by, "")) if row.decided_by else "",
            prize_cents=prize_cents,
            games_won=row.tally.games_won,
        )
        self._lines[row.player_id] = (row, name, line)
        return line

    def _show(self, model: Any, lines: list[Any], scope: object) -> None:
        """Fill ``model``: changed rows only when it shows the same scope as before, else
        anew with the column widths fitted from a sample."""
        if self.proxy.sourceModel() is not model:
            self.proxy.setSourceModel(model)
        if scope == self._shown_scope:
            model.update_rows(lines)
            return
        self._shown_scope = scope
        model.set_rows(lines)
        self.view.resizeColumnsToContents()  # measures SAMPLE_ROWS rows, not every cell

    def _prizes(self) -> tuple[dict[int, int], str]:
        """The event's prize money as the services award it (the printout's numbers)."""
        assert self.shown_event is not None
        try:
            prizes = self.backend.event_prizes(self.shown_event.id)
        except ActionError as exc:
            return {}, self.tr("Prizes not computed: {error}").format(error=error_text(exc))
        if prizes.award is None:
            return {}, ""
        return prizes.totals(), self.tr("Prize pool {pool} (remainder {remainder}).").format(
            pool=format_money(prizes.pool_cents),
            remainder=format_money(prizes.award.remainder_cents),
        )

    def _show_season(self, season_id: int) -> None:
        table = self.backend.season_table(season_id)
        if self.proxy.sourceModel() is not self.season:
            self.proxy.setSourceModel(self.season)
        self._shown_scope = ("season", season_id)
        self.season.set_table(table)
        notes = "\n".join(message_text(n) for n in (*table.rules, *table.legend))
        self.info.setText(
            self.tr("League season table, {count} players.").format(count=len(table.lines))
            + "\n" + notes
        )
