"""Every internal link of the built site leads somewhere: an existing page, and an existing id.

Parses every HTML page in build/site (both languages) and follows each `<a href>` that stays on
the site, plus the files pages load (`<link href>`, `<script src>`, `<img src>`). A link with a
`#fragment` must find an element with that id (or a named anchor) in the target page (a fragment
of parameters, `#game=304&deal=…`, is read by the page's script: only its page must exist). Links to
other hosts are not followed: pages may only link out with plain `<a>` links, which
tests/site/test_built_site.py checks.
"""

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
SITE_URL = "http://127.0.0.1:8000/"          # mkdocs.yml site_url: the 404 page links absolutely
BASE = "http://site.invalid/"                # where the built site is imagined to be served

pytestmark = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")

FOLLOWED = {("a", "href"), ("link", "href"), ("script", "src"), ("img", "src"), ("source", "src")}


class PageScan(HTMLParser):
    """The ids of a page and the links it makes, as (tag, url)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("id", "name") if tag == "a" else ("id",):
            if attrs.get(name):
                self.ids.add(attrs[name])
        for followed_tag, attr in FOLLOWED:
            if tag == followed_tag and attrs.get(attr) is not None:
                self.links.append((tag, attrs[attr]))


@cache
def scan(path: Path) -> PageScan:
    parser = PageScan()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def pages() -> list:
    return sorted(SITE.rglob("*.html"))


def page_url(path: Path) -> str:
    return BASE + path.relative_to(SITE).as_posix()


def target_file(url: str) -> Path | None:
    """The file of the built site an absolute on-site URL names, or None if there is none."""
    relative = unquote(urlsplit(url).path)[len(urlsplit(BASE).path):]
    candidate = SITE / relative
    if relative == "" or relative.endswith("/") or candidate.is_dir():
        candidate = candidate / "index.html"
    return candidate if candidate.is_file() else None


def problems_of(path: Path) -> list:
    found = []
    here = page_url(path)
    for tag, href in scan(path).links:
        if href.startswith(SITE_URL):
            href = BASE + href[len(SITE_URL):]
        if href.startswith(("mailto:", "tel:", "javascript:", "data:")):
            continue
        url = urljoin(here, href)
        if not url.startswith(BASE):
            continue                                    # another host: not followed
        target = target_file(url)
        name = f"{path.relative_to(SITE)}: <{tag}> {href}"
        if target is None:
            found.append(f"{name} → no such page or file")
            continue
        fragment = unquote(urlsplit(url).fragment)
        # A fragment of parameters (`#game=304&deal=…`: the Analyse page's deal) is read by the
        # page's script, not an anchor.
        if "=" in fragment:
            continue
        if fragment and target.suffix == ".html" and fragment not in scan(target).ids:
            found.append(f"{name} → {target.relative_to(SITE)} has no id {fragment!r}")
    return found


def test_the_site_has_pages_in_both_languages():
    built = [path.relative_to(SITE).as_posix() for path in pages()]
    assert any(page.startswith("fr/") for page in built)
    assert any(not page.startswith("fr/") for page in built)


def test_the_404_pages_offer_each_languages_home():
    """A 404 page has no twin in the other language: its language menu leads to each home."""
    for page in ("404.html", "fr/404.html"):
        html = (SITE / page).read_text(encoding="utf-8")
        offered = {lang: href for href, lang in re.findall(r'<a href="([^"]*)" hreflang="([a-z]+)"', html)}
        assert offered == {"en": "/", "fr": "/fr/"}, (page, offered)


@pytest.mark.parametrize("path", pages(), ids=lambda path: path.relative_to(SITE).as_posix())
def test_every_internal_link_and_anchor_resolves(path):
    assert problems_of(path) == []
