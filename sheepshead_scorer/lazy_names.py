"""Names a package offers but loads when first used: a module ``__getattr__`` over a table.

A package lists its heavy names in ``_LAZY`` (name → the module that defines it), imports them
under ``TYPE_CHECKING`` for the type checkers, and sets ``__getattr__ = lazy_names(_LAZY,
globals())``. ``from package import Name`` then imports the defining module the first time and
keeps the value in the package, so a command that needs none of them loads none
(docs/architecture.md, "Start-up").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from importlib import import_module
from typing import Any


def lazy_names(
    table: Mapping[str, str], namespace: MutableMapping[str, Any]
) -> Callable[[str], Any]:
    """A module ``__getattr__`` importing ``name`` from ``table[name]`` when first asked and
    keeping it in ``namespace`` (the package's ``globals()``)."""

    def __getattr__(name: str) -> Any:
        module = table.get(name)
        if module is None:
            raise AttributeError(name)  # a programming error, as for any missing attribute
        value = getattr(import_module(module), name)
        namespace[name] = value
        return value

    return __getattr__
