"""PDFs and workbooks follow the chosen language: titles, headers, sheet names, the page
footer ("Seite x von y") and the date; English stays the default. ``exports/`` does this with
a plain-Python catalogue (no Qt)."""

from __future__ import annotations

import datetime as dt
import io
import shutil
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from openpyxl import load_workbook

from sheepshead_scorer.exports import (
    write_event_workbook,
    write_prizes_pdf,
    write_seating_by_table_pdf,
    write_standings_pdf,
)
from sheepshead_scorer.exports.formatting import Currency, format_money, parse_money
from sheepshead_scorer.exports.i18n import (
    GERMAN,
    check_language,
    date_time,
    hand_column_title,
    long_date,
    short_date,
    text,
)
from sheepshead_scorer.exports.rows import EventExport
from sheepshead_scorer.exports.samples import sample_event, sample_info
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.text import Text
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.tools.sample_event import build_sample_event
from tests.demo_snapshot import DemoSnapshot

Pages = Callable[[bytes], list[str]]


@pytest.fixture(scope="module")
def event() -> EventExport:
    return sample_event(60, tables=2)


def _standings_pdf(event: EventExport, language: str) -> bytes:
    out = io.BytesIO()
    write_standings_pdf(out, sample_info(), event.standings, language=language)
    return out.getvalue()


def test_german_standings_pdf(event: EventExport, pdf_pages: Pages) -> None:
    pages = pdf_pages(_standings_pdf(event, "de"))
    first = pages[0]
    assert "Rangliste" in first
    assert "Seite 1 von" in first
    assert "Sonntag, 29. November 2026" in first
    assert "Erstellt am" in first
    assert "Platz" in first and "Spieler" in first and "Gesamt" in first
    assert "Page 1 of" not in first and "Standings" not in first


def test_english_stays_the_default(event: EventExport, pdf_pages: Pages) -> None:
    out = io.BytesIO()
    write_standings_pdf(out, sample_info(), event.standings)
    first = pdf_pages(out.getvalue())[0]
    assert "Event standings" in first and "Page 1 of" in first
    assert "Sunday, November 29, 2026" in first


def test_german_workbook_sheet_names_and_headers(event: EventExport) -> None:
    out = io.BytesIO()
    write_event_workbook(out, event, language="de")
    book = load_workbook(io.BytesIO(out.getvalue()), read_only=True)
    assert book.sheetnames == ["Rangliste", "Spiele", "Runden", "Spieler", "Preise"]
    header = [c.value for c in next(book["Rangliste"].iter_rows(max_row=1))]
    assert header[:3] == ["Platz", "Gleichstand", "Spieler"]
    rows = book["Spiele"].iter_rows(values_only=True)
    hands = list(next(rows))
    assert "Geber" in hands and "Nehmer" in hands and "Platz 1" in hands
    # the hand's card points are "Augen"; "Punkte" are game points (standings, statistics)
    assert "Augen" in hands and "Punkte" not in hands
    kinds = {row[hands.index("Art")] for row in rows}
    assert "gespielt" in kinds and "picked" not in kinds
    assert book.properties.title.endswith("— Ergebnisse")


def test_german_seating_and_prizes(event: EventExport, pdf_pages: Pages) -> None:
    out = io.BytesIO()
    write_prizes_pdf(out, sample_info(), event.prizes, language="de")
    prizes = pdf_pages(out.getvalue())[0]
    assert "Preisgeld-Auszahlung" in prizes and "Ausgezahlt gesamt" in prizes
    assert " $" in prizes and "Seite 1 von 1" in prizes


def test_german_seating_by_table(pdf_pages: Pages) -> None:
    from sheepshead_scorer.exports.samples import sample_seating

    out = io.BytesIO()
    write_seating_by_table_pdf(out, sample_info(), sample_seating(12), language="de")
    page = pdf_pages(out.getvalue())[0]
    assert "Sitzplan nach Tischen" in page and "Tisch" in page and "Platz 1" in page


def test_german_score_sheets(pdf_pages: Pages) -> None:
    from sheepshead_scorer.exports import write_score_sheets_pdf
    from sheepshead_scorer.exports.samples import sample_seating

    out = io.BytesIO()
    write_score_sheets_pdf(out, sample_info(), sample_seating(2), language="de")
    page = pdf_pages(out.getvalue())[0]
    assert "Tisch 1 — Durchgang 1, Runde 1 — Spielzettel" in page
    assert "Geber" in page and "Nehmer" in page and "Unterschriften" in page
    assert "Augen" in page and "Punkte" not in page  # the picker side's card points
    assert "Seite 1 von 2" in page


def test_german_player_history(pdf_pages: Pages) -> None:
    from sheepshead_scorer.exports import write_player_history_pdf
    from sheepshead_scorer.exports.rows import HistoryRow, PlayerHistory

    history = PlayerHistory(
        player="Greta Lang",
        rows=(
            HistoryRow(date=dt.date(2026, 10, 3), event="Oktoberfest", rank=1, tied=False,
                       played=12, total=Fraction(9), prize_cents=123450),
        ),
    )
    out = io.BytesIO()
    write_player_history_pdf(out, sample_info(), history, language="de")
    page = pdf_pages(out.getvalue())[0]
    assert "Historie von Greta Lang" in page and "03.10.2026" in page
    assert "1.234,50 $" in page and "Turniere: 1" in page and "Seite 1 von 1" in page


def test_an_unknown_language_is_refused(event: EventExport) -> None:
    with pytest.raises(ValueError, match=r"'fr'.*en, de"):
        write_standings_pdf(io.BytesIO(), sample_info(), event.standings, language="fr")
    with pytest.raises(InvalidInputError, match="language='fr'"):
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, event_id=1, language="fr")


def test_the_export_service_writes_german(
    backend: Backend, tmp_path: Path, pdf_pages: Pages
) -> None:
    event_id = build_sample_event(backend)
    target = tmp_path / "rangliste.pdf"
    request = ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, event_id=event_id,
                            language="de")
    backend.export_document(request, target)
    page = pdf_pages(target.read_bytes())[0]
    assert "Rangliste" in page and "Seite 1 von" in page and "Samstag, 3. Oktober 2026" in page
    book_path = tmp_path / "turnier.xlsx"
    backend.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=event_id, language="de"),
        book_path,
    )
    assert load_workbook(book_path, read_only=True).sheetnames[0] == "Rangliste"


@pytest.mark.parametrize(
    ("language", "english", "values", "shown"),
    [
        ("de", "Page {number} of {total}", {"number": 2, "total": 5}, "Seite 2 von 5"),
        ("en", "Page {number} of {total}", {"number": 2, "total": 5}, "Page 2 of 5"),
        ("de", "Hands", {}, "Spiele"),
        ("de", "Greta Lang", {}, "Greta Lang"),  # unknown words print unchanged
        ("de", "Seat {n}", {"n": 3}, "Platz 3"),
        ("de", "Points", {}, "Punkte"),  # game points: standings, statistics, charts
        ("de", "Card points", {}, "Augen"),  # a hand's card points
    ],
)
def test_text(language: str, english: str, values: dict[str, object], shown: str) -> None:
    assert text(language, english, **values) == shown


@pytest.mark.parametrize(
    ("language", "column", "shown"),
    [
        ("en", "Points", "Points"),  # the English header is the import format
        ("de", "Points", "Augen"),
        ("de", "Tricks", "Stiche"),
        ("de", "Seat 3", "Platz 3"),
        ("en", "Seat 3", "Seat 3"),
        ("de", "Sitting out", "Setzt aus"),
    ],
)
def test_hand_column_titles(language: str, column: str, shown: str) -> None:
    assert hand_column_title(language, column) == shown


@pytest.mark.parametrize(
    ("language", "currency", "cents", "shown"),
    [
        ("en", Currency.DOLLAR, 123450, "$1,234.50"),
        ("de", Currency.DOLLAR, 123450, "1.234,50 $"),
        ("de", Currency.DOLLAR, -25, "−0,25 $"),
        ("de", Currency.DOLLAR, 100000000, "1.000.000,00 $"),
        ("en", Currency.EURO, 1250, "€12.50"),
        ("en", Currency.EURO, -1250, "−€12.50"),
        ("de", Currency.EURO, 1250, "12,50 €"),
        ("de", Currency.EURO, 123450, "1.234,50 €"),
    ],
)
def test_money_in_the_currency_and_the_language(
    language: str, currency: Currency, cents: int, shown: str
) -> None:
    assert format_money(cents, currency, language) == shown


@given(st.integers(min_value=-10**9, max_value=10**9), st.sampled_from(list(Currency)))
def test_german_money_is_english_money_with_swapped_separators(
    cents: int, currency: Currency
) -> None:
    english = format_money(cents, currency)
    german = format_money(cents, currency, "de")
    sign = " $" if currency is Currency.DOLLAR else " €"
    assert german.endswith(sign)
    back = german.removesuffix(sign).replace(".", "").replace(",", ".")
    assert back == english.replace("$", "").replace("€", "").replace(",", "")
    assert parse_money(english) == cents


@pytest.mark.parametrize(
    ("language", "long", "short", "stamp"),
    [
        ("en", "Sunday, November 29, 2026", "2026-11-29", "2026-11-29 14:05"),
        ("de", "Sonntag, 29. November 2026", "29.11.2026", "29.11.2026 14:05"),
    ],
)
def test_dates(language: str, long: str, short: str, stamp: str) -> None:
    day = dt.date(2026, 11, 29)
    assert long_date(language, day) == long
    assert short_date(language, day) == short
    assert date_time(language, dt.datetime(2026, 11, 29, 14, 5)) == stamp


def test_catalogue_placeholders_match() -> None:
    import string

    def fields(t: str) -> list[str]:
        return sorted(f[1] for f in string.Formatter().parse(t) if f[1])

    assert all(fields(en) == fields(de) for en, de in GERMAN.items())
    assert check_language("de") == "de"


def test_german_statistics_report(backend: Backend, tmp_path: Path, pdf_pages: Pages) -> None:
    event_id = build_sample_event(backend)
    target = tmp_path / "statistik.pdf"
    backend.write_statistics_report(target, event_id=event_id, language="de")
    text_all = "\n".join(pdf_pages(target.read_bytes()))
    assert "Statistik" in text_all and "Aufnahmequote" in text_all
    assert "Spiele je Tisch" in text_all and "Seite 1 von" in text_all
    assert "Pick rate" not in text_all
    assert "Punkte" in text_all and "Augen" not in text_all  # game points, not card points


# -- every document of the demo in German: no generated English left -------------------------

#: Words the program itself writes in English documents (titles, descriptions, headers) that
#: must not survive in a German one. Names are data (the demo's "League night 1" stays).
ENGLISH_WORDS = (
    "standings", "Standings", "Session", "session", "round", "Round", "place", "places",
    "current", "final", "with prizes", "league table", "Player history", "top score",
    "History of", "shared by", "statistics", "Statistics", "Running score", "Page",
    "Generated", "Rank", "Total", "Prize", "Hands", "Event", "Events", "Players", "Table",
    "Seat", "Dealer", "Picker", "picked",
)
#: The German the new templates print, by document.
GERMAN_WORDS = {
    "standings.pdf": (  # the demo's last round is still in play
        "Rangliste — im Durchgang 1 von 1 — vorläufig", "Preis, wenn das Turnier jetzt endete",
        "323,75 $",
    ),
    "session-standings.pdf": ("Rangliste des Durchgangs — Durchgang 1",),
    "season-standings.pdf": (
        "Saison-Rangliste — Ligatabelle 2026", "01.09. League night", "Ligapunkte je Platz",
        "– an dem Abend nicht gespielt.",
    ),
    "season-standings.csv": (
        "Platz,Gleichstand,Spieler,Mitglieds-Nr.,Abende,Ligapunkte,Entschieden durch,"
        "01.09. League night 1,01.09. League night 1 Vermerk",
    ),
    "standings.csv": ("Platz,Gleichstand,Spieler,Mitglieds-Nr.,Spiele,Gesamt,Nehmer-Siege",),
    "hands.csv": ("Durchgang,Runde,Tisch,Spiel,Geber,Art", ",gespielt,"),
    "prizes.pdf": ("Platz 1", "Bester Durchgang 1", "höchste Punktzahl im Durchgang"),
    "history.pdf": ("Spielerhistorie: Walter Weber", "Historie von Walter Weber"),
    "statistics-event.pdf": ("Turnierstatistik — Demo: Fall Classic",),
    "statistics-season.pdf": ("Saisonstatistik — Demo League — 2026",),
    "season.xlsx": ("Saison-Rangliste", "01.09. League night 1", "Abende", "Kasse"),
    "workbook.xlsx": ("Platz 1", "Bester Durchgang 1", "höchste Punktzahl im Durchgang 1"),
}
DOCUMENTS: dict[str, dict[str, object]] = {
    "standings.pdf": {"kind": "standings", "event": True},
    "session-standings.pdf": {"kind": "standings", "event": True, "session_number": 1},
    "season-standings.pdf": {"kind": "standings", "season": True},
    "season-standings.csv": {"kind": "standings", "season": True},
    "standings.csv": {"kind": "standings", "event": True},
    "standings.xlsx": {"kind": "standings", "event": True},
    "seating.pdf": {"kind": "seating", "event": True, "round_number": 1},
    "seating-by-name.pdf": {"kind": "seating-by-name", "event": True, "round_number": 1},
    "score-sheets.pdf": {"kind": "score-sheets", "event": True, "round_number": 1},
    "hands.pdf": {"kind": "hands", "event": True, "round_number": 1, "table_number": 1},
    "hands.csv": {"kind": "hands", "event": True},
    "hands.xlsx": {"kind": "hands", "event": True},
    "prizes.pdf": {"kind": "prizes", "event": True},
    "history.pdf": {"kind": "history", "player": True},
    "workbook.xlsx": {"kind": "workbook", "event": True},
    "season.xlsx": {"kind": "workbook", "season": True},
}


def _workbook_words(path: Path) -> str:
    """Every generated text of a workbook: title, sheet names and every string cell."""
    book = load_workbook(path, read_only=True)
    words = [book.properties.title or "", *book.sheetnames]
    for sheet in book.worksheets:
        for row in sheet.iter_rows(values_only=True):
            words += [value for value in row if isinstance(value, str)]
    return "\n".join(words)


@pytest.fixture(scope="module")
def german_demo_documents(
    tmp_path_factory: pytest.TempPathFactory, demo_snapshots: Callable[[str], DemoSnapshot]
) -> dict[str, str]:
    """The demo (with a prize scheme paying five places and each session's top score),
    every document exported in German, read back as text by file name."""
    from pdf_reading import pdf_page_texts
    from seen_versions import event_version

    from sheepshead_scorer.services import EventEdit, Services

    folder = tmp_path_factory.mktemp("german-demo")
    snapshot = demo_snapshots("sqlite")  # the session's one built demo
    assert snapshot.sqlite_path is not None
    shutil.copyfile(snapshot.sqlite_path, folder / "demo.sqlite3")
    services = Services.open(folder / "demo.sqlite3")
    try:
        demo = snapshot.summary
        services.update_event(demo.event_id, EventEdit(prize_scheme={
            "place_percents": [30, 20, 10, 5, 5], "session_top_percent": 5,
        }), expected_version=event_version(services, demo.event_id))
        player = services.event_prizes(demo.event_id).award
        assert player is not None
        found: dict[str, str] = {}
        for name, spec in DOCUMENTS.items():
            target = folder / name
            request = ExportRequest(
                ExportKind(str(spec["kind"])), ExportFormat(target.suffix[1:]),
                event_id=demo.event_id if spec.get("event") else None,
                season_id=demo.season_id if spec.get("season") else None,
                session_number=spec.get("session_number"),  # type: ignore[arg-type]
                round_number=spec.get("round_number"),  # type: ignore[arg-type]
                table_number=spec.get("table_number"),  # type: ignore[arg-type]
                player_id=1 if spec.get("player") else None,
                language="de",
            )
            services.export_document(request, target)
            if target.suffix == ".pdf":
                found[name] = "\n".join(pdf_page_texts(target.read_bytes()))
            elif target.suffix == ".xlsx":
                found[name] = _workbook_words(target)
            else:
                found[name] = target.read_text(encoding="utf-8-sig")
        for scope, ids in (("event", {"event_id": demo.event_id}),
                           ("season", {"season_id": demo.season_id})):
            target = folder / f"statistics-{scope}.pdf"
            services.write_statistics_report(target, language="de", **ids)
            found[target.name] = "\n".join(pdf_page_texts(target.read_bytes()))
    finally:
        services._ctx.engine.dispose()
    return found


@pytest.mark.parametrize("document", [*DOCUMENTS, "statistics-event.pdf", "statistics-season.pdf"])
def test_no_generated_english_is_left(german_demo_documents: dict[str, str], document: str) -> None:
    import re

    shown = german_demo_documents[document]
    left = sorted({w for w in ENGLISH_WORDS if re.search(rf"\b{re.escape(w)}\b", shown)})
    assert not left, f"{document} still says {left}"
    assert "Seite 1 von" in shown or not document.endswith(".pdf")


@pytest.mark.parametrize(("document", "words"), GERMAN_WORDS.items())
def test_the_new_german_words_are_printed(
    german_demo_documents: dict[str, str], document: str, words: tuple[str, ...]
) -> None:
    shown = german_demo_documents[document]
    missing = [w for w in words if w not in shown]
    assert not missing, f"{document} lacks {missing}"


@pytest.mark.parametrize(
    ("value", "english", "german"),
    [
        (Text("Session {number} standings", number=2), "Session 2 standings", "Durchgang 2"),
        (Text("current"), "current", "aktueller Stand"),
        (Text("final, with prizes"), "final, with prizes", "Endstand mit Preisen"),
        (Text("after session {number} of {planned} — provisional", number=1, planned=3),
         "after session 1 of 3 — provisional", "nach Durchgang 1 von 3 — vorläufig"),
        (Text("no hands yet — provisional"), "no hands yet — provisional",
         "noch keine Spiele — vorläufig"),
        (Text("{season} league table", season="2026"), "2026 league table",
         "Ligatabelle 2026"),
        (Text("S{number}", number=3), "S3", "D3"),
        (Text("{month}-{day} {event}", month="09", day="01", event="Night 1"),
         "09-01 Night 1", "01.09. Night 1"),
        (Text("place {rank}", rank=2), "place 2", "Platz 2"),
        (Text("T-{rank}: places {rank}-{last} shared by {count}", rank=4, last=5, count=2),
         "T-4: places 4-5 shared by 2", "T-4: Plätze 4–5 geteilt durch 2"),
        (Text("Session {number} top score", number=1), "Session 1 top score",
         "Bester Durchgang 1"),
        (Text("Player history: {name}", name="Player history"),  # a name is never translated
         "Player history: Player history", "Spielerhistorie: Player history"),
        ("Hands", "Hands", "Hands"),  # a plain string is data (a name), printed as it is
    ],
)
def test_render(value: str | Text, english: str, german: str) -> None:
    from sheepshead_scorer.exports.i18n import render

    assert render("en", value) == english == str(value)
    assert render("de", value) == german


def test_session_columns_and_season_labels_follow_the_language(pdf_pages: Pages) -> None:
    from sheepshead_scorer.exports.charts import ChartSeries, season_progression_figure
    from sheepshead_scorer.exports.rows import StandingRow, Standings, StandingsScope

    standings = Standings(
        StandingsScope.EVENT, Text("current"),
        (StandingRow(1, "Greta Lang", Fraction(5), breakdown=(Fraction(2), Fraction(3))),),
        breakdown_names=(Text("S{number}", number=1), Text("S{number}", number=2)),
    )
    out = io.BytesIO()
    write_standings_pdf(out, sample_info(), standings, language="de")
    page = pdf_pages(out.getvalue())[0]
    assert "Rangliste — aktueller Stand" in page and "D1 D2" in page and "S1" not in page
    out = io.BytesIO()
    write_standings_pdf(out, sample_info(), standings)
    assert "Event standings — current" in (english := pdf_pages(out.getvalue())[0])
    assert "S1 S2" in english
    labels = (Text("{month}-{day} {event}", month="09", day="01", event="Night 1"),)
    figure = season_progression_figure(
        [ChartSeries("Greta Lang", (Fraction(1),))], labels, language="de"
    )
    ticks = [label.get_text() for label in figure.axes[0].get_xticklabels()]
    assert ticks == ["01.09. Night 1"]


def test_a_german_hands_csv_imports_back(event: EventExport) -> None:
    from sheepshead_scorer.exports import read_hand_log
    from sheepshead_scorer.exports.csv_export import hands_csv_text

    german = hands_csv_text(event.hands, "de")
    assert german.startswith("\ufeffDurchgang,Runde,Tisch,Spiel,Geber,Art,")
    assert ",gespielt," in german and ",picked," not in german
    result = read_hand_log(german.encode("utf-8"))
    assert result.ok and result.rows == event.hands
    assert hands_csv_text(event.hands).startswith("\ufeffSession,Round,Table,Hand,")
