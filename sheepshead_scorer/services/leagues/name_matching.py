"""Near-duplicate player names: "Ben Kruger" and "Ben Krüger", "Anna Schmid" and "Anna Schmidt".

``folded`` compares names with case, accents and spacing ignored (ß as ss); ``similar_names``
finds registry names within a small edit distance of the folded name (one letter for short
names, two from ten letters on). Used by the night sheet and the league-history import.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

#: Folded names of at least this many letters may be two edits apart, shorter ones one.
LONG_NAME = 10


def folded(name: str) -> str:
    """``name`` casefolded, without accents, single-spaced."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.split())


def edit_distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of ``a`` and ``b``, or ``limit + 1`` once it is above ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            )
        if min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]


def similar_names(name: str, candidates: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
    """The ``(id, name)`` candidates that are ``name`` with case/accents ignored, or a
    letter or two apart; not the ones spelt exactly the same (those are the same name)."""
    key = folded(name)
    limit = 2 if len(key) >= LONG_NAME else 1
    exact = " ".join(name.split()).casefold()
    found = []
    for player_id, other in candidates:
        if " ".join(other.split()).casefold() == exact:
            continue
        if edit_distance(key, folded(other), limit) <= limit:
            found.append((player_id, other))
    return found
