"""PDFs read back: text with suits and umlauts, page counts, repeated headers, fonts, progress."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.exports.pdf.hand_log import write_hand_log_pdf
from sheepshead_scorer.exports.pdf.history import write_player_history_pdf
from sheepshead_scorer.exports.pdf.prizes import write_prizes_pdf
from sheepshead_scorer.exports.pdf.score_sheets import write_score_sheets_pdf
from sheepshead_scorer.exports.pdf.seating import (
    write_seating_by_player_pdf,
    write_seating_by_table_pdf,
)
from sheepshead_scorer.exports.pdf.standings import write_standings_pdf
from sheepshead_scorer.exports.rows import (
    DocumentInfo,
    EventExport,
    HistoryRow,
    PlayerHistory,
    RoundSeating,
    StandingsScope,
    TableSeating,
)
from sheepshead_scorer.exports.samples import sample_seating, sample_standings

Pages = Callable[[bytes], list[str]]


def render(write: Callable[..., None], *args: object) -> bytes:
    stream = io.BytesIO()
    write(stream, *args)
    return stream.getvalue()


def test_standings_repeat_the_header_and_count_pages(info: DocumentInfo, pdf_pages: Pages) -> None:
    pages = pdf_pages(render(write_standings_pdf, info, sample_standings(120)))
    assert len(pages) >= 3
    for number, text in enumerate(pages, start=1):
        assert "Rank Player Member # Hands Total Hands won Best session" in text
        assert f"Page {number} of {len(pages)}" in text
        assert "Wisconsin Sheepshead Open ♣♠♥♦" in text
        assert "Generated 2026-11-29 18:30" in text
    assert "Schützenhalle, Münster" in pages[0]


def test_standings_show_ties_fractions_and_prizes(info: DocumentInfo, pdf_pages: Pages) -> None:
    text = "\n".join(pdf_pages(render(write_standings_pdf, info, sample_standings(30))))
    assert re.search(r"^T-1 Jürgen Müller 1 M1000 40 30 ", text, re.MULTILINE)
    assert "$127.50" in text
    assert "Jo ♥ Müller 15" in text
    assert "=1+1 Müller 6" in text
    assert "Ties are broken by Hands won, then Best session." in text
    assert re.search(r"\d*[⅓⅔]", text) and not re.search(r"\b\d+/3\b", text)  # 2⅔, not 8/3


@pytest.mark.parametrize("scope", list(StandingsScope))
def test_every_scope_prints_its_title(
    info: DocumentInfo, scope: StandingsScope, pdf_pages: Pages
) -> None:
    text = pdf_pages(render(write_standings_pdf, info, sample_standings(4, scope)))[0]
    assert f"{scope.value.capitalize()} standings — Final standings" in text


def test_wide_standings_are_landscape_and_narrow_ones_portrait(info: DocumentInfo) -> None:
    wide = PdfReader(io.BytesIO(render(write_standings_pdf, info, sample_standings(5))))
    box = wide.pages[0].mediabox
    assert box.width > box.height  # 11 columns
    narrow_standings = sample_standings(5)
    narrow = type(narrow_standings)(
        narrow_standings.scope,
        "x",
        tuple(r.__class__(r.rank, r.player, r.total) for r in narrow_standings.rows),
    )
    box = PdfReader(io.BytesIO(render(write_standings_pdf, info, narrow))).pages[0].mediabox
    assert box.width < box.height


def test_fonts_are_embedded_dejavu(info: DocumentInfo) -> None:
    reader = PdfReader(io.BytesIO(render(write_standings_pdf, info, sample_standings(3))))
    resources: Any = reader.pages[0]["/Resources"]
    fonts = resources["/Font"]
    names = {str(fonts[key].get_object()["/BaseFont"]) for key in fonts}
    assert names and all("DejaVuSans" in n for n in names)
    for key in fonts:
        descendant = fonts[key].get_object()
        descriptor = descendant["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor  # the TrueType program is embedded


def test_seating_by_table_marks_the_first_dealer(info: DocumentInfo, pdf_pages: Pages) -> None:
    text = pdf_pages(render(write_seating_by_table_pdf, info, sample_seating(3)))[0]
    assert "Session 1, round 1 — seating by table" in text
    assert "Table Seat 1 Seat 2 Seat 3 Seat 4 Seat 5" in text
    assert "1 Jürgen Müller 1 ★ Anna Müller 2" in text
    assert "2 =1+1 Müller 6 Ole Müller 7 ★" in text


def test_seating_by_player_is_alphabetical(info: DocumentInfo, pdf_pages: Pages) -> None:
    text = pdf_pages(render(write_seating_by_player_pdf, info, sample_seating(3)))[0]
    lines = [ln for ln in text.splitlines() if re.search(r" \d+ \d+( ★)?$", ln)]
    names = [re.sub(r" \d+ \d+( ★)?$", "", ln) for ln in lines]
    assert len(names) == 15
    assert names[0] == "=1+1 Müller 6"
    assert (
        names.index("Anna Müller 2")
        < names.index("Bärbel Müller 8")
        < names.index("Björn Müller 4")
    )
    assert "Jürgen Müller 1 1 1 ★" in text


def test_score_sheets_one_page_per_table_with_dealer_order(
    info: DocumentInfo, pdf_pages: Pages
) -> None:
    pages = pdf_pages(render(write_score_sheets_pdf, info, sample_seating(3)))
    assert len(pages) == 3
    second = pages[1]
    assert "Table 2 — session 1, round 1 — score sheet" in second
    dealers = re.findall(r"^(\d+) (\S+ \S+ \d+)$", second, re.MULTILINE)
    assert [int(n) for n, _ in dealers] == list(range(1, 16))
    # table 2 starts with seat 2 (Ole Müller 7) and passes clockwise
    assert [d for _, d in dealers[:6]] == [
        "Ole Müller 7",
        "Bärbel Müller 8",
        "Dan Müller 9",
        "Eve Müller 10",
        "=1+1 Müller 6",
        "Ole Müller 7",
    ]
    assert "Signatures" in second


def test_score_sheets_need_a_hand_count(info: DocumentInfo) -> None:
    seating = sample_seating(1)
    blank = RoundSeating(seating.session, seating.round_number, seating.tables, 0)
    with pytest.raises(ExportError, match="hands_per_table"):
        render(write_score_sheets_pdf, info, blank)


def test_hand_log_groups_tables_and_totals(
    info: DocumentInfo, event: EventExport, pdf_pages: Pages
) -> None:
    pages = pdf_pages(render(write_hand_log_pdf, info, event.hands))
    text = "\n".join(pages)
    assert "Session 1, round 1, table 1" in text
    assert "Session 1, round 4, table 4" in text
    assert "# Dealer Type Picker Partner Pts Tricks ×" in pages[0]
    assert "Penalty" in text and "Leaster" in text and "1⅓" in text
    totals = re.findall(r"^Total (.*)$", text, re.MULTILINE)
    assert len(totals) == 16  # 4 rounds × 4 tables
    for page in pages[1:]:
        assert "# Dealer Type Picker" in page  # header on every page


def test_prizes_and_history(info: DocumentInfo, event: EventExport, pdf_pages: Pages) -> None:
    text = pdf_pages(render(write_prizes_pdf, info, event.prizes))[0]
    assert "Total paid out $382.50" in text
    history = PlayerHistory(
        "Jürgen Müller ♠",
        tuple(
            HistoryRow(
                __import__("datetime").date(2026, m, 1),
                f"Monthly {m}",
                m,
                __import__("fractions").Fraction(m, 3),
                tied=m == 2,
                played=10,
                prize_cents=100 * m,
            )
            for m in (1, 2, 3)
        ),
        member_number="M7",
    )
    text = pdf_pages(render(write_player_history_pdf, info, history))[0]
    assert "History of Jürgen Müller ♠ (#M7)" in text
    assert "2026-02-01 Monthly 2 T-2 10 ⅔ $2.00" in text
    assert "3 events 30 2 $6.00" in text


def test_progress_goes_up_to_done(info: DocumentInfo, tmp_path: Path) -> None:
    calls: list[tuple[int, int]] = []
    target = tmp_path / "sheets.pdf"
    write_score_sheets_pdf(
        target, info, sample_seating(4), progress=lambda done, total: calls.append((done, total))
    )
    assert target.read_bytes().startswith(b"%PDF")
    assert calls[0][0] == 0
    assert calls[-1][0] == calls[-1][1]
    assert [d for d, _ in calls] == sorted({d for d, _ in calls})
    assert len({t for _, t in calls}) == 1


def test_empty_documents_say_so(info: DocumentInfo, pdf_pages: Pages, tmp_path: Path) -> None:
    empty = type(sample_standings(1))(StandingsScope.SESSION, "Session 1", ())
    target = tmp_path / "empty.pdf"
    write_standings_pdf(str(target), info, empty)
    assert "No results yet." in pdf_pages(target.read_bytes())[0]
    assert "No hands recorded." in pdf_pages(render(write_hand_log_pdf, info, ()))[0]


def test_score_sheet_stays_on_one_page_with_eight_long_names(
    info: DocumentInfo, pdf_pages: Pages
) -> None:
    names = tuple(f"Maximilian-Alexander von Überlingen-Schönau {n}" for n in range(8))
    seating = RoundSeating(1, 1, (TableSeating(1, names), TableSeating(2, ("Al", "Bo", "Cy"))), 24)
    pages = pdf_pages(render(write_score_sheets_pdf, info, seating))
    assert len(pages) == 2
    assert "Table 2 — session 1, round 1" in pages[1]


def test_a_long_round_continues_on_a_second_page(info: DocumentInfo, pdf_pages: Pages) -> None:
    seating = RoundSeating(1, 1, (TableSeating(1, ("Al", "Bo", "Cy", "Di")),), 40)
    pages = pdf_pages(render(write_score_sheets_pdf, info, seating))
    assert len(pages) == 2
    assert "Hand Dealer Picker Partner Points" in pages[1]  # header repeated
    assert re.search(r"^40 Di$", pages[1], re.MULTILINE)
    assert "Signatures" in pages[1]
