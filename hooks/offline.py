"""mkdocs hook: a service worker that keeps the whole site working offline after one visit.

After the build (both languages, Pyodide and the wheel included), writes `<site>/sw.js` with the
list of every file of the site and a version: a hash of all their contents. The service worker
caches them all under that version; when the site changes, the version changes, the new worker
caches the new files and removes the old cache.
"""

import hashlib
import json
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent / "sw.js"
SKIP = {"sw.js", "sitemap.xml", "sitemap.xml.gz"}


def _site_files(site: Path) -> list:
    files = []
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        if path.is_file() and rel not in SKIP:
            files.append(rel)
    return files


def _url(rel: str) -> str:
    # Pages are served as folders ("try/trick/"); cache them under the address readers use.
    if rel == "index.html":
        return "./"
    if rel.endswith("/index.html"):
        return rel[: -len("index.html")]
    return rel


def on_post_build(config, **kwargs):
    # mkdocs-static-i18n runs this once per language; the last run, after every language is
    # built, writes the complete list.
    site = Path(config["site_dir"])
    files = _site_files(site)
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode())
        digest.update(hashlib.sha256((site / rel).read_bytes()).digest())
    worker = TEMPLATE.read_text(encoding="utf-8")
    worker = worker.replace("__VERSION__", digest.hexdigest()[:16])
    worker = worker.replace("__FILES__", json.dumps([_url(rel) for rel in files], indent=0))
    (site / "sw.js").write_text(worker, encoding="utf-8")
