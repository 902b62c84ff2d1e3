"""The 501 rules pages: twins in both languages, an anchor for every rule id, consistent terms.

Every rule of RULES.md Part B has an id (501-L3). Each must be the id of exactly one element of
the English 501 pages and of exactly one of the French ones, showing the id itself (the small
`rule-id` link readers cite). The list of ids lives in rule_ids_501.txt next to this file,
because CI has no copy of the rules specification.
"""

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "501"
SITE = ROOT / "build" / "site"
RULE_IDS = [line.strip() for line in (Path(__file__).parent / "rule_ids_501.txt").read_text().splitlines()
            if line.strip() and not line.startswith("#")]

built = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")


def english_pages() -> list:
    return sorted(page for page in DOCS.glob("*.md") if not page.name.endswith(".fr.md"))


def french_pages() -> list:
    return sorted(DOCS.glob("*.fr.md"))


def prose(page: Path) -> str:
    """A page's text without front matter, code and link targets: what a reader reads."""
    text = page.read_text(encoding="utf-8")
    if text.startswith("---\n"):
        text = text.split("\n---\n", 1)[1]
    text = re.sub(r"<!-- term-table -->\n(?:\|.*\n?)+", " ", text)  # the term table: ruled-out words
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)       # markers (a lesson's file name)
    text = re.sub(r"`[^`]*`", " ", text)                     # code: the engine's notation
    text = re.sub(r"\]\([^)]*\)", "]", text)                  # link targets
    text = re.sub(r"\{[:.#][^}]*\}", " ", text)               # attribute lists
    return text


# -- the list of ids itself ------------------------------------------------------------------

def test_the_rule_id_list_is_complete_and_unique():
    assert len(RULE_IDS) == 47 and len(set(RULE_IDS)) == 47
    assert all(re.fullmatch(r"501-(C|D|A|BL|E|Q|L|W|G|M)[0-9]+", rule) for rule in RULE_IDS)
    for prefix, count in {"C": 7, "D": 3, "A": 7, "BL": 4, "E": 4, "Q": 1, "L": 7, "W": 5, "G": 5, "M": 4}.items():
        assert len([rule for rule in RULE_IDS if re.fullmatch(f"501-{prefix}[0-9]+", rule)]) == count, prefix


# -- twins ---------------------------------------------------------------------------------------

def test_every_501_page_has_its_french_twin_and_back():
    english = {page.name.removesuffix(".md") for page in english_pages()}
    french = {page.name.removesuffix(".fr.md") for page in french_pages()}
    assert english == french
    assert {"overview", "cards", "deal", "auction", "exchange", "play", "marriages", "scoring",
            "variants", "clarifications", "strategy", "glossary"} <= english


def test_the_sources_page_has_its_twin():
    assert (ROOT / "docs" / "sources.md").exists() and (ROOT / "docs" / "sources.fr.md").exists()


# -- anchors in the built site ---------------------------------------------------------------------

class RuleAnchors(HTMLParser):
    """For each element whose id looks like a 501 rule id: the text of its first `rule-id` link."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.anchors, self.stack, self.shown = {}, [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if re.fullmatch(r"501-[A-Z]+[0-9]+", attrs.get("id") or ""):
            self.anchors.setdefault(attrs["id"], []).append(None)
            self.stack.append(attrs["id"])
        if tag == "a" and "rule-id" in (attrs.get("class") or "").split() and self.stack:
            self.shown = (self.stack[-1], attrs.get("href"))

    def handle_data(self, data):
        if self.shown and data.strip():
            rule, href = self.shown
            if self.anchors[rule][-1] is None:
                self.anchors[rule][-1] = (data.strip(), href)
            self.shown = None

    def handle_endtag(self, tag):
        if tag in ("li", "p") and self.stack:
            self.stack.pop()


def rule_anchors(folder: Path) -> dict:
    """rule id -> list of (shown text, link) for every anchor in the built 501 pages of a language."""
    found = {}
    for page in sorted(folder.glob("*/index.html")):
        parser = RuleAnchors()
        parser.feed(page.read_text(encoding="utf-8"))
        for rule, shown in parser.anchors.items():
            found.setdefault(rule, []).extend((page.parent.name, *item) if item else (page.parent.name, None, None)
                                              for item in shown)
    return found


@built
@pytest.mark.parametrize("lang,folder", [("en", SITE / "501"), ("fr", SITE / "fr" / "501")])
def test_every_rule_id_has_one_anchor_showing_the_id(lang, folder):
    anchors = rule_anchors(folder)
    missing = [rule for rule in RULE_IDS if rule not in anchors]
    assert missing == [], f"{lang}: rule ids without an anchor"
    unknown = sorted(set(anchors) - set(RULE_IDS))
    assert unknown == [], f"{lang}: anchors that are not rule ids of Part B"
    for rule in RULE_IDS:
        assert len(anchors[rule]) == 1, f"{lang}: {rule} is anchored more than once: {anchors[rule]}"
        page, shown, href = anchors[rule][0]
        assert shown == rule and href == f"#{rule}", f"{lang}: {rule} on {page} does not show its id"


@built
def test_each_rule_sits_on_the_same_page_in_both_languages():
    english = {rule: places[0][0] for rule, places in rule_anchors(SITE / "501").items()}
    french = {rule: places[0][0] for rule, places in rule_anchors(SITE / "fr" / "501").items()}
    assert english == french


@built
def test_french_501_pages_are_built_in_french():
    for page in sorted((SITE / "fr" / "501").glob("*/index.html")):
        assert '<html lang="fr"' in page.read_text(encoding="utf-8"), page


# -- terms -------------------------------------------------------------------------------------------

# Words the French 501 pages must not use, and what to write instead (glossary, Part F).
FRENCH_AVOID = {
    r"enchère[s]? à l[’']aveugle": "enchère aveugle",
    r"\bblind\b": "aveugle",
    r"\bdeclarer\b": "déclarant",
    r"\bno-trump\b": "sans-atout",
    r"\bsans atout\b": "sans-atout",
    r"\bmarriage\b": "mariage",
    r"\bconcede\b": "abandonner",
    r"\bprikup\b": "prikoup",
    r"\bpreneur\b": "déclarant",
}
ENGLISH_AVOID = {
    r"\bkitty\b": "talon",
    r"\bwidow\b": "talon",
    r"\bprikoup\b": "prikup",
    r"\bnotrump\b": "no-trump",
    r"\bbidder in the dark\b|\bdark bid": "blind bid",
    r"\bdeclarant\b": "declarer",
}


def without_glossary_equivalents(page: Path) -> str:
    """The glossary gives each term's other-language equivalent in brackets: leave those out."""
    text = prose(page)
    if page.name.startswith("glossary"):
        text = re.sub(r"^(- \*\*[^*]+\*\*) \([^)]*\)", r"\1", text, flags=re.MULTILINE)
    return text


@pytest.mark.parametrize("page", french_pages(), ids=lambda page: page.name)
def test_french_pages_use_the_french_terms(page):
    text = without_glossary_equivalents(page)
    for pattern, instead in FRENCH_AVOID.items():
        found = re.findall(pattern, text, flags=re.IGNORECASE)
        assert found == [], f"{page.name}: {found} — write «\u00a0{instead}\u00a0»"


@pytest.mark.parametrize("page", english_pages(), ids=lambda page: page.name)
def test_english_pages_use_the_english_terms(page):
    text = without_glossary_equivalents(page)
    for pattern, instead in ENGLISH_AVOID.items():
        found = re.findall(pattern, text, flags=re.IGNORECASE)
        assert found == [], f"{page.name}: {found} — write “{instead}”"


def test_the_key_terms_appear_where_they_are_taught():
    def read(name):
        return prose(DOCS / name)
    assert "enchère aveugle" in read("auction.fr.md") and "blind" in read("auction.md")
    assert "prikoup" in read("deal.fr.md") and "прикуп" in read("deal.fr.md")
    assert "prikup" in read("deal.md") and "прикуп" in read("deal.md")
    assert "abandonner" in read("exchange.fr.md") and "concede" in read("exchange.md")
    assert "sans-atout" in read("exchange.fr.md") and "no-trump" in read("exchange.md")
    assert "déclarant" in read("exchange.fr.md") and "declarer" in read("exchange.md")
    assert "mariage" in read("marriages.fr.md") and "marriage" in read("marriages.md")


def test_the_talon_convention_is_marked_as_an_engine_convention():
    assert "engine convention" in prose(DOCS / "deal.md").lower()
    assert "convention du moteur" in prose(DOCS / "deal.fr.md").lower()


def test_the_worked_numbers_appear_in_both_languages():
    """RULES.md D2 (the blind contract) and D3 (concession, a made contract), as final scores."""
    worked = {"scoring": ("701", "469", "481", "301", "401", "601", "406", "476", "489"),
              "exchange": ("586", "476", "671")}
    for name, numbers in worked.items():
        for page in (f"{name}.md", f"{name}.fr.md"):
            text = prose(DOCS / page)
            for number in numbers:
                assert f"**{number}**" in text, (page, number)


def test_every_501_reason_code_names_a_rule_that_exists():
    """A refusal in the browser links to its rule: each 501 code maps to a real Part B id."""
    from engine.reason_rules import RULE_OF_REASON
    from engine.reasons import REASONS

    rules_501 = {code: rule for code, rule in RULE_OF_REASON.items() if rule.startswith("501-")}
    assert set(rules_501) <= set(REASONS)
    assert set(rules_501.values()) <= set(RULE_IDS)
    assert {"must-trump", "pass-is-final", "marriage-not-on-lead"} <= set(rules_501)
