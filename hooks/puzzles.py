"""mkdocs hook: the puzzles page, `<!-- puzzles -->`, from tutorials/puzzles/**.toml.

Every puzzle is checked by the engine while the site is built (`tutorials.puzzles.check`): the
build fails if the engine's answer differs from its author's, if a "which card" puzzle has no
value gap between the best card and the next, or if a text has no translation in the page's
language. Each puzzle is drawn from its seat's view, readable without JavaScript (question,
hints in a disclosure box, the solution a page linked from it); docs/assets/puzzles.js turns the page into one puzzle
at a time with answers, hints, explanations and progress kept in the browser.

The page holds the list (each puzzle's title, and the little the list's filters need); each
puzzle is a file of its own beside the page, `<id>.html` (overrides/puzzles/puzzle.html: the
position, question and hints), with its solution in another, `<id>.answer.html`
(overrides/puzzles/answer.html: the answer, its explanation, and the data answers are checked
against; issue #24: nothing in the puzzle's file gives the answer away, even in its source), both
loaded when the puzzle is opened (issue #29: 91 puzzles made a page of about 950 KB). The files
go through the page's own build first — French spacing, links to rules — inside a comment at
the end of the page's content, and are taken out of the page into their files after the last
hook that rewrites a page (on_post_page, below). Without JavaScript, each title links to its
file, a page of its own.
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from markupsafe import Markup  # noqa: E402
from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.plugins import event_priority  # noqa: E402

import cards  # noqa: E402  (hooks/cards.py: the address of the cards' folder)
import drills  # noqa: E402  (hooks/drills.py: the link to My drills, drills in the progress file)
import examples  # noqa: E402  (hooks/examples.py: the table's templates, labels and texts)
from engine.messages import translation  # noqa: E402
from engine.reasons import N_  # noqa: E402
from engine.scenarios import load  # noqa: E402
from template_texts import language_prefix, translated  # noqa: E402
from tutorials import puzzles  # noqa: E402

FOLDER = ROOT / "tutorials" / "puzzles"
MARKER = re.compile(r"<!--\s*puzzles\s*-->")
# One puzzle's file, carried in the page's content until on_post_page writes it.
FILE = re.compile(r"<!--puzzle-file ([a-z0-9-]+(?:\.answer)?)\n(.*?)\npuzzle-file-->", re.S)
# What the page's list needs of each puzzle (filters, the puzzle of the day, progress).
LISTED = ("id", "title", "game", "kind", "theme", "level")
TRANSLATED = ("title", "question", "explanation")
# What only the answer file holds (issue #24: no answer before it is asked, in the page's text,
# its accessibility tree or the source of the puzzle's file): the answer and everything that
# explains it, the result after the deal, the values of the cards and the line played on.
ANSWER_KEYS = ("answer", "answer_text", "explanation", "best", "best_line", "orders",
               "orders_text", "refutations", "why", "reasons", "facts_after", "values", "caps",
               "play_on", "play_on_first", "rules", "analyse_url")

PUZZLE_TEXTS = {
    "kind_which-card": N_("Which card?"),
    "kind_trick-winner": N_("Who wins the trick?"),
    "kind_legal-calls": N_("Which calls are legal?"),
    "kind_what-to-bid": N_("What to bid?"),
    "kind_points": N_("How many points?"),
    "kind_tokens": N_("How many tokens?"),
    "kind_caps": N_("Caps now?"),
    "kind_score": N_("What score?"),
    "theme": N_("Theme"),
    "theme_closed-trump": N_("The closed trump"),
    "theme_auction": N_("The auctions"),
    "theme_caps": N_("Caps"),
    "theme_501": N_("501"),
    "theme_play": N_("Card play"),
    "theme_scoring": N_("Points and tokens"),
    "pick_bid": N_("Choose your call."),
    "level_1": N_("Level 1"),
    "level_2": N_("Level 2"),
    "level_3": N_("Level 3"),
    "all": N_("All"),
    "puzzle": N_("Puzzle"),
    "load_failed": N_("This puzzle could not be loaded. Check the connection, then open it again."),
    "game": N_("Game"),
    "kind": N_("Kind"),
    "level": N_("Level"),
    "status": N_("Status"),
    "solved": N_("solved"),
    "tried": N_("tried %(n)s times"),
    "new": N_("not tried"),
    "progress": N_("%(solved)s of %(total)s puzzles solved"),
    "reset": N_("Reset progress"),
    "reset_confirm": N_("Forget which puzzles you have solved?"),
    **drills.PROGRESS_FILE_TEXTS,
    "store_bad": N_("Progress saved in this browser could not be read and is ignored. The puzzles "
                    "work as usual, and new answers are saved."),
    "hint": N_("Show a hint"),
    "hint_n": N_("Hint %(n)s:"),
    "no_more_hints": N_("No more hints."),
    "solution": N_("Solution"),
    "answer": N_("Answer:"),
    "right": N_("Right!"),
    "wrong": N_("Not this time."),
    "try_again": N_("Try again, or show the solution."),
    "show_solution": N_("Show the solution"),
    "next": N_("Next puzzle"),
    "index": N_("All puzzles"),
    "check": N_("Check"),
    "your_seat": N_("You are %(seat)s."),
    "pick_card": N_("Choose a card from your hand."),
    "pick_seat": N_("Choose the seat that wins the trick."),
    "pick_calls": N_("Tick every call that is legal now, then check."),
    "enter_number": N_("Enter a whole number, then check."),
    "caps_no": N_("No, not yet"),
    "caps_yes": N_("Yes: call Caps in this order"),
    "caps_pick": N_("To call, choose your cards in the order you will play them."),
    "caps_clear": N_("Start the order again"),
    "caps_orders": N_("Orders that prove Caps:"),
    "then": N_("Then:"),
    "best_line": N_("Best play:"),
    "refutation": N_("With %(card)s your side takes %(value)s points from here; with the best card, %(best)s. The best defence:"),
    "rules": N_("Rules:"),
    "yes": N_("yes"),
    "no": N_("no"),
    "keyboard_help": N_("Keys: N for the next puzzle, H for a hint."),
    "empty": N_("No puzzle matches these filters."),
    "open_hands": N_("open hands: every card is shown"),
    "history": N_("Tricks played so far (%(n)s)"),
    "start": N_("Start"),
    "retry": N_("Retry the ones I missed (%(n)s)"),
    "daily": N_("Puzzle of the day:"),
    "solution_viewed": N_("Solution shown: this puzzle counts as missed. It will come back after "
                          "two others."),
    "empty_answer": N_("Enter an answer first: an empty answer does not count."),
    "caps_need_order": N_("Choose all your cards, in the order you will play them, first."),
    "play_on": N_("Play on: the engine defends as well as it can."),
    "your_turn": N_("Your turn: choose your next card."),
    "play_on_unproven": N_("As good in this deal, but not in every deal you cannot rule out "
                           "from what you have seen: try another."),
    "play_on_wrong": N_("Not the best card: with %(card)s your side takes %(value)s points from "
                        "here; with the best card, %(best)s. Try another."),
    "play_on_done": N_("The line is played out: with best play on both sides your side takes "
                       "%(best)s points from the puzzle’s position."),
}


def puzzle_files() -> list:
    return sorted(FOLDER.rglob("*.toml"))


def _check_translated(data: dict, lang: str) -> None:
    """The build fails on a puzzle text without its translation (English is the source)."""
    if lang == "en":
        return
    catalog = translation(lang)
    texts = [data["title"]] + [data["puzzle"][key] for key in TRANSLATED[1:]]
    texts += data["puzzle"].get("hints", [])
    for text in texts:
        if catalog.gettext(text) == text:
            raise PluginError(f"puzzle {data['id']}: no {lang} translation for {text!r}: "
                              "run `make catalogs` and translate it")


def _answer_text(item: dict, labels: dict, texts: dict) -> list:
    """The answer as readers write it: cards, seats, calls, yes/no or a number."""
    if item["kind"] == "which-card":
        return [labels["short"][action.split()[2]] for action in item["answer"]]
    if item["kind"] in ("legal-calls", "what-to-bid"):
        chosen = set(item["answer"])
        return [choice["label"] for choice in item["choices"] if choice["action"] in chosen] or ["—"]
    if item["kind"] == "caps":
        return [texts[item["answer"][0]]]
    return [str(value) for value in item["answer"]]


def _json(value) -> str:
    """JSON for a <script> element (no `</` to end it early) in a comment (no `-->`)."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/").replace("-->", "--\\u003e")


def render(lang: str, assets: str, page_url: str) -> str:
    items = []
    prefix = language_prefix(lang)
    for path in puzzle_files():
        data = load(path)
        _check_translated(data, lang)
        try:
            item = puzzles.page_data(data, lang)
        except (puzzles.PuzzleError, puzzles.fairness.UnfairPuzzle) as problem:
            raise PluginError(f"{path.relative_to(ROOT)}: {problem}") from None
        # The deal as dealt on the Analyse page, every hand open: with the solution only (a
        # puzzle from a seat's view hides the others' cards until then).
        item["analyse_url"] = examples.analyse_url(data, prefix, page_url)
        items.append(item)
    texts = {**examples.texts(lang), **translated(PUZZLE_TEXTS, lang),
             **translated(drills.PUZZLE_TEXTS, lang)}
    labels = {game: examples.labels(game, lang) for game in ("304", "501")}
    env = examples.environment()
    env.loader.searchpath.append(str(ROOT / "overrides" / "puzzles"))
    position = env.get_template("position.html")
    # (The puzzles' own files sit beside the page: the same address of the cards holds.)
    cards_url = f"{assets}cards/{lang}"
    for item in items:
        item_labels = labels[item["game"]]
        html = position.render(model=item["table"], labels=item_labels, texts=texts, cards_url=cards_url)
        answer = ", ".join(_answer_text(item, item_labels, texts))
        item.update(position_html=Markup(html), answer_text=answer)
    page = env.get_template("puzzles.html").render(
        puzzles=items, lang=lang, texts=texts, all_labels=labels, themes=puzzles.THEMES, assets=assets,
        data_json=_json([{key: item[key] for key in LISTED} for item in items]),
        texts_json=json.dumps(texts, ensure_ascii=False),
        labels_json=json.dumps(labels, ensure_ascii=False),
    )
    one, solution = env.get_template("puzzle.html"), env.get_template("answer.html")
    for item in items:
        question, answer = _split(item)
        files = {item["id"]: one.render(p=item, lang=lang, texts=texts, assets=assets,
                                        data_json=_json(question)),
                 f"{item['id']}.answer": solution.render(p=item, lang=lang, texts=texts,
                                                         assets=assets, data_json=_json(answer))}
        for name, html in files.items():
            if "-->" in html:
                raise PluginError(f"puzzle {item['id']}: its file holds `-->`, which would end "
                                  "the comment that carries it (hooks/puzzles.py)")
            page += f"\n<!--puzzle-file {name}\n{html}\npuzzle-file-->"
    return page


def _split(item: dict) -> tuple:
    """(what the puzzle's file holds, what its answer file holds). The question's data keeps of
    the cards' values only which cards may be played (the table's legal cards)."""
    question = {k: v for k, v in item.items() if k not in ANSWER_KEYS and k != "position_html"}
    question["legal_cards"] = sorted({action.split()[2] for action in item.get("values") or {}})
    answer = {k: item[k] for k in ANSWER_KEYS if k in item}
    return question, answer


def on_page_content(html, page, config, files):
    if not MARKER.search(html):
        return html
    lang = getattr(page.file, "locale", None) or "en"
    depth = len(Path(page.file.dest_path).parent.parts)      # puzzles/index.html: 1
    return MARKER.sub(lambda m: render(lang, "../" * depth + "assets/", page.url), html)


# After hooks/rule_links.py has pointed the links to rules at their pages (the files sit in the
# page's folder, so the same relative addresses hold) and before hooks/offline.py and
# hooks/compress.py list and compress the site's files (on_post_build).
@event_priority(-50)
def on_post_page(output, page, config):
    if "<!--puzzle-file " not in output:
        return output
    folder = Path(config["site_dir"]) / Path(page.file.dest_path).parent
    folder.mkdir(parents=True, exist_ok=True)
    for match in FILE.finditer(output):
        (folder / f"{match.group(1)}.html").write_text(match.group(2), encoding="utf-8")
    return FILE.sub("", output)
