"""Browser benchmarks of loading the engine, in one Chromium run (`make bench`).

Every visit in a fresh context (empty caches: a first visit), the service worker allowed, as
for a reader. Prints, each time beside a baseline measured in the same run:
- the time from a click on "Play something else here" to the first branch answer, cold;
- the same when the pointer reached the button 2 s before the click (the early start);
- a bare start of Pyodide as its npm package ships it, in a worker, cold (the floor both are
  compared with; goal for the first answer cold: at most 1.2 times);
- the bytes a first visit to the home page downloads (goal: under 2 MB), and the bytes of the
  engine's first use (the click until the first answer; goal: at most 5 MB), counted by the
  server as they go over the wire (compressed as a static host sends them: tools/serve.py),
  each beside the same responses uncompressed.

`--rounds 0` prints the bytes alone (no timings: a minute instead of several).
"""

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "bench"))
from browser_viewer import ARGS, BARE_PYODIDE, STOCK, site_with_stock_pyodide  # noqa: E402
from counting_server import counting_server  # noqa: E402

PAGE = "/examples/304-hidden-nine/#step-15"
KEPT = "document.documentElement.dataset.offline === 'page'"


def first_answer_ms(browser, base, early: bool) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + PAGE)
    page.wait_for_function(KEPT, timeout=120_000)
    button = page.locator(".deal-viewer__branch")
    if early:
        button.hover()
        page.wait_for_timeout(2000)
    t0 = page.evaluate("performance.now()")
    button.click()
    page.wait_for_selector(".deal-branch__intro", timeout=180_000)
    ms = page.evaluate("performance.now()") - t0
    context.close()
    return ms


def bare_ms(browser, base) -> float:
    """loadPyodide() alone in a worker, from the same page in the same conditions, cold."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + PAGE)
    page.wait_for_function(KEPT, timeout=120_000)
    ms = page.evaluate(BARE_PYODIDE, base + STOCK)
    context.close()
    return ms


def downloads(browser, server, base) -> dict:
    """{visit: (bytes over the wire, bytes uncompressed)}: a first visit to the home page, then
    the engine's first use (from the click to the first answer), in one fresh context."""
    context = browser.new_context()
    page = context.new_page()
    server.reset()
    page.goto(base + "/")
    page.wait_for_function(KEPT, timeout=120_000)
    page.wait_for_load_state("networkidle")
    home = server.sent_bytes(), server.decoded_bytes()
    page.goto(base + PAGE)
    page.wait_for_function(KEPT, timeout=120_000)
    page.wait_for_load_state("networkidle")
    server.reset()
    page.locator(".deal-viewer__branch").click()
    page.wait_for_selector(".deal-branch__intro", timeout=180_000)
    page.wait_for_load_state("networkidle")
    engine = server.sent_bytes(), server.decoded_bytes()
    context.close()
    return {"home": home, "engine": engine}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with site_with_stock_pyodide() as folder:
        run(args, *counting_server(folder))


def run(args, server, base) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        cold, early, bare = [], [], []
        for _ in range(args.rounds):   # interleaved, so that load on the machine favours none
            cold.append(first_answer_ms(browser, base, early=False))
            early.append(first_answer_ms(browser, base, early=True))
            bare.append(bare_ms(browser, base))
        if args.rounds:
            c, e, b = (statistics.median(x) for x in (cold, early, bare))
            print(f"first branch answer after the click, cold: {c:.0f} ms")
            print(f"first branch answer after the click, pointer on the button 2 s before: {e:.0f} ms")
            print(f"bare Pyodide start in a worker, as its npm package ships it, cold: {b:.0f} ms")
            print(f"first answer cold / bare Pyodide: {c / b:.2f} x (goal <= 1.2)")
            print(f"first answer after the early start / cold: {e / c:.2f} x")

        sizes = downloads(browser, server, base)
        for key, label, goal in [("home", "first visit to the home page", "< 2"),
                                 ("engine", "first use of the engine", "<= 5")]:
            wire, raw = sizes[key]
            print(f"{label}, over the wire: {wire / 1e6:.2f} MB (goal {goal}), "
                  f"uncompressed {raw / 1e6:.2f} MB, compressed / uncompressed {wire / raw:.2f} x")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
