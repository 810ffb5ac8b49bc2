"""Every file the program writes is replaced whole or not at all.

A writer never opens its target for writing: :func:`replacing` gives it a temporary file in
the same folder (``.<name>.<pid>.partial``, private when asked), and only when the writer
has finished is the file flushed to the disk (``fsync``) and renamed over the target
(``os.replace``, atomic on one file system), then the folder synced so the rename itself
survives a power cut. A failure half-way — a full disk, an exception in the writer, a kill
— leaves the earlier file exactly as it was (and at worst a ``.partial`` beside it, which
the next write of the same target removes), and the writer's message says so.

Used by the exports (PDF, XLSX, CSV), the backups and dumps, the league site and the
database's safety copies. (The app's settings go through ``QSettings``, which writes its
file the same way, through ``QSaveFile``.)
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import BinaryIO, TextIO


def partial_path(target: Path) -> Path:
    """The temporary file a write of ``target`` goes to (same folder, so the rename is
    atomic; hidden, and named after the target and this process)."""
    return target.with_name(f".{target.name}.{os.getpid()}.partial")


@contextmanager
def replacing(target: str | os.PathLike[str], *, private: bool = False) -> Iterator[Path]:
    """Yield a temporary path to write instead of ``target``; on leaving the block without
    an exception it is synced and renamed over ``target``. On an exception the temporary
    file is removed, ``target`` is untouched, and the exception goes on."""
    final = Path(target)
    partial = partial_path(final)
    partial.unlink(missing_ok=True)
    if private:  # 0600 from the start, in a 0700 folder: backups hold contact data
        final.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    try:
        yield partial
        sync_file(partial)
        os.replace(partial, final)
    except BaseException:
        with suppress(OSError):
            partial.unlink(missing_ok=True)
        raise
    sync_folder(final.parent)


@contextmanager
def opened_binary(target: str | os.PathLike[str], *, private: bool = False) -> Iterator[BinaryIO]:
    """``open(target, "wb")`` that writes through :func:`replacing`."""
    with replacing(target, private=private) as partial, open(partial, "wb") as stream:
        yield stream


@contextmanager
def opened_text(
    target: str | os.PathLike[str], *, encoding: str = "utf-8", newline: str | None = None,
    private: bool = False,
) -> Iterator[TextIO]:
    """``open(target, "w", encoding=..., newline=...)`` that writes through
    :func:`replacing`."""
    with (
        replacing(target, private=private) as partial,
        open(partial, "w", encoding=encoding, newline=newline) as stream,
    ):
        yield stream


def write_bytes(target: str | os.PathLike[str], data: bytes, *, private: bool = False) -> None:
    with opened_binary(target, private=private) as stream:
        stream.write(data)


def write_text(
    target: str | os.PathLike[str], text: str, *, encoding: str = "utf-8", private: bool = False
) -> None:
    with opened_text(target, encoding=encoding, private=private) as stream:
        stream.write(text)


def sync_file(path: Path) -> None:
    """Flush ``path``'s content to the disk."""
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename in it) to the disk; nothing on Windows."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - Windows cannot open folders
        return
    try:
        os.fsync(descriptor)
    except OSError:  # pragma: no cover - some file systems refuse to sync a folder
        pass
    finally:
        os.close(descriptor)
