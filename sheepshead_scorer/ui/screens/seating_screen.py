"""Seating: draw a round, see the tables, swap seats, lock fixed seats, publish.

Hands per table size and the review: ``seating_review``; the next draw's defaults and the
news of rounds closed or reopened elsewhere: ``seating_follow``.

Keys: Ctrl+D draws the next round of the chosen session; in the grid, Space picks a player and
Space on a second player swaps them (or drag one name onto another); L locks or unlocks a
player's seat for the next draws (a fixed seat, e.g. wheelchair access; stored with the
event, so it survives a restart, and undoable with Ctrl+Z); Ctrl+Shift+P publishes.

Close round and Close session ask first, naming the tables short of hands; on a closed
round (session) the button reads "Reopen round" ("Reopen session"); ``ui/actions/round_life.py``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import EventId, RoundId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.reads import RoundRow, SessionRow
from sheepshead_scorer.tournament import DrawMethod, FixedSeat
from sheepshead_scorer.ui.actions.round_life import RoundLife
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.models.seating_model import SeatingModel
from sheepshead_scorer.ui.screens.seating_follow import (
    DrawDefaults,
    session_news,
    status_news,
    used_up,
)
from sheepshead_scorer.ui.screens.seating_review import (
    review_text,
    table_hands_box,
    table_hands_row,
)
from sheepshead_scorer.ui.undo.undo_stack import SetFixedSeatCommand, SwapSeatsCommand
from sheepshead_scorer.ui.widgets.screen_parts import run_action
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP, status_word

METHODS = {
    QT_TRANSLATE_NOOP("SeatingScreen", "Random"): DrawMethod.RANDOM,
    QT_TRANSLATE_NOOP("SeatingScreen", "Avoid repeat tablemates"): DrawMethod.AVOID_REPEATS,
    QT_TRANSLATE_NOOP("SeatingScreen", "By standings (king of the hill)"): DrawMethod.BY_STANDINGS,
}
"""The draw methods by their English labels (shown translated, context "SeatingScreen")."""


class SeatingScreen(QWidget):
    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        verification: VerificationLog | None = None,
        undo_stack: QUndoStack | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.undo_stack = undo_stack or QUndoStack(self)
        self.verification = verification or VerificationLog(self)
        self.require_check = QCheckBox(
            self.tr("Require a blind second entry of every table to close")
        )
        self.require_check.toggled.connect(self._set_required)
        self.backend = backend
        self.bus = bus
        self.event_id: EventId | None = None
        self.fixed: dict[int, FixedSeat] = {}
        self._round_versions: dict[int, int] = {}  # as loaded: what a swap expects
        self._registration_versions: dict[int, int] = {}  # by player: what a lock expects
        self._picked: int | None = None
        self.round_box = QComboBox()
        self.round_box.setObjectName("seatingRoundBox")
        self.session_box = QSpinBox()
        self.session_box.setRange(1, 20)
        self.session_box.setPrefix(self.tr("session "))
        self.hands_box = QSpinBox()
        self.hands_box.setObjectName("roundHands")
        self.hands_box.setRange(1, 500)
        self.hands_box.setSuffix(self.tr(" hands"))
        self.defaults = DrawDefaults(self.session_box, self.hands_box)  # the next draw
        self._shape = (12, 1)  # the event's hands per session and sessions
        self.method_box = QComboBox()
        for label, method in METHODS.items():
            self.method_box.addItem(QCoreApplication.translate("SeatingScreen", label), method)
        self.table_hands_box = table_hands_box()
        self.draw_button = QPushButton(self.tr("Draw round (Ctrl+D)"))
        self.publish_button = QPushButton(self.tr("Publish (Ctrl+Shift+P)"))
        self.close_button = QPushButton(self.tr("Close round"))
        self.close_session_button = QPushButton(self.tr("Close session"))
        self.close_session_button.setToolTip(self.tr(
            "No more results in this session. Once the last session is closed the standings, "
            "the prizes and every printout are final."
        ))
        self._session_of: dict[int, int] = {}  # round id → session number
        self._rows: dict[int, RoundRow] = {}  # round id → the round as loaded
        self._closed_sessions: dict[int, SessionRow] = {}  # by number, as loaded
        self.life = RoundLife(backend, bus, self.undo_stack, self, self.message_text)
        self.model = SeatingModel(self)
        self.view = QTableView()
        self.view.setObjectName("seatingGrid")
        self.view.setModel(self.model)
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.installEventFilter(self)
        keys = QLabel(self.tr(
            "Space on a player, then Space on another: swap (or drag one name onto another) · "
            "L: lock a player's seat for the next draws · only a draft round can change"
        ))
        keys.setStyleSheet("color: palette(placeholder-text);")
        keys.setWordWrap(True)  # long in German; must not widen the window
        self.review = QLabel()
        self.review.setObjectName("seatingReview")
        self.review.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("seatingMessage")
        self.message.setWordWrap(True)
        top = QHBoxLayout()  # the check box has a row of its own: German fits 1366 px
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box, 1)
        top.addWidget(self.publish_button)
        top.addWidget(self.close_button)
        top.addWidget(self.close_session_button)
        checks = QHBoxLayout()
        checks.addWidget(self.require_check)
        checks.addStretch(1)
        draw = QHBoxLayout()  # under its heading: German at font size 15 fits 1366 px
        draw.addWidget(self.session_box)
        draw.addWidget(self.hands_box)
        draw.addWidget(self.method_box)
        draw.addWidget(self.draw_button)
        draw.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Next round:")))
        layout.addLayout(draw)
        layout.addLayout(table_hands_row(self.table_hands_box))  # a row of its own: German
        layout.addLayout(top)
        layout.addLayout(checks)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.review)
        layout.addWidget(keys)
        layout.addWidget(self.message)
        self.round_box.currentIndexChanged.connect(self._load_tables)
        self.draw_button.clicked.connect(self.draw)
        self.publish_button.clicked.connect(self.publish)
        self.close_button.clicked.connect(self.close_or_reopen_round)
        self.close_session_button.clicked.connect(self.close_or_reopen_session)
        self.model.swap_requested.connect(self.swap)
        QShortcut(QKeySequence("Ctrl+D"), self, self.draw)
        QShortcut(QKeySequence("Ctrl+Shift+P"), self, self.publish)
        self.bus.changed.connect(self._on_changed)

    # -- loading -------------------------------------------------------------------------
    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        if event_id is not None:
            event = self.backend.event(event_id)
            self.session_box.setMaximum(event.sessions)
            self._shape = (event.hands_per_session, event.sessions)
        self._load_rounds(select_last=True)

    def _load_rounds(self, select_last: bool = False) -> None:
        keep = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        rounds = self.backend.rounds(self.event_id) if self.event_id is not None else []
        self._round_versions = {row.id: row.version for row in rounds}
        self._session_of = {row.id: row.session_number for row in rounds}
        closed = {
            s.number: s for s in (
                self.backend.sessions(self.event_id) if self.event_id is not None else []
            ) if s.status == "closed"
        }
        news = " ".join(filter(None, (status_news(self._rows, rounds), session_news(
            self._closed_sessions, closed) if self._rows else "")))  # no stale message
        if news:
            self.message.setText(news)
        self._rows, self._closed_sessions = {row.id: row for row in rounds}, closed
        self.defaults.follow(self.event_id, rounds, *self._shape, closed)
        for row in rounds:
            self.round_box.addItem(
                self.tr("Session {session}, round {round} — %n hand(s), {status}", "",
                        row.hands).format(session=row.session_number, round=row.number,
                                          status=status_word(row.status)),
                (row.id, row.status),
            )
        self.round_box.blockSignals(False)
        index = self.round_box.findData(keep) if keep is not None and not select_last else -1
        if index < 0:
            index = self.round_box.count() - 1
        self.round_box.setCurrentIndex(index)
        self._load_tables()

    def current_round(self) -> tuple[int, str] | None:
        data = self.round_box.currentData()
        return (int(data[0]), str(data[1])) if data else None

    def _load_tables(self, *_: Any) -> None:
        current = self.current_round()
        self.model.editable = current is not None and current[1] == "draft"
        self.fixed = self.backend.fixed_seats(self.event_id) if self.event_id is not None else {}
        self._registration_versions = {
            r.player_id: r.version
            for r in (self.backend.registrations(self.event_id) if self.event_id else [])
        }
        self.model.locked = set(self.fixed)
        self.model.set_tables(self.backend.tables(RoundId(current[0])) if current else [])
        self.review.setText(review_text(self.backend, RoundId(current[0])) if current else "")
        self._picked = None
        self.publish_button.setEnabled(self.model.editable)
        closed = current is not None and current[1] == "closed"
        self.close_button.setText(self.tr("Reopen round") if closed else self.tr("Close round"))
        self.close_button.setEnabled(current is not None and current[1] != "draft")
        session_closed = current is not None and (
            self._session_of.get(current[0]) in self._closed_sessions
        )
        self.close_session_button.setText(
            self.tr("Reopen session") if session_closed else self.tr("Close session")
        )
        self.close_session_button.setEnabled(current is not None)

    def shown_round(self) -> int | None:
        """The round shown (Edit → Reopen round… offers it first)."""
        current = self.current_round()
        return current[0] if current else None

    def message_text(self, text: str) -> None:
        self.message.setText(text)

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if change.seating or change.rounds or change.registrations or change.sessions:
            self._load_rounds()

    # -- actions -------------------------------------------------------------------------
    def _run(self, action: Any, message: str) -> bool:
        return run_action(action, self.message, self.bus, message)

    def draw(self) -> None:
        if self.event_id is None:
            self.message.setText(self.tr("Create or pick an event first."))
            return
        event_id, session, hands = self.event_id, self.session_box.value(), self.hands_box.value()
        rounds = list(self._rows.values())
        refused = used_up(rounds, *self._shape, session, self._closed_sessions)
        if refused:  # the session's hands are all drawn: the boxes move to the next session
            self.message.setText(refused)
            self.defaults.follow(event_id, rounds, *self._shape, self._closed_sessions, again=True)
            return
        method = self.method_box.currentData()
        per_table = self.table_hands_box.currentData()
        if self._run(  # the stored fixed seats are honoured by the service itself
            lambda: self.backend.draw_round(event_id, session, hands, method=method,
                                            hands_per_table=per_table),
            self.tr("Drew a new round of session {session}").format(session=session),
        ):
            self._load_rounds(select_last=True)

    def swap(self, first: int, second: int) -> None:
        """Swap two players (undoable with Ctrl+Z)."""
        current = self.current_round()
        if current is None:
            return
        names = {int(s.player_id): s.name for t in self.model.tables() for s in t.seats}
        label = self.tr("{first} and {second}").format(
            first=names.get(first, str(first)), second=names.get(second, str(second))
        )
        command = SwapSeatsCommand(
            self.backend, self.bus, current[0], first, second, label,
            seen_version=self._round_versions.get(current[0], 0),
        )
        self.undo_stack.push(command)
        self.message.setText(command.error)

    def publish(self) -> None:
        current = self.current_round()
        if current is not None:
            self._run(
                lambda: self.backend.publish_round(RoundId(current[0])),
                self.tr("Published the seating"),
            )

    def _set_required(self, on: bool) -> None:
        self.verification.required = on

    def close_or_reopen_round(self) -> None:
        """The button under the round: Close round (asks first), or Reopen round."""
        current = self.current_round()
        if current is not None and current[1] == "closed":
            self.life.reopen_round(self._rows[current[0]])
        else:
            self.close_round()

    def close_round(self) -> None:
        """Close the round shown: blind second entries first (if required), then a question
        naming the tables still missing hands; one undo step."""
        current = self.current_round()
        if current is None:
            return
        blocking = self.verification.blocking([(t.id, t.number) for t in self.model.tables()])
        if blocking:
            self.message.setText(
                self.tr(
                    "Cannot close yet: {tables}. Open the table on Hand entry and press F9 "
                    "for its second entry."
                ).format(tables="; ".join(blocking))
            )
            return
        self.life.close_round(self._rows[current[0]])

    def close_or_reopen_session(self) -> None:
        """Close session (asks first; ``RoundLife.close_session``), or Reopen session."""
        current = self.current_round()
        if current is None or self.event_id is None:
            return
        number = self._session_of[current[0]]
        closed = self._closed_sessions.get(number)
        if closed is not None:
            self.life.reopen_session(self.event_id, closed)
            return
        row = next(s for s in self.backend.sessions(self.event_id) if s.number == number)
        self.life.close_session(self.event_id, row)

    def toggle_lock(self) -> None:
        """L: fix the current player's table and seat for every later draw, or clear it.
        Stored with the event (it survives a restart) and undoable with Ctrl+Z.
        """
        index = self.view.currentIndex()
        seat = self.model.seat_at(index)
        if seat is None or self.event_id is None:
            return
        old = self.fixed.get(seat.player_id)
        before = None if old is None else (old.table, old.seat)
        table = self.model.tables()[index.row()].number
        after = None if old is not None else (table, seat.position)
        command = SetFixedSeatCommand(
            self.backend, self.bus, self.event_id, seat.player_id, before, after, seat.name,
            seen_version=self._registration_versions.get(seat.player_id, 0),
        )
        self.undo_stack.push(command)
        if command.error:
            self.message.setText(command.error)
        elif after is None:
            self.message.setText(self.tr("{name} is no longer fixed.").format(name=seat.name))
        else:
            self.message.setText(
                self.tr("{name} keeps table {table}, seat {seat} in the next draws.").format(
                    name=seat.name, table=table, seat=seat.position + 1
                )
            )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Space:
                self._space()
                return True
            if event.key() == Qt.Key.Key_L:
                self.toggle_lock()
                return True
        return super().eventFilter(watched, event)

    def _space(self) -> None:
        seat = self.model.seat_at(self.view.currentIndex())
        if seat is None:
            return
        if self._picked is None:
            self._picked = seat.player_id
            self.message.setText(
                self.tr("Picked {name}: move to another player and press Space.").format(
                    name=seat.name
                )
            )
            return
        first, self._picked = self._picked, None
        if first != seat.player_id:
            self.swap(first, seat.player_id)
