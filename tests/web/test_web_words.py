"""Every word the floor pages' templates print has its German (a phone set to German never
shows an English leftover)."""

from __future__ import annotations

import re
from importlib.resources import files

from sheepshead_scorer.web import i18n

WORD = re.compile(r"""\bt\((["'])(.*?)\1""")


def test_every_template_word_has_german() -> None:
    folder = files("sheepshead_scorer.web").joinpath("templates")
    found = {
        (entry.name, match.group(2))
        for entry in folder.iterdir() if entry.name.endswith(".html")
        for match in WORD.finditer(entry.read_text(encoding="utf-8"))
    }
    assert len(found) > 60  # the scan reads the templates' words
    assert sorted(word for word in found if i18n.text("de", word[1]) == word[1]) == []
