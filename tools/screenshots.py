"""Screenshots of pages of the built site, both languages, desktop and phone widths.

    python tools/screenshots.py / /try/trick/ ...   # paths of English pages
    → build/screenshots/<name>-<lang>-<desktop|phone>.png

Used to look at pages before calling them done (and for the README's picture).
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).parent))
from serve import serve_in_background  # noqa: E402

OUT = Path("build/screenshots")
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


def main(paths: list) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    server, base = serve_in_background("build/site")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for path in paths:
            for lang, prefix in (("en", ""), ("fr", "/fr")):
                for name, viewport in VIEWPORTS.items():
                    page = browser.new_page(viewport=viewport)
                    page.goto(base + prefix + path)
                    stem = path.strip("/").replace("/", "-") or "home"
                    file = OUT / f"{stem}-{lang}-{name}.png"
                    page.screenshot(path=str(file), full_page=True)
                    print(file)
                    page.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1:] or ["/"])
