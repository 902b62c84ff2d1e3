"""Loading the engine, in Chromium, both languages, desktop and phone: the size said before the
first download, a progress bar with the real stage and bytes, the early start, and when the
engine cannot load, a translated failure (or time-out) with "Try again" while the rest of the page
keeps working (issue #13, item 6)."""

import functools
import gzip
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, PHONE

pytestmark = pytest.mark.browser

SITE = Path(__file__).resolve().parents[2] / "build" / "site"
EXAMPLE = {"en": "/examples/304-hidden-nine/", "fr": "/fr/examples/304-hidden-nine/"}
TRICK = {"en": "/try/trick/", "fr": "/fr/try/trick/"}


@functools.cache
def engine_mb() -> str:
    """The first download in whole MB over the wire (gzip, which every host sends at least),
    from the built files (what the pages must say). Once, when a test asks: compressing the
    engine's 10 MB at gzip's best level takes seconds, too long for every collection."""
    names = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
    files = [SITE / "pyodide" / name for name in names] + list((SITE / "pyodide").glob("engine-*.whl"))
    return str(round(sum(len(gzip.compress(path.read_bytes(), 9)) for path in files) / 1e6))


def total_mb(lang: str) -> str:
    total = json.loads((SITE / "pyodide" / "engine-files.json").read_text())["total"] / 1e6
    return f"{total:.1f}" if lang == "en" else f"{total:.1f}".replace(".", ",")


T = {
    "en": {"size": "The first time, about {mb} MB to download.",
           "failed": "The rules engine could not be loaded. Check your connection, then try again.",
           "timeout": "The rules engine is taking too long to load. Check your connection, then try again.",
           "retry": "Try again", "download": rf"Downloading the rules engine: \d+\.\d of {re.escape(total_mb('en'))} MB",
           "step16": "Step 16 of 46", "won": "B wins the trick with 9♠, taking 44 points."},
    "fr": {"size": "La première fois, environ {mb} Mo à télécharger.",
           "failed": "Le moteur de règles n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
           "timeout": "Le moteur de règles met trop de temps à se charger. Vérifiez votre connexion, puis réessayez.",
           "retry": "Réessayer",
           "download": rf"Téléchargement du moteur de règles\u00a0: \d+,\d sur {re.escape(total_mb('fr'))} Mo",
           "step16": "Étape 16 sur 46", "won": "B remporte le pli avec 9♠ et prend 44 points."},
}

# Every text the loading status showed, in order (the states pass too fast to catch otherwise).
RECORD_STATUS = """
window.__statusTexts = [];
new MutationObserver(() => {
  for (const node of document.querySelectorAll('.engine-status [role=status]')) {
    const text = node.textContent;
    if (window.__statusTexts.at(-1) !== text) window.__statusTexts.push(text);
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


@pytest.fixture
def new_page(browser, base_url):
    """Pages in their own contexts, without the service worker (routes then see every request)."""
    contexts = []

    def make(phone=False, init=None):
        context = browser.new_context(service_workers="block", **(PHONE if phone else {}))
        contexts.append(context)
        if init:
            context.add_init_script(init)
        page = context.new_page()
        page.set_default_timeout(60_000)
        return page

    yield make
    for context in contexts:
        context.close()


def block_runtime(page):
    page.route("**/pyodide/pyodide.asm.wasm", lambda route: route.abort())


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE)
def test_viewer_says_when_the_engine_fails_and_keeps_stepping(new_page, base_url, lang, device):
    phone = device == "phone"
    texts = T[lang]
    page = new_page(phone)
    block_runtime(page)
    page.goto(base_url + EXAMPLE[lang] + "#step-15")
    viewer = page.locator(".deal-viewer")
    expect(viewer.locator(".deal-viewer__engine-size")).to_have_text(texts["size"].format(mb=engine_mb()))
    branch_button = viewer.locator(".deal-viewer__branch")
    branch_button.click()
    status = viewer.locator(".engine-status")
    expect(status.get_by_role("status")).to_have_text(texts["failed"])
    retry = status.get_by_role("button", name=texts["retry"])
    expect(retry).to_be_visible()
    # The example stays on screen and steppable.
    expect(viewer.locator(".deal-viewer__live .deal-table")).to_be_visible()
    page.keyboard.press("ArrowRight")
    expect(viewer.locator(".deal-viewer__position")).to_have_text(texts["step16"])
    viewer.locator(".deal-viewer__controls").get_by_role("button").first.click()   # the first step
    expect(viewer.locator(".deal-viewer__position")).to_contain_text("0")
    if phone:
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"the page scrolls sideways by {overflow}px on a phone"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_viewer_retry_loads_the_engine_with_a_progress_bar(new_page, base_url, lang):
    texts = T[lang]
    page = new_page(init=RECORD_STATUS)
    block_runtime(page)
    page.goto(base_url + EXAMPLE[lang] + "#step-15")
    page.locator(".deal-viewer__branch").click()
    status = page.locator(".deal-viewer .engine-status")
    expect(status.get_by_role("status")).to_have_text(texts["failed"])
    page.unroute("**/pyodide/pyodide.asm.wasm")
    status.get_by_role("button", name=texts["retry"]).click()
    expect(page.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    shown = page.evaluate("window.__statusTexts")
    assert any(re.fullmatch(texts["download"], text) for text in shown), shown
    assert not any("Python" in text for text in shown), shown   # no jargon for card players
    expect(status).to_be_hidden()


def test_engine_start_times_out_with_a_message(new_page, base_url):
    page = new_page(init="globalThis.engineStallTimeoutMs = 1500;")
    page.route("**/pyodide/pyodide.asm.wasm", lambda route: None)   # never answered
    page.goto(base_url + EXAMPLE["en"] + "#step-15")
    page.locator(".deal-viewer__branch").click()
    status = page.locator(".deal-viewer .engine-status")
    expect(status.get_by_role("status")).to_have_text(T["en"]["timeout"])
    expect(status.get_by_role("button", name="Try again")).to_be_visible()


def test_pointer_on_the_branch_button_starts_the_download(new_page, base_url):
    page = new_page()
    started = []
    page.on("request", lambda request: started.append(request.url) if "/pyodide/" in request.url else None)
    page.goto(base_url + EXAMPLE["en"] + "#step-15")
    expect(page.locator(".deal-viewer__live .deal-table")).to_be_visible()
    assert started == []                       # nothing before the reader shows interest
    page.locator(".deal-viewer__branch").hover()
    expect(page.locator(".deal-viewer .engine-status")).to_be_visible()   # the bar, honest about the bytes
    page.wait_for_timeout(500)
    assert any("/pyodide/" in url for url in started)
    expect(page.locator(".deal-viewer__branch")).to_be_visible()   # no branch yet: only the download
    expect(page.locator(".deal-branch")).to_have_count(0)


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE_CROSSED)
def test_trick_widget_says_when_the_engine_fails(new_page, base_url, lang, device):
    phone = device == "phone"
    texts = T[lang]
    page = new_page(phone)
    block_runtime(page)
    page.goto(base_url + TRICK[lang])
    status = page.locator(".engine-widget__status")
    expect(status).to_contain_text(engine_mb())      # the size, before the first download
    page.get_by_role("button", name=re.compile("Who wins|Qui remporte")).click()
    expect(status).to_have_text(texts["failed"])
    retry = page.locator(".engine-status").get_by_role("button", name=texts["retry"])
    expect(retry).to_be_visible()
    page.select_option('select[name="card-D"]', "7C")       # the form keeps working
    page.unroute("**/pyodide/pyodide.asm.wasm")
    page.select_option('select[name="card-D"]', "TH")
    retry.click()
    expect(page.locator(".engine-widget__answer")).to_have_text(texts["won"], timeout=120_000)
    expect(retry).to_be_hidden()


def test_puzzles_page_never_needs_the_engine(new_page, base_url):
    """Puzzles are answered from the answers the engine computed at build time: with the engine
    blocked, a puzzle is answered, and the page asks for no engine file."""
    page = new_page()
    asked = []
    page.route("**/pyodide/**", lambda route: (asked.append(route.request.url), route.abort()))
    page.goto(base_url + "/fr/puzzles/#puzzle-hidden-nine-last-tricks")
    puzzle = page.locator("#puzzle-hidden-nine-last-tricks")
    puzzle.locator('button.card[data-card="AC"]').click()
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text("Exact")
    assert asked == []
