"""Where a rule comes from and what a preset is, in a director's words: the rule sources by
number ("000; 003" → "encyclopedia rules; rules card") and one line per preset
("003-rules-card — rules card: points grid, cracking, blitz"), translated in context
"RuleSources". The options' own words are ``ui/words/ruleset_catalog.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

#: The rule sources by number (docs/rules.md; /work/shared/rules-sources/README.md), as a
#: director reads them: "000; 003" is shown as "encyclopedia rules; rules card".
SOURCE_WORDS = {
    "000": QT_TRANSLATE_NOOP("RuleSources", "encyclopedia rules"),
    "001": QT_TRANSLATE_NOOP("RuleSources", "online table rules"),
    "002": QT_TRANSLATE_NOOP("RuleSources", "how-to guide"),
    "003": QT_TRANSLATE_NOOP("RuleSources", "rules card"),
    "004": QT_TRANSLATE_NOOP("RuleSources", "German rules"),
}
#: The details after a source number, and the sources without one (translated too).
SOURCE_DETAILS = (
    QT_TRANSLATE_NOOP("RuleSources", "(base 2)"),
    QT_TRANSLATE_NOOP("RuleSources", "(solo ×2)"),
    QT_TRANSLATE_NOOP("RuleSources", "(J♦)"),
    QT_TRANSLATE_NOOP("RuleSources", "(2/3–1/3)"),
    QT_TRANSLATE_NOOP("RuleSources", '("1 round of Schiller ... at the end of the night")'),
    QT_TRANSLATE_NOOP("RuleSources", '("mit" or "ohne", a known variant)'),
    QT_TRANSLATE_NOOP("RuleSources", '(jack of diamonds, "a relatively new variant")'),
    QT_TRANSLATE_NOOP("RuleSources", '("require the picker to take at least one trick")'),
    QT_TRANSLATE_NOOP("RuleSources", "(house rule)"),
    QT_TRANSLATE_NOOP("RuleSources", "common options"),
    QT_TRANSLATE_NOOP("RuleSources", "Oktoberfest"),
    QT_TRANSLATE_NOOP("RuleSources", "Oktoberfest practice"),
)
_NUMBERED = re.compile(r"^(00[0-4])\b\s*(.*)$")
_SAID_BY_THE_NUMBER = {"encyclopedia", "how-to"}  # "000 encyclopedia": the word says it already


#: One line per preset (its source and what sets it apart), shown next to its name wherever a
#: preset is picked: "003-rules-card — rules card: points grid, cracking, blitz".
PRESET_WORDS = {
    "000-encyclopedia": QT_TRANSLATE_NOOP(
        "RuleSources", "encyclopedia rules: called ace, the 5-handed chart with its alone column"
    ),
    "001-online-table": QT_TRANSLATE_NOOP(
        "RuleSources", "online table rules: base 2, picker ⅔ and partner ⅓, leaster on"
    ),
    "002-how-to": QT_TRANSLATE_NOOP(
        "RuleSources", "how-to guide: 2/1/−1, a defenders' no-trick win costs the picker 9"
    ),
    "003-rules-card": QT_TRANSLATE_NOOP("RuleSources", "rules card: points grid, cracking, blitz"),
    "003-coins": QT_TRANSLATE_NOOP(
        "RuleSources", "rules card in coins: 25 cents a point per opponent"
    ),
    "004-german": QT_TRANSLATE_NOOP(
        "RuleSources", "German rules: J♦ partner, solo doubled, doubler, kontra"
    ),
}


def preset_text(name: str) -> str:
    """A preset's name with its one-line description (translated): "003-rules-card — rules
    card: points grid, cracking, blitz"; a preset without one shows its name."""
    words = PRESET_WORDS.get(name)
    if words is None:
        return name
    return f"{name} — {QCoreApplication.translate('RuleSources', words)}"


def add_presets(box: QComboBox, names: Iterable[str]) -> None:
    """Fill ``box`` with the presets (data: the name), each with its description; the box
    stays narrow (the open list shows the whole line) so it never widens a screen."""
    for name in names:
        box.addItem(preset_text(name), name)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(24)
    box.view().setMinimumWidth(box.view().sizeHintForColumn(0) + 24)


def source_text(source: str) -> str:
    """A catalogue source in words, translated: "000; 003" → "encyclopedia rules; rules card",
    "003; 004 (solo ×2)" → "rules card; German rules (solo ×2)"."""
    shown = []
    for part in (p.strip() for p in source.split(";")):
        numbered = _NUMBERED.match(part)
        if numbered is None:
            shown.append(QCoreApplication.translate("RuleSources", part))
            continue
        word = QCoreApplication.translate("RuleSources", SOURCE_WORDS[numbered.group(1)])
        detail = numbered.group(2)
        if detail and detail not in _SAID_BY_THE_NUMBER:
            word += " " + QCoreApplication.translate("RuleSources", detail)
        shown.append(word)
    return "; ".join(shown)
