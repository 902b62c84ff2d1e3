"""The worked-example viewer, in Chromium, in both languages: stepping, links, keyboard, seat
views, branching with the engine, and a phone-sized screen."""

import re

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, foreign_requests
from drawn import face, shows

pytestmark = pytest.mark.browser

PAGES = {"en": "/examples/304-hidden-nine/", "fr": "/fr/examples/304-hidden-nine/"}
TEXTS = {
    "en": {"won": "B wins the trick: 44 points.", "step": "Step 18 of 46", "tokens": "9 : 13",
           "follow": "You hold a card in hearts: you must follow suit.", "rule": "Read the rule",
           "played": "D plays 10♥.", "indicator": "the indicator J♠ is shown",
           "set_aside": "D sets an indicator aside, face down", "other_seat": "It is D's turn.",
           "from_above": "Choose from above"},
    "fr": {"won": "B remporte le pli\u00a0: 44 points.", "step": "Étape 18 sur 46", "tokens": "9 : 13",
           "follow": "Vous avez du cœur\u00a0: vous devez fournir à la couleur demandée.",
           "rule": "Lire la règle", "played": "D joue 10♥.", "indicator": "l’indicateur V♠ est montré",
           "set_aside": "D met un indicateur de côté, face cachée", "other_seat": "C’est à D de jouer.",
           "from_above": "Passer à la vue d’en haut"},
}


def live(page):
    return page.locator(".deal-viewer__live")


def trick_card(page, seat):
    return live(page).locator(f".deal-trick__card:has(.deal-trick__seat:text-is('{seat}')) .card")


def choose_view(page, seat):
    page.select_option(".deal-viewer__view select", seat)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hidden_nine_face_down_then_turned_up(site_page, base_url, lang):
    texts = TEXTS[lang]
    site_page.goto(base_url + PAGES[lang] + "#step-14")
    # From above, B's 9♠ shows its face, marked as played face down.
    expect(trick_card(site_page, "B")).to_have_class(re.compile("card--face-down"))
    expect(face(trick_card(site_page, "B"))).to_have_attribute(*shows("9S"))
    # A sees a back, and keeps seeing one until the end of the trick.
    choose_view(site_page, "A")
    expect(trick_card(site_page, "B")).to_have_class(re.compile("card--back"))
    expect(face(trick_card(site_page, "B"))).to_have_attribute(*shows(None))
    for _ in range(3):
        site_page.keyboard.press("ArrowRight")
    expect(live(site_page).locator(".deal-frame__title")).to_contain_text(texts["played"])
    expect(trick_card(site_page, "B")).to_have_class(re.compile("card--back"))
    # Inspection: the nine is turned up for everyone and the indicator is shown; B takes 44.
    site_page.keyboard.press("ArrowRight")
    expect(site_page.locator(".deal-viewer__position")).to_have_text(texts["step"])
    expect(face(trick_card(site_page, "B"))).to_have_attribute(*shows("9S"))
    expect(trick_card(site_page, "B")).not_to_have_class(re.compile("card--face-down|card--back"))
    expect(live(site_page)).to_contain_text(texts["indicator"])
    expect(live(site_page)).to_contain_text(texts["won"])
    site_page.keyboard.press("End")
    expect(live(site_page).locator(".deal-facts")).to_contain_text(texts["tokens"])
    assert site_page.url.endswith("#step-46")


def test_step_links_keyboard_and_controls(site_page, base_url):
    site_page.goto(base_url + PAGES["en"] + "#step-5")
    expect(site_page.locator(".deal-viewer__position")).to_have_text("Step 5 of 46")
    site_page.keyboard.press("Home")
    expect(site_page.locator(".deal-viewer__position")).to_have_text("Step 0 of 46")
    assert site_page.url.endswith("#step-0")
    site_page.get_by_role("button", name="Next step").click()
    expect(site_page.locator(".deal-viewer__position")).to_have_text("Step 1 of 46")
    site_page.keyboard.press("End")
    expect(site_page.locator(".deal-viewer__position")).to_have_text("Step 46 of 46")
    expect(site_page.get_by_role("button", name="Next step")).to_be_disabled()
    # A link to a step from elsewhere in the page works as well.
    site_page.evaluate("location.hash = '#step-8'")
    expect(site_page.locator(".deal-viewer__position")).to_have_text("Step 8 of 46")
    # The narration is read out to screen readers.
    expect(site_page.locator(".deal-viewer__announcer")).to_have_attribute("aria-live", "polite")
    expect(site_page.locator(".deal-viewer__announcer")).to_contain_text("D sets J♠ aside")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_view_shows_only_what_that_seat_knows(site_page, base_url, lang):
    site_page.goto(base_url + PAGES[lang] + "#step-8")
    for seat in "ABC":
        choose_view(site_page, seat)
        frame = live(site_page)
        expect(frame.locator(".deal-frame__title")).to_have_text(re.compile(TEXTS[lang]["set_aside"]))
        expect(frame.locator(".deal-indicator .card")).to_have_class(re.compile("card--back"))
        assert "J♠" not in frame.inner_text() and "V♠" not in frame.inner_text()
        expect(frame.locator('img.card-svg[src$="/JS.svg"]')).to_have_count(0)
        # The maker's closed indicator is drawn apart, not also as a back in hand: 7 + 1.
        maker_hand = frame.locator(".deal-seat:has(.deal-seat__name strong:text-is('D')) .deal-seat__hand .card")
        expect(maker_hand).to_have_count(7)
        # Only the seat's own hand is face up.
        for other in "ABCD":
            hand = frame.locator(f".deal-seat:has(.deal-seat__name strong:text-is('{other}')) .deal-seat__hand .card")
            backs = hand.evaluate_all("cards => cards.filter(c => c.classList.contains('card--back')).length")
            assert (backs == 0) == (other == seat), (seat, other, backs)
    choose_view(site_page, "D")
    expect(face(live(site_page).locator(".deal-indicator .card"))).to_have_attribute(*shows("JS"))



def test_without_javascript_every_step_is_on_the_page(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base_url + PAGES["fr"])
    expect(page.locator(".deal-frame")).to_have_count(47)
    expect(page.locator("#step-18")).to_contain_text("B remporte le pli\u00a0: 44 points.")
    context.close()


def test_with_javascript_the_static_frames_are_made_for_print(site_page, base_url):
    """With JavaScript on, the static frames are one string in a <noscript> (not some 4,000
    elements no one sees); printing makes them elements and shows every step, not the viewer.
    The live frame's rule links go where the static frames' do."""
    page = site_page
    page.goto(base_url + PAGES["en"] + "#step-8")
    expect(page.locator(".deal-viewer__position")).to_have_text("Step 8 of 46")
    assert page.locator(".deal-viewer__frames").count() == 0
    assert page.evaluate("document.getElementsByTagName('*').length") < 1500
    links = {link.get_attribute("data-rule") if link.get_attribute("data-rule") else link.inner_text():
             link.get_attribute("href") for link in live(page).locator(".deal-frame__rules a").all()}
    assert set(links) == {"304-I1", "304-I2", "304-D3"}, links
    page.emulate_media(media="print")
    frames = page.locator(".deal-viewer__frames .deal-frame")
    expect(frames).to_have_count(47)
    expect(page.locator("#step-18")).to_be_visible()
    expect(page.locator("#step-18")).to_contain_text(TEXTS["en"]["won"])
    expect(live(page)).to_be_hidden()
    static = {rule: page.locator(f"#step-8 a[data-rule='{rule}']").get_attribute("href") for rule in links}
    assert links == static and all(href.endswith(f"#{rule}") for rule, href in static.items()), (links, static)
    page.emulate_media(media="screen")
    expect(page.locator(".deal-viewer__frames")).to_be_hidden()
    expect(live(page)).to_be_visible()


def test_phone_viewport(browser, base_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(base_url + PAGES["en"] + "#step-17")
    expect(page.locator(".deal-viewer__position")).to_have_text("Step 17 of 46")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px on a phone"
    page.get_by_role("button", name="Next step").tap()
    expect(page.locator(".deal-viewer__position")).to_have_text("Step 18 of 46")
    context.close()


CALLS = {
    "en": {"304": "A: pass · B: pass · C: pass · D: bid 200", "501": "A: bid 80 (blind)"},
    "fr": {"304": "A\u00a0: passe · B\u00a0: passe · C\u00a0: passe · D\u00a0: annonce 200",
           "501": "A\u00a0: annonce 80 (aveugle)"},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_calls_so_far_in_the_pages_language(site_page, base_url, lang):
    prefix = "/fr" if lang == "fr" else ""
    for game, path in [("304", "/examples/304-hidden-nine/#step-4"), ("501", "/examples/501-blind-contract/#step-1")]:
        site_page.goto(base_url + prefix + path)
        calls = live(site_page).locator(".deal-viewer__auction")
        calls.locator("summary").click()
        expect(calls.locator("p")).to_have_text(CALLS[lang][game])


def test_keys_step_only_when_the_viewer_may_have_them(site_page, base_url):
    """←/→ with a menu link focused leave the viewer alone; with the viewer focused they step."""
    site_page.goto(base_url + PAGES["en"] + "#step-5")
    position = site_page.locator(".deal-viewer__position")
    expect(position).to_have_text("Step 5 of 46")
    site_page.locator(".md-nav__link").first.focus()
    for key in ["ArrowRight", "End", "Home"]:
        site_page.keyboard.press(key)
    expect(position).to_have_text("Step 5 of 46")
    site_page.get_by_role("button", name="Next step").focus()
    site_page.keyboard.press("ArrowRight")
    expect(position).to_have_text("Step 6 of 46")


UNDO = {"en": "Undo", "fr": "Annuler"}
PHONE_SIZE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


# The branches a reader opens at step 15 of the hidden nine (D to play), one after another on one
# page: the engine starts once per test, and each check is made as before.
@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE)
def test_branches_at_the_hidden_nine(browser, base_url, lang, device):
    phone = device == "phone"
    texts = TEXTS[lang]
    context = browser.new_context(**(PHONE_SIZE if phone else {}))
    page = context.new_page()
    page.set_default_timeout(60_000)
    foreign = foreign_requests(page, base_url)
    page.goto(base_url + PAGES[lang] + "#step-15")
    branching_in_another_seats_view_never_lists_its_cards(page, texts)
    a_branch_is_never_thrown_away_without_asking(page, base_url, lang, texts)
    branching_with_an_illegal_then_a_legal_card(page, base_url, lang, texts)
    the_maker_may_call_caps_in_a_branch_with_the_trump_closed(page, lang)
    context.close()
    assert foreign == [], f"the page requested other hosts: {foreign}"


def open_branch(page):
    page.locator(".deal-viewer__branch").click()
    branch = page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    return branch


def branching_in_another_seats_view_never_lists_its_cards(page, texts):
    """A seat's view never shows what that seat cannot see: branching there while another seat
    is to act offers the view from above instead of that seat's cards and actions (issue #18).
    Leaves the branch open, seen from above, before any action."""
    choose_view(page, "A")
    page.locator(".deal-viewer__branch").click()
    branch = page.locator(".deal-branch")
    other = branch.locator(".deal-branch__other")
    expect(other).to_contain_text(texts["other_seat"], timeout=120_000)
    expect(branch.locator(".choices")).to_have_count(0)
    expect(branch.locator("button.card")).to_have_count(0)
    d_hand = branch.locator(".deal-seat:has(.deal-seat__name strong:text-is('D')) .deal-seat__hand .card")
    assert d_hand.evaluate_all("cards => cards.every(c => c.classList.contains('card--back'))")
    other.get_by_role("button", name=texts["from_above"]).click()
    assert page.locator(".deal-viewer__view select").input_value() == "*"
    expect(branch.locator(".deal-branch__intro")).to_be_visible()
    expect(branch.locator(".deal-seat button.card.is-legal")).to_have_count(3)


def a_branch_is_never_thrown_away_without_asking(page, base_url, lang, texts):
    """From a branch just opened, before any action; ends back on the example at step 15."""
    branch = page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible()
    # Keys and step buttons do not leave the branch.
    for key in ["ArrowRight", "ArrowLeft", "Home", "End"]:
        page.keyboard.press(key)
    for name in ["first", "previous", "next", "last"]:
        expect(page.locator(".deal-viewer__controls button[aria-label]").nth(
            ["first", "previous", "next", "last"].index(name))).to_be_disabled()
    expect(branch).to_have_count(1)
    undo = branch.get_by_role("button", name=UNDO[lang])
    expect(undo).to_be_disabled()
    # One action, then undo it: D is to play again with the same three legal cards.
    branch.locator('button.card[data-card="TH"]').click()
    expect(branch.locator(".deal-frame__title")).to_have_text(texts["played"])
    undo.click()
    expect(branch.locator(".deal-branch__intro")).to_be_visible()
    expect(branch.locator(".deal-seat button.card.is-legal")).to_have_count(3)
    expect(undo).to_be_disabled()
    # Two actions, undone one at a time.
    branch.locator('button.card[data-card="TH"]').click()
    expect(branch.locator(".deal-frame__title")).to_have_text(texts["played"])
    first_title = branch.locator(".deal-frame__title").inner_text()
    legal_after_one = branch.locator(".deal-seat button.card.is-legal").count()
    branch.locator(".deal-seat button.card.is-legal").first.click()
    expect(branch.locator(".deal-frame__title")).not_to_have_text(first_title)
    undo.click()
    expect(branch.locator(".deal-seat button.card.is-legal")).to_have_count(legal_after_one)
    expect(undo).to_be_enabled()
    # Leaving asks first: dismissed, the branch stays; accepted, the example comes back.
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
    branch.locator("> button").first.click()
    expect(branch).to_have_count(1)
    assert asked == ["confirm"]
    page.once("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
    page.evaluate("location.hash = '#step-3'")
    expect(branch).to_have_count(1)
    expect(page.locator(".deal-viewer__position")).to_contain_text("15")
    page.once("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
    page.locator("body").focus()
    page.keyboard.press("n")                       # Material's "next page" key
    page.wait_for_timeout(500)
    assert page.url.startswith(base_url + PAGES[lang]), page.url
    assert asked[-1] == "beforeunload"
    page.once("dialog", lambda dialog: dialog.accept())
    branch.locator("> button").first.click()
    expect(page.locator(".deal-branch")).to_have_count(0)
    expect(page.locator(".deal-viewer__position")).to_contain_text("15")


def branching_with_an_illegal_then_a_legal_card(page, base_url, lang, texts):
    """A new branch at step 15; ends back on the example."""
    branch = open_branch(page)
    legal = branch.locator(".deal-seat button.card.is-legal")
    expect(legal).to_have_count(3)          # D must follow hearts: 9♥ 10♥ 8♥
    branch.locator('button.card[data-card="TC"]').click()
    expect(branch.locator(".deal-branch__message")).to_contain_text(texts["follow"])
    link = branch.locator(".deal-branch__rule")
    expect(link).to_have_text(texts["rule"])
    assert link.get_attribute("href").endswith("#304-L3")
    # The link resolves, in the page's language, to the paragraph stating the rule (issue #13).
    href = link.evaluate("a => a.href")
    assert href.startswith(base_url + ("/fr/" if lang == "fr" else "/304/")), href
    assert "/fr/fr/" not in href
    response = page.request.get(href)
    assert response.status == 200, href
    assert 'id="304-L3"' in response.text()
    branch.locator('button.card[data-card="TH"]').click()
    expect(branch.locator(".deal-frame__title")).to_have_text(texts["played"])
    expect(branch).to_contain_text(texts["won"])
    asked = []            # leaving a branch with an action in it asks first
    page.once("dialog", lambda dialog: (asked.append(dialog.type), dialog.accept()))
    page.locator(".deal-branch > button").first.click()   # back to the example
    expect(page.locator(".deal-branch")).to_have_count(0)
    assert asked == ["confirm"]
    expect(page.locator(".deal-viewer__position")).to_contain_text("15")


def the_maker_may_call_caps_in_a_branch_with_the_trump_closed(page, lang):
    """The Caps action offered in a branch states an order of every card the maker still
    holds, the set-aside indicator included, so the engine takes the call (issue #13, item 2)."""
    branch = open_branch(page)
    call = {"en": "D calls Caps.", "fr": "D annonce Caps."}[lang]
    branch.get_by_role("button", name=call).click()
    expect(branch.locator(".deal-frame__title")).to_have_text(call)
    expect(branch.locator(".deal-branch__message")).to_have_count(0)
    expect(branch).to_contain_text("Wrong Caps")



BLIND = {"en": "/examples/501-blind-contract/", "fr": "/fr/examples/501-blind-contract/"}


def branch_at(page, base_url, lang, step):
    page.goto(f"{base_url}{BLIND[lang]}#step-{step}")
    page.locator(".deal-viewer__branch").click()
    branch = page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    return branch


def step_to(row, value):
    """The choices panel's stepper (docs/assets/choices.js), moved by its labelled buttons
    (by ten, then by one) until it shows `value`."""
    amount = row.locator(".choices__amount")
    for _ in range(100):
        shown = int(amount.inner_text())
        if shown == value:
            return
        ten = row.locator("button.choices__step", has_text="+10" if shown < value else "−10")
        one = row.locator("button.choices__step").filter(has_text=re.compile("^[+−]$"))
        if abs(value - shown) >= 10 and ten.count():
            ten.click()
        else:
            one.nth(1 if shown < value else 0).click()
        expect(amount).not_to_have_text(str(shown))
    raise AssertionError(f"the stepper never showed {value}")


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE_CROSSED)
def test_501_branch_choices_fit_the_decision(browser, base_url, lang, device):
    phone = device == "phone"
    context = browser.new_context(**(PHONE_SIZE if phone else {}))
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())     # leaving each branch asks first
    # The auction: the Play page's panel — short calls, the next few bids and a stepper for the
    # rest, not 157 buttons; the page stays short on a phone.
    branch = branch_at(page, base_url, lang, 0)
    choices = branch.locator(".choices")
    expect(choices.locator(".choices__stepper")).to_have_count(1)
    expect(choices.locator("button.choices__quick-bid")).to_have_count(3)
    assert branch.locator("button").count() < 16
    assert page.evaluate("document.documentElement.scrollHeight") < 3000
    row = choices.locator(".choices__row:has(.choices__stepper)")
    step_to(row, 85)
    expect(row.locator("button.choices__send")).to_contain_text("85")
    row.locator("button.choices__send").click()
    expect(branch.locator(".deal-frame__title")).to_contain_text("85")
    # The contract: a suit and an amount.
    branch = branch_at(page, base_url, lang, 3)
    contract = branch.locator(".choices__contract")
    hearts = contract.locator("button.choices__suit.suit-H")
    hearts.click()
    expect(hearts).to_have_attribute("aria-pressed", "true")
    step_to(contract, 110)
    contract.locator("button.choices__send").click()
    expect(branch.locator(".deal-frame__title")).to_contain_text("110")
    # The exchange: the declarer's cards are highlighted; a card, then a seat.
    branch = branch_at(page, base_url, lang, 4)
    hand = branch.locator(".deal-seat:has(.deal-seat__name strong:text-is('A')) .deal-seat__hand")
    expect(hand.locator("button.card.is-legal")).to_have_count(10)
    assert branch.locator(".choices button").count() <= 3
    hand.locator('button.card[data-card="9S"]').click()
    expect(hand.locator('button.card[data-card="9S"]')).to_have_class(re.compile("is-chosen"))
    give = branch.locator("button.choices__give")
    expect(give).to_have_count(2)
    give.filter(has_text="C").click()
    expect(branch.locator(".deal-frame__title")).to_contain_text("9♠")
    expect(hand.locator("button.card.is-legal")).to_have_count(9)
    context.close()
