"""Fixtures for the print/export tests: a demo-like event in each database."""

from __future__ import annotations

import pytest
from report_helpers import DemoEvent, build_event

from sheepshead_scorer.services import Services


@pytest.fixture
def demo(services: Services) -> DemoEvent:
    return build_event(services)
