"""The League season screen's export buttons offer a file named after the league and season,
as the Export menu names its files (walk 29: every one offered "season.pdf"/"season.xlsx")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens import season_screen
from sheepshead_scorer.ui.screens.season_screen import SeasonScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def test_each_export_button_offers_the_league_and_season_name(
    qtbot: QtBot, backend: Backend, bus: AppBus, monkeypatch: pytest.MonkeyPatch
) -> None:
    league = backend.create_league("Tuesday League").created
    assert league is not None
    assert backend.create_season(league, "2026").created is not None
    screen = SeasonScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.show()
    offered: list[str] = []

    def save_name(_parent: object, _title: str, name: str, *_rest: object) -> str:
        offered.append(name)
        return ""  # the director cancels

    monkeypatch.setattr(season_screen, "save_file_name", save_name)
    for key in ("pdf", "csv", "xlsx", "money"):
        button = screen.findChild(QPushButton, f"export_{key}")
        assert button is not None
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert offered == [
        "Tuesday League — 2026 season standings.pdf",
        "Tuesday League — 2026 season table.csv",
        "Tuesday League — 2026 season workbook.xlsx",
        "Tuesday League — 2026 season money list.pdf",
    ]
