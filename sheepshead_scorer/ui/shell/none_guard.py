"""Keeps the interpreter alive under PySide6 6.12.0 on CPython 3.11.

That binding loses one reference to ``None`` on every call of a Qt function that returns
``None`` (``setText``, ``update``, ``processEvents``, ...). ``None`` is immortal from Python
3.12 on, which the wheel seems to assume; on 3.11 its count falls with every call, and when it
reaches zero the interpreter aborts ("none_dealloc") — after a few hundred thousand calls, a
long evening of entry. PySide6 6.11.3, which does not leak, crashes instead in widget
constructors after enough windows have come and gone (seen in the UI tests), so the app stays
on 6.12.0 and puts back what the binding takes: ``NoneGuard`` keeps the count at or above a
floor, topping it up every few seconds by exactly what was lost. The references it adds are
owned by nobody, as the ones the binding took were meant to be: they are never released, not
even when the interpreter shuts down (a reserve list of ``None`` would be freed then and the
count would reach zero at exit). Nothing is done on Python 3.12 and later, where ``None`` is
immortal, nor on an interpreter that is not a release build of CPython.
"""

from __future__ import annotations

import ctypes
import platform
import sys

from PySide6.QtCore import QObject, QTimer

#: The count of references to None the guard keeps: far more than the calls of one interval.
FLOOR = 1_000_000
INTERVAL_MS = 5_000
_MARGIN = 64  # the references of the frames that are reading the count


class NoneGuard(QObject):
    """Tops up the references to ``None`` on a timer (started with the guard)."""

    def __init__(self, parent: QObject | None = None, *, floor: int = FLOOR,
                 interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.floor = floor
        self.added = 0  # references to None put back so far
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.top_up)
        self.top_up()
        self._timer.start()

    @staticmethod
    def needed() -> bool:
        """Whether this interpreter counts references to ``None``: a release build of CPython
        before 3.12 (its object header starts with the reference count)."""
        return (
            sys.version_info < (3, 12) and platform.python_implementation() == "CPython"
            and not hasattr(sys, "gettotalrefcount")
        )

    def top_up(self) -> int:
        """Add as many references to ``None`` as its count is below the floor; returns how
        many (none where ``needed()`` is false)."""
        if not self.needed():
            return 0
        missing = self.floor + _MARGIN - sys.getrefcount(None)
        if missing <= 0:
            return 0
        count = ctypes.c_ssize_t.from_address(id(None))  # PyObject.ob_refcnt
        count.value += missing
        self.added += missing
        return missing
