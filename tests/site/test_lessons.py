"""Teaching a beginner (issue #14): the guided lessons, the order of the pages, the one-page
summaries and the collapsed "For the engine" boxes."""

import copy
import re
from pathlib import Path

import pytest
import yaml

from engine.scenarios import load
from tutorials import lessons

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SITE = ROOT / "build" / "site"
LESSON_FILES = sorted((ROOT / "tutorials" / "lessons").glob("*.toml"))
built = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")

ORDER = {
    "304": ["overview", "cards", "first-deal", "scoring", "deal-and-auction",
            "indicator-and-second-auction", "closed-trump", "special-cases", "caps",
            "clarifications", "variants", "strategy", "glossary", "summary"],
    "501": ["overview", "cards", "first-deal", "scoring", "deal", "auction", "exchange", "play",
            "marriages", "clarifications", "variants", "strategy", "glossary", "summary"],
}


class _Loader(yaml.SafeLoader):
    """mkdocs.yml with its `!!python/name:` tags read as plain strings."""


_Loader.add_multi_constructor("tag:yaml.org,2002:python/name:", lambda loader, suffix, node: suffix)


def _config() -> dict:
    return yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_Loader)


def _section(config: dict, game: str) -> list:
    for entry in config["nav"]:
        if game in entry:
            return [(title, path) for item in entry[game] for title, path in item.items()]
    raise AssertionError(f"no {game} section in the nav")


# --- the lessons, built by the engine -------------------------------------------------------
def test_there_are_four_lessons():
    assert [path.stem for path in LESSON_FILES] == [
        "304-first-deal-closed", "304-first-deal-open", "501-first-deal-blind", "501-first-deal"]


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda path: path.stem)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_lesson_plays_a_whole_deal_with_right_and_wrong_answers_explained(path, lang):
    lesson = lessons.build(load(path), lang)
    assert lesson["over"], "a lesson plays its deal to the end"
    questions = [step for step in lesson["steps"] if step["question"]]
    assert len(questions) >= 4
    for step in questions:
        verdicts = [choice["right"] for choice in step["choices"]]
        assert True in verdicts and False in verdicts, step["n"]
        assert all(choice["explanation"] for choice in step["choices"])
        for choice in step["choices"]:
            if choice["refusal"]:                     # the engine says why, and cites the rule
                assert choice["refusal"]["message"] and choice["refusal"]["rule"]
    judges = {step["judge"] for step in questions}
    assert {"legal", "best"} <= judges


def test_the_304_lessons_start_open_then_close_the_trump():
    opened = load(ROOT / "tutorials" / "lessons" / "304-first-deal-open.toml")
    closed = load(ROOT / "tutorials" / "lessons" / "304-first-deal-closed.toml")
    assert opened["options"] == {"variant": "sg-open-trump"}
    assert not closed.get("options")


def test_the_french_lessons_are_translated():
    for path in LESSON_FILES:
        english, french = lessons.build(load(path), "en"), lessons.build(load(path), "fr")
        for en_step, fr_step in zip(english["steps"], french["steps"]):
            assert en_step["text"] != fr_step["text"]
            for en_choice, fr_choice in zip(en_step["choices"], fr_step["choices"]):
                assert en_choice["explanation"] != fr_choice["explanation"]


def test_the_build_refuses_an_answer_the_engine_does_not_give():
    data = load(ROOT / "tutorials" / "lessons" / "304-first-deal-open.toml")
    wrong = copy.deepcopy(data)
    first = wrong["steps"][0]["choices"]
    first[0]["right"], first[1]["right"] = True, False      # "bid 150" claimed right
    with pytest.raises(lessons.LessonError, match="A bid 150"):
        lessons.build(wrong)
    worse = copy.deepcopy(data)
    lead = next(step for step in worse["steps"] if step.get("judge") == "best")
    for choice in lead["choices"]:
        choice["right"] = choice["do"] == "A play 8D"        # a worse card claimed best
    with pytest.raises(lessons.LessonError, match="the engine says"):
        lessons.build(worse)


# --- the order of the pages -------------------------------------------------------------------
@pytest.mark.parametrize("game", ["304", "501"])
def test_nav_order_takes_a_beginner_from_the_cards_to_a_first_deal(game):
    pages = [path.removeprefix(f"{game}/").removesuffix(".md") for _, path in _section(_config(), game)]
    assert pages == ORDER[game]


def test_every_nav_title_has_its_french_translation():
    config = _config()
    i18n = next(plugin["i18n"] for plugin in config["plugins"] if isinstance(plugin, dict) and "i18n" in plugin)
    french = next(language for language in i18n["languages"] if language["locale"] == "fr")
    for game in ("304", "501"):
        for title, _ in _section(config, game):
            if title != "Caps":                      # the same word in French (le Caps)
                assert title in french["nav_translations"], title


@built
@pytest.mark.parametrize("prefix,first,scoring", [("", "Your first deal", "Scoring and tokens"),
                                                  ("fr/", "Votre première donne", "Points et jetons")])
def test_built_nav_shows_the_first_deal_before_scoring(prefix, first, scoring):
    html = (SITE / prefix / "304" / "overview" / "index.html").read_text(encoding="utf-8")
    nav = html[html.index('class="md-nav md-nav--primary"'):]
    assert 0 < nav.index(first) < nav.index(scoring)


@built
@pytest.mark.parametrize("prefix", ["", "fr/"])
def test_home_and_overviews_link_to_the_first_deal(prefix):
    home = (SITE / prefix / "index.html").read_text(encoding="utf-8")
    assert 'href="304/first-deal/"' in home and 'href="501/first-deal/"' in home
    for game in ("304", "501"):
        overview = (SITE / prefix / game / "overview" / "index.html").read_text(encoding="utf-8")
        assert 'href="../first-deal/"' in overview and 'href="../summary/"' in overview


# --- the lesson pages and the summaries, as built ----------------------------------------------
@built
@pytest.mark.parametrize("prefix", ["", "fr/"])
def test_lesson_pages_hold_every_step_and_every_explanation_without_javascript(prefix):
    for game, count in (("304", 2), ("501", 2)):
        html = (SITE / prefix / game / "first-deal" / "index.html").read_text(encoding="utf-8")
        assert "<!-- lesson:" not in html
        assert html.count('<section class="lesson"') == count
        assert html.count('class="lesson-feedback is-right"') >= 4 * count
        assert html.count('class="lesson-feedback is-wrong"') >= 4 * count
        assert 'data-rule="304-' in html or 'data-rule="501-' in html
        assert 'href="#"' not in re.sub(r'<a href="#"[^>]*class="md-[^"]*"', "", html).split('class="lesson"', 1)[1].split("</section>")[0], \
            "every rule link points at its rule"


@built
@pytest.mark.parametrize("prefix", ["", "fr/"])
def test_the_summaries_hold_what_a_player_needs(prefix):
    sheet = (SITE / prefix / "304" / "summary" / "index.html").read_text(encoding="utf-8")
    for part in ("d304-timeline", "d304-maker", "d304-flow", "d304-tokens", "304-K3", "304-A6", "304-B2"):
        assert part in sheet, part
    sheet = (SITE / prefix / "501" / "summary" / "index.html").read_text(encoding="utf-8")
    for part in ("501-A3", "501-BL3", "501-E1", "501-Q1", "501-W1", "501-G1", "501-M1"):
        assert part in sheet, part


@built
@pytest.mark.parametrize("prefix", ["", "fr/"])
def test_the_diagrams_are_drawn_on_the_rules_pages(prefix):
    overview = (SITE / prefix / "304" / "overview" / "index.html").read_text(encoding="utf-8")
    closed = (SITE / prefix / "304" / "closed-trump" / "index.html").read_text(encoding="utf-8")
    assert "d304-timeline" in overview
    assert "d304-maker" in closed and "d304-flow" in closed
    assert "<!-- diagram:" not in overview + closed


# --- "For the engine" boxes ---------------------------------------------------------------------
def test_pymdownx_details_is_enabled():
    assert "pymdownx.details" in _config()["markdown_extensions"]


def test_engine_notes_are_collapsed_boxes_in_both_languages():
    english = sorted(p for p in DOCS.rglob("*.md") if not p.name.endswith(".fr.md")
                     and '??? note "For the engine"' in p.read_text(encoding="utf-8"))
    assert {p.relative_to(DOCS).as_posix() for p in english} >= {
        "304/first-deal.md", "501/first-deal.md", "304/summary.md", "501/summary.md"}
    for page in english:
        french = page.with_name(page.stem + ".fr.md").read_text(encoding="utf-8")
        assert english and '??? note "Pour le moteur"' in french, page
        assert "!!! note \"For the engine\"" not in page.read_text(encoding="utf-8")


@built
def test_engine_boxes_are_built_closed():
    for prefix, label in (("", "For the engine"), ("fr/", "Pour le moteur")):
        html = (SITE / prefix / "304" / "first-deal" / "index.html").read_text(encoding="utf-8")
        box = re.search(r'<details class="note">\s*<summary>([^<]+)</summary>', html)
        assert box and box.group(1) == label
