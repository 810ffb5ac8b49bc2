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
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from sheepshead_scorer import __version__
from sheepshead_scorer.logs import setup_logging
from sheepshead_scorer.ui.actions import floor_network
from sheepshead_scorer.ui.actions.delete_actions import DeleteMenu
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory
from sheepshead_scorer.ui.actions.round_life import RoundLife, RoundMenu
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.preferences.screen_fonts import install_screen_fonts
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.preferences.theme import apply_theme
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow, open_projector
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.screens.season_screen import SeasonScreen
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.shell.close_guard import guard_close
from sheepshead_scorer.ui.shell.database_actions import DatabaseActions, start_backend
from sheepshead_scorer.ui.shell.error_log import install_exception_hook, message_box
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.shell.none_guard import NoneGuard
from sheepshead_scorer.ui.shell.session_memory import SessionMemory, begin_run
from sheepshead_scorer.ui.shell.settings_dialog import SettingsDialog
from sheepshead_scorer.ui.widgets.screen_fit import fit_to_screen
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP, install_language

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
    (and reads its data) when first shown."""
    window = MainWindow(backend, bus, settings)
    undo = window.undo_stack
    checks = VerificationLog(window)
    folders = FolderMemory(settings)  # every file dialog starts in the last folder used
    window.add_screen("Players", lambda b: PlayersScreen(backend, b, undo, folders=folders))
    window.add_screen(
        "Event setup", lambda b: EventScreen(backend, b, settings, undo_stack=undo)
    )
    window.add_screen("Registration", lambda b: RegistrationScreen(backend, b, undo))
    window.add_screen("Seating", lambda b: SeatingScreen(backend, b, checks, undo))
    window.add_screen(
        "Hand entry", lambda b: HandEntryScreen(backend, b, undo, checks, settings=settings)
    )
    window.add_screen("Round totals", lambda b: RoundTotalsScreen(backend, b))
    window.add_screen("Standings", lambda b: _standings_screen(backend, b))
    window.add_screen("Statistics", lambda b: _statistics_screen(backend, b, folders))
    window.add_screen(
        "League season", lambda b: SeasonScreen(backend, b, folders=folders, undo_stack=undo)
    )
    window.add_screen("Table entry", lambda b: _table_entry_screen(backend, b))
    floor = floor_network.install(
        window.file_menu, backend, lambda: settings.language, window.current_event_id, window
    )
    window.export_actions.entry_address = floor.entry_address  # the seat cards' address
    add_projector_action(window, backend, bus, floor)
    life = RoundLife(backend, bus, undo, window, bus.status.emit)
    RoundMenu(life, window.current_event_id, window.shown_round).install(window.edit_menu)
    DeleteMenu(backend, bus, undo, window, window.current_event_id).install(window.edit_menu)
    window.settings_menu.addAction(
        QCoreApplication.translate("MainWindow", "&Preferences…")
    ).triggered.connect(
        lambda: SettingsDialog(settings, window, backend=backend, bus=bus).exec()
    )
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
        projector = open_projector(backend, bus, window.current_event_id(), window)
        window.event_changed.connect(projector.set_event)
        opened[:] = [projector]

        def closed() -> None:
            window.event_changed.disconnect(projector.set_event)
            opened.clear()
            action.setChecked(False)
        projector.closed.connect(closed)
        if floor is not None:  # the floor pages' address and QR code while they run
            floor.attach(projector.set_floor_address)

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


def main(argv: list[str]) -> int:
    args = parse_args(argv)
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
            return 1
    else:
        opened = start_backend(location, station)  # never silently another database
        if opened is None:
            return 1
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
    # Long-lived objects leave the collector's generations: fewer 40 ms full collections.
    gc.freeze()
    if args.smoke:
        QTimer.singleShot(200, app.quit)
        app.exec()
        actions.shutdown()
        return 0
    if not settings.first_run_done and not backend.events():
        QTimer.singleShot(0, actions.first_run)
    del window
    status = app.exec()
    actions.shutdown()
    return status
