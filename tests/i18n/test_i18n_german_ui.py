"""Switching to German shows German in the main window; English stays the default; dates and
money follow the locale (the currency sign stays the event's $)."""

from __future__ import annotations

import dataclasses
import datetime as dt
from enum import StrEnum

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from sheepshead_scorer.rules import Ruleset
from sheepshead_scorer.services.statistics.event_statistics import TableHandsEntered
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.shell.app import SCREEN_TITLES, build_window
from sheepshead_scorer.ui.shell.settings_dialog import SettingsDialog
from sheepshead_scorer.ui.widgets.ruleset_form import RulesetForm
from sheepshead_scorer.ui.words.formatting import (
    format_date,
    format_date_time,
    format_money,
    localize_decimal,
    parse_money,
)
from sheepshead_scorer.ui.words.ruleset_catalog import VALUE_WORDS, value_word
from sheepshead_scorer.ui.words.translation import document_language, install_language, status_word

GERMAN_SCREENS = [
    "Spieler", "Turnier einrichten", "Anmeldung", "Sitzplan", "Spieleingabe",
    "Rundensummen", "Rangliste", "Statistik", "Ligasaison", "Eingabe am Tisch",
]


def _window(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings):  # type: ignore[no-untyped-def]
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    return window


def test_english_is_the_default(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    assert settings.language == "en"
    window = _window(qtbot, backend, bus, settings)
    assert [window.nav.item(i).text() for i in range(window.nav.count())] == list(SCREEN_TITLES)
    assert [a.text() for a in window.menuBar().actions()] == [
        "&File", "&Edit", "&Settings", "&View"
    ]
    assert document_language() == "en"


def test_german_screen_list_menus_and_headers(
    qtbot: QtBot, german: QApplication, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window = _window(qtbot, backend, bus, settings)
    assert [window.nav.item(i).text() for i in range(window.nav.count())] == GERMAN_SCREENS
    assert [a.text() for a in window.menuBar().actions()] == [
        "&Datei", "&Bearbeiten", "Ein&stellungen", "&Ansicht"
    ]
    file_menu = window.menuBar().actions()[0].menu()
    entries = [a.text() for a in file_menu.actions()]
    assert "Datenbankdatei ö&ffnen…" in entries and "&Beenden" in entries
    view = [a.text() for a in window.view_menu.actions()]
    assert "&Beameranzeige…" in view and "Rangliste" in view
    # the screens stay reachable by their English keys
    standings = window.show_screen("Standings")
    header = standings.model.headerData(0, Qt.Orientation.Horizontal)  # type: ignore[attr-defined]
    assert header == "Platz"
    assert window.saved_label.text() == "Alle Änderungen gespeichert"
    assert document_language() == "de"
    assert status_word("published") == "veröffentlicht"


@pytest.mark.parametrize(
    ("progress", "shown"),
    [
        (TableHandsEntered(7, 31, 48), "Tisch 7: 31/48"),
        (TableHandsEntered(2, 0, 12, totals=True), "Tisch 2: Summen"),
    ],
)
def test_the_projector_words_table_progress_in_german(
    qtbot: QtBot, german: QApplication, backend: Backend, bus: AppBus,
    progress: TableHandsEntered, shown: str,
) -> None:
    projector = ProjectorWindow(backend, bus, None)
    qtbot.addWidget(projector)
    assert projector.table_text(progress) == shown


def test_preferences_tell_the_director_a_restart_applies_the_language(
    qtbot: QtBot, german: QApplication, settings: AppSettings
) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "languageNote")
    assert note is not None and "Neustart" in note.text()
    assert dialog.windowTitle() == "Einstellungen"
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    assert settings.language == "de"


def test_switching_back_to_english_removes_the_translators(
    qtbot: QtBot, qapp: QApplication, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    install_language(qapp, "de")
    english = install_language(qapp, "en")  # only the English plural forms stay
    assert [t.language() for t in english] == ["en_US"]
    window = _window(qtbot, backend, bus, settings)
    assert window.nav.item(6).text() == "Standings"


def test_an_unknown_language_is_refused_with_the_choices(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match=r"'fr'.*en, de"):
        install_language(qapp, "fr")


GERMANY, USA = QLocale("de_DE"), QLocale("en_US")


@pytest.mark.parametrize(
    ("locale", "cents", "shown"),
    [
        (USA, 123450, "$1,234.50"),
        (GERMANY, 123450, "1.234,50 $"),
        (USA, -25, "−$0.25"),
        (GERMANY, -25, "−0,25 $"),
        (USA, 100000000, "$1,000,000.00"),
        (GERMANY, 100000000, "1.000.000,00 $"),
        (GERMANY, 0, "0,00 $"),
    ],
)
def test_money_follows_the_locale_but_keeps_the_events_currency(
    locale: QLocale, cents: int, shown: str
) -> None:
    assert format_money(cents, locale=locale) == shown


@pytest.mark.parametrize(
    ("locale", "shown"), [(USA, "2026-11-29"), (GERMANY, "29.11.2026")]
)
def test_dates_follow_the_locale(locale: QLocale, shown: str) -> None:
    assert format_date(dt.date(2026, 11, 29), locale=locale) == shown
    moment = dt.datetime(2026, 11, 29, 14, 5, 9)
    assert format_date_time(moment, locale=locale) == f"{shown} 14:05:09"


def test_the_default_locale_is_set_by_the_language(german: QApplication) -> None:
    assert format_money(123450) == "1.234,50 $"
    assert format_date(dt.date(2026, 11, 29)) == "29.11.2026"
    assert parse_money("1.234,50") == 123450
    assert parse_money("12,5 $") == 1250


def test_english_parsing_is_unchanged(qapp: QApplication) -> None:
    install_language(qapp, "en")
    assert parse_money("1,234.50") == 123450
    assert parse_money("$12.5") == 1250


@pytest.mark.parametrize(
    ("locale", "english", "shown"),
    [
        (USA, "1.14", "1.14"),
        (GERMANY, "1.14", "1,14"),
        (GERMANY, "-0.50", "−0,50"),
        (GERMANY, "28.6%", "28,6\u202f%"),
        (USA, "28.6%", "28.6%"),
    ],
)
def test_decimals_follow_the_locale(locale: QLocale, english: str, shown: str) -> None:
    assert localize_decimal(english, locale=locale) == shown


def test_every_rule_choice_is_marked_for_translation() -> None:
    """A choice the engine gains later must get its words (and German) too."""
    marked = set(VALUE_WORDS)
    shown = {
        member.value.replace("_", " ")
        for f in dataclasses.fields(Ruleset)
        if isinstance(f.default, StrEnum)
        for member in type(f.default)
        if not member.value[0].isdigit()  # tier scales like 1-2-3
    }
    assert shown <= marked, f"add to ruleset_catalog.VALUE_WORDS: {sorted(shown - marked)}"


def test_the_rules_form_in_german(qtbot: QtBot, german: QApplication) -> None:
    from PySide6.QtWidgets import QComboBox

    form = RulesetForm()
    qtbot.addWidget(form)
    method = form.findChild(QComboBox, "option_partner_method")
    assert method is not None
    assert method.itemText(0) == "gerufenes Ass"
    assert value_word("called_ace") == "gerufenes Ass"
