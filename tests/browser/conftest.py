"""Browser tests: the built site served on 127.0.0.1, driven in Debian's Chromium.

Every page opened through `site_page` records each request; a request to any other host fails
the test (the site is self-hosted).
"""

import os
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
# SITE_DIR: another build to test (say, one made from an earlier commit).
SITE = Path(os.environ.get("SITE_DIR", ROOT / "build" / "site"))
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_background  # noqa: E402

# Starting Pyodide takes seconds, more on a busy machine: wait for answers generously.
expect.set_options(timeout=60_000)

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium",
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def base_url():
    if not (SITE / "index.html").exists():
        pytest.fail("build/site is missing: run `make test` (it builds the site first)")
    server, url = serve_in_background(str(SITE))
    yield url
    server.shutdown()


def foreign_requests(page, base_url) -> list:
    """The addresses of other hosts `page` asks for from now on (a list that fills as it goes)."""
    foreign = []
    page.on("request", lambda request: None if request.url.startswith((base_url, "data:", "blob:"))
            else foreign.append(request.url))
    return foreign


@pytest.fixture
def site_page(page, base_url):
    """A Playwright page that fails the test if the site asks any other host for anything."""
    foreign = foreign_requests(page, base_url)
    page.set_default_timeout(60_000)
    yield page
    assert foreign == [], f"the page requested other hosts: {foreign}"
