"""The real window, driven offscreen, timed: run by ``bench_app`` in a fresh process.

    python -m benchmarks.app_probe start DATABASE
    python -m benchmarks.app_probe enter DATABASE HANDS

``start`` runs the app's own ``main`` on DATABASE and stops at the first paint of the window
(the screen list and the first screen drawn, the event loop running): it prints the wall
clock then and the peak memory, and the parent subtracts its launch time.

``enter`` runs the app's own ``main`` too and drives its window from inside the event loop
(``benchmarks.app_session``: HANDS hands typed with QTest key events, the projector open, a
backup falling due, a hidden Standings screen shown, and the baselines). Prints JSON.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from typing import Any


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def start(database: str) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QMainWindow

    from sheepshead_scorer.ui.shell import app as app_module

    qt_app = app_module.application()
    seen: dict[str, float] = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and "at" not in seen:
                window = watched.window() if hasattr(watched, "window") else None
                if isinstance(window, QMainWindow) and window.isVisible():
                    seen["at"] = time.time()
                    seen["rss"] = _peak_mb()
                    QTimer.singleShot(0, qt_app.quit)
            return False

    spy = FirstPaint()
    qt_app.installEventFilter(spy)
    app_module.main(["--database", database])
    return {"shown_at": seen.get("at"), "peak_mb": seen.get("rss"), "end_mb": _peak_mb()}


if __name__ == "__main__":
    mode, database = sys.argv[1], sys.argv[2]
    if mode == "start":
        out = start(database)
    else:
        from benchmarks.app_session import enter

        out = enter(database, int(sys.argv[3]))
    print(json.dumps(out))
