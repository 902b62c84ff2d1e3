"""Serve the built site on 127.0.0.1 with the right types for Pyodide's files.

    python tools/serve.py [--port 8000] [--dir build/site]

Module scripts (.mjs, .js) must come as JavaScript and the WebAssembly file as
application/wasm, whatever this machine's MIME tables say. An unknown address gets the site's
own 404 page in the address's language (`fr/404.html` under /fr/, else `404.html`), with
status 404. Also used by the browser tests.

Compressed as a static host sends it: a file with precompressed siblings (`X.br`, `X.gz`,
written at build time by hooks/compress.py) is sent as the sibling its request accepts
(Accept-Encoding; brotli first), with `Content-Encoding`, the type of `X` and
`Vary: Accept-Encoding`; a request that accepts neither gets `X` itself. A sibling asked for by
its own name (`/sitemap.xml.gz`) comes as it is stored, a download, never as a page.
"""

import argparse
import datetime
import email.utils
import functools
import http.server
import os
import sys
import urllib.parse
import threading
from pathlib import Path

TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
         ".br": "application/octet-stream"}   # not the type of the file it compresses
# Content-Encoding: the sibling's suffix, in order of preference.
ENCODINGS = {"br": ".br", "gzip": ".gz"}


def accepted_encodings(header: str) -> list:
    """The encodings of ENCODINGS that an Accept-Encoding header allows, preferred first
    (by q-value, then ENCODINGS' order). `*` stands for any encoding not named."""
    weights = {}
    for item in (header or "").split(","):
        name, *params = [part.strip() for part in item.split(";")]
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name:
            weights[name.lower()] = q
    default = weights.get("*", 0.0)
    found = [(weights.get(name, default), -rank, name) for rank, name in enumerate(ENCODINGS)]
    return [name for q, _, name in sorted(found, reverse=True) if q > 0]


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    # Connections kept open between requests, as every static host keeps them (HTTP/1.0 opens
    # one per file: what Lighthouse measures and readers get would differ). Every answer says
    # its length (the standard handler, and send_head and send_error below).
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # quiet: one line per request is noise here
        pass

    def send_head(self):
        self.vary = False            # the answer depends on Accept-Encoding (end_headers says so)
        self.decoded_length = None   # when a sibling is sent: the length of the file it encodes
        path = self._file()
        if path is None:
            return super().send_head()
        siblings = {name: path + suffix for name, suffix in ENCODINGS.items()
                    if os.path.isfile(path + suffix)}
        self.vary = bool(siblings)
        chosen = next((name for name in accepted_encodings(self.headers.get("Accept-Encoding"))
                       if name in siblings), None)
        if chosen is None:
            return super().send_head()
        if self._not_modified_since(os.stat(path).st_mtime):
            self.send_response(304)            # as the standard handler answers for `X` itself
            self.end_headers()
            return None
        body = open(siblings[chosen], "rb")
        try:
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", chosen)
            self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
            self.send_header("Last-Modified", self.date_time_string(os.stat(path).st_mtime))
            self.end_headers()
        except BaseException:
            body.close()
            raise
        self.decoded_length = os.stat(path).st_size
        return body

    def _not_modified_since(self, mtime: float) -> bool:
        """A conditional request (a cache revalidating, the service worker's `no-cache`) for a
        file not changed since: the standard handler's rule for If-Modified-Since."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.timezone.utc)
        modified = datetime.datetime.fromtimestamp(mtime, datetime.timezone.utc).replace(microsecond=0)
        return modified <= since

    def _file(self):
        """The file a GET or HEAD asks for (a folder's index.html), or None (a folder without
        its trailing slash, a missing file: the standard handler answers those)."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urllib.parse.urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")
        return path if os.path.isfile(path) else None

    def end_headers(self):
        if getattr(self, "vary", False):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_error(self, code, message=None, explain=None):
        page = self._not_found_page() if code == 404 else None
        if page is None:
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(404, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _not_found_page(self):
        root = Path(self.directory)
        language = self.path.lstrip("/").split("/", 1)[0].split("?", 1)[0]
        pages = ([root / language / "404.html"] if language.isalpha() else []) + [root / "404.html"]
        return next((page for page in pages if page.is_file()), None)


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that stops a download half-way (a page left, a test that blocks the engine)
        # closes its end: not a fault of the site, and no traceback for the reader of the log.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: str, port: int = 0) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(SiteHandler, directory=directory)
    return SiteServer(("127.0.0.1", port), handler)


def serve_in_background(directory: str) -> tuple:
    """Start a server on a free port in a thread; return (server, base URL)."""
    server = make_server(directory)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", default="build/site")
    args = parser.parse_args()
    server = make_server(args.dir, args.port)
    print(f"Serving the site on http://127.0.0.1:{args.port}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
