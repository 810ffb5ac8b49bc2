"""The database's currency: dollars until the director chooses euros in Preferences (a
setting of the database, audited), then every copy of money follows — the screens, the PDFs,
the workbook's number format, the floor pages — in English ("€12.50") and German
("12,50 €"); the CSV keeps plain numbers. One function writes it
(``exports.formatting.format_money``)."""

from __future__ import annotations

import re
import shutil
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pdf_reading import pdf_page_texts
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from seen_versions import event_version

from sheepshead_scorer.exports.formatting import Currency
from sheepshead_scorer.services import EventEdit, InvalidInputError, Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.store.models import AuditEntry
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.shell.settings_dialog import SettingsDialog
from sheepshead_scorer.ui.words.formatting import format_money, use_currency, window_currency
from sheepshead_scorer.web import reads
from sheepshead_scorer.web.templates import render
from tests.demo_snapshot import DemoSnapshot
from tests.ui.ui_helpers import make_event

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

GERMANY, USA = QLocale("de_DE"), QLocale("en_US")
GERMAN_EUROS = re.compile(r"\d,\d\d €")
ENGLISH_EUROS = re.compile(r"€\d[\d,]*\.\d\d")


@pytest.fixture(autouse=True)
def dollars_again() -> Iterator[None]:
    """The window's currency is process-wide (like the default QLocale): dollars after each
    test, as a freshly opened database starts."""
    yield
    use_currency(Currency.DOLLAR)


def test_the_currency_is_a_setting_of_the_database(backend: Backend) -> None:
    assert backend.currency() is Currency.DOLLAR
    changes = backend.set_currency(Currency.EURO)
    assert changes.standings
    assert backend.currency() is Currency.EURO
    again = Backend.open_database(backend.location, "Desk 2")  # every station on it shows euros
    try:
        assert again.currency() is Currency.EURO
    finally:
        again.close()
    from sqlalchemy import select
    from sqlalchemy.orm import Session

    with Session(backend._ctx.engine) as session:
        entry = session.scalars(
            select(AuditEntry).where(AuditEntry.action == "set_currency")
        ).one()
    assert (entry.before, entry.after) == ({"currency": "USD"}, {"currency": "EUR"})
    with pytest.raises(InvalidInputError, match="currency='CHF' is not allowed: one of USD, EUR"):
        backend.set_currency("CHF")


@pytest.mark.parametrize(
    ("locale", "dollars", "euros"),
    [(USA, "$1,234.50", "€1,234.50"), (GERMANY, "1.234,50 $", "1.234,50 €")],
)
def test_the_window_writes_the_chosen_currency_in_its_language(
    locale: QLocale, dollars: str, euros: str
) -> None:
    assert format_money(123450, locale=locale) == dollars
    use_currency(Currency.EURO)
    assert format_money(123450, locale=locale) == euros
    assert format_money(-25, locale=locale).startswith("−")


def test_preferences_choose_euros_by_keyboard_and_the_desk_shows_them(
    qtbot: QtBot, qapp: QApplication, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 4)
    for player in ready.players[:2]:
        backend.mark_paid(ready.event_id, player, 2000)
    desk = RegistrationScreen(backend, bus)
    qtbot.addWidget(desk)
    desk.set_event(ready.event_id)
    desk.show()
    before = re.search(r"\$([\d,]+\.\d\d) taken", desk.counts.text())
    assert before is not None, desk.counts.text()

    dialog = SettingsDialog(settings, None, backend=backend, bus=bus)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.currency.currentData() == Currency.DOLLAR.value
    dialog.currency.setFocus()
    QTest.keyClick(dialog.currency, Qt.Key.Key_Down)
    assert dialog.currency.currentData() == Currency.EURO.value
    with qtbot.waitSignal(bus.changed):
        QTest.keyClick(dialog.currency, Qt.Key.Key_Return)  # Enter is OK
    assert dialog.result() == dialog.DialogCode.Accepted
    assert backend.currency() is Currency.EURO
    assert window_currency() is Currency.EURO
    assert f"€{before.group(1)} taken" in desk.counts.text()


@pytest.fixture(scope="module")
def euro_demo(
    tmp_path_factory: pytest.TempPathFactory, demo_snapshots: Callable[[str], DemoSnapshot]
) -> Iterator[tuple[Services, int, int, Path]]:
    """The demo with a prize scheme, its database set to euros."""
    folder = tmp_path_factory.mktemp("euro-demo")
    snapshot = demo_snapshots("sqlite")
    assert snapshot.sqlite_path is not None
    shutil.copyfile(snapshot.sqlite_path, folder / "demo.sqlite3")
    services = Services.open(folder / "demo.sqlite3")
    demo = snapshot.summary
    services.update_event(demo.event_id, EventEdit(prize_scheme={
        "place_percents": [30, 20, 10], "session_top_percent": 5,
    }), expected_version=event_version(services, demo.event_id))
    services.set_currency(Currency.EURO)
    try:
        yield services, demo.event_id, demo.season_id, folder
    finally:
        services._ctx.engine.dispose()


def _export(
    services: Services, folder: Path, kind: ExportKind, form: ExportFormat, language: str,
    **ids: int,
) -> Path:
    target = folder / f"{kind.value}-{language}.{form.value}"
    services.export_document(ExportRequest(kind, form, language=language, **ids), target)
    return target


@pytest.mark.parametrize(
    ("language", "euros"), [("en", ENGLISH_EUROS), ("de", GERMAN_EUROS)]
)
@pytest.mark.parametrize("kind", [ExportKind.PRIZES, ExportKind.STANDINGS, ExportKind.HISTORY])
def test_the_pdfs_print_euros(
    euro_demo: tuple[Services, int, int, Path], language: str, euros: re.Pattern[str],
    kind: ExportKind,
) -> None:
    services, event_id, _season, folder = euro_demo
    ids = {"player_id": 1} if kind is ExportKind.HISTORY else {"event_id": event_id}
    pdf = _export(services, folder, kind, ExportFormat.PDF, language, **ids)
    shown = "\n".join(pdf_page_texts(pdf.read_bytes()))
    assert euros.search(shown), shown[:400]
    assert "$" not in shown


@pytest.mark.parametrize(("language", "euros"), [("en", ENGLISH_EUROS), ("de", GERMAN_EUROS)])
def test_the_season_money_list_prints_euros(
    euro_demo: tuple[Services, int, int, Path], language: str, euros: re.Pattern[str]
) -> None:
    services, _event, season_id, folder = euro_demo
    pdf = _export(services, folder, ExportKind.MONEY, ExportFormat.PDF, language,
                  season_id=season_id)
    shown = "\n".join(pdf_page_texts(pdf.read_bytes()))
    assert euros.search(shown) and "$" not in shown
    csv = _export(services, folder, ExportKind.MONEY, ExportFormat.CSV, language,
                  season_id=season_id).read_text("utf-8-sig")
    assert "€" not in csv and "$" not in csv
    assert re.search(r",\d+\.\d\d,", csv)  # plain numbers


def test_the_workbook_formats_money_in_euros(euro_demo: tuple[Services, int, int, Path]) -> None:
    services, event_id, _season, folder = euro_demo
    book = _export(services, folder, ExportKind.WORKBOOK, ExportFormat.XLSX, "de",
                   event_id=event_id)
    with zipfile.ZipFile(book) as archive:
        styles = archive.read("xl/styles.xml").decode()
    assert '#,##0.00 &quot;€&quot;' in styles or '#,##0.00 "€"' in styles
    assert '"$"' not in styles and "&quot;$&quot;" not in styles


def test_the_standings_csv_writes_plain_numbers(
    euro_demo: tuple[Services, int, int, Path],
) -> None:
    services, event_id, _season, folder = euro_demo
    csv = _export(services, folder, ExportKind.STANDINGS, ExportFormat.CSV, "de",
                  event_id=event_id).read_text("utf-8-sig")
    assert "€" not in csv and "$" not in csv
    assert re.search(r"\d+\.\d\d", csv)


@pytest.mark.parametrize(("language", "euros"), [("en", ENGLISH_EUROS), ("de", GERMAN_EUROS)])
def test_the_floor_pages_show_euros(
    euro_demo: tuple[Services, int, int, Path], language: str, euros: re.Pattern[str]
) -> None:
    services, event_id, _season, _folder = euro_demo
    prizes = reads.prizes(services, event_id)
    assert prizes and all(p.currency is Currency.EURO for p in prizes)
    page = render("_prizes.html", language, prizes=prizes)
    assert euros.search(page) and "$" not in page
