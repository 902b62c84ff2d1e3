"""What a reader expects of the worked-example viewer (issue #13, "Readers expect"; #16): the focus
stays on a sensible control, legal cards are announced and marked by a shape, the keys are
listed; the table shows who led and which way play goes, the previous trick's winner and the
set-aside indicator apart; a refused action is titled as tried; two viewers on one page never
both step. Both languages, on a desktop and on a phone."""

import re

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, PHONE
from drawn import face, shows

pytestmark = pytest.mark.browser

SIZES = {"desktop": {}, "phone": PHONE}
HIDDEN_NINE = {"en": "/examples/304-hidden-nine/", "fr": "/fr/examples/304-hidden-nine/"}
BLIND = {"en": "/examples/501-blind-contract/", "fr": "/fr/examples/501-blind-contract/"}
TEXTS = {
    "en": {"playable": ", playable", "led": "Led by A", "anticlockwise": "Play goes anticlockwise",
           "clockwise": "Play goes clockwise", "previous_b": "Previous trick, won by B",
           "previous_c": "Previous trick, won by C", "refused": "D tries to play 10♣: the rules refuse it.",
           "keys": ["one step back or forward", "the first or the last step", "the next or the previous page"],
           "set_aside": "set aside, face down"},
    "fr": {"playable": ", jouable", "led": "Entamé par A",
           "anticlockwise": "Jeu en sens antihoraire", "clockwise": "Jeu en sens horaire",
           "previous_b": "Pli précédent, remporté par B", "previous_c": "Pli précédent, remporté par C",
           "refused": "D tente de jouer 10♣\u00a0: les règles le refusent.",
           "keys": ["une étape en arrière ou en avant", "la première ou la dernière étape",
                    "la page suivante ou précédente"],
           "set_aside": "mis de côté, face cachée"},
}


@pytest.fixture(params=list(SIZES))
def page_of(request, browser):
    """A page at desktop or phone size; `press(locator)` clicks or taps as that reader would."""
    context = browser.new_context(**SIZES[request.param])
    page = context.new_page()
    page.phone = request.param == "phone"
    page.press_on = (lambda locator: locator.tap()) if page.phone else (lambda locator: locator.click())
    yield page
    context.close()


def live(page):
    return page.locator(".deal-viewer__live")


def focused(page, script):
    """Evaluate `script` on the focused element (`e`)."""
    return page.evaluate(f"(() => {{ const e = document.activeElement; return {script}; }})()")


def open_branch(page, base_url, path):
    page.goto(base_url + path)
    page.press_on(page.locator(".deal-viewer__branch"))
    branch = page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    return branch


# The reader's whole walk through one branch of the hidden-nine example (step 15, D to play):
# one start of the engine per test, each expectation checked on the way.
@pytest.mark.parametrize("lang,page_of", LANGUAGE_DEVICE, indirect=["page_of"])
def test_a_branch_for_a_keyboard_and_screen_reader(page_of, base_url, lang):
    page = page_of
    the_last_step_keeps_the_focus_in_the_viewer(page, base_url, lang)
    # Branch start: the button pressed is gone; the focus is on a card that may be played.
    branch = open_branch(page, base_url, HIDDEN_NINE[lang] + "#step-15")
    assert focused(page, "e.matches('.deal-branch button.card.is-legal')")
    legal_cards_are_announced_and_marked_by_a_shape_not_the_focus_ring(page, branch, lang)
    a_refused_action_is_titled_as_tried_and_keeps_the_focus(page, branch, lang)
    # Each card picked: the focus goes to the next seat's playable cards.
    page.press_on(branch.locator('button.card[data-card="TH"]'))
    expect(branch.locator(".deal-frame__title")).not_to_have_class(re.compile("is-refused"))
    expect(branch.locator(".deal-frame__title")).to_contain_text("10♥")
    assert focused(page, "e.matches('.deal-branch button.card.is-legal')")
    material_page_keys_ask_before_leaving_a_branch(page, base_url, branch, lang)
    # Undoing the only action: Undo is disabled, the focus returns to D's playable cards.
    page.press_on(branch.locator(".deal-branch__undo"))
    expect(branch.locator(".deal-seat button.card.is-legal")).to_have_count(3)
    assert focused(page, "e.matches('.deal-branch button.card.is-legal')")
    # Back to the example: on "Play something else here" again.
    page.press_on(branch.locator(".deal-branch__back"))
    expect(page.locator(".deal-branch")).to_have_count(0)
    assert focused(page, "e.classList.contains('deal-viewer__branch')")


def the_last_step_keeps_the_focus_in_the_viewer(page, base_url, lang):
    """The last step reached: "next" is disabled, the focus moves to "previous", not to the
    page; the viewer keeps the focus, so its keys step it."""
    page.goto(base_url + HIDDEN_NINE[lang] + "#step-45")
    page.press_on(page.locator("[data-step=next]"))
    expect(page.locator(".deal-viewer__position")).to_contain_text("46")
    assert focused(page, "e.dataset.step") == "previous"
    page.keyboard.press("Home")
    expect(page.locator(".deal-viewer__position")).to_contain_text("0")
    assert focused(page, "e.dataset.step") == "next"


def legal_cards_are_announced_and_marked_by_a_shape_not_the_focus_ring(page, branch, lang):
    """At the branch's start, the focus on D's first legal card."""
    d_hand = branch.locator(".deal-seat:has(.deal-seat__name strong:text-is('D')) .deal-seat__hand")
    playable = d_hand.get_by_role("button", name=re.compile(re.escape(TEXTS[lang]["playable"]) + "$"))
    expect(playable).to_have_count(3)                 # 9♥ 10♥ 8♥: D must follow hearts
    names = d_hand.locator("button.card:not(.is-legal)").evaluate_all("cs => cs.map(c => c.getAttribute('aria-label'))")
    assert names and not any(TEXTS[lang]["playable"] in name for name in names), names
    # The legal mark is a band under the card, not an outline; the keyboard focus is an outline
    # ring of another style — the two are told apart without colour.
    legal, other = d_hand.locator("button.card.is-legal").nth(1), d_hand.locator("button.card:not(.is-legal)").first
    style = "c => { const s = getComputedStyle(c); return [s.outlineStyle, s.boxShadow]; }"
    outline, band = legal.evaluate(style)
    # A band, not blurred: under the card, or on its outer side in a phone's column of cards.
    under = re.compile(r"\) (0px [1-9][\d.]*px|-?[1-9][\d.]*px 0px) 0px")
    assert outline == "none" and under.search(band) and "inset" not in band, (outline, band)
    assert other.evaluate(style)[1] == "none"
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")                  # back on the first legal card, by keyboard
    ring, band_focused = page.evaluate(f"({style})(document.activeElement)")
    assert focused(page, "e.matches('button.card.is-legal:focus-visible')")
    assert ring not in ("none", "solid") and band_focused == band, (ring, band_focused)


def a_refused_action_is_titled_as_tried_and_keeps_the_focus(page, branch, lang):
    """D tries 10♣ while holding hearts: titled as tried, announced, and the position is the one
    before it (D still holds the card, which keeps the focus, to pick another one)."""
    page.press_on(branch.locator('button.card[data-card="TC"]'))
    expect(branch.locator(".deal-branch__message")).to_be_visible()
    expect(branch.locator(".deal-frame__title")).to_have_text(TEXTS[lang]["refused"])
    expect(page.locator(".deal-viewer__announcer")).to_contain_text(TEXTS[lang]["refused"])
    expect(branch.locator('.deal-seat__hand button.card[data-card="TC"]')).to_have_count(1)
    assert focused(page, "e.dataset.card") == "TC"


def material_page_keys_ask_before_leaving_a_branch(page, base_url, branch, lang):
    """Material's n and p keys during a branch with actions: the browser asks first (item 7 of
    #13 made the branch survive; here both keys, staying when the reader says no)."""
    for key in ["n", "p"]:
        asked = []
        page.once("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
        page.locator("body").focus()
        page.keyboard.press(key)
        page.wait_for_timeout(500)
        assert asked == ["beforeunload"], key
        assert page.url.startswith(base_url + HIDDEN_NINE[lang]), page.url
        expect(branch).to_have_count(1)


@pytest.mark.parametrize("lang,page_of", LANGUAGE_DEVICE_CROSSED, indirect=["page_of"])
def test_the_keys_are_listed_on_the_page(page_of, base_url, lang):
    page = page_of
    page.goto(base_url + HIDDEN_NINE[lang])
    keys = page.locator(".deal-viewer__keys")
    if page.phone:                                    # no keyboard: no list taking the room
        expect(keys).to_be_hidden()
        return
    expect(keys).to_be_visible()
    assert keys.locator("kbd").all_inner_texts() == ["←", "→", "Home", "End", "N", "P"]
    for text in TEXTS[lang]["keys"]:
        expect(keys).to_contain_text(text)


@pytest.mark.parametrize("lang,page_of", LANGUAGE_DEVICE, indirect=["page_of"])
def test_the_table_shows_who_led_and_which_way_play_goes(page_of, base_url, lang):
    page = page_of
    texts = TEXTS[lang]
    for path, step, direction in [(HIDDEN_NINE, 14, "anticlockwise"), (BLIND, 8, "clockwise")]:
        page.goto(f"{base_url}{path[lang]}#step-{step}")
        center = live(page).locator(".deal-center")
        expect(center.locator(".deal-trick__led")).to_have_text(texts["led"])
        expect(center.locator(".deal-trick__card.is-leader .deal-trick__seat")).to_have_text("A")
        expect(center.locator(".deal-direction")).to_have_text(re.compile(re.escape(texts[direction]) + "$"))
        expect(center.locator(".deal-direction__arrow")).to_have_text("↺" if direction == "anticlockwise" else "↻")
    # The static frames (no JavaScript, print) say the same.
    page.emulate_media(media="print")
    expect(page.locator(f"#step-8 .deal-direction")).to_contain_text(texts["clockwise"])
    page.emulate_media(media="screen")


@pytest.mark.parametrize("lang,page_of", LANGUAGE_DEVICE_CROSSED, indirect=["page_of"])
def test_the_previous_trick_shows_who_won_it(page_of, base_url, lang):
    page = page_of
    for path, step, winner, label in [(HIDDEN_NINE, 19, "B", "previous_b"), (BLIND, 10, "C", "previous_c")]:
        page.goto(f"{base_url}{path[lang]}#step-{step}")
        page.press_on(page.locator(".deal-viewer__controls button[aria-pressed]"))
        previous = live(page).locator(".deal-viewer__previous")
        expect(previous.locator(".deal-trick__label")).to_have_text(TEXTS[lang][label])
        expect(previous.locator(".deal-trick__card.is-winner .deal-trick__seat")).to_have_text(winner)


@pytest.mark.parametrize("lang,page_of", LANGUAGE_DEVICE, indirect=["page_of"])
def test_the_set_aside_indicator_is_drawn_apart_from_above(page_of, base_url, lang):
    page = page_of
    page.goto(base_url + HIDDEN_NINE[lang] + "#step-8")
    maker = live(page).locator(".deal-seat:has(.deal-seat__name strong:text-is('D'))")
    indicator = maker.locator(".deal-indicator .card")
    expect(face(indicator)).to_have_attribute(*shows("JS"))
    expect(indicator).to_have_class(re.compile("card--set-aside"))
    expect(indicator).to_have_attribute("aria-label", re.compile(re.escape(TEXTS[lang]["set_aside"])))
    expect(maker.locator(".deal-seat__hand .card")).to_have_count(7)      # not among the hand's cards
    expect(live(page).locator(".deal-center .deal-indicator")).to_have_count(0)
    # Lying crosswise: wider than tall, unlike the hand's cards (drawn upright, even where a
    # fan leaves only a strip of each to tap).
    shape = "c => { const r = c.querySelector('.card-svg').getBoundingClientRect(); return r.width > r.height; }"
    assert indicator.evaluate(shape)
    assert not maker.locator(".deal-seat__hand .card").first.evaluate(shape)


@pytest.mark.parametrize("lang,page_of", LANGUAGE_DEVICE_CROSSED, indirect=["page_of"])
def test_two_viewers_on_one_page_never_both_step(page_of, base_url, lang):
    """The page's one key handler gives a key to the viewer holding the focus, and to none when
    nothing holds it and there are two viewers. (No page has two yet: one is composed here from
    the two examples' pages, at the first one's address so that its links resolve.)"""
    page = page_of
    first = page.request.get(base_url + HIDDEN_NINE[lang]).text()
    second = page.request.get(base_url + BLIND[lang]).text()
    section = re.compile(r'<section class="deal-viewer".*?</section>\s*<script>.*?</script>', re.S)
    extra = section.search(second).group(0)
    composed = section.sub(lambda match: match.group(0) + extra, first, count=1)
    page.route(base_url + HIDDEN_NINE[lang], lambda route: route.fulfill(body=composed, content_type="text/html"))
    page.goto(base_url + HIDDEN_NINE[lang])
    positions = page.locator(".deal-viewer__position")
    expect(positions).to_have_count(2)
    one, two = page.locator(".deal-viewer").nth(0), page.locator(".deal-viewer").nth(1)

    def steps():
        return [re.search(r"\d+", text).group(0) for text in positions.all_inner_texts()]

    one.locator("[data-step=next]").focus()
    page.keyboard.press("ArrowRight")
    expect(positions.nth(0)).to_contain_text("1")
    assert steps() == ["1", "0"]
    two.locator("[data-step=next]").focus()
    page.keyboard.press("End")
    expect(positions.nth(1)).not_to_contain_text(re.compile(r"^\D*0\b"))
    assert steps()[0] == "1" and steps()[1] != "0"
    before = steps()
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Home")
    page.wait_for_timeout(300)
    assert steps() == before                          # nothing focused, two viewers: neither steps


# The choices panel a branch shares with the Play page (docs/assets/choices.js, #26): calls and
# bids are buttons reached by Tab, the stepper's buttons say what they do, the amount is said
# as it changes, and the focus stays in the branch after the call.
STEPS = {"en": {"up": "1 more", "down": "1 less", "up_ten": "10 more"},
         "fr": {"up": "1 de plus", "down": "1 de moins", "up_ten": "10 de plus"}}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_branchs_calls_by_keyboard_and_screen_reader(browser, base_url, lang):
    page = browser.new_page()
    page.goto(base_url + BLIND[lang] + "#step-0")
    page.locator(".deal-viewer__branch").focus()
    page.keyboard.press("Enter")
    branch = page.locator(".deal-branch")
    expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
    assert focused(page, "e.matches('.deal-branch .choices button')")
    row = branch.locator(".choices__row:has(.choices__stepper)")
    labels = STEPS[lang]
    up = row.get_by_role("button", name=labels["up"], exact=True)
    expect(up).to_have_count(1)
    expect(row.get_by_role("button", name=labels["down"], exact=True)).to_have_count(1)
    expect(row.get_by_role("button", name=labels["up_ten"], exact=True)).to_have_count(1)
    amount = row.locator(".choices__amount")
    expect(amount).to_have_attribute("aria-live", "polite")
    shown = int(amount.inner_text())
    up.focus()
    page.keyboard.press("Enter")
    expect(amount).to_have_text(str(shown + 1))
    page.keyboard.press("Tab")                    # +10
    page.keyboard.press("Tab")                    # the bid, with its amount
    assert focused(page, "e.classList.contains('choices__send')")
    assert str(shown + 1) in focused(page, "e.textContent")
    page.keyboard.press("Enter")
    expect(branch.locator(".deal-frame__title")).to_contain_text(str(shown + 1))
    assert focused(page, "!!e.closest('.deal-branch')")
    page.close()
