"""The home page leads (docs/index.md, docs/index.fr.md; issues #13 and #27): on a phone and a
desktop, in both languages, the drawing of a table and each game's two ways in — its course and a
deal at the Play page with that game chosen — on the first screen; nothing moves as it loads; a
French-speaking browser is offered the French site once, and keeps its answer; the Play page
takes its game from the address."""

import json
import re

import pytest
from playwright.sync_api import expect

from conftest import PHONE

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"viewport": {"width": 1280, "height": 800}}, "phone": PHONE}
HOME = {"en": "/", "fr": "/fr/"}
WAYS_IN = {"en": ["Start the course", "Play a deal"], "fr": ["Suivre le cours", "Jouer une donne"]}
OFFER = {"text": "Ce site existe aussi en français.", "go": "Lire en français", "stay": "Rester en anglais"}
MATCH = "practice-table:match"


def inside_the_viewport(page, locator):
    box = locator.bounding_box()
    size = page.viewport_size
    return (box is not None and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"])


def uncovered(locator) -> bool:
    """The element itself answers a tap at its centre (nothing lies over it, the offer included)."""
    return locator.evaluate("""a => { const r = a.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top === a || a.contains(top); }""")


# The layout shifts of the page's first 1.5 s, as Lighthouse adds them up.
LAYOUT_SHIFT = """new Promise(done => {
    let total = 0;
    new PerformanceObserver(list => { for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value; })
        .observe({type: 'layout-shift', buffered: true});
    setTimeout(() => done(total), 1500);
})"""


@pytest.mark.parametrize("locale", ["en-US", "fr-FR"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_four_ways_in_and_the_table_are_on_the_first_screen_and_nothing_moves(browser, base_url, lang, size, locale):
    """Nothing moves as the page loads (the layout shifts of its first 1.5 s, the French offer's
    arrival included); then the four links are inside the first viewport and not under the
    offer (shown to a French browser on the English page), each leading where it says: the
    course's map and the Play page. Both need a freshly loaded page: one load serves both."""
    context = browser.new_context(**SIZES[size], locale=locale)
    page = context.new_page()
    page.goto(base_url + HOME[lang], wait_until="load")
    shift = page.evaluate(LAYOUT_SHIFT)
    assert shift < 0.1, shift
    if lang == "en" and locale == "fr-FR":
        expect(page.locator(".language-offer")).to_be_visible()
    drawing = page.locator("svg.home-table")
    expect(drawing).to_have_attribute("role", "img")
    assert inside_the_viewport(page, drawing), drawing.bounding_box()
    prefix = base_url + HOME[lang]
    for game, section in [("304", ".home-game--304"), ("501", ".home-game--501")]:
        links = page.locator(f"{section} .home-game__go a")
        expect(links).to_have_text(WAYS_IN[lang])
        hrefs = links.evaluate_all("links => links.map(a => a.href)")
        assert hrefs == [prefix + f"learn/{game}/", prefix + f"play/?game={game}"], hrefs
        for index in range(2):
            assert inside_the_viewport(page, links.nth(index)), (game, index, links.nth(index).bounding_box())
            assert uncovered(links.nth(index)), (game, index)
        for href in hrefs:
            assert page.request.get(href).status == 200, href
    context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_play_a_deal_opens_the_play_page_with_that_game_chosen(browser, base_url, lang, size):
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    for game, other in [("501", "304"), ("304", "501")]:
        # The reader's kept settings chose the other game: the address wins.
        page.goto(base_url + HOME[lang])
        page.evaluate("([other]) => localStorage.setItem('practice-table:settings', JSON.stringify({game: other, "
                      "coach: {hint: true, caps: true, undo: true}}))", [other])
        page.locator(f".home-game--{game} .home-game__go a").nth(1).click()
        page.wait_for_url(base_url + HOME[lang] + "play/")        # the address keeps no ?game
        form = page.locator(".play__setup")
        expect(form).to_be_visible()
        expect(form.locator(f"input[name=game][value='{game}']")).to_be_checked()
        expect(form.locator(".play__start")).to_be_visible()
        assert not page.evaluate("document.documentElement.classList.contains('play-on')")
    context.close()


# A 304 match as the Play page keeps it (engine/app/state.py): deal 1, two bids made.
KEPT_304 = {
    "v": 1, "game": "304", "seat": "A", "level": "strong", "options": {}, "seed": 7, "branch": False,
    "deals": [{"scenario": {
        "game": "304", "id": "kept", "dealer": "D", "options": {}, "tokens": [11, 11],
        "hands": {"A": "JH 9H TH JD AH 9S AS JC", "B": "9D AD TD TS QS KH 8H 7C",
                  "C": "JS KS QH 9C AC TC KC 8C", "D": "KD QD 8D 7D 8S 7S 7H QC"}},
        "actions": ["A bid 200", "B pass"]}],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_kept_match_of_the_other_game_stays_within_reach(browser, base_url, lang):
    """Asked for 501 while a 304 match is kept: the form for 501 from the first paint (not the
    table, then the form), and above it a way back to the 304 match; asked for 304, the table."""
    context = browser.new_context(**PHONE)
    context.add_init_script(f"localStorage.setItem({json.dumps(MATCH)}, {json.dumps(json.dumps(KEPT_304))})")
    page = context.new_page()
    page.add_init_script("""new MutationObserver(() => {
        if (document.documentElement?.classList.contains('play-on')) window.__wasTable = true;
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['class']});""")
    page.goto(base_url + HOME[lang] + "play/?game=501")
    expect(page.locator(".play__setup input[name=game][value='501']")).to_be_checked()
    back = page.locator(".play__kept button")
    expect(back).to_have_text("Back to my 304 match" if lang == "en" else "Revenir à ma partie de 304")
    assert inside_the_viewport(page, back)
    assert page.evaluate("window.__wasTable === undefined && !document.documentElement.classList.contains('play-on')")
    back.click()
    expect(page.locator("html")).to_have_class(re.compile(r"\bplay-on\b"))
    expect(page.locator(".play__kept")).to_have_count(0)
    # The address asks for the kept match's game: the table at once.
    page.goto(base_url + HOME[lang] + "play/?game=304")
    assert page.evaluate("document.documentElement.classList.contains('play-on')")
    expect(page.locator(".play__kept")).to_have_count(0)
    context.close()


def offer_of(page):
    return page.locator(".language-offer")


@pytest.mark.parametrize("size", SIZES)
def test_a_french_browser_is_offered_the_french_site_once_and_stay_is_kept(browser, base_url, size):
    context = browser.new_context(**SIZES[size], locale="fr-FR")
    page = context.new_page()
    page.goto(base_url + "/")
    offer = offer_of(page)
    expect(offer).to_be_visible()
    expect(offer).to_have_attribute("lang", "fr")
    expect(offer.locator(".language-offer__text")).to_have_text(OFFER["text"])
    expect(page.get_by_role("region", name=OFFER["text"])).to_be_visible()
    # Nothing happens without a click: still the English page, the offer still there after a
    # moment and on the next page of this first visit.
    page.wait_for_timeout(500)
    assert page.url == base_url + "/" and page.locator("html").get_attribute("lang") == "en"
    page.goto(base_url + "/304/overview/")
    expect(offer_of(page)).to_be_visible()
    expect(offer_of(page).locator("a")).to_have_attribute("href", "../../fr/304/overview/")
    offer_of(page).get_by_role("button", name=OFFER["stay"]).click()
    expect(offer_of(page)).to_be_hidden()
    assert page.evaluate("localStorage.getItem('language-offer')") == "en"
    page.reload()
    expect(page.locator("article h1")).to_be_visible()
    page.wait_for_timeout(300)
    expect(offer_of(page)).to_be_hidden()
    page.goto(base_url + "/")
    page.wait_for_timeout(300)
    expect(offer_of(page)).to_be_hidden()
    context.close()


def test_going_to_the_french_site_is_kept_and_leads_to_the_pages_twin(browser, base_url):
    context = browser.new_context(locale="fr-CA")
    page = context.new_page()
    page.goto(base_url + "/examples/304-hidden-nine/#step-3")
    offer_of(page).get_by_role("link", name=OFFER["go"]).click()
    page.wait_for_url(base_url + "/fr/examples/304-hidden-nine/#step-3")
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.evaluate("localStorage.getItem('language-offer')") == "fr"
    expect(offer_of(page)).to_have_count(0)                     # never on a French page
    page.goto(base_url + "/")
    page.wait_for_timeout(300)
    expect(offer_of(page)).to_be_hidden()                       # answered: not offered again
    context.close()


def test_the_offer_is_made_on_the_first_visit_only(browser, base_url):
    """Unanswered, it stays on the pages of the first visit (this tab), and is not made again
    on a later visit (another tab, the same browser's storage)."""
    context = browser.new_context(locale="fr-FR")
    first = context.new_page()
    first.goto(base_url + "/puzzles/")
    expect(offer_of(first)).to_be_visible()
    first.reload()
    expect(offer_of(first)).to_be_visible()
    first.close()
    later = context.new_page()
    later.goto(base_url + "/")
    later.wait_for_timeout(300)
    expect(offer_of(later)).to_be_hidden()
    context.close()


@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
def test_other_browsers_are_offered_nothing(browser, base_url, locale):
    context = browser.new_context(locale=locale)
    page = context.new_page()
    for path in ["/", "/play/", "/501/overview/"]:
        page.goto(base_url + path)
        page.wait_for_timeout(200)
        expect(offer_of(page)).to_be_hidden()
    assert page.evaluate("localStorage.getItem('language-offer')") is None
    context.close()


def test_a_french_browser_on_french_pages_is_offered_nothing(browser, base_url):
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    for path in ["/fr/", "/fr/play/", "/fr/304/overview/"]:
        page.goto(base_url + path)
        expect(offer_of(page)).to_have_count(0)
    assert page.evaluate("localStorage.getItem('language-offer')") is None
    context.close()
