"""An exception nobody caught in the Qt event loop is logged and shown, never lost.

PySide6 hands an exception raised in a slot, a timer or an event handler to
``sys.excepthook`` and carries on. ``install_exception_hook`` replaces that hook: the
traceback goes to the log file (``sheepshead_scorer.logs``) and the director sees a message
saying what failed and where the details are; what was saved stays saved.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger(__name__)

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]
Show = Callable[[str], None]


def uncaught_message(error: BaseException, log_file: Path | None) -> str:
    """What the director reads after an uncaught exception."""
    where = (
        QCoreApplication.translate("ErrorLog", "The details are in the log file {file}.").format(
            file=log_file
        )
        if log_file is not None
        else QCoreApplication.translate("ErrorLog", "No log file could be written.")
    )
    return QCoreApplication.translate(
        "ErrorLog",
        "Something went wrong: {error}\n\nWhat was saved is kept. {where} "
        "Please send it to whoever looks after this computer.",
    ).format(error=f"{type(error).__name__}: {error}", where=where)


def report_uncaught(info: ExcInfo, show: Show, log_file: Path | None) -> None:
    """Log ``info`` with its traceback and show the director a message."""
    log.critical("uncaught exception in the window", exc_info=info)
    try:
        show(uncaught_message(info[1], log_file))
    except Exception:  # showing must never raise out of the hook
        log.exception("could not show the message about the uncaught exception")


def message_box(parent: Callable[[], QWidget | None]) -> Show:
    """A ``Show`` that opens a critical message box over ``parent()``."""
    def show(text: str) -> None:
        QMessageBox.critical(parent(), "Sheepshead Scorer", text)

    return show


def install_exception_hook(
    show: Show, log_file: Path | None, faults: Callable[[BaseException], bool] | None = None
) -> Callable[[], None]:
    """Route uncaught exceptions to the log and ``show``; returns a function that puts the
    previous hook back. Ctrl+C (KeyboardInterrupt) still goes to the previous hook.

    ``faults`` sees each exception first: a database fault (a screen's read met a lost server
    or a locked file) is the window's to report as "offline, retrying" and to recover from,
    not a bug; ``faults`` returns True when it took the exception."""
    previous = sys.excepthook

    def hook(
        kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        try:
            if faults is not None and faults(value):
                return
        except Exception:  # the fault handler must never hide the original exception
            log.exception("the database-fault handler failed")
        report_uncaught((kind, value, tb), show, log_file)

    sys.excepthook = hook

    def restore() -> None:
        sys.excepthook = previous

    return restore
