"""The export layer's messages are translatable Text: the English stays what the command line
prints, and a window renders the same error in German through its translator (here a dict)."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sheepshead_scorer.exports import read_hand_log, read_players
from sheepshead_scorer.exports.csv_export import write_hands_csv
from sheepshead_scorer.exports.errors import ExportError, ImportProblem
from sheepshead_scorer.exports.formatting import parse_money, parse_points
from sheepshead_scorer.exports.i18n import check_language
from sheepshead_scorer.exports.importers import cells
from sheepshead_scorer.exports.importers.reading import Formula
from sheepshead_scorer.exports.importers.result import ImportResult
from sheepshead_scorer.exports.rows import HandKind, HandRow
from sheepshead_scorer.text import Text, text_of

sys.path.insert(0, str(Path(__file__).parents[1] / "i18n"))
from message_strings import untranslatable_messages

PACKAGE = Path(__file__).parents[2] / "sheepshead_scorer"

#: A few entries of the German catalogue, as the lead merges them into messages_de.ts.
GERMAN = {
    "{field} = {value!r} cannot be exported: allowed is {allowed}.":
        "{field} = {value!r} kann nicht exportiert werden: erlaubt ist {allowed}.",
    "one of {players!r}": "einer von {players!r}",
    "Row {row}": "Zeile {row}",
    "{where}, column {column!r}": "{where}, Spalte {column!r}",
    "{where}: {value!r}: {message}": "{where}: {value!r}: {message}",
    "is not allowed: {allowed}": "ist nicht erlaubt: {allowed}",
    "is already registered (as {name!r}); remove this row or rename the player":
        "ist bereits angemeldet (als {name!r}); diese Zeile entfernen oder den Spieler umbenennen",
    "… and {count} more problems.": "… und {count} weitere Probleme.",
}


def german(template: str) -> str:
    return GERMAN.get(template, template)


def _hand(**changes: object) -> HandRow:
    values: dict[str, object] = {
        "session": 1, "round": 1, "table": 1, "hand": 1, "dealer": "Ada",
        "kind": HandKind.PICKED, "players": ("Ada", "Bo", "Cy"), "payouts": (2, -1, -1),
        "picker": "Ada",
    }
    return HandRow(**{**values, **changes})  # type: ignore[arg-type]


def test_the_export_layer_builds_every_message_as_text() -> None:
    assert untranslatable_messages(iter(sorted((PACKAGE / "exports").rglob("*.py")))) == []


def test_a_bad_export_row_is_an_export_error_with_german_text() -> None:
    with pytest.raises(ExportError) as caught:
        _hand(dealer="Zed")
    error = caught.value
    assert error.text.template == "{field} = {value!r} cannot be exported: allowed is {allowed}."
    assert error.allowed_text == Text("one of {players!r}", players=("Ada", "Bo", "Cy"))
    assert str(error) == (
        "HandRow.dealer = 'Zed' cannot be exported: allowed is one of ('Ada', 'Bo', 'Cy')."
    )
    assert error.text.render(german) == (
        "HandRow.dealer = 'Zed' kann nicht exportiert werden: erlaubt ist einer von "
        "('Ada', 'Bo', 'Cy')."
    )


def test_an_import_problem_renders_german_from_row_to_message() -> None:
    data = b"Name\nANNA schmidt\n"
    problem = read_players(data, existing_names=["Anna Schmidt"]).errors[0]
    assert isinstance(problem.message, Text)
    assert problem.message.template == (
        "is already registered (as {name!r}); remove this row or rename the player"
    )
    assert str(problem) == (
        "Row 2, column 'Name': 'ANNA schmidt': is already registered (as 'Anna Schmidt'); "
        "remove this row or rename the player"
    )
    assert problem.text.render(german) == (
        "Zeile 2, Spalte 'Name': 'ANNA schmidt': ist bereits angemeldet (als 'Anna Schmidt'); "
        "diese Zeile entfernen oder den Spieler umbenennen"
    )


def test_the_hand_log_importer_passes_the_rows_own_text_on() -> None:
    buffer = io.StringIO()
    write_hands_csv(buffer, [_hand()])
    header, row = buffer.getvalue().splitlines()[:2]
    broken = row.replace(",Ada,", ",Zed,", 1)  # the dealer, the first name cell
    result = read_hand_log(f"{header}\n{broken}\n".encode())
    problem = result.errors[0]
    assert problem.message == Text(
        "is not allowed: {allowed}",
        allowed=Text("one of {players!r}", players=("Ada", "Bo", "Cy")),
    )
    assert str(problem) == (
        "Row 2, column 'Dealer': 'Zed': is not allowed: one of ('Ada', 'Bo', 'Cy')"
    )
    assert problem.text.render(german) == (
        "Zeile 2, Spalte 'Dealer': 'Zed': ist nicht erlaubt: einer von ('Ada', 'Bo', 'Cy')"
    )


@pytest.mark.parametrize(
    ("parse", "template", "english"),
    [
        (
            lambda: cells.text(Formula("=A1"), from_csv=False),
            "is a formula; import plain values only (in Excel: copy, then Paste Special → "
            "Values) and try again",
            "is a formula; import plain values only (in Excel: copy, then Paste Special → "
            "Values) and try again",
        ),
        (
            lambda: cells.name("x" * 81, from_csv=True),
            "is {length} characters long; at most {limit} are allowed",
            "is 81 characters long; at most 80 are allowed",
        ),
        (
            lambda: cells.whole("7", from_csv=True, low=1, high=5),
            "is out of range; write a number from {low} to {high}",
            "is out of range; write a number from 1 to 5",
        ),
        (
            lambda: parse_points(0.123, field="Seat 1"),
            "{field}: {value!r} is a rounded decimal; write the exact value as a fraction "
            "such as 8/3",
            "Seat 1: 0.123 is a rounded decimal; write the exact value as a fraction such as 8/3",
        ),
        (
            lambda: parse_money("12 dollars"),
            "{field}: {text!r} is not an amount; write it as $1,234.50",
            "amount: '12dollars' is not an amount; write it as $1,234.50",
        ),
        (
            lambda: check_language("fr"),
            "language {language!r} is not offered for documents; "
            "choose one of {languages} (e.g. language='de')",
            "language 'fr' is not offered for documents; choose one of en, de (e.g. language='de')",
        ),
    ],
)
def test_value_errors_carry_their_text(
    parse: Callable[[], object], template: str, english: str
) -> None:
    with pytest.raises(ValueError) as caught:
        parse()
    assert text_of(caught.value).template == template
    assert str(caught.value) == english


def test_the_windows_1252_warning_is_text() -> None:
    result = read_players("Name\r\nJürgen\r\n".encode("cp1252"))
    (warning,) = result.warnings
    assert isinstance(warning, Text)
    assert str(warning).startswith("The file is not UTF-8, so it was read as Windows-1252")


def test_the_error_report_renders_in_the_translators_language() -> None:
    problems = tuple(
        ImportProblem(row, "Name", "Ada", Text("is not allowed: {allowed}", allowed="x"))
        for row in (2, 3, 4)
    )
    report: ImportResult[object] = ImportResult(errors=problems)
    assert report.error_report(limit=2).splitlines() == [
        "Row 2, column 'Name': 'Ada': is not allowed: x",
        "Row 3, column 'Name': 'Ada': is not allowed: x",
        "… and 1 more problems.",
    ]
    assert report.error_report(limit=2, translate=german).splitlines() == [
        "Zeile 2, Spalte 'Name': 'Ada': ist nicht erlaubt: x",
        "Zeile 3, Spalte 'Name': 'Ada': ist nicht erlaubt: x",
        "… und 1 weitere Probleme.",
    ]
