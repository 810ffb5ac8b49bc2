"""Shared fixtures for the export and import tests: deterministic sample rows."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_reading import pdf_pages as pdf_pages

from sheepshead_scorer.exports.rows import DocumentInfo, EventExport
from sheepshead_scorer.exports.samples import sample_event, sample_info

CORPUS = Path(__file__).parent / "corpus"


@pytest.fixture
def info() -> DocumentInfo:
    return sample_info()


@pytest.fixture(scope="session")
def event() -> EventExport:
    return sample_event(240, tables=4)
