"""The director's preferences, kept by QSettings (registry on Windows, an .ini file elsewhere).

Stored: language, theme, default ruleset preset, font size, recent databases and the last one
opened. Never stored: database passwords (a PostgreSQL address is kept without its password and
the password is asked again at each connection).
"""

from __future__ import annotations

from enum import StrEnum
from urllib.parse import urlsplit, urlunsplit

from PySide6.QtCore import QSettings

MAX_RECENT = 8
FONT_SIZES = range(8, 25)


class Theme(StrEnum):
    """How the window is painted: follow the system, or force light or dark."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}


def strip_password(url: str) -> str:
    """A database address with any password removed, safe to remember on disk."""
    if "://" not in url:
        return url
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.hostname or ""
    port = f":{parts.port}" if parts.port else ""
    netloc = f"{user}@{host}{port}" if user else f"{host}{port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


class AppSettings:
    """Typed access to QSettings. Pass one instance to the widgets that need it."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._q = qsettings or QSettings("Sheepshead Scorer", "sheepshead-scorer")

    @property
    def qsettings(self) -> QSettings:
        return self._q

    def _get_str(self, key: str, default: str) -> str:
        value = self._q.value(key, default)
        return str(value) if value is not None else default

    @property
    def language(self) -> str:
        value = self._get_str("ui/language", "en")
        return value if value in LANGUAGES else "en"

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"language {value!r} is not offered; choose one of {list(LANGUAGES)}")
        self._q.setValue("ui/language", value)

    @property
    def theme(self) -> Theme:
        value = self._get_str("ui/theme", Theme.SYSTEM.value)
        return Theme(value) if value in Theme.__members__.values() else Theme.SYSTEM

    @theme.setter
    def theme(self, value: Theme) -> None:
        self._q.setValue("ui/theme", Theme(value).value)

    @property
    def font_size(self) -> int:
        try:
            size = int(str(self._q.value("ui/font_size", 11)))
        except ValueError:
            return 11
        return size if size in FONT_SIZES else 11

    @font_size.setter
    def font_size(self, value: int) -> None:
        if value not in FONT_SIZES:
            raise ValueError(
                f"font size {value} is out of range; "
                f"choose {FONT_SIZES.start}..{FONT_SIZES.stop - 1}"
            )
        self._q.setValue("ui/font_size", value)

    @property
    def default_ruleset(self) -> str:
        return self._get_str("rules/default_preset", "")

    @default_ruleset.setter
    def default_ruleset(self, value: str) -> None:
        self._q.setValue("rules/default_preset", value)

    @property
    def station(self) -> str:
        """This computer's name in the audit log ("desk 1", "scoring table")."""
        return self._get_str("station/name", "")

    @station.setter
    def station(self, value: str) -> None:
        self._q.setValue("station/name", value.strip())

    @property
    def last_database(self) -> str:
        return self._get_str("db/last", "")

    @property
    def recent_databases(self) -> list[str]:
        value = self._q.value("db/recent", [])
        if isinstance(value, str):
            return [value] if value else []
        if isinstance(value, list | tuple):
            return [str(v) for v in value]
        return []

    def remember_database(self, location: str) -> None:
        """Put a database first in the recent list and make it the one opened next time."""
        safe = strip_password(location)
        recent = [safe, *(r for r in self.recent_databases if r != safe)][:MAX_RECENT]
        self._q.setValue("db/recent", recent)
        self._q.setValue("db/last", safe)
        self._q.sync()

    @property
    def last_folder(self) -> str:
        """The folder the last file dialog chose a file in ("" before the first)."""
        return self._get_str("files/last_folder", "")

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self._q.setValue("files/last_folder", folder)

    @property
    def last_table(self) -> int:
        """The table number hand entry showed last (0 before the first); it opens there."""
        try:
            return max(0, int(str(self._q.value("hand_entry/table", 0))))
        except ValueError:
            return 0

    @last_table.setter
    def last_table(self, number: int) -> None:
        self._q.setValue("hand_entry/table", number)
        self._q.sync()

    @property
    def floor_port(self) -> int:
        """The port the floor network listened on last (0 before the first start); the
        Floor network dialog offers it again at the next start of the app."""
        try:
            port = int(str(self._q.value("floor/port", 0)))
        except ValueError:
            return 0
        return port if 1024 <= port <= 65535 else 0

    @floor_port.setter
    def floor_port(self, port: int) -> None:
        self._q.setValue("floor/port", port)
        self._q.sync()

    @property
    def first_run_done(self) -> bool:
        return str(self._q.value("app/first_run_done", "false")).lower() == "true"

    def mark_first_run_done(self) -> None:
        self._q.setValue("app/first_run_done", "true")
