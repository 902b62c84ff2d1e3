"""The puzzles page teaches every answer and trains (issue #15), in Chromium, both languages,
desktop and phone: a wrong answer of each kind gets its explanation; the answer is not in the
page's text before an answer; a solution shown counts as a miss; import merges; an empty answer
is not an attempt; start, next and the retry queue; the puzzle of the day under a frozen
clock; a puzzle played on to the end of its line."""

import json

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, PHONE, wait_for_puzzles

from test_no_answer_before_asked import puzzle_data
from test_puzzles_page import play_on_to_the_end

pytestmark = pytest.mark.browser

PATH = {"en": "/puzzles/", "fr": "/fr/puzzles/"}
STORE = "cards-304-501:puzzles:v1"
T = {
    "en": {"why_trump": "The inspection found the trump: spades. B’s 9♠ is the highest trump",
           "tokens": "Token table: a contract from 200 to 240 wins 2",
           "caps_fail": "An order that starts 7♦ can fail.", "check": "Check", "yes": "Yes: call Caps",
           "show": "Show the solution", "viewed": "Solution shown: this puzzle counts as missed.",
           "solved": "solved", "empty": "an empty answer does not count", "start": "Start",
           "play_on": "Play on", "done": "The line is played out", "orders": "9♦ 7♦ 9♥ 9♠",
           "merged": "new puzzles: 1; newly solved: 1; attempts added: 3", "daily": "Puzzle of the day:"},
    "fr": {"why_trump": "L’inspection a trouvé l’atout\u00a0: pique. B remporte le pli avec le plus fort atout joué, 9♠",
           "tokens": "Barème des jetons\u00a0: un contrat de 200 à 240 rapporte 2",
           "caps_fail": "Un ordre qui commence par 7♦ peut échouer.", "check": "Vérifier",
           "yes": "Oui", "show": "Voir la solution",
           "viewed": "Solution affichée\u00a0: ce problème compte comme manqué.", "solved": "résolu",
           "empty": "une réponse vide ne compte pas", "start": "Commencer", "play_on": "Jouez la suite",
           "done": "La ligne de jeu est terminée", "orders": "9♦ 7♦ 9♥ 9♠",
           "merged": "nouveaux problèmes\u00a0: 1\u00a0; résolus en plus\u00a0: 1\u00a0; essais ajoutés\u00a0: 3",
           "daily": "Problème du jour\u00a0:"},
}


@pytest.fixture(params=["desktop", "phone"])
def screen(request, browser, base_url):
    """A page on a desktop or a phone-sized screen (390×844)."""
    context = browser.new_context(**(PHONE if request.param == "phone" else {}))
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    context.close()


def open_puzzle(page, base_url, lang, puzzle_id):
    page.goto(f"{base_url}{PATH[lang]}#puzzle-{puzzle_id}")
    puzzle = page.locator(f"#puzzle-{puzzle_id}")
    expect(puzzle).to_be_visible()
    return puzzle


def stored(page):
    return json.loads(page.evaluate(f"localStorage.getItem('{STORE}')") or "{}")


def texts(page):
    return json.loads(page.locator(".puzzles").get_attribute("data-texts"))


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE, indirect=["screen"])
def test_a_wrong_answer_of_each_kind_is_explained(screen, base_url, lang):
    t = T[lang]
    # Who wins: which card beats which, and the trump found at the inspection.
    puzzle = open_puzzle(screen, base_url, lang, "hidden-nine-who-wins")
    puzzle.locator("button.puzzle__choice", has_text="D").click()
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text(t["why_trump"])
    # Legal calls: the rule that forbids each call judged wrong, linked to its paragraph.
    puzzle = open_puzzle(screen, base_url, lang, "asked-partner-speaks")
    puzzle.locator('input[value="C partner"]').check()
    puzzle.get_by_role("button", name=t["check"]).click()
    reasons = puzzle.locator(".puzzle__feedback .puzzle__reasons li")
    expect(reasons).to_have_count(4)      # partner ticked wrongly; pass, 160, 200 missed
    link = reasons.locator('a[data-rule="304-A8"]')
    expect(link).to_have_attribute("href", "../304/deal-and-auction/#304-A8" if lang == "en"
                                   else "../304/deal-and-auction/#304-A8")
    # Tokens: the line of the token table.
    puzzle = open_puzzle(screen, base_url, lang, "hidden-nine-tokens")
    puzzle.locator(".puzzle__number").fill("1")
    puzzle.locator(".puzzle__number").press("Enter")
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text(t["tokens"])
    # Caps: a world and a line that break the order.
    puzzle = open_puzzle(screen, base_url, lang, "caps-order-matters")
    for card in ["7D", "9D", "9S", "9H"]:
        puzzle.locator(f'.puzzle__position button.card[data-card="{card}"]').click()
    puzzle.get_by_role("button", name=t["yes"]).click()
    feedback = puzzle.locator(".puzzle__feedback")
    expect(feedback).to_contain_text(t["caps_fail"])
    expect(feedback.locator(".puzzle__why")).to_have_count(3)
    # The Caps solution writes cards as the page does, never as codes.
    solution = puzzle.locator(".puzzle__solution")
    puzzle.get_by_role("button", name=t["show"]).click()
    expect(solution).to_contain_text(t["orders"])
    assert "9D 7D" not in solution.inner_text()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_answer_is_not_in_the_page_before_an_answer(site_page, base_url, lang):
    puzzle = open_puzzle(site_page, base_url, lang, "caps-order-matters")
    # No puzzle's solution is in the page before an answer (it comes from the answer file).
    expect(site_page.locator(".puzzle__solution")).to_have_count(0)
    explanation = puzzle_data(base_url, lang, "caps-order-matters")["explanation"]
    snapshot = site_page.locator("body").aria_snapshot()
    text = site_page.locator("body").inner_text()
    for secret in (texts(site_page)["caps_orders"], texts(site_page)["answer"], explanation[:40]):
        assert secret not in snapshot and secret not in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_viewing_the_solution_counts_as_a_miss(site_page, base_url, lang):
    t = T[lang]
    puzzle = open_puzzle(site_page, base_url, lang, "hidden-nine-tokens")
    puzzle.get_by_role("button", name=t["show"]).click()
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text(t["viewed"])
    expect(puzzle.locator(".puzzle__solution")).to_be_visible()
    puzzle.locator(".puzzle__number").fill("2")         # the right answer, after the solution
    puzzle.locator(".puzzle__number").press("Enter")
    entry = stored(site_page)["hidden-nine-tokens"]
    assert entry["solved"] is False and entry["attempts"] == 2
    site_page.goto(base_url + PATH[lang])
    wait_for_puzzles(site_page)
    status = site_page.locator('.puzzles__card[data-id="hidden-nine-tokens"] .puzzles__status')
    expect(status).not_to_contain_text(t["solved"])
    expect(site_page.locator(".puzzles__retry")).to_contain_text("(1)")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_empty_answer_is_not_an_attempt(site_page, base_url, lang):
    puzzle = open_puzzle(site_page, base_url, lang, "hidden-nine-tokens")
    puzzle.locator(".puzzle__number").press("Enter")
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text(T[lang]["empty"])
    assert "hidden-nine-tokens" not in stored(site_page)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_import_merges_with_what_is_stored(site_page, base_url, lang, tmp_path):
    site_page.goto(base_url + PATH[lang])
    wait_for_puzzles(site_page)
    site_page.evaluate(f"""localStorage.setItem('{STORE}', JSON.stringify(
        {{"hidden-nine-tokens": {{"solved": true, "attempts": 1}}}}))""")
    site_page.reload()
    wait_for_puzzles(site_page)
    saved = tmp_path / "progress.json"
    saved.write_text(json.dumps({"format": STORE, "puzzles": {
        "hidden-nine-tokens": {"solved": False, "attempts": 2},
        "hidden-nine-who-wins": {"solved": True, "attempts": 1}}}))
    site_page.locator(".puzzles__import").set_input_files(str(saved))
    expect(site_page.locator(".puzzles__progress")).to_contain_text(T[lang]["merged"])
    progress = stored(site_page)
    assert progress["hidden-nine-tokens"] == {"solved": True, "attempts": 3}   # stays solved
    assert progress["hidden-nine-who-wins"] == {"solved": True, "attempts": 1}


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE_CROSSED, indirect=["screen"])
def test_start_next_and_the_missed_puzzle_coming_back(screen, base_url, lang):
    t = T[lang]
    screen.goto(base_url + PATH[lang])
    wait_for_puzzles(screen)
    level = screen.locator('.puzzles__level[data-game="304"][data-level="1"]')
    first = level.locator(".puzzles__card").first.get_attribute("data-id")
    level.get_by_role("button", name=t["start"]).click()
    screen.wait_for_function(f"location.hash === '#puzzle-{first}'")
    # Miss it (the solution shown), then answer two others: it comes back after them.
    puzzle = screen.locator(f"#puzzle-{first}")
    puzzle.get_by_role("button", name=t["show"]).click()
    seen = [first]
    for _ in range(2):
        puzzle.locator(".puzzle__next").click()
        screen.wait_for_function(f"!{json.dumps(seen)}.includes(location.hash.slice(8))")
        current = screen.evaluate("location.hash.slice(8)")
        seen.append(current)
        puzzle = screen.locator(f"#puzzle-{current}")
        puzzle.get_by_role("button", name=t["show"]).click()
    assert len(set(seen)) == 3
    puzzle.locator(".puzzle__next").click()
    screen.wait_for_function(f"location.hash === '#puzzle-{first}'")
    # The retry button lists the missed ones.
    screen.goto(base_url + PATH[lang])
    wait_for_puzzles(screen)
    expect(screen.locator(".puzzles__retry")).to_contain_text("(3)")
    screen.locator(".puzzles__retry").click()
    screen.wait_for_function(f"{json.dumps(seen)}.includes(location.hash.slice(8))")


def daily_index(day: str, count: int) -> int:
    """FNV-1a over the date, as docs/assets/puzzles.js computes the puzzle of the day."""
    value = 2166136261
    for char in day:
        value = ((value ^ ord(char)) * 16777619) & 0xFFFFFFFF
    return value % count


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_puzzle_of_the_day_is_the_date_s(site_page, base_url, lang):
    site_page.clock.set_fixed_time("2026-03-14T10:00:00Z")
    site_page.goto(base_url + PATH[lang])
    wait_for_puzzles(site_page)
    daily = site_page.locator(".puzzles__daily a")
    expect(site_page.locator(".puzzles__daily")).to_contain_text(T[lang]["daily"])
    href = daily.get_attribute("href")
    ids = [item["id"] for item in json.loads(site_page.locator(".puzzles__data").text_content())]
    assert href == f"#puzzle-{ids[daily_index('2026-03-14', len(ids))]}"
    site_page.reload()
    wait_for_puzzles(site_page)
    expect(daily).to_have_attribute("href", href)          # the same after a reload
    site_page.clock.set_fixed_time("2026-03-15T10:00:00Z")
    site_page.reload()
    wait_for_puzzles(site_page)
    assert daily.get_attribute("href") == f"#puzzle-{ids[daily_index('2026-03-15', len(ids))]}"


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE, indirect=["screen"])
def test_a_puzzle_is_played_on_to_the_end_of_its_line(screen, base_url, lang):
    t = T[lang]
    puzzle = open_puzzle(screen, base_url, lang, "cut-the-jack-with-the-indicator")
    puzzle.locator('.puzzle__position button.card[data-card="KH"]').click()
    expect(puzzle.locator(".puzzle__play-on")).to_contain_text(t["play_on"])
    expect(puzzle.locator(".puzzle__solution")).to_be_hidden()      # not before the line's end
    play_on_to_the_end(puzzle)
    expect(puzzle.locator(".puzzle__play-on-done")).to_contain_text(t["done"])
    expect(puzzle.locator(".puzzle__play-on-trick")).to_have_count(2)   # this trick and the last
    expect(puzzle.locator(".puzzle__solution")).to_be_visible()
    assert stored(screen)["cut-the-jack-with-the-indicator"]["solved"] is True


def test_the_index_is_a_list_of_cards_on_a_phone(browser, base_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(base_url + "/fr/puzzles/")
    wait_for_puzzles(page)
    assert page.locator(".puzzles__index table").count() == 0
    cards = page.locator(".puzzles__card")
    expect(cards.first).to_be_visible()
    assert cards.count() >= 80
    box = cards.first.bounding_box()
    assert box["width"] > 300                  # one card a row on a phone
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    # No title is broken inside a word: each link is as wide as its longest word needs.
    broken = page.evaluate("""[...document.querySelectorAll('.puzzles__card a')].filter((a) =>
        a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent)""")
    assert broken == []
    context.close()
