"""Which table the hand-entry screen shows: a round chooser (the event's published and closed
rounds, each with its hands) and a table chooser, both keeping the director's choice when
they are filled again (another station drew, published or closed a round).

It opens on **the round in play** — the newest published round that is not closed, else the
newest — and follows it when a new round is published while the director was on the round in
play; a round picked by hand stays picked. The table opens where the director was last: the
same table number (kept in the preferences, ``AppSettings.last_table``, across restarts)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.door.reads import RoundRow, TableRow
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.words.translation import status_word


class TableChooser(QWidget):
    """Round and table; ``changed`` is emitted whenever the chosen table may be another
    (read ``table`` and ``round_hands``)."""

    changed = Signal()

    def __init__(
        self, backend: Backend, parent: QWidget | None = None,
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.backend = backend
        self.settings = settings
        self.event_id: EventId | None = None
        self._rows: dict[int, RoundRow] = {}
        self._in_play: int | None = None  # the round in play at the last fill
        self.round_hands: int | None = None
        """The chosen round's hands per table (``None`` before a round is chosen)."""
        self._hands_per_round: dict[int, int] = {}
        self.round_box = QComboBox()
        self.round_box.setObjectName("roundBox")
        self.table_box = QComboBox()
        self.table_box.setObjectName("tableBox")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        translate = QCoreApplication.translate
        layout.addWidget(QLabel(translate("HandEntryScreen", "Round")))
        layout.addWidget(self.round_box)
        layout.addWidget(QLabel(translate("HandEntryScreen", "Table")))
        layout.addWidget(self.table_box)
        self.round_box.currentIndexChanged.connect(self._load_tables)
        self.table_box.currentIndexChanged.connect(self._table_chosen)

    @property
    def table(self) -> TableRow | None:
        """The chosen table, with its seats."""
        found: TableRow | None = self.table_box.currentData()
        return found

    @property
    def current_round(self) -> RoundRow | None:
        """The chosen round as loaded (its number, status and version)."""
        return self._rows.get(self.round_box.currentData())

    def set_event(self, event_id: EventId | None) -> None:
        if event_id != self.event_id:  # another event: open on its round in play
            self.round_box.blockSignals(True)
            self.round_box.clear()
            self.round_box.blockSignals(False)
            self._in_play = None
        self.event_id = event_id
        self.load_rounds()

    def load_rounds(self) -> None:
        """Fill the round chooser, keeping the round the director chose (by its id: the item
        data is the plain round id, so ``findData`` finds it again after a reload) — unless
        it was the round in play and another round is in play now: then that one."""
        keep = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        self._hands_per_round = {}
        self._rows = {}
        if self.event_id is not None:
            for row in self.backend.rounds(self.event_id):
                if row.status != "draft":
                    self._rows[row.id] = row
                    label = QCoreApplication.translate(
                        "HandEntryScreen", "S{session} R{round} ({hands} hands, {status})"
                    ).format(
                        session=row.session_number, round=row.number, hands=row.hands,
                        status=status_word(row.status),
                    )
                    self.round_box.addItem(label, row.id)
                    self._hands_per_round[row.id] = row.hands
        in_play = round_in_play(list(self._rows.values()))
        if keep is None or (keep == self._in_play and in_play != self._in_play):
            keep = in_play
        self._in_play = in_play
        index = self.round_box.findData(keep) if keep is not None else -1
        if self.round_box.count():
            self.round_box.setCurrentIndex(index if index >= 0 else self.round_box.count() - 1)
        self.round_box.blockSignals(False)
        self._load_tables()

    def step_round(self, step: int) -> None:
        """The next (``1``) or previous (``-1``) round; it stops at the first and the last."""
        index = self.round_box.currentIndex() + step
        if 0 <= index < self.round_box.count():
            self.round_box.setCurrentIndex(index)

    def _load_tables(self) -> None:
        keep = self.table
        self.table_box.blockSignals(True)
        self.table_box.clear()
        round_id = self.round_box.currentData()
        if round_id is not None:
            self.round_hands = self._hands_per_round.get(round_id)
            for table in self.backend.tables(round_id):
                self.table_box.addItem(
                    QCoreApplication.translate("HandEntryScreen", "Table {n}").format(
                        n=table.number),
                    table,
                )
        self.table_box.blockSignals(False)
        if self.table_box.count():
            self.table_box.setCurrentIndex(max(0, self._table_index(keep)))
        self.changed.emit()

    def _table_index(self, keep: TableRow | None) -> int:
        """The same table, else the same table number (in another round), else the number
        shown last (the preferences: across restarts); -1 if none of them is here."""
        tables = [self.table_box.itemData(i) for i in range(self.table_box.count())]
        for index, table in enumerate(tables):
            if keep is not None and table.id == keep.id:
                return index
        number = keep.number if keep is not None else (
            self.settings.last_table if self.settings is not None else 0
        )
        return next((i for i, t in enumerate(tables) if t.number == number), -1)

    def _table_chosen(self, _index: int) -> None:
        table = self.table
        if table is not None and self.settings is not None:
            self.settings.last_table = table.number
        self.changed.emit()

    def step(self, step: int) -> None:
        """The next (``1``) or previous (``-1``) table of the round, round the end."""
        count = self.table_box.count()
        if count:
            self.table_box.setCurrentIndex((self.table_box.currentIndex() + step) % count)


def round_in_play(rows: list[RoundRow]) -> int | None:
    """The round hands are entered in now: the newest published round (not closed), else
    the newest round; ``rows`` in play order."""
    published = [row.id for row in rows if row.status == "published"]
    if published:
        return published[-1]
    return rows[-1].id if rows else None
