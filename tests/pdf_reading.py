"""Read a PDF back as text, for the tests of the PDF writers (tests/exports, tests/i18n):
a conftest re-exports the ``pdf_pages`` fixture (``from pdf_reading import pdf_pages as
pdf_pages``)."""

from __future__ import annotations

import io
from collections.abc import Callable

import pdfplumber
import pytest


def pdf_page_texts(data: bytes) -> list[str]:
    """The extracted text of every page of the PDF ``data``."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


@pytest.fixture
def pdf_pages() -> Callable[[bytes], list[str]]:
    """Read a PDF back: the extracted text of every page."""
    return pdf_page_texts
