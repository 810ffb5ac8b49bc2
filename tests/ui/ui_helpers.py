"""Builders shared by the desktop-app tests."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.rules import Ruleset, preset
from sheepshead_scorer.services.events.event_edits import EventSpec, ScoringMode
from sheepshead_scorer.ui.door.backend import Backend


@dataclass(frozen=True)
class ReadyEvent:
    event_id: int
    players: tuple[int, ...]
    round_id: int


def make_event(
    backend: Backend,
    players: int = 10,
    *,
    hands: int = 12,
    preset_name: str = "000-encyclopedia",
    publish: bool = True,
    totals_only: bool = False,
    sessions: int = 1,
    ruleset: Ruleset | None = None,
) -> ReadyEvent:
    """An event with `players` checked-in players and its first round drawn (and published);
    ``ruleset`` instead of the preset called ``preset_name`` (a preset with options changed)."""
    spec = EventSpec(
        name="Test Open",
        held_on=dt.date(2026, 11, 29),
        ruleset=preset(preset_name) if ruleset is None else ruleset,
        venue="Club hall",
        entry_fee_cents=2000,
        prize_scheme={"house_percent": "10", "place_percents": ["50", "30", "20"]},
        scoring_mode=ScoringMode.TOTALS if totals_only else ScoringMode.HANDS,
        sessions=sessions,
    )
    event_id = backend.create_event(spec).created
    assert event_id is not None
    ids = []
    for number in range(players):
        created = backend.add_player(f"Player {number + 1:02d}")
        assert created.created is not None
        ids.append(created.created)
        backend.register(event_id, created.created)
        backend.mark_paid(event_id, created.created)
        backend.check_in(event_id, created.created)
    backend.draw_round(event_id, 1, hands, seed=7)
    round_id = backend.rounds(event_id)[-1].id
    if publish:
        backend.publish_round(round_id)
    return ReadyEvent(event_id, tuple(ids), round_id)


def answer_box(qtbot: QtBot, key: Qt.Key, seen: list[str] | None = None) -> None:
    """Answer the next message box (a question) with ``key`` (Enter, Esc) when it shows;
    its title and text go into ``seen``. Call it before the key that asks."""

    def run() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, run)
            return
        if seen is not None:
            seen.append(f"{box.windowTitle()}: {box.text()} {box.informativeText()}")
        qtbot.keyClick(box, key)

    QTimer.singleShot(0, run)
