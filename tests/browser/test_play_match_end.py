"""The end of a match on the Play page (#26): once the deal that ends it is over, the result
panel says who won — the side holding every token in 304, the seats that reached zero in 501 —
whether the reader's side won, how many deals were played, and offers a new match instead of
the next deal. Both games, both languages, on a phone. The match is played to its end here by
the engine (the bots for every seat, from tokens or scores one deal from the end) and handed to
the page as it keeps it (localStorage), as a reader coming back to it would find it."""

import json

import pytest
from playwright.sync_api import expect

from engine.app import match, turns
from conftest import PHONE
from test_play_page import PAGES, TEST_SETTINGS

pytestmark = pytest.mark.browser

TEXTS = {
    "en": {"304": "The match is over: side {side} holds all the tokens.",
           "501": "The game is over: {seats} won.",
           "won": "Well played — your side won.", "lost": "Your side lost this one.",
           "played": "Deals played: 1.", "new": "New match"},
    "fr": {"304": "La partie est finie : le camp {side} a tous les jetons.",
           "501": "La partie est finie : victoire de {seats}.",
           "won": "Bien joué — votre camp a gagné.", "lost": "Votre camp a perdu cette fois.",
           "played": "Donnes jouées : 1.", "new": "Nouvelle partie"},
}


def match_ended_by_its_first_deal(game: str) -> dict:
    """A match whose first deal, started one deal from the end, ends it: the state as the page
    keeps it and the engine's `match_over`."""
    options = {} if game == "304" else {"players": 3}
    for seed in range(40):
        state = match.start(game, "A", "strong", options, seed)
        scenario = state["deals"][0]["scenario"]
        if game == "304":
            scenario["tokens"] = [1, 21]
        else:
            scenario["scores"] = [5, 5, 5]
        answer = turns.show(state, "en")
        while not answer["view"]["over"]:
            view = answer["view"]
            answer = (turns.act(answer["state"], view["legal"][0]["action"], "en") if view["yours"]
                      else turns.bot_turn(answer["state"], "en", 5))
        if answer["view"]["match_over"]:
            return answer["state"], answer["view"]["match_over"]
    raise AssertionError(f"no {game} deal ended the match")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["304", "501"])
def test_the_end_of_a_match_says_who_won_and_offers_a_new_one(browser, base_url, game, lang):
    state, over = match_ended_by_its_first_deal(game)
    texts = TEXTS[lang]
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.add_init_script(TEST_SETTINGS)
    page.add_init_script(f"localStorage.setItem('practice-table:match', {json.dumps(json.dumps(state))})")
    page.goto(base_url + PAGES[lang])
    expect(page.locator("section.play")).to_have_attribute("data-turn", "over", timeout=60_000)
    panel = page.locator(".play__over")
    if game == "304":
        side = over["winners"][0] + "–" + over["winners"][1]
        expect(panel.locator(".play__match-over")).to_have_text(texts["304"].format(side=side))
    else:
        seats = ", ".join(over["winners"])
        expect(panel.locator(".play__match-over")).to_have_text(texts["501"].format(seats=seats))
    mine = "A" in over["winners"]
    expect(panel).to_contain_text(f"{texts['won'] if mine else texts['lost']} {texts['played']}")
    expect(panel.locator(".play__next")).to_have_count(0)
    new = panel.locator(".play__new")
    expect(new).to_have_text(texts["new"])
    expect(new).to_be_in_viewport()
    new.tap()
    expect(page.locator(".play__setup")).to_be_visible()
    context.close()
