"""The "Who wins this trick?" widget, in Chromium, in both languages, with the real engine."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

ANSWERS = {
    "en": {
        "path": "/try/trick/",
        "won": "B wins the trick with 9♠, taking 44 points.",
        "illegal": "D cannot play that card. You hold a card in hearts: you must follow suit.",
        "ready": "The engine is ready.",
    },
    "fr": {
        "path": "/fr/try/trick/",
        "won": "B remporte le pli avec 9♠ et prend 44 points.",
        "illegal": "D ne peut pas jouer cette carte. Vous avez du cœur\u00a0: vous devez fournir à la couleur demandée.",
        "ready": "Le moteur est prêt.",
    },
}


def ask(page, answer_text):
    page.get_by_role("button", name=re.compile("Who wins|Qui remporte")).click()
    expect(page.locator(".engine-widget__answer")).to_have_text(answer_text)


# The hands asked on one page, in turn (the engine starts once per page), with D's 7♣: as the
# examples write them, and as French pages write them — the queen D♥, the jack V, the king R.
# Two answers in a row always differ, so that each check waits for the engine's new answer.
HANDS = {
    "en": [("QH 8D", "illegal"), ("JD KC", "won"), ("Q♥", "illegal")],
    "fr": [("QH 8D", "illegal"), ("V♦ R♣", "won"), ("D♥ 8♦", "illegal"), ("QH XZ", "bad"),
           ("QH", "illegal")],
}
BAD_CARD = ("«\u00a0XZ\u00a0» n’est pas une carte\u00a0: écrivez la hauteur puis la couleur, comme JS "
            "(valet de pique), 10H ou 9♠.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_widget_answers_explains_an_illegal_play_and_reads_cards_as_written(site_page, base_url, lang):
    texts = ANSWERS[lang]
    site_page.goto(base_url + texts["path"])
    assert site_page.locator("html").get_attribute("lang") == lang
    expect(site_page.locator('input[name="hand"]')).to_have_attribute(
        "placeholder", "D♥ 8♣" if lang == "fr" else "Q♥ 8♣")
    ask(site_page, texts["won"])
    expect(site_page.locator(".engine-widget__status")).to_have_text(texts["ready"])
    site_page.select_option('select[name="card-D"]', "7C")
    for hand, answer in HANDS[lang]:
        site_page.fill('input[name="hand"]', hand)
        ask(site_page, {"illegal": texts["illegal"], "won": texts["won"].replace("44", "34"),
                        "bad": BAD_CARD}[answer])
        if answer == "illegal":
            assert "is-illegal" in site_page.locator(".engine-widget__answer").get_attribute("class")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_first_tap_on_a_phone_asks_the_engine(browser, base_url, lang):
    """The first tap starts the engine and asks it: the button does not move under the finger."""
    texts = ANSWERS[lang]
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(base_url + texts["path"])
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")   # the page's end
    submit = page.locator('form[data-widget="trick"] button[type="submit"]')
    before = submit.bounding_box()
    submit.tap()
    expect(page.locator(".engine-widget__answer")).to_have_text(texts["won"])
    assert submit.bounding_box()["y"] == before["y"]
    context.close()


def test_language_switch_in_the_header_keeps_the_page(site_page, base_url):
    site_page.goto(base_url + "/try/trick/")
    site_page.locator(".md-header .md-select").hover()
    site_page.locator('.md-header a[hreflang="fr"]').click()
    site_page.wait_for_url(base_url + "/fr/try/trick/")
    ask(site_page, ANSWERS["fr"]["won"])
    site_page.locator(".md-header .md-select").hover()
    site_page.locator('.md-header a[hreflang="en"]').click()
    site_page.wait_for_url(base_url + "/try/trick/")
    expect(site_page.locator("h1")).to_contain_text("Who wins this trick?")


@pytest.mark.parametrize("path,heading", [("/", "Learn 304 and 501"), ("/fr/", "Apprendre le 304 et le 501")])
def test_home_pages(site_page, base_url, path, heading):
    site_page.goto(base_url + path)
    expect(site_page.locator("h1")).to_contain_text(heading)
