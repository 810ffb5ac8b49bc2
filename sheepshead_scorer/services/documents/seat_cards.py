"""The seat-cards request of ``services.exporting``: each seat's table-entry code on a card
of its own and, given table entry's address on the floor network (``entry_url``), that
address and its QR code on every card (the window passes the running floor network's
address, or the one its Start would use; the CLI takes ``--entry-url``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from sheepshead_scorer import exports
from sheepshead_scorer.exports import DocumentInfo, RoundSeating
from sheepshead_scorer.services.core.errors import InvalidInputError, WrongStateError
from sheepshead_scorer.text import Text

if TYPE_CHECKING:  # reportlab loads only when a PDF is written
    from sheepshead_scorer.exports.pdf.document import PdfTarget

EXAMPLE = "http://192.168.1.20:8017/t"


def check_entry_url(seat_cards: bool, url: str | None) -> None:
    """Refuse an address on a document other than the seat cards (``seat_cards`` false), or
    one a phone cannot open (not http(s)://host…, spaces, over 200 characters)."""
    if url is None:
        return
    if not seat_cards:
        raise InvalidInputError(
            "entry-url", url, Text("an address only on seat cards"), Text("drop --entry-url")
        )
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or len(url) > 200 or any(
        ch.isspace() for ch in url
    ):
        raise InvalidInputError(
            "entry-url", url,
            Text("an address a phone opens, such as {example}", example=EXAMPLE),
            Text("give the address the floor network shows (File → Floor network)"),
        )


def write_seat_cards(
    target: PdfTarget, info: DocumentInfo, seating: RoundSeating, *, language: str,
    entry_url: str | None, progress: Callable[[int, int], None] | None,
) -> None:
    """The cards of ``seating``; refused while the event has table entry off (no codes)."""
    if not any(table.codes for table in seating.tables):
        raise WrongStateError(Text(
            "the event has table entry off, so its seats have no codes; turn it on at "
            "the Table entry screen to print the seat cards"
        ))
    exports.write_seat_cards_pdf(
        target, info, seating, progress=progress, language=language, entry_url=entry_url
    )
