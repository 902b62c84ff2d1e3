"""Offline use, a part at a time: a first visit stores this language's pages and the site's own
scripts (under 2 MB in all, over the wire: compressed as tools/serve.py sends it, as a static
host does), the engine is stored when first used (after which the branches, the trick widget
and the Analyse page work offline), and the footer's "Keep the whole site for offline use"
stores everything else, after which every page works offline."""

import json
import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

# The service worker on, in every context of this file (tests/browser/conftest.py).
pytestmark = [pytest.mark.browser, pytest.mark.browser_context_args(service_workers="allow")]

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"


def manifest() -> dict:
    worker = (SITE / "sw.js").read_text()
    return json.loads(re.search(r"const FILES = (\{.*?\n\});", worker, re.DOTALL).group(1))


def wait_until_kept(page, what="page"):
    """The service worker has stored this page's language (data-offline="page") or everything."""
    page.wait_for_function(f"document.documentElement.dataset.offline === '{what}'"
                           + (" || document.documentElement.dataset.offline === 'all'" if what == "page" else ""),
                           timeout=120_000)


@pytest.fixture(scope="module")
def counted():
    import sys
    sys.path.insert(0, str(ROOT / "tools"))
    from counting_server import counting_server

    server, url = counting_server(str(SITE))
    yield server, url
    server.shutdown()


def test_first_visit_to_the_home_page_downloads_under_2_mb(browser, counted):
    server, base = counted
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    server.reset()
    page.goto(base + "/")
    wait_until_kept(page)
    page.wait_for_load_state("networkidle")
    sent = dict(server.sent)
    total = sum(sent.values())
    assert total < 2_000_000, f"a first visit to the home page downloads {total} bytes over the wire"
    assert not [path for path in sent if path.startswith(("/pyodide/", "/fr/"))], sorted(sent)
    assert not [path for path in sent if path.endswith(".map")]
    # This language's text pages are kept: they open offline.
    context.set_offline(True)
    page.goto(base + "/304/caps/")
    expect(page.locator("h1")).to_contain_text("Caps")
    context.close()


def test_after_the_engine_was_used_once_branching_works_offline(site_page, base_url, context):
    site_page.goto(base_url + "/fr/examples/304-hidden-nine/#step-15")
    wait_until_kept(site_page)
    site_page.locator(".deal-viewer__branch").click()
    expect(site_page.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    context.set_offline(True)
    site_page.goto(base_url + "/fr/examples/304-hidden-nine/#step-15")
    site_page.reload()
    site_page.locator(".deal-viewer__branch").click()
    branch = site_page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    branch.locator('button.card[data-card="TH"]').click()
    expect(branch).to_contain_text("B remporte le pli\u00a0: 44 points.")
    # The engine is kept for the whole site: the trick widget of this language answers too.
    site_page.goto(base_url + "/fr/try/trick/")
    site_page.get_by_role("button", name="Qui remporte ce pli\u00a0?").click()
    expect(site_page.locator(".engine-widget__answer")).to_have_text(
        "B remporte le pli avec 9♠ et prend 44 points.", timeout=120_000)
    # …and the Analyse page (issue #28): a deal's link fills its table offline (a quick deal:
    # A's first four cards are spades, one cell to search).
    deal = ("7S 8S AS JS 9H QC JD AD / TH JC KS QD TS KD 8C AC / 7D QH KC QS 9D AH TC KH / "
            "7C 8H 7H TD 8D 9C JH 9S")
    site_page.goto(base_url + "/fr/analyse/#" + urlencode({"game": "304", "dealer": "D", "seat": "A", "deal": deal}))
    expect(site_page.locator("section.analyse")).to_have_attribute("data-state", "done", timeout=120_000)
    expect(site_page.locator(".analyse__cell[data-seat='A'][data-trump='S']")).to_have_attribute(
        "data-value", re.compile(r"^\d+/\d+/[2-9TJQKA]S$"))


KEEP = {"en": ("/", "Keep the whole site for offline use",
               "The whole site is kept on this device: it works offline."),
        "fr": ("/fr/", "Garder tout le site pour l’utiliser hors ligne",
               "Tout le site est enregistré sur cet appareil\u00a0: il fonctionne hors ligne.")}


# Keeping the whole site downloads all of it, the same files whichever language asks: it is done
# once, from the English home page, after the French one offered it in French; both then say,
# offline, that the whole site is kept.
def test_keep_the_whole_site_then_every_page_works_offline(site_page, base_url, context):
    for lang in ["fr", "en"]:
        home, button, _ = KEEP[lang]
        site_page.goto(base_url + home)
        wait_until_kept(site_page)
        keep = site_page.locator(".offline-keep")
        expect(keep.get_by_role("button", name=button)).to_be_visible()
        expect(keep.locator(".offline-keep__text")).to_contain_text(re.compile(r"\d+[.,]\d M[Bo]"))
    keep.get_by_role("button", name=KEEP["en"][1]).click()
    expect(keep.locator(".offline-keep__bar")).to_be_visible()
    expect(keep.locator(".offline-keep__text")).to_have_text(KEEP["en"][2], timeout=180_000)
    context.set_offline(True)
    # Every file of the site answers from the store.
    failures = site_page.evaluate("""async (files) => {
      const bad = [];
      for (const file of files) {
        try { const r = await fetch(new URL(file, location.origin + '/')); if (!r.ok) bad.push(file + ' ' + r.status); }
        catch (e) { bad.push(file + ' ' + e); }
      }
      return bad;
    }""", list(manifest()))
    assert failures == []
    site_page.goto(base_url + "/fr/examples/501-blind-contract/")
    expect(site_page.locator(".deal-viewer__position")).to_be_visible()
    site_page.goto(base_url + "/try/trick")  # without the trailing slash, too
    site_page.wait_for_url(base_url + "/try/trick/")
    site_page.get_by_role("button", name="Who wins this trick?").click()
    expect(site_page.locator(".engine-widget__answer")).to_have_text(
        "B wins the trick with 9♠, taking 44 points.", timeout=120_000)
    for home, _, kept in KEEP.values():
        site_page.goto(base_url + home)
        expect(site_page.locator(".offline-keep__text")).to_have_text(kept)


def test_service_worker_manifest_groups_and_version():
    files = manifest()
    worker = (SITE / "sw.js").read_text()
    assert "__VERSION__" not in worker and "__FILES__" not in worker
    assert files["pyodide/pyodide.asm.wasm"][2] == "engine"
    assert any(name.startswith("pyodide/engine-") and group == "engine" for name, (_, _, group) in files.items())
    assert files["fr/try/trick/"][2] == "fr" and files["try/trick/"][2] == "en" and files["./"][2] == "en"
    assert files["examples/304-hidden-nine/"][2] == "more" and files["fr/puzzles/"][2] == "more"
    # Each puzzle's own file (loaded when it is opened, hooks/puzzles.py): kept with its page.
    assert files["puzzles/hidden-nine-who-wins.html"][2] == "more"
    assert files["fr/puzzles/hidden-nine-who-wins.html"][2] == "more"
    assert files["assets/engine-client.js"][2] == "shell"
    assert not [name for name in files if name.endswith(".map")]
    # Every page of the built site is in the manifest: "keep the whole site" keeps them all.
    pages = {p.relative_to(SITE).as_posix() for p in SITE.rglob("index.html")}
    listed = {("" if name == "./" else name) + "index.html" for name in files if name == "./" or name.endswith("/")}
    assert pages <= listed


def test_unknown_pages_offline_get_the_404_page_of_their_language(site_page, base_url, context):
    for home in ("/", "/fr/"):          # a page of each language stores that language's pages
        site_page.goto(base_url + home)
        wait_until_kept(site_page)
    context.set_offline(True)
    for path, heading in [("/fr/pas/de/page/", "Page introuvable"), ("/no/such/page/", "Page not found")]:
        response = site_page.goto(base_url + path)
        assert response.status == 404
        expect(site_page.locator("article h1")).to_have_text(heading)
