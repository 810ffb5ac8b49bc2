"""`sheepshead-scorer --smoke`: prove an installed copy works, then quit.

The installer checks (and a director who wants to know whether an installation is sound) run

    sheepshead-scorer --smoke [--database PATH_OR_URL] [--report FILE] [--timeout SECONDS]

It starts Qt, creates and migrates a fresh database (a SQLite file in a temporary folder, or the
database named with ``--database``), builds and shows the real main window with every screen,
writes a small PDF and Excel file (which proves reportlab, openpyxl and the fonts are in the
bundle), and quits. Exit status 0 means all of that worked; 1 means a step failed and the last
line says which step, why and what to do; 2 means bad arguments; 3 means it hung and was stopped.

The director's own settings and database are never touched: preferences go to a throw-away
file in the temporary folder. Every line is printed and, with ``--report FILE``, also written
to that file (the Windows app has no console, so use ``--report`` or the console executable
``sheepshead-scorer-cli.exe`` there). The line ``window_shown_unix_ms=N`` lets a script measure
the cold start: the time from launching the program to the main window on screen.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import logging
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from sheepshead_scorer import __version__

log = logging.getLogger(__name__)

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_HUNG = 0, 1, 2, 3
DEFAULT_TIMEOUT_S = 120


@dataclass(frozen=True)
class SmokeOptions:
    """What to check: the database (``None``: a fresh file in a temporary folder), where to
    copy the report, and how long before a hung start is given up."""

    database: str | None = None
    report: Path | None = None
    timeout_s: float = DEFAULT_TIMEOUT_S


class SmokeFailure(Exception):
    """A step failed; ``str()`` names the step, the cause and the fix."""

    def __init__(self, step: str, cause: BaseException, fix: str) -> None:
        super().__init__(f"while {step}: {type(cause).__name__}: {cause}\n  fix: {fix}")
        self.step = step


class Reporter:
    """Writes each line to stdout (when there is one) and to the report file (when asked)."""

    def __init__(self, report: Path | None) -> None:
        self._file: TextIO | None = None
        if report is not None:
            report.parent.mkdir(parents=True, exist_ok=True)
            self._file = report.open("w", encoding="utf-8")

    def line(self, text: str, *, error: bool = False) -> None:
        stream = sys.stderr if error else sys.stdout
        if stream is not None:  # None in a Windows app without a console
            print(text, file=stream, flush=True)
        if self._file is not None:
            self._file.write(text + "\n")
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


def parse_args(argv: Sequence[str]) -> SmokeOptions:
    """Read the smoke options; the app's other options (``--station``...) are ignored."""
    parser = argparse.ArgumentParser(
        prog="sheepshead-scorer --smoke",
        description="Check this installation: migrate a fresh database, show the window, quit.",
    )
    parser.add_argument("--smoke", action="store_true", help="(this mode)")
    parser.add_argument(
        "--database",
        default=None,
        help="SQLite file or database URL (default: a new file in a temp folder)",
    )
    parser.add_argument("--report", type=Path, default=None, help="also write the report here")
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_S,
        help=f"give up after this many seconds (default {DEFAULT_TIMEOUT_S})",
    )
    args, _others = parser.parse_known_args(list(argv))
    if args.timeout <= 0:
        parser.error(f"--timeout must be a positive number of seconds, not {args.timeout}")
    return SmokeOptions(database=args.database, report=args.report, timeout_s=args.timeout)


@contextlib.contextmanager
def step(name: str, fix: str) -> Iterator[None]:
    """Run one step; any exception becomes a `SmokeFailure` naming it."""
    try:
        yield
    except SmokeFailure:
        raise
    except Exception as exc:
        log.exception("smoke check step %r failed", name)
        raise SmokeFailure(name, exc, fix) from exc


def _ms_since(start_ns: int) -> int:
    return (time.perf_counter_ns() - start_ns) // 1_000_000


def bundled() -> bool:
    """True inside a PyInstaller bundle (the installed app), False when run from source."""
    return bool(getattr(sys, "frozen", False))


def resources_dir() -> Path:
    """The ``resources/`` folder: inside the bundle, or at the top of a source checkout."""
    base = getattr(sys, "_MEIPASS", None)
    if base is not None:
        return Path(base) / "resources"
    return Path(__file__).resolve().parents[3] / "resources"


def app_icon_path() -> Path:
    """The app icon (SVG) the installers ship."""
    return resources_dir() / "icons" / "sheepshead-scorer.svg"


def _headless_if_no_display() -> None:
    """Without a display, Qt would abort before any message could be shown: go offscreen."""
    no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and no_display:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _app_module() -> Any:
    """`sheepshead_scorer.ui.shell.app`, or None while it does not exist. A module *it* needs
    but the installation lacks is an error, not a reason to fall back."""
    try:
        return importlib.import_module("sheepshead_scorer.ui.shell.app")
    except ModuleNotFoundError as exc:
        if exc.name == "sheepshead_scorer.ui.shell.app":
            return None
        raise


def _qt_application() -> Any:
    """The app's own QApplication (names, version) when `ui.app` provides it, else a plain one."""
    from PySide6.QtWidgets import QApplication

    factory = getattr(_app_module(), "application", None)
    if callable(factory):
        return factory()
    existing = QApplication.instance()
    return existing if existing is not None else QApplication([sys.argv[0] or "sheepshead-scorer"])


def _window_builder() -> tuple[Callable[[Any, Any, Any], Any], str]:
    """How to build the main window: `ui.app.build_window` (every screen) if the app has it,
    else the bare `ui.main_window.MainWindow`."""
    build = getattr(_app_module(), "build_window", None)
    if callable(build):
        return build, "sheepshead_scorer.ui.shell.app.build_window"
    main_window = importlib.import_module("sheepshead_scorer.ui.shell.main_window")
    return main_window.MainWindow, "sheepshead_scorer.ui.shell.main_window.MainWindow"


def _wait_until_exposed(app: Any, window: Any, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        app.processEvents()
        handle = window.windowHandle()
        if window.isVisible() and handle is not None and handle.isExposed():
            return
        time.sleep(0.01)
    raise RuntimeError(f"the main window was not on screen after {timeout_s:g} s")


def _check_documents(folder: Path) -> tuple[int, int]:
    """Write a sample standings PDF and event workbook; returns their sizes in bytes."""
    from sheepshead_scorer.exports import write_event_workbook, write_standings_pdf
    from sheepshead_scorer.exports.samples import sample_event, sample_info, sample_standings

    pdf, xlsx = folder / "smoke-standings.pdf", folder / "smoke-event.xlsx"
    write_standings_pdf(pdf, sample_info(), sample_standings(10))
    write_event_workbook(xlsx, sample_event(20, tables=2))
    return pdf.stat().st_size, xlsx.stat().st_size


def run_smoke(options: SmokeOptions, out: Reporter, work: Path) -> None:
    """Every check, in the order a director's start goes; raises `SmokeFailure` on the first
    that fails. ``work`` is a scratch folder for the database, settings and documents."""
    start = time.perf_counter_ns()
    _headless_if_no_display()
    with step(
        "importing the desktop app",
        "the installation is incomplete; reinstall, or rebuild the bundle with "
        "installer/build-linux.sh and check the spec's hidden imports",
    ):
        from PySide6 import __version__ as qt_version
        from PySide6.QtCore import QEventLoop, QSettings, QTimer

        from sheepshead_scorer.ui.door.backend import Backend
        from sheepshead_scorer.ui.door.bus import AppBus
        from sheepshead_scorer.ui.preferences.settings import AppSettings, strip_password

        build_window, built_by = _window_builder()
    with step(
        "starting Qt",
        "on a machine without a display set QT_QPA_PLATFORM=offscreen; "
        "on Linux install the Qt system libraries listed in docs/installing.md",
    ):
        app = _qt_application()
    out.line(
        f"smoke: Sheepshead Scorer {__version__} ({'bundle' if bundled() else 'source'}), "
        f"Python {sys.version.split()[0]}, PySide6 {qt_version}, "
        f"Qt platform {app.platformName()}"
    )
    if bundled():
        with step("finding the app icon", "rebuild: the spec must collect resources/"):
            if not app_icon_path().is_file():
                raise FileNotFoundError(f"{app_icon_path()} is not in the bundle")
    location = options.database or str(work / "smoke.sqlite3")
    with step(
        f"creating and migrating the database {strip_password(location)}",
        "make sure the folder is writable (or the server reachable); a bundle must carry "
        "the Alembic revisions (collect_data_files(..., include_py_files=True))",
    ):
        phase = time.perf_counter_ns()
        backend = Backend.open_database(location, "smoke-test")
        from sheepshead_scorer.store import head_revision

        revision = backend.schema_revision()
        if revision != head_revision():
            raise RuntimeError(f"database is at {revision!r}, expected {head_revision()!r}")
        out.line(
            f"smoke: database {strip_password(backend.location)} at revision {revision} "
            f"({_ms_since(phase)} ms)"
        )
    try:
        with step(
            "building and showing the main window",
            "run the same command from source (python -m sheepshead_scorer --smoke) to "
            "see whether the app or the bundle is at fault",
        ):
            phase = time.perf_counter_ns()
            ini = QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat)
            settings = AppSettings(ini)
            window = build_window(backend, AppBus(), settings)
            window.show()
            _wait_until_exposed(app, window)
            shown_at_ms = time.time_ns() // 1_000_000
            screens = len(getattr(window, "screens", {}))
            shown_title = str(window.windowTitle()).replace(
                backend.location, strip_password(backend.location)
            )
            out.line(
                f"smoke: main window {shown_title!r} with {screens} screens, "
                f"built by {built_by} ({_ms_since(phase)} ms)"
            )
            out.line(
                f"smoke: window_shown_unix_ms={shown_at_ms} "
                f"(in-process start to window: {_ms_since(start)} ms)"
            )
            # one turn of a real event loop; a local loop, so that a QApplication shared with
            # other code (the test suite) is not marked as closing, as app.quit() would
            loop = QEventLoop()
            QTimer.singleShot(0, loop.quit)
            loop.exec()
            window.close()
            window.deleteLater()
            app.processEvents()
        with step(
            "writing a PDF and an Excel file",
            "the bundle lacks reportlab, openpyxl or the DejaVu fonts; rebuild it",
        ):
            phase = time.perf_counter_ns()
            pdf_bytes, xlsx_bytes = _check_documents(work)
            out.line(
                f"smoke: PDF {pdf_bytes} bytes, Excel {xlsx_bytes} bytes ({_ms_since(phase)} ms)"
            )
    finally:
        backend.close()
    out.line(f"smoke: OK in {_ms_since(start)} ms")


def _watchdog(seconds: float, out: Reporter) -> threading.Timer:
    def give_up() -> None:
        out.line(
            f"smoke FAILED: still running after {seconds:g} s (hung?); "
            "run again with a longer --timeout on a slow machine",
            error=True,
        )
        out.close()
        os._exit(EXIT_HUNG)

    timer = threading.Timer(seconds, give_up)
    timer.daemon = True
    timer.start()
    return timer


def main(argv: Sequence[str]) -> int:
    """Run the smoke check; returns the exit status (0 ok, 1 failed, 2 usage, 3 hung)."""
    try:
        options = parse_args(argv)
    except SystemExit as exc:  # argparse: --help (0) or a bad argument (2)
        return EXIT_OK if exc.code in (0, None) else EXIT_USAGE
    try:
        out = Reporter(options.report)
    except OSError as exc:
        print(f"smoke FAILED: cannot write --report {options.report}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    watchdog = _watchdog(options.timeout_s, out)
    try:
        with tempfile.TemporaryDirectory(
            prefix="sheepshead-smoke-", ignore_cleanup_errors=True
        ) as folder:
            run_smoke(options, out, Path(folder))
        return EXIT_OK
    except SmokeFailure as failure:
        out.line(f"smoke FAILED {failure}", error=True)
        return EXIT_FAILED
    finally:
        watchdog.cancel()
        out.close()
