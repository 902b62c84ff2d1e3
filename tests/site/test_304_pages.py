"""The 304 rules pages: twins, one citable anchor per rule in both languages, reason codes that
lead to those anchors, consistent terms, and diagrams rendered in the page's language.

Source checks read docs/304; the others read the built site (run `make site` first). The list of
rule ids is kept in `rule_ids_304.txt` (RULES.md Part A, in order), since CI has no copy of
RULES.md.
"""

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.cards import DECK_304
from engine.reason_rules import RULE_OF_REASON
from engine.reasons import REASONS

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "304"
SITE = ROOT / "build" / "site"
LANGS = {"en": SITE, "fr": SITE / "fr"}
RULE_IDS = [line.strip() for line in (Path(__file__).parent / "rule_ids_304.txt").read_text().splitlines()
            if line.strip() and not line.startswith("#")]
MARKED_RULE = re.compile(r"^\s*(?:[-*]|\d+\.)?\s*\[(304-[A-Z]+[0-9]+)\](?!\()", re.MULTILINE)
RULE_ID = re.compile(r"304-[A-Z]+[0-9]+")
CLARIFICATIONS = [f"c-{n}" for n in range(1, 40)]  # RULES.md Part C, 304: C-1 to C-39

built = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")


def english_pages():
    return sorted(p for p in DOCS.glob("*.md") if not p.name.endswith(".fr.md"))


def french_pages():
    return sorted(DOCS.glob("*.fr.md"))


def built_pages(lang):
    return {path.parent.name: path.read_text(encoding="utf-8")
            for path in sorted((LANGS[lang] / "304").glob("*/index.html"))}


class _Ids(HTMLParser):
    """Every element's id, and the attributes of every element that has one."""

    def __init__(self):
        super().__init__()
        self.elements = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.elements.setdefault(attrs["id"], []).append((tag, attrs))


def ids_of(html):
    parser = _Ids()
    parser.feed(html)
    return parser.elements


# --- Sources -------------------------------------------------------------------------------------
def test_the_rule_id_list_is_well_formed():
    assert len(RULE_IDS) == len(set(RULE_IDS)) == 101
    assert RULE_IDS[0] == "304-C1" and RULE_IDS[-1] == "304-M1"


def test_every_304_page_has_its_twin():
    english = {p.name.removesuffix(".md") for p in english_pages()}
    french = {p.name.removesuffix(".fr.md") for p in french_pages()}
    assert english == french
    assert len(english) >= 8


def test_every_304_page_is_in_the_nav():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for page in english_pages():
        assert f"304/{page.name}" in nav, page.name


@pytest.mark.parametrize("pages", [english_pages, french_pages], ids=["en", "fr"])
def test_the_pages_state_every_rule_once_and_no_other(pages):
    """The id list is complete against the pages, and each rule is stated in one place."""
    stated = [rule for page in pages() for rule in MARKED_RULE.findall(page.read_text(encoding="utf-8"))]
    assert sorted(stated) == sorted(RULE_IDS)


def test_french_pages_follow_the_glossary():
    """The seeds' French terms: choisisseur (not preneur), atout gâté, jetons, face cachée."""
    text = {page.name: page.read_text(encoding="utf-8") for page in french_pages()}
    everything = "\n".join(text.values()).lower()
    for wrong in ["preneur", "spoiled", "atout gâché", "atout pourri", "face-cachée", "fiches",
                  "indicatrice", "trump maker"]:
        assert wrong not in everything.replace("(*trump maker, maker*)", ""), wrong
    for term in ["choisisseur", "indicateur", "atout gâté", "atout fermé", "atout ouvert", "face cachée",
                 "fournir", "couper", "pli", "entame", "jetons", "Partner Close Caps", "Wrong Caps"]:
        assert term.lower() in everything, term
    assert "atout gâté" in text["special-cases.fr.md"]


def test_english_pages_follow_the_glossary():
    everything = "\n".join(page.read_text(encoding="utf-8") for page in english_pages())
    for wrong in ["spoiled", "Spoiled", "trump chooser", "trumper", "close caps", "wrong caps"]:
        assert wrong not in everything, wrong
    for term in ["trump maker", "indicator", "spoilt trumps", "closed", "face down", "Caps",
                 "Wrong Caps", "Partner Close Caps", "tokens", "follow suit", "cut"]:
        assert term in everything, term


# --- Reason codes -----------------------------------------------------------------------------
# 304 codes that state no rule of the game: notation, turns and phases in general.
NOT_A_RULE = {"trick-size", "bad-action", "bad-seat", "bad-bid", "bad-tokens", "hand-size",
              "missing-cards", "no-hands", "unknown-option", "deal-over", "not-your-turn",
              "not-allowed-now", "not-choosing-indicator", "not-maker", "not-in-play",
              "card-not-in-hand", "event-played", "missing-dealer-304", "hands-unknown-seat"}


def reason_codes_304():
    """The codes listed in the `# --- 304: ...` sections of engine/reasons.py."""
    source = (ROOT / "engine" / "reasons.py").read_text(encoding="utf-8")
    codes, in_304 = [], False
    for line in source.splitlines():
        header = re.match(r"\s*# ---\s*(.*)", line)
        if header:
            in_304 = header.group(1).startswith("304")
            continue
        code = re.match(r'\s*"([a-z0-9-]+)":', line)
        if in_304 and code:
            codes.append(code.group(1))
    return codes


def test_every_304_reason_code_is_mapped_to_a_rule_or_declared_generic():
    codes = reason_codes_304()
    assert len(codes) > 40
    missing = [code for code in codes if code not in RULE_OF_REASON and code not in NOT_A_RULE]
    assert missing == [], "map these codes in engine/reason_rules.py (or list them in NOT_A_RULE)"


def test_reason_rules_name_real_codes_and_real_rules():
    assert set(RULE_OF_REASON) <= set(REASONS)
    assert not set(RULE_OF_REASON) & NOT_A_RULE
    assert {rule for rule in RULE_OF_REASON.values() if rule.startswith("304-")} <= set(RULE_IDS)


# --- The built site ----------------------------------------------------------------------------
@built
@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_has_one_anchor_and_a_visible_label(lang):
    found = {}
    for name, html in built_pages(lang).items():
        for rule, elements in ids_of(html).items():
            if RULE_ID.fullmatch(rule):
                found.setdefault(rule, []).extend((name, tag) for tag, _ in elements)
                assert f'<a class="rule-id" href="#{rule}">{rule}</a>' in html, (name, rule)
    assert sorted(found) == sorted(RULE_IDS)
    assert all(len(places) == 1 for places in found.values()), found
    assert all(tag in ("li", "p") for places in found.values() for _, tag in places)


@built
@pytest.mark.parametrize("lang", LANGS)
def test_rule_anchor_map_points_at_the_anchors(lang):
    anchors = json.loads((LANGS[lang] / "assets" / "rule-anchors.json").read_text(encoding="utf-8"))
    anchors = {rule: url for rule, url in anchors.items() if rule.startswith("304-")}
    assert sorted(anchors) == sorted(RULE_IDS)
    for rule, url in anchors.items():
        path, _, fragment = url.partition("#")
        assert fragment == rule
        assert path.startswith("304/" if lang == "en" else "fr/304/")
        page = (SITE / path / "index.html").read_text(encoding="utf-8")
        assert f'id="{rule}"' in page


@built
@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_code_leads_to_an_anchor(lang):
    anchors = json.loads((LANGS[lang] / "assets" / "rule-anchors.json").read_text(encoding="utf-8"))
    assert {rule for rule in RULE_OF_REASON.values() if rule not in anchors} == set()


@built
@pytest.mark.parametrize("lang", LANGS)
def test_every_clarification_has_its_anchor(lang):
    ids = ids_of(built_pages(lang)["clarifications"])
    assert [c for c in CLARIFICATIONS if c not in ids] == []


@built
@pytest.mark.parametrize("lang", LANGS)
def test_links_between_304_pages_reach_their_anchors(lang):
    pages = built_pages(lang)
    ids = {name: set(ids_of(html)) for name, html in pages.items()}
    broken = []
    for name, html in pages.items():
        for target, fragment in re.findall(r'href="(?:\.\./([a-z0-9-]+)/)?#([^"]+)"', html):
            page = target or name
            if page in ids and fragment not in ids[page]:
                broken.append(f"{name} -> {page}#{fragment}")
    assert broken == []


DIAGRAMS = {  # page: (figure class, English words, French words)
    "overview": ("d304-seating", ["anticlockwise", "side A–C", "dealer"],
                 ["sens antihoraire", "camp A–C", "donneur"]),
    "cards": ("d304-points", ["Points", "One suit", ">J<"], ["Points", "Une couleur", ">V<"]),
    "closed-trump": ("d304-trick", ["face down", "J♠", "(spades)", "B wins the trick"],
                     ["face cachée", "V♠", "(pique)", "B remporte le pli"]),
    "scoring": ("d304-tokens", ["Partner Close Caps", "+4", "−5", "Wrong Caps"],
                ["Partner Close Caps", "+4", "−5", "Chuté"]),
}


@built
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", DIAGRAMS)
def test_diagrams_are_rendered_in_the_page_language_with_a_text_equivalent(lang, page):
    html = built_pages(lang)[page]
    figure_class, english, french = DIAGRAMS[page]
    assert "<!-- diagram:" not in html
    start = html.index(f'<figure class="d304 {figure_class}">')
    figure = html[start:html.index("</figure>", start)]
    for words in english if lang == "en" else french:
        assert words in figure, words
    if "<table" in figure:
        # Every table scrolls sideways on its own and is named by a visible title.
        # each table in its scroll box (a focusable, labelled region: axe's scrollable-region-focusable)
        assert figure.count("<table") == len(re.findall(r'<div class="d304-scroll"[^>]*>\s*<table', figure))
        for label in re.findall(r'aria-labelledby="([^"]+)"', figure):
            assert re.search(rf'id="{label}">[^<]+\S', figure), label
        assert len(re.findall(r"<table[^>]*aria-labelledby", figure)) == figure.count("<table")
    else:
        # A drawing hidden from screen readers, told in full by its caption.
        assert 'aria-hidden="true"' in figure
        caption = re.search(r"<figcaption>(.*?)</figcaption>", figure, re.S).group(1)
        assert len(caption.split()) > 30


@built
def test_the_point_table_comes_from_the_engine():
    html = built_pages("en")["cards"]
    cells = re.findall(r'aria-hidden="true"></span>(\d+)</td>', html)
    assert [int(cell) for cell in cells] == [DECK_304.points[rank] for rank in DECK_304.ranks]
    assert "<strong>76</strong>" in html and "make 304." in html


@built
def test_diagram_tables_scroll_sideways_on_a_phone():
    css = (SITE / "assets" / "styles.css").read_text(encoding="utf-8")
    assert re.search(r"\.d304-scroll\s*\{[^}]*overflow-x:\s*auto", css)
