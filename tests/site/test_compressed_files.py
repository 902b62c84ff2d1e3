"""Compressed as a static host sends it (issue #29): every large compressible file of the built
site has its brotli and gzip siblings (hooks/compress.py), tools/serve.py sends the one a request
accepts and the file itself otherwise, with the same bytes once decoded, and the build's cache
compresses only what changed."""

import gzip
import hashlib
import http.client
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
sys.path.insert(0, str(ROOT / "tools"))

from hooks.compress import compress_site  # noqa: E402
from hooks.offline import manifest  # noqa: E402
from serve import accepted_encodings, serve_in_background  # noqa: E402

needs_site = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")

# What a browser downloads and a host compresses, written out here rather than taken from the hook.
KINDS = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".wasm", ".zip", ".whl",
         ".ico", ".webmanifest"}

# sha256 of each file, brotli-decoded by Node (Python has no brotli).
UNBROTLI = """
const { readFileSync } = require("node:fs");
const { brotliDecompressSync } = require("node:zlib");
const { createHash } = require("node:crypto");
const paths = JSON.parse(readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(paths.map((p) =>
  createHash("sha256").update(brotliDecompressSync(readFileSync(p))).digest("hex"))));
"""


def unbrotli_digests(paths: list) -> list:
    result = subprocess.run(["node", "-e", UNBROTLI], input=json.dumps([str(p) for p in paths]),
                            capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def unbrotli(data: bytes) -> bytes:
    script = ("process.stdout.write(require('node:zlib').brotliDecompressSync("
              "require('node:fs').readFileSync(0)))")
    return subprocess.run(["node", "-e", script], input=data, capture_output=True, check=True).stdout


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture(scope="module")
def server():
    server, base = serve_in_background(str(SITE))
    yield base.removeprefix("http://")
    server.shutdown()


def fetch(host: str, path: str, encoding: str = None, method: str = "GET", **headers):
    if encoding:
        headers["Accept-Encoding"] = encoding
    connection = http.client.HTTPConnection(host, timeout=60)
    connection.request(method, path, headers={k.replace("_", "-"): v for k, v in headers.items()})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


def test_accept_encoding_is_read_with_its_weights():
    assert accepted_encodings("gzip, deflate, br, zstd") == ["br", "gzip"]     # Chromium's
    assert accepted_encodings("gzip") == ["gzip"]
    assert accepted_encodings("") == [] and accepted_encodings(None) == []
    assert accepted_encodings("identity") == []
    assert accepted_encodings("br;q=0, gzip") == ["gzip"]
    assert accepted_encodings("gzip;q=1.0, br;q=0.5") == ["gzip", "br"]
    assert accepted_encodings("*") == ["br", "gzip"]
    assert accepted_encodings("*;q=0.5, BR;q=0") == ["gzip"]


@needs_site
def test_every_large_compressible_file_has_its_siblings_and_no_other_file_does():
    files = sorted(path for path in SITE.rglob("*") if path.is_file() and path.suffix in KINDS
                   and path.stat().st_size >= 1024)
    assert SITE / "pyodide" / "pyodide.asm.wasm" in files and SITE / "index.html" in files
    missing = [f"{path.relative_to(SITE)}{suffix}" for path in files for suffix in (".br", ".gz")
               if not (path.parent / (path.name + suffix)).is_file()]
    assert missing == []
    for path in files:
        assert gzip.decompress((path.parent / (path.name + ".gz")).read_bytes()) == path.read_bytes(), path
    decoded = unbrotli_digests([path.parent / (path.name + ".br") for path in files])
    wrong = [str(path.relative_to(SITE)) for path, digest in zip(files, decoded)
             if digest != sha(path.read_bytes())]
    assert wrong == []
    # The engine's runtime, compressed, is the point: brotli takes it well under half.
    wasm = SITE / "pyodide" / "pyodide.asm.wasm"
    assert (wasm.parent / (wasm.name + ".br")).stat().st_size < wasm.stat().st_size / 2
    # No sibling of a file too small to gain, or of a source map; no sibling of a sibling.
    stray = [p.relative_to(SITE).as_posix() for p in SITE.rglob("*")
             if p.suffix in (".br", ".gz") and p.with_name(p.stem) not in files
             and p.relative_to(SITE).as_posix() != "sitemap.xml.gz"]
    assert stray == []


@needs_site
def test_the_service_worker_lists_no_sibling():
    worker = (SITE / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\{.*?\n\});", worker, re.DOTALL).group(1))
    assert "pyodide/pyodide.asm.wasm" in files
    assert [name for name in files if name.endswith((".br", ".gz"))] == []


def test_the_service_worker_skips_siblings_even_when_they_are_there_first(tmp_path):
    """hooks/compress.py runs after hooks/offline.py; were they swapped, or the site built
    --dirty, the siblings would already be there: still never stored, the decoded file is."""
    (tmp_path / "assets").mkdir()
    for name in ("index.html", "assets/app.js", "sitemap.xml"):
        (tmp_path / name).write_text("x" * 2000)
        (tmp_path / (name + ".br")).write_bytes(b"b")
        (tmp_path / (name + ".gz")).write_bytes(b"g")
    (tmp_path / "assets" / "cards.tar.gz").write_bytes(b"a download of its own")
    assert sorted(manifest(tmp_path, [])) == ["./", "assets/app.js", "assets/cards.tar.gz", "sitemap.xml"]


@needs_site
@pytest.mark.parametrize("path, file, kind", [
    ("/", "index.html", "text/html"),
    ("/fr/try/trick/", "fr/try/trick/index.html", "text/html"),
    ("/pyodide/pyodide.asm.mjs?v=1", "pyodide/pyodide.asm.mjs", "text/javascript"),
    ("/pyodide/python_stdlib.zip", "pyodide/python_stdlib.zip", "application/zip"),
    ("/search/search_index.json", "search/search_index.json", "application/json"),
])
def test_server_sends_brotli_or_gzip_when_asked_and_the_file_otherwise(server, path, file, kind):
    raw = (SITE / file).read_bytes()
    plain, plain_body = fetch(server, path)
    assert plain.status == 200 and plain_body == raw
    assert plain.getheader("Content-Encoding") is None
    assert plain.getheader("Vary") == "Accept-Encoding"     # caches keep one answer per encoding
    assert plain.getheader("Content-Type").startswith(kind)
    for accept, encoding, decode in [("gzip, deflate, br, zstd", "br", unbrotli),
                                     ("gzip", "gzip", gzip.decompress),
                                     ("br;q=0.5, gzip", "gzip", gzip.decompress)]:
        response, body = fetch(server, path, accept)
        assert response.status == 200
        assert response.getheader("Content-Encoding") == encoding, accept
        assert response.getheader("Content-Type") == plain.getheader("Content-Type")
        assert response.getheader("Vary") == "Accept-Encoding"
        assert int(response.getheader("Content-Length")) == len(body) < len(raw)
        assert decode(body) == raw, accept
        head, head_body = fetch(server, path, accept, method="HEAD")
        assert head_body == b"" and head.getheader("Content-Encoding") == encoding
        assert head.getheader("Content-Length") == response.getheader("Content-Length")
    for refused in ("identity", "br;q=0, gzip;q=0", "deflate, zstd"):
        response, body = fetch(server, path, refused)
        assert response.getheader("Content-Encoding") is None and body == raw, refused
    # A cache revalidating (the service worker fetches with `no-cache`) gets "not modified",
    # compressed or not, as long as the file has not changed.
    for accept in ("br", "gzip", None):
        response, body = fetch(server, path, accept, If_Modified_Since=plain.getheader("Last-Modified"))
        assert (response.status, body) == (304, b""), accept
        response, body = fetch(server, path, accept, If_Modified_Since="Mon, 01 Jan 2001 00:00:00 GMT")
        assert response.status == 200 and response.getheader("Content-Encoding") == accept, accept


@needs_site
def test_404_page_and_siblings_by_name_are_sent_as_they_are(server):
    response, body = fetch(server, "/no/such/page/", "gzip, deflate, br, zstd")
    assert response.status == 404 and response.getheader("Content-Encoding") is None
    assert body == (SITE / "404.html").read_bytes()
    # A sibling asked for by its own name is a download, never a page or a script.
    response, body = fetch(server, "/pyodide/pyodide.mjs.br", "gzip, deflate, br, zstd")
    assert response.status == 200 and response.getheader("Content-Encoding") is None
    assert response.getheader("Content-Type") == "application/octet-stream"
    assert body == (SITE / "pyodide" / "pyodide.mjs.br").read_bytes()
    response, body = fetch(server, "/sitemap.xml.gz", "gzip, br")      # mkdocs' own, for crawlers
    assert response.getheader("Content-Encoding") is None
    assert gzip.decompress(body) == (SITE / "sitemap.xml").read_bytes()


def test_compression_is_cached_by_content_and_the_cache_keeps_only_what_is_used(tmp_path):
    site, cache = tmp_path / "site", tmp_path / "cache"
    (site / "a").mkdir(parents=True)
    page = ("<p>" + "a card played face down " * 100 + "</p>").encode()
    (site / "index.html").write_bytes(page)
    (site / "a" / "twin.html").write_bytes(page)              # same content: compressed once
    (site / "a" / "app.js").write_bytes(b"export const trump = 'closed';\n" * 80)
    (site / "small.css").write_bytes(b"p{color:red}")          # under 1 KB: left alone
    (site / "a.png").write_bytes(bytes(range(256)) * 20)       # not a compressible kind
    (site / "x.map").write_bytes(b"{}" * 1000)                 # source maps: never loaded

    assert compress_site(site, cache) == {"files": 3, "compressed": 2 + 2}   # brotli, gzip
    siblings = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.suffix in (".br", ".gz"))
    assert siblings == ["a/app.js.br", "a/app.js.gz", "a/twin.html.br", "a/twin.html.gz",
                        "index.html.br", "index.html.gz"]
    assert unbrotli((site / "a" / "twin.html.br").read_bytes()) == page
    assert gzip.decompress((site / "a" / "app.js.gz").read_bytes()) == (site / "a" / "app.js").read_bytes()
    before = {name: (site / name).read_bytes() for name in siblings}

    # Nothing changed: nothing is compressed again, and the siblings are the same.
    for name in siblings:
        (site / name).unlink()
    assert compress_site(site, cache) == {"files": 3, "compressed": 0}
    assert {name: (site / name).read_bytes() for name in siblings} == before

    # One file changed: only it is compressed; the old content's entries leave the cache.
    (site / "a" / "app.js").write_bytes(b"export const trump = 'open';\n" * 80)
    assert compress_site(site, cache) == {"files": 3, "compressed": 2}
    assert unbrotli((site / "a" / "app.js.br").read_bytes()) == (site / "a" / "app.js").read_bytes()
    assert sorted(len(list(folder.iterdir())) for folder in cache.iterdir()) == [2, 2]
