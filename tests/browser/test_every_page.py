"""Every page of the built site, in both languages, on a desktop and on a phone, light and dark:
no console error, no failed request and no violation of axe-core's rules (all of them: the
engine of Lighthouse's accessibility audit, issue #29); unknown addresses answer with the site's
own 404 page in the reader's language; the language switch keeps the reader's place (issue #13)."""

import re
import time
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect

from conftest import PHONE, ROOT, SITE

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"     # npm devDependency, run offline
SIZES = {"desktop": {}, "phone": PHONE}


def every_page() -> list:
    pages = []
    for index in sorted(SITE.rglob("index.html")):
        rel = index.parent.relative_to(SITE).as_posix()
        if rel.startswith("assets"):
            continue
        pages.append("/" if rel == "." else f"/{rel}/")
    return pages


def watch(page, problems):
    page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("requestfailed", lambda request: problems.append(f"failed: {request.url} {request.failure}"))
    page.on("response", lambda response: problems.append(f"{response.status}: {response.url}")
            if response.status >= 400 else None)


# The four (size, colour scheme) combinations, each page loaded fresh once per size. The scheme
# changes colours only, not the page's content, layout or scripts (Material switches it in place,
# as the palette toggle does), so the other scheme is checked on the page already loaded, by the
# rules that read colours: every page in the scheme it was loaded in, and a sample (one page in
# six, and one of each kind in both languages) in the other, after switching. The size changes
# the layout and what is shown, so each size loads every page (its scripts, requests and errors
# on that device). Every rule runs on every page on the desktop; on the phone, every page is
# checked by the rules whose answer depends on the layout (VIEWPORT_RULES: colours over what
# lies beneath, an overflow that scrolls), and the sample by every rule:
# the rest read the document, the same at both sizes but for what the phone's CSS shows or hides,
# which is each kind of page's, and the sample holds every kind in both languages.
KINDS = ["/", "/fr/", "/examples/304-hidden-nine/", "/fr/examples/501-blind-contract/", "/puzzles/",
         "/fr/puzzles/", "/304/closed-trump/", "/fr/501/scoring/", "/try/trick/", "/fr/304/first-deal/"]
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
VIEWPORT_RULES = COLOUR_RULES + ["scrollable-region-focusable"]
SIZES_AND_SCHEMES = {"desktop": ("desktop", "light", "dark", None),
                     "phone": ("phone", "dark", "light", VIEWPORT_RULES)}


# Pages of plain content that tests/browser/test_dark_mode.py leaves to this crawl: each is
# switched to the other scheme here, in both languages and at both sizes (that test checks the
# states a crawl does not reach: a step of an example, a puzzle answered).
BOTH_SCHEMES = ["/try/trick/", "/304/closed-trump/", "/304/cards/", "/304/scoring/"]


def sample(pages: list) -> set:
    return set(pages[::6]) | set(KINDS) | {prefix + path for path in BOTH_SCHEMES for prefix in ("", "/fr")}


# Pages loaded at once in one context: loading a page is mostly the browser's own work, so a
# few in flight keep both cores busy while another one waits on its network and its timers.
IN_FLIGHT = 3


@pytest.mark.parametrize("size", SIZES_AND_SCHEMES)
def test_every_page_without_console_errors_failed_requests_or_axe_violations(browser, base_url, size):
    size, scheme, other, rules = SIZES_AND_SCHEMES[size]
    pages = every_page()
    assert set(KINDS) <= set(pages)
    assert len(pages) > 60 and "/fr/" in pages and "/fr/examples/304-hidden-nine/" in pages
    # The service worker on (tests/browser/conftest.py): every page is loaded as a reader gets it.
    context = browser.new_context(**SIZES[size], color_scheme=scheme, service_workers="allow")
    found = {}
    for path, problems in crawl(context, base_url, pages, scheme, other, sample(pages), rules):
        if problems and all(aborted(problem) for problem in problems):
            problems = visit(context, base_url + path)
        if problems:
            found[path] = problems
    context.close()
    assert found == {}, found


def crawl(context, base_url, pages, scheme, other, switched, rules=None):
    """(path, problems) for each page, loaded IN_FLIGHT at a time in tabs that are used again
    (a new tab costs the browser more than the page it shows). Each page is loaded fresh, as
    `visit` does; between two pages a tab goes to about:blank, and what leaving a page cancels
    arrives there and is not counted, as when `visit` closes its page.
    Once loaded, each page is checked by axe-core, all its rules (or only `rules`, but for the
    pages in `switched`), the tabs of a batch at once (each tab's renderer works on its own): a
    violation is a problem of the page. The pages in
    `switched` are then switched to the `other` colour scheme and checked again by the rules
    that read colours. What the page's scripts ask for right after loading is counted too: the
    problems are read once axe has answered and at least SETTLE seconds after the load (axe
    itself usually takes longer)."""
    context.add_init_script(path=str(AXE))     # parsed with the page, not sent again per page
    tabs = []
    for _ in range(min(IN_FLIGHT, len(pages))):
        tab = context.new_page()
        problems = []
        watch(tab, problems)
        tabs.append((tab, problems))
    for first in range(0, len(pages), IN_FLIGHT):
        batch = list(zip(tabs, pages[first:first + IN_FLIGHT]))
        for (tab, problems), path in batch:
            problems.clear()
            tab.goto(base_url + path, wait_until="commit")
        for (tab, problems), path in batch:
            tab.wait_for_load_state("load")
        loaded = time.monotonic()
        if first == 0:   # the site follows the system's scheme (Material's palette)
            check_scheme(batch[0][0][0], scheme)
        for (tab, problems), path in batch:
            start_axe(tab, None if path in switched else rules)
        violations = [settled_violations(tab, axe_violations(tab)) for (tab, problems), path in batch]
        again = [((tab, problems), path) for (tab, problems), path in batch if path in switched]
        for (tab, problems), path in again:
            # In front: Chromium draws the frames of the other tabs' windows about once a second,
            # and the switch is read after a frame (SETTLED).
            tab.bring_to_front()
            tab.emulate_media(color_scheme=other)
            # …and follows it when it changes, without a reload (at the next frame)
            expect(tab.locator("body")).to_have_attribute("data-md-color-scheme", SCHEME_NAMES[other])
            tab.evaluate(SETTLED)
            start_axe(tab, COLOUR_RULES)
        for ((tab, problems), path), found in zip(batch, violations):
            if path in switched:
                found += [f"{other}: {line}" for line in settled_violations(tab, axe_violations(tab))]
        time.sleep(max(0.0, SETTLE - (time.monotonic() - loaded)))
        seen = [(path, list(problems) + found) for ((tab, problems), path), found in zip(batch, violations)]
        for (tab, problems), path in batch:
            if path in switched:
                tab.emulate_media(color_scheme=scheme)
            tab.goto("about:blank")
        yield from seen
    for tab, _ in tabs:
        tab.close()


SETTLE = 0.3     # seconds after the load: what the scripts ask for right after


def start_axe(page, rules=None):
    """Starts axe-core (added to every page of the crawl's context) on the page as it is now,
    every rule (not only the contrast of test_dark_mode.py) or only `rules`; `axe_violations`
    waits for its answer."""
    page.evaluate("""rules => { window.__axe = axe.run(document, rules ? {runOnly: rules,
        resultTypes: ['violations']} : {resultTypes: ['violations']}); }""", rules)


def settled_violations(page, lines: list) -> list:
    """`lines`, with a colour fault read again once the page has settled (the next frame, its
    colour transitions over, then 500 ms): a tab just switched to the other scheme, or back to
    its own, can show a frame with one element's old colours (once in a clean run: nav text of the light scheme
    on the dark background). A real fault stays and is reported; only a frame in between goes."""
    colour = [line for line in lines if line.split(":")[0].removeprefix("axe ") in COLOUR_RULES]
    if not colour:
        return lines
    page.evaluate(SETTLED)
    page.wait_for_timeout(500)
    start_axe(page, COLOUR_RULES)
    return [line for line in lines if line not in colour] + axe_violations(page)


def axe_violations(page) -> list:
    """One line per element that breaks a rule: "axe <rule>: <element> — <what to fix>"."""
    return page.evaluate("""async () => (await window.__axe).violations.flatMap(v => v.nodes.map(n =>
        `axe ${v.id}: ${n.target.join(" ")} — ${n.failureSummary.replace(/\\s+/g, " ").slice(0, 160)}`))""")


SCHEME_NAMES = {"light": "default", "dark": "slate"}     # Material's names

# After a change of scheme, the next frame, then the end of every colour transition the change
# started (Material fades a link's colour over 125 ms): the colours checked are the ones the
# reader ends up with, not a frame in between.
SETTLED = """async () => {
    await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => null)));
}"""


def check_scheme(page, scheme):
    assert page.locator("body").get_attribute("data-md-color-scheme") == SCHEME_NAMES[scheme]


def visit(context, url) -> list:
    """What went wrong while loading one page in a tab of its own, and in what its scripts
    asked for right after."""
    page = context.new_page()
    problems = []
    watch(page, problems)
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)
    seen = list(problems)   # not what closing the page cancels
    page.close()
    return seen


# A request the browser itself cancelled (net::ERR_ABORTED; in CI, once in some thousands of
# loads, the search worker's language file under a busy service worker; once here, a module
# the viewer imports), with the error it causes in the page: a worker's script or a module
# that did not load. The page is loaded a second time: a missing or refused file fails again
# with its status or failure; only an abort that does not come back is let pass.
def aborted(problem: str) -> bool:
    return problem.endswith("net::ERR_ABORTED") or (
        problem.startswith("page error: Failed to execute 'importScripts'") and "failed to load" in problem) or (
        problem.startswith("page error: Failed to fetch dynamically imported module"))


NOT_FOUND = {
    "en": {"path": "/no/such/page/", "heading": "Page not found", "home": "/", "lang": "en"},
    "fr": {"path": "/fr/pas/de/page/", "heading": "Page introuvable", "home": "/fr/", "lang": "fr"},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_unknown_pages_get_the_sites_404_page_in_their_language(browser, base_url, lang, size):
    texts = NOT_FOUND[lang]
    try:
        urllib.request.urlopen(base_url + texts["path"])
        raise AssertionError("an unknown address answered 200")
    except urllib.error.HTTPError as error:
        assert error.code == 404
        body = error.read().decode()
        assert f'<html lang="{texts["lang"]}"' in body
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    page.goto(base_url + texts["path"])
    expect(page.locator("article h1")).to_have_text(texts["heading"])
    home = page.locator("article a.not-found__home")
    expect(home).to_be_visible()
    home.click()
    page.wait_for_url(base_url + texts["home"])
    assert page.locator("html").get_attribute("lang") == texts["lang"]
    context.close()


def switch_language(page, to):
    select = page.locator(".md-header .md-select")
    if page.viewport_size["width"] < 500:
        select.locator("button").tap()
    else:
        select.hover()
    page.locator(f'.md-header a[hreflang="{to}"]').click()


PLACES = [
    ("/examples/304-hidden-nine/#step-14", "/fr/examples/304-hidden-nine/#step-14"),
    ("/puzzles/#puzzle-hidden-nine-who-wins", "/fr/puzzles/#puzzle-hidden-nine-who-wins"),
    ("/304/closed-trump/#304-L3", "/fr/304/closed-trump/#304-L3"),
]


@pytest.mark.parametrize("english,french", PLACES, ids=["step", "puzzle", "rule"])
@pytest.mark.parametrize("size", SIZES)
def test_language_switch_keeps_the_place(browser, base_url, english, french, size):
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    for start, to, lang in [(english, french, "fr"), (french, english, "en")]:
        page.goto(base_url + start)
        switch_language(page, lang)
        page.wait_for_url(base_url + to)
        fragment = to.split("#")[1]
        if fragment.startswith("step-"):
            expect(page.locator(".deal-viewer__position")).to_contain_text("14")
        elif fragment.startswith("puzzle-"):
            expect(page.locator(f"#{fragment}")).to_have_class(re.compile("is-current"))
        else:
            expect(page.locator(f'[id="{fragment}"]')).to_be_in_viewport()
    context.close()
