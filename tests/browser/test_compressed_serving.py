"""Chromium asks for brotli on 127.0.0.1, gets it from tools/serve.py, and the engine starts
on the files it decoded (issue #29)."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_chromium_gets_the_site_and_the_engine_in_brotli(browser, base_url):
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    responses = []
    page.on("response", lambda response: responses.append(response))
    page.goto(base_url + "/try/trick/")
    page.get_by_role("button", name="Who wins this trick?").click()
    expect(page.locator(".engine-widget__answer")).to_have_text(
        "B wins the trick with 9♠, taking 44 points.", timeout=120_000)
    encodings = {response.url.removeprefix(base_url): (
        response.request.all_headers().get("accept-encoding"),
        response.all_headers().get("content-encoding")) for response in responses}
    context.close()
    assert "br" in encodings["/try/trick/"][0]
    for path in ("/try/trick/", "/pyodide/pyodide.asm.wasm", "/pyodide/python_stdlib.zip",
                 "/pyodide/pyodide.asm.mjs"):
        assert encodings[path][1] == "br", (path, encodings[path])
