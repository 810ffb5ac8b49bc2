"""Messages in the director's words: option labels from the form, hand fields as words, seats
1-based.

The layers below name things the way the code does — ``type='all_pass' is not allowed;
allowed: not allowed with nobody_picks=leaster``, ``raise max_cracks``, ``(bury_needs_trick)``,
seat 0 for the first seat. Every message the window shows passes through ``director_text``
(called by ``ui/words/error_text.py``), which

1. re-phrases the "field=value is not allowed" shape of the domain errors as
   "Hand type “all pass” is not possible here: …", naming a ruleset option by its label in the
   rules form (``ruleset_catalog``), an outcome field by its word, and a seat 1-based;
2. turns seat numbers in the engine's seat fields (``seat``, ``out``) 1-based;
3. replaces, in the finished sentence, every ``option=value`` and every option name left
   (``max_cracks``) by “Label” (= value in words), and choice values (``forced_pick``) by their
   words.

The English and German words come from Qt's translator (contexts "DirectorWords",
"RulesetCatalog", "RulesetValues").
"""

from __future__ import annotations

import re
from dataclasses import fields
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.rules import Ruleset
from sheepshead_scorer.text import Text
from sheepshead_scorer.ui.words.ruleset_catalog import VALUE_WORDS, info_for, value_word
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

#: The shapes of "field=value is not allowed" the layers below use (rules, services,
#: tournament), each re-phrased below.
NOT_ALLOWED = frozenset({
    "{field}={value!r} is not allowed; allowed: {allowed}",
    "{field}={value!r} is not allowed: {allowed}",
})

#: Outcome and action fields a message may name, in words (context "DirectorWords").
FIELD_WORDS = {
    "type": QT_TRANSLATE_NOOP("DirectorWords", "Hand type"),
    "dealer": QT_TRANSLATE_NOOP("DirectorWords", "Dealer seat"),
    "picker": QT_TRANSLATE_NOOP("DirectorWords", "Picker seat"),
    "partners": QT_TRANSLATE_NOOP("DirectorWords", "Partner seat"),
    "offender": QT_TRANSLATE_NOOP("DirectorWords", "Seat penalised"),
    "points": QT_TRANSLATE_NOOP("DirectorWords", "Card points"),
    "tricks": QT_TRANSLATE_NOOP("DirectorWords", "Tricks"),
    "call": QT_TRANSLATE_NOOP("DirectorWords", "Partner call"),
    "cracks": QT_TRANSLATE_NOOP("DirectorWords", "Cracks"),
    "blitzes": QT_TRANSLATE_NOOP("DirectorWords", "Blitzes"),
    "kontras": QT_TRANSLATE_NOOP("DirectorWords", "Kontra / re"),
    "reason": QT_TRANSLATE_NOOP("DirectorWords", "Penalty reason"),
    "name": QT_TRANSLATE_NOOP("DirectorWords", "Name"),
    "entry_fee_cents": QT_TRANSLATE_NOOP("DirectorWords", "Entry fee"),
    "table_size": QT_TRANSLATE_NOOP("DirectorWords", "Players per table"),
    "sessions": QT_TRANSLATE_NOOP("DirectorWords", "Sessions"),
    "hands_per_session": QT_TRANSLATE_NOOP("DirectorWords", "Hands per session"),
}
#: Hand types as a message names them (context "RulesetValues", like the form's choices).
HAND_TYPES = (
    QT_TRANSLATE_NOOP("RulesetValues", "picked"),
    QT_TRANSLATE_NOOP("RulesetValues", "all pass"),
    QT_TRANSLATE_NOOP("RulesetValues", "misdeal"),
    QT_TRANSLATE_NOOP("RulesetValues", "penalty"),
)
SEAT_FIELDS = frozenset({"dealer", "picker", "partners", "offender"})
SEAT_PARAMS = frozenset({"seat", "out"})
#: The engine's 0-based seat ranges, said 1-based.
SEAT_RANGES = frozenset({"a seat number 0-{last} ({players} players)"})


@cache
def _options() -> frozenset[str]:
    return frozenset(f.name for f in fields(Ruleset) if f.name not in ("name", "_cache"))


@cache
def _choice_values() -> frozenset[str]:
    return frozenset(word.replace(" ", "_") for word in (*VALUE_WORDS, *HAND_TYPES))


def option_label(name: str) -> str:
    """A ruleset option as the rules form labels it, in quotes ("“Schneider win at”")."""
    label = QCoreApplication.translate("RulesetCatalog", info_for(name).label)
    return QCoreApplication.translate("DirectorWords", "“{label}”").format(label=label)


def field_word(name: str) -> str:
    if name in _options():
        return option_label(name)
    word = FIELD_WORDS.get(name)
    return QCoreApplication.translate("DirectorWords", word) if word else name


def _one_based(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list | tuple) and all(isinstance(v, int) for v in value):
        return ", ".join(str(v + 1) for v in value)
    return value


def value_words(field: str, value: Any) -> str:
    """A field's value as a director writes it: seats 1-based, choices in words."""
    if field in SEAT_FIELDS:
        value = _one_based(value)
    if isinstance(value, bool):
        return (QCoreApplication.translate("DirectorWords", "on") if value
                else QCoreApplication.translate("DirectorWords", "off"))
    if isinstance(value, str) and value in _choice_values():
        return value_word(value)
    if value is None:
        return QCoreApplication.translate("DirectorWords", "none")
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def in_words(text: Text) -> Text:
    """``text`` with its domain-error shape re-phrased and its seat fields 1-based."""
    params = {
        name: in_words(value) if isinstance(value, Text) else (
            _one_based(value) if name in SEAT_PARAMS else value
        )
        for name, value in text.params.items()
    }
    if text.template in SEAT_RANGES:
        return Text(
            QCoreApplication.translate("DirectorWords", "a seat number from 1 to {seats}"),
            seats=int(text.params.get("players", text.params.get("last", 7) + 1)),
        )
    if text.template in NOT_ALLOWED:
        field = str(text.params.get("field", ""))
        return Text(  # translated here: the window's catalogue has it in "DirectorWords"
            QCoreApplication.translate(
                "DirectorWords", "{field} {value} is not possible here: {allowed}"
            ),
            field=Text.verbatim(field_word(field)),
            value=Text.verbatim(
                QCoreApplication.translate("DirectorWords", "“{value}”").format(
                    value=value_words(field, text.params.get("value"))
                )
            ),
            allowed=params.get("allowed", ""),
        )
    return Text(text.template, **params)


_ASSIGNMENT = re.compile(r"\b([a-z][a-z0-9]*(?:_[a-z0-9]+)*)=([A-Za-z0-9_.\-]+)")
_IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def plain_words(sentence: str) -> str:
    """Option names and choice values left in a finished sentence, in the form's words."""
    options = _options()

    def assignment(match: re.Match[str]) -> str:
        name, value = match.group(1), match.group(2)
        if name not in options:
            return match.group(0)
        return f"{option_label(name)} = {value_words(name, value)}"

    def identifier(match: re.Match[str]) -> str:
        word = match.group(0)
        if word in options:
            return option_label(word)
        if word in _choice_values():
            return value_word(word)
        return word

    words = _IDENTIFIER.sub(identifier, _ASSIGNMENT.sub(assignment, sentence))
    return _SENTENCE.sub(lambda m: m.group(1) + m.group(2).upper(), words)


_SENTENCE = re.compile(r"([.!?] )([a-zäöü])")


def director_text(text: Text, translate: Any) -> str:
    """``text`` rendered with ``translate`` (the window's language), in the director's words."""
    return plain_words(in_words(text).render(translate))
