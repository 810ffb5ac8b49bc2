"""No awkward plural anywhere: never "3 hand(s)" in English nor "3 Runde(n)" in German.

A count's message has both forms: in the window ``self.tr("%n hand(s)", "", n)`` (Qt picks
"1 hand" / "3 hands" from the English and German catalogues' plural forms), below it
``Plural(n, translatable("{count} hand"), translatable("{count} hands"))`` (``text.py``).
The scan looks at every string literal of the package (docstrings aside): one with "(s)" is
allowed only as the source of a Qt plural, i.e. a ``tr``/``translate`` call given a count.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sheepshead_scorer.exports.i18n import GERMAN as DOCUMENT_GERMAN
from sheepshead_scorer.rules import PartnerMethod, PickedHand, RuleError, Ruleset, score_hand
from sheepshead_scorer.text import Plural, Text, text_of, translatable
from sheepshead_scorer.web.i18n import GERMAN as PAGE_GERMAN

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "sheepshead_scorer"
ENGLISH_PARENS = re.compile(r"[A-Za-z]\(s\)")
#: German stop-gaps: "Runde(n)", "Station(en)", "Platz/Plätze".
GERMAN_PARENS = re.compile(r"[a-zäöüß]\((?:n|en|e|s|er)\)|\w+/\w+e\b(?=\s)", re.IGNORECASE)


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _qt_plural_sources(tree: ast.AST) -> set[int]:
    """String literals handed to ``tr``/``translate`` together with a count (Qt's plurals)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        source_at = {"tr": 0, "translate": 1}.get(name)
        if source_at is None or len(node.args) < source_at + 3:
            continue
        source = node.args[source_at]
        for part in ast.walk(source):
            if isinstance(part, ast.Constant) and isinstance(part.value, str) \
                    and "%n" in part.value:
                found.add(id(part))
    return found


def english_stop_gaps(paths: list[Path]) -> list[str]:
    """Every literal with "(s)" that is not a docstring nor a Qt plural's source."""
    problems = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed = _docstrings(tree) | _qt_plural_sources(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in allowed and ENGLISH_PARENS.search(node.value):
                where = path.relative_to(path.parents[1])
                problems.append(f"{where}:{node.lineno}: {node.value!r}")
    return problems


def test_no_message_of_the_package_says_s_in_parentheses() -> None:
    assert english_stop_gaps(sorted(PACKAGE.rglob("*.py"))) == []


def test_the_scan_finds_a_stop_gap_and_spares_a_qt_plural(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    bad = pkg / "bad.py"
    bad.write_text(
        '"""About the hand(s)."""\n'
        'from x import Text\n'
        'def f(n):\n'
        '    """Doc of the player(s)."""\n'
        '    ok = self.tr("%n hand(s)", "", n)\n'
        '    ok2 = QCoreApplication.translate("Ctx", "%n table(s)", "", n)\n'
        '    return Text("{count} hand(s)", count=n)\n',
        encoding="utf-8",
    )
    assert english_stop_gaps([bad]) == ["pkg/bad.py:7: '{count} hand(s)'"]


def _ts_translations(ts: Path) -> list[str]:
    found = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")]
        found.extend(forms or [translation.text or ""])
    return found


@pytest.mark.parametrize("catalogue", ["sheepshead_scorer_de.ts", "messages_de.ts"])
def test_no_german_translation_says_n_in_parentheses(catalogue: str) -> None:
    german = _ts_translations(ROOT / "resources" / "i18n" / catalogue)
    assert german, catalogue
    assert [t for t in german if GERMAN_PARENS.search(t)] == []


def test_the_documents_and_pages_german_has_no_stop_gap_plural() -> None:
    words = [*DOCUMENT_GERMAN.values(), *PAGE_GERMAN.values()]
    assert [t for t in words if GERMAN_PARENS.search(t) or ENGLISH_PARENS.search(t)] == []


def test_the_german_scan_catches_a_stop_gap() -> None:
    for stop_gap in ("offene Runde(n) 2, 3", "2 anderen Station(en)", "genau 2 Platz/Plätze "):
        assert GERMAN_PARENS.search(stop_gap), stop_gap
    assert not GERMAN_PARENS.search("Durchgang 1 hat noch offene Runden 2, 3 (geteilt)")


GERMAN = {
    "{count} other station": "{count} andere Station",
    "{count} other stations": "{count} anderen Stationen",
}


@pytest.mark.parametrize(
    ("count", "english", "german"),
    [(1, "1 other station", "1 andere Station"), (3, "3 other stations", "3 anderen Stationen")],
)
def test_a_plural_picks_its_form_by_the_count_in_both_languages(
    count: int, english: str, german: str
) -> None:
    text = Plural(count, translatable("{count} other station"),
                  translatable("{count} other stations"))
    assert str(text) == english
    assert text.render(lambda s: GERMAN.get(s, s)) == german
    assert isinstance(text, Text)


def test_a_plural_can_show_choices_and_still_pick_by_the_count() -> None:
    choices = Text("{choices} or {last}", choices="1", last=2)
    text = Plural(2, translatable("{count} partner"), translatable("{count} partners"),
                  count=choices)
    assert str(text) == "1 or 2 partners"


def _message(rs: Ruleset, partners: tuple[int, ...]) -> str:
    with pytest.raises(RuleError) as raised:
        score_hand(rs, PickedHand(dealer=0, picker=1, partners=partners, points=70, tricks=4))
    return str(text_of(raised.value))


def test_the_rule_messages_count_partners_in_words() -> None:
    called_ace = Ruleset(players=5, partner_method=PartnerMethod.CALLED_ACE)
    assert _message(called_ace, (2, 0)) == (
        "partners=[2, 0] is not allowed; allowed: 1 partner for call=ace under "
        "partner_method=called_ace. no call was given, so the method's ordinary call ace for "
        "2 partners was used; name the call or fix the partners"
    )
    alone = Ruleset(players=5, partner_method=PartnerMethod.PICKER_ALONE)
    assert "ordinary call fixed for 1 partner was used" in _message(alone, (2,))
