"""A director's evening through the app's own ``main()``, timed (``app_probe enter``).

Run in a fresh process with ``QT_QPA_PLATFORM=offscreen`` on a 1920×1080 screen
(``app_probe`` writes the offscreen configuration). ``main(["--database", DB])`` opens the
window as the director's desktop does; a timer started before it drives the window from
inside its event loop:

* the main window at 1366×768, Standings shown once (built) and left hidden, Hand entry at an
  empty table of the newest round, the projector opened from its menu entry (it places
  itself on the screen);
* HANDS hands typed with ``QTest`` key events; each is timed from the Enter key press until
  the score sheet's viewport and, when the words on its page changed, the projector painted —
  wall time and the window thread's CPU time (``time.thread_time``);
* on the middle hand the automatic backup falls due (its interval set to 0 for that hand);
* then Standings, hidden through all those hands, is shown: timed until its table painted;
* in the same process and run: a bare PySide6 window's repaint and an fsync of 4 KiB
  (``baselines``), each figure with ``os.getloadavg()``.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from benchmarks.baselines import bare_repaint, fsync_4k, load, spread

MAIN_SIZE = (1366, 768)


class _ServerCost:
    """On PostgreSQL: the round trips of each Enter (median over the hands but the one the
    backup falls due on) and the CPU of this process's server backends over all the hands
    (``pg_probe``); nothing on SQLite."""

    def __init__(self, engine: Any, database: str) -> None:
        self.trips: Any = None
        if database.startswith("postgresql"):
            from benchmarks.pg_probe import RoundTrips, backend_cpu

            self.cpu_before = backend_cpu(engine)
            self.engine, self.trips = engine, RoundTrips(engine)
            self.hands: list[dict[str, int]] = []

    def before_hand(self) -> None:
        if self.trips is not None:
            self.mark = dict(self.trips.counts)

    def after_hand(self, skip: bool) -> None:
        if self.trips is not None and not skip:
            now = self.trips.counts
            self.hands.append({k: now[k] - self.mark.get(k, 0) for k in now})

    def finish(self, hands: int) -> dict[str, Any] | None:
        if self.trips is None:
            return None
        from benchmarks.pg_probe import backend_cpu

        self.trips.detach()
        after = backend_cpu(self.engine)
        keys = sorted({k for hand in self.hands for k in hand})
        pings = getattr(self.engine.pool, "_pre_ping", False)
        out: dict[str, Any] = {
            k: statistics.median(hand.get(k, 0) for hand in self.hands) for k in keys
        }
        out["ping"] = out.get("checkout", 0) if pings else 0
        out["round_trips"] = sum(
            out.get(k, 0) for k in ("begin", "statement", "commit", "rollback", "ping")
        )
        if after is not None and self.cpu_before is not None:
            out["backend_cpu_ms"] = (after - self.cpu_before) * 1000 / hands
        return out


def enter(database: str, hands: int) -> dict[str, Any]:
    from PySide6.QtCore import QTimer

    from sheepshead_scorer.ui.shell import app as app_module

    qt_app = app_module.application()
    result: dict[str, Any] = {}

    def drive() -> None:
        try:
            result.update(_drive(qt_app, database, hands))
        except BaseException:  # reported by the parent, the app still quits
            result["error"] = traceback.format_exc()
        for widget in qt_app.topLevelWidgets():
            widget.close()
        qt_app.quit()

    QTimer.singleShot(0, drive)
    app_module.main(["--database", database])
    if "error" in result:  # to the parent, not to the app's error dialog (it would wait)
        sys.excepthook = sys.__excepthook__
        raise RuntimeError(result["error"])
    return result


def _interval(backups: Any, seconds: float) -> None:
    """Set the automatic backups' interval (the schedule's, or an older tree's AutoBackup)."""
    if backups is not None:
        (getattr(backups, "schedule", None) or backups.auto).interval_seconds = seconds


def _drive(qt_app: Any, database: str, hands: int) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMainWindow, QWidget

    from benchmarks.scale_cache import describe

    window: Any = next(
        w for w in qt_app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()
    )
    window.resize(*MAIN_SIZE)
    event = describe(window.backend._database)
    backups = window.property("backupActions")
    loop = QEventLoop()
    safety = QTimer()
    safety.setSingleShot(True)
    safety.timeout.connect(loop.quit)
    painted: dict[int, int] = {}
    waiting: dict[str, Any] = {}

    def settle(seconds: float) -> None:
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    def wait_until(done: Any) -> None:
        if done():
            return
        waiting["done"] = done
        safety.start(20_000)
        loop.exec()
        safety.stop()
        waiting.pop("done", None)

    class PaintCount(QObject):
        """Counts paint events per widget (its window too); ends a wait once it is met."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
                key = id(watched.window())
                painted[key] = painted.get(key, 0) + 1
                painted[id(watched)] = painted.get(id(watched), 0) + 1
                done = waiting.get("done")
                if done is not None and done():
                    waiting.pop("done")
                    QTimer.singleShot(0, loop.quit)  # after this paint has finished
            return False

    counter = PaintCount()
    qt_app.installEventFilter(counter)
    standings: Any = window.show_screen("Standings")
    settle(0.5)
    entry: Any = window.show_screen("Hand entry")
    entry.round_box.setCurrentIndex(entry.round_box.count() - 1)
    tables = [entry.table_box.itemData(i).id for i in range(entry.table_box.count())]
    window.findChild(QAction, "projectorAction").trigger()
    projector: Any = next(
        w for w in qt_app.topLevelWidgets() if w.objectName() == "projectorWindow"
    )
    settle(1.0)
    sheet = entry.view.viewport()
    rng = random.Random(13)
    walls: list[float] = []
    cpus: list[float] = []
    page_changed: list[bool] = []
    due_at = hands // 2
    profile_to = os.environ.get("SHEEPSHEAD_BENCH_PROFILE")  # a cProfile of the Enters
    profiler: Any = None
    if profile_to:
        import cProfile

        profiler = cProfile.Profile(time.thread_time)  # the window thread's CPU
    server = _ServerCost(window.backend._database.engine, database)
    load_before = load()
    empty = [t for t in event.empty_tables if t in tables]
    for number in range(hands):
        table_id = empty[number // 12]
        if entry.table_box.currentData().id != table_id:
            entry.table_box.setCurrentIndex(tables.index(table_id))
            settle(0.2)
        picker = rng.randrange(5)
        partner = rng.choice([s for s in range(5) if s != picker])
        keys = f"{picker + 1}{partner + 1}{rng.randint(31, 89)}"
        QTest.keyClicks(entry.entry.edit, keys)
        settle(0.01)
        if number == due_at:
            _interval(backups, 0)  # this hand's Enter finds a backup due
        shown_before = projector.standings_label.text()  # the words on the wall
        sheet_paints, wall_paints = painted.get(id(sheet), 0), painted.get(id(projector), 0)
        if profiler is not None and number != due_at:
            profiler.enable()
        server.before_hand()
        start, start_cpu = time.perf_counter(), time.thread_time()
        QTest.keyClick(entry.entry.edit, Qt.Key.Key_Return)
        wall_due = projector.standings_label.text() != shown_before

        def done(
            sheet_paints: int = sheet_paints,
            wall_paints: int = wall_paints,
            wall_due: bool = wall_due,
        ) -> bool:
            return painted.get(id(sheet), 0) > sheet_paints and (
                not wall_due or painted.get(id(projector), 0) > wall_paints
            )

        wait_until(done)
        walls.append(time.perf_counter() - start)
        server.after_hand(skip=number == due_at)
        cpus.append(time.thread_time() - start_cpu)
        if profiler is not None:
            profiler.disable()
        page_changed.append(wall_due)
        _interval(backups, 300)
        if entry.entry.edit.text():
            raise RuntimeError(f"hand {keys!r} not saved: {entry.entry.message.text()}")
        settle(0.02)
    load_after = load()
    server_cost = server.finish(hands)
    if profiler is not None:
        profiler.dump_stats(profile_to)
    runner = getattr(backups, "backups", None)  # None: a tree that backs up on this thread
    backup_busy_after_due = bool(runner is not None and runner.busy)
    if runner is not None:
        runner.wait()
    settle(0.3)
    held = standings.bus.held and True
    table_view = standings.view.viewport()
    before = painted.get(id(table_view), 0)
    start, start_cpu = time.perf_counter(), time.thread_time()
    window.show_screen("Standings")
    wait_until(lambda: painted.get(id(table_view), 0) > before)
    switch = (time.perf_counter() - start, time.thread_time() - start_cpu, load())
    hidden = {
        title: getattr(window.pages[title].bus, "delivered", None)
        for title in window.built_screens()
        if title not in ("Hand entry", "Standings")
    }
    changed = [i for i, c in enumerate(page_changed) if c]
    return {
        "players": event.players,
        "hands_in_database": event.hands,
        "main_size": [window.width(), window.height()],
        "projector_size": [projector.width(), projector.height()],
        "load_before": load_before,
        "load_after": load_after,
        "wall": spread(walls),
        "cpu": spread(cpus),
        "times": walls,
        "cpus": cpus,
        "projector_changed": len(changed),
        "page_changed_wall": spread([walls[i] for i in changed]),
        "page_changed_cpu": spread([cpus[i] for i in changed]),
        "due_hand": {
            "wall_ms": walls[due_at] * 1000,
            "cpu_ms": cpus[due_at] * 1000,
            "backup_still_running_after_the_hands": backup_busy_after_due,
        },
        "hidden_standings_shown": {
            "held_changes": bool(held),
            "wall_ms": switch[0] * 1000,
            "cpu_ms": switch[1] * 1000,
            "load": switch[2],
        },
        "hidden_deliveries": hidden,
        "bare_repaint": bare_repaint(),
        "server": server_cost,
        "fsync_4k": fsync_4k(
            Path(database).parent if "://" not in database else Path(tempfile.gettempdir())
        ),
    }
