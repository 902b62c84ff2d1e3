"""Site tests: under `make test` a missing build fails them instead of skipping them.

Run alone (`pytest tests/site/test_x.py`), the tests that read build/site skip when it has not
been built, with "run `make site` first". `make test` builds the site first and sets
REQUIRE_SITE=1: there a skip for want of the site would hide a broken build, so it is reported
as a failure.
"""

import os
from pathlib import Path

import pytest

SITE = Path(__file__).resolve().parents[2] / "build" / "site"


def site_required() -> bool:
    return os.environ.get("REQUIRE_SITE", "") not in ("", "0")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if (report.skipped and not hasattr(report, "wasxfail") and site_required()
            and not (SITE / "index.html").exists()):
        report.outcome = "failed"
        report.longrepr = (f"{item.nodeid}: {SITE} is missing, and REQUIRE_SITE is set "
                           "(`make test` builds the site first: did `make site` fail?)")
    return report
