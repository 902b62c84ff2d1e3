"""The built site: both languages, self-hosted Pyodide with the registered engine wheel."""

import hashlib
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"

pytestmark = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")


def test_both_languages_are_built():
    for page in ["index.html", "try/trick/index.html"]:
        assert (SITE / page).exists()
        assert (SITE / "fr" / page).exists()
    assert 'lang="fr"' in (SITE / "fr" / "index.html").read_text(encoding="utf-8")


def test_pyodide_and_the_engine_wheel_are_in_the_site():
    folder = SITE / "pyodide"
    for name in ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]:
        assert (folder / name).stat().st_size > 0
    lock = json.loads((folder / "pyodide-lock.json").read_text())
    entry = lock["packages"]["engine"]
    wheel = folder / entry["file_name"]
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]
    assert entry["imports"] == ["engine"]


def test_widget_rendered_in_the_page_language():
    en = (SITE / "try" / "trick" / "index.html").read_text(encoding="utf-8")
    fr = (SITE / "fr" / "try" / "trick" / "index.html").read_text(encoding="utf-8")
    assert "<!-- widget:" not in en and "<!-- widget:" not in fr
    assert 'data-lang="en"' in en and "Who wins this trick?</button>" in en
    assert 'data-lang="fr"' in fr and "Qui remporte ce pli\u00a0?</button>" in fr
    assert ">V♠</option>" in fr and ">J♠</option>" in en


FOREIGN = re.compile(r"""(?:src|href)\s*=\s*["'](?:https?:)?//(?!127\.0\.0\.1)[^"']+""")


def test_pages_load_nothing_from_another_host():
    """Scripts, styles, images and fonts all come from the site itself (links out are allowed)."""
    offenders = []
    for page in SITE.rglob("*.html"):
        for match in FOREIGN.finditer(page.read_text(encoding="utf-8")):
            tag_start = page.read_text(encoding="utf-8").rfind("<", 0, match.start())
            tag = page.read_text(encoding="utf-8")[tag_start:tag_start + 6]
            if not tag.startswith("<a "):
                offenders.append(f"{page.relative_to(SITE)}: {match.group(0)}")
    assert offenders == []


def test_the_offline_manifest_lists_every_file_as_served():
    """hooks/sw.js stores a file once and carries it over to the next version while its hash is
    unchanged: a hash taken before another hook rewrote the file (the search index is rewritten
    after the pages are built) would keep a stale copy offline for good."""
    worker = (SITE / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*?\n\});", worker, re.S).group(1))
    assert "search/search_index.json" in files
    wrong = []
    for address, (digest, size, _group) in files.items():
        rel = "index.html" if address == "./" else address + "index.html" if address.endswith("/") else address
        data = (SITE / rel).read_bytes()
        if (hashlib.sha256(data).hexdigest()[:16], len(data)) != (digest, size):
            wrong.append(rel)
    assert not wrong, f"sw.js lists another content for: {wrong[:10]}"


TURN_TAG = re.compile(r'<span class="tag tag--turn">([^<]*)</span>')


@pytest.mark.parametrize("lang, bid, play", [("en", "to bid", "to play"), ("fr", "à parler", "à jouer")])
def test_a_worked_examples_seat_to_act_is_told_to_bid_then_to_play(lang, bid, play):
    """The static frames of a whole deal: the seat to act speaks through the auctions, then plays
    (the browser draws the same tag: tests/browser/test_one_table.py)."""
    page = SITE / ("fr" if lang == "fr" else "") / "examples" / "304-full-deal" / "index.html"
    tags = TURN_TAG.findall(page.read_text(encoding="utf-8"))
    assert set(tags) == {bid, play}
    first_play = tags.index(play)
    assert tags[:first_play] and set(tags[:first_play]) == {bid}, "the auction comes first"


# A feature's script, and what on a page says the page has the feature (issue #23's Lighthouse
# runs: a phone on slow 4G waits for every stylesheet, and for every script fetched before the
# first paint, before it shows a page).
FEATURE_SCRIPTS = {
    "assets/viewer/start.js": 'class="deal-viewer"',
    "assets/trick-widget.js": 'data-widget="trick"',
    "assets/puzzles/start.js": '<section class="puzzles"',
    "assets/lesson.js": '<section class="lesson"',
    "assets/course.js": '<section class="course"',
}
MATERIAL_STYLESHEETS = re.compile(r"assets/stylesheets/(main|palette)\.[0-9a-f]+\.min\.css")
PAGE_STYLESHEETS = {"assets/play/play.css", "assets/analyse/analyse.css", "assets/drills/drills.css"}


def test_each_page_fetches_its_features_scripts_only_and_one_stylesheet_of_the_site():
    pages = list(SITE.rglob("index.html"))
    assert len(pages) > 50
    seen = set()
    for path in pages:
        html = path.read_text(encoding="utf-8")
        name = path.relative_to(SITE).as_posix()

        def linked(pattern):
            return {(path.parent / href).resolve().relative_to(SITE.resolve()).as_posix()
                    for href in re.findall(pattern, html)}

        scripts = linked(r'<script\b[^>]*\bsrc="([^"]+)"')
        for script, marker in FEATURE_SCRIPTS.items():
            assert (script in scripts) == (marker in html), (name, script)
            if script in scripts:
                seen.add(script)
        styles = linked(r'<link rel="stylesheet" href="([^"]+)"')
        own = {style for style in styles if not MATERIAL_STYLESHEETS.fullmatch(style)}
        assert "assets/styles.css" in own and own - {"assets/styles.css"} <= PAGE_STYLESHEETS, (name, own)
    assert seen == set(FEATURE_SCRIPTS)
