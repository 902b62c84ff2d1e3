"""Browser tests: the built site served on 127.0.0.1, driven in Debian's Chromium (its
headless shell).

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


# The phone of every browser test: a 390 x 844 touch screen (in CSS pixels, a common phone size).
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


# Each language once and each device once (issue #23). A test of what a page does (its answers,
# steps, messages and controls) runs in English on one device and in French on the other, not
# in all four combinations: a language changes the words, a device the input (a tap or a click)
# and the layout, and each is met once. A file's tests take the two pairings in turn, so that
# each language meets each device within the file; French, the longer text, meets the phone
# in the first. Tests of what fits on a screen (the home page's first screen, the wide tables,
# the phone's controls, the crawl of every page) keep every combination.
LANGUAGE_DEVICE = [("en", "desktop"), ("fr", "phone")]
LANGUAGE_DEVICE_CROSSED = [("en", "phone"), ("fr", "desktop")]


# Debian's headless shell: the same Chromium (version and Blink) without the browser's windows
# and their UI, as Playwright itself runs headless by default. Each page costs the shell about a
# third less CPU than the full browser in headless mode (measured: the browser tests' time summed
# over both workers, 1,419 s against 1,694 s; one page loaded in a new context, 0.6-0.8 against
# 0.9-1.2 CPU-seconds). Lighthouse and the screenshots keep the full browser
# (tools/lighthouse.mjs, tools/screenshots.py).
CHROMIUM = "/usr/bin/chromium-headless-shell"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 # WebAssembly compiled by the baseline compiler only: V8's optimising tier
                 # recompiles Pyodide's 10 MB of WebAssembly in the background of every engine
                 # start, on every test's fresh context. Measured: an engine start 4.0 against
                 # 2.5 CPU-seconds; test_play_page.py alone, bots and reviews included, 194
                 # against 155; all of pytest on two workers 908 against 873 s. The code run is
                 # the same; Lighthouse keeps the browser's defaults (tools/lighthouse.mjs).
                 "--js-flags=--liftoff-only"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
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


def wait_for_puzzles(page):
    """The puzzles page once its script has taken over: the script is fetched after the page's
    first paint (docs/assets/puzzles/start.js), and its controls are hidden until then, but a
    test can reach a hidden control (a filter, the progress file) before a reader could."""
    expect(page.locator("section.puzzles.is-live")).to_be_attached()
