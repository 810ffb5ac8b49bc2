"""Messages from the layers below, in the window's language.

Services, the store, the importers and the rule engine build their messages as
:class:`~sheepshead_scorer.text.Text` (an English template with named fields); this module
renders them through Qt's translator, so a German window shows German messages. The templates
live in context "" of ``resources/i18n/sheepshead_scorer_de.ts`` (collected by
``scripts/update-translations``). Anything without a Text shows as ``str()``.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.fault_log import log_shown
from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.text import Text, hide_password, text_of
from sheepshead_scorer.ui.words.director_words import director_text


def translate_template(template: str) -> str:
    """The current language's version of a message template (the template if none)."""
    return QCoreApplication.translate("", template)


def message_text(message: str | Text) -> str:
    """``message`` in the window's language and the director's words (option labels from the
    form, seats 1-based: ``ui/words/director_words.py``); a plain string is shown as it is."""
    shown = director_text(message, translate_template) if isinstance(message, Text) else message
    return hide_password(shown)  # a password in it is masked


log = logging.getLogger(__name__)


def error_text(error: BaseException) -> str:
    """What to show for ``error``: its translatable message in the director's words, or
    ``str(error)``. Every message the window shows for an error is made here, so the error
    is logged here, once (``fault_log``): a fault with its traceback, a refusal as a line."""
    refusal = isinstance(error, (ServiceError, RuleError))
    log_shown(log, error, "shown in the window", refusal=refusal)
    return hide_password(director_text(text_of(error), translate_template))
