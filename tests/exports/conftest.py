"""Shared fixtures for the export and import tests: deterministic sample rows."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pdfplumber
import pytest

from sheepshead_scorer.exports.rows import DocumentInfo, EventExport
from sheepshead_scorer.exports.samples import sample_event, sample_info

CORPUS = Path(__file__).parent / "corpus"


@pytest.fixture
def info() -> DocumentInfo:
    return sample_info()


@pytest.fixture(scope="session")
def event() -> EventExport:
    return sample_event(240, tables=4)


def _pdf_pages(data: bytes) -> list[str]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


@pytest.fixture
def pdf_pages() -> Callable[[bytes], list[str]]:
    """Read a PDF back: the extracted text of every page."""
    return _pdf_pages
