"""Browser benchmarks of the worked-example viewer, in one Chromium run (`make bench`).

Prints, each as a ratio against a baseline measured in the same run:
- time until the viewer shows its first step, against the same page without the viewer
  (its script blocked), both to the moment the page has loaded;
- the engine ready in the worker (Pyodide + the wheel + `import engine`, all as the site
  serves them: compiled, the library trimmed), against a bare start of Pyodide as its npm
  package ships it (goal: at most 0.8 times), and the same bare start on the site's files;
- the longest main-thread task while stepping through a whole example, changing views and
  branching with the engine (goal: under 50 ms).
"""

import argparse
import contextlib
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from serve import serve_in_background  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGE = "/examples/304-hidden-nine/"
STOCK = "/stock-pyodide/"


@contextlib.contextmanager
def site_with_stock_pyodide():
    """A folder to serve: build/site, and under STOCK the pinned Pyodide as its npm package
    ships it (the whole standard library, as source) — the bare start the engine's is compared
    with. Made of links: nothing is copied, and the built site is left as it is."""
    with tempfile.TemporaryDirectory() as folder:
        for entry in (ROOT / "build" / "site").iterdir():
            (Path(folder) / entry.name).symlink_to(entry)
        (Path(folder) / STOCK.strip("/")).symlink_to(ROOT / "node_modules" / "pyodide")
        yield folder

FIRST_STEP = """() => new Promise((resolve) => {
  const done = () => document.querySelector('.deal-viewer__live .deal-table');
  const finish = () => resolve(performance.now());
  if (done()) return finish();
  new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); finish(); } })
    .observe(document.body, { childList: true, subtree: true });
})"""

LOADED = "() => new Promise((resolve) => document.readyState === 'complete' ? resolve(performance.now()) : addEventListener('load', () => resolve(performance.now())))"

BARE_PYODIDE = """async (indexURL) => {
  const source = `import { loadPyodide } from "${indexURL}pyodide.mjs";
    const t0 = performance.now(); await loadPyodide({ indexURL: "${indexURL}" });
    postMessage(performance.now() - t0);`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
  const ms = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  worker.terminate();
  return ms;
}"""

ENGINE = """async (workerURL) => {
  const t0 = performance.now();
  const worker = new Worker(workerURL, { type: "module" });
  await new Promise((resolve) => { worker.onmessage = (e) => { if (e.data.type === "ready") resolve(); }; });
  worker.terminate();
  return performance.now() - t0;
}"""

WATCH_LONG_TASKS = """() => {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: "longtask", buffered: false });
}"""


def median_ms(samples: list) -> float:
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", help="ignored: rounds set the length", default=None)
    args = parser.parse_args()
    with site_with_stock_pyodide() as folder:
        run(args, *serve_in_background(folder))


def run(args, server, base) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        with_viewer, without_viewer = [], []
        for _ in range(args.rounds):
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            page.goto(base + PAGE)
            with_viewer.append(page.evaluate(FIRST_STEP))
            context.close()
            context = browser.new_context(service_workers="block")
            context.route("**/viewer/viewer.js", lambda route: route.abort())
            page = context.new_page()
            page.goto(base + PAGE)
            without_viewer.append(page.evaluate(LOADED))
            context.close()
        a, b = median_ms(with_viewer), median_ms(without_viewer)
        print(f"viewer first step shown: {a:.0f} ms")
        print(f"same page without the viewer, loaded: {b:.0f} ms")
        print(f"first step / page without viewer: {a / b:.2f} x")

        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.goto(base + "/")
        bare, site, engine = [], [], []
        for _ in range(args.rounds):   # alternate, so that caches and load favour none
            bare.append(page.evaluate(BARE_PYODIDE, base + STOCK))
            site.append(page.evaluate(BARE_PYODIDE, base + "/pyodide/"))
            engine.append(page.evaluate(ENGINE, base + "/assets/engine-worker.js"))
        context.close()
        a, b, c = median_ms(engine), median_ms(bare), median_ms(site)
        print(f"engine ready in the worker: {a:.0f} ms")
        print(f"bare Pyodide start in a worker, as its npm package ships it: {b:.0f} ms")
        print(f"bare Pyodide start in a worker, on the site's compiled, trimmed library: {c:.0f} ms")
        print(f"engine ready / bare Pyodide: {a / b:.2f} x (goal <= 0.8)")

        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.goto(base + PAGE)
        page.wait_for_selector(".deal-viewer__live .deal-table")
        page.evaluate(WATCH_LONG_TASKS)
        frames = page.locator(".deal-frame").count()
        for n in range(frames):
            page.keyboard.press("ArrowRight")
            if n % 5 == 0:
                page.select_option(".deal-viewer__view select", "ABCD"[n % 4])
        page.select_option(".deal-viewer__view select", "*")
        page.evaluate("location.hash = '#step-15'")
        page.locator(".deal-viewer__branch").click()
        page.wait_for_selector(".deal-branch__intro", timeout=120_000)
        page.locator('.deal-branch button.card[data-card="TC"]').click()
        page.wait_for_selector(".deal-branch__message")
        page.locator('.deal-branch button.card[data-card="TH"]').click()
        page.wait_for_selector(".deal-branch .deal-frame__title")
        longest = page.evaluate("window.__longest")
        context.close()
        print(f"longest main-thread task, stepping and branching: {longest:.0f} ms (goal < 50; "
              f"tasks under 50 ms are not reported, 0 means none reached 50)")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
