"""Which table the hand-entry screen shows: a round chooser (the event's drawn and published
rounds, each with its hands) and a table chooser, both keeping the director's choice when
they are filled again (another station drew, published or closed a round)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from sheepshead_scorer.services.ui_queries import TableRow
from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.ui.translation import status_word


class TableChooser(QWidget):
    """Round and table; ``changed`` is emitted whenever the chosen table may be another
    (read ``table`` and ``round_hands``)."""

    changed = Signal()

    def __init__(self, backend: Backend, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.backend = backend
        self.event_id: int | None = None
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
        self.table_box.currentIndexChanged.connect(lambda _index: self.changed.emit())

    @property
    def table(self) -> TableRow | None:
        """The chosen table, with its seats."""
        found: TableRow | None = self.table_box.currentData()
        return found

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.load_rounds()

    def load_rounds(self) -> None:
        """Fill the round chooser, keeping the round the director chose (by its id: the item
        data is the plain round id, so ``findData`` finds it again after a reload)."""
        keep = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        self._hands_per_round = {}
        if self.event_id is not None:
            for row in self.backend.rounds(self.event_id):
                if row.status != "draft":
                    label = QCoreApplication.translate(
                        "HandEntryScreen", "S{session} R{round} ({hands} hands, {status})"
                    ).format(
                        session=row.session_number, round=row.number, hands=row.hands,
                        status=status_word(row.status),
                    )
                    self.round_box.addItem(label, row.id)
                    self._hands_per_round[row.id] = row.hands
        index = self.round_box.findData(keep) if keep is not None else -1
        if self.round_box.count():
            self.round_box.setCurrentIndex(max(0, index))
        self.round_box.blockSignals(False)
        self._load_tables()

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
            found = -1
            if keep is not None:
                found = next(
                    (i for i in range(self.table_box.count())
                     if self.table_box.itemData(i).id == keep.id),
                    -1,
                )
            self.table_box.setCurrentIndex(max(0, found))
        self.changed.emit()

    def step(self, step: int) -> None:
        """The next (``1``) or previous (``-1``) table of the round, round the end."""
        count = self.table_box.count()
        if count:
            self.table_box.setCurrentIndex((self.table_box.currentIndex() + step) % count)
