"""File → Floor network…: start and stop the players' pages, show their address and QR code.

The desktop reaches the floor network only through ``web.server`` (``FloorServer``, built
over this database by ``Backend.floor_server``; ``local_addresses``, ``qr_png``). The server
is off until the director starts it here and listens only on the address picked in the
dialog; the projector, when open, shows the address and the QR code for as long as the
server runs. The server is a station of its own (``FloorServer``), so the hands typed at this
desk reach the phones. The dialog shows the address and port in use (reopened while running,
or after a Stop: a Start listens where the phones' pages were, and they reconnect).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.words.error_text import error_text

if TYPE_CHECKING:
    from sheepshead_scorer.ui.preferences.settings import AppSettings
    from sheepshead_scorer.web.server import FloorServer

# web.server (uvicorn, Starlette, Jinja2, segno) loads when the director opens the dialog or
# the projector, never at start-up: the window's cold start does not pay for the floor network.


class FloorNetwork(QObject):
    """The one floor server of the app; ``address_changed`` carries its URL ("" = off).
    ``host`` and ``port``: where it listens, or listened last (``None``: never started);
    ``settings`` (when given) remembers the port of each start for the app's next run."""

    address_changed = Signal(str)

    def __init__(
        self, backend: Backend, language: Callable[[], str], parent: QObject,
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.backend = backend
        self.language = language
        self.settings = settings
        self.server: FloorServer | None = None
        self.host: str | None = None
        self.port: int | None = None

    @property
    def url(self) -> str:
        return self.server.url if self.server is not None and self.server.running else ""

    def planned(self) -> tuple[str, int]:
        """Where a Start listens: where it listened last, else this computer's address on
        the hall's network (the default route's; 127.0.0.1 when it has none) and the port
        of the last start (remembered in the settings across runs), else the default port.
        The dialog preselects it and the seat cards print it."""
        from sheepshead_scorer.web.server import DEFAULT_PORT, local_addresses

        port = self.port or (self.settings.floor_port if self.settings else 0) or DEFAULT_PORT
        if self.host is None:
            hall = [a for a in local_addresses() if not a.startswith("127.")]
            return (hall[-1] if hall else "127.0.0.1"), port
        return self.host, port

    def entry_address(self) -> tuple[str, bool]:
        """Table entry's address (http://<host>:<port>/t) and whether phones reach it now:
        the running server's, else the one a Start would use (``planned``)."""
        if self.url:
            return f"{self.url}t", True
        host, port = self.planned()
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{port}/t", False

    def start(self, host: str, port: int, event_id: EventId | None) -> str:
        """Serve on ``host:port``; raises ``FloorServerError`` with a message to show."""
        self.stop()
        server = self.backend.floor_server(
            host=host, port=port, language=self.language(), event_id=event_id
        )
        url = server.start()
        self.server = server
        self.host, self.port = server.host, server.port  # the port really in use
        if self.settings is not None:
            self.settings.floor_port = server.port
        self.address_changed.emit(url)
        return url

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.address_changed.emit("")

    def attach(self, show: Callable[[str, bytes], None], owner: QObject) -> None:
        """Feed ``show(url, png)`` now and on every start or stop (the projector) for as
        long as ``owner`` lives: the feed is ``owner``'s child, so its connection dies with
        it (a closed projector is deleted; a plain callback would reach its deleted labels
        at the next Stop or at quit)."""
        feed = _Feed(show, owner)
        feed.update(self.url)
        self.address_changed.connect(feed.update)


class _Feed(QObject):
    """``show(url, png)`` for one owner, as a slot of the owner's child (see ``attach``)."""

    def __init__(self, show: Callable[[str, bytes], None], owner: QObject) -> None:
        super().__init__(owner)
        self.show = show

    @Slot(str)
    def update(self, url: str) -> None:
        from sheepshead_scorer.web.server import qr_png

        self.show(url, qr_png(url) if url else b"")


class FloorNetworkDialog(QDialog):
    """Pick the address and port, start or stop; shows the address and its QR code."""

    def __init__(
        self, floor: FloorNetwork, event_id: Callable[[], EventId | None], parent: QWidget | None
    ) -> None:
        from sheepshead_scorer.web.server import local_addresses

        super().__init__(parent)
        self.setWindowTitle(self.tr("Floor network"))
        self.floor = floor
        self.event_id = event_id
        self.address = QComboBox()
        self.address.setObjectName("floorAddress")
        self.address.addItems(local_addresses())
        self.port = QSpinBox()
        self.port.setObjectName("floorPort")
        self.port.setRange(1024, 65535)
        host, port = floor.planned()
        self.port.setValue(port)
        self.address.setCurrentText(host)
        self.button = QPushButton()
        self.button.setObjectName("floorStartStop")
        self.status = QLabel()
        self.status.setObjectName("floorStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel()
        self.qr.setObjectName("floorQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        form = QFormLayout()
        form.addRow(self.tr("Listen on address:"), self.address)
        form.addRow(self.tr("Port:"), self.port)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr(
            "Players open the live standings on their phones. Pick the address of the "
            "hall's network (127.0.0.1 is this computer only)."
        )))
        layout.addLayout(form)
        layout.addWidget(self.button)
        layout.addWidget(self.status)
        layout.addWidget(self.qr)
        self.button.clicked.connect(self.toggle)
        floor.address_changed.connect(self.show_state)
        self.show_state(floor.url)

    def toggle(self) -> None:
        from sheepshead_scorer.web.server import FloorServerError

        if self.floor.url:
            self.floor.stop()
            return
        try:
            self.floor.start(self.address.currentText(), self.port.value(), self.event_id())
        except FloorServerError as exc:
            self.status.setText(error_text(exc))

    def show_state(self, url: str) -> None:
        running = bool(url)
        self.button.setText(self.tr("Stop") if running else self.tr("Start"))
        self.address.setEnabled(not running)
        self.port.setEnabled(not running)
        if running and self.floor.host is not None and self.floor.port is not None:
            self.address.setCurrentText(self.floor.host)
            self.port.setValue(self.floor.port)
        if running:
            from sheepshead_scorer.web.server import qr_png

            self.status.setText(self.tr("Running: players open %1").replace("%1", url))
            pixmap = QPixmap()
            pixmap.loadFromData(qr_png(url, scale=6))
            self.qr.setPixmap(pixmap)
        else:
            self.status.setText(self.tr("Off: nobody can reach the floor pages."))
            self.qr.clear()


def install(
    menu: QMenu, backend: Backend, language: Callable[[], str],
    event_id: Callable[[], EventId | None], parent: QWidget, before: QAction | None = None,
    settings: AppSettings | None = None,
) -> FloorNetwork:
    """Add "Floor network…" to ``menu`` (above ``before``, e.g. File → Quit, else at the
    end); returns the app's floor network (off), remembering its port in ``settings``."""
    floor = FloorNetwork(backend, language, parent, settings)
    action = QAction(QCoreApplication.translate("FloorNetwork", "&Floor network…"), menu)
    if before is None:
        menu.addAction(action)
    else:
        menu.insertAction(before, action)
    action.setObjectName("floorNetworkAction")
    action.triggered.connect(lambda: FloorNetworkDialog(floor, event_id, parent).exec())
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(floor.stop)
    return floor
