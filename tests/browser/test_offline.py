"""After one visit, the whole site keeps working offline: pages of both languages and the engine."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def wait_until_offline_ready(page):
    """The service worker has cached every file once it controls the page (install, then claim)."""
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=120_000)


def test_site_and_engine_work_offline_after_one_visit(site_page, base_url, context):
    site_page.goto(base_url + "/")
    wait_until_offline_ready(site_page)
    context.set_offline(True)

    site_page.goto(base_url + "/fr/try/trick/")
    site_page.get_by_role("button", name="Qui remporte ce pli\u00a0?").click()
    expect(site_page.locator(".engine-widget__answer")).to_have_text(
        "B remporte le pli avec 9♠ et prend 44 points.", timeout=120_000)

    site_page.goto(base_url + "/try/trick")  # without the trailing slash, too
    site_page.wait_for_url(base_url + "/try/trick/")
    expect(site_page.locator("h1")).to_contain_text("Who wins this trick?")


def test_service_worker_lists_every_file_with_a_version(base_url):
    from pathlib import Path

    worker = (Path(__file__).resolve().parents[2] / "build" / "site" / "sw.js").read_text()
    assert '"pyodide/pyodide.asm.wasm"' in worker and '"fr/try/trick/"' in worker
    assert '"pyodide/engine-' in worker and "__VERSION__" not in worker


def test_worked_example_and_its_branching_work_offline(site_page, base_url, context):
    site_page.goto(base_url + "/fr/examples/304-hidden-nine/")
    wait_until_offline_ready(site_page)
    context.set_offline(True)
    site_page.goto(base_url + "/fr/examples/304-hidden-nine/#step-15")
    site_page.locator(".deal-viewer__branch").click()
    branch = site_page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    branch.locator('button.card[data-card="TH"]').click()
    expect(branch).to_contain_text("B remporte le pli\u00a0: 44 points.")


def test_unknown_pages_offline_get_the_404_page_of_their_language(site_page, base_url, context):
    site_page.goto(base_url + "/")
    wait_until_offline_ready(site_page)
    context.set_offline(True)
    for path, heading in [("/fr/pas/de/page/", "Page introuvable"), ("/no/such/page/", "Page not found")]:
        response = site_page.goto(base_url + path)
        assert response.status == 404
        expect(site_page.locator("article h1")).to_have_text(heading)
