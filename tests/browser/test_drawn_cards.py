"""Every kind of table draws its cards as cards (issue #26, "One table for every page"): a worked
example (its static frames too, the same markup as the viewer draws), a branch of one, a puzzle,
a lesson and the Play page, in both languages, on a phone (touch) and a desktop.

On each: every card is an image of its file among the language's cards (hooks/cards.py), drawn,
with no text tile left; a face shows its rank and its suit's shape and letter in two corners, in
the page's language; a card one taps is a target of at least 24 × 24 px that the tap reaches
(not another card of the fan), and its accessible name starts with what its face shows, "9♠,
nine of spades" (checked here: axe-core's label-content-name-mismatch sees no text in an
image); axe-core's rules about names, images, targets and contrast find nothing on the table.
A face-down card, a back, the indicator set aside crosswise and a card
turned up at the inspection each look different."""

import json
import re

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, ROOT, foreign_requests
from drawn import LOOK, drawing, face, shows
from engine.messages import card_label, translation

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PREFIX = {"en": "", "fr": "/fr"}
DEVICES = {"phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
           "desktop": {"viewport": {"width": 1280, "height": 800}}}
# The rules axe-core checks on each table: names and what they hold, images, targets.
RULES = ["label-content-name-mismatch", "target-size", "button-name", "role-img-alt",
         "aria-hidden-focus", "nested-interactive", "svg-img-alt", "color-contrast"]


@pytest.fixture(params=list(DEVICES))
def device(request, browser, base_url):
    context = browser.new_context(**DEVICES[request.param])
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.add_init_script(path=str(AXE))
    foreign = foreign_requests(page, base_url)
    page.phone = request.param == "phone"
    page.press_on = (lambda node: node.tap()) if page.phone else (lambda node: node.click())
    yield page
    context.close()
    assert foreign == [], f"the page requested other hosts: {foreign}"


def corners(card: str, lang: str) -> list:
    """What a face's corners say, in `lang`: its rank and its suit's letter, twice."""
    rank = re.sub("[♠♥♦♣]", "", card_label(card, lang))
    letter = dict(zip("SHDC", translation(lang).gettext("S H D C").split()))[card[1]]
    return [rank, letter, rank, letter]


def check_cards(root, lang, taps=True, min_width=34) -> list:
    """Every card under `root` drawn as a card; fails with what is wrong, one line each.
    `taps`: a tap at the middle of each card button reaches it; `min_width`: the narrowest
    card face allowed (in px: 1.7rem), backs of a hidden hand aside. Returns the cards' looks."""
    page = root.page
    cards = root.locator(".card")
    assert cards.count() > 0, "no card on this table"
    # (Images are fetched when in view.)
    root.scroll_into_view_if_needed()
    page.wait_for_function("(node) => [...node.querySelectorAll('img.card-svg')].every((i) => i.complete)",
                           arg=root.element_handle())
    looks = cards.evaluate_all(f"cards => cards.map({LOOK})")
    wrong = []
    for look in looks:
        where = f"{look['label']!r} ({look['id']})"
        drawn = drawing(page, look)
        if look["text"].strip():
            wrong.append(f"{where}: a text tile, «{look['text']}»")
        if not look["drawn"] or f"/assets/cards/{lang}/" not in look["file"]:
            wrong.append(f"{where}: not drawn from the cards in {lang} ({look['file']})")
        if look["id"] == "back":
            if drawn["texts"]:
                wrong.append(f"{where}: a back with a face")
        else:
            card = look["id"]
            if drawn["texts"] != corners(card, lang) or drawn["shapes"] != [f"#suit-{card[1]}"] * 3:
                wrong.append(f"{where}: corners {drawn['texts']} {drawn['shapes']}")
            if look["width"] < min_width and "card--set-aside" not in look["classes"]:
                wrong.append(f"{where}: {look['width']:.0f} px wide")
        if not look["label"]:
            wrong.append(f"{where}: no name")
        if look["tag"] == "button":
            card = look["id"]
            if not look["label"].startswith(card_label(card, lang) + ", "):
                wrong.append(f"{where}: the name does not start with what the face shows")
            if look["boxWidth"] < 24 or look["boxHeight"] < 24:
                wrong.append(f"{where}: a target of {look['boxWidth']:.0f} × {look['boxHeight']:.0f} px")
        elif look["role"] != "img":
            wrong.append(f"{where}: neither a button nor an image")
    if taps:
        # A tap at the middle of a card one may tap reaches that card, not its neighbour.
        missed = root.locator("button.card").evaluate_all("""cards => cards.filter((c) => {
          c.scrollIntoView({ block: 'center' });
          const s = c.getBoundingClientRect();
          const hit = document.elementFromPoint(s.x + s.width / 2, s.y + s.height / 2);
          return !(hit && hit.closest('.card') === c); }).map((c) => c.dataset.card)""")
        if missed:
            wrong.append(f"taps at the middle of {missed} reach another element")
    violations = axe(root)
    assert not wrong and not violations, "\n".join(wrong + violations)
    return looks


def axe(root) -> list:
    """axe-core's RULES on `root`: one line per element that breaks one."""
    return root.evaluate("""async (node, rules) => (await axe.run(node, { runOnly: rules, resultTypes: ['violations'] }))
      .violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id}: ${n.target.join(' ')} — ${n.failureSummary.replace(/\\s+/g, ' ').slice(0, 160)}`))""",
                         RULES)


def static_cards(root) -> list:
    """Each card's markup, its image's address made absolute (the page writes it relative)."""
    return root.locator(".card").evaluate_all("""cards => cards.map((c) => {
      const copy = c.cloneNode(true); const image = copy.querySelector('img');
      image.setAttribute('src', c.querySelector('img').src); return copy.outerHTML; })""")


NO_TINT = "rgba(0, 0, 0, 0)"


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE, indirect=["device"])
def test_a_worked_example_draws_its_cards(device, base_url, lang):
    page = device
    page.goto(f"{base_url}{PREFIX[lang]}/examples/304-hidden-nine/#step-14")
    live = page.locator(".deal-viewer__live")
    expect(live.locator(".deal-frame__title")).to_contain_text("14")
    looks = {look["id"]: look for look in check_cards(live.locator(".deal-table"), lang, taps=False)}
    # The static frame of the same step (for readers without JavaScript, and for print: made
    # when printing) is the same markup, card for card: no text tiles before the viewer starts.
    page.emulate_media(media="print")
    expect(page.locator("#step-14 .deal-table")).to_be_visible()
    assert static_cards(page.locator("#step-14 .deal-table")) == static_cards(live.locator(".deal-table"))
    page.emulate_media(media="screen")
    # B's 9♠, played face down, seen from above: a face, tinted, in a dashed frame.
    down, plain = looks["9S"], looks["AH"]
    assert "card--face-down" in down["classes"] and down["outline"] == "dashed" and down["tint"] != NO_TINT, down
    assert plain["outline"] == "none" and plain["tint"] == NO_TINT, plain
    # …a back for A, who has not seen it.
    page.select_option(".deal-viewer__view select", "A")
    b_card = live.locator(".deal-trick__card:has(.deal-trick__seat:text-is('B')) .card")
    expect(face(b_card)).to_have_attribute(*shows(None))
    back = b_card.evaluate(LOOK)
    assert back["outline"] == "none" and back["tint"] == NO_TINT and back["height"] > back["width"], back
    check_cards(live.locator(".deal-table"), lang, taps=False)
    # The indicator set aside: crosswise (wider than tall), in a dotted frame.
    page.select_option(".deal-viewer__view select", "*")
    page.evaluate("location.hash = '#step-8'")
    aside = live.locator(".deal-indicator .card")
    expect(face(aside)).to_have_attribute(*shows("JS"))
    look = aside.evaluate(LOOK)
    assert look["width"] > look["height"] and look["outline"] == "dotted", look
    # Turned up at the inspection: a plain face again, like any card played face up.
    page.evaluate("location.hash = '#step-18'")
    turned = live.locator(".deal-trick__card:has(.deal-trick__seat:text-is('B')) .card")
    expect(face(turned)).to_have_attribute(*shows("9S"))
    look = turned.evaluate(LOOK)
    assert "card--face-down" not in look["classes"] and look["outline"] == "none" and look["tint"] == NO_TINT, look


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_static_frames_draw_cards_without_javascript(browser, base_url, lang):
    context = browser.new_context(java_script_enabled=False, **DEVICES["phone"])
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(f"{base_url}{PREFIX[lang]}/examples/501-blind-contract/")
    for step in ("#step-0", "#step-12"):
        table = page.locator(f"{step} .deal-table")
        looks = table.locator(".card").evaluate_all(f"cards => cards.map({LOOK})")
        assert looks and all(look["drawn"] and not look["text"].strip() for look in looks)
        assert all(drawing(page, look)["texts"] == corners(look["id"], lang) for look in looks
                   if look["id"] != "back")
    context.close()


@pytest.mark.parametrize("lang,screen", [("en", "phone"), ("fr", "desktop")])
def test_branches_draw_their_cards_and_name_them_as_they_show(browser, base_url, lang, screen):
    """A 501 branch, the declarer's hand at the bottom (its 9♣ tripped label-content-name-mismatch:
    "nine of clubs, playable" for "9♣"), and a 304 one whose seat to act sits on the left, its
    hand a fan (two rows on a desktop, a column on a phone)."""
    context = browser.new_context(**DEVICES[screen])
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.add_init_script(path=str(AXE))
    press = (lambda node: node.tap()) if screen == "phone" else (lambda node: node.click())
    for path, step, seat in [("501-blind-contract", 12, "A"), ("304-hidden-nine", 15, "D")]:
        page.goto(f"{base_url}{PREFIX[lang]}/examples/{path}/#step-{step}")
        press(page.locator(".deal-viewer__branch"))
        branch = page.locator(".deal-branch")
        expect(branch.locator(".deal-branch__intro")).to_be_visible(timeout=120_000)
        hand = branch.locator(f".deal-seat:has(.deal-seat__name strong:text-is('{seat}')) .deal-seat__hand")
        expect(hand.locator("button.card.is-legal").first).to_be_visible()
        check_cards(branch.locator(".deal-table"), lang)
        names = hand.locator("button.card").evaluate_all("cs => cs.map((c) => c.getAttribute('aria-label'))")
        assert names and all(re.match(r"(10|[2-9JQKAVDR])[♠♥♦♣], ", name) for name in names), names
        # A tap on a card of the fan plays that card.
        legal = hand.locator("button.card.is-legal").last
        card = legal.get_attribute("data-card")
        press(legal)
        expect(branch.locator(".deal-frame__title")).to_contain_text(card_label(card, lang))
        page.once("dialog", lambda dialog: dialog.accept())
        press(branch.locator(".deal-branch__back"))
        expect(page.locator(".deal-branch")).to_have_count(0)
    context.close()


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE_CROSSED, indirect=["device"])
def test_a_puzzle_draws_its_cards(device, base_url, lang):
    page = device
    page.goto(f"{base_url}{PREFIX[lang]}/puzzles/#puzzle-defender-ruffs-face-down")
    puzzle = page.locator("#puzzle-defender-ruffs-face-down")
    expect(puzzle.locator(".puzzle__position button.card.is-legal").first).to_be_visible()
    check_cards(puzzle.locator(".puzzle__position .deal-table"), lang)
    # The puzzle's own file (its page without JavaScript) holds the same cards.
    html = page.request.get(f"{base_url}{PREFIX[lang]}/puzzles/defender-ruffs-face-down.html").text()
    assert re.search(rf'src="(\.\./)+assets/cards/{lang}/AD\.svg"', html)
    # After the right card, the table moves on; the line played on lists its cards, drawn.
    page.press_on(puzzle.locator('.puzzle__position button.card[data-card="AD"]'))
    expect(puzzle.locator(".puzzle__right")).to_be_visible()
    check_cards(puzzle.locator(".puzzle__position .deal-table"), lang)


@pytest.mark.parametrize("lang,device", LANGUAGE_DEVICE, indirect=["device"])
def test_a_lesson_draws_its_cards(device, base_url, lang):
    page = device
    page.goto(f"{base_url}{PREFIX[lang]}/304/first-deal/")
    lesson = page.locator('.lesson[data-lesson="304-first-deal-open"]')
    expect(lesson).to_have_class(re.compile("is-interactive"))
    check_cards(lesson.locator(".lesson-step:visible .deal-table"), lang)
    # A question answered by a card: its choices show the cards, drawn, named as they show.
    step = lesson.locator(".lesson-step:has(.lesson-choice .card)").first
    page.goto(f"{base_url}{PREFIX[lang]}/304/first-deal/#{step.get_attribute('id')}")
    page.reload()
    step = lesson.locator(".lesson-step:visible")
    expect(step.locator(".lesson-choice .card").first).to_be_visible()
    check_cards(step.locator(".deal-table"), lang)
    check_cards(step.locator(".lesson-question__choices"), lang, taps=False)
    names = step.locator(".lesson-choice").evaluate_all("bs => bs.map((b) => b.querySelector('.card').getAttribute('aria-label'))")
    assert all(re.match(r"(10|[2-9JQKAVDR])[♠♥♦♣], ", name) for name in names), names


# tutorials/304/early-caps.toml after trick 1, A the maker (test_play_page.py's EARLY_CAPS):
# backs, the indicator set aside, a card turned up at the inspection.
@pytest.mark.parametrize("lang,screen", [("en", "phone"), ("fr", "desktop")])
def test_the_play_page_draws_its_cards(browser, base_url, lang, screen):
    from test_play_page import EARLY_CAPS, TEST_SETTINGS
    context = browser.new_context(**DEVICES[screen])
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.add_init_script(path=str(AXE))
    page.add_init_script(TEST_SETTINGS)
    page.add_init_script(f"localStorage.setItem('practice-table:match', {json.dumps(json.dumps(EARLY_CAPS))})")
    page.goto(f"{base_url}{PREFIX[lang]}/play/")
    table = page.locator(".play__table")
    expect(table.locator(".deal-seat--bottom button.card").first).to_be_visible(timeout=120_000)
    looks = check_cards(table, lang)
    kinds = {("back" if look["id"] == "back" else "aside" if "card--set-aside" in look["classes"]
              else "down" if "card--face-down" in look["classes"] else "face") for look in looks}
    assert kinds == {"back", "aside", "down", "face"}, kinds
    context.close()
