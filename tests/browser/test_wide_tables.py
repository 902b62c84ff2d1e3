"""Wide tables on a phone show that they scroll (hooks/wide_tables.py, issue #13): the 501
scoring table's seven columns do not fit 390 px; its box is a labelled region that takes the
keyboard focus, scrolls with the arrow keys, and shows a shadow on the side where columns wait."""

import re

import pytest
from playwright.sync_api import expect

from conftest import PHONE

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"viewport": {"width": 1280, "height": 800}}, "phone": PHONE}
SCORING = {"en": ("/501/scoring/", "Table: "), "fr": ("/fr/501/scoring/", "Tableau\u00a0: ")}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_a_wide_table_is_a_labelled_focusable_region_that_shows_it_scrolls(browser, base_url, lang, size):
    path, label = SCORING[lang]
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    page.goto(base_url + path)
    box = page.locator("article .wide-table").first
    expect(box).to_have_attribute("role", "region")
    expect(box).to_have_attribute("tabindex", "0")
    expect(box).to_have_attribute("aria-label", re.compile("^" + re.escape(label) + ".+"))
    last = box.locator("thead th").last
    # The cue: shadows painted by the box's background (seen only where there is more).
    assert "radial-gradient" in box.evaluate("b => getComputedStyle(b).backgroundImage")
    width, shown = box.evaluate("b => [b.scrollWidth, b.clientWidth]")
    if width <= shown:                         # a wide screen: it fits, nothing to scroll
        assert size == "desktop"
        context.close()
        return
    right_edge = box.evaluate("b => b.getBoundingClientRect().right")
    if size == "phone":
        assert last.bounding_box()["x"] >= right_edge, "on a phone the last column starts out of sight"
    # Keyboard: the region takes the focus and the arrow keys scroll it to the last column.
    box.focus()
    assert page.evaluate("document.activeElement.classList.contains('wide-table')")
    for _ in range(30):
        page.keyboard.press("ArrowRight")
    page.wait_for_timeout(300)
    assert box.evaluate("b => b.scrollLeft") > 0
    assert last.bounding_box()["x"] + last.bounding_box()["width"] <= right_edge + 1
    context.close()

