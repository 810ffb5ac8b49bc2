"""Standings: a session, the event, or the league season — refreshed on every entry.

Only a change that says the standings moved triggers a reload (the services keep the ranked
standings live, so it costs the players whose totals changed), and only while the screen is
shown (the window holds the changes for a hidden screen). The rows are the services'
``StandingRow`` lines, the printed standings' own, given as a view made when read
(``StandingLinesView``): the model asks a line by its index when the table shows it, and after
a hand repaints the stretches the ranking says moved (``update_rows``: ``dataChanged``, no
reset, no read of the field). Sorting by another column than the rank, or filtering, reads
every line (the proxy's filter asks each row; a sort orders them all). Column widths are
fitted from a sample of rows when the table is filled anew (another event or scope), never
over every cell on every change.
Sort by any column (click a header); filter by typing a name. Prize money is the services'
(``event_standings(with_prizes=True)``: the same award the printed standings and the
workbook show): the screen computes no number itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import EventId, RoundId, SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.reads import EventRow
from sheepshead_scorer.tournament import Tiebreak
from sheepshead_scorer.ui.door.backend import ActionError, Backend, StandingsReport
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.row_table_model import COLUMN_CONTEXT, SourceSortProxy
from sheepshead_scorer.ui.models.season_table_model import SeasonTableModel
from sheepshead_scorer.ui.models.standings_model import STANDING_COLUMNS, standings_model
from sheepshead_scorer.ui.screens.standings_columns import (
    DECIDED_COLUMN,
    DETAIL_COLUMNS,
    PLAYER_COLUMN,
    PRIZE_COLUMN,
    hidden_standing_columns,
    hide_columns,
    wrap_title,
)
from sheepshead_scorer.ui.widgets.undo_keys import route_undo_keys
from sheepshead_scorer.ui.words.error_text import error_text, message_text
from sheepshead_scorer.ui.words.formatting import format_money
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

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
        self.status = QLabel()  # "Event standings — after session 1 of 3 — provisional"
        self.status.setObjectName("standingsStatus")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-weight: bold;")
        self.model = standings_model(self)
        self.season = SeasonTableModel(self)
        self.proxy = SourceSortProxy(self)
        self.proxy.setSourceModel(self.model)
        self._shown_scope: object = None
        self._by_round = self._session = False
        self.view = QTableView()
        self.view.setObjectName("standingsTable")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(False)  # fit_width() sizes it
        self.view.horizontalHeader().setResizeContentsPrecision(SAMPLE_ROWS)
        self.shown_details: set[int] = set()  # detail columns the director asked for
        for column, info in enumerate(STANDING_COLUMNS):  # titles over lines: no sideways scroll
            title = QCoreApplication.translate(COLUMN_CONTEXT, info.title)
            self.model.set_header_text(column, wrap_title(title, 9))
        header = self.view.horizontalHeader()
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._column_menu)
        self.view.viewport().installEventFilter(self)  # refit when its width changes
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show")))
        top.addWidget(self.scope_box)
        top.addWidget(self.filter, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.info)
        self.scope_box.currentIndexChanged.connect(self.refresh)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        route_undo_keys(self.filter)  # Ctrl+Z with nothing typed: the window's Undo
        self.bus.changed.connect(self._on_changed)

    def set_event(self, event_id: EventId | None) -> None:
        self.shown_event = self.backend.event(event_id) if event_id is not None else None
        self._fill_scopes(("event", None))
        self.refresh()

    def _fill_scopes(self, keep: object) -> None:
        """Event, each session, each drawn round ("by round": a session and one of its
        rounds) and the league season; ``keep`` stays picked while it is still there."""
        self.scope_box.blockSignals(True)
        self.scope_box.clear()
        event = self.shown_event
        if event is not None:
            self.scope_box.addItem(self.tr("Event"), ("event", None))
            for number in range(1, event.sessions + 1):
                self.scope_box.addItem(self.tr("Session {n}").format(n=number), ("session", number))
            for row in self.backend.rounds(event.id):
                if row.status != "draft":
                    self.scope_box.addItem(
                        self.tr("Session {session}, round {round}").format(
                            session=row.session_number, round=row.number
                        ), ("round", row.id),
                    )
            if event.season_id is not None:
                self.scope_box.addItem(self.tr("League season"), ("season", event.season_id))
        self.scope_box.setCurrentIndex(max(0, self.scope_box.findData(keep)))
        self.scope_box.blockSignals(False)

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        shown = self.shown_event
        version = None if shown is None else change.version("event", shown.id)
        if shown is not None and version is not None and version != shown.version:
            # the event row itself was edited (prize flights on or off, fee, sessions, …):
            # read it again, its scopes and its lines, once (a hand names the event too,
            # but writes no event row: that costs no extra read)
            self.shown_event = self.backend.event(shown.id)
            self._fill_scopes(self.scope_box.currentData())
            self.refresh()
            return
        if change.seating and self.shown_event is not None:
            kept = self.scope_box.currentData()
            self._fill_scopes(kept)  # a round drawn, published or taken back
            if self.scope_box.currentData() != kept:
                self.refresh()
                return
        if change.standings or change.players:
            self.refresh()

    def refresh(self, *_: Any) -> None:
        self.refresh_count += 1
        scope = self.scope_box.currentData()
        if self.shown_event is None or scope is None:
            self._shown_scope = None
            self.model.set_rows([])
            self.info.setText(self.tr("No event yet."))
            self.status.clear()
            return
        kind, number = scope
        try:
            if kind == "season":
                self._show_season(number)
            elif kind == "round":
                self._show_round(number)
            else:
                self._show_event(number if kind == "session" else None)
        except ActionError as exc:
            self.info.setText(error_text(exc))

    def _show_event(self, session_number: int | None) -> None:
        assert self.shown_event is not None
        report = self.backend.event_standings(
            self.shown_event.id, session_number=session_number,
            with_prizes=session_number is None
        )
        note = "" if session_number is not None else self._prize_note(report)
        self._show(self.model, report.rows, (self.shown_event.id, session_number))
        self._hide_columns(session=session_number is not None)
        self._show_phase(session_number)
        chain = ", ".join(
            _words(TIEBREAK_WORDS.get(t, t.value.replace("_", " "))) for t in report.tiebreaks
            if not (self._fox() and t is Tiebreak.MOST_PICKER_WINS)  # nobody picks: all 0
        )
        text = (
            self.tr("Session {n} standings, {count} players. Tiebreaks: {chain}. {note}")
            if session_number
            else self.tr("Event standings, {count} players. Tiebreaks: {chain}. {note}")
        )
        self.info.setText(
            text.format(n=session_number, count=len(report.rows), chain=chain, note=note)
        )

    def _fox(self) -> bool:
        """Whether the event shown plays Sheep Head (teams, no picker)."""
        return self.shown_event is not None and self.shown_event.table_game is not None

    def _show_round(self, round_id: RoundId) -> None:
        """One seating round's standings: each player's points at their table in it."""
        report = self.backend.round_standings(round_id)
        self._show(self.model, report.rows, ("round", round_id))
        self._hide_columns(by_round=True)
        scope = self.scope_box.currentText()
        self.status.setText(self.tr("{scope}: each player's points in that round").format(
            scope=scope))
        chain = ", ".join(
            _words(TIEBREAK_WORDS.get(t, t.value.replace("_", " "))) for t in report.tiebreaks
            if not (self._fox() and t is Tiebreak.MOST_PICKER_WINS)
        )
        self.info.setText(self.tr("{scope} standings, {count} players. Tiebreaks: {chain}.")
                          .format(scope=scope, count=len(report.rows), chain=chain))

    def _hide_columns(self, *, by_round: bool = False, session: bool = False) -> None:
        """Hide columns by what they are, in the model shown (``standings_columns``): hand
        counts at a round-totals event, the detail counts until asked for, the games won
        except at a Sheep Head event, the picker wins at one, the prize but for the whole
        event; the season table shows all."""
        model = self.season if self.proxy.sourceModel() is self.season else self.model
        if model is self.model:
            self._by_round, self._session = by_round, session
            hidden = hidden_standing_columns(
                totals_only=self.shown_event is not None and self.shown_event.totals_only,
                fox=self._fox(), shown_details=self.shown_details, by_round=by_round,
                session=session, flights=self.shown_event is not None and bool(
                    (self.shown_event.prize_scheme.get("flights") or {}).get("count")),
            )
        else:
            hidden = frozenset()
        hide_columns(self.view, model.columns(), hidden)

    def column_menu(self) -> QMenu:
        """The header's menu: every detail column, ticked when shown."""
        menu = QMenu(self)
        for column in DETAIL_COLUMNS:
            title = self.model.headerData(column, Qt.Orientation.Horizontal)
            action = menu.addAction(str(title).replace("\n", " "))
            action.setCheckable(True)
            action.setChecked(column in self.shown_details)
            action.toggled.connect(lambda on, c=column: self.show_detail(c, on))
        return menu

    def _column_menu(self, where: QPoint) -> None:
        self.column_menu().popup(self.view.horizontalHeader().mapToGlobal(where))

    def show_detail(self, column: int, on: bool) -> None:
        (self.shown_details.add if on else self.shown_details.discard)(column)
        self._hide_columns(by_round=self._by_round, session=self._session)
        if on:
            self.view.resizeColumnToContents(column)

    def _show_phase(self, session_number: int | None) -> None:
        """Provisional or final, in the words every printed copy uses (``EventPhase``)."""
        assert self.shown_event is not None
        phase = self.backend.event_phase(self.shown_event.id)
        scope = (
            self.tr("Session {n} standings").format(n=session_number) if session_number
            else self.tr("Event standings")
        )
        self.status.setText(f"{scope} — {message_text(phase.status())}")
        title = wrap_title(message_text(phase.prize_title()))
        if self.model.headerData(PRIZE_COLUMN, Qt.Orientation.Horizontal) != title:
            self.model.set_header_text(PRIZE_COLUMN, title)  # refitted when its words change,
            self.view.resizeColumnToContents(PRIZE_COLUMN)  # not over 60 rows every hand

    def _show(self, model: Any, lines: Sequence[Any], scope: object) -> None:
        """Fill ``model``: changed rows only when it shows the same scope as before, else
        anew with the column widths fitted from a sample."""
        if self.proxy.sourceModel() is not model:
            self.proxy.setSourceModel(model)
        if scope == self._shown_scope:
            model.update_rows(lines)
            return
        self._shown_scope = scope
        model.set_rows(lines)
        self.fit_width()

    def fit_width(self) -> None:
        """Columns fitted from a sample of rows, and never a sideways scroll: when they are
        wider than the table (a long name, a large font), "decided by" and then the player
        column give up the difference, their text elided ("Paula Neum…"; the printout has
        them whole).
        Done when the rows are filled anew and when the table is shown or resized."""
        self.view.resizeColumnsToContents()  # measures SAMPLE_ROWS rows, not every cell
        if not self.isVisible() or self.proxy.sourceModel() is not self.model:
            return
        header = self.view.horizontalHeader()
        excess = header.length() - self.view.viewport().width()
        for column in (DECIDED_COLUMN, PLAYER_COLUMN):  # "decided by" first, then the names
            if excess <= 0:
                return
            size = header.sectionSize(column)
            give = min(excess, max(0, size - 90))
            header.resizeSection(column, size - give)
            excess -= give

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table's visible width changed (shown, resized, a scroll bar came or went)."""
        if (
            watched is self.view.viewport() and event.type() == QEvent.Type.Resize
            and self.model.rowCount()
        ):
            QTimer.singleShot(0, self.fit_width)  # after the layout has settled
        return super().eventFilter(watched, event)

    def _prize_note(self, report: StandingsReport) -> str:
        """What the event's prize money comes to (the services' award, as printed)."""
        if report.prize_problem is not None:
            return self.tr("Prizes not computed: {error}").format(
                error=message_text(report.prize_problem)
            )
        prizes = report.prizes
        if prizes is None or prizes.award is None:
            return ""
        remainder = prizes.award.remainder_cents
        paid = prizes.pool_cents - remainder
        pool = self.tr("Prize pool {pool}: {paid} paid out in prizes.").format(
            pool=format_money(prizes.pool_cents), paid=format_money(paid)
        )
        if not remainder:
            return pool
        return pool + " " + self.tr(
            "{remainder} is not paid out: the prize places do not add up to the whole pool, "
            "and each prize is rounded down to the cent. It stays with the house (or goes to "
            "the next event)."
        ).format(remainder=format_money(remainder))

    def _show_season(self, season_id: SeasonId) -> None:
        table = self.backend.season_table(season_id)
        if self.proxy.sourceModel() is not self.season:
            self.proxy.setSourceModel(self.season)
        self._shown_scope = ("season", season_id)
        self.season.set_table(table)
        self._hide_columns()  # the event view's hidden positions are not the season's
        self.status.clear()
        notes = "\n".join(message_text(n) for n in (*table.rules, *table.legend))
        self.info.setText(
            self.tr("League season table, {count} players.").format(count=len(table.lines))
            + "\n" + notes
        )
