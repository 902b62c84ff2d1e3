"""A deal's auction and play written on the Analyse page (engine.app.analysis.entered, the
request `analyse_played` as the Web Worker sends it): replayed by the rules into the Play
page's link to the deal's review, in full or with the shortcuts (no seat: the turn's seat; a
card alone: that seat plays it); every mistake one translated sentence naming the action and
the rules' reason, never an exception."""

import json

import pytest

from engine import scenarios
from engine.app.browser import call
from engine.app.links import decode_link
from engine.messages import card_label, explain

HIDDEN_NINE = scenarios.load("tutorials/304/hidden-nine.toml")
BLIND = scenarios.load("tutorials/501/blind-contract.toml")
LINE_304 = " / ".join(HIDDEN_NINE["hands"][seat] for seat in "ABCD")
LINE_501 = " / ".join(BLIND["hands"][name] for name in ("A", "B", "C", "talon"))
ACTIONS_304 = scenarios.played_actions(HIDDEN_NINE)
ACTIONS_501 = scenarios.played_actions(BLIND)


def ask(lang="en", **request) -> dict:
    base = {"game": "304", "deal": LINE_304, "dealer": HIDDEN_NINE["dealer"], "seat": "A"}
    answer = json.loads(call("analyse_played", json.dumps({**base, **request, "lang": lang})))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    return answer


def short(actions: list) -> str:
    """The actions as a player types them from memory: no seats, the cards alone."""
    return "\n".join(" ".join(a.split()[2:]) if " play " in a else " ".join(a.split()[1:])
                     for a in actions)


def tricks(actions: list) -> str:
    """The calls one a line, then each trick's four cards on one line, as players write them."""
    calls = [" ".join(a.split()[1:]) for a in actions if " play " not in a]
    cards = [a.split()[2] for a in actions if " play " in a]
    assert actions == [a for a in actions if " play " not in a] + [a for a in actions if " play " in a]
    return "\n".join(calls + [" ".join(cards[n:n + 4]) for n in range(0, len(cards), 4)])


@pytest.mark.parametrize("written", [
    "; ".join(ACTIONS_304),                                    # in full
    short(ACTIONS_304),                                        # the shortcuts
    ", ".join(a.lower() for a in ACTIONS_304).replace("th", "10h"),   # any case, 10 for T
    tricks(ACTIONS_304),                                       # a trick a line
])
def test_a_whole_304_deal_opens_its_review_from_the_chosen_seat(written):
    answer = ask(actions=written, seat="C")
    assert answer["ok"], answer
    assert answer["actions"] == ACTIONS_304
    state = decode_link(answer["link"])
    assert state["seat"] == "C" and state["game"] == "304"
    assert state["deals"][0]["actions"] == ACTIONS_304
    assert state["deals"][0]["scenario"]["hands"] == HIDDEN_NINE["hands"]


def test_a_whole_501_deal_opens_its_review():
    answer = ask(game="501", deal=LINE_501, dealer=BLIND["dealer"], seat="B",
                 actions=short(ACTIONS_501))
    assert answer["ok"], answer
    state = decode_link(answer["link"])
    assert state["deals"][0]["actions"] == ACTIONS_501 and state["seat"] == "B"
    scenario = state["deals"][0]["scenario"]
    assert (scenario["hands"], scenario["dealer"]) == (BLIND["hands"], BLIND["dealer"])


def test_french_readers_write_the_cards_as_the_french_cards_show_them():
    french = short(ACTIONS_304).replace("QH", "D♥").replace("JS", "V♠")
    assert french != short(ACTIONS_304)
    assert ask("fr", actions=french)["actions"] == ACTIONS_304


def first_play() -> int:
    return next(n for n, a in enumerate(ACTIONS_304) if " play " in a)


# (the actions written, the reason's code, the parameters it names)
MISTAKES = [
    ("", "analyse-play-empty", {}),
    (" ;\n, ", "analyse-play-empty", {}),
    ("x" * 4001, "analyse-play-too-long", {"size": 4001, "limit": 4000}),
    ("pass; A zap", "analyse-play-unreadable", {"step": 2, "action": "A zap"}),
    ("pass; Z", "analyse-play-unreadable", {"step": 2, "action": "Z"}),
    ("pass; B", "analyse-play-unreadable", {"step": 2, "action": "B"}),
    ("pass; JS pass", "analyse-play-unreadable", {"step": 2, "action": "JS pass"}),
    ("; ".join(ACTIONS_304[:10]), "analyse-play-unfinished", {"count": 10}),
    ("; ".join(ACTIONS_304 + ["JS"]), "analyse-play-after-end",
     {"step": len(ACTIONS_304), "action": "JS"}),
]


@pytest.mark.parametrize("written, code, params", MISTAKES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_mistake_is_one_translated_sentence(written, code, params, lang):
    answer = ask(lang, actions=written)
    assert answer["ok"] is False and answer["code"] == code, answer
    assert answer["params"] == params
    assert answer["message"] == explain(code, params, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_action_the_rules_refuse_is_named_with_the_rules_reason(lang):
    # B is not to act first; then, at the first lead, A plays a card it does not hold.
    answer = ask(lang, actions="B pass")
    assert answer["code"] == "analyse-play-refused", answer
    assert answer["params"]["step"] == 1 and answer["params"]["action"] == "B pass"
    assert answer["params"]["reason"] == explain("not-your-turn", {"seat": "B", "to_act": "A"}, lang)
    lead = first_play()
    written = short(ACTIONS_304[:lead]) + "\nJS"                 # D's jack of spades
    answer = ask(lang, actions=written)
    assert answer["params"]["step"] == lead + 1 and answer["params"]["action"] == "JS"
    assert card_label("JS", lang) in answer["params"]["reason"]
    assert answer["message"] == explain("analyse-play-refused", answer["params"], lang)
    other = "fr" if lang == "en" else "en"
    assert answer["message"] != explain("analyse-play-refused", answer["params"], other)


def test_the_seat_must_be_at_the_table():
    assert ask(seat="E", actions=short(ACTIONS_304))["code"] == "unknown-seat"
    # With four at a 501 table the dealer sits out: its seat has no review.
    four = ask(game="501", deal=LINE_501, dealer="C", players=4, seat="C",
               actions=short(ACTIONS_501))
    assert four["ok"] is False and four["code"] == "unknown-seat", four


@pytest.mark.parametrize("request_", [
    {"actions": 7}, {"actions": ["pass"]}, {"seat": None}, {"deal": "JS / 9S"},
])
def test_a_bad_request_is_an_answer(request_):
    answer = ask(**{"actions": "pass", **request_})
    assert answer["ok"] is False and answer["message"] and answer["code"] != "internal-error"
