"""Serve the built site on 127.0.0.1 with the right types for Pyodide's files.

    python tools/serve.py [--port 8000] [--dir build/site]

Module scripts (.mjs, .js) must come as JavaScript and the WebAssembly file as
application/wasm, whatever this machine's MIME tables say. An unknown address gets the site's
own 404 page in the address's language (`fr/404.html` under /fr/, else `404.html`), with
status 404. Also used by the browser tests.
"""

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # quiet: one line per request is noise here
        pass

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
