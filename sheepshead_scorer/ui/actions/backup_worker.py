"""Backups off the window's thread: one at a time, on a worker with its own connections.

A backup copies the whole file and then checks the copy (``PRAGMA quick_check``): seconds at
5,000 players. ``BackupRunner.start(reason)`` runs ``take(reason)`` — the services'
``take_backup``, which opens its own SQLite connections (the online backup API: a consistent
snapshot while the window goes on writing) or runs ``pg_dump`` — on a one-thread pool and
returns at once; ``done`` or ``failed`` arrives later on the window's thread. A second start
while one runs is remembered (the latest reason) and run when the first ends: never two at
once, and the one asked for is never lost. ``wait()`` blocks until the running one (and the
remembered one) ended: on quit, before a restore and when the window closes.

``BackupSchedule`` is the automatic backups' rule (the services' ``AutoBackup``'s, without
taking the copy on the caller's thread): after a round closes, and every
``interval_seconds`` while entries are being made.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from sheepshead_scorer.services.core.changes import Changes

log = logging.getLogger(__name__)

Take = Callable[[str], Any]
"""Takes one backup for a reason (``manual``, ``auto``, ``round-published``,
``round-closed``, ...); may raise."""

ROUND_CHANGED = "round-changed"
"""A round moved without saying how (a change that names no ``life_steps``)."""
AUTO = "auto"
INTERVAL_SECONDS = 300.0
"""The automatic backups' interval while entries are made (the services' default)."""


class BackupSchedule:
    """When an automatic backup falls due. ``due(changes)`` names the reason or None."""

    def __init__(self, interval_seconds: float = INTERVAL_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.interval_seconds = interval_seconds
        self.clock = clock
        self.last: float | None = None  # when the last one started (None: not yet counting)

    def due(self, changes: Changes, *, round_closed: bool = False) -> str | None:
        """The reason of the backup ``changes`` call for: a round's or session's life step
        by its name (``round-published``, ``round-reopened``, ... — what triggered it, never
        "round-closed" for a publish), the interval's ``auto``, or None."""
        now = self.clock()
        if changes.life_steps:
            return changes.life_steps[-1]
        if round_closed:
            return ROUND_CHANGED
        if changes.empty:
            return None
        if self.last is None:
            self.last = now
            return None
        if now - self.last >= self.interval_seconds:
            return AUTO
        return None

    def started(self) -> None:
        self.last = self.clock()


class _Signals(QObject):
    ended = Signal(object)  # the job


class _Backup(QRunnable):
    """``take(reason)`` on the pool thread; the outcome is kept on the job and ``ended`` is
    emitted (queued to the window's thread)."""

    def __init__(self, take: Take, reason: str) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.take, self.reason = take, reason
        self.signals = _Signals()
        self.result: object = None
        self.error: Exception | None = None

    def run(self) -> None:
        try:
            self.result = self.take(self.reason)
        except Exception as exc:  # reported on the window's thread, never lost
            log.warning("the %s backup failed", self.reason, exc_info=True)
            self.error = exc
        self.signals.ended.emit(self)


class BackupRunner(QObject):
    """Runs one backup at a time on its own thread; reports on the window's thread."""

    done = Signal(str, object)  # reason, the BackupFile taken
    failed = Signal(str, object)  # reason, the exception (a ServiceError says why)

    def __init__(self, take: Take, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.take = take
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.queued: str | None = None
        self.job: _Backup | None = None  # the running one, until its outcome is delivered

    @property
    def busy(self) -> bool:
        return self.job is not None

    def start(self, reason: str) -> bool:
        """Start a backup; False when one is running (this one then follows it)."""
        if self.job is not None:
            self.queued = reason
            return False
        job = self.job = _Backup(self.take, reason)
        job.signals.ended.connect(self._ended, Qt.ConnectionType.QueuedConnection)
        self.pool.start(job)
        return True

    def wait(self) -> None:
        """Block until no backup runs or waits; their outcomes are delivered first."""
        while self.job is not None:
            self.pool.waitForDone()
            self._ended(self.job)

    def _ended(self, job: object) -> None:
        if job is not self.job or not isinstance(job, _Backup):  # delivered by wait() already
            return
        self.job = None
        if job.error is not None:
            self.failed.emit(job.reason, job.error)
        else:
            self.done.emit(job.reason, job.result)
        queued, self.queued = self.queued, None
        if queued is not None:
            self.start(queued)
