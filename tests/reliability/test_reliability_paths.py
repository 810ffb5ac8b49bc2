"""Issue 25, fault 1: any folder name opens the same file through every door (a new CLI
process per command; the harness is ``python -m reliability.path_matrix``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reliability import path_matrix


@pytest.mark.parametrize("name", path_matrix.FOLDERS, ids=lambda n: n[:20])
def test_every_door_opens_the_file_in_the_folder(tmp_path: Path, name: str) -> None:
    report = path_matrix.PathReport()
    path_matrix.run_folder(tmp_path, name, report, hands=12)

    assert report.problems == []
    assert report.stray == []  # no `Club ` beside `Club #3/`
    assert report.lost == 0 and report.acknowledged == 17


def test_a_path_sqlite_cannot_open_is_refused_and_nothing_is_created(tmp_path: Path) -> None:
    report = path_matrix.PathReport()
    path_matrix.refuse_too_long(tmp_path, report)

    assert report.problems == [] and report.stray == []
