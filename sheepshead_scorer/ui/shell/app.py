"""Start the desktop app: `main(argv)` (called by `python -m sheepshead_scorer`).

Arguments: `--database PATH_OR_URL` opens that database instead of the last one (or the
default SQLite file in the user data folder); `--station NAME` names this computer in the audit
log; `--smoke` builds every screen, shows the window once and exits 0 (a packaging check).
"""

from __future__ import annotations

import argparse
import gc
import logging
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from sheepshead_scorer import __version__
from sheepshead_scorer.logs import setup_logging
from sheepshead_scorer.ui.actions import floor_network
from sheepshead_scorer.ui.actions.clock_menu import install_round_clock
from sheepshead_scorer.ui.actions.delete_actions import DeleteMenu
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory
from sheepshead_scorer.ui.actions.round_life import RoundLife, RoundMenu
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.preferences.screen_fonts import install_screen_fonts
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.preferences.theme import apply_theme
from sheepshead_scorer.ui.shell.close_guard import guard_close
from sheepshead_scorer.ui.shell.database_actions import DatabaseActions, start_backend
from sheepshead_scorer.ui.shell.error_log import install_exception_hook, message_box
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.shell.none_guard import NoneGuard
from sheepshead_scorer.ui.shell.session_memory import SessionMemory, begin_run
from sheepshead_scorer.ui.widgets.screen_fit import fit_to_screen
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP, install_language

if TYPE_CHECKING:
    from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow

log = logging.getLogger(__name__)

#: The screens' English titles (their keys); the screen list shows them translated.
SCREEN_TITLES = (
    QT_TRANSLATE_NOOP("Screens", "Players"),
    QT_TRANSLATE_NOOP("Screens", "Event setup"),
    QT_TRANSLATE_NOOP("Screens", "Registration"),
    QT_TRANSLATE_NOOP("Screens", "Seating"),
    QT_TRANSLATE_NOOP("Screens", "Hand entry"),
    QT_TRANSLATE_NOOP("Screens", "Round totals"),
    QT_TRANSLATE_NOOP("Screens", "Standings"),
    QT_TRANSLATE_NOOP("Screens", "Statistics"),
    QT_TRANSLATE_NOOP("Screens", "League season"),
    QT_TRANSLATE_NOOP("Screens", "Table entry"),
)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="sheepshead-scorer", add_help=True)
    parser.add_argument("--database", default=None, help="SQLite file or database URL")
    parser.add_argument("--station", default="", help="this computer's name in the audit log")
    parser.add_argument("--smoke", action="store_true", help="build the window and exit")
    return parser.parse_args(list(argv))


def build_window(backend: Backend, bus: AppBus, settings: AppSettings) -> MainWindow:
    """The main window with every screen, each handed only what it needs; a screen is built
    (and reads its data) when first shown, and its module is imported then too (start-up
    loads the screen shown first only)."""
    window = MainWindow(backend, bus, settings)
    undo = window.undo_stack
    checks = VerificationLog(window)
    folders = FolderMemory(settings)  # every file dialog starts in the last folder used

    def players(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.players_screen import PlayersScreen

        return PlayersScreen(backend, b, undo, folders=folders)

    def event_setup(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.event_screen import EventScreen

        return EventScreen(backend, b, settings, undo_stack=undo)

    def registration(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen

        return RegistrationScreen(backend, b, undo)

    def seating(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen

        return SeatingScreen(backend, b, checks, undo)

    def hand_entry(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen

        return HandEntryScreen(backend, b, undo, checks, settings=settings)

    def round_totals(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen

        return RoundTotalsScreen(backend, b)

    def season(b: AppBus) -> QWidget:
        from sheepshead_scorer.ui.screens.season_screen import SeasonScreen

        return SeasonScreen(backend, b, folders=folders, undo_stack=undo)

    window.add_screen("Players", players)
    window.add_screen("Event setup", event_setup)
    window.add_screen("Registration", registration)
    window.add_screen("Seating", seating)
    window.add_screen("Hand entry", hand_entry)
    window.add_screen("Round totals", round_totals)
    window.add_screen("Standings", lambda b: _standings_screen(backend, b))
    window.add_screen("Statistics", lambda b: _statistics_screen(backend, b, folders))
    window.add_screen("League season", season)
    window.add_screen("Table entry", lambda b: _table_entry_screen(backend, b))
    floor = floor_network.install(
        window.file_menu, backend, lambda: settings.language, window.current_event_id, window,
        before=window.quit_action, settings=settings,
    )
    window.export_actions.entry_address = floor.entry_address  # the seat cards' address
    add_projector_action(window, backend, bus, floor)
    life = RoundLife(backend, bus, undo, window, bus.status.emit)
    RoundMenu(life, window.current_event_id, window.shown_round).install(window.edit_menu)
    clock, _ = install_round_clock(backend, bus, window, window.edit_menu, window.statusBar(),
                                   bus.status.emit)
    window.event_changed.connect(clock.set_event)  # the round clock of the event picked
    DeleteMenu(backend, bus, undo, window, window.current_event_id).install(window.edit_menu)

    def preferences() -> None:
        from sheepshead_scorer.ui.shell.settings_dialog import SettingsDialog

        SettingsDialog(settings, window, backend=backend, bus=bus).exec()

    window.settings_menu.addAction(
        QCoreApplication.translate("MainWindow", "&Preferences…")
    ).triggered.connect(preferences)
    window.reload_events()
    fit_to_screen(window, 1400, 900)  # a 1366×768 laptop: the whole window on screen
    return window


def _standings_screen(backend: Backend, bus: AppBus) -> QWidget:
    from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen

    return StandingsScreen(backend, bus)


def _table_entry_screen(backend: Backend, bus: AppBus) -> QWidget:
    from sheepshead_scorer.ui.screens.table_entry_screen import TableEntryScreen

    return TableEntryScreen(backend, bus)


def _statistics_screen(backend: Backend, bus: AppBus, folders: FolderMemory) -> QWidget:
    # matplotlib and the statistics load only when the screen is first shown
    from sheepshead_scorer.ui.screens.statistics_screen import StatisticsScreen

    return StatisticsScreen(backend, bus, folders=folders)


def add_projector_action(
    window: MainWindow, backend: Backend, bus: AppBus,
    floor: floor_network.FloorNetwork | None = None,
) -> None:
    """View → Projector display (Ctrl+Shift+F11): standings on a second screen; it follows the
    event picked in the main window and closes with it. The key opens the one projector
    window and closes it again (ticked in the menu while open), never a second copy."""
    opened: list[ProjectorWindow] = []

    def open_display(on: bool = True) -> None:
        if opened:  # the one window: a second press closes it
            if not on:
                opened[0].close()
            return
        from sheepshead_scorer.ui.projector.projector_window import (
            open_projector,  # when first opened
        )

        projector = open_projector(backend, bus, window.current_event_id(), window)
        window.event_changed.connect(projector.set_event)
        opened[:] = [projector]

        def closed() -> None:
            window.event_changed.disconnect(projector.set_event)
            opened.clear()
            action.setChecked(False)
        projector.closed.connect(closed)
        if floor is not None:  # the floor pages' address and QR code while they run
            floor.attach(projector.set_floor_address, projector)  # dies with it

    def toggle_full_screen() -> None:
        if opened:
            opened[0].toggle_full_screen()

    window.view_menu.addSeparator()
    action = window.view_menu.addAction(
        QCoreApplication.translate("MainWindow", "Projector &display…")
    )
    action.setObjectName("projectorAction")
    action.setShortcut("Ctrl+Shift+F11")
    action.setCheckable(True)
    action.triggered.connect(open_display)
    full = window.view_menu.addAction(
        QCoreApplication.translate("MainWindow", "Projector &full screen")
    )
    full.setObjectName("projectorFullScreen")
    full.setShortcut("F11")  # the projector never has the keyboard: the main window's key
    full.triggered.connect(toggle_full_screen)


def application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "sheepshead-scorer"])
    app.setApplicationName("Sheepshead Scorer")
    app.setOrganizationName("Sheepshead Scorer")
    app.setApplicationVersion(__version__)
    if NoneGuard.needed():  # PySide6 6.12.0 on Python 3.11: see ui/shell/none_guard.py
        NoneGuard(app)
    return app


@contextmanager
def _start_up_without_collection() -> Iterator[None]:
    """Start-up (the screens' modules, the first screen, its rows) makes long-lived objects
    and almost no garbage, yet every 700 new objects start a collection that walks them all
    again. The collector pauses until the window is built; then what start-up made leaves
    its generations for good (``gc.freeze``: fewer 40 ms full collections while hands are
    entered) and it runs as before. As ``cli._imports_without_collection`` does for the
    imports: ``main`` runs the window's process."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


def main(argv: list[str]) -> int:
    with _start_up_without_collection():
        started = _start(parse_args(argv))
    if started is None:
        return 1
    app, actions, args, first_run = started
    if args.smoke:
        QTimer.singleShot(200, app.quit)
        app.exec()
        actions.shutdown()
        return 0
    if first_run:
        QTimer.singleShot(0, actions.first_run)
    status = app.exec()
    actions.shutdown()
    return status


def _start(
    args: argparse.Namespace,
) -> tuple[QApplication, DatabaseActions, argparse.Namespace, bool] | None:
    """The application with its window built on the database (``None``, said on stderr,
    when it cannot be opened), and whether this is the first run on an empty database."""
    log_file = setup_logging()
    log.info("starting the window (version %s)", __version__)
    app = application()
    settings = AppSettings()
    install_language(app, settings.language)
    install_screen_fonts(app)  # Devanagari, Thai, Hangul, CJK names on any machine
    apply_theme(app, settings.theme, settings.font_size)
    location = args.database or settings.last_database or None
    station = args.station or settings.station
    Backend.identify(program="Sheepshead Scorer window", station=station)
    if args.smoke:
        try:
            backend = Backend.open_database(location, station)
        except Exception as exc:
            log.exception("could not open the database")
            print(f"could not open the database {Backend.masked(str(location))!r}: "
                  f"{error_text(exc)}", file=sys.stderr)
            return None
    else:
        opened = start_backend(location, station)  # never silently another database
        if opened is None:
            return None
        backend = opened
    settings.remember_database(backend.location)
    bus = AppBus()
    actions = DatabaseActions(  # closing with a half-typed hand asks first
        settings, bus, lambda b: guard_close(build_window(b, bus, settings))
    )
    memory = SessionMemory(settings)  # read before the new window records its first screen
    window = actions.start(backend)
    if not args.smoke:  # back where the director was; after a kill -9, what was saved
        begin_run(window, memory, backend, app.aboutToQuit.connect)  # a second copy: says so
    install_exception_hook(
        message_box(lambda: actions.window), log_file, faults=actions.database_fault
    )
    first_run = not args.smoke and not settings.first_run_done and not backend.events()
    return app, actions, args, first_run
