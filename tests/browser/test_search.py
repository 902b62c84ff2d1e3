"""The search box answers in the reader's language only (hooks/search_language.py).

The site has one search index for both languages; each page's search worker keeps only the
entries of the page's language. "talon" is a word of both the English and the French 501 pages,
so an unfiltered index would answer with pages of both languages.
"""

import re

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, PHONE

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


# ---- what is indexed, and what comes first (issue #13) ----------------------------------------

SIZES = {"desktop": {"viewport": {"width": 1280, "height": 900}}, "phone": PHONE}
# A run of four cards or more, as a hand or a trick would be written out in the index.
# (The narration names cards one by one, with spaces: "order 9♠ A♠ J♥"; a hand is drawn without.)
CARD_RUN = re.compile(r"(?:(?:10|[AKQJ987DRV])[♠♥♦♣]){4,}")
NARRATION = {"en": "B wins the trick: 44 points.", "fr": "B remporte le pli"}
FIRST = {  # (what is typed, the page and anchor that must come first)
    "en": [("304-H12", "/304/closed-trump/"), ("indicator", "/304/indicator-and-second-auction/")],
    "fr": [("304-H12", "/fr/304/closed-trump/"), ("indicateur", "/fr/304/indicator-and-second-auction/")],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_example_pages_index_their_narration_not_their_card_lists(site_page, base_url, lang):
    index = site_page.request.get(base_url + "/search/search_index.json").json()
    prefix = "fr/examples/" if lang == "fr" else "examples/"
    examples = [doc for doc in index["docs"] if doc["location"].startswith(prefix)]
    assert len(examples) >= 11
    hidden_nine = " ".join(doc["text"] for doc in examples if doc["location"].startswith(prefix + "304-hidden-nine/"))
    assert NARRATION[lang] in hidden_nine
    runs = {doc["location"]: CARD_RUN.findall(doc["text"])[:3] for doc in examples if CARD_RUN.search(doc["text"])}
    assert runs == {}, runs


@pytest.mark.parametrize("lang,size", LANGUAGE_DEVICE)
def test_the_page_that_states_a_rule_comes_first(browser, base_url, lang, size):
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    for word, first in FIRST[lang]:
        page.goto(base_url + ("/fr/" if lang == "fr" else "/"))
        if size == "phone":                         # the box hides behind the header's icon
            page.locator("label.md-header__button[for=__search]").tap()
        open_search(page).press_sequentially(word, delay=30)
        results = page.locator(".md-search-result__item > a")
        # The results follow the typing: wait until they are those of the whole word, and settled.
        settled, last = 0, None
        for _ in range(40):
            page.wait_for_timeout(250)
            now = results.evaluate_all("links => links.map(a => a.href).join(' ')")
            settled, last = (settled + 1, last) if now == last else (0, now)
            if settled == 3 and now:
                break
        href = results.first.evaluate("a => a.href")
        assert href.split("?")[0] == base_url + first, (word, href)
    context.close()


# ---- the index is built when the reader first searches, not at each page load ------------------

def lunr_requests(page) -> list:
    """The lunr language files the page's search worker asks for from now on: it loads them
    when it builds the index (Material's worker, setupSearchLanguages)."""
    asked = []
    page.on("request", lambda request: asked.append(request.url) if "/javascripts/lunr/" in request.url else None)
    return asked


def search_worker(page):
    return next(worker for worker in page.workers if "/workers/search-language." in worker.url)


@pytest.mark.parametrize("path", ["/", "/fr/304/closed-trump/"])
def test_a_page_load_leaves_the_index_unbuilt_until_the_reader_searches(site_page, base_url, path):
    """Building the index costs more of the browser's work than most pages (every page's words,
    stemmed in two languages), so a page load only keeps what Material sends, and the first
    word typed builds it (docs/assets/javascripts/workers/search-language.js). The box is
    ready at once, empty, and the first search still finds its pages."""
    page = site_page
    asked = lunr_requests(page)
    page.goto(base_url + path)
    box = open_search(page)
    expect(page.locator(".md-search-result__item")).to_have_count(0)
    page.wait_for_timeout(300)
    assert search_worker(page).evaluate("self.searchIndexState") == "held"
    assert asked == [], asked
    box.press_sequentially(WORD, delay=30)
    results = page.locator(".md-search-result__item > a")
    expect(results.first).to_be_visible()
    links = [page.evaluate("(a) => a.href", handle) for handle in results.element_handles()]
    assert all(link.startswith(base_url + "/fr/") == path.startswith("/fr/") for link in links), links
    assert search_worker(page).evaluate("self.searchIndexState") == "built"
    assert any("lunr.multi" in url for url in asked), asked
