"""Reliability tests: crash safety, stations, backups, full disks, fuzzing.

Fuzz tests use ``reliability.fuzz_profiles.FUZZ`` (``HYPOTHESIS_PROFILE=ci`` by default,
``long`` for 10,000 examples each).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The harnesses live in the top-level ``reliability`` package (not installed): make it
# importable, as ``python -m reliability...`` from the repository root does.
ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
