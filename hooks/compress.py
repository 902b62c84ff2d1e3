"""mkdocs hook: every compressible file of the built site gets its precompressed siblings.

Static hosts and CDNs send text, scripts and WebAssembly compressed with brotli or gzip; what
readers download is the compressed size. After every other hook has written its files (the
service worker's manifest, hooks/offline.py, included), each file of a compressible kind
(`COMPRESSIBLE`) of at least `MIN_BYTES` gets `X.br` (brotli, quality 11, through Node's zlib:
tools/brotli.mjs) and `X.gz` (gzip -9) beside it. tools/serve.py sends one of them to a
browser that accepts it, as a static host would; the service worker never lists them.

Brotli at quality 11 is slow (the 9.6 MB WebAssembly runtime takes half a minute or more), so
compressed outputs are cached by content hash under build/compress-cache/: a file that did not
change costs a hash and a copy on the next build. Cache entries no longer used are removed.
"""

import gzip
import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "compress-cache"
BROTLI = ROOT / "tools" / "brotli.mjs"
# Kinds a browser downloads and that compress. Source maps are left out: readers never load them.
COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".wasm",
                ".zip", ".whl", ".ico", ".webmanifest"}
MIN_BYTES = 1024
# One folder per encoding and setting: a changed setting never reads an older setting's output.
SETTINGS = {".br": "br-q11", ".gz": "gzip-9"}


def compressible(path: Path) -> bool:
    return (path.suffix.lower() in COMPRESSIBLE and path.is_file()
            and path.stat().st_size >= MIN_BYTES)


def sibling(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def compress_site(site: Path, cache: Path = CACHE) -> dict:
    """Write the siblings; return {"files": N, "compressed": M}: N files, M outputs that were
    not in the cache (brotli and gzip count one each)."""
    def _cached(digest: str, suffix: str) -> Path:
        return cache / SETTINGS[suffix] / digest

    files = sorted((path for path in site.rglob("*") if compressible(path)),
                   key=lambda path: -path.stat().st_size)    # the biggest first: it takes longest
    digests = {path: hashlib.sha256(path.read_bytes()).hexdigest() for path in files}
    for folder in SETTINGS.values():
        (cache / folder).mkdir(parents=True, exist_ok=True)
    missing_br = {}                                       # one job per distinct content
    for path, digest in digests.items():
        if not _cached(digest, ".br").exists():
            missing_br.setdefault(digest, path)
    brotli = None
    if missing_br:
        jobs = [[str(path), str(_cached(digest, ".br"))] for digest, path in missing_br.items()]
        try:
            brotli = subprocess.Popen(["node", str(BROTLI)], stdin=subprocess.PIPE, text=True)
        except OSError as error:
            raise PluginError(f"brotli compression needs Node (`node`): {error}") from error
        brotli.stdin.write(json.dumps(jobs))
        brotli.stdin.close()
    # gzip here, while Node compresses with brotli beside it.
    missing_gz = 0
    for path, digest in digests.items():
        cached = _cached(digest, ".gz")
        if not cached.exists():
            missing_gz += 1
            part = cached.with_name(cached.name + ".part")
            part.write_bytes(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
            part.replace(cached)
    if brotli is not None and brotli.wait() != 0:
        raise PluginError("tools/brotli.mjs failed: see its message above")
    for path, digest in digests.items():
        for suffix in SETTINGS:
            shutil.copyfile(_cached(digest, suffix), sibling(path, suffix))
    used = set(digests.values())
    for folder in SETTINGS.values():
        for entry in (cache / folder).iterdir():
            if entry.name not in used:
                entry.unlink()
    return {"files": len(files), "compressed": len(missing_br) + missing_gz}


def _last_build(config) -> bool:
    """mkdocs-static-i18n builds each other language inside the first one's post-build: only
    the outermost post-build sees the whole site."""
    plugin = config.plugins.get("i18n")
    return plugin is None or not getattr(plugin, "building", False)


# Last of all (hooks/offline.py writes sw.js at -300): the siblings are those of the files as served.
@event_priority(-400)
def on_post_build(config, **kwargs):
    if _last_build(config):
        compress_site(Path(config["site_dir"]))
