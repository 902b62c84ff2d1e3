"""mkdocs hook: the service worker that keeps the site working offline, a part at a time.

After the build (both languages, Pyodide and the wheel included), writes `<site>/sw.js` with a
manifest of the site's files, `{address: [hash, bytes, group]}`, and a version (a hash of the
manifest). The groups say when a file is stored:

- `shell`: the site's own scripts and styles, the search index: when the worker installs;
- `en`, `fr`: the text pages of a language: as soon as a page of that language is opened;
- `engine`: Pyodide and the engine wheel: when the engine is first used (as they pass);
- `more`: the worked examples and puzzles pages with their transcripts, kept when opened;
  with everything above, the reader's "Keep the whole site" button stores them all.

Source maps and the search language files the site never loads are in no group: never stored;
nor are the precompressed siblings `X.br`, `X.gz` of hooks/compress.py (the server sends them
in place of `X`; the browser stores `X`, decoded).
A new version keeps every stored file whose hash did not change, so the engine (13 MB) is not
downloaded again because a page changed.
"""

import hashlib
import json
from pathlib import Path

from mkdocs.plugins import event_priority

TEMPLATE = Path(__file__).resolve().parent / "sw.js"
SKIP = {"sw.js", "sitemap.xml.gz"}
# Pages that carry whole deals (static frames) or every puzzle: big, kept once opened.
BIG_PAGES = ("examples/", "puzzles/")


def _site_files(site: Path) -> list:
    files = []
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        if path.is_file() and rel not in SKIP and not rel.endswith(".map") and not _sibling(path):
            files.append(rel)
    return files


def _sibling(path: Path) -> bool:
    """A precompressed copy of another file of the site (hooks/compress.py)."""
    return path.suffix in (".br", ".gz") and path.with_name(path.stem).is_file()


def _url(rel: str) -> str:
    # Pages are served as folders ("try/trick/"); cache them under the address readers use.
    if rel == "index.html":
        return "./"
    if rel.endswith("/index.html"):
        return rel[: -len("index.html")]
    return rel


def _search_languages(site: Path) -> list:
    try:
        lang = json.loads((site / "search" / "search_index.json").read_text())["config"]["lang"]
    except (OSError, KeyError, ValueError):
        return []
    return [lang] if isinstance(lang, str) else list(lang)


def _group(rel: str, languages: list, search_languages: list):
    """The group a file is stored with, or None: never stored."""
    if rel.startswith("pyodide/"):
        return "engine"
    if rel.startswith("assets/javascripts/lunr/"):
        used = {"lunr.stemmer.support.min.js", "lunr.multi.min.js"}
        used |= {f"lunr.{lang}.min.js" for lang in search_languages}
        return "shell" if rel.rsplit("/", 1)[-1] in used else None
    if rel.startswith("assets/transcripts/"):
        return "more"
    if rel == "assets/screenshot-trick.png":  # the README's picture, on no page
        return "more"
    if rel.startswith(("assets/", "search/")) or rel == "sitemap.xml":
        return "shell"
    lang, page = "en", rel
    for other in languages:
        if rel.startswith(other + "/"):
            lang, page = other, rel[len(other) + 1:]
    if page.endswith(".html"):
        big = page.startswith(BIG_PAGES) and page != "examples/index.html"
        return "more" if big else lang
    if page.startswith("assets/"):          # a language's own data (fr/assets/rule-anchors.json)
        return lang
    return "more"


def _languages(config) -> list:
    plugin = config.plugins.get("i18n")
    if plugin is None:
        return []
    return [lang.locale for lang in plugin.config.languages if not lang.default]


def manifest(site: Path, languages: list) -> dict:
    search_languages = _search_languages(site)
    found = {}
    for rel in _site_files(site):
        group = _group(rel, languages, search_languages)
        if group is None:
            continue
        data = (site / rel).read_bytes()
        found[_url(rel)] = [hashlib.sha256(data).hexdigest()[:16], len(data), group]
    return found


# After every hook that rewrites a built file (hooks/search_language.py improves the search
# index at priority -200, after mkdocs-static-i18n has merged it): the hashes must be those of
# the files as served, or a changed file would be carried over stale to the next version.
@event_priority(-300)
def on_post_build(config, **kwargs):
    # mkdocs-static-i18n runs this once per language; the last run, after every language is
    # built, writes the complete list.
    site = Path(config["site_dir"])
    files = manifest(site, _languages(config))
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    worker = TEMPLATE.read_text(encoding="utf-8")
    worker = worker.replace("__VERSION__", version)
    worker = worker.replace("__FILES__", json.dumps(files, indent=0))
    (site / "sw.js").write_text(worker, encoding="utf-8")
