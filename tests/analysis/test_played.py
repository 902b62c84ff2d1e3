"""A played deal (engine.app.analysis.played): each card's cost against the solver's values of every
card at that moment, the course from the first card to the points taken, and where the deal was
won or lost."""

import copy

from engine import scenarios
from engine.app.analysis import played, words
from engine.game304 import solver as solver_304
from engine.game501 import solver as solver_501


def replayed(data: dict):
    """Each card play with the deal just before it, replayed here from the file's steps."""
    deal = scenarios.build({key: value for key, value in data.items() if key != "steps"})
    for action in scenarios.played_actions(data):
        if " play " in action:
            yield copy.deepcopy(deal), action
        deal.apply(action)


def test_501_costs_and_course_against_the_solver():
    data = scenarios.load("tutorials/501/blind-contract.toml")
    found = played.analyse(data)
    for item, (deal, action) in zip(found["items"], replayed(data)):
        assert item["action"] == action
        values = solver_501.move_values(deal)
        value = next(v for text, v in values.items() if text.split()[:3] == action.split()[:3]
                     and ("marriage" in text) == ("marriage" in action))
        assert item["cost"] == max(values.values()) - value, action
    first, _ = next(replayed(data))
    assert found["worth"][0] == solver_501.value(first, "A")
    assert found["worth"][-1] == found["made"] == 88
    assert found["turning"] is None                  # lost from the first card on (77 < 100)


def test_304_costs_and_course_against_the_solver():
    data = scenarios.load("tutorials/304/full-deal.toml")
    found = played.analyse(data)
    plays = list(replayed(data))
    for item, (deal, action) in list(zip(found["items"], plays))[:8]:
        values = {a: v for a, v in solver_304.move_values(deal).items() if " play " in a}
        assert item["cost"] == max(values.values()) - values[action], action
    first, _ = plays[0]
    leads = {a: v for a, v in solver_304.move_values(first).items() if " play " in a}
    leader_side_is_maker = "ABCD".index(first.to_act) % 2 == first.maker % 2
    start = max(leads.values())
    assert found["worth"][0] == (start if leader_side_is_maker else 304 - start)
    assert found["worth"][-1] == found["made"] == 302
    mine = [item for item in found["items"] if "ABCD".index(item["seat"]) % 2 == 0]
    assert found["worth"][0] - sum(item["cost"] for item in mine) + sum(
        item["cost"] for item in found["items"] if item not in mine) == 302


def test_turning_point():
    assert played._turning_point([200, 170, 150, 150], 160) == 1      # the second card lost it
    assert played._turning_point([150, 170, 150, 165], 160) == 2      # won back by the third
    assert played._turning_point([200, 190, 180], 160) is None         # made from the start


def test_where_the_deal_was_lost_in_words():
    found = {"game": "304", "items": [
        {"trick": 1, "seat": "A", "action": "A play JS", "best": None, "cost": 0},
        {"trick": 1, "seat": "B", "action": "B play 9S", "best": "B play 7S", "cost": 30}],
        "worth": [200, 200, 170], "turning": 1, "maker": "B", "contract": 180, "trump": "S",
        "made": 170, "kept_cost": None}
    english = "\n".join(words.played(found, None, "en"))
    assert "Where the deal was lost: trick 1, B's 9♠" in english
    assert "170 instead of 200, short of 180" in english
    french = "\n".join(words.played(found, None, "fr"))
    assert "Où la donne a été perdue\u00a0: pli 1, le 9♠ de B" in french
