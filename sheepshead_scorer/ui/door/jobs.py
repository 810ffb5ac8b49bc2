"""Long jobs off the UI thread: a QRunnable on the global QThreadPool, with a QProgressDialog
fed by signals. The job function gets a `report(done, total)` callback; its result (or its
error message) comes back on the UI thread. The window stays responsive and Cancel asks the
job to stop between steps (what is already saved stays saved)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from sheepshead_scorer.ui.words.error_text import error_text

log = logging.getLogger(__name__)

Report = Callable[[int, int], None]


class JobCancelled(Exception):
    """Raised inside a job by `report` once the director pressed Cancel."""


class JobSignals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)


class Job(QRunnable):
    """Runs `work(report)` on a pool thread and reports back through `signals`."""

    def __init__(self, work: Callable[[Report], Any]) -> None:
        super().__init__()
        self.work = work
        self.signals = JobSignals()
        self.cancel_requested = threading.Event()
        self.setAutoDelete(False)

    def report(self, done: int, total: int) -> None:
        if self.cancel_requested.is_set():
            raise JobCancelled
        self.signals.progress.emit(done, total)

    def run(self) -> None:
        try:
            result = self.work(self.report)
        except JobCancelled:
            self.signals.failed.emit(QCoreApplication.translate(
                "Jobs", "Cancelled; what was done before Cancel is saved."
            ))
        except Exception as exc:  # the message goes to the director, never lost
            log.exception("a long job failed")
            self.signals.failed.emit(error_text(exc))
        else:
            self.signals.finished.emit(result)


def run_with_progress(
    parent: QWidget | None,
    title: str,
    work: Callable[[Report], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[str], None],
) -> Job:
    """Start `work` on the thread pool with a progress dialog; call back on the UI thread."""
    cancel = QCoreApplication.translate("Jobs", "Cancel")
    dialog = QProgressDialog(title, cancel, 0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(300)
    job = Job(work)

    def progress(done: int, total: int) -> None:
        dialog.setMaximum(total)
        dialog.setValue(done)

    def finish(result: Any) -> None:
        dialog.close()
        on_done(result)

    def fail(message: str) -> None:
        dialog.close()
        on_error(message)

    job.signals.progress.connect(progress)
    job.signals.finished.connect(finish)
    job.signals.failed.connect(fail)
    dialog.canceled.connect(job.cancel_requested.set)
    QThreadPool.globalInstance().start(job)
    return job
