"""The home page (docs/index.md, docs/index.fr.md): each game's card links to its rules and its
worked examples, and on a phone the first useful link is on the first screen (issue #13)."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
SIZES = {"desktop": {"viewport": {"width": 1280, "height": 800}}, "phone": PHONE}
HOME = {"en": "/", "fr": "/fr/"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_game_cards_link_to_rules_and_examples_from_the_first_screen(browser, base_url, lang, size):
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    page.goto(base_url + HOME[lang])
    cards = page.locator(".home-games > ul > li")
    expect(cards).to_have_count(2)
    for index, game in enumerate(["304", "501"]):
        hrefs = cards.nth(index).locator("a").evaluate_all("links => links.map(a => a.href)")
        prefix = base_url + HOME[lang]
        assert prefix + f"{game}/overview/" in hrefs, hrefs                      # the rules
        assert any(h.startswith(prefix + f"examples/{game}-") for h in hrefs), hrefs  # an example
        for href in hrefs:
            assert page.request.get(href).status == 200, href
    # The first link of the page's text (not a heading's ¶ anchor) leads to a game's rules or
    # examples, and is visible without scrolling.
    first = page.locator("article a[href]:not(.headerlink)").first
    href = first.evaluate("a => a.href")
    assert "/overview/" in href or "/examples/" in href or "/first-deal/" in href, href
    box = first.bounding_box()
    assert box is not None and box["y"] + box["height"] <= page.viewport_size["height"], (href, box)
    context.close()
