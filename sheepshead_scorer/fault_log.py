"""A caught fault is logged once, with its traceback, at the place that turns it into a message.

The window, the command line and the floor server show a refusal or a fault as one clear
sentence; the log file (``logs.setup_logging``) keeps what the sentence leaves out. A fault —
anything with a cause below it (a database or disk error), or an error that is not a plain
refusal — is logged with its traceback; a refusal ("that name is taken") is one line. Each
error is logged once however many layers pass it on: the first one marks it.
"""

from __future__ import annotations

import contextlib
import logging

_MARK = "_sheepshead_logged"


def logged(error: BaseException) -> bool:
    """True once ``log_shown`` or ``mark_logged`` has seen ``error``."""
    return bool(getattr(error, _MARK, False))


def mark_logged(error: BaseException) -> None:
    """Say ``error`` is in the log (its cause was logged where it was translated)."""
    with contextlib.suppress(AttributeError):  # a built-in exception without a __dict__
        setattr(error, _MARK, True)


def log_shown(
    logger: logging.Logger, error: BaseException, what: str, *, refusal: bool = False
) -> None:
    """Log ``error`` once, as it is shown: ``what`` says where (``"shown in the window"``).
    A refusal without a cause is one INFO line; anything else an ERROR with its traceback."""
    if logged(error):
        return
    if refusal and error.__cause__ is None:
        logger.info("%s: %s", what, error)
    else:
        logger.error("%s: %s", what, error, exc_info=(type(error), error, error.__traceback__))
    mark_logged(error)
