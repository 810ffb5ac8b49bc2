"""The messages of the layers below the UI reach a German window in German.

Every error and import problem those layers build carries a ``Text`` (an English template with
named fields) rather than a finished English string; every template is in
resources/i18n/messages_de.ts with a German translation; and the window renders them through
the installed translator (ui/words/error_text.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from message_strings import templates, untranslatable_messages

from sheepshead_scorer.exports.errors import ImportProblem
from sheepshead_scorer.services.core.errors import InvalidInputError, NotFoundError, WrongStateError
from sheepshead_scorer.text import Text, text_of


def test_every_message_below_the_ui_is_translatable() -> None:
    problems = untranslatable_messages()
    assert not problems, "\n".join(problems)


def test_the_scan_catches_what_the_window_could_not_translate(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "def f(seat):\n"
        "    raise WrongStateError(f'seat {seat} is closed')\n"
        "def g():\n"
        "    raise InvalidInputError('points', 3, 'a number from 0 to 120')\n"
        "def h(seat):\n"
        "    return Text('seat {seat} of {table}', seat=seat)\n"
        "def i(template):\n"
        "    return Text(template)\n"
        "def ok(seat):\n"
        "    raise InvalidInputError('points', seat, Text('a number from 0 to 120'))\n",
        encoding="utf-8",
    )
    problems = untranslatable_messages(iter([bad]))
    assert [p.rsplit(".py:", 1)[1].split(":")[0] for p in problems] == ["2", "4", "6", "8"]


def test_the_templates_are_found() -> None:
    found = templates()
    assert "{field}={value!r} is not allowed; allowed: {allowed}" in found
    assert "Row {row}" in found


def test_english_is_the_same_message_as_before() -> None:
    error = InvalidInputError("cents", -5, Text("a whole number of cents, 0 or more"))
    assert str(error) == "cents=-5 is not allowed: a whole number of cents, 0 or more"
    assert str(NotFoundError("event", 7)) == (
        "event 7 does not exist; reload the screen and pick it again"
    )
    problem = ImportProblem(4, "Name", "", Text("the name is empty; type the player's name"))
    assert str(problem) == "Row 4, column 'Name': the name is empty; type the player's name"


def test_a_translation_is_applied_field_by_field() -> None:
    german = {
        "{field}={value!r} is not allowed: {allowed}": "{field}={value!r} ist nicht erlaubt: "
        "{allowed}",
        "a whole number of cents, 0 or more": "ganze Cent, 0 oder mehr",
    }
    error = InvalidInputError("cents", -5, Text("a whole number of cents, 0 or more"))
    assert text_of(error).render(lambda s: german.get(s, s)) == (
        "cents=-5 ist nicht erlaubt: ganze Cent, 0 oder mehr"
    )


def test_a_broken_translation_falls_back_to_english() -> None:
    text = Text("table {table} is closed", table=3)
    assert text.render(lambda s: "Tisch {tisch} ist zu") == "table 3 is closed"


@pytest.mark.parametrize(
    ("error", "english"),
    [
        (ValueError(Text("seat {seat} is empty", seat=2)), "seat 2 is empty"),
        (WrongStateError("as it is"), "as it is"),
        (RuntimeError("plain"), "plain"),
    ],
)
def test_text_of_any_error(error: BaseException, english: str) -> None:
    assert str(text_of(error)) == english


def test_the_floor_pages_read_the_same_german_as_the_window() -> None:
    """web/messages_de.json is messages_de.ts as it is now (scripts/update-translations), so a
    phone shows a refusal or an entry-line message in the window's German."""
    import importlib.util

    root = Path(__file__).resolve().parents[2]
    script = root / "scripts/messages_json.py"
    spec = importlib.util.spec_from_file_location("messages_json", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    shipped = (root / "sheepshead_scorer/web/messages_de.json").read_text(encoding="utf-8")
    assert shipped == module.render(), "run scripts/update-translations"
    from sheepshead_scorer.web import i18n

    assert i18n.render("de", Text("a misdeal")) == "ein Vergeben"
