"""The app's language: install the German (or no) translation and the matching QLocale.

English is the source language, so "en" installs only ``sheepshead_scorer_en.qm``: the plural
forms of the messages with a count ("%n table(s)" → "1 table" / "2 tables"). "de" installs
``ui/i18n/sheepshead_scorer_de.qm`` (built from ``resources/i18n/sheepshead_scorer_de.ts`` by
``scripts/update-translations``) and Qt's own ``qtbase_de.qm`` (the OK/Cancel buttons, the
file dialogs), and sets the default QLocale so dates and numbers read 29.11.2026 and 1.234,50.
Call :func:`install_language` once, before the main window is built: the language setting
takes effect at the next start.
"""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

#: The locale each offered language formats dates and numbers with.
LOCALES: dict[str, QLocale] = {
    "en": QLocale("en_US"),
    "de": QLocale("de_DE"),
}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it yet (typed ``str``,
    unlike PySide6's, which mypy sees as ``object``). Translate it where it is shown with
    ``QCoreApplication.translate(context, text)``."""
    return text


def QT_TR_NOOP(text: str) -> str:
    """Mark ``text`` for translation in the enclosing class's context ("" at module level)."""
    return text


def catalogue_path(language: str) -> Path:
    """Where the compiled translation of ``language`` is shipped (it may not exist for "en")."""
    resource = files("sheepshead_scorer.ui") / "i18n" / f"sheepshead_scorer_{language}.qm"
    with as_file(resource) as path:
        return Path(path)


def install_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translators for ``language`` ("en" or "de") on ``app`` and set the default
    QLocale. Returns the translators installed (kept alive as children of ``app``); earlier
    ones installed by this function are removed first, so calling it again switches language.
    """
    if language not in LOCALES:
        raise ValueError(
            f"language {language!r} is not offered; choose one of {', '.join(LOCALES)}"
        )
    for old in app.findChildren(QTranslator, "sheepsheadTranslator"):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    QLocale.setDefault(LOCALES[language])
    installed: list[QTranslator] = []
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    files = [(f"sheepshead_scorer_{language}.qm", catalogue_path(language).parent)]
    if language != "en":  # English: only our plural forms ("1 table" / "2 tables")
        files.insert(0, (f"qtbase_{language}.qm", Path(qt_folder)))
    for name, folder in files:
        translator = QTranslator(app)
        translator.setObjectName("sheepsheadTranslator")
        if translator.load(str(folder / name)) and app.installTranslator(translator):
            installed.append(translator)
        else:
            translator.setParent(None)
    return installed


def document_language() -> str:
    """The language PDFs and workbooks are written in: the app's ("de" when the default QLocale
    is German, else "en")."""
    return "de" if QLocale().language() == QLocale.Language.German else "en"


#: The words the services use for a round's or a registration's state, marked for translation.
STATUS_WORDS = (
    QT_TRANSLATE_NOOP("Status", "draft"),
    QT_TRANSLATE_NOOP("Status", "published"),
    QT_TRANSLATE_NOOP("Status", "closed"),
    QT_TRANSLATE_NOOP("Status", "registered"),
    QT_TRANSLATE_NOOP("Status", "checked_in"),
    QT_TRANSLATE_NOOP("Status", "withdrawn"),
)


def status_word(status: str) -> str:
    """A round's or registration's state ("draft", "published", ...) in the app's language."""
    return QCoreApplication.translate("Status", str(status))
