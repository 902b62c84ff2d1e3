"""The Analyse page (docs/analyse*.md, docs/assets/analyse/) in Chromium: a deal tapped into the
four hands on a phone in English (and 501's hands, with three at the table and with four, whose
hands follow the dealer), its table filled in by the engine in the browser with the figures the
engine gives here, then a whole table stopped by Cancel; in French on a desktop, a pasted line
with a mistake refused in one French sentence, then read, analysed, a cell opened (its best
line, on the Play page: a finished deal every card of which is best by open hands, played on
against the bots from one of its cards), the analysis's link reopened in a fresh browser with
the same table, a link to a deal of 501 with four at the table, a link to a deal of 304 under
a variant (the trump open from the start: one figure a cell) then the default rules chosen
again, and links to a table the page does not offer, answered with the engine's reason. A deal's auction and play written under
it: on a phone in English, a refused card named with the rules' reason, then the whole deal,
whose review opens on the Play page from the seat chosen; in French, an action that cannot be
read, said in French.

The deals are chosen for quick tables (one maker, whose first four cards are of one suit: one
cell to search, three the rules rule out), so that each test takes seconds."""

import json
import re
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

from engine import scenarios
from engine.app.analysis import contracts501, open_table
from engine.app.analysis.deals import declarer_deal, hands_only
from engine.app.analysis.notation import scenario
from engine.app.browser import call
from engine.messages import explain

from conftest import PHONE

pytestmark = pytest.mark.browser

PAGES = {"en": "/analyse/", "fr": "/fr/analyse/"}
# A's first four cards are spades: one cell to search (the three others are ruled out), quick,
# whose two figures differ (spades closed 189, opened 187).
HANDS = ["7S 8S AS JS 9H QC JD AD", "TH JC KS QD TS KD 8C AC",
         "7D QH KC QS 9D AH TC KH", "7C 8H 7H TD 8D 9C JH 9S"]
LINE = " / ".join(HANDS)
HIDDEN_NINE = " / ".join(scenarios.load("tutorials/304/hidden-nine.toml")["hands"][seat]
                         for seat in "ABCD")
FOUR = hands_only(scenarios.load("tutorials/501/four-players.toml"))
LINE_FOUR = " / ".join(FOUR["hands"][name] for name in ("A", "B", "C", "talon"))


def expected_values(line: str, maker: str, variant: str | None = None) -> dict:
    """{trump: the cell's data-value} as the page writes the engine's figures (grid.js)."""
    data = scenario("304", line, "D", variant=variant)
    found = {}
    for suit in "SHDC":
        cell = open_table.cell(data, maker, suit)
        if cell is None:
            found[suit] = "none"
        else:   # JavaScript writes None as null
            found[suit] = "/".join("null" if cell[key] is None else str(cell[key])
                                   for key in ("closed", "opened", "indicator"))
    return found


def values(page, maker: str) -> dict:
    cells = page.locator(f".analyse__cell[data-seat='{maker}']")
    return {cells.nth(i).get_attribute("data-trump"): cells.nth(i).get_attribute("data-value")
            for i in range(cells.count())}


def test_a_deal_tapped_on_a_phone_fills_its_table(browser, base_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(base_url + PAGES["en"])
    pack = page.locator(".analyse__pack")
    expect(page.locator(".analyse__pack-title")).to_have_text("The pack: 32 cards left")
    # 501: its pack, three players and the talon, three dealers.
    page.locator("input[name=game][value='501']").check()
    expect(page.locator(".analyse__pack-title")).to_have_text("The pack: 24 cards left")
    expect(page.locator(".analyse__variant")).to_be_hidden()           # 304's rules only
    expect(page.locator(".analyse__hand-name")).to_have_text(["A: 0 of 7", "B: 0 of 7", "C: 0 of 7", "Talon: 0 of 3"])
    expect(page.locator("select[name=dealer] option")).to_have_text(["A", "B", "C"])
    expect(page.locator("select[name=dealer]")).to_have_value("C")
    # 501 with four at the table (501-C1): D deals and sits out; the hands are the three other
    # seats', and keep their cards when the dealer changes (B deals: A, C and D play).
    page.locator("input[name=game][value='501-4']").check()
    expect(page.locator("select[name=dealer] option")).to_have_text(["A", "B", "C", "D"])
    expect(page.locator("select[name=dealer]")).to_have_value("D")
    expect(page.locator(".analyse__hand-name")).to_have_text(["A: 0 of 7", "B: 0 of 7", "C: 0 of 7", "Talon: 0 of 3"])
    pack.locator("button[data-card='JS']").tap()
    page.locator("select[name=dealer]").select_option("B")
    expect(page.locator(".analyse__hand-name")).to_have_text(["A: 1 of 7", "C: 0 of 7", "D: 0 of 7", "Talon: 0 of 3"])
    expect(page.locator("select[name=seat] option")).to_have_text(["Every seat", "A only", "C only", "D only"])
    expect(page.locator("#analyse-line")).to_have_value("JS /  /  / ")
    page.locator("input[name=game][value='304']").check()
    expect(page.locator("select[name=dealer] option")).to_have_count(4)
    expect(page.locator(".analyse__variant")).to_be_visible()
    for hand in HANDS:
        for card in hand.split():
            pack.locator(f"button[data-card='{card}']").tap()
        if hand == HANDS[0]:
            # A is full: its cards stay in the pack, marked and refused; B is filled next.
            expect(pack.locator("button[data-card='JS']")).to_be_disabled()
            expect(pack.locator("button[data-card='JS']")).to_have_attribute("aria-label", "J♠, in A")
            expect(pack.locator("button[data-card='TH']")).to_be_enabled()
            expect(page.locator(".analyse__hand.is-active")).to_have_attribute("data-hand", "1")
            expect(page.locator(".analyse__pack-title")).to_have_text("The pack: 24 cards left")
    expect(page.locator(".analyse__pack-title")).to_have_text("The pack: 0 cards left")
    expect(page.locator("#analyse-line")).to_have_value(LINE)
    page.locator("select[name=seat]").select_option("A")
    page.locator(".analyse__start").tap()
    root = page.locator("section.analyse")
    expect(root).to_have_attribute("data-state", "done")
    expect(page.locator(".analyse__progress-line")).to_have_text("The table is complete: 4 cells.")
    assert values(page, "A") == expected_values(LINE, "A")
    # The deal is drawn from above, every card in view; the link holds it.
    expect(page.locator(".analyse__table .deal-seat--bottom .card")).to_have_count(8)
    assert "deal=" in page.url and "seat=A" in page.url
    # A whole table (the worked example's deal), stopped after its first cell: the cell being
    # worked out is dropped, and nothing more is asked for.
    page.locator("#analyse-line").fill(HIDDEN_NINE)
    page.locator("select[name=seat]").select_option("")
    page.locator(".analyse__start").tap()
    expect(page.locator(".analyse__cell[data-state='done']").first).to_be_attached()
    page.locator(".analyse__cancel").tap()
    expect(root).to_have_attribute("data-state", "cancelled")
    expect(page.locator(".analyse__progress-line")).to_have_text(
        re.compile(r"^Stopped after \d+ of 16 cells\."))
    done = page.locator(".analyse__cell[data-state='done']").count()
    page.wait_for_timeout(500)
    assert page.locator(".analyse__cell[data-state='done']").count() == done < 16
    assert page.locator(".analyse__cell[data-state='working']").count() == 0
    context.close()


def test_french_a_pasted_mistake_then_the_table_and_its_link_in_a_fresh_browser(browser, base_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(base_url + PAGES["fr"])
    line = page.locator("#analyse-line")
    problem = page.locator(".analyse__problem")
    line.fill(HIDDEN_NINE.replace("KC", "KX"))
    page.locator(".analyse__read").click()
    expect(problem).to_have_text(explain("bad-card", {"text": "KX"}, "fr"))
    assert "n’est pas une carte" in problem.text_content()
    line.fill(HIDDEN_NINE.replace(" KC", ""))
    page.locator(".analyse__read").click()
    expect(problem).to_have_text("A doit recevoir 8 cartes, pas 7.")
    # The French ranks as the French cards show them: D the queen, R the king.
    line.fill(HIDDEN_NINE.replace("QH", "DH").replace("KC", "RC"))
    page.locator(".analyse__read").click()
    expect(problem).to_be_empty()
    expect(page.locator(".analyse__pack-title")).to_have_text("Le paquet — cartes restantes\u00a0: 0")
    expect(line).to_have_value(HIDDEN_NINE)
    # An auction and play written under the deal: an action that cannot be read, in French.
    page.locator(".analyse__played summary").click()
    page.locator("#analyse-actions").fill("passe")
    page.locator(".analyse__review").click()
    expect(page.locator(".analyse__actions-problem")).to_have_text(
        explain("analyse-play-unreadable", {"step": 1, "action": "passe"}, "fr"))
    # The quick deal for one maker, and its link in a fresh browser.
    line.fill(LINE)
    page.locator(".analyse__read").click()
    page.locator("select[name=seat]").select_option("A")
    page.locator(".analyse__start").click()
    expect(page.locator("section.analyse")).to_have_attribute("data-state", "done")
    first = values(page, "A")
    assert first == expected_values(LINE, "A")
    link = page.url
    # A cell opens its best line on the Play page, as a finished deal seen from the maker's
    # seat: every card of it best by open hands (the review's quick pass at the tests' budget).
    page.add_init_script("globalThis.playTestDelayMs = 0; globalThis.playTestBudgetMs = 5;")
    expect(page.locator(".analyse__open-note")).to_contain_text("meilleure ligne de jeu")
    page.locator(".analyse__cell[data-seat='A'][data-trump='S'] button.analyse__open").click()
    expect(page).to_have_url(re.compile(re.escape(base_url) + r"/fr/play/#deal="))
    expect(page.locator(".play__review-table")).to_be_visible(timeout=120_000)
    page.locator(".play__whose select").select_option("all")
    rows = page.locator(".play__review-table tbody tr")
    expect(rows).to_have_count(32)
    expect(rows.locator("td.play__cost:not(.play__knew)")).to_have_text(["la meilleure"] * 32,
                                                                         timeout=120_000)
    # …and played on against the bots from one of its cards.
    rows.nth(20).locator(".play__play-from").click()
    expect(page.locator("section.play")).to_have_attribute("data-turn", re.compile("yours|bots|caps|over"))
    expect(page.locator(".play__table")).to_be_visible()
    context.close()
    fresh = browser.new_context(viewport={"width": 1280, "height": 900})
    again = fresh.new_page()
    again.goto(link)
    expect(again.locator("section.analyse")).to_have_attribute("data-state", "done")
    assert values(again, "A") == first
    expect(again.locator("#analyse-line")).to_have_value(LINE)
    # A maker on lead with the eight trumps cannot keep them closed (304-H6, C-29 a): no closed
    # figure, the opened one in bold, and the sentence that says why.
    eight = " / ".join(f"J{s} 9{s} A{s} T{s} K{s} Q{s} 8{s} 7{s}" for s in "SHDC")
    again.locator("#analyse-line").fill(eight)
    again.locator(".analyse__read").click()
    again.locator("select[name=seat]").select_option("A")
    again.locator(".analyse__start").click()
    expected = expected_values(eight, "A")
    spades = again.locator(".analyse__cell[data-seat='A'][data-trump='S']")
    expect(spades).to_have_attribute("data-value", expected["S"])      # the new table's cell
    expect(again.locator("section.analyse")).to_have_attribute("data-state", "done")
    assert values(again, "A") == expected
    expect(spades.locator("strong")).to_have_text("304")
    expect(spades.locator(".analyse__detail")).to_have_text("doit ouvrir")
    expect(spades).to_contain_text("ne peut pas rester fermé")
    # A link to a deal of 501 with four at the table (a practice deal's, say): the dealer D sits
    # out, A's row is worked out (stopped after its first cell), and the link says four.
    again.goto(base_url + PAGES["fr"] + "#" + urlencode(
        {"game": "501", "players": 4, "dealer": "D", "seat": "A", "deal": LINE_FOUR}))
    expect(again.locator("input[name=game][value='501-4']")).to_be_checked()
    expect(again.locator(".analyse__leader")).to_have_text("Donneur D\u00a0; A entame.")
    first = again.locator(".analyse__cell[data-seat='A'][data-trump='S']")
    cell = contracts501.cell(declarer_deal(FOUR, "A"), "A", "S")
    expect(first).to_have_attribute("data-value", f"{cell['points']}/" + ",".join(to + card for to, card in cell["gives"]))
    again.locator(".analyse__cancel").click()
    assert "players=4" in again.url and "seat=A" in again.url
    # A link to a deal under a variant of 304, the trump open from the start: the menu of the
    # rules says so, the caption too, and each cell is the open play's one figure.
    again.goto(base_url + PAGES["fr"] + "#" + urlencode(
        {"game": "304", "variant": "sg-open-trump", "dealer": "D", "seat": "A", "deal": LINE}))
    expect(again.locator("select[name=variant]")).to_have_value("sg-open-trump")
    expect(again.locator("section.analyse")).to_have_attribute("data-state", "done")
    default = expected_values(LINE, "A")
    assert values(again, "A") == expected_values(LINE, "A", "sg-open-trump") != default
    expect(again.locator(".analyse__grid caption")).to_contain_text("l’atout est ouvert d’emblée")
    assert "variant=sg-open-trump" in again.url
    # Back to the default rules: two figures again, and the address without the variant.
    again.locator("select[name=variant]").select_option("")
    again.locator(".analyse__start").click()
    expect(again.locator(".analyse__cell[data-seat='A'][data-trump='S']")).to_have_attribute(
        "data-value", default["S"])
    expect(again.locator(".analyse__grid caption")).not_to_contain_text("d’emblée")
    assert "variant" not in again.url
    # Links to a table the page does not offer (five at 501, rules it does not know): the
    # engine's reason, in French.
    again.goto(base_url + PAGES["fr"] + "#" + urlencode(
        {"game": "501", "players": 5, "dealer": "A", "deal": LINE_FOUR}))
    expect(again.locator(".analyse__problem")).to_have_text(
        "Ce lien ne contient pas de donne lisible\u00a0: " + explain("players-501", {"players": 5}, "fr"))
    again.goto(base_url + PAGES["fr"] + "#" + urlencode(
        {"game": "304", "variant": "maison", "dealer": "D", "deal": LINE}))
    expect(again.locator(".analyse__problem")).to_have_text(
        "Ce lien ne contient pas de donne lisible\u00a0: "
        + explain("unknown-option", {"option": "variant = maison"}, "fr"))
    fresh.close()


def test_a_played_deal_written_under_it_opens_its_review_on_a_phone(browser, base_url):
    nine = scenarios.load("tutorials/304/hidden-nine.toml")
    actions = scenarios.played_actions(nine)
    short = [" ".join(a.split()[2:]) if " play " in a else " ".join(a.split()[1:]) for a in actions]
    lead = next(n for n, a in enumerate(actions) if " play " in a)
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.add_init_script("globalThis.playTestDelayMs = 0; globalThis.playTestBudgetMs = 5;")
    page.goto(base_url + PAGES["en"])
    page.locator("#analyse-line").fill(HIDDEN_NINE)
    page.locator(".analyse__played summary").click()
    written = page.locator("#analyse-actions")
    # A leads D's jack of spades: refused, with the rules' own reason.
    wrong = "\n".join(short[:lead] + ["JS"])
    written.fill(wrong)
    page.locator("select[name=reviewer]").select_option("C")
    page.locator(".analyse__review").click()
    refused = json.loads(call("analyse_played", json.dumps(
        {"game": "304", "deal": HIDDEN_NINE, "dealer": "D", "seat": "C", "actions": wrong, "lang": "en"})))
    assert refused["code"] == "analyse-play-refused" and refused["params"]["step"] == lead + 1
    expect(page.locator(".analyse__actions-problem")).to_have_text(refused["message"])
    # The whole deal: its review on the Play page, seen from C.
    written.fill("\n".join(short))
    page.locator(".analyse__review").click()
    expect(page).to_have_url(re.compile(re.escape(base_url) + r"/play/#deal="))
    expect(page.locator(".play__review-table")).to_be_visible(timeout=120_000)
    mine = page.locator(".play__review-table tbody tr.is-mine")
    expect(mine).to_have_count(sum(1 for a in actions if a.startswith("C play ")))
    assert set(mine.locator("td:nth-child(2)").all_text_contents()) == {"C"}
    context.close()
