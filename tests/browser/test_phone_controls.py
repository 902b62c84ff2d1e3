"""On a phone, nothing floats over the viewer's or the puzzles' controls, and opening a #step-N
link scrolls once, straight to the viewer (issue #13). Both languages."""

import pytest
from playwright.sync_api import expect

from conftest import PHONE

pytestmark = pytest.mark.browser

NEXT = {"en": "Next step", "fr": "Étape suivante"}
STEP = {"en": "Step {n} of 30", "fr": "Étape {n} sur 30"}
PREFIX = {"en": "", "fr": "/fr"}
RECORD_SCROLLS = "window.__scrolls = []; addEventListener('scroll', () => __scrolls.push(Math.round(scrollY)), true)"


def covered(page, locator):
    """Whether something else is drawn over the middle of this element."""
    return locator.evaluate("""node => {
        const box = node.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !(top === node || node.contains(top));
    }""")


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    context.add_init_script(RECORD_SCROLLS)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_step_link_scrolls_once_and_the_step_buttons_are_never_covered(phone, base_url, lang):
    page = phone
    page.goto(f"{base_url}{PREFIX[lang]}/examples/501-blind-contract/#step-9")
    position = page.locator(".deal-viewer__position")
    expect(position).to_have_text(STEP[lang].format(n=9))
    page.wait_for_timeout(500)
    scrolls = page.evaluate("__scrolls")
    assert len(set(scrolls)) <= 1, f"the page jumped around: {scrolls}"
    at = page.evaluate("scrollY")
    next_button = page.get_by_role("button", name=NEXT[lang])
    expect(next_button).to_be_in_viewport()
    for n in (10, 11):
        assert not covered(page, next_button), "something floats over the › button"
        next_button.tap()
        expect(position).to_have_text(STEP[lang].format(n=n))
        # (a shorter frame may pull the page's end up a little; never to the top)
        assert page.evaluate("scrollY") > at - 100, "stepping scrolled the page up"
        expect(next_button).to_be_in_viewport()
    # Scrolling back up (which brings Material's "back to top" button) still leaves them free.
    page.mouse.wheel(0, 400)
    page.wait_for_timeout(300)
    page.mouse.wheel(0, -300)
    page.wait_for_timeout(500)
    page.evaluate("document.querySelector('.deal-viewer__controls').scrollIntoView({block: 'center'})")
    page.wait_for_timeout(300)
    assert not covered(page, next_button)
    expect(page.locator(".md-top")).to_be_hidden()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_puzzle_controls_are_never_covered(phone, base_url, lang):
    page = phone
    page.goto(f"{base_url}{PREFIX[lang]}/puzzles/#puzzle-hidden-nine-who-wins")
    puzzle = page.locator("#puzzle-hidden-nine-who-wins")
    choice = puzzle.locator("button.puzzle__choice").first
    expect(choice).to_be_visible()
    page.mouse.wheel(0, 600)
    page.wait_for_timeout(300)
    page.mouse.wheel(0, -300)
    page.wait_for_timeout(500)
    expect(page.locator(".md-top")).to_be_hidden()
    for control in [choice, puzzle.locator(".puzzle__controls button").first]:
        control.scroll_into_view_if_needed()
        page.evaluate("window.scrollBy(0, -1)")
        page.wait_for_timeout(300)
        assert not covered(page, control)
