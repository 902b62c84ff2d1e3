"""Dark mode: the site follows the system's scheme, and Material's palette toggle offers light,
dark and "as the system says"; the cards, the tables, the diagrams and the viewer stay readable
in both, checked with axe-core's colour-contrast rule (npm devDependency, run offline)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

# SETTLED: the next frame, then the end of the scheme's transitions. BOTH_SCHEMES: the pages of
# plain content, which the every-page crawl checks in both schemes, both sizes, both languages.
from test_every_page import BOTH_SCHEMES, SETTLED

from conftest import LANGUAGE_DEVICE, PHONE

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": {}, "phone": PHONE}
# The states a crawl of freshly loaded pages does not reach: a step of each game's example and a
# puzzle answered. (The plain pages, BOTH_SCHEMES, are the crawl's: a test guards that they are.)
PAGES = ["/examples/304-hidden-nine/#step-18", "/examples/501-blind-contract/#step-9",
         "/puzzles/#puzzle-hidden-nine-who-wins"]


def contrast_problems(page) -> list:
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {runOnly: ["color-contrast"], resultTypes: ["violations"]});
        return r.violations.flatMap(v => v.nodes.map(n => n.target.join(" ") + ": " + n.any.map(a => a.message).join("; ")));
    }""")
    return result


# Each page is loaded once, in English on a desktop and in French on a phone (conftest.py), in
# the light scheme, then switched to the dark one in place as the system's setting changes (the
# scheme changes colours only: a second load would check nothing more;
# tests/browser/test_every_page.py loads pages in the dark scheme).
@pytest.mark.parametrize("lang,size", LANGUAGE_DEVICE)
def test_schemes_follow_the_system_and_keep_contrast(browser, base_url, size, lang):
    context = browser.new_context(color_scheme="light", **SIZES[size])
    page = context.new_page()
    found = {}
    for path in PAGES:
        page.goto(base_url + ("/fr" if lang == "fr" else "") + path)
        if "puzzle-" in path:   # answer once, so that the verdict is checked as well
            page.locator("#puzzle-hidden-nine-who-wins button.puzzle__choice", has_text="D").click()
            expect(page.locator(".puzzle__wrong")).to_be_visible()
        for scheme in ["light", "dark"]:
            page.emulate_media(color_scheme=scheme)
            expect(page.locator("body")).to_have_attribute(
                "data-md-color-scheme", "slate" if scheme == "dark" else "default")
            page.evaluate(SETTLED)
            background = page.evaluate("getComputedStyle(document.body).backgroundColor")
            dark = page.evaluate("""c => { const [r, g, b] = c.match(/\\d+/g).map(Number);
                                            return 0.2126 * r + 0.7152 * g + 0.0722 * b < 100; }""", background)
            assert dark == (scheme == "dark"), (path, scheme, background)
            problems = contrast_problems(page)
            if problems:
                found[f"{path} ({scheme})"] = problems
    context.close()
    assert found == {}, found


def test_the_crawl_switches_the_plain_pages_in_both_languages():
    from test_every_page import every_page, sample
    pages = every_page()
    for path in BOTH_SCHEMES:
        assert {path, "/fr" + path} <= sample(pages) & set(pages), path


def test_the_palette_toggle_cycles_and_is_remembered(browser, base_url):
    context = browser.new_context(color_scheme="light")
    page = context.new_page()
    page.goto(base_url + "/fr/examples/304-hidden-nine/")
    body = page.locator("body")
    expect(body).to_have_attribute("data-md-color-scheme", "default")   # follows the system
    toggle = page.locator("form[data-md-component=palette] label:visible")
    expect(toggle).to_have_attribute("title", "Passer au thème clair")
    toggle.click()                                                        # light
    expect(page.locator("form[data-md-component=palette] label:visible")).to_have_attribute(
        "title", "Passer au thème sombre")
    page.locator("form[data-md-component=palette] label:visible").click()   # dark
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    page.goto(base_url + "/examples/304-hidden-nine/")                   # remembered, in English too
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    expect(page.locator("form[data-md-component=palette] label:visible")).to_have_attribute(
        "title", "Follow the system setting")
    context.close()
