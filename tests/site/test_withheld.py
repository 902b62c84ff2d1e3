"""A question about a deal's result shows the deal before it was scored (issue #24, section 2),
checked fast on what the build produces; tests/browser/test_no_answer_before_asked.py checks
the pages a reader sees.

- Every finished deal of every scenario file ends with exactly one result event, and
  tutorials/withheld.py knows it as one: what a lesson withholds is the whole result.
- Every puzzle that asks for a result (found from its file: its deal is over) is drawn with the
  tokens or scores before the deal and, when card points are asked, none; the facts after the
  deal are kept for the solution.
- Every lesson question about a result tells the result only with its answer.
- Without JavaScript, a lesson's folded answers name the choices, not which one is right.
"""

import html
import json
import re
import sys
from pathlib import Path

import pytest

from engine import games
from engine.errors import EngineError
from engine.scenarios import load, step_actions
from tutorials import lessons, puzzles, withheld

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
SCENARIOS = sorted(path for folder in ("tutorials", "tests/engine/scenarios")
                   for path in (ROOT / folder).rglob("*.toml") if "lessons" not in path.parts)
PUZZLES = sorted((ROOT / "tutorials" / "puzzles").rglob("*.toml"))
LESSONS = sorted((ROOT / "tutorials" / "lessons").glob("*.toml"))
built = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")


def _replayed(data: dict):
    deal = games.deal_from_scenario(data)
    for step in data.get("steps", []):
        for action in step_actions(step):      # a course task's `then` and answer too
            try:
                deal.apply(action)
            except EngineError:
                if "error" not in step.get("expect", {}):
                    raise
    return deal


def test_every_finished_deal_ends_with_one_result_event_that_is_withheld():
    finished = 0
    for path in SCENARIOS:
        deal = _replayed(load(path))
        codes = [event[0] for event in deal.events]
        results = [code for code in codes if withheld.is_result_event(code)]
        if deal.is_over:
            finished += 1
            assert results == codes[-1:], f"{path.name}: {codes[-3:]}"
        else:
            assert results == [], path.name
    assert finished >= 30


def _result_puzzles() -> list:
    out = []
    for path in PUZZLES:
        data = load(path)
        if _replayed(data).is_over:
            out.append(data)
    return out


RESULT_PUZZLES = _result_puzzles()


def test_the_result_puzzles_are_the_result_kinds():
    assert len(RESULT_PUZZLES) >= 17
    assert {data["puzzle"]["kind"] for data in RESULT_PUZZLES} <= set(puzzles.RESULT_KINDS)


@pytest.mark.parametrize("data", RESULT_PUZZLES, ids=lambda data: data["id"])
def test_a_result_puzzle_shows_the_deal_before_it_was_scored(data):
    deal = _replayed(data)
    item = puzzles.page_data(data, "en")
    shown, after = item["table"]["facts"], item["facts_after"]
    if data["game"] == "304":
        assert shown["tokens"] == list(deal.tokens_before)
        assert after["tokens"] == list(deal.tokens)
    else:
        seats = list(shown["scores"])
        assert [shown["scores"][seat] for seat in seats] == \
            [deal.scores_before["ABCD".index(seat)] for seat in seats]
        assert [after["scores"][seat] for seat in seats] == \
            [deal.scores["ABCD".index(seat)] for seat in seats]
    if data["puzzle"]["kind"] == "points":
        assert shown["points"] is None and after["points"] is not None
    assert shown["before_deal"] and not after.get("before_deal")     # labelled "before this deal"


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_a_lesson_tells_the_result_only_with_its_answer(path):
    lesson = lessons.build(load(path), "en")
    asked = [step for step in lesson["steps"] if step["judge"] in lessons.RESULT_JUDGES]
    assert asked, "each lesson ends with a question about its result"
    for step in asked:
        result = step["result"]
        assert result["lines"], "the result is told with the answer"
        assert not set(result["lines"]) & set(step["lines"])
        facts, after = step["table"]["facts"], result["table"]["facts"]
        key = "tokens" if lesson["game"] == "304" else "scores"
        assert facts[key] != after[key]
        # The deal began at the lesson's tokens or scores: the step shows them.
        before = load(path).get("tokens", [11, 11]) if key == "tokens" else \
            load(path).get("scores", [501] * len(facts["scores"]))
        assert list(facts[key] if key == "tokens" else facts[key].values()) == list(before)
    for step in lesson["steps"]:
        if step not in asked:
            assert step["result"] is None


@built
@pytest.mark.parametrize("page", ["304/first-deal", "fr/304/first-deal", "501/first-deal",
                                  "fr/501/first-deal"])
def test_without_javascript_a_lesson_names_the_choices_not_the_right_one(page):
    html = (SITE / page / "index.html").read_text(encoding="utf-8")
    summaries = re.findall(r'<details class="lesson-feedback[^"]*"[^>]*>\s*<summary>(.*?)</summary>',
                           html, re.S)
    assert len(summaries) >= 10
    for summary in summaries:
        assert "lesson-feedback__verdict" not in summary


def _script(source: str, name: str) -> dict:
    return json.loads(re.search(rf'<script type="application/json" class="{name}">(.*?)</script>',
                                source, re.S).group(1))


@built
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_puzzles_file_holds_no_answer_even_in_its_source(lang):
    """#24: a puzzle's file (`<id>.html`, loaded when the puzzle is opened, and a page of its own
    without JavaScript) holds the position, the question and the hints; the answer, its
    explanation, the values of the cards and the result after the deal are in the answer file
    (`<id>.answer.html`), which the page shows only once the reader has answered."""
    sys.path.insert(0, str(ROOT / "hooks"))
    from puzzles import ANSWER_KEYS    # hooks/puzzles.py, beside the tutorials' module
    folder = SITE / ("fr/puzzles" if lang == "fr" else "puzzles")
    ids = [path.stem for path in PUZZLES]
    for puzzle_id in ids:
        question_html = (folder / f"{puzzle_id}.html").read_text(encoding="utf-8")
        answer_html = (folder / f"{puzzle_id}.answer.html").read_text(encoding="utf-8")
        question, answer = _script(question_html, "puzzle__data"), _script(answer_html, "puzzle__answer-data")
        assert not set(ANSWER_KEYS) & set(question), (puzzle_id, set(ANSWER_KEYS) & set(question))
        assert answer["answer"] and answer["explanation"], puzzle_id
        text = html.unescape(question_html)
        assert "puzzle__solution\"" not in text and "puzzle__reasons" not in text, puzzle_id
        explanation = " ".join(answer["explanation"].split())
        assert explanation[:60] not in " ".join(text.split()), (puzzle_id, explanation[:60])
        assert explanation[:60] in " ".join(html.unescape(answer_html).split()), puzzle_id
        # A "which card" puzzle tells which cards may be played, not what each is worth.
        if answer["values"]:
            assert question["legal_cards"] == sorted({a.split()[2] for a in answer["values"]}), puzzle_id
            for value in {str(v) for v in answer["values"].values()}:
                assert f'"{value}"' not in question_html
        after = (answer.get("facts_after") or {}).get("tokens")
        if after:        # the tokens after the deal (the table shows those before it)
            assert json.dumps(after) not in json.dumps(question), puzzle_id
        assert f'href="{puzzle_id}.answer.html"' in question_html, puzzle_id

