"""mkdocs hook: the course, `<!-- course: 304 -->` and `<!-- course: 501 -->`, from
tutorials/learn/<game>/*.toml (format: tutorials/learn/README.md; build: tutorials/course.py).

The page is the course's map: its lessons in order, the reader's stars and where they stopped
(kept in the browser, docs/assets/course/), and the first-deal lessons as the final step. Each
lesson is a file of its own beside the page, `<id>.json`, fetched when it is opened: the first
task in the clear, then what each right answer opens, locked. The engine proves every task's
answer while the site is built (the build fails on one it does not confirm, or whose answer
the reader's seat cannot see) and judges the reader's answers in the browser.

The rules the lessons link to are in the page as ordinary rule links (hooks/rule_links.py points
them at the rules pages and fails the build on a rule no page states), inside a <template>:
the lesson's script takes each task's links from there.
"""

import json
import re
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import examples  # noqa: E402  (hooks/examples.py: the table's templates, labels and texts)
from engine.messages import translation  # noqa: E402
from engine.reasons import N_  # noqa: E402
from template_texts import language_prefix, page_language, translated  # noqa: E402
from tutorials import course  # noqa: E402

MARKER = re.compile(r"<!--\s*course:\s*(304|501)\s*-->")
TRANSLATED = ("title", "summary", "intro")
STEP_TEXTS = ("text",)
TASK_TEXTS = ("prompt", "right", "wrong")

COURSE_TEXTS = {
    "start": N_("Start the course"),
    "continue": N_("Continue: %(title)s"),
    "again": N_("Start the course again from the first lesson"),
    "progress": N_("%(done)s of %(total)s lessons done · %(stars)s of %(max)s stars"),
    "status_new": N_("Not started"),
    "status_at": N_("Task %(n)s of %(total)s"),
    "status_done": N_("Done"),
    "stars": N_("%(n)s of 3 stars"),
    "lesson_n": N_("Lesson %(n)s"),
    "task_n": N_("Task %(n)s of %(total)s"),
    "what_happened": N_("What happened"),
    "rules": N_("Rules:"),
    "checking": N_("The rules engine checks your answer…"),
    "right": N_("Right."),
    "wrong": N_("Not this one."),
    "try_again": N_("Try again."),
    "refused": N_("The rules refuse it:"),
    "next_task": N_("Next task"),
    "finish": N_("Finish the lesson"),
    "check": N_("Check"),
    "how_play": N_("Tap a card of your hand."),
    "how_cards": N_("Tap every card you may play, then check."),
    "how_indicator": N_("Tap the card to set aside."),
    "how_winner": N_("Tap a card of the trick."),
    "how_seat": N_("Choose a seat."),
    "how_call": N_("Choose a call."),
    "how_number": N_("Enter a whole number, then check."),
    "how_fact": N_("Choose an answer."),
    "fact_made": N_("Made"),
    "fact_failed": N_("Failed"),
    "fact_conceded": N_("Conceded"),
    "how_caps": N_("Tap all your cards in the order you will play them, then call Caps; or say "
                   "it is too early."),
    "number_label": N_("Your answer"),
    "empty_answer": N_("Enter a number first: an empty answer does not count."),
    "chosen_none": N_("No card chosen yet."),
    "chosen": N_("Chosen: %(cards)s"),
    "caps_call": N_("Call Caps"),
    "call_marriage": N_("%(card)s, declaring the marriage"),
    "caps_not_yet": N_("Not yet"),
    "caps_clear": N_("Start the order again"),
    "caps_order": N_("Your order: %(cards)s"),
    "caps_need_order": N_("Tap all your cards, in order, before you call."),
    "seat_you": N_("%(seat)s (you)"),
    "seat_partner": N_("%(seat)s (your partner)"),
    "lesson_done": N_("Lesson done."),
    "earned": N_("You earned %(n)s of 3 stars."),
    "earned_note": N_("Three stars with no wrong answer, two with one, one with more. Do the "
                      "lesson again to improve them."),
    "next_lesson": N_("Next lesson: %(title)s"),
    "final_step": N_("The last step: your first deal"),
    "map": N_("Back to the course map"),
    "redo": N_("Do the lesson again"),
    "broken": N_("This answer could not be checked (%(message)s). Reload the page, then try "
                 "again."),
    "load_failed": N_("This lesson could not be loaded. Check the connection, then open it again."),
    "reset": N_("Reset progress"),
    "reset_confirm": N_("Forget your stars and where you stopped in the course?"),
    "export": N_("Export progress"),
    "import": N_("Import progress"),
    "import_done": N_("Progress imported and merged with this browser’s: new lessons: "
                      "%(added)s; newly finished: %(finished)s."),
    "import_bad": N_("That file is not a course progress file from this site."),
    "import_bad_entries": N_("That progress file holds entries of the wrong kind: nothing was "
                             "imported."),
    "store_bad": N_("Progress saved in this browser could not be read and is ignored. The course "
                    "works as usual, and new answers are saved."),
    "keys_help": N_("Key: N for the next task or lesson."),
    "needs_script": N_("The course runs in your browser: it needs JavaScript, and the rules "
                       "engine, which loads with the first lesson."),
}
FINAL_TEXTS = {
    "304-first-deal-open": N_("Your first deal, trump open"),
    "304-first-deal-closed": N_("Your first deal, trump closed"),
    "501-first-deal": N_("Your first deal of 501, looking at your cards"),
    "501-first-deal-blind": N_("Your first deal of 501, bid blind"),
}
FINAL_ANCHORS = {"304-first-deal-open": "trump-open", "304-first-deal-closed": "trump-closed",
                 "501-first-deal": "lesson", "501-first-deal-blind": "lesson-2"}


def texts(lang: str) -> dict:
    return {**examples.texts(lang), **translated(COURSE_TEXTS, lang)}


def _check_translated(data: dict, lang: str) -> None:
    """The build fails on a lesson text without its translation (English is the source)."""
    if lang == "en":
        return
    catalog = translation(lang)
    found = [data[key] for key in TRANSLATED if data.get(key)]
    for step in data["steps"]:
        found += [step[key] for key in STEP_TEXTS if step.get(key)]
        found += [step["task"][key] for key in TASK_TEXTS if step.get("task", {}).get(key)]
    known = getattr(catalog, "_catalog", {})      # a text may be the same in both ("Caps")
    for text in found:
        if text not in known and catalog.gettext(text) == text:
            raise PluginError(f"lesson {data['id']}: no {lang} translation for {text!r}: run "
                              "`make catalogs` and translate it")


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def render(game: str, lang: str, page, config) -> str:
    built = []
    for path in course.lesson_files(game):
        data = course.load(path)
        _check_translated(data, lang)
        try:
            built.append(course.build(data, lang))
        except course.CourseError as problem:
            raise PluginError(f"{path.relative_to(ROOT)}: {problem}") from None
    folder = Path(config["site_dir"]) / Path(page.file.dest_path).parent
    folder.mkdir(parents=True, exist_ok=True)
    for lesson in built:
        (folder / f"{lesson['id']}.json").write_text(_json(lesson), encoding="utf-8")
    prefix = language_prefix(lang)
    finals = [{"id": name, "title": translation(lang).gettext(FINAL_TEXTS[name]),
               "href": get_relative_url(f"{prefix}{game}/first-deal/", page.url)
               + f"#{FINAL_ANCHORS[name]}"} for name in course.FINAL_STEPS[game]]
    listed = [{key: lesson[key] for key in ("id", "title", "summary", "tasks")} for lesson in built]
    page_texts = texts(lang)
    env = examples.environment()
    env.loader.searchpath.append(str(ROOT / "overrides" / "course"))
    return env.get_template("course.html").render(
        game=game, lang=lang, lessons=built, finals=finals, texts=page_texts,
        rules=sorted({rule for lesson in built for rule in lesson["rules"]}),
        texts_json=_json(page_texts), labels_json=_json(examples.labels(game, lang)),
        data_json=_json({"game": game, "lessons": listed, "finals": finals}).replace("</", "<\\/"),
        script_url=get_relative_url("assets/course.js", page.url))


def on_page_content(html, page, config, files):
    if not MARKER.search(html):
        return html
    lang = page_language(page)
    return MARKER.sub(lambda m: render(m.group(1), lang, page, config), html)
