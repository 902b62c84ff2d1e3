"""The puzzles page in Chromium, both languages: each kind answered right and wrong, hints,
progress kept across a reload, reset, export and import, and a phone-sized screen."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest
from playwright.sync_api import expect

from conftest import wait_for_puzzles

from drawn import face, shows
from engine.app.analysis.notation import dealt_line
from engine.scenarios import load

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser

T = {
    "en": {"path": "/puzzles/", "right": "Right!", "wrong": "Not this time.", "check": "Check",
           "hint": "Show a hint", "reset": "Reset progress", "solved": "solved",
           "analyse": "Analyse this deal by open hands",
           "refutation": "With J♦ your side takes 87 points from here; with the best card, 133."},
    "fr": {"path": "/fr/puzzles/", "right": "Exact !", "wrong": "Pas cette fois.", "check": "Vérifier",
           "hint": "Voir un indice", "reset": "Effacer mes progrès", "solved": "résolu",
           "analyse": "Analyser cette donne en jeu ouvert",
           "refutation": "Avec V♦, votre camp prend 87 points d’ici la fin\u00a0; avec la meilleure carte, 133."},
}


def open_puzzle(page, base_url, lang, puzzle_id):
    page.goto(f"{base_url}{T[lang]['path']}#puzzle-{puzzle_id}")
    puzzle = page.locator(f"#puzzle-{puzzle_id}")
    expect(puzzle).to_be_visible()
    return puzzle


def feedback(puzzle):
    return puzzle.locator(".puzzle__feedback")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_which_card_wrong_then_right(site_page, base_url, lang):
    puzzle = open_puzzle(site_page, base_url, lang, "hidden-nine-last-tricks")
    analyse = puzzle.locator(".puzzle__analyse a")
    expect(analyse).to_have_count(0)          # every hand open: only with the solution
    puzzle.locator('button.card[data-card="JD"]').click()
    expect(feedback(puzzle)).to_contain_text(T[lang]["wrong"])
    expect(feedback(puzzle)).to_contain_text(T[lang]["refutation"])
    expect(feedback(puzzle).locator(".puzzle__line li")).to_have_count(3)   # one line per trick
    puzzle.locator('button.card[data-card="AC"]').click()
    expect(feedback(puzzle)).to_contain_text(T[lang]["right"])
    play_on_to_the_end(puzzle)
    expect(puzzle.locator(".puzzle__solution")).to_have_attribute("open", "")
    # The solution opens the deal as dealt on the Analyse page of the page's language.
    expect(analyse).to_have_text(T[lang]["analyse"])
    address = urlsplit(analyse.evaluate("a => a.href"))
    page_address = f"{address.scheme}://{address.netloc}{address.path}"
    assert page_address == base_url + T[lang]["path"].replace("puzzles", "analyse")
    puzzle = load(ROOT / "tutorials" / "puzzles" / "304" / "hidden-nine-last-tricks.toml")
    assert dict(parse_qsl(address.fragment)) == dealt_line(
        {key: value for key, value in puzzle.items() if key != "steps"})


def play_on_to_the_end(puzzle):
    """After the right first card: play the reader's later cards (trying each in turn, as a
    reader would, until the engine accepts one) until the line is played out."""
    done = puzzle.locator(".puzzle__play-on-done")
    for _ in range(40):
        if done.count():
            return
        cards = puzzle.locator(".puzzle__play-on-cards").last.locator("button.card")
        before = puzzle.locator(".puzzle__play-on-trick").count()
        for index in range(cards.count()):
            cards.nth(index).click()
            if done.count() or puzzle.locator(".puzzle__play-on-trick").count() != before:
                break
    expect(done).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_trick_winner_calls_and_numbers(site_page, base_url, lang):
    texts = T[lang]
    puzzle = open_puzzle(site_page, base_url, lang, "hidden-nine-who-wins")
    # B's face-down card and D's indicator, which the question gives away, are drawn face up
    # (a puzzle is answerable from what it shows); B's card is still marked as played face down.
    b_card = puzzle.locator(".deal-trick__card:has(.deal-trick__seat:text-is('B')) .card")
    expect(b_card).to_have_class(re.compile("card--face-down"))
    expect(face(b_card)).to_have_attribute(*shows("9S"))
    expect(face(puzzle.locator(".deal-indicator .card"))).to_have_attribute(*shows("JS"))
    puzzle.locator("button.puzzle__choice", has_text="D").click()
    expect(feedback(puzzle)).to_contain_text(texts["wrong"])
    puzzle.locator("button.puzzle__choice", has_text="B").click()
    expect(feedback(puzzle)).to_contain_text(texts["right"])

    puzzle = open_puzzle(site_page, base_url, lang, "first-auction-late-call")
    boxes = puzzle.locator(".puzzle__check input")
    expect(boxes).to_have_count(8)
    for value in ["A pass", "A bid 160"]:
        puzzle.locator(f'input[value="{value}"]').check()
    puzzle.get_by_role("button", name=texts["check"]).click()
    expect(feedback(puzzle)).to_contain_text(texts["wrong"])
    puzzle.locator('input[value="A bid 160"]').uncheck()
    for value in ["A bid 210", "A bid 250", "A partner"]:
        puzzle.locator(f'input[value="{value}"]').check()
    puzzle.get_by_role("button", name=texts["check"]).click()
    expect(feedback(puzzle)).to_contain_text(texts["right"])

    puzzle = open_puzzle(site_page, base_url, lang, "blind-contract-score")
    puzzle.locator(".puzzle__number").fill("601")
    puzzle.locator(".puzzle__number").press("Enter")
    expect(feedback(puzzle)).to_contain_text(texts["wrong"])
    puzzle.locator(".puzzle__number").fill("701")
    puzzle.get_by_role("button", name=texts["check"]).click()
    expect(feedback(puzzle)).to_contain_text(texts["right"])


def test_hints_come_one_at_a_time(site_page, base_url):
    puzzle = open_puzzle(site_page, base_url, "en", "hidden-nine-tokens")
    hint = puzzle.get_by_role("button", name="Show a hint")
    hint.click()
    expect(puzzle.locator(".puzzle__hint-list li")).to_have_count(1)
    expect(puzzle.locator(".puzzle__hint-list li")).to_contain_text("Reaching the bid exactly is enough.")
    site_page.keyboard.press("h")                 # the keyboard shortcut gives the next one
    expect(puzzle.locator(".puzzle__hint-list li")).to_have_count(2)
    expect(hint).to_be_disabled()


def test_progress_survives_a_reload_and_can_be_reset_exported_and_imported(site_page, base_url, tmp_path):
    puzzle = open_puzzle(site_page, base_url, "fr", "hidden-nine-tokens")
    puzzle.locator(".puzzle__number").fill("2")
    puzzle.locator(".puzzle__number").press("Enter")
    expect(feedback(puzzle)).to_contain_text("Exact !")
    site_page.goto(base_url + "/fr/puzzles/")
    wait_for_puzzles(site_page)
    site_page.reload()
    wait_for_puzzles(site_page)
    row = site_page.locator('.puzzles__card[data-id="hidden-nine-tokens"]')
    expect(row.locator(".puzzles__status")).to_contain_text("résolu")
    expect(site_page.locator(".puzzles__progress")).to_contain_text(re.compile(r"^1 problèmes? résolus? sur \d+"))
    assert site_page.evaluate("document.cookie") == ""

    with site_page.expect_download() as download:
        site_page.get_by_role("button", name="Exporter mes progrès").click()
    saved = tmp_path / "progress.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["puzzles"]["hidden-nine-tokens"]["solved"] is True

    site_page.once("dialog", lambda dialog: dialog.accept())
    site_page.get_by_role("button", name="Effacer mes progrès").click()
    expect(row.locator(".puzzles__status")).to_contain_text("pas essayé")

    site_page.locator(".puzzles__import").set_input_files(str(saved))
    expect(row.locator(".puzzles__status")).to_contain_text("résolu")
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "ours"}')
    site_page.locator(".puzzles__import").set_input_files(str(bad))
    expect(site_page.locator(".puzzles__progress")).to_have_text("Ce fichier n’est pas un fichier de progrès de ce site.")


def test_next_puzzle_and_filters(site_page, base_url):
    site_page.goto(base_url + "/puzzles/")
    wait_for_puzzles(site_page)
    site_page.select_option('select[data-filter="game"]', "304")
    visible = site_page.locator(".puzzles__card:visible")
    expect(visible.first).to_be_visible()
    ids = [row.get_attribute("data-id") for row in visible.all()]
    assert len(ids) > 1 and all(row.get_attribute("data-game") == "304" for row in visible.all())
    visible.first.locator("a").click()
    expect(site_page.locator(f"#puzzle-{ids[0]}")).to_be_visible()
    site_page.keyboard.press("n")                 # N: the next puzzle (not Material's next page)
    site_page.wait_for_function(f"!location.hash.endsWith('{ids[0]}')")
    assert site_page.url.split("#puzzle-")[1] in ids[1:]
    assert "/puzzles/" in site_page.url


def test_n_while_a_puzzle_is_still_loading_goes_to_the_next_puzzle(browser, base_url):
    # The puzzle's file held back (no service worker, which page.route cannot see through): N is
    # the puzzles' own key from the moment one is opened, not Material's "next page" while the
    # file is on its way.
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(base_url + "/puzzles/")
    wait_for_puzzles(page)
    ids = [row.get_attribute("data-id") for row in page.locator(".puzzles__card").all()]
    held = []
    page.route(f"**/puzzles/{ids[0]}.html", lambda route: held.append(route))
    page.locator(".puzzles__card").first.locator("a").click()
    page.wait_for_function("document.querySelector('.puzzles').classList.contains('has-current')")
    page.wait_for_timeout(200)
    assert len(held) == 1
    page.keyboard.press("n")
    page.wait_for_function(f"!location.hash.endsWith('{ids[0]}')")
    assert "/puzzles/#puzzle-" in page.url and page.url.split("#puzzle-")[1] in ids[1:]
    held[0].continue_()
    context.close()


def test_puzzles_on_a_phone(browser, base_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(base_url + "/fr/puzzles/#puzzle-hidden-nine-last-tricks")
    puzzle = page.locator("#puzzle-hidden-nine-last-tricks")
    puzzle.locator('button.card[data-card="JC"]').tap()
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text("Exact !")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px on a phone"
    context.close()


def test_the_makers_closed_indicator_can_be_the_answer(site_page, base_url):
    """Cutting with the indicator: the indicator is a card the maker may choose."""
    puzzle = open_puzzle(site_page, base_url, "en", "cut-with-the-indicator")
    indicator = puzzle.locator(".deal-indicator button.card")
    expect(indicator).to_have_attribute("data-card", "7S")
    # Cards that may not be played are not offered at all.
    playable = puzzle.locator("button.card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert "7S" in playable
    indicator.click()
    expect(feedback(puzzle)).to_contain_text("Right!")

