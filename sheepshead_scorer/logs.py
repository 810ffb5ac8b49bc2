"""Logging: one rotating log file in the data folder, set up by the app and the CLI.

Every module logs through ``logging.getLogger(__name__)``; nothing below the entry points
configures handlers. ``setup_logging()`` (called once by ``ui.app.main`` and ``cli.main``)
writes ``sheepshead-scorer.log`` next to the default database
(``platformdirs.user_data_path("sheepshead-scorer")``), at most ``MAX_BYTES`` per file with
``BACKUPS`` older files kept (``.log.1`` … ``.log.3``). A caught exception is logged with its
traceback (``log.exception`` / ``exc_info=True``) or re-raised, never swallowed: on Windows a
windowed program has no console, so the file is the only place a failure can be read later.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

import platformdirs

APP_NAME = "sheepshead-scorer"
LOG_FILE_NAME = "sheepshead-scorer.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(process)d]: %(message)s"
#: Overrides the folder (tests, portable installs).
FOLDER_ENV = "SHEEPSHEAD_LOG_DIR"

_HANDLER_NAME = "sheepshead-scorer-file"


def log_folder() -> Path:
    """Where the log file lives: ``$SHEEPSHEAD_LOG_DIR``, else the user data folder."""
    override = os.environ.get(FOLDER_ENV, "")
    return Path(override) if override else platformdirs.user_data_path(APP_NAME)


def stop_logging() -> None:
    """Close and remove the log file handler ``setup_logging`` installed (if any)."""
    logger = logging.getLogger("sheepshead_scorer")
    for handler in list(logger.handlers):
        if handler.get_name() == _HANDLER_NAME:
            logger.removeHandler(handler)
            handler.close()


def setup_logging(folder: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Send this package's log records to the rotating file in ``folder`` (default
    :func:`log_folder`); returns the file's path, or ``None`` if the folder cannot be written
    (the program then runs without a log file rather than not at all). Calling it again
    replaces the handler it installed."""
    path = (folder or log_folder()) / LOG_FILE_NAME
    logger = logging.getLogger("sheepshead_scorer")
    stop_logging()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file at %s: %s", path, exc)
        return None
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    logger.setLevel(level)
    return path
