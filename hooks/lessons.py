"""mkdocs hook: guided lessons, from lesson files to pages.

`<!-- lesson: 304-first-deal-open -->` in a page becomes the lesson
`tutorials/lessons/304-first-deal-open.toml` (format: tutorials/lessons.py): every step drawn as
static HTML from the reader's seat, each question with all its choices, the engine's verdict on
each and its explanation. Without JavaScript every step and every explanation is readable (the
explanations folded); docs/assets/lesson.js turns the list into a lesson taken one step at a
time: click a choice, read why it is right or wrong, go on.
"""

import json
import re
import sys
from pathlib import Path

from markupsafe import Markup
from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))     # the project's root, for `tutorials` (not a hook's folder)

import cards  # noqa: E402  (hooks/cards.py: the address of the cards' folder)
import examples  # noqa: E402  (hooks/examples.py: the table's templates, labels and texts)
from engine.reasons import N_  # noqa: E402
from engine.scenarios import load  # noqa: E402
from template_texts import page_language, translated  # noqa: E402
from tutorials import lessons  # noqa: E402

MARKER = re.compile(r"<!--\s*lesson:\s*([a-z0-9-]+)\s*-->")

LESSON_TEXTS = {
    "lesson_step": N_("Step %(n)s of %(total)s"),
    "right": N_("Right."),
    "wrong": N_("Not this one."),
    "try_again": N_("Try another choice."),
    "continue": N_("Continue"),
    "restart": N_("Start the lesson again"),
    "finished": N_("End of the lesson."),
    "your_seat": N_("You play %(seat)s. The table is drawn as %(seat)s sees it."),
    "engine_says": N_("The rules engine:"),
    "value_best": N_("With best play by everyone from here, your side takes %(value)s more points: "
                     "no card does better."),
    "value_worse": N_("With best play by everyone from here, your side takes %(value)s more points, "
                      "against %(best)s with the best card."),
    "value_best_501": N_("With best play by everyone from here, you score %(value)s more points: "
                         "no card does better."),
    "value_worse_501": N_("With best play by everyone from here, you score %(value)s more points, "
                          "against %(best)s with the best card."),
    "what_happened": N_("What happened:"),
    "answers": N_("The choices, explained"),
}


def texts(lang: str) -> dict:
    return {**examples.texts(lang), **translated(LESSON_TEXTS, lang)}


def render(name: str, lang: str, page_url: str) -> str:
    path = ROOT / "tutorials" / "lessons" / f"{name}.toml"
    try:
        lesson = lessons.build(load(path), lang)
    except lessons.LessonError as problem:
        raise PluginError(f"{path.relative_to(ROOT)}: {problem}") from None
    page_texts = texts(lang)
    labels = examples.labels(lesson["game"], lang)
    env = examples.environment()
    env.loader.searchpath.append(str(ROOT / "overrides" / "lessons"))
    return env.get_template("lesson.html").render(
        lesson=lesson, lang=lang, texts=page_texts, labels=labels, cards_url=cards.url(lang, page_url),
        texts_json=json.dumps(page_texts, ensure_ascii=False),
        script_url=get_relative_url("assets/lesson.js", page_url))


def on_page_content(html, page, config, files):
    if not MARKER.search(html):
        return html
    return MARKER.sub(lambda m: render(m.group(1), page_language(page), page.url), html)
