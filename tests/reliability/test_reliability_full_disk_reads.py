"""Reading needs no free disk (issue 25, item 8; short run of ``reliability.full_disk``): on
a RAM disk filled to 0 B and 32 KiB free, ``standings``, ``db check`` and ``backup --to``
another disk work, a hand is stored or refused as disk full, and nothing is lost. Needs
``mount -t tmpfs`` (root); elsewhere it says why it did not run."""

from __future__ import annotations

import os
import subprocess
import tempfile

import pytest

from reliability import full_disk


def _can_mount() -> bool:
    if os.geteuid() != 0:
        return False
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", folder],
                              capture_output=True, check=False)
        if done.returncode != 0:
            return False
        subprocess.run(["umount", folder], check=False)
    return True


@pytest.mark.skipif(not _can_mount(), reason="a RAM disk needs root and mount (tmpfs)")
def test_standings_check_and_backup_work_on_a_full_disk() -> None:
    report = full_disk.run(hands=4, free=(0, 32768))
    assert report.problems == []
    assert (report.trials, report.answered, report.commands) == (2, 8, 8)
    assert report.lost == 0
