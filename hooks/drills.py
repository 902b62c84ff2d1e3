"""mkdocs hook: "My drills", `<!-- drills -->` in docs/puzzles/drills.md and drills.fr.md (#27).

Renders overrides/drills/drills.html in the page's language: the list's frame and, for
docs/assets/drills/page.js, the texts (the table's, as on the Play page, and the drills' own)
and the card labels, every one through the catalogs. The drills themselves are the reader's,
made after their deals at the practice table and kept in their browser: the page is the same
for every reader, and lists them once its script has read them.
"""

import json
from pathlib import Path

from mkdocs.utils import get_relative_url

import examples  # hooks/examples.py: the viewer's texts and card labels (it puts the root on sys.path)
from engine.reasons import N_
from template_texts import environment, language_prefix, page_language, translated

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "overrides" / "drills"
MARKER = "<!-- drills -->"

# The progress file, one for the puzzles and the drills: its buttons and messages, here and on
# the puzzles page (hooks/puzzles.py takes them from here).
PROGRESS_FILE_TEXTS = {
    "export": N_("Export progress"),
    "import": N_("Import progress"),
    "import_done": N_("Progress imported and merged with this browser’s: new puzzles: %(added)s; "
                      "newly solved: %(solved)s; attempts added: %(attempts)s."),
    "import_bad": N_("That file is not a progress file from this site."),
    "import_bad_entries": N_("That progress file holds entries of the wrong kind: nothing was "
                             "imported."),
}

DRILL_TEXTS = {
    "empty": N_("No drills yet. Play a deal at the practice table: after it, your costliest "
                "cards by what you knew come here as drills."),
    "store_bad": N_("Drills saved in this browser could not be read and are ignored. New drills "
                    "are saved as usual."),
    "kept": N_("This browser keeps your last %(n)s drills; when a new one comes, the oldest "
               "goes."),
    "progress": N_("%(solved)s of %(total)s drills solved"),
    "line": N_("%(game)s, trick %(trick)s: you played %(card)s"),
    "added": N_("added on %(date)s"),
    "solved": N_("solved"),
    "tried": N_("tried %(n)s times"),
    "new": N_("not tried"),
    "retry": N_("Retry the ones I missed (%(n)s)"),
    "start": N_("Start with the first one not solved"),
    "title": N_("Drill: %(game)s, trick %(trick)s"),
    "question": N_("At the table you played %(card)s here. Find a better card, from what you "
                   "could see then."),
    "you_are": N_("You are %(seat)s."),
    "pick_card": N_("Choose a card from your hand."),
    "marriage_choices": N_("Or lead with a marriage:"),
    "loading": N_("Setting up the drill…"),
    "right": N_("Right!"),
    "wrong": N_("Not this time."),
    "try_again": N_("Try again, or show the answer."),
    "show_answer": N_("Show the answer"),
    "answer_viewed": N_("Answer shown: this drill counts as missed. It will come back after two "
                        "others."),
    "accepted": N_("Cards accepted: %(cards)s."),
    "rule": N_("The rule behind your choices here:"),
    "next": N_("Next drill"),
    "index": N_("All my drills"),
    "remove": N_("Remove this drill"),
    "remove_confirm": N_("Remove this drill from this browser?"),
    "unknown": N_("This drill is not kept in this browser (removed, or made on another "
                  "machine)."),
    "transfer": N_("To move your drills to another browser, export your progress and import "
                   "the file there: it holds your puzzles and your drills."),
    # The table drawn with cards, as on the Play page (hooks/play.py: the same sentences).
    "cards_count": N_("%(n)s cards"),
    "suit_letters": N_("S H D C"),
    **PROGRESS_FILE_TEXTS,
}

# The Play page's review says which of its mistakes became drills (hooks/play.py adds these).
REVIEW_TEXTS = {
    "drill_added": N_("Added to My drills"),
    "drill_add": N_("Add to My drills"),
    "drills_link": N_("My drills"),
    "drills_note": N_("Your mistakes by what you knew become drills, to play again from your "
                      "seat:"),
    "drills_made_one": N_("One of your cards became a drill:"),
    "drills_made_other": N_("%(n)s of your cards became drills:"),
}

# The puzzles page links to the drills, and its progress file carries them.
PUZZLE_TEXTS = {
    "drills_title": N_("My drills"),
    "drills_link": N_("My drills (%(n)s)"),
    "import_drills": N_("Drills added: %(n)s."),
    "import_bad_drills": N_("That progress file holds drills of the wrong kind: nothing was "
                            "imported."),
}


def texts(lang: str) -> dict:
    return {**examples.texts(lang), **translated(DRILL_TEXTS, lang),
            **translated(PUZZLE_TEXTS, lang)}


def render(lang: str, page_url: str) -> str:
    prefix = language_prefix(lang)
    return environment(lang, TEMPLATES).get_template("drills.html").render(
        lang=lang,
        texts_json=json.dumps(texts(lang), ensure_ascii=False),
        labels_json=json.dumps(examples.labels(None, lang), ensure_ascii=False),
        script_url=get_relative_url("assets/drills/page.js", page_url),
        style_url=get_relative_url("assets/drills/drills.css", page_url),
        table_style_url=get_relative_url("assets/play/play.css", page_url),   # the table's cards
        rule_anchors_url=get_relative_url(f"{prefix}assets/rule-anchors.json", page_url),
        site_root_url=get_relative_url(".", page_url).rstrip("/") + "/",
        play_url=get_relative_url(f"{prefix}play/", page_url),
        puzzles_url=get_relative_url(f"{prefix}puzzles/", page_url),
    )


def on_page_content(html, page, config, files):
    if MARKER not in html:
        return html
    return html.replace(MARKER, render(page_language(page), page.url))
