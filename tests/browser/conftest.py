"""Browser tests: the built site served on 127.0.0.1, driven in Debian's Chromium.

Every page opened through `site_page` records each request; a request to any other host fails
the test (the site is self-hosted).

The site's service worker (hooks/sw.js) stores the site's scripts and the reader's language's
pages in the background of a first visit, and the engine as it passes: in a fresh browser
context, which every test opens, that is about 0.7 s of the browser's work each time, checking
nothing. So a test's contexts run without it unless the test asks for it
(`service_workers="allow"`, or the mark `browser_context_args(service_workers="allow")`): the
tests of offline use (test_offline.py, the Play page offline), the first visit's bytes and the
crawl of every page (tests/browser/test_every_page.py, every page with the worker on) do.
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



def playwright_disabled_features() -> list:
    """The Chromium features Playwright itself disables (its `--disable-features`, read from the
    pinned driver's bundle): a second `--disable-features` replaces the first, so ours must
    carry them too."""
    import re

    import playwright
    bundle = Path(playwright.__file__).parent / "driver" / "package" / "lib" / "coreBundle.js"
    listed = re.search(r"disabledFeatures = \[(.*?)\n\s*\]", bundle.read_text(encoding="utf-8"), re.DOTALL)
    features = re.findall(r'^\s*"(\w+)",?\s*$', listed.group(1), re.MULTILINE) if listed else []
    assert "PaintHolding" in features, f"Playwright's disabled features not found in {bundle}"
    return features


# Chromium opens each new window (each browser context) with its address bar's pop-ups already
# loaded, in a renderer of their own (chrome://omnibox-popup.top-chrome/ and its "AI mode"
# page): in headless Chromium nothing ever shows them, and across the suite's hundreds of
# contexts they cost a tenth of all the CPU the browser tests use (measured: 28 s of 268 s).
UNSEEN_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"]

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-features=" + ",".join(playwright_disabled_features() + UNSEEN_UI)]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium",
            "args": CHROMIUM_ARGS}


class WithoutServiceWorker:
    """The session's Chromium, whose new contexts block the service worker unless asked."""

    def __init__(self, browser):
        self._browser = browser

    def new_context(self, **args):
        return self._browser.new_context(**{"service_workers": "block", **args})

    def __getattr__(self, name):
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def browser(browser):
    return WithoutServiceWorker(browser)


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
