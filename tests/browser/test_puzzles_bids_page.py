"""Issue #15, what was left, in Chromium, both languages, desktop and phone: the "what to bid"
puzzles (a wrong call is told what it makes, or the rule that forbids it), the index grouped by
theme, and a seat-view puzzle played on to the end of the deal, where a card that is as good
only in the real deal is refused."""

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, wait_for_puzzles

from test_puzzles_page import play_on_to_the_end
from test_puzzles_training import PATH, open_puzzle, screen, stored  # noqa: F401 (fixture)

pytestmark = pytest.mark.browser

T = {
    "en": {"pass": "B passes.", "bid250": "B bids 250.", "short": "too few for 250",
           "bid170": "C bids 170.", "bid250c": "C bids 250.", "bid200": "C bids 200.",
           "floor": "at least 200", "not_lowest": "Legal, but not the lowest: 200 is legal too.",
           "h110": "A announces hearts as trump and a contract of 110.", "safe_short": "too few for 110",
           "h90": "A announces hearts as trump and a contract of 90.", "safe": "is safe too",
           "unproven": "not in every deal you cannot rule out", "done": "The line is played out"},
    "fr": {"pass": "B passe.", "bid250": "B annonce 250.", "short": "trop peu pour 250",
           "bid170": "C annonce 170.", "bid250c": "C annonce 250.", "bid200": "C annonce 200.",
           "floor": "au moins 200", "not_lowest": "Permise, mais pas la plus basse : 200 est permis aussi.",
           "h110": "A annonce cœur à l’atout et un contrat de 110.", "safe_short": "trop peu pour 110",
           "h90": "A annonce cœur à l’atout et un contrat de 90.", "safe": "est sûr aussi",
           "unproven": "pas dans toutes celles", "done": "La ligne de jeu est terminée"},
}


def _norm(text):
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE, indirect=["screen"])
def test_what_to_bid_the_highest_safe_contract(screen, base_url, lang):  # noqa: F811
    t = T[lang]
    puzzle = open_puzzle(screen, base_url, lang, "keep-the-trump-closed")
    feedback = puzzle.locator(".puzzle__feedback")
    # 250 opens the trump after the first trick (304-O3): the side then takes too few.
    puzzle.locator("button.puzzle__bid", has_text=t["bid250"]).click()
    expect(feedback.locator(".puzzle__wrong")).to_be_visible()
    assert t["short"] in _norm(feedback.inner_text())
    expect(puzzle.locator(".puzzle__solution")).to_be_hidden()
    puzzle.locator("button.puzzle__bid", has_text=t["pass"]).click()
    expect(feedback.locator(".puzzle__right")).to_be_visible()
    expect(puzzle.locator(".puzzle__solution")).to_be_visible()
    assert stored(screen)["keep-the-trump-closed"]["attempts"] == 2
    # 501: a contract too high, then one safe but lower than the answer.
    puzzle = open_puzzle(screen, base_url, lang, "announce-what-you-make")
    feedback = puzzle.locator(".puzzle__feedback")
    puzzle.locator("button.puzzle__bid", has_text=t["h110"]).click()
    assert t["safe_short"] in _norm(feedback.inner_text())
    puzzle.locator("button.puzzle__bid", has_text=t["h90"]).click()
    assert t["safe"] in _norm(feedback.inner_text())


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE_CROSSED, indirect=["screen"])
def test_what_to_bid_the_lowest_bid_the_rules_allow(screen, base_url, lang):  # noqa: F811
    t = T[lang]
    puzzle = open_puzzle(screen, base_url, lang, "overcall-partner-at-200")
    feedback = puzzle.locator(".puzzle__feedback")
    puzzle.locator("button.puzzle__bid", has_text=t["bid170"]).click()
    said = _norm(feedback.inner_text())
    assert t["floor"] in said and "304-A7" in said        # the refusal, with its rule linked
    expect(feedback.locator('a.rule-link[data-rule="304-A7"]')).to_have_attribute(
        "href", "../304/deal-and-auction/#304-A7")
    puzzle.locator("button.puzzle__bid", has_text=t["bid250c"]).click()
    assert t["not_lowest"] in _norm(feedback.inner_text())
    puzzle.locator("button.puzzle__bid", has_text=t["bid200"]).click()
    expect(feedback.locator(".puzzle__right")).to_be_visible()


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE, indirect=["screen"])
def test_the_index_groups_puzzles_by_theme(screen, base_url, lang):  # noqa: F811
    screen.goto(base_url + PATH[lang])
    wait_for_puzzles(screen)
    cards = screen.locator(".puzzles__card")
    expect(cards.first).to_be_visible()
    total = cards.count()
    for theme in ("closed-trump", "auction", "caps", "501"):
        screen.locator('select[data-filter="theme"]').select_option(theme)
        shown = screen.locator(".puzzles__card:visible")
        expect(shown.first).to_be_visible()
        assert shown.count() >= 10, f"{theme}: {shown.count()}"
        themes = set(shown.evaluate_all("(rows) => rows.map((row) => row.dataset.theme)"))
        assert themes == {theme}
    screen.locator('select[data-filter="theme"]').select_option("")
    assert screen.locator(".puzzles__card:visible").count() == total


@pytest.mark.parametrize("lang,screen", LANGUAGE_DEVICE_CROSSED, indirect=["screen"])
def test_a_seat_view_line_refuses_a_card_proven_only_in_the_real_deal(screen, base_url, lang):  # noqa: F811
    t = T[lang]
    puzzle = open_puzzle(screen, base_url, lang, "defender-takes-with-the-ace")
    puzzle.locator('.puzzle__position button.card[data-card="AH"]').click()
    turn = puzzle.locator(".puzzle__play-on-cards").last
    expect(turn).to_be_visible()
    # The K♥ is as good with the real cards, but not in every deal A cannot rule out.
    turn.locator('button.card[data-card="KH"]').click()
    expect(puzzle.locator(".puzzle__play-on-message").last).to_contain_text(t["unproven"])
    turn.locator('button.card[data-card="TD"]').click()
    play_on_to_the_end(puzzle)
    expect(puzzle.locator(".puzzle__play-on-done")).to_contain_text(t["done"])
    assert puzzle.locator(".puzzle__play-on-trick").count() > 1      # past the first trick
    assert stored(screen)["defender-takes-with-the-ace"]["solved"] is True
