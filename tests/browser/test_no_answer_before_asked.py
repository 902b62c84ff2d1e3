"""No answer is shown before the reader gives theirs (issue #24, section 2), both languages.

Every puzzle and every lesson question is found from its file, so a new one is covered. Before
an answer, neither the visible text nor the accessibility tree (Playwright's ARIA snapshot)
holds its answer:
- no solution, no verdict, no explanation of a choice, no narration of what follows the
  question (the trick it asks about, the card it asks for);
- for a question about the result of a finished deal (its card points, tokens or scores): no
  figure of that result — the tokens or scores after the deal, the signed change, the card
  points when they are asked. Figures the reader is given (in the question, the step's text or
  the state before the deal) are allowed; the figures are computed here from the engine.
After the solution is asked for (puzzles) or the right choice made (lessons), the result shows.
One page load per page and language: the pages hold no engine (every answer is in the page).
"""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import SITE

from engine import games
from engine.messages import explain
from engine.narration import EVERYONE
from engine.scenarios import load, split_actions

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = [load(path) for path in sorted((ROOT / "tutorials" / "puzzles").rglob("*.toml"))]
LESSON_FILES = sorted((ROOT / "tutorials" / "lessons").glob("*.toml"))
PREFIX = {"en": "", "fr": "fr/"}
CARD = re.compile(r"(?:10|[2-9JQKAVDR])\s?[♠♥♦♣]")       # a card's short label, not a figure
SEATS = "ABCD"


# --- what a finished deal's result shows, from the engine --------------------------------------
def replay(data: dict, actions: list):
    deal = games.deal_from_scenario(data)
    for action in actions:
        deal.apply(action)
    return deal


def _pattern(n: int, signed: bool) -> re.Pattern:
    """A figure as a whole number (a card's label aside); `signed`: a change, "+2" or "−2"."""
    if n < 0:
        return re.compile(rf"(?<!\w)[−-]\s?{-n}(?!\d)")
    if signed:
        return re.compile(rf"(?<!\w)\+\s?{n}(?!\d)")
    return re.compile(rf"(?<![\w+−-]){n}(?!\d)")


def result_figures(deal, asked: str) -> tuple:
    """([(figure, signed)] that the deal's result shows, {figures of the state before it})."""
    assert deal.is_over, "a question about a result is asked on a finished deal"
    assert asked in ("points", "tokens", "score"), f"what does a {asked!r} question ask? Say it here"
    if hasattr(deal, "tokens_before"):                     # 304
        before, after = list(deal.tokens_before), list(deal.tokens)
    else:                                                  # 501
        before, after = list(deal.scores_before), list(deal.scores)
    figures = []
    for was, now in zip(before, after):
        if now != was:
            figures += [(now, False), (now - was, True)]
    if asked == "points":
        points = deal.expect_value("points")
        figures += [(p, False) for p in (points.values() if isinstance(points, dict) else points)]
    return figures, set(before)


def leaks(figures: list, before: set, given: str, text: str) -> list:
    """The result's figures found in `text`, but not those the reader is given: in `given`
    (the question, the step's text) or in the state before the deal."""
    text, given = CARD.sub(" ", text), CARD.sub(" ", given)
    found = []
    for figure, signed in figures:
        pattern = _pattern(figure, signed)
        if pattern.search(given) or (not signed and figure in before):
            continue
        match = pattern.search(text)
        if match:
            found.append(text[max(0, match.start() - 40):match.end() + 20])
    return found


def fragment(text: str) -> str:
    """A piece of a sentence that the ARIA snapshot writes as the page does (no quotes)."""
    piece = re.split(r"[\"'’:«»“”]", " ".join(text.split()))[0][:40]
    return piece if len(piece) >= 12 else text


def seen(locator) -> str:
    """What a reader is shown and what the accessibility tree holds, in one string."""
    return locator.inner_text() + "\n" + locator.aria_snapshot()


# --- puzzles --------------------------------------------------------------------------------
def puzzle_data(base_url: str, lang: str, puzzle_id: str) -> dict:
    """A puzzle's whole data, from its two files beside the puzzles page (hooks/puzzles.py):
    `<id>.html` (the question) and `<id>.answer.html` (the answer and its explanation); the page
    itself lists the puzzles and loads a puzzle's files when it is opened."""
    folder = SITE / f"{PREFIX[lang]}puzzles"
    data = {}
    for name, kind in ((f"{puzzle_id}.html", "puzzle__data"), (f"{puzzle_id}.answer.html", "puzzle__answer-data")):
        html = (folder / name).read_text(encoding="utf-8")
        data.update(json.loads(re.search(rf'<script type="application/json" class="{kind}">(.*?)</script>',
                                         html, re.S).group(1)))
    return data


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_puzzle_shows_its_answer_before_the_reader_answers(site_page, base_url, lang):
    site_page.goto(f"{base_url}/{PREFIX[lang]}puzzles/")
    listed = [item["id"] for item in json.loads(site_page.locator(".puzzles__data").text_content())]
    texts = json.loads(site_page.locator(".puzzles").get_attribute("data-texts"))
    assert set(listed) == {data["id"] for data in PUZZLES}
    items = {puzzle_id: puzzle_data(base_url, lang, puzzle_id) for puzzle_id in listed}
    results = 0
    problems = []
    for data in PUZZLES:
        item = items[data["id"]]
        site_page.evaluate("id => { location.hash = `#puzzle-${id}`; }", data["id"])
        puzzle = site_page.locator(f"#puzzle-{data['id']}")
        expect(puzzle).to_be_visible()
        expect(puzzle.locator(".puzzle__play .puzzle__answer")).to_be_visible()
        expect(puzzle.locator(".puzzle__solution")).to_have_count(0)   # not in the page at all
        expect(puzzle.locator(".puzzle__feedback")).to_be_empty()
        everywhere = " ".join(seen(site_page.locator(".puzzles")).split())
        for secret in (texts["answer"], fragment(item["explanation"])):
            if " ".join(secret.split()) in everywhere:
                problems.append(f"{data['id']}: {secret!r} before an answer")
        deal = replay(data, [a for step in data.get("steps", []) for a in split_actions(step.get("do", ""))])
        if not deal.is_over:
            continue
        results += 1
        figures, before = result_figures(deal, data["puzzle"]["kind"])
        given = " ".join([item["question"], puzzle.locator(".puzzle__meta").inner_text()]
                         + puzzle.locator(".puzzle__history > summary").all_inner_texts())
        found = leaks(figures, before, given, seen(puzzle))
        if found:
            problems.append(f"{data['id']}: the result before an answer: {found}")
        # Asked for, the solution shows the answer, and the position the deal after scoring.
        puzzle.get_by_role("button", name=texts["show_solution"]).click()
        expect(puzzle.locator(".puzzle__solution")).to_be_visible()
        expect(puzzle.locator(".puzzle__solution")).to_contain_text(str(item["answer"][0]))
        if not leaks(figures, before, given, puzzle.locator(".puzzle__position").inner_text()):
            problems.append(f"{data['id']}: the position does not show the result with the solution")
    assert results >= 17, "the puzzles that ask for a result are found from their files"
    assert not problems, "\n".join(problems)


# --- lessons --------------------------------------------------------------------------------
def lesson_questions(data: dict) -> list:
    """[(step number, step, result figures or None, the events of what follows the question)]."""
    deal = replay(data, [])
    reader = SEATS.index(data["seat"])
    out = []
    for number, step in enumerate(data["steps"], start=1):
        for action in split_actions(step.get("do", "")):
            deal.apply(action)
        if not step.get("question"):
            continue
        figures = result_figures(deal, step["judge"]) if step["judge"] in ("tokens", "score") else None
        then = split_actions(step.get("then", ""))
        if not then and step["judge"] in ("legal", "best"):
            then = [next(choice["do"] for choice in step["choices"] if choice.get("right"))]
        before = len(deal.events)
        for action in then:
            deal.apply(action)
        out.append((number, step, figures, [event for event in deal.events[before:]
                                            if event[2] in (EVERYONE, reader)]))
    return out


def _lesson_pages() -> dict:
    pages = {}
    for page in sorted((ROOT / "docs").rglob("*.md")):
        if page.name.endswith(".fr.md"):
            continue
        for name in re.findall(r"<!--\s*lesson:\s*([a-z0-9-]+)\s*-->", page.read_text(encoding="utf-8")):
            url = page.relative_to(ROOT / "docs").with_suffix("").as_posix()
            pages[name] = url.removesuffix("index") if url.endswith("index") else url + "/"
    return pages


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_lesson_question_shows_its_answer_before_the_reader_answers(site_page, base_url, lang):
    pages = _lesson_pages()
    assert set(pages) == {path.stem for path in LESSON_FILES}, "every lesson is on a page"
    problems = []
    results = 0
    for path in LESSON_FILES:
        data = load(path)
        site_page.goto(f"{base_url}/{PREFIX[lang]}{pages[path.stem]}")
        lesson = site_page.locator(f'.lesson[data-lesson="{path.stem}"]')
        expect(lesson).to_have_class(re.compile("is-interactive"))
        texts = json.loads(lesson.get_attribute("data-texts"))
        questions = {number: rest for number, *rest in lesson_questions(data)}
        steps = lesson.locator(".lesson-step")
        for index in range(steps.count()):
            step = steps.nth(index)
            expect(step).to_be_visible()
            if index + 1 in questions:
                source, figures, following = questions[index + 1]
                where = f"{path.stem} step {index + 1}"
                expect(step.locator(".lesson-question__answers")).to_be_hidden()
                expect(step.locator(".lesson-question__feedback")).to_be_empty()
                expect(step.locator(".lesson-choice.is-right, .lesson-choice[aria-pressed]")).to_have_count(0)
                flat = " ".join(seen(lesson).split())      # the step, and any other shown
                secrets = [texts["right"], texts["wrong"]]
                secrets += [fragment(text) for text in step.locator(".lesson-feedback > p").all_text_contents()]
                secrets += [explain(code, params, lang) for code, params, *_ in following]
                for secret in secrets:
                    if " ".join(secret.split()) in flat:
                        problems.append(f"{where}: {secret!r} before an answer")
                if figures:
                    results += 1
                    # The choices offer the answer among others: the figures are looked for
                    # everywhere else in the step.
                    choices = step.locator(".lesson-question__choices").inner_text().strip()
                    assert choices and choices in step.inner_text()
                    rest = step.inner_text().replace(choices, " ", 1) + "\n" + "\n".join(
                        line for line in step.aria_snapshot().splitlines()
                        if not re.match(r"\s*- button ", line))
                    given = " ".join(step.locator(".lesson-step__text, .lesson-question__prompt,"
                                                  " .lesson-step__title").all_inner_texts())
                    found = leaks(*figures, given, rest)
                    if found:
                        problems.append(f"{where}: the result before an answer: {found}")
                rights = [box.get_attribute("data-right") == "true"
                          for box in step.locator(".lesson-feedback").all()]
                step.locator(".lesson-choice").nth(rights.index(True)).click()
                expect(step.locator(".lesson-question__feedback")).to_contain_text(texts["right"])
                facts = step.locator(".deal-facts").filter(visible=True)
                if figures and not leaks(*figures, given, facts.inner_text()):
                    problems.append(f"{where}: the right answer does not show the result")
            if index < steps.count() - 1:
                lesson.locator(".lesson__next").click()
    assert results >= len(LESSON_FILES), "every lesson ends with a question about its result"
    assert not problems, "\n".join(problems)
