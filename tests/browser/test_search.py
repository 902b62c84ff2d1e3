"""The search box answers in the reader's language only (hooks/search_language.py).

The site has one search index for both languages; each page's search worker keeps only the
entries of the page's language. "talon" is a word of both the English and the French 501 pages,
so an unfiltered index would answer with pages of both languages.
"""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

WORD = "talon"


def open_search(page):
    """Focus the search box (in the header at desktop width), wait until the search is ready
    (it then invites you to type, in the page's language) and return the box."""
    invitation = page.evaluate(
        "JSON.parse(document.getElementById('__config').textContent).translations['search.result.placeholder']")
    box = page.locator("input.md-search__input")
    box.click()
    expect(page.locator(".md-search-result__meta")).to_have_text(invitation)
    return box


def search(page, base_url, path, word):
    """Open `path`, type `word` into the search box and return the links of the results."""
    page.goto(base_url + path)
    open_search(page).press_sequentially(word, delay=30)
    results = page.locator(".md-search-result__item > a")
    expect(results.first).to_be_visible()
    return [page.evaluate("(a) => a.href", handle) for handle in results.element_handles()]


def test_french_pages_search_french_pages_only(site_page, base_url):
    links = search(site_page, base_url, "/fr/", WORD)
    assert links, "no result for a word of the French pages"
    assert all(link.startswith(base_url + "/fr/") for link in links), links


def test_english_pages_search_english_pages_only(site_page, base_url):
    links = search(site_page, base_url, "/", WORD)
    assert links, "no result for a word of the English pages"
    assert all(link.startswith(base_url + "/") for link in links), links
    assert not any(link.startswith(base_url + "/fr/") for link in links), links


def test_a_word_of_the_french_pages_only_is_not_found_from_the_english_side(site_page, base_url):
    """"prikoup" is the French spelling of the talon's Russian name (English pages write
    "prikup"): found from a French page, not from an English one."""
    assert search(site_page, base_url, "/fr/", "prikoup")
    site_page.goto(base_url + "/")
    open_search(site_page).press_sequentially("prikoup", delay=30)
    nothing = site_page.evaluate(
        "JSON.parse(document.getElementById('__config').textContent).translations['search.result.none']")
    expect(site_page.locator(".md-search-result__meta")).to_have_text(nothing)
    expect(site_page.locator(".md-search-result__item")).to_have_count(0)
