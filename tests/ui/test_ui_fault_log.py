"""A fault the window shows is in the log file with its traceback, once; a refusal is a line.

``error_text`` is where every error becomes a sentence in the window, so it is where the log
learns of it (``sheepshead_scorer.fault_log``). A database fault translated by the services'
session (``services.core.context``) is logged there with its cause and not again here.
"""

from __future__ import annotations

import logging
import sqlite3

import pytest
from sqlalchemy.exc import OperationalError

from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.core.faults import StorageError
from sheepshead_scorer.ui.words.error_text import error_text


def _raised(error: BaseException, cause: BaseException | None = None) -> BaseException:
    try:
        raise error from cause
    except BaseException as caught:
        return caught


def test_a_fault_is_logged_with_its_traceback_once(caplog: pytest.LogCaptureFixture) -> None:
    cause = OperationalError("INSERT", {}, sqlite3.OperationalError("database or disk is full"))
    fault = _raised(StorageError("The disk is full: the last action was not saved."), cause)
    caplog.set_level(logging.INFO, logger="sheepshead_scorer")

    shown = error_text(fault)
    error_text(fault)  # shown again (a status line and a dialog): logged once

    assert shown == "The disk is full: the last action was not saved."
    records = [r for r in caplog.records if r.name == "sheepshead_scorer.ui.words.error_text"]
    assert len(records) == 1
    assert records[0].levelno == logging.ERROR
    assert records[0].exc_info is not None and records[0].exc_info[1] is fault
    assert "database or disk is full" in caplog.text  # the cause's traceback is there


def test_a_refusal_is_one_line_without_a_traceback(caplog: pytest.LogCaptureFixture) -> None:
    refusal = _raised(InvalidInputError("name", "", "a name of 1 to 60 letters"))
    caplog.set_level(logging.INFO, logger="sheepshead_scorer")

    error_text(refusal)

    [record] = [r for r in caplog.records if r.name == "sheepshead_scorer.ui.words.error_text"]
    assert record.levelno == logging.INFO
    assert record.exc_info is None
    assert "name='' is not allowed" in record.getMessage()


def test_an_unexpected_error_is_a_fault(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="sheepshead_scorer")

    error_text(_raised(KeyError("table")))

    [record] = [r for r in caplog.records if r.name == "sheepshead_scorer.ui.words.error_text"]
    assert record.levelno == logging.ERROR and record.exc_info is not None
