"""The real window, driven offscreen, timed: run by ``bench_app`` in a fresh process.

    python -m benchmarks.app_probe start DATABASE
    python -m benchmarks.app_probe enter DATABASE HANDS

``start`` runs the app's own ``main`` on DATABASE and stops at the first paint of the window
(the screen list and the first screen drawn, the event loop running): it prints the wall
clock then and the peak memory, and the parent subtracts its launch time.

``enter`` opens the window as the app does, shows Hand entry at an empty table of the last
round, opens the projector display beside it and types HANDS hands (QTest key events into
the entry line). What is timed per hand is Enter → hand saved → models updated → the score
sheet and the projector repainted: from the key press until both widgets received their
paint event (the projector only when its page changed). Prints the times and counts as JSON.
"""

from __future__ import annotations

import json
import random
import resource
import sys
import time
from typing import Any

# PySide6 6.12.0 on CPython 3.11 loses one reference to None on every call of a binding that
# returns None (setText, processEvents, QTest.keyClick, ...): None is immortal from 3.12 on,
# which the wheel seems to assume. A few hundred thousand such calls free None and the
# interpreter aborts ("none_dealloc"). This probe makes ~1,000 of them per hand, so it keeps
# a reserve of references to None for the duration of its run. See docs/performance.md.
_NONE_RESERVE = [None] * 2_000_000


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def start(database: str) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QMainWindow

    from sheepshead_scorer.ui import app as app_module

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


def enter(database: str, hands: int) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest

    from benchmarks.scale_cache import describe
    from sheepshead_scorer.ui.app import application, build_window
    from sheepshead_scorer.ui.backend import Backend
    from sheepshead_scorer.ui.bus import AppBus
    from sheepshead_scorer.ui.database_actions import DatabaseActions
    from sheepshead_scorer.ui.settings import AppSettings

    qt_app = application()
    backend = Backend.open(database, "bench")
    event = describe(backend._database)
    settings = AppSettings()
    bus = AppBus()
    actions = DatabaseActions(settings, bus, lambda b: build_window(b, bus, settings))
    window = actions.start(backend)
    entry: Any = window.show_screen("Hand entry")
    entry.round_box.setCurrentIndex(entry.round_box.count() - 1)
    tables = [entry.table_box.itemData(i).id for i in range(entry.table_box.count())]
    action = window.findChild(QAction, "projectorAction")
    action.trigger()
    projector: Any = next(
        w for w in qt_app.topLevelWidgets() if w.objectName() == "projectorWindow"
    )

    painted: dict[int, int] = {}
    waiting: dict[str, Any] = {}

    class PaintCount(QObject):
        """Counts paint events; ends the wait once both widgets painted."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted[id(watched)] = painted.get(id(watched), 0) + 1
                done = waiting.get("done")
                if done is not None and done():
                    waiting.pop("done")
                    QTimer.singleShot(0, loop.quit)  # after this paint has finished
            return False

    counter = PaintCount()
    sheet = entry.view.viewport()
    wall = projector.standings_label
    sheet.installEventFilter(counter)
    wall.installEventFilter(counter)

    loop = QEventLoop()

    def settle(seconds: float = 0.3) -> None:
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    settle(1.0)
    rng = random.Random(13)
    times: list[float] = []
    projector_changed = 0
    empty = [t for t in event.empty_tables if t in tables]
    per_table = 12
    typed = 0
    for table_id in empty:
        index = tables.index(table_id)
        entry.table_box.setCurrentIndex(index)
        settle(0.2)
        for _ in range(per_table):
            if typed >= hands:
                break
            picker = rng.randrange(5)
            partner = rng.choice([s for s in range(5) if s != picker])
            keys = f"{picker + 1}{partner + 1}{rng.randint(31, 89)}"
            QTest.keyClicks(entry.entry.edit, keys)
            settle(0.01)
            before_text = wall.text()
            sheet_paints, wall_paints = painted.get(id(sheet), 0), painted.get(id(wall), 0)
            t0 = time.perf_counter()
            QTest.keyClick(entry.entry.edit, Qt.Key.Key_Return)
            wall_due = wall.text() != before_text
            def done(sheet_paints: int = sheet_paints, wall_paints: int = wall_paints,
                     wall_due: bool = wall_due) -> bool:
                return painted.get(id(sheet), 0) > sheet_paints and (
                    not wall_due or painted.get(id(wall), 0) > wall_paints
                )

            waiting["done"] = done
            if not done():
                QTimer.singleShot(10_000, loop.quit)  # a safety net, never reached
                loop.exec()
            waiting.pop("done", None)
            times.append(time.perf_counter() - t0)
            projector_changed += wall_due
            if entry.entry.edit.text():
                raise RuntimeError(f"hand {keys!r} not saved: {entry.entry.message.text()}")
            typed += 1
            settle(0.02)
        if typed >= hands:
            break
    hidden = {
        title: getattr(window.pages[title].bus, "delivered", None)
        for title in window.built_screens() if title != "Hand entry"
    }
    result = {
        "times": times, "projector_changed": projector_changed, "players": event.players,
        "hands_in_database": event.hands, "built": list(window.built_screens()),
        "hidden_deliveries": hidden, "peak_mb": _peak_mb(),
    }
    projector.close()
    window.close()
    actions.shutdown()
    return result


if __name__ == "__main__":
    mode, database = sys.argv[1], sys.argv[2]
    out = start(database) if mode == "start" else enter(database, int(sys.argv[3]))
    print(json.dumps(out))
