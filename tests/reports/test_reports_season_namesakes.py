"""Two players of one name in a league season are told apart on every season-level list the
same way as in an event (``player_names.told_apart``: the word, else the member number): the
season table's rows (the screen's model), the season PDF, the workbook's CSV, the money list,
the night sheet, a player's history and the website's season page."""

from __future__ import annotations

import datetime as dt
import html
import io
import re
from fractions import Fraction
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtCore import Qt

from sheepshead_scorer.exports.season_table import season_text_rows
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.documents.reports import player_history
from sheepshead_scorer.ui.models.season_table_model import SeasonTableModel
from sheepshead_scorer.web.site import write_site

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

BOTH = {"Bob Miller (Sr.)", "Bob Miller (M-7)"}


def _season(services: Services) -> tuple[int, int, int, int]:
    """A season of two nights with two Bob Millers (one with a word, one with a member
    number) and Ann Berg; returns (season, senior, the other Bob, the second night)."""
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    senior = services.create_player(PlayerFields(name="Bob Miller", nickname="Sr.")).created
    other = services.create_player(PlayerFields(name="Bob Miller", member_number="M-7")).created
    ann = services.create_player(PlayerFields(name="Ann Berg")).created
    cleo = services.create_player(PlayerFields(name="Cleo Dorn")).created
    assert senior is not None and other is not None and ann is not None and cleo is not None
    night = 0
    nights = ({senior: 6, ann: -3, cleo: -3}, {other: 4, senior: -2, ann: -2})
    for week, totals in enumerate(nights):
        night = services.record_night(
            season, dt.date(2026, 9, 1) + dt.timedelta(weeks=week),
            {k: Fraction(v) for k, v in totals.items()}, entry_fee_cents=500,
            unpaid=[p for p in totals if p in (senior, other)],  # both Bobs owe the fee
        ).created or 0
    return season, senior, other, night


def test_the_season_table_pdf_and_csv_tell_namesakes_apart(
    services: Services, qtbot: object, tmp_path: Path
) -> None:
    season, *_ = _season(services)
    table = services.season_table(season)
    players = {line.player for line in table.lines}
    assert players >= BOTH and "Ann Berg" in players
    model = SeasonTableModel()
    model.set_table(table)
    player = [model.headerData(c, Qt.Orientation.Horizontal)
              for c in range(model.columnCount())].index("Player")
    assert {model.index(r, player).data() for r in range(model.rowCount())} >= BOTH

    pdf = io.BytesIO()
    services.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, season_id=season), pdf
    )
    with pdfplumber.open(io.BytesIO(pdf.getvalue())) as document:
        text = "\n".join(page.extract_text() or "" for page in document.pages)
    assert all(name in text for name in BOTH), text
    assert {row[1] for row in season_text_rows(table)} >= BOTH

    csv = tmp_path / "season.csv"
    services.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.CSV, season_id=season), csv
    )
    written = "".join(p.read_text(encoding="utf-8-sig") for p in tmp_path.glob("*.csv"))
    assert all(name in written for name in BOTH), written


def test_the_night_sheet_money_list_and_history_tell_namesakes_apart(
    services: Services,
) -> None:
    season, _senior, other, night = _season(services)
    sheet = services.night_sheet(night)
    assert {p.name for p in sheet.players} >= BOTH
    money = services.season_money(season)
    assert set(money.rows[-1].owing) == BOTH
    info, history = player_history(services._ctx, other)
    assert history.player == "Bob Miller (M-7)"
    assert "Bob Miller (M-7)" in str(info.event)
    assert services.season_roster(season) and {
        name for _, name in services.season_roster(season)
    } >= BOTH


def test_the_website_season_page_tells_namesakes_apart(
    services: Services, tmp_path: Path
) -> None:
    season, *_ = _season(services)
    out = tmp_path / "site"
    write_site(services, season, out)
    raw = re.sub(r"<[^>]+>", " ", (out / "index.html").read_text(encoding="utf-8"))
    text = " ".join(html.unescape(raw).split())
    assert all(name in text for name in BOTH), text
