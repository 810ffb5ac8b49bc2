"""The German catalogue is complete and shipped up to date.

- every string the code marks for translation (AST scan of ui/) is in the .ts, in its context;
- every message template of the layers below the UI (``Text("...")``) is in messages_de.ts;
- the .ts has no unfinished, empty or obsolete translation, and each keeps the placeholders
  ({name}) of its English source (a missing one would raise at .format());
- the shipped .qm is exactly what lrelease builds from the .ts now.
"""

from __future__ import annotations

import re
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from message_strings import templates
from source_strings import scan

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "sheepshead_scorer_de.ts"
MESSAGES_TS = ROOT / "resources" / "i18n" / "messages_de.ts"
QM = ROOT / "sheepshead_scorer" / "ui" / "i18n" / "sheepshead_scorer_de.qm"
LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"


def _messages(ts: Path = TS) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def _all_messages() -> list[tuple[str, str, ET.Element]]:
    return _messages(TS) + _messages(MESSAGES_TS)


def _translations(message: ET.Element) -> list[str]:
    """The German of ``message``: its one translation, or each plural form of a numerus one
    (``tr(..., n)``: "%n Tisch" / "%n Tische")."""
    translation = message.find("translation")
    if translation is None:
        return []
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or [translation.text or ""]


def _fields(text: str) -> list[str]:
    """The {fields} of ``text`` with their conversions ("value!r"), sorted."""
    return sorted(
        f"{name}!{conversion}"
        for _, name, _, conversion in string.Formatter().parse(text)
        if name
    )


def test_the_scan_finds_the_marked_strings() -> None:
    found = scan()
    assert ("Screens", "Standings") in found
    assert ("MainWindow", "&File") in found
    assert ("", "Rank") in found  # a column title, read like QT_TR_NOOP
    assert len(found) > 300


def test_every_marked_string_is_in_the_ts() -> None:
    in_ts = {(context, source) for context, source, _ in _messages()}
    missing = {key: str(path.relative_to(ROOT)) for key, path in scan().items()
               if key not in in_ts}
    assert not missing, f"run scripts/update-translations and translate: {missing}"


def test_the_ts_holds_no_string_the_code_no_longer_uses() -> None:
    found = set(scan())
    stale = [(c, s) for c, s, _ in _messages() if (c, s) not in found]
    assert not stale, f"run scripts/update-translations (it drops them): {stale}"


def test_every_message_template_is_in_the_messages_ts() -> None:
    in_ts = {source for context, source, _ in _messages(MESSAGES_TS) if context == ""}
    missing = {template: where for template, where in templates().items()
               if template not in in_ts}
    assert not missing, f"run scripts/update-translations and translate: {missing}"


def test_the_messages_ts_holds_no_template_the_code_no_longer_uses() -> None:
    found = set(templates())
    stale = [s for _, s, _ in _messages(MESSAGES_TS) if s not in found]
    assert not stale, f"run scripts/update-translations (it drops them): {stale}"


def test_every_translation_is_finished_and_not_empty() -> None:
    open_ones = [
        (context, source)
        for context, source, message in _all_messages()
        if (translation := message.find("translation")) is None
        or translation.get("type") in ("unfinished", "obsolete", "vanished")
        or not all(form.strip() for form in _translations(message))
    ]
    assert not open_ones, f"translate these in resources/i18n/*.ts: {open_ones}"


def test_translations_keep_the_placeholders_and_accelerators() -> None:
    wrong = []
    for context, source, message in _all_messages():
        for german in _translations(message):
            if _fields(source) != _fields(german):
                wrong.append((context, source, german))
            if ("&" in re.sub(r"&&", "", source)) != ("&" in re.sub(r"&&", "", german)):
                wrong.append((context, source, german))
            if ("%n" in source) != ("%n" in german):  # a plural form keeps its count
                wrong.append((context, source, german))
    assert not wrong


@pytest.mark.parametrize(
    ("source", "german"),
    [
        ("Standings", "Rangliste"),
        ("Hand entry", "Spieleingabe"),
        ("Registration", "Anmeldung"),
        ("Seating", "Sitzplan"),
        ("Dealer", "Geber"),
        ("schneider", "Schneider"),
        ("schwarz", "Schwarz"),
        ("Table {n}", "Tisch {n}"),
    ],
)
def test_the_schafkopf_vocabulary(source: str, german: str) -> None:
    translations = {s: m.findtext("translation") for _, s, m in _messages()}
    assert translations[source] == german


def test_the_shipped_qm_is_built_from_the_current_ts(tmp_path: Path) -> None:
    rebuilt = tmp_path / "rebuilt.qm"
    subprocess.run(
        [str(LRELEASE), "-silent", str(TS), str(MESSAGES_TS), "-qm", str(rebuilt)],
        check=True,
        timeout=60,
    )
    assert QM.read_bytes() == rebuilt.read_bytes(), "run scripts/update-translations --check"


def test_a_template_the_documents_also_print_has_one_german_wording() -> None:
    """Document titles the services build (``Text``) are German twice: in messages_de.ts for
    the window and in the documents' word list (exports/i18n.py, no Qt). They must agree."""
    from sheepshead_scorer.exports.i18n import GERMAN

    window = {source: message.findtext("translation") for _, source, message
              in _messages(MESSAGES_TS)}
    shared = sorted(set(window) & set(GERMAN))
    assert "Player history: {name}" in shared
    assert {s: (window[s], GERMAN[s]) for s in shared if window[s] != GERMAN[s]} == {}
