"""501 narrates what happens by itself — the talon shown, each trick won, the score — as events
with an audience, like 304: a card given to an opponent is told to that opponent only."""

from pathlib import Path

from engine import games
from engine.messages import explain
from engine.scenarios import load, split_actions

ROOT = Path(__file__).resolve().parents[2]


def played(path, steps=None):
    data = load(ROOT / path)
    deal = games.deal_from_scenario(data)
    for step in data["steps"][:steps]:
        if "error" in step.get("expect", {}):
            continue
        for action in split_actions(step["do"]):
            deal.apply(action)
    return deal


def test_501_E1_the_talon_is_shown_to_everyone():
    deal = played("tutorials/501/blind-contract.toml", steps=2)
    code, params, audience, _ = deal.events[-1]
    assert (code, audience) == ("event-talon-501", -1)
    assert explain(code, params, "en") == ("A wins the auction. The talon is turned face up for all "
                                           "to see, A♣ Q♣ 9♠, and A takes it into hand.")


def test_501_E3_a_given_card_is_told_to_its_receiver_only():
    deal = played("tutorials/501/blind-contract.toml", steps=4)
    given = [(params["card"], audience) for code, params, audience, _ in deal.events
             if code == "event-given-501"]
    assert given == [("9S", 2), ("JH", 1)]          # C is seat 2, B is seat 1


def test_501_G2_the_result_is_narrated_with_the_scores():
    deal = played("tutorials/501/blind-contract.toml")
    code, params, _, _ = deal.events[-1]
    assert code == "event-failed-501"
    assert explain(code, params, "en").endswith("failed, +200 to the score. Scores: A 701, B 469, C 481.")
    tricks = [params["points"] for code, params, _, _ in deal.events if code == "event-trick-won-501"]
    assert len(tricks) == 8 and sum(tricks) == 120
