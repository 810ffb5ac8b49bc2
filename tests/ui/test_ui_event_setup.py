"""Event setup and the ruleset form built from the engine's options."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.rules import PRESETS, Ruleset
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen, parse_percents
from sheepshead_scorer.ui.widgets.ruleset_form import RulesetForm
from sheepshead_scorer.ui.words.ruleset_catalog import CATALOG, info_for

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

OPTIONS = [f.name for f in fields(Ruleset) if f.name not in ("name", "_cache")]


def test_every_engine_option_has_an_editor_and_words(qtbot: QtBot) -> None:
    form = RulesetForm()
    qtbot.addWidget(form)
    assert sorted(form.editors) == sorted(OPTIONS)
    assert set(CATALOG) == set(OPTIONS), "every option explained, and nothing else"
    for name in OPTIONS:
        assert info_for(name).help and info_for(name).source


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_each_preset_round_trips_through_the_form(qtbot: QtBot, name: str) -> None:
    form = RulesetForm()
    qtbot.addWidget(form)
    form.choose_preset(name)
    assert form.ruleset().to_dict() | {"name": name} == PRESETS[name].to_dict()
    assert form.ruleset().name == name


def test_editing_an_option_marks_the_ruleset_edited(qtbot: QtBot) -> None:
    form = RulesetForm()
    qtbot.addWidget(form)
    form.choose_preset("000-encyclopedia")
    double = form.editors["double_on_bump"]
    assert isinstance(double, QCheckBox)
    double.setChecked(True)
    rules = form.ruleset()
    assert rules.double_on_bump and rules.name == "000-encyclopedia (edited)"


def test_an_unplayable_combination_is_named_under_the_form(qtbot: QtBot) -> None:
    form = RulesetForm()
    qtbot.addWidget(form)
    form.choose_preset("000-encyclopedia")
    method = form.editors["partner_method"]
    assert isinstance(method, QComboBox)
    method.setCurrentIndex(method.findText("black queens"))
    assert "cannot be played" in form.message.text()
    assert "“Partner method” “black queens”" in form.message.text()  # the form's words
    cap = form.editors["multiplier_cap"]
    assert isinstance(cap, QSpinBox) and cap.specialValueText() == "none"


def test_the_pass_ante_is_edited_and_checked_in_the_form(qtbot: QtBot) -> None:
    """Source 003's ante pot: a number under "Nobody picks", refused with forced pick."""
    form = RulesetForm()
    qtbot.addWidget(form)
    form.choose_preset("003-rules-card")
    ante = form.editors["pass_ante"]
    assert isinstance(ante, QSpinBox) and ante.value() == 0
    assert info_for("pass_ante").group == "Nobody picks"
    ante.setValue(2)
    assert form.ruleset().pass_ante == 2 and form.message.text() == ""
    ante.setValue(101)
    assert "“Pass ante” “101”" in form.message.text()
    ante.setValue(1)
    nobody = form.editors["nobody_picks"]
    assert isinstance(nobody, QComboBox)
    nobody.setCurrentIndex(nobody.findText("forced pick"))
    assert "“Pass ante”" in form.message.text() and "forced pick" in form.message.text()


def test_create_event_from_the_form(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    settings.default_ruleset = "004-german"
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    assert screen.rules.preset_box.currentData() == "004-german"
    qtbot.keyClicks(screen.name, "Oktoberfest")
    screen.fee.setText("25.00")
    screen.places.setText("30, 15, 10")
    created: list[int] = []
    bus.event_created.connect(created.append)
    screen.create_event()
    assert screen.message.text() == ""
    [event] = backend.events()
    assert created == [event.id]
    assert (event.name, event.hands_per_session, event.entry_fee_cents) == ("Oktoberfest", 48,
                                                                          2500)
    assert event.ruleset["partner_method"] == "jack_of_diamonds"
    assert event.prize_scheme["place_percents"] == ["30", "15", "10"]
    screen.set_event(event.id)
    assert "Oktoberfest" in screen.summary.text()


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [("fee", "abc", "not a number"), ("places", "60, 50", "more than 100%"),
     ("name", "", "name")],
)
def test_bad_fields_are_named_and_kept(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, field: str, value: str,
    words: str,
) -> None:
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    screen.name.setText("Open")
    getattr(screen, field).setText(value)
    screen.create_event()
    assert words in screen.message.text()
    assert getattr(screen, field).text() == value
    assert backend.events() == []


def test_percentages_are_exact() -> None:
    assert parse_percents("30, 15, 12.5%") == (Fraction(30), Fraction(15), Fraction(25, 2))
    assert parse_percents("1/3") == (Fraction(1, 3),)
    with pytest.raises(ValueError, match="negative"):
        parse_percents("-5")
