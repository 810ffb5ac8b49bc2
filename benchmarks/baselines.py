"""Baselines measured in the same process and run as the app's figures (issue 26): what a
bare PySide6 window's repaint and one fsync of 4 KiB cost on this machine at this load, so
every figure comes with the floor it is to be read against."""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path
from typing import Any


def spread(samples: list[float]) -> dict[str, float]:
    """Median, 10th and 90th percentile and the extremes of ``samples`` (seconds → ms)."""
    ms = sorted(s * 1000 for s in samples)
    if not ms:
        return {"n": 0}
    deciles = statistics.quantiles(ms, n=10) if len(ms) > 1 else [ms[0]] * 9
    return {
        "n": len(ms),
        "median": statistics.median(ms),
        "p10": deciles[0],
        "p90": deciles[-1],
        "min": ms[0],
        "max": ms[-1],
    }


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def fsync_4k(folder: Path, runs: int = 30) -> dict[str, Any]:
    """Write 4 KiB to a file in ``folder`` and fsync it, ``runs`` times (a commit's floor)."""
    path = folder / "fsync-probe.bin"
    block = os.urandom(4096)
    times = []
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for _ in range(runs):
            start = time.perf_counter()
            os.pwrite(fd, block, 0)
            os.fsync(fd)
            times.append(time.perf_counter() - start)
    finally:
        os.close(fd)
        path.unlink(missing_ok=True)
    return {**spread(times), "load": load()}


def bare_repaint(runs: int = 30) -> dict[str, Any]:
    """A bare PySide6 window with one label: from ``setText`` until its paint event ended
    (wall and the GUI thread's CPU time)."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    window = QWidget()
    label = QLabel("0")
    QVBoxLayout(window).addWidget(label)
    window.resize(1366, 768)  # the main window's size in the app figures
    window.show()
    loop = QEventLoop()
    armed = [False]

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if watched is label and event.type() == QEvent.Type.Paint and armed[0]:
                armed[0] = False
                QTimer.singleShot(0, loop.quit)  # after this paint has finished
            return False

    spy = Painted()
    label.installEventFilter(spy)
    QTimer.singleShot(300, loop.quit)
    loop.exec()
    safety = QTimer()
    safety.setSingleShot(True)
    safety.timeout.connect(loop.quit)
    wall, cpu = [], []
    for n in range(runs):
        start, start_cpu = time.perf_counter(), time.thread_time()
        label.setText(str(n + 1))
        window.update()  # the whole window, as a screen's repaint
        armed[0] = True
        safety.start(5000)
        loop.exec()
        safety.stop()
        wall.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    window.close()
    return {**spread(wall), "cpu": spread(cpu), "load": load()}
