"""Playing an acceptance day through the real window, as a director does it: the event
form, the registration desk, the Seating screen's draw, every hand typed on Hand entry
(keys, then Enter), rounds and sessions closed on Seating, the File → Export actions.

The window is the one ``ui.app.build_window`` builds; screens are reached by their titles
(what Alt+1 … Alt+8 show). Every saved hand is checked against the reference at once, so a
day stops at the first deal the product scores differently, naming it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any

from day_reference import Rules, table_scores
from day_sheets import Day, Deal, SeatingRound
from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.actions.export_actions import FILES, PREVIEWS, Document

CTRL = Qt.KeyboardModifier.ControlModifier
Seating = dict[tuple[int, int, int], list[str]]


def keys_for(deal: Deal) -> str:
    """What the director types for a sheet line (docs/ui.md, the entry grammar)."""
    if deal.kind == "leaster":
        return f"l{deal.seats[0] + 1}"
    if deal.kind == "tie":  # docs/ui.md: `l1t3`, seats 1 and 3 tied (leaster_tie decides)
        return f"l{deal.seats[0] + 1}t{deal.seats[1] + 1}"
    assert deal.picker is not None and deal.points is not None
    partner = "a" if deal.partner is None else str(deal.partner + 1)
    tricks = "" if deal.tricks is None else f"/{deal.tricks}"
    return f"{deal.picker + 1}{partner}{deal.points}{tricks}"


@contextmanager
def answering_questions(qtbot: QtBot) -> Iterator[list[str]]:
    """Press the default button of any question the window asks meanwhile ("Close round 1?
    Table 2 has 11 of 12 hands"), as a director presses Enter; yields the questions' texts."""
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            button = box.defaultButton() or box.buttons()[0]
            button.click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    try:
        yield asked
    finally:
        timer.stop()


def choose(box: QComboBox, value: str) -> None:
    """Pick the item whose data is ``value`` (an option's or a method's value)."""
    for index in range(box.count()):
        if str(box.itemData(index)) == value:
            box.setCurrentIndex(index)
            return
    raise AssertionError(f"{box.objectName()} offers no {value!r}")


class DirectorAtTheWindow:
    """One acceptance day in one window."""

    def __init__(self, qtbot: QtBot, window: Any, day: Day) -> None:
        self.qtbot = qtbot
        self.window = window
        self.day = day
        self.rules = Rules.of(day)
        self.seating: Seating = {}
        self.round_ids: dict[tuple[int, int], int] = {}
        self.refusals: list[tuple[Deal, str]] = []  # (deal, the line's message) when refused

    # -- before the first deal -------------------------------------------------------------
    def create_event(self) -> int:
        day, setup = self.day, self.window.show_screen("Event setup")
        setup.rules.choose_preset(day.header["preset"])
        for name, value in day.rules.items():
            editor = setup.rules.editors[name]
            if isinstance(editor, QComboBox):
                choose(editor, value)
            else:
                editor.setChecked(value == "true")
        self.qtbot.keyClicks(setup.name, day.header["event"])
        setup.date.setDate(QDate.fromString(day.header["date"], "yyyy-MM-dd"))
        setup.sessions.setValue(day.number("sessions"))
        setup.hands.setValue(day.number("hands"))
        setup.fee.setText(day.header["fee"])
        setup.house.setValue(day.number("house"))
        setup.places.setText(", ".join(day.percents("places")))
        setup.session_top.setValue(day.number("session_top"))
        setup.create_button.click()
        assert setup.message.text() == "", setup.message.text()
        event_id = self.window.current_event_id()
        assert event_id is not None
        return int(event_id)

    def register_everyone(self) -> None:
        desk = self.window.show_screen("Registration")
        for name in self.day.players:
            self.qtbot.keyClicks(desk.add_box, name)
            self.qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
        assert desk.model.rowCount() == len(self.day.players)
        desk.view.selectAll()
        desk.mark_paid()
        desk.view.selectAll()
        desk.check_in()

    # -- seating rounds ---------------------------------------------------------------------
    def draw(self, plan: SeatingRound) -> None:
        """Draw and publish a seating round; the seats as drawn are the sheets' seats."""
        seating = self.window.show_screen("Seating")
        seating.session_box.setValue(plan.session)
        seating.hands_box.setValue(plan.hands)
        choose(seating.method_box, self.day.header["draw"])
        per_table = seating.findChild(QComboBox, "handsPerTableSize")
        assert per_table is not None or plan.per_table == "same", (
            "Seating offers no \"hands per table size\" choice: a 6-table of a 5-handed "
            "event cannot play 24 hands where the 5-tables play 20 (issue 22)"
        )
        if per_table is not None:
            choose(per_table, plan.per_table)
        seating.draw_button.click()
        current = seating.current_round()
        assert current is not None and current[1] == "draft", seating.message.text()
        for table in seating.model.tables():
            names = [seat.name for seat in table.seats]
            self.seating[(plan.session, plan.round, table.number)] = names
        self.round_ids[(plan.session, plan.round)] = current[0]
        if plan.per_table == "equal":  # the draw review: everyone plays the session's count
            review = seating.review.text()
            assert "Warning" not in review and review.count(
                f"each player plays {plan.hands}") == len(seating.model.tables()), review
        seating.publish_button.click()
        assert seating.current_round()[1] == "published", seating.message.text()

    def close_round(self, session: int, rnd: int) -> None:
        seating = self._seating_on(session, rnd)
        with answering_questions(self.qtbot):
            seating.close_button.click()
        assert self._status(seating, session, rnd) == "closed", seating.message.text()

    def close_session(self, session: int, rnd: int) -> None:
        seating = self._seating_on(session, rnd)
        with answering_questions(self.qtbot):
            seating.close_session_button.click()
        assert f"Closed session {session}" in seating.message.text(), seating.message.text()

    def reopen_round(self, session: int, rnd: int) -> None:
        """Reopen a closed round on Seating (issue 23: "Reopen a round ... from the window")."""
        seating = self._seating_on(session, rnd)
        assert seating.close_button.text() == "Reopen round", (
            f"Seating offers {seating.close_button.text()!r} on a closed round, no Reopen "
            "round (issue 23)"
        )
        with answering_questions(self.qtbot):
            seating.close_button.click()
        assert self._status(seating, session, rnd) != "closed", seating.message.text()

    def _status(self, seating: Any, session: int, rnd: int) -> str:
        """The round's status as Seating's round list shows it."""
        box, wanted = seating.round_box, self.round_ids[(session, rnd)]
        return str(next(box.itemData(i)[1] for i in range(box.count())
                        if box.itemData(i)[0] == wanted))

    def _seating_on(self, session: int, rnd: int) -> Any:
        seating = self.window.show_screen("Seating")
        index = next(
            i for i in range(seating.round_box.count())
            if seating.round_box.itemData(i)[0] == self.round_ids[(session, rnd)]
        )
        seating.round_box.setCurrentIndex(index)
        return seating

    # -- hands ------------------------------------------------------------------------------
    def play_round(self, session: int, rnd: int, *, mistakes: bool = True) -> None:
        """Type every table's sheet of a seating round, checking each saved hand."""
        entry = self._entry_on(session, rnd)
        for index in range(entry.table_box.count()):
            entry.table_box.setCurrentIndex(index)
            table = entry.table_box.currentData()
            names = self.seating[(session, rnd, table.number)]
            deals = self.day.table_deals(session, rnd, table.number)
            expected = table_scores(self.day, self.rules, deals, len(names))
            schiller_from = len([d for d in deals if d.kind != "tie"]) - len(names)
            for played, (deal, pay) in enumerate(zip(deals, expected, strict=True)):
                if self.rules.schiller and len(names) == 5 and played == schiller_from and (
                    deal.round == max(r.round for r in self.day.rounds if r.session == session)
                ):
                    self.dealer_may_not_pick(entry, deal)
                wrong = self.day.mistyped.get((*deal.where, deal.hand)) if mistakes else None
                self.type_hand(entry, wrong or keys_for(deal))
                if wrong is None:
                    self.check_last_hand(entry, deal, pay)
            assert entry.model.hand_count() == len(deals)

    def dealer_may_not_pick(self, entry: Any, deal: Deal) -> None:
        """The Schiller round: the dealer picking is refused, and nothing is saved."""
        before = entry.model.hand_count()
        keys = f"{deal.dealer + 1}{(deal.dealer + 2) % 5 + 1}74"
        self.qtbot.keyClicks(entry.entry.edit, keys)
        self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
        refused = entry.entry.edit.text() == keys and entry.model.hand_count() == before
        message = entry.entry.message.text()
        self.refusals.append((deal, message))
        self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Escape)
        assert refused, (
            f"{deal.text()}: the Schiller round, yet the dealer (seat {deal.dealer + 1}) "
            f"picking was saved ({message!r}); 000: the first person after the dealer has to pick"
        )

    def type_hand(self, entry: Any, keys: str) -> None:
        before = entry.model.hand_count()
        self.qtbot.keyClicks(entry.entry.edit, keys)
        self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
        if entry.entry.edit.text() and "same as hand" in entry.entry.message.text():
            self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)  # a repeat is a new hand
        assert entry.entry.edit.text() == "" and entry.model.hand_count() == before + 1, (
            f"{keys!r} was not saved: {entry.entry.message.text()}"
        )

    def check_last_hand(self, entry: Any, deal: Deal, expected: Sequence[Fraction]) -> None:
        line = entry.model.line_at(entry.model.hand_count() - 1)
        shown = [str(p) for p in line.payouts]
        want = [str(p) for p in expected]
        assert (line.dealer, shown) == (deal.dealer, want), (
            f"{deal.text()} ({keys_for(deal)!r}): the sheet pays {want} (dealer seat "
            f"{deal.dealer + 1}), the window {shown} (dealer seat {line.dealer + 1})"
        )

    def correct_mistakes(self, session: int, rnd: int) -> None:
        """Correct every mistyped hand of a round with F2, as the sheet says it was."""
        entry = self._entry_on(session, rnd)
        for (s, r, t, hand), _wrong in self.day.mistyped.items():
            if (s, r) != (session, rnd):
                continue
            entry.table_box.setCurrentIndex(entry.table_box.findText(f"Table {t}"))
            deals = self.day.table_deals(s, r, t)
            index = next(i for i, d in enumerate(deals) if d.hand == hand and d.kind != "tie")
            while entry.selected_hand() != index:
                self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Up, CTRL)
            with answering_questions(self.qtbot):  # a closed round: "Reopen it?" Enter
                self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_F2)
            self.qtbot.keyClicks(entry.entry.edit, keys_for(deals[index]))
            self.qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
            assert entry.entry.edit.text() == "", entry.entry.message.text()
            names = self.seating[(s, r, t)]
            pay = table_scores(self.day, self.rules, deals, len(names))[index]
            assert [str(p) for p in entry.model.line_at(index).payouts] == [str(p) for p in pay]

    def _entry_on(self, session: int, rnd: int) -> Any:
        entry = self.window.show_screen("Hand entry")
        index = entry.round_box.findData(self.round_ids[(session, rnd)])
        assert index >= 0, f"Hand entry does not offer session {session} round {rnd}"
        entry.round_box.setCurrentIndex(index)
        return entry

    # -- what the window shows and writes ----------------------------------------------------
    def standings_rows(self, session: int | None = None) -> list[Any]:
        screen = self.window.show_screen("Standings")
        wanted = ("event", None) if session is None else ("session", session)
        box = screen.scope_box
        box.setCurrentIndex(next(i for i in range(box.count()) if box.itemData(i) == wanted))
        return list(screen.model.rows())

    def export(self, title: str, folder: Path) -> Path:
        """Write a document through File → Export / Print's own action (no preview)."""
        actions = self.window.export_actions
        document = _document(title)
        request = actions.request_for(document)
        assert request is not None
        target = folder / f"{document.file_stem}.{request.fmt.value}"
        with self.qtbot.waitSignal(actions.finished, timeout=30000) as done:
            actions.run_export(request, target, lambda _path: None)
        return Path(done.args[0])


def _document(title: str) -> Document:
    return next(d for d in (*PREVIEWS, *FILES) if d.title.replace("&", "").startswith(title))


def play_whole_day(director: DirectorAtTheWindow, between: Callable[[int, int], None] | None = None
                   ) -> None:
    """Every seating round in order: draw, type, close; each session closed after its last
    round. ``between(session, round)`` runs after a round is closed (a correction)."""
    day = director.day
    for plan in day.rounds:
        director.draw(plan)
        director.play_round(plan.session, plan.round)
        director.close_round(plan.session, plan.round)
        if between is not None:
            between(plan.session, plan.round)
        last = max(r.round for r in day.rounds if r.session == plan.session)
        if plan.round == last:
            director.close_session(plan.session, plan.round)

