"""How numbers and dates look on screen: exact points (Fractions), money (integer cents), dates.

Nothing here rounds: a payout of 8/3 shows as "+2⅔", never as 2.67 (points are written by
the one function every screen and document uses, ``exports.formatting.points_text``).
Money and dates follow the default QLocale (set from the language setting by
``ui.translation.install_language``): ``$1,234.50`` and 2026-11-29 in English,
``1.234,50 $`` and 29.11.2026 in German. The currency is the open database's setting
(``use_currency``, called by ``Backend`` when it opens the database and when the director
changes it in Preferences): ``€12.50`` / ``12,50 €`` once euros are chosen. Every sum is
written by the one ``exports.formatting.format_money``.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

from sheepshead_scorer.exports import formatting as exports_formatting
from sheepshead_scorer.exports.formatting import MINUS as MINUS
from sheepshead_scorer.exports.formatting import Currency, points_text, rank_words
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament.statistics import average_text


def format_points(value: Fraction | int, *, signed: bool = True) -> str:
    """Game points as a person reads them, exact: `+3`, `−1`, `+32½`, `+2⅔`, `+2 2/7`, `0`."""
    return points_text(value, signed=signed)


def format_decimal(value: Fraction) -> str:
    """A signed number that is not points (an average per hand), two decimals, with the
    minus sign points have: "−0.10" beside "−2", never an ASCII "-0.10"; "−0,10" in German.
    The one writer of such numbers on screens (Standings and Statistics)."""
    return localize_decimal(average_text(value)).replace("-", MINUS)


def rank_text(rank: int, tied: bool) -> str:
    """A rank as the window shows it: "3", or a shared one — "T-3" in English, "3 (geteilt)"
    in German (the one wording of every copy: ``exports.formatting.rank_words``)."""
    return window_text(rank_words(rank, tied))


def window_text(words: str | Text) -> str:
    """A row's words (a rank, a place) in the window's language; plain data as it is."""
    if isinstance(words, Text):
        return words.render(lambda template: QCoreApplication.translate("", template))
    return words


def _is_german(locale: QLocale | None) -> bool:
    return (locale or QLocale()).language() == QLocale.Language.German


_window_currency: list[Currency] = [Currency.DOLLAR]


def use_currency(currency: Currency) -> None:
    """Show money in ``currency`` from now on (the open database's setting)."""
    _window_currency[0] = Currency(currency)


def window_currency() -> Currency:
    """The currency the window shows money in."""
    return _window_currency[0]


def format_money(
    cents: int, *, currency: Currency | None = None, locale: QLocale | None = None
) -> str:
    """Money from integer cents in ``locale`` (default: the app's) and the database's currency
    (``use_currency``): `$1,234.50`, `−$0.25`, `€12.50`; German: `1.234,50 $`, `12,50 €`."""
    language = "de" if _is_german(locale) else "en"
    return exports_formatting.format_money(cents, currency or _window_currency[0], language)


def localize_decimal(text: str, *, locale: QLocale | None = None) -> str:
    """A number already written the English way ("1.14", "28.6%", "-0.50") in the locale's
    decimal comma and minus sign: "1,14", "28,6 %", "−0,50" in German; unchanged in English."""
    if not _is_german(locale):
        return text
    german = text.replace(".", ",").replace("-", MINUS)
    return german.replace("%", "\u202f%") if german.endswith("%") else german


def format_date(day: dt.date, *, locale: QLocale | None = None) -> str:
    """A date as the director reads it: `2026-11-29` in English, `29.11.2026` in German."""
    return f"{day:%d.%m.%Y}" if _is_german(locale) else day.isoformat()


def format_date_time(moment: dt.datetime, *, locale: QLocale | None = None) -> str:
    """A local timestamp: `2026-11-29 14:05:09` / `29.11.2026 14:05:09`."""
    local = moment.astimezone() if moment.tzinfo else moment
    return f"{format_date(local.date(), locale=locale)} {local:%H:%M:%S}"


def parse_money(text: str) -> int:
    """Parse `12.50`, `$12.5`, `12` into cents. Raises ValueError naming the text if unreadable."""
    cleaned = text.strip().strip("$€ ").strip()
    if _is_german(None) and "," in cleaned:  # German: 1.234,50
        cleaned = cleaned.replace(".", "").replace(",", ".")
    cleaned = cleaned.replace(",", "")
    if not cleaned:
        return 0
    whole, _, frac = cleaned.partition(".")
    if not whole.lstrip("-").isdigit() and whole not in ("", "-"):
        raise ValueError(f"amount {text!r} is not a number; type e.g. 20 or 12.50")
    if frac and (not frac.isdigit() or len(frac) > 2):
        raise ValueError(f"amount {text!r} has more than two decimals; type e.g. 12.50")
    negative = whole.startswith("-")
    cents = int(whole.lstrip("-") or "0") * 100 + int((frac + "00")[:2] or "0")
    return -cents if negative else cents
