"""A shared place in the season table reads as the event standings word it: "T-1" in English,
"1 (geteilt)" in German — on the League season screen (the cell and a night's tooltip), in
the PDF, CSV and workbook rows, and on the league website (``exports.formatting.rank_words``
for every copy)."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sheepshead_scorer.exports import season_text_rows
from sheepshead_scorer.services import PlayerFields
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.season_screen import SeasonScreen
from sheepshead_scorer.web.site import write_site

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

NAMES = ("Ann Berg", "Ben Kruger", "Cleo Dorn", "Dora Eck")


def _tied_season(backend: Backend) -> int:
    """Ann and Dora level on league points after two nights; on night 2 Cleo and Ben share
    second place."""
    services = backend
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(
        league, "2026", scoring={"scoring": "total_points", "min_events": 1}
    ).created
    assert season is not None
    ids = {}
    for name in NAMES:
        created = services.create_player(PlayerFields(name=name)).created
        assert created is not None
        ids[name] = created
    services.add_to_roster(season, list(ids.values()))
    nights = (
        {"Ann Berg": 12, "Ben Kruger": -7, "Cleo Dorn": -5, "Dora Eck": 0},
        {"Ann Berg": -6, "Ben Kruger": 0, "Cleo Dorn": 0, "Dora Eck": 6},
    )
    for week, night in enumerate(nights):
        services.record_night(
            season, dt.date(2026, 9, 1) + dt.timedelta(weeks=week),
            {ids[n]: Fraction(v) for n, v in night.items()},
        )
    return season


def _screen_ranks(qtbot: QtBot, backend: Backend, bus: AppBus) -> tuple[list[str], str]:
    screen = SeasonScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.show()
    ranks = [screen.model.index(r, 0).data() for r in range(screen.model.rowCount())]
    names = [screen.model.index(r, 1).data() for r in range(screen.model.rowCount())]
    night_two = screen.model.columnCount() - 1
    ben = names.index("Ben Kruger")
    tooltip = screen.model.index(ben, night_two).data(Qt.ItemDataRole.ToolTipRole)
    return ranks, tooltip


def test_the_season_table_words_a_shared_place_in_english(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    season = _tied_season(backend)
    ranks, tooltip = _screen_ranks(qtbot, backend, bus)
    assert ranks[:2] == ["T-1", "T-1"]
    assert tooltip == "place T-2 that night"
    rows = season_text_rows(backend.season_table(season), "en")
    assert [row[0] for row in rows][:2] == ["T-1", "T-1"]
    write_site(backend, season, tmp_path, language="en")
    assert '<td class="num">T-1</td>' in (tmp_path / "index.html").read_text("utf-8")


def test_the_season_table_words_a_shared_place_in_german(
    german: QApplication, qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    season = _tied_season(backend)
    ranks, tooltip = _screen_ranks(qtbot, backend, bus)
    assert ranks[:2] == ["1 (geteilt)", "1 (geteilt)"]
    assert "T-" not in tooltip and "2 (geteilt)" in tooltip
    rows = season_text_rows(backend.season_table(season), "de")
    assert [row[0] for row in rows][:2] == ["1 (geteilt)", "1 (geteilt)"]
    assert not any("T-" in cell for row in rows for cell in row)
    write_site(backend, season, tmp_path, language="de")
    pages = [p.read_text("utf-8") for p in tmp_path.rglob("*.html")]
    assert '<td class="num">1 (geteilt)</td>' in (tmp_path / "index.html").read_text("utf-8")
    assert all(">T-" not in page for page in pages)
    assert any("2 (geteilt)" in page for page in pages)  # Ben's place on night 2


def test_a_rules_change_says_who_moved_in_german_words(
    german: QApplication, backend: Backend
) -> None:
    """One mover reads "1 Spieler hat sich bewegt", shared places "1 (geteilt)", not the
    English "1 players moved: Ann Berg: T-1 → 1"."""
    from dataclasses import replace

    from sheepshead_scorer.tournament import LeagueTiebreak
    from sheepshead_scorer.ui.words.error_text import message_text

    season = _tied_season(backend)
    seen = backend.season_settings(season)
    change = backend.update_season_rules(
        season, replace(seen.rules, tiebreaks=(LeagueTiebreak.BEST_NIGHT,)),
        counting={event: counts for event, _label, counts in seen.nights},
        expected_version=seen.version,
    )
    shown = message_text(change.summary)
    assert "2 Spieler haben sich bewegt" in shown, shown
    assert "Ann Berg: 1 (geteilt) → 1" in shown and "Dora Eck: 1 (geteilt) → 2" in shown
    assert "T-" not in shown and "moved" not in shown
    one = replace(change, moves=change.moves[:1])
    assert "1 Spieler hat sich bewegt" in message_text(one.summary)
