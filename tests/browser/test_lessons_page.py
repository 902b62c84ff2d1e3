"""The guided lessons in the browser, desktop and phone, both languages: every lesson played to
its end, a wrong choice first wherever there is one (explained, and the lesson waits), then the
right one (explained, and the lesson goes on)."""

import pytest
from playwright.sync_api import expect

from conftest import LANGUAGE_DEVICE, LANGUAGE_DEVICE_CROSSED

PAGES = [("304/first-deal/", ["304-first-deal-open", "304-first-deal-closed"]),
         ("501/first-deal/", ["501-first-deal", "501-first-deal-blind"])]
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
WORDS = {"en": ("Right.", "Not this one.", "Continue", "End of the lesson."),
         "fr": ("Bien vu.", "Pas celle-ci.", "Continuer", "Fin de la leçon.")}


def _play_lesson(lesson, lang: str) -> int:
    """Play one lesson to its end; the number of questions answered."""
    right, wrong, go_on, finished = WORDS[lang]
    steps = lesson.locator(".lesson-step")
    count = steps.count()
    nav = lesson.locator(".lesson__nav")
    answered = 0
    for index in range(count):
        step = steps.nth(index)
        expect(step).to_be_visible()
        expect(lesson.locator(".lesson-step:visible")).to_have_count(1)
        expect(step.locator(".lesson-question__answers")).to_be_hidden()
        if step.locator(".lesson-question").count():
            feedback = step.locator(".lesson-question__feedback")
            choices = step.locator(".lesson-choice")
            verdicts = step.locator(".lesson-feedback")
            rights = [verdicts.nth(i).get_attribute("data-right") == "true"
                      for i in range(verdicts.count())]
            expect(nav.locator(".lesson__next")).to_be_hidden()
            if False in rights:
                choices.nth(rights.index(False)).click()
                expect(feedback).to_have_class("lesson-question__feedback is-wrong")
                expect(feedback).to_contain_text(wrong)
                expect(feedback.locator("p")).not_to_have_count(1)    # a verdict and a why
                expect(choices.nth(rights.index(False))).to_be_disabled()
                expect(nav.locator(".lesson__next")).to_be_hidden()
            choices.nth(rights.index(True)).click()
            expect(feedback).to_have_class("lesson-question__feedback is-right")
            expect(feedback).to_contain_text(right)
            answered += 1
        if index < count - 1:
            button = nav.locator(".lesson__next")
            expect(button).to_have_text(go_on)
            button.click()
    expect(lesson.locator(".lesson__end")).to_have_text(finished)
    expect(nav.locator(".lesson__restart")).to_be_visible()
    return answered


# Each language once on each device, the two games taking the pairings in turn (conftest.py).
CASES = ([(*PAGES[0], lang, device) for lang, device in LANGUAGE_DEVICE]
         + [(*PAGES[1], lang, device) for lang, device in LANGUAGE_DEVICE_CROSSED])


@pytest.mark.parametrize("path,ids,lang,viewport", CASES,
                         ids=[f"{path.split('/')[0]}-{lang}-{device}" for path, _, lang, device in CASES])
def test_lessons_play_to_the_end(site_page, base_url, path, ids, lang, viewport):
    site_page.set_viewport_size(VIEWPORTS[viewport])
    errors = []
    site_page.on("pageerror", lambda error: errors.append(str(error)))
    site_page.goto(f"{base_url}/{'fr/' if lang == 'fr' else ''}{path}")
    for lesson_id in ids:
        lesson = site_page.locator(f'.lesson[data-lesson="{lesson_id}"]')
        expect(lesson).to_have_class("lesson is-interactive")
        assert _play_lesson(lesson, lang) >= 4
    if viewport == "phone":          # nothing wider than the screen
        width = site_page.evaluate("document.documentElement.scrollWidth")
        assert width <= VIEWPORTS["phone"]["width"]
    assert errors == []


def test_a_link_to_a_step_opens_the_lesson_there_and_restart_goes_back(site_page, base_url):
    site_page.goto(f"{base_url}/501/first-deal/#lesson-501-first-deal-step-6")
    lesson = site_page.locator('.lesson[data-lesson="501-first-deal"]')
    expect(lesson.locator("#lesson-501-first-deal-step-6")).to_be_visible()
    expect(lesson.locator(".lesson-step:visible")).to_have_count(1)
    step = lesson.locator("#lesson-501-first-deal-step-6")
    step.locator('.lesson-choice[data-do="411"]').click()
    lesson.locator(".lesson__restart").click()
    expect(lesson.locator("#lesson-501-first-deal-step-1")).to_be_visible()
    expect(lesson.locator("#lesson-501-first-deal-step-1 .lesson-choice").first).to_be_enabled()
