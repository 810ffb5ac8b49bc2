"""The hand-entry line's font: DejaVu Sans Mono, shipped with the app.

A hand line mixes letters and digits ("l2" is a leaster won by seat 2, "12" picker 1 and
partner 2), so the font must tell "l" from "1" and "O" from "0" at a glance. The generic
"monospace" family gave whatever the machine had (Courier New draws "l" and "1" nearly alike);
DejaVu Sans Mono (shipped in ``exports/fonts/``, the PDFs' font family) gives "l" a curved
tail, "1" a flag and a foot, and "0" a slashed dot, on every machine.
"""

from __future__ import annotations

import logging
from importlib.resources import as_file, files

from PySide6.QtGui import QFont, QFontDatabase

log = logging.getLogger(__name__)

FAMILY = "DejaVu Sans Mono"
_loaded: list[str] = []


def entry_font(point_size: int) -> QFont:
    """The entry font at ``point_size`` (the shipped DejaVu Sans Mono, loaded once)."""
    if not _loaded:
        resource = files("sheepshead_scorer.exports.fonts") / "DejaVuSansMono.ttf"
        with as_file(resource) as path:
            font_id = QFontDatabase.addApplicationFont(str(path))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not families:
            log.warning("the entry font %s could not be loaded; using the system's", path)
        _loaded.append(families[0] if families else FAMILY)
    font = QFont(_loaded[0])
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setPointSize(point_size)
    return font
