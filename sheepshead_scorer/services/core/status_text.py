"""A round's state ("draft", "published", "closed") as translatable words for messages."""

from __future__ import annotations

from sheepshead_scorer.text import Text

_ROUND_STATES = {
    "draft": Text("draft"),
    "published": Text("published"),
    "closed": Text("closed"),
}


def round_state(status: str) -> Text:
    """The round's ``status`` as a word the window translates ("draft" → "Entwurf");
    a state this table does not know is shown as it is."""
    return _ROUND_STATES.get(str(status)) or Text.verbatim(str(status))
