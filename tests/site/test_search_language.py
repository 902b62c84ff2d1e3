"""Search per language in the built site (hooks/search_language.py): every page's search worker is
the wrapper that keeps only its own language's entries, and the wrapper is in the site."""

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
sys.path.insert(0, str(ROOT))

from hooks.search_language import language_filter  # noqa: E402

pytestmark = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")
CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.S)


def test_the_filter_for_each_language():
    assert language_filter("fr", "en", ["fr"]) == {"keep": ["fr/"], "drop": []}
    assert language_filter("en", "en", ["fr"]) == {"keep": [], "drop": ["fr/"]}
    assert language_filter("en", "en", ["fr", "de"]) == {"keep": [], "drop": ["fr/", "de/"]}


def test_every_page_loads_the_language_filter_for_its_language():
    """The 404 pages too (rendered from a template, not from a page of the docs)."""
    pages = [page for page in SITE.rglob("index.html") if page.parent.name != "pyodide"]
    assert pages
    pages += [SITE / "404.html", SITE / "fr" / "404.html"]
    for page in pages:
        html = page.read_text(encoding="utf-8")
        config = json.loads(CONFIG.search(html).group(1))
        french = page.relative_to(SITE).as_posix().startswith("fr/")
        expected = "search-language.fr.js" if french else "search-language.en.js"
        assert config["search"].endswith("assets/javascripts/workers/" + expected), page
        assert ('<html lang="fr"' in html) == french


def test_the_wrapper_and_the_worker_it_wraps_are_in_the_site():
    workers = SITE / "assets" / "javascripts" / "workers"
    assert (workers / "search-language.js").exists()
    for lang, keep, drop in (("en", [], ["fr/"]), ("fr", ["fr/"], [])):
        stub = (workers / f"search-language.{lang}.js").read_text(encoding="utf-8")
        settings = json.loads(re.search(r"self\.searchLanguage = (.*);", stub).group(1))
        assert settings["keep"] == keep and settings["drop"] == drop
        assert (workers / settings["upstream"]).exists()
        assert 'importScripts("search-language.js")' in stub


def test_the_shared_index_holds_both_languages():
    """The filter is what keeps them apart: the index itself still has both."""
    docs = json.loads((SITE / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    assert any(doc["location"].startswith("fr/") for doc in docs)
    assert any(not doc["location"].startswith("fr/") for doc in docs)
