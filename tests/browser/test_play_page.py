"""The practice table (docs/play*.md, docs/assets/play/) in Chromium, both languages, desktop
and phone: a whole 304 deal and a whole 501 deal played to the review, the hint, undo, the Caps
warning, a deal's link reopened in a fresh browser context, and a bad link.

The bots think at a small budget and without pauses (the page's test settings
`playTestBudgetMs` and `playTestDelayMs`), so that a deal takes seconds."""

import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, PHONE
from drawn import LOOK, face, shows

pytestmark = pytest.mark.browser

PAGES = {"en": "/play/", "fr": "/fr/play/"}
LAPTOP = {"width": 1280, "height": 800}
WORTH_LIMIT = 5000         # positions for each deal drawn and trump of "what the cards were worth"
TEST_SETTINGS = ("globalThis.playTestDelayMs = 0; globalThis.playTestBudgetMs = 5; "
                 "globalThis.playTestSolveLimit = 20000; globalThis.playTestFillLimit = 200000; "
                 f"globalThis.playTestWorthLimit = {WORTH_LIMIT};")
TEXTS = {
    "en": {"over": "The deal is over.", "review": "Review this deal", "mistakes": "Your three costliest cards", "worth_bid": "Points bid",
           "hint": "Hint", "strong": re.compile(r"^(The strong bot would choose|[A-D] \S+[^…]*: )"), "undo": "Undo my last action",
           "caps": "Your side can prove Caps", "bad": "This link cannot be opened.",
           "tampered": "This link has been changed since it was made", "pass": "passes",
           "refused": "Refused:", "rule": "Read the rule", "play_on": "Play on from here",
           "weighing": "Weighing card", "call_caps": "Call Caps…",
           "call_order": "Call Caps with this order", "called": "A calls Caps.", "pending": "weighing…",
           "play_on_caps": "Play on without calling", "contract": "Contract:", "points": "Card points",
           "undone": "Taken back:", "abandon": "Abandon this match? It cannot be resumed."},
    "fr": {"over": "La donne est terminée.", "review": "Analyser cette donne",
           "mistakes": "Vos trois cartes les plus coûteuses", "worth_bid": "Points annoncés", "hint": "Conseil",
           "strong": re.compile(r"^(Le robot fort choisirait|[A-D] \S+[^…]*\u00a0: )"), "undo": "Annuler ma dernière action",
           "caps": "Votre camp peut prouver un Caps", "bad": "Ce lien ne peut pas être ouvert.",
           "tampered": "Ce lien a été modifié depuis sa création", "pass": "passe",
           "refused": "Refusé\u00a0:", "rule": "Lire la règle", "play_on": "Reprendre d’ici",
           "weighing": "en cours d’analyse", "call_caps": "Annoncer Caps…",
           "call_order": "Annoncer Caps dans cet ordre", "called": "A annonce Caps.", "pending": "en cours…",
           "play_on_caps": "Continuer sans annoncer", "contract": "Contrat\u00a0:", "points": "Points des cartes",
           "undone": "Repris\u00a0:", "abandon": "Abandonner cette partie\u00a0? Vous ne pourrez pas la reprendre."},
}

# tutorials/304/early-caps.toml after trick 1: A, the maker, can prove Caps (304-K3).
EARLY_CAPS = {
    "v": 1, "game": "304", "seat": "A", "level": "strong", "options": {}, "seed": 7, "branch": False,
    "deals": [{"scenario": {
        "game": "304", "id": "early-caps", "dealer": "D", "options": {}, "tokens": [11, 11],
        "hands": {"A": "JH 9H TH JD AH 9S AS JC", "B": "9D AD TD TS QS KH 8H 7C",
                  "C": "JS KS QH 9C AC TC KC 8C", "D": "KD QD 8D 7D 8S 7S 7H QC"}},
        "actions": ["A bid 200", "B pass", "C pass", "D pass", "A indicator TH", "A pass",
                    "B pass", "C pass", "D pass", "A play JD", "B play TD", "C play JS",
                    "D play 7D"]}],
}


@pytest.fixture
def phone(browser, base_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def first_pass(state):
    """The review's items for a finished deal as the page's first pass makes them (TEST_SETTINGS'
    playTestBudgetMs and playTestSolveLimit), card after card in the page's order; an item whose
    open-hand search was cut at the limit has open.cut."""
    from engine.app import review
    review.forget_review_tables()
    items, first = [], 0
    while first is not None:
        part = review.review(state, 0, first, "en", 5, 60_000, 20_000)
        items += part["items"]
        first = part["next"]
    return items


def first_pass_cuts(state):
    return [item for item in first_pass(state) if item["open"]["cut"]]


def table_page(request, screen):
    return request.getfixturevalue("site_page" if screen == "desktop" else "phone")


def open_table(page, base_url, lang, hash_=""):
    if page.viewport_size["width"] > 500:
        page.set_viewport_size(LAPTOP)
    page.add_init_script(TEST_SETTINGS)
    page.goto(base_url + PAGES[lang] + hash_)


def start(page, game="304", seat="A", players="3"):
    form = page.locator(".play__setup")
    expect(form).to_be_visible()
    form.locator(f"input[name=game][value='{game}']").check()
    if game == "501":
        form.locator("select[name=players]").select_option(players)
    form.locator("select[name=seat]").select_option(seat)
    press(page, form.locator(".play__start"))
    expect(page.locator("section.play")).to_have_attribute("data-turn", re.compile("yours|bots|caps|over"))


def wait_for_reader(page):
    """Until the table waits for the reader (to act, or to answer the coach's Caps warning out
    of turn) or the deal is over; returns which."""
    root = page.locator("section.play")
    expect(root).to_have_attribute("data-turn", re.compile("yours|caps|over"))
    return root.get_attribute("data-turn")


def next_deal(page):
    deals = page.evaluate("JSON.parse(localStorage.getItem('practice-table:match')).deals.length")
    page.locator(".play__next").click()
    page.wait_for_function("JSON.parse(localStorage.getItem('practice-table:match')).deals.length"
                           f" > {deals}")


def until_yours(page):
    """Until the reader is to act (a deal the bots end at once, by a redeal, is followed by the
    next)."""
    for _ in range(6):
        turn = wait_for_reader(page)
        if turn == "yours":
            return
        if turn == "caps":
            play_on_without_caps(page)
            continue
        next_deal(page)
    pytest.fail("the reader never came to act")


def saved_actions(page) -> list:
    state = json.loads(page.evaluate("localStorage.getItem('practice-table:match')"))
    return state["deals"][-1]["actions"]


def press(page, locator):
    """Tap on a phone (a touch screen), click on a desktop."""
    if page.viewport_size["width"] <= 500:
        locator.tap()
    else:
        locator.click()


# Everything needed to act is on the first screen (#26): the bar above the table (deal,
# contract, score), every seat (its card count), the trick, the reader's hand, whose turn it
# is and every enabled control, without scrolling; no documentation around the table.
FIRST_SCREEN = """() => {
  const wrong = [];
  const inside = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  };
  const needed = [...document.querySelectorAll(
    '.play__header, .play__table .deal-seat, .play__table .deal-center, .play__table .deal-center .card, ' +
    '.play__turn, .play__table .deal-seat--bottom .card, .play__refused, .play__over')];
  const controls = [...document.querySelectorAll('.play__live button:not(:disabled)')]
    .filter((b) => b.offsetParent !== null && !b.closest('.play__log, .play__previous, .play__switches'));
  if (!controls.length) wrong.push('no control');
  for (const node of [...needed, ...controls]) {
    if (!inside(node)) wrong.push(`${node.className} «${node.textContent.slice(0, 40)}» at ${Math.round(node.getBoundingClientRect().bottom)}`);
  }
  if (scrollY !== 0) wrong.push(`scrolled to ${scrollY}`);
  const shown = (sel) => { const n = document.querySelector(sel); return n && n.offsetParent !== null; };
  for (const sel of ['.md-sidebar--secondary', '.md-top', '.md-footer', 'article > h1'])
    if (shown(sel)) wrong.push(`shown: ${sel}`);
  if (innerWidth >= 1220 && shown('.md-sidebar--primary')) wrong.push('shown: the navigation sidebar');
  for (const seat of document.querySelectorAll('.play__table .deal-seat:not(.deal-seat--bottom)'))
    if (seat.querySelector('.card--back') && !seat.querySelector('.tag--count')) wrong.push('a hand without its count');
  return wrong;
}"""
# The layout shifts since the page loaded, as Chromium scores them (those right after a tap or
# a click excepted, as the Core Web Vitals count them).
RECORD_SHIFTS = ("window.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) "
                 "if (!entry.hadRecentInput) window.__shift += entry.value; })"
                 ".observe({ type: 'layout-shift', buffered: true });")
# The names of the requests the page sends its engine, in order, in `window.__asked`.
RECORD_REQUESTS = ("window.__asked = []; const post = Worker.prototype.postMessage; "
                   "Worker.prototype.postMessage = function (message, ...rest) { "
                   "if (message && message.fn) window.__asked.push(message.fn); "
                   "return post.call(this, message, ...rest); };")


def first_screen(page):
    wrong = page.evaluate(FIRST_SCREEN)
    assert wrong == [], f"not on the first screen: {wrong}"


def play_on_without_caps(page):
    """The coach's Caps warning holds the bots (304-K4): the reader plays on without calling,
    and a bot acts."""
    before = len(saved_actions(page))
    press(page, page.locator(".play__caps-warning .play__caps-play-on"))
    page.wait_for_function(f"JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1).actions.length > {before}")


def play_one(page, bid_once):
    """One action of the reader's, by tapping: a give, else a card (to play, or to set aside as
    the indicator), else a contract, else (once) a bid by the stepper or a quick bid, else a
    pass, else the first choice offered."""
    live = page.locator(".play__live")
    before = len(saved_actions(page))
    give = live.locator("button.choices__give")
    card = live.locator(".play__table button.card.is-legal")
    contract = live.locator(".choices__contract")
    stepper = live.locator(".choices .choices__row:has(.choices__stepper) button.choices__send")
    if give.count():
        press(page, give.first)
    elif card.count():
        press(page, card.first)
        if live.locator(".choices__choose").count() or give.count():
            return bid_once                         # a 501 give: the seat comes next
    elif contract.count():
        # A trump (the last offered: no trump) and the amount, one step up.
        press(page, contract.locator("button.choices__suit").last)
        expect(contract.locator("button.choices__suit").last).to_have_attribute("aria-pressed", "true")
        press(page, contract.locator("button.choices__step").filter(has_text=re.compile("^\\+$")))
        press(page, contract.locator("button.choices__send"))
        page.wait_for_function(f"JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1).actions.length > {before}")
        assert re.fullmatch(r"[A-D] contract NT \d+", saved_actions(page)[before]), saved_actions(page)[before:]
        return bid_once
    elif bid_once and stepper.count():
        # A bid by the stepper: up by ten (when amounts are a point apart) and by one step.
        row = live.locator(".choices__row:has(.choices__stepper)")
        shown = row.locator(".choices__amount").inner_text()
        ten = row.locator("button.choices__step", has_text="+10")
        if ten.count():
            press(page, ten)
        press(page, row.locator("button.choices__step").filter(has_text=re.compile("^\\+$")))
        amount = row.locator(".choices__amount").inner_text()
        assert int(amount) > int(shown)
        expect(stepper).to_contain_text(amount)
        press(page, stepper)
        page.wait_for_function(f"JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1).actions.length > {before}")
        assert saved_actions(page)[before].endswith(f" bid {amount}")
        return False
    elif bid_once and live.locator("button.choices__quick-bid").count():
        press(page, live.locator("button.choices__quick-bid").first)
        bid_once = False
    elif live.locator("button.choices__call-pass").count():
        press(page, live.locator("button.choices__call-pass"))
    else:
        press(page, live.locator(".choices button").first)
    page.wait_for_function(f"JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1).actions.length > {before}")
    return bid_once


def play_to_the_end(page, texts):
    """Play deals by tapping until one ends with the reader's cards played (a redeal, or an
    auction every seat passed, ends a deal before the play: the next deal follows), the first
    screen checked at every decision; then the deal's result."""
    for _ in range(6):
        bid_once = True
        for _ in range(200):
            turn = wait_for_reader(page)
            if turn == "over":
                break
            first_screen(page)
            if turn == "caps":
                play_on_without_caps(page)
            else:
                bid_once = play_one(page, bid_once)
        expect(page.locator(".play__turn")).to_have_text(texts["over"])
        first_screen(page)
        seat = page.evaluate("JSON.parse(localStorage.getItem('practice-table:match')).seat")
        if any(action.startswith(f"{seat} play") for action in saved_actions(page)):
            return
        # The next deal is saved as soon as it starts: count the deals (with the bots at full
        # speed, the next deal may itself be over before its empty start is seen).
        deals = page.evaluate("JSON.parse(localStorage.getItem('practice-table:match')).deals.length")
        press(page, page.locator(".play__next"))
        page.wait_for_function("JSON.parse(localStorage.getItem('practice-table:match')).deals.length"
                               f" > {deals}")
    pytest.fail("no deal reached the play")


def the_result(page, texts, game):
    """The result panel: the contract and its maker, the card points, the tallies before →
    after; the log numbered in playing order past 9."""
    over = page.locator(".play__over")
    expect(over).to_contain_text(texts["contract"])
    expect(over).to_contain_text(texts["points"])
    expect(over).to_contain_text("→")
    expect(over.locator(".play__review")).to_have_text(texts["review"])
    numbers = page.evaluate("[...document.querySelectorAll('.play__log-list li')].map((li) => li.value)")
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 10, numbers
    assert page.evaluate("window.__shift") < 0.1, page.evaluate("window.__shift")


def review(page, texts):
    press(page, page.locator(".play__review"))
    expect(page.locator(".play__review-table")).to_be_visible(timeout=240_000)
    expect(page.locator(".play__live")).to_contain_text(texts["mistakes"])


CALLS = {"en": re.compile(r"contract|No one bid"), "fr": re.compile(r"contrat|Personne n’a annoncé")}
# A French figure of points below 2 written in the plural ("0,5 points", "1,5 points").
FRENCH_PLURAL_BELOW_2 = re.compile(r"(?<![\d,])[01](,\d)?\u00a0?points\b")


def expect_calls(page, lang):
    """#24: the calls weighed by open hands with each trump, once the review has them (or the
    note that the deal had no contract in points); French points below 2 in the singular."""
    box = page.locator(".play__calls-box")
    expect(box.locator(".play__calls-intro, .play__calls-none")).to_have_count(1, timeout=240_000)
    if box.locator(".play__calls-intro").count():
        expect(box.locator(".play__calls-intro")).to_contain_text(CALLS[lang])
        assert box.locator(".play__calls li").count() >= 1
    if lang == "fr":
        text = page.locator(".play__live").inner_text()
        assert not FRENCH_PLURAL_BELOW_2.search(text), FRENCH_PLURAL_BELOW_2.search(text)


def expect_worth(page, state, lang):
    """#28: what the reader's cards were worth, once the sixteen deals are drawn: the engine's
    own figures (at the page's test bound), a row per bid (304: 160 to 240; 501: 66 to 140 and
    the reader's own), a column per trump among the four cards (304) or per contract (501), the
    reader's bid and trump marked."""
    from engine.app import worth_words
    hand = worth_words.in_review(state, 0)
    words = worth_words.in_words(worth_words.figures(hand, None, WORTH_LIMIT), hand, lang)
    box = page.locator(".play__worth-box")
    expect(box.locator(".play__worth")).to_be_visible(timeout=240_000)
    expect(box.locator(".play__worth-summary")).to_have_text(words["summary"])
    heads = box.locator(".play__worth thead th")
    expect(heads).to_have_text([TEXTS[lang]["worth_bid"]] + [c["text"] for c in words["columns"]])
    for at, column in enumerate(words["columns"], start=1):
        expect(heads.nth(at)).to_have_attribute("aria-label", column["title"])
    rows = box.locator(".play__worth tbody tr")
    expect(rows).to_have_count(len(words["rows"]))
    for at, row in enumerate(words["rows"]):
        expect(rows.nth(at).locator("td")).to_have_text([cell["text"] for cell in row["cells"]])
        assert rows.nth(at).locator("td strong").count() == sum(c["best"] for c in row["cells"])
    expect(box.locator("tr.is-mine")).to_have_count(1 if hand["bid"] else 0)


@pytest.mark.parametrize("lang,screen", [("en", "desktop"), ("fr", "phone")])
def test_the_bidding_hint_says_what_the_four_cards_were_worth(request, base_url, lang, screen):
    """#28: in the first auction the hint's sentence is followed by what the reader's four cards
    were worth as maker, the deals drawn counted as they come; then the engine's sentence."""
    from engine.app import worth_words
    from engine.app.hint import hint
    page = table_page(request, screen)
    open_table(page, base_url, lang)
    fresh = json.loads(json.dumps(EARLY_CAPS))
    fresh["deals"][0]["actions"] = []
    page.evaluate("state => localStorage.setItem('practice-table:match', JSON.stringify(state))", fresh)
    page.reload()
    expect(page.locator("section.play")).to_have_attribute("data-turn", "yours")
    page.locator(".play__hint-button").click()
    expect(page.locator(".play__hint")).to_contain_text(TEXTS[lang]["strong"])
    action = hint(fresh, lang, 5)["action"]
    hand = worth_words.in_play(fresh, action)
    summary = worth_words.summary(worth_words.figures(hand, None, WORTH_LIMIT), hand, lang)
    expect(page.locator(".play__hint-worth")).to_have_text(summary, timeout=120_000)
    assert str(hand["bid"]) in summary
    # Acting clears both.
    press(page, page.locator(".play__live button.choices__call-pass"))
    expect(page.locator(".play__hint-worth")).to_have_count(0)
    if screen == "phone":
        assert page.evaluate("document.documentElement.scrollWidth") <= 390 + 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_within_the_margin_is_a_tie_not_a_mistake(request, base_url, lang):
    """#24: a reader's card whose cost by what they knew is within the margin of the best is
    shown as a tie and is not among the costliest cards; the mistakes listed are exactly the
    cards past the margin (the engine's own figures for the deal, at the page's test budget)."""
    from engine.app import links
    from engine.messages import card_label
    from tests.engine.test_practice import finished_deal
    state = finished_deal(6)
    items = first_pass(state)
    mine = [item for item in items if item["seat"] == state["seat"]]
    ties = [item for item in mine if item["knew"]["verdict"] == "tie" and item["knew"]["cost"] > 0]
    worse = [item for item in mine if item["knew"]["verdict"] == "worse"]
    assert ties, mine
    page = table_page(request, "desktop")
    page.add_init_script(RECORD_REQUESTS)
    open_table(page, base_url, lang, "#" + links.encode_link(state, 0))
    expect(page.locator(".play__review-table")).to_be_visible(timeout=240_000)
    rows = page.locator(".play__review-table tbody tr")
    cards = [item for item in items if item["seat"] == state["seat"]]
    expect(rows).to_have_count(len(cards))
    for at, item in enumerate(cards):
        cell = rows.nth(at).locator("td.play__knew")
        if item in ties:
            expect(cell).to_have_attribute("data-verdict", "tie")
    mistakes = page.locator(".play__mistakes li")
    expect(mistakes).to_have_count(min(len(worse), 3))
    listed = " ".join(mistakes.all_inner_texts())
    for item in ties:
        word = "trick" if lang == "en" else "pli"
        named = re.escape(f"{card_label(item['action'].split()[2], lang)}, {word} {item['trick']}")
        assert not re.search(named + r"(\D|$)", listed), listed
    if not worse:
        expect(page.locator(".play__no-mistakes")).to_be_visible()
    # The cards the first pass cut at the page's test limit are weighed again, in place.
    cuts = [item for item in items if item["open"]["cut"]]
    assert cuts
    if lang == "en":
        # Playing on from a card while they are weighed: the engine answers one request at a
        # time, so the table waits for the card being weighed, and no other is asked for once
        # the reader has chosen; back in the review, the rest are weighed.
        expect(page.locator(".play__filling")).to_have_count(1)
        page.locator(".play__play-from").first.click()
        expect(page.locator(".play__table")).to_be_visible()
        expect(page.locator(".play__back-review")).to_be_visible()
        asked = page.evaluate("window.__asked")
        after = asked[asked.index("practice_play_from") + 1:]
        assert "practice_review" not in after, asked
        page.locator(".play__back-review").click()
        expect(page.locator(".play__review-table")).to_be_visible()
    page.locator(".play__whose select").select_option("all")
    expect(page.locator(".play__filling")).to_have_count(0, timeout=240_000)
    expect(page.locator(".play__review-table td.play__cost[data-pass='2']")).to_have_count(len(cuts))
    expect_calls(page, lang)


@pytest.mark.parametrize("lang,screen", [("en", "desktop"), ("fr", "phone")])
def test_a_whole_304_deal_to_the_review_and_its_link_elsewhere(request, browser, base_url, lang, screen):
    texts = TEXTS[lang]
    page = table_page(request, screen)
    page.add_init_script(RECORD_SHIFTS)
    open_table(page, base_url, lang)
    start(page, "304", "A")
    # The reader's own cards face up, every other hand face down, drawn as cards.
    expect(face(page.locator(".play__table .deal-seat--bottom .card").first)).to_have_attribute(
        "src", re.compile(r"/[2-9TJQKA][SHDC]\.svg$"))
    expect(face(page.locator(".play__table .deal-seat--top .card--back").first)).to_have_attribute(*shows(None))
    play_to_the_end(page, texts)
    the_result(page, texts, "304")
    review(page, texts)
    rows = page.locator(".play__review-table tbody tr")
    expect(rows.first).to_be_visible()
    assert rows.count() >= 1
    # The bots' cards too.
    page.locator(".play__whose select").select_option("all")
    assert page.locator(".play__review-table tbody tr").count() > rows.count() or rows.count() >= 8
    # The cards the first pass cut (its limit is small here) are weighed again, in place; none
    # is left "weighing…" once the second pass is done.
    expect(page.locator(".play__filling")).to_have_count(0, timeout=240_000)
    expect(page.locator(".play__review-table td.play__cost", has_text=texts["pending"])).to_have_count(0)
    knew = page.locator(".play__review-table td.play__knew").all_inner_texts()
    assert knew and page.locator(".play__review-table td.play__knew[data-verdict]").count() >= 1
    expect_calls(page, lang)
    link = page.locator(".play__link-anchor").get_attribute("href")
    assert "#deal=" in link
    # Exactly the cards the engine's first pass cuts for this deal (the deal is random, so it may
    # be none; the fixed deal of the test above has some) were weighed again.
    from engine.app import links
    state = links.decode_link(link.split("#", 1)[1])
    expect(page.locator(".play__review-table td.play__cost[data-pass='2']")).to_have_count(
        len(first_pass_cuts(state)))
    expect_worth(page, state, lang)
    expect_analyse_link(page, "304")
    # The link in a fresh browser context (no saved match) opens the same review.
    context = browser.new_context(**(PHONE if screen == "phone" else {}))
    other = context.new_page()
    other.set_default_timeout(60_000)
    other.add_init_script(TEST_SETTINGS)
    other.goto(base_url + link)
    expect(other.locator(".play__review-table")).to_be_visible(timeout=240_000)
    expect(other.locator(".play__link-anchor")).to_have_attribute("href", link)
    # #24: the same figures by what each player knew as in the match (the link has no match seed).
    other.locator(".play__whose select").select_option("all")
    assert other.locator(".play__review-table td.play__knew").all_inner_texts() == knew
    # Play on from a card of the review, against the bots.
    other.locator(".play__play-from").first.click()
    expect(other.locator("section.play")).to_have_attribute("data-turn", re.compile("yours|bots|over"))
    expect(other.locator(".play__table")).to_be_visible()
    context.close()
    if screen == "phone":
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390 + 1, width


@pytest.mark.parametrize("lang,screen,players", [("fr", "desktop", "3"), ("en", "phone", "4")])
def test_a_whole_501_deal_to_the_review(request, base_url, lang, screen, players):
    texts = TEXTS[lang]
    page = table_page(request, screen)
    page.add_init_script(RECORD_SHIFTS)
    open_table(page, base_url, lang)
    # The setup fits the game: 501 has no Caps, so no Caps warning to ask for.
    caps = page.locator(".play__setup input[name=coach_caps]")
    expect(caps).to_be_visible()
    page.locator(".play__setup input[name=game][value='501']").check()
    expect(caps).to_be_hidden()
    start(page, "501", "B", players)
    play_to_the_end(page, texts)
    the_result(page, texts, "501")
    review(page, texts)
    expect(page.locator(".play__link-anchor")).to_be_visible()
    expect_analyse_link(page, "501", int(players))
    expect_calls(page, lang)
    from engine.app import links
    link = page.locator(".play__link-anchor").get_attribute("href")
    expect_worth(page, links.decode_link(link.split("#", 1)[1]), lang)
    if screen == "phone":       # six columns of the cards' worth fit a phone
        assert page.evaluate("document.documentElement.scrollWidth") <= 390 + 1
        table = page.locator(".play__worth").bounding_box()
        assert table["x"] + table["width"] <= 390 + 1, table


def expect_analyse_link(page, game, players=None):
    """The deal's link to the Analyse page: the game, its dealer and every card of the pack,
    and four at a 501 table said (the dealer sits out)."""
    href = page.locator(".play__analyse").get_attribute("href")
    address = urlsplit(href)
    assert re.search(r"(^|/)analyse/$", address.path), href
    fields = parse_qs(address.fragment)
    assert fields["game"] == [game] and fields["dealer"][0] in "ABCD"
    assert fields.get("players") == (["4"] if players == 4 else None)
    cards = fields["deal"][0].replace("/", " ").split()
    assert len(cards) == len(set(cards)) == (32 if game == "304" else 24)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hint_undo_keeps_the_log_a_reload_and_new_match_asks(site_page, base_url, lang):
    texts = TEXTS[lang]
    page = site_page
    page.add_init_script(RECORD_SHIFTS)
    open_table(page, base_url, lang)
    start(page, "304", "B")
    until_yours(page)
    page.locator(".play__hint-button").click()
    expect(page.locator(".play__hint")).to_contain_text(texts["strong"])
    before = saved_actions(page)
    log = page.locator(".play__log-list li")
    play_one(page, bid_once=False)
    assert len(saved_actions(page)) > len(before)
    wait_for_reader(page)
    lines = log.all_inner_texts()
    page.locator(".play__undo").click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1).actions.length === {len(before)}")
    assert saved_actions(page) == before
    # Undo strikes out the reader's action and the bots' replies; the rest of the log stays.
    undone = page.locator(".play__log-list li.is-undone")
    expect(undone).to_have_count(len(lines) - len(before))
    assert log.count() == len(lines)
    assert page.locator(".play__log-list li:not(.is-undone)").all_inner_texts() == lines[:len(before)]
    expect(undone.first).to_contain_text(texts["undone"])
    # The match survives a reload, drawn without a layout shift, even on a slow phone whose
    # styles and scripts come late (the page is the table from its first paint, not once its
    # styles arrive): a CPU 8 times slower, each request 0.3 s late. The delay is the network's
    # (Chromium's emulated latency, requests in flight together as on a real network), not a
    # route handler's sleep: those run one at a time on Playwright's thread, which stretched
    # the reload to some 13 s, and Chromium's CPU throttling keeps a core busy for as long as
    # it is on (measured: 13 s of processor for that one reload).
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 300,
                                                  "downloadThroughput": -1, "uploadThroughput": -1})
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 8})
    page.reload()
    expect(page.locator("section.play")).to_have_attribute("data-turn", "yours")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0,
                                                  "downloadThroughput": -1, "uploadThroughput": -1})
    assert saved_actions(page) == before
    page.wait_for_timeout(500)
    assert page.evaluate("window.__shift") < 0.1, page.evaluate("window.__shift")
    # Keyboard: H asks for a hint.
    page.locator(".play__turn").click()
    page.keyboard.press("h")
    expect(page.locator(".play__hint")).to_contain_text(texts["strong"])
    # "New match" asks before dropping the match in progress: "no" keeps it…
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    page.locator(".play__abandon").click()
    assert asked == [texts["abandon"]]
    expect(page.locator(".play__table")).to_be_visible()
    assert saved_actions(page) == before
    # …"yes" drops it, back to the settings.
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator(".play__abandon").click()
    expect(page.locator(".play__setup")).to_be_visible()
    assert page.evaluate("localStorage.getItem('practice-table:match')") is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_caps_warning_and_an_illegal_card_explained(site_page, base_url, lang):
    texts = TEXTS[lang]
    page = site_page
    open_table(page, base_url, lang)
    page.evaluate("state => localStorage.setItem('practice-table:match', JSON.stringify(state))", EARLY_CAPS)
    page.reload()
    expect(page.locator(".play__caps-warning")).to_contain_text(texts["caps"])
    # Three cards that look different: a back (B's hand), the indicator set aside crosswise
    # beside its maker, and C's card played face down, turned up for A, the maker, at the
    # inspection (a face, tinted and framed).
    look = lambda selector: page.locator(selector).first.evaluate(LOOK)      # noqa: E731
    back, aside = look(".deal-seat--right .card--back"), look(".deal-seat--bottom .deal-indicator .card--set-aside")
    turned, plain = look(".deal-center .card--face-down"), look(".deal-seat--bottom .deal-seat__hand .card")
    wide = lambda card: card["width"] > card["height"]                      # noqa: E731  (as drawn)
    assert back["id"] == "back" and not wide(back), back
    assert aside["id"] != "back" and wide(aside) and aside["outline"] == "dotted", aside
    assert turned["id"] != "back" and not wide(turned) and turned["outline"] == "dashed", turned
    transparent = "rgba(0, 0, 0, 0)"                                          # no tint
    assert turned["tint"] != transparent and plain["tint"] in (transparent, "none"), (turned, plain)
    # Switched off (among the coach's switches, under the table), the warning goes.
    page.locator(".play__switches summary").click()
    page.locator("input[name=coach-caps]").uncheck()
    expect(page.locator(".play__caps-warning")).to_have_count(0)
    page.locator("input[name=coach-caps]").check()
    expect(page.locator(".play__caps-warning")).to_be_visible()
    # Before trick 1, the maker may not lead a trump while it is closed (304-H6): refused, in
    # words, with a link to the rule.
    early = json.loads(json.dumps(EARLY_CAPS))
    early["deals"][0]["actions"] = early["deals"][0]["actions"][:9]
    page.evaluate("state => localStorage.setItem('practice-table:match', JSON.stringify(state))", early)
    page.reload()
    expect(page.locator(".play__caps-warning")).to_have_count(0)
    page.locator(".play__table button.card[data-card='JH']").click()
    refused = page.locator(".play__refused")
    expect(refused).to_contain_text(texts["refused"])
    expect(refused.locator("a.play__rule")).to_have_text(texts["rule"])
    expect(refused.locator("a.play__rule")).to_have_attribute("href", re.compile("304-H6"))
    # The refusal is next to the hand, on the first screen.
    hand = page.locator(".play__table .deal-seat--bottom").bounding_box()
    box = refused.bounding_box()
    assert 0 <= box["y"] - (hand["y"] + hand["height"]) < 60, (hand, box)
    first_screen(page)
    # At the start of the deal, the maker sets the indicator aside by tapping a card of the
    # first four (304-I1).
    choosing = json.loads(json.dumps(EARLY_CAPS))
    choosing["deals"][0]["actions"] = choosing["deals"][0]["actions"][:4]
    page.evaluate("state => localStorage.setItem('practice-table:match', JSON.stringify(state))", choosing)
    page.reload()
    hand = page.locator(".play__table .deal-seat--bottom .deal-seat__hand button.card.is-legal")
    expect(hand).to_have_count(4)
    expect(page.locator(".choices")).to_have_count(0)
    hand.filter(has=page.locator("xpath=self::*[@data-card='TH']")).click()
    page.wait_for_function("JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1).actions.length > 4")
    assert saved_actions(page)[4] == "A indicator TH"


@pytest.mark.parametrize("lang,screen", [("en", "phone"), ("fr", "desktop")])
def test_a_bad_link_is_answered_in_words(request, base_url, lang, screen):
    texts = TEXTS[lang]
    page = table_page(request, screen)
    page.add_init_script(TEST_SETTINGS)
    page.goto(base_url + PAGES[lang] + "#deal=eNqrVipTsjKsBQAIkwIe.0000000000")
    box = page.locator(".play__bad-link")
    expect(box).to_contain_text(texts["bad"])
    expect(box).to_contain_text(texts["tampered"])
    expect(box.locator("button")).to_be_visible()
    page.goto(base_url + PAGES[lang] + "#deal=%%%not-a-deal")
    page.reload()
    expect(page.locator(".play__bad-link")).to_contain_text(texts["bad"])


def test_the_table_works_offline_once_the_engine_is_stored(browser, base_url):
    """The page and its scripts are kept with the reader's language and the site's scripts
    (hooks/offline.py), the engine as it first starts: then a match goes on offline."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.add_init_script(TEST_SETTINGS)
    page.goto(base_url + PAGES["fr"])
    page.wait_for_function("document.documentElement.dataset.offline === 'page' "
                           "|| document.documentElement.dataset.offline === 'all'", timeout=120_000)
    start(page, "304", "C")
    until_yours(page)
    # The engine's files are stored as they pass (engine-client.js asks once it is ready).
    page.wait_for_function("""caches.keys().then(async (names) => {
        for (const name of names) {
          const cache = await caches.open(name);
          if (await cache.match(new URL('/pyodide/pyodide.asm.wasm', location.href).href)) return true;
        }
        return false; })""", timeout=120_000, polling=500)
    page.wait_for_timeout(2000)       # the last files of the engine being written
    before = saved_actions(page)
    context.set_offline(True)
    page.reload()
    expect(page.locator("section.play")).to_have_attribute("data-turn", "yours", timeout=120_000)
    assert saved_actions(page) == before
    page.locator(".play__hint-button").click()
    expect(page.locator(".play__hint")).to_contain_text(TEXTS["fr"]["strong"])
    context.close()


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE)
def test_caps_called_out_of_turn_with_its_order(request, base_url, lang, screen):
    """304-K3, K4: A's side has won every trick so far, so A may call Caps while another seat
    is to act; the call states the order of A's cards, tapped one by one (the bots wait)."""
    texts = TEXTS[lang]
    page = table_page(request, screen)
    open_table(page, base_url, lang)
    page.add_init_script("globalThis.playTestDelayMs = 600000;")     # D, a bot, waits to play
    before = json.loads(json.dumps(EARLY_CAPS))
    before["deals"][0]["actions"] = before["deals"][0]["actions"][:-1]       # D to play
    page.evaluate("state => localStorage.setItem('practice-table:match', JSON.stringify(state))", before)
    page.reload()
    expect(page.locator("section.play")).to_have_attribute("data-turn", "bots")
    page.locator(".choices__caps-call", has_text=texts["call_caps"]).click()
    picker = page.locator(".play__caps-order")
    expect(picker).to_be_visible()
    confirm = picker.locator(".play__caps-confirm", has_text=texts["call_order"])
    order = ["JH", "9H", "AH", "TH", "9S", "AS", "JC"]
    for card in order:
        expect(confirm).to_be_disabled()
        picker.locator(f".play__caps-card[data-card='{card}']").click()
        expect(page.locator(".play__caps-order .play__caps-card")).to_have_count(len(order) - order.index(card) - 1)
    confirm.click()
    page.wait_for_function("JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1)"
                           ".actions.some(a => a.split(' ')[1] === 'caps')")
    assert saved_actions(page)[-1] == "A caps " + " ".join(order)
    expect(page.locator(".play__log-list li").last).to_contain_text(texts["called"])
    expect(page.locator(".choices__caps-call")).to_have_count(0)


# A seeded practice deal (seed 360) in which A, the maker, can prove Caps once C has led KD to
# trick 7, with D, a bot, to play: the warning comes out of turn.
CAPS_OUT_OF_TURN = {
    "v": 1, "game": "304", "seat": "A", "level": "strong", "options": {}, "seed": 360, "branch": False,
    "deals": [{"scenario": {"game": "304", "id": "practice-1", "dealer": "B", "seed": "360-1",
                            "options": {}, "tokens": [11, 11]},
               "actions": ["C pass", "D pass", "A bid 160", "B pass", "C pass", "D pass",
                           "A indicator AH", "A pass", "B pass", "C pass", "D pass", "C play JS",
                           "D play 8S", "A play AS", "B play 7S", "C play 9S", "D play KS",
                           "A play QS", "B play TS", "C play 8H", "D play 9H", "A play JH",
                           "B play QH", "A play JD", "B play 8D", "C play AD", "D play 7D",
                           "A play 7H", "B play 8C", "C play KH", "D play JC", "C play KD"]}],
}


@pytest.mark.parametrize("lang,screen", [("en", "desktop"), ("fr", "phone")])
def test_the_caps_warning_out_of_turn_holds_the_bots(request, base_url, lang, screen):
    """304-K4: the call is due before the next lead, so the coach's warning out of turn holds
    the bots until the reader calls or plays on without calling; the warning and its choices
    are on the first screen."""
    texts = TEXTS[lang]
    page = table_page(request, screen)
    open_table(page, base_url, lang)
    page.evaluate("state => localStorage.setItem('practice-table:match', JSON.stringify(state))",
                  CAPS_OUT_OF_TURN)
    page.reload()
    warning = page.locator(".play__caps-warning")
    expect(warning).to_contain_text(texts["caps"])
    expect(page.locator("section.play")).to_have_attribute("data-turn", "caps")
    expect(page.locator(".choices__caps-call")).to_be_visible()
    first_screen(page)
    page.wait_for_timeout(1500)                   # the bots, without pauses here, still wait
    assert saved_actions(page) == CAPS_OUT_OF_TURN["deals"][0]["actions"]
    warning.locator(".play__caps-play-on", has_text=texts["play_on_caps"]).click()
    page.wait_for_function("JSON.parse(localStorage.getItem('practice-table:match')).deals.at(-1)"
                           f".actions.length > {len(CAPS_OUT_OF_TURN['deals'][0]['actions'])}")


# The tag beside the seat to act, drawn by the browser (../viewer/table.js): in an auction the
# seat speaks (the build draws the same: tests/site/test_built_site.py).
TO_BID = {"en": "to bid", "fr": "à parler"}
YOUR_CALL = {"en": "Your turn: choose a call for A.", "fr": "À vous de parler pour A."}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reader_is_told_to_bid_in_the_auction(site_page, base_url, lang):
    page = site_page
    open_table(page, base_url, lang)
    start(page)
    until_yours(page)     # A speaks at least once in a first auction (a redeal deals again)
    expect(page.locator(".deal-seat--bottom .tag--turn")).to_have_text(TO_BID[lang])
    # …and the line under the table asks for a call, not for a card: none may be played yet.
    expect(page.locator(".play__turn")).to_have_text(YOUR_CALL[lang])
