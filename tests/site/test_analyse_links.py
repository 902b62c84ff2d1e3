"""The link to the Analyse page of the worked examples and of the puzzles: each example or puzzle
whose game that page analyses (304 under the default rules, 501 with three or four at the
table) links to it with its deal as dealt, in both languages; the others do not. A puzzle's
link is in its solution's file only (every hand open: a puzzle from a seat's view hides the
others' until it is answered)."""

import re
from html import unescape
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from engine.app.analysis.notation import dealt_line
from engine.scenarios import load

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
LINK = re.compile(r'<p class="deal-viewer__analyse"><a href="([^"]+)">')
PUZZLE_LINK = re.compile(r'<p class="puzzle__analyse"><a href="([^"]+)">')
PUZZLES = sorted((ROOT / "tutorials" / "puzzles").rglob("*.toml"))
EXAMPLES = sorted(path for path in (ROOT / "docs" / "examples").glob("*.md")
                  if not path.name.startswith("index") and not path.name.endswith(".fr.md"))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("page", EXAMPLES, ids=lambda path: path.stem)
def test_an_example_links_to_its_deal_on_the_analyse_page(page, lang):
    built = SITE / ("" if lang == "en" else "fr") / "examples" / page.stem / "index.html"
    if not built.exists():
        pytest.skip("build/site is missing: run `make site`")
    name = re.search(r"<!-- tutorial: (\S+) -->", page.read_text()).group(1)
    expected = dealt(ROOT / "tutorials" / f"{name}.toml")
    links = LINK.findall(built.read_text(encoding="utf-8"))
    if expected is None:
        assert links == []
        return
    assert len(links) == 1
    address = urlsplit(unescape(links[0]))
    assert address.path == "../../analyse/"                      # this language's page
    assert {key: values[0] for key, values in parse_qs(address.fragment).items()} == expected


def dealt(path: Path) -> dict | None:
    """The deal as dealt, as a link's fragment writes it (every value a string)."""
    found = dealt_line({k: v for k, v in load(path).items() if k != "steps"})
    return None if found is None else {key: str(value) for key, value in found.items()}


def fragment(link: str) -> dict:
    address = urlsplit(unescape(link))
    assert address.path == "../analyse/"             # the Analyse page of the puzzles' language
    return {key: values[0] for key, values in parse_qs(address.fragment).items()}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_puzzles_solution_links_to_its_deal_on_the_analyse_page_and_its_question_does_not(lang):
    folder = SITE / ("" if lang == "en" else "fr") / "puzzles"
    if not folder.exists():
        pytest.skip("build/site is missing: run `make site`")
    linked = 0
    for path in PUZZLES:
        name = load(path)["id"]
        question = (folder / f"{name}.html").read_text(encoding="utf-8")
        answer = (folder / f"{name}.answer.html").read_text(encoding="utf-8")
        assert "analyse/" not in question, name
        links = PUZZLE_LINK.findall(answer)
        expected = dealt(path)
        assert [fragment(link) for link in links] == ([] if expected is None else [expected]), name
        linked += bool(links)
    assert linked > 80
