"""One table for every page (issue #26), both languages, on a phone (touch) and a desktop:
a puzzle drawn from the reader's seat puts that seat at the bottom; after a right card the
puzzle's table shows it played into the trick; in a worked example's branch, the bots play the
deal out to its end."""

import re

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, foreign_requests

pytestmark = pytest.mark.browser

PREFIX = {"en": "", "fr": "/fr"}
DEVICES = {"phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
           "desktop": {"viewport": {"width": 1280, "height": 800}}}
# The result's line: the tokens after the deal, whether made or failed.
TEXTS = {"en": {"bots": "Let the bots finish", "over": "The deal is over.", "made": re.compile(r"Tokens: A–C \d+")},
         "fr": {"bots": "Laisser les robots finir la donne", "over": "La donne est terminée.",
                "made": re.compile(r"Jetons\s:\sA–C \d+")}}
# An open-hands puzzle whose reader is B: B ruffs face down with the ace of diamonds and wins.
PUZZLE = "defender-ruffs-face-down"


@pytest.fixture(params=list(DEVICES))
def device(request, browser, base_url):
    context = browser.new_context(**DEVICES[request.param])
    page = context.new_page()
    page.set_default_timeout(60_000)
    foreign = foreign_requests(page, base_url)
    page.press_on = (lambda node: node.tap()) if request.param == "phone" else (lambda node: node.click())
    yield page
    context.close()
    assert foreign == [], f"the page requested other hosts: {foreign}"


def open_puzzle(page, base_url, lang):
    page.goto(f"{base_url}{PREFIX[lang]}/puzzles/#puzzle-{PUZZLE}")
    puzzle = page.locator(f"#puzzle-{PUZZLE}")
    expect(puzzle.locator(".puzzle__position button.card.is-legal").first).to_be_visible()
    return puzzle


def bottom_seat(puzzle):
    return puzzle.locator(".puzzle__position .deal-seat--bottom .deal-seat__name strong")


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE, indirect=["device"])
def test_a_puzzle_as_b_draws_b_at_the_bottom(device, base_url, lang):
    puzzle = open_puzzle(device, base_url, lang)
    expect(bottom_seat(puzzle)).to_have_text("B")
    # The static position the page shows before JavaScript takes over is drawn the same way.
    response = device.request.get(f"{base_url}{PREFIX[lang]}/puzzles/{PUZZLE}.html")
    assert 'deal-seat deal-seat--bottom' in response.text()
    assert response.text().split('deal-seat--bottom', 1)[1].split("</strong>", 1)[0].endswith(">B")


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE_CROSSED, indirect=["device"])
def test_after_a_right_answer_the_table_shows_the_card_played(device, base_url, lang):
    puzzle = open_puzzle(device, base_url, lang)
    name = device.evaluate("JSON.parse(document.querySelector('.puzzles').dataset.labels)['304'].names.AD")
    device.press_on(puzzle.locator('.puzzle__position button.card[data-card="AD"]'))
    expect(puzzle.locator(".puzzle__right")).to_be_visible()
    position = puzzle.locator(".puzzle__position")
    # In the trick, in front of B at the bottom, face down, winning it; out of B's hand.
    played = position.locator(".deal-trick__card--bottom")
    expect(played.locator(".card")).to_have_attribute("aria-label", re.compile("^" + re.escape(name)))
    expect(played).to_have_class("deal-trick__card deal-trick__card--bottom is-winner")
    expect(position.locator(f'.deal-seat--bottom .card[aria-label^="{name}"]')).to_have_count(0)
    expect(position.locator("button.card")).to_have_count(0)       # nothing outlined as playable


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE, indirect=["device"])
def test_a_branch_finished_by_the_bots(device, base_url, lang):
    page = device
    page.goto(f"{base_url}{PREFIX[lang]}/examples/304-hidden-nine/#step-39")
    page.press_on(page.locator(".deal-viewer__branch"))
    branch = page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    page.press_on(branch.locator(".deal-branch__bots", has_text=TEXTS[lang]["bots"]))
    # Step by step with the narration: each bot's card has its title, the last the result.
    expect(branch.locator(".deal-branch__bots-note")).to_be_visible()
    expect(branch.locator(".deal-branch__over")).to_have_text(TEXTS[lang]["over"], timeout=60_000)
    expect(branch.locator(".deal-frame__events")).to_contain_text(TEXTS[lang]["made"])
    expect(branch.locator(".deal-branch__bots")).to_have_count(0)
    assert branch.locator(".deal-seat .card").count() == 0           # every card played
    expect(page.locator(".deal-viewer__announcer")).to_contain_text(TEXTS[lang]["made"])

