"""The course's pages (issue #27), both languages, on a phone (touch) and a desktop: a lesson done
right earns three stars, and the stars and "Continue" survive a reload; a wrong answer is told
with its sentence, costs a star, and a lesson left halfway resumes where it stopped after a
reload; no task shows its answer — the sentence for a right answer — before it is answered, in
the text a reader sees or in the accessibility tree (the page's HTML and the lessons' files:
tests/site/test_course.py). Every answer is judged by the engine in the browser (Pyodide).

One page is used for many checks: the engine starts once per test.
"""

import json
import re

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED, ROOT, foreign_requests

from engine.scenarios import load
from tutorials import course

pytestmark = pytest.mark.browser

PREFIX = {"en": "", "fr": "/fr"}
DEVICES = {"phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
           "desktop": {"viewport": {"width": 1280, "height": 800}}}
LESSONS = {game: [load(path) for path in course.lesson_files(game)] for game in course.GAMES}
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"     # as tests/browser/test_every_page.py


def axe_problems(page, where: str) -> list:
    """axe-core's violations, every rule, on the page as it is now (a lesson open, an answer
    given: states the every-page crawl does not reach)."""
    page.wait_for_timeout(400)      # Material's header fades its title in as the page scrolls
    if not page.evaluate("() => Boolean(window.axe)"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']}))
        .violations.flatMap(v => v.nodes.map(n => `${v.id}: ${n.target.join(" ")}`))""")
    return [f"{where}: {problem}" for problem in found]


@pytest.fixture(params=list(DEVICES))
def on_device(request, browser, base_url):
    context = browser.new_context(**DEVICES[request.param])
    page = context.new_page()
    page.set_default_timeout(60_000)
    foreign = foreign_requests(page, base_url)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.press_on = (lambda node: node.tap()) if request.param == "phone" else (lambda node: node.click())
    yield page
    context.close()
    assert foreign == [], f"the page requested other hosts: {foreign}"
    assert errors == [], f"errors in the page: {errors}"


def texts_of(page) -> dict:
    return json.loads(page.locator(".course").get_attribute("data-texts"))


def answer(page, kind: str, key: str) -> None:
    """Give `key` (an answer as the engine writes it) the way a reader does."""
    press = page.press_on
    table = page.locator(".course-lesson__position")
    if kind == "number":
        page.locator(".course-lesson__number").fill(key)
        press(page.locator(".course-lesson__check"))
    elif kind in ("play", "indicator", "winner"):
        press(table.locator(f'button.card[data-card="{key.split()[-1]}"]'))
    elif kind == "cards":
        for card in key.split():
            press(table.locator(f'button.card[data-card="{card}"]'))
        press(page.locator(".course-lesson__check"))
    elif kind == "call":
        press(page.locator(f'.course-lesson__choice[data-call="{key}"]'))
    elif kind == "seat":
        press(page.locator(f'.course-lesson__seat[data-seat="{key}"]'))
    elif kind == "fact":
        press(page.locator(f'.course-lesson__fact[data-fact="{key}"]'))
    elif key == "no":
        press(page.locator(".course-lesson__caps-no"))
    else:
        for card in key.split()[2:]:
            press(table.locator(f'button.card[data-card="{card}"]'))
        press(page.locator(".course-lesson__caps-call"))


def right_keys(data: dict) -> list:
    return [right[0] for right, _ in course.proofs(data)]


def seen(locator) -> str:
    """What a reader is shown and what the accessibility tree holds, in one string."""
    return " ".join((locator.inner_text() + "\n" + locator.aria_snapshot()).split())


def fragment(text: str) -> str:
    """A piece of a sentence that the ARIA snapshot writes as the page does (no quotes)."""
    piece = re.split(r"[\"'’:«»“”]", " ".join(text.split()))[0][:40]
    return piece if len(piece) >= 12 else " ".join(text.split())


def do_lesson(page, data: dict, first: int = 1, last: int = None) -> None:
    """Answer the tasks of the open lesson right, from task `first` to `last` (the end)."""
    kinds = [step["task"]["kind"] for step in data["steps"]]
    for n, key in list(enumerate(right_keys(data), start=1))[first - 1:last]:
        expect(page.locator(f'.course-lesson[data-task="{n}"]')).to_be_visible()
        answer(page, kinds[n - 1], key)
        expect(page.locator(".course-lesson__verdict.is-right")).to_be_visible(timeout=120_000)
        page.press_on(page.locator(".course-lesson__next"))


@pytest.mark.parametrize("lang,on_device", LANGUAGE_DEVICE, indirect=["on_device"])
def test_a_lesson_done_right_earns_three_stars_that_survive_a_reload(on_device, base_url, lang):
    page = on_device
    page.goto(f"{base_url}{PREFIX[lang]}/learn/304/")
    t = texts_of(page)
    first, second = LESSONS["304"][0], LESSONS["304"][1]
    titles = {data["id"]: page.locator(f'#lesson-{data["id"]} .course__title').inner_text()
              for data in (first, second)}
    expect(page.locator(".course__continue")).to_have_text(t["start"])
    problems = axe_problems(page, "the map")
    page.press_on(page.locator(".course__continue"))
    expect(page).to_have_url(re.compile(f"#lesson-{first['id']}$"))
    expect(page.locator('.course-lesson[data-task="1"]')).to_be_visible()
    problems += axe_problems(page, "a task")
    answer(page, first["steps"][0]["task"]["kind"], right_keys(first)[0])
    expect(page.locator(".course-lesson__verdict.is-right")).to_be_visible(timeout=120_000)
    problems += axe_problems(page, "a right answer")
    page.press_on(page.locator(".course-lesson__next"))
    do_lesson(page, first, first=2)
    end = page.locator(".course-lesson--end")
    problems += axe_problems(page, "the end of a lesson")
    assert not problems, problems
    expect(end.locator(".course-lesson__stars")).to_have_attribute("aria-label", t["stars"].replace("{n}", "3"))
    next_lesson = end.locator(".course-lesson__next-lesson")
    expect(next_lesson).to_have_text(t["next_lesson"].replace("{title}", titles[second["id"]]))
    page.press_on(end.locator(".course-lesson__map"))
    for attempt in ("before", "after a reload"):
        stop = page.locator(f"#lesson-{first['id']}")
        expect(stop.locator(".course__stars")).to_have_text("★★★")
        expect(stop.locator(".course__status")).to_have_text(t["status_done"])
        expect(page.locator(".course__continue")).to_have_text(
            t["continue"].replace("{title}", titles[second["id"]]), timeout=10_000)
        if attempt == "before":
            page.reload()
    page.press_on(page.locator(".course__continue"))
    expect(page.locator('.course-lesson[data-task="1"] .course-lesson__title')).to_have_text(titles[second["id"]])


@pytest.mark.parametrize("lang,on_device", LANGUAGE_DEVICE_CROSSED, indirect=["on_device"])
def test_a_wrong_answer_costs_a_star_and_the_lesson_resumes_after_a_reload(on_device, base_url, lang):
    page = on_device
    data = LESSONS["501"][0]
    keys = right_keys(data)
    assert data["steps"][0]["task"]["kind"] == "number"
    page.goto(f"{base_url}{PREFIX[lang]}/learn/501/#lesson-{data['id']}")
    t = texts_of(page)
    wrong_sentence = course.build(data, lang)["first"]["wrong"]
    answer(page, "number", str(int(keys[0]) - 1))
    feedback = page.locator(".course-lesson__feedback")
    expect(feedback.locator(".course-lesson__verdict.is-wrong")).to_contain_text(wrong_sentence, timeout=120_000)
    expect(feedback).to_contain_text(t["try_again"])
    problems = axe_problems(page, "a wrong answer")
    assert not problems, problems
    expect(page.locator(".course-lesson__next")).to_have_count(0)
    # An empty answer is not an answer: it costs nothing.
    page.locator(".course-lesson__number").fill("")
    page.press_on(page.locator(".course-lesson__check"))
    expect(feedback).to_have_text(t["empty_answer"])
    do_lesson(page, data, last=2)
    expect(page.locator('.course-lesson[data-task="3"]')).to_be_visible()
    page.reload()
    expect(page.locator('.course-lesson[data-task="3"]')).to_be_visible()
    page.press_on(page.locator(".course-lesson__map"))
    stop = page.locator(f"#lesson-{data['id']}")
    expect(stop.locator(".course__status")).to_have_text(
        t["status_at"].replace("{n}", "3").replace("{total}", str(len(keys))))
    title = stop.locator(".course__title").inner_text()
    expect(page.locator(".course__continue")).to_have_text(t["continue"].replace("{title}", title))
    page.press_on(page.locator(".course__continue"))
    do_lesson(page, data, first=3)
    expect(page.locator(".course-lesson--end .course-lesson__stars")).to_have_text("★★☆")
    page.press_on(page.locator(".course-lesson--end .course-lesson__map"))
    expect(stop.locator(".course__stars")).to_have_text("★★☆")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_task_shows_its_answer_before_it_is_answered(site_page, base_url, lang):
    page = site_page
    page.press_on = lambda node: node.click()
    problems = []
    for game in course.GAMES:
        page.goto(f"{base_url}{PREFIX[lang]}/learn/{game}/")
        t = texts_of(page)
        for data in LESSONS[game]:
            lesson = course.build(data, lang)
            task, sentences = lesson["first"], []
            for index, (right, _) in enumerate(course.proofs(data)):
                opened = course.unlock(lesson["locks"][index], right[0])
                sentences.append(opened["right"])
            page.evaluate("id => { location.hash = `#lesson-${id}`; }", data["id"])
            for n, key in enumerate(right_keys(data), start=1):
                box = page.locator(f'.course-lesson[data-task="{n}"]')
                expect(box).to_be_visible()
                expect(box.locator(".course-lesson__feedback")).to_be_empty()
                shown = seen(page.locator(".course"))
                for secret in [t["right"], *(fragment(s) for s in sentences[n - 1:])]:
                    if " ".join(secret.split()) in shown:
                        problems.append(f"{data['id']} task {n}: {secret!r} before an answer")
                answer(page, data["steps"][n - 1]["task"]["kind"], key)
                expect(box.locator(".course-lesson__verdict.is-right")).to_contain_text(sentences[n - 1], timeout=120_000)
                page.locator(".course-lesson__next").click()
            expect(page.locator(".course-lesson--end")).to_be_visible()
    assert not problems, "\n".join(problems)


def test_progress_is_exported_imported_and_survives_bad_storage(site_page, base_url, tmp_path):
    page = site_page
    first, second = (data["id"] for data in LESSONS["304"][:2])
    kept = {"lessons": {first: {"stars": 3, "done": True, "mistakes": 0, "answers": []},
                        second: {"stars": 0, "done": False, "mistakes": 1, "answers": ["JC"]}},
            "last": {"304": second}}
    page.goto(f"{base_url}/learn/304/")
    page.evaluate("progress => localStorage.setItem('cards-304-501:course:v1', JSON.stringify(progress))", kept)
    page.reload()
    t = texts_of(page)
    expect(page.locator(f"#lesson-{first} .course__stars")).to_have_text("★★★")
    expect(page.locator(f"#lesson-{second} .course__status")).to_have_text(
        t["status_at"].replace("{n}", "2").replace("{total}", str(len(LESSONS["304"][1]["steps"]))))
    with page.expect_download() as download:
        page.locator(".course__export").click()
    saved = tmp_path / "course.json"
    download.value.save_as(saved)
    exported = json.loads(saved.read_text())
    assert exported["format"] == "cards-304-501:course:v1" and exported["lessons"] == kept["lessons"]
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator(".course__reset").click()
    expect(page.locator(f"#lesson-{first} .course__stars")).to_have_text("☆☆☆")
    page.locator(".course__import").set_input_files(str(saved))
    expect(page.locator(".course__progress")).to_contain_text(
        t["import_done"].replace("{added}", "2").replace("{finished}", "1"))
    expect(page.locator(f"#lesson-{first} .course__stars")).to_have_text("★★★")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    page.locator(".course__import").set_input_files(str(bad))
    expect(page.locator(".course__progress")).to_have_text(t["import_bad"])
    # Storage that cannot be read is said and set aside; the course works as usual.
    page.evaluate("() => localStorage.setItem('cards-304-501:course:v1', '{not json')")
    page.reload()
    expect(page.locator(".course__notice")).to_have_text(t["store_bad"])
    expect(page.locator(".course__continue")).to_have_text(t["start"])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_reads_well_in_the_dark_scheme(browser, base_url, lang):
    """axe-core, every rule, on a lesson in the dark scheme: a task, a wrong choice marked,
    the right answer, the lesson's end (the every-page crawl sees the map only)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme="dark")
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.press_on = lambda node: node.click()
    data = LESSONS["501"][2]                         # the auction: calls to choose
    keys = right_keys(data)
    page.goto(f"{base_url}{PREFIX[lang]}/learn/501/#lesson-{data['id']}")
    assert page.locator("body").get_attribute("data-md-color-scheme") == "slate"
    problems = axe_problems(page, "a task")
    do_lesson(page, data, last=1)
    wrong = next(choice for choice in data["steps"][1]["task"]["choices"] if choice != keys[1])
    answer(page, "call", wrong)
    expect(page.locator(f'.course-lesson__choice[data-call="{wrong}"]')).to_have_class(re.compile("is-wrong"))
    problems += axe_problems(page, "a wrong choice")
    do_lesson(page, data, first=2)
    problems += axe_problems(page, "the end of a lesson")
    context.close()
    assert not problems, problems
