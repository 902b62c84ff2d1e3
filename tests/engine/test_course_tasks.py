"""The course's tasks judged as the reader's browser judges them (engine.tasks through
engine.app.questions.course_check): every lesson file's author's answers are right, a wrong answer is
wrong, an action the rules refuse comes with the engine's reason and its rule. Also run inside
Pyodide (tests/js), where the course's answers are judged for real.

The build's own proofs (the answers from the seat's view, the locks) are tests/site/test_course.py.
"""

import json
from pathlib import Path

import pytest

from engine import games, tasks
from engine.app import browser
from engine.scenarios import check_file, load, split_actions, step_actions

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "tutorials" / "learn").rglob("*.toml"))


def _positions(data: dict):
    """(step number, engine task, actions before the task, author's answers) of every task."""
    actions = []
    for number, step in enumerate(data["steps"], start=1):
        actions += split_actions(step.get("do", ""))
        task = step["task"]
        engine_task = {"kind": task["kind"], "seat": data["seat"]}
        for key in ("goal", "trump", "of", "who"):
            if key in task:
                engine_task[key] = task[key]
        if "then" in task:
            engine_task["then"] = split_actions(task["then"])
        if "choices" in task:
            engine_task["choices"] = task["choices"]
        yield number, engine_task, list(actions), [str(answer) for answer in task["answer"]]
        actions += step_actions({"task": task})


def _check(data: dict, actions: list, task: dict, answer: str, lang: str = "en") -> dict:
    scenario = {key: value for key, value in data.items() if key != "steps"}
    reply = json.loads(browser.call("course_check", json.dumps(
        {"scenario": scenario, "actions": actions, "task": task, "answer": answer, "lang": lang})))
    assert reply["ok"], reply
    return reply


def _wrong_answer(task: dict, right: list, data: dict, actions: list):
    """An answer of the task's kind that is not right, or None when every one is."""
    kind = task["kind"]
    if kind == "number":
        return str(int(right[0]) + 1)
    if kind == "seat":
        return next(seat for seat in "ABC" if seat not in right)
    if kind == "caps":
        return "no" if right != ["no"] else None
    if kind in ("call", "fact"):
        return next((choice for choice in task["choices"] if choice not in right), None)
    deal = games.deal_from_scenario(data)
    for action in actions:
        deal.apply(action)
    hand = deal.observation(task["seat"])["hand"]
    if kind == "cards":
        return " ".join(right[0].split()[:-1]) if len(right[0].split()) > 1 else None
    if kind == "winner":
        _, (_, played, _) = tasks.finish_trick(deal, task)
        return next((card for _, card in played if card not in right), None)
    return next((f"{task['seat']} play {card}" for card in hand
                 if f"{task['seat']} play {card}" not in right), None)


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_every_lesson_replays(path):
    report = check_file(path)
    assert report.ok, "\n".join(failure.describe() for failure in report.failures)


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_the_authors_answers_are_right_and_others_wrong(path):
    data = load(path)
    for number, task, actions, answers in _positions(data):
        for answer in answers:
            reply = _check(data, actions, task, answer)
            assert reply["right"], f"step {number}: {answer}: {reply}"
        wrong = _wrong_answer(task, answers, data, actions)
        if wrong is not None:
            reply = _check(data, actions, task, wrong, "fr")
            assert not reply["right"], f"step {number}: {wrong} judged right"


def test_a_refused_card_comes_with_the_rule_and_the_answer_key():
    data = load(ROOT / "tutorials" / "learn" / "304" / "02-following-suit.toml")
    number, task, actions, answers = list(_positions(data))[3]     # must play the last heart
    assert answers == ["A play QH"]
    reply = _check(data, actions, task, "AD")      # a card, as the page sends it
    assert reply["key"] == "A play AD" and not reply["right"]
    assert reply["refusals"][0]["rule"] == "304-L3"
    assert _check(data, actions, task, "QH")["key"] == "A play QH"


def test_a_set_of_cards_is_judged_whatever_its_order():
    data = load(ROOT / "tutorials" / "learn" / "304" / "02-following-suit.toml")
    _, task, actions, answers = list(_positions(data))[1]
    reply = _check(data, actions, task, "QH 8H KH")
    assert reply["right"] and reply["key"] == answers[0]
    wrong = _check(data, actions, task, "QH 8H KH AD")
    assert not wrong["right"] and [r["rule"] for r in wrong["refusals"]] == ["304-L3"]


def test_a_request_that_is_not_a_task_is_answered_with_a_reason():
    data = load(LESSONS[0])
    scenario = {key: value for key, value in data.items() if key != "steps"}
    for task, answer in (({"kind": "dance", "seat": "A"}, "64"), ({"kind": "number"}, "64"),
                         ({"kind": "number", "seat": "A", "of": "hand-points"}, "sixty")):
        reply = json.loads(browser.call("course_check", json.dumps(
            {"scenario": scenario, "actions": [], "task": task, "answer": answer})))
        assert reply["ok"] is False and reply["message"], reply
