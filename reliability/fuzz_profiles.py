"""Hypothesis settings for the fuzz tests in ``tests/reliability``.

* ``ci`` (default): a short run that keeps the CI well under a minute.
* ``long``: at least 10,000 examples per fuzz test, as one command:
  ``HYPOTHESIS_PROFILE=long .venv/bin/pytest tests/reliability -p no:cacheprovider``.

The settings are applied per test (``@FUZZ``), so loading this never changes how many
examples the other property tests of the suite run.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

EXAMPLES = {"ci": 40, "long": 10_000}
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
if PROFILE not in EXAMPLES:
    raise ValueError(
        f"HYPOTHESIS_PROFILE={PROFILE!r} is not allowed: one of {', '.join(EXAMPLES)}"
    )

#: Decorate each fuzz test with this.
FUZZ = settings(
    max_examples=EXAMPLES[PROFILE],
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=PROFILE == "ci",
)
