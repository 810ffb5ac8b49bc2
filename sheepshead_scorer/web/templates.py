"""The one Jinja environment of the floor pages and the league website (autoescaped)."""

from __future__ import annotations

import datetime as dt
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from sheepshead_scorer.exports import i18n as documents
from sheepshead_scorer.web import i18n


@cache
def environment() -> Environment:
    """Templates from ``web/templates``; every value is HTML-escaped unless marked safe."""
    return Environment(
        loader=PackageLoader("sheepshead_scorer.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=False,
        keep_trailing_newline=True,
    )


def render(name: str, language: str, **context: Any) -> str:
    """Template ``name`` in ``language`` with the shared helpers (t, r, pts, money, date)."""
    values: dict[str, Any] = {
        **i18n.helpers(language),
        "lang": language,
        "languages": i18n.LANGUAGES,
        "date": lambda day: _date(language, day),
        "live": False,
    }
    values.update(context)
    return environment().get_template(name).render(values)


def _date(language: str, day: dt.date) -> str:
    return documents.short_date(language, day)
