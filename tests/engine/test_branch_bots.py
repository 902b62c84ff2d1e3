"""`branch_bot`: in a worked example's branch, the bots play the deal out ("Let the bots
finish"), each bot given its seat's observation and legal actions only, the same way each time."""

import json
from pathlib import Path

import pytest

from engine import bots, scenarios
from engine.app import browser
from engine.scenarios import load, split_actions

from tests.engine.patched import Patched

ROOT = Path(__file__).resolve().parents[2]


def call(name, **request):
    return json.loads(browser.call(name, json.dumps(request)))


def branch_at_first_card(name: str) -> dict:
    """The request of a branch of worked example `name` opened just before its first card is
    played: its scenario and the actions so far (a branch keeps nothing between requests)."""
    data = load(ROOT / "tutorials" / f"{name}.toml")
    scenario = {key: value for key, value in data.items() if key != "steps"}
    actions = [action for step in data["steps"] for action in split_actions(step["do"])]
    first = next(n for n, action in enumerate(actions) if action.split()[1] == "play")
    return {"scenario": scenario, "actions": actions[:first]}


def finish(branch: dict, lang: str = "en") -> list:
    state = call("branch_start", **branch, lang=lang)
    played = []
    while not state["over"]:
        state = call("branch_bot", scenario=branch["scenario"],
                     actions=branch["actions"] + played, lang=lang, budget_ms=50)
        assert state["ok"], state
        played.append(state["action"])
        assert state["titles"]["*"] and state["tables"]["*"]
    return played


@pytest.mark.parametrize("name", ["304/hidden-nine", "501/blind-contract"])
def test_the_bots_play_a_branch_to_the_end_the_same_way_each_time(name):
    first = finish(branch_at_first_card(name))
    assert first and all(action.split()[1] == "play" for action in first if action.split()[1] != "caps")
    assert finish(branch_at_first_card(name), "fr") == first


def test_a_bot_is_given_its_seat_s_observation_and_legal_actions_only():
    branch = branch_at_first_card("304/hidden-nine")
    deal = scenarios.build(branch["scenario"])
    for action in branch["actions"]:
        deal.apply(action)
    seen = []
    real = bots.choose

    def spy(game, observation, legal, seed=0, **options):
        seen.append((observation, list(legal)))
        return real(game, observation, legal, seed, **options)

    seat = deal.to_act
    expected = (deal.observation(seat), deal.legal_actions())
    with Patched() as patch:              # not monkeypatch: this file also runs inside Pyodide
        patch.setattr(bots, "choose", spy)
        call("branch_bot", **branch, lang="en")
    assert seen == [expected] and seen[0][0]["seat"] == seat


def test_no_bot_plays_once_the_deal_is_over():
    branch = branch_at_first_card("501/blind-contract")
    played = finish(branch)
    answer = call("branch_bot", scenario=branch["scenario"], actions=branch["actions"] + played,
                  lang="fr")
    assert answer["ok"] is False and answer["code"] == "practice-not-bot-turn"
